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
 * A deferred lambda reads the locals of the place it was composed at, when
 * it runs later (deferred-locals.ts); a provider whose holders and outer
 * locals did not change composes its content with the same map as last
 * time, so that such lambdas are not handed on again for nothing.
 */
import type { Composer } from "./composer.js";
import type { Children } from "./jsx-runtime/index.js";
import { deferredLocals, installLocalBinding } from "./deferred-locals.js";
import { currentComposerOrNull } from "./remember.js";
import { mutableStateOf, type MutableState, type SnapshotMutationPolicy } from "./state/index.js";
import { PROVIDED_CONTENT_GROUP as CONTENT_GROUP, PROVIDER_GROUP } from "./group-keys.js";
import { runtimeError } from "./messages.js";
import { describeValue } from "./callee.js";

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

/** What `provides` made (a plain object, so tests may build one too). */
function isProvided(value: unknown): value is ProvidedValue<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as ProvidedValue<unknown>).local instanceof CompositionLocal
  );
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

  /**
   * The value of the nearest provider above the current composable (or above
   * where the deferred lambda running now was composed), else the default.
   */
  get current(): T {
    const locals = deferredLocals() ?? currentComposerOrNull()?.locals;
    const holder = locals?.get(this) as Holder<T> | undefined;
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
export function compositionLocalOf<T>(
  defaultValue: T,
  policy?: SnapshotMutationPolicy<T>,
): CompositionLocal<T> {
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

/** What a provider provided in the last applied pass. */
class AppliedLocals {
  holders: ReadonlyMap<CompositionLocal<unknown>, Holder<unknown>> = new Map();
  /** The locals it was composed under, and the map it composed its content with. */
  outer: ReadonlyMap<unknown, unknown> | null = null;
  locals: ReadonlyMap<unknown, unknown> | null = null;
}

export interface CompositionLocalProviderProps {
  /** What locals' `provides` return: an array of them, or one. */
  values: readonly ProvidedValue<unknown>[] | ProvidedValue<unknown>;
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
export function CompositionLocalProvider(
  props: CompositionLocalProviderProps,
  $c: Composer<unknown>,
  $changed?: number,
): void;
export function CompositionLocalProvider(props: CompositionLocalProviderProps, $c?: Composer<unknown>): void {
  if ($c === undefined) throw runtimeError("R002", { name: "CompositionLocalProvider" });
  $c.startReplaceableGroup(PROVIDER_GROUP);
  // As of the last applied pass; changed only when a pass applies.
  const applied = $c.cache(false, () => new AppliedLocals());
  const holders = new Map<CompositionLocal<unknown>, Holder<unknown>>();
  let force = false;
  const given = props.values;
  for (const provided of Array.isArray(given) ? given : [given]) {
    if (!isProvided(provided)) throw runtimeError("R033", { value: describeValue(provided) });
    const { local, value } = provided;
    const holder = applied.holders.get(local);
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
  for (const local of applied.holders.keys()) if (!holders.has(local)) force = true;
  const same =
    !force &&
    applied.holders.size === holders.size &&
    [...holders].every(([l, h]) => applied.holders.get(l) === h);
  // The same holders under the same outer locals give the same map as last time: deferred
  // lambdas bound to it (deferred-locals.ts) are not handed on again for nothing.
  const outer = $c.locals;
  let next = applied.locals;
  if (!same || next === null || applied.outer !== outer) {
    const map = new Map(outer);
    for (const [local, holder] of holders) map.set(local, holder);
    next = map;
  }
  if (!same || next !== applied.locals) {
    const locals = next;
    $c.changes.custom(() => {
      applied.holders = holders;
      applied.outer = outer;
      applied.locals = locals;
    });
  }
  installLocalBinding(); // the Composer binds deferred lambdas to locals from now on
  $c.locals = next;
  const content = () => $c.dynamic(CONTENT_GROUP, props.children);
  if (force) $c.forceRecompose(content);
  else content();
  $c.locals = outer;
  $c.endReplaceableGroup();
}
