/**
 * Composition locals: values provided to a subtree without passing them
 * through every composable's props (Compose's `CompositionLocal`).
 *
 * A composer carries the map of locals in effect; a provider composes its
 * content under a copy with its values, and every recompose scope keeps the
 * map it was composed with, so a scope restarted alone sees the same locals.
 * - A dynamic local (`compositionLocalOf`) is held in a state object: when
 *   its value changes, only the scopes that read `.current` recompose.
 * - A static local (`staticCompositionLocalOf`) is a plain value: when it
 *   changes, the provider's whole content recomposes (nothing skips there),
 *   which costs nothing per read; for values that rarely change.
 */
import type { Composer } from "./composer.js";
import type { Children } from "./jsx-runtime/index.js";
import { currentComposerOrNull } from "./remember.js";
import { mutableStateOf, type MutableState, type SnapshotMutationPolicy } from "./state/index.js";

interface Holder<T> {
  read(): T;
}

class StaticHolder<T> implements Holder<T> {
  constructor(readonly value: T) {}
  read(): T {
    return this.value;
  }
}

class DynamicHolder<T> implements Holder<T> {
  readonly state: MutableState<T>;
  constructor(value: T, policy: SnapshotMutationPolicy<T> | undefined) {
    this.state = mutableStateOf(value, policy);
  }
  read(): T {
    return this.state.value;
  }
}

/** A local's value for one provider: `LocalTheme.provides("dark")`. */
export interface ProvidedValue<T> {
  readonly local: CompositionLocal<T>;
  readonly value: T;
}

/** A value looked up by position in the composition: `.current`. */
export class CompositionLocal<T> {
  constructor(
    readonly defaultValue: T,
    readonly isStatic: boolean,
    readonly policy?: SnapshotMutationPolicy<T>,
  ) {}

  /** Pairs this local with `value`, for `CompositionLocalProvider`'s `values`. */
  provides(value: T): ProvidedValue<T> {
    return { local: this, value };
  }

  /** The value of the nearest provider above the current composable, else the default. */
  get current(): T {
    const holder = currentComposerOrNull()?.locals.get(this) as Holder<T> | undefined;
    return holder === undefined ? this.defaultValue : holder.read();
  }
}

/**
 * A local whose readers recompose alone when its provided value changes.
 *
 * @example
 * const LocalTheme = compositionLocalOf("light");
 * <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>
 *   <Toolbar />
 * </CompositionLocalProvider>;
 * // in Toolbar: <div class={LocalTheme.current} />
 */
export function compositionLocalOf<T>(defaultValue: T, policy?: SnapshotMutationPolicy<T>): CompositionLocal<T> {
  return new CompositionLocal(defaultValue, false, policy);
}

/**
 * A local that is cheap to read; a change recomposes the provider's whole content.
 *
 * @example
 * const LocalLocale = staticCompositionLocalOf("en");
 */
export function staticCompositionLocalOf<T>(defaultValue: T): CompositionLocal<T> {
  return new CompositionLocal(defaultValue, true);
}

const PROVIDER_GROUP = 0x10ca1001;
const CONTENT_GROUP = 0x10ca1002;

export interface CompositionLocalProviderProps {
  values: readonly ProvidedValue<any>[];
  children?: Children;
}

/**
 * Composes `children` with the given locals (compiled-code shape: props,
 * composer, `$changed`).
 *
 * @example
 * <CompositionLocalProvider values={[LocalTheme.provides("dark")]}>
 *   <Page />
 * </CompositionLocalProvider>;
 */
export function CompositionLocalProvider(props: CompositionLocalProviderProps): void;
export function CompositionLocalProvider(props: CompositionLocalProviderProps, $c: Composer<any>, $changed?: number): void;
export function CompositionLocalProvider(props: CompositionLocalProviderProps, $c?: Composer<any>): void {
  if ($c === undefined) throw new Error("Composa: CompositionLocalProvider is an element (<CompositionLocalProvider …>); compile the file with composa/babel");
  $c.startReplaceableGroup(PROVIDER_GROUP);
  // The holders as of the last applied pass; changed only when a pass applies.
  const applied = $c.cache(false, () => new Map<CompositionLocal<unknown>, Holder<unknown>>());
  const next = new Map($c.locals);
  const holders = new Map<CompositionLocal<unknown>, Holder<unknown>>();
  let force = false;
  for (const { local, value } of props.values) {
    const holder = applied.get(local);
    if (local.isStatic) {
      if (holder instanceof StaticHolder && Object.is(holder.value, value)) holders.set(local, holder);
      else {
        holders.set(local, new StaticHolder(value));
        force ||= !$c.inserting;
      }
    } else if (holder instanceof DynamicHolder) {
      holder.state.value = value; // invalidates the scopes that read `.current`
      holders.set(local, holder);
    } else {
      holders.set(local, new DynamicHolder(value, local.policy));
      force ||= !$c.inserting;
    }
  }
  for (const local of applied.keys()) if (!holders.has(local)) force = true;
  for (const [local, holder] of holders) next.set(local, holder);
  if (force || applied.size !== holders.size || [...holders].some(([l, h]) => applied.get(l) !== h)) {
    $c.changes.custom(() => {
      applied.clear();
      for (const [local, holder] of holders) applied.set(local, holder);
    });
  }
  const outer = $c.locals;
  $c.locals = next;
  const content = () => $c.dynamic(CONTENT_GROUP, props.children);
  if (force) $c.forceRecompose(content);
  else content();
  $c.locals = outer;
  $c.endReplaceableGroup();
}
