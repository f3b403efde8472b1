/**
 * The compiler ↔ runtime contract as code. `docs/compiled-code.md` explains
 * it; this module states it: the Composer methods compiled code may call
 * (`CompiledComposer`, which `Composer` implements) and the names it imports
 * from `composa`. The compiler builds every `$c.method(…)` call and every
 * runtime import through these types (`plugin/babel/transform/context.ts`),
 * so renaming a method here, or in the Composer, fails `tsc` in the compiler
 * instead of a test at run time.
 */
import type { TemplateDescription } from "./applier.js";

/**
 * `$changed`, the third argument of every composable (`docs/compiled-code.md`):
 * bit 0 forces the body to run (a restart), then two bits per prop, prop
 * `i` at `propShift(i)`, for the first `MAX_BIT_PROPS` props: what the
 * caller knows of it. An uncertain prop is compared with its slot, a same or
 * different one keeps the caller's word but still takes its slot, a static
 * one takes no slot.
 */
export const CHANGED_FORCE = 1;
export const PROP_UNCERTAIN = 0b00;
export const PROP_SAME = 0b01;
export const PROP_DIFFERENT = 0b10;
export const PROP_STATIC = 0b11;
export const MAX_BIT_PROPS = 15;

export function propShift(i: number): number {
  return 1 + 2 * i;
}

/**
 * What restarts a group alone: the composable itself, called as every
 * composable is, `(props, $c, $changed)`. A composable lambda is one too
 * (the instance composed last, with whatever it closes over).
 */
export type RestartFunction<P> = (props: P, composer: CompiledComposer, changed: number) => void;

/** What `endRestartGroup` returns when the group needs a restart lambda. */
export interface ScopeUpdater {
  /**
   * The group restarts alone as `block(props, $c, changed)`; compiled code
   * passes its own function, its props and `$changed | 1`:
   * `$c.endRestartGroup()?.updateScope(Row, $props, $changed | 1)`.
   * No closure: an arrow over `$props` and `$changed` would make V8 give
   * every composable a context allocated on each call, a skipped one too,
   * which the closures of its body would then keep alive.
   */
  updateScope<P>(block: RestartFunction<P>, props: P, changed: number): void;
}

/**
 * What a compiled composable tells callers about its fast skip
 * (`skipRestartGroup`): its restart group's key and its prop names in
 * comparison order. The compiler attaches it to module-level function
 * declarations (`Row.$skip = { key, names: $props0, same }`, hoisted beside the
 * templates), so that `keyedCall` can keep a keyed row whole without calling
 * it. Optional: a composable without one is simply called.
 */
export interface SkipSignature {
  readonly key: number;
  readonly names: readonly string[];
  /**
   * Whether `slots[at]`, `slots[at + 1]`… hold `props`' values of `names`, in
   * order (`Object.is`): the compiler writes each prop's read out by name, so
   * that a kept row's comparison makes no lookup by a varying name. Optional.
   */
  readonly same?: (props: never, slots: readonly unknown[], at: number) => boolean;
}

/** A composable as compiled code calls it: `(props, $c, $changed)`, maybe with its skip signature. */
export interface CompiledComposable {
  (props: never, composer: CompiledComposer, changed: number): void;
  $skip?: SkipSignature;
}

/** What a keyed list's item gives (`keyedList`): its data key, or its call's props; the map callback's parameters. */
export type ListItemFn<T> = (item: unknown, index: number, items: readonly unknown[]) => T;

export interface CompiledComposer {
  /** True while composing new content. */
  readonly inserting: boolean;
  /** True when the current group is being recomposed and nothing forces it to run. */
  readonly skipping: boolean;

  // Groups.
  startRestartGroup(key: number, source?: string): void;
  endRestartGroup(): ScopeUpdater | null;
  startReplaceableGroup(key: number, source?: string): void;
  endReplaceableGroup(): void;
  startMovableGroup(key: number, dataKey: unknown): void;
  endMovableGroup(): void;
  skipToGroupEnd(): void;
  skipIfUnchanged(unchanged: boolean): boolean;
  /** Keeps restart group `key` whole without opening it when its props are unchanged (see `GroupComposer`). */
  skipRestartGroup(
    key: number,
    changed: number,
    props: object,
    names: readonly string[],
    self?: unknown,
  ): boolean;
  /**
   * `<Fn key={k} … />`: `startMovableGroup(key, dataKey)`, `fn(props, $c, changed)`,
   * `endMovableGroup()`, in one call that keeps the keyed group whole when it is
   * the one at the cursor and `fn`'s fast skip (its `$skip`) would skip it.
   */
  keyedCall(key: number, dataKey: unknown, fn: CompiledComposable, props: object, changed: number): void;
  /**
   * `{xs.map((x) => <Fn key={…} … />)}`, a list whose callback is one keyed call:
   * `xs.map((x, i, a) => keyedCall(key, keyOf(x, i, a), fn, propsOf(x, i, a), changed))`,
   * with the same reads in the same order (keyed-list.ts).
   */
  keyedList(
    xs: unknown,
    key: number,
    fn: CompiledComposable,
    keyOf: ListItemFn<unknown>,
    propsOf: ListItemFn<object>,
    changed: number,
  ): void;

  // Nodes.
  startNode(key: number): void;
  createNode(type: string): void;
  useNode(): void;
  startElement(key: number, type: string): void;
  set(name: string, value: unknown): void;
  endNode(): void;
  startTemplate(key: number, template: TemplateDescription, holes?: TemplateHoles): void;
  holeSet(hole: number, name: string, value: unknown): void;
  holeContent(hole: number, value: unknown): void;
  endTemplate(): void;
  startTemplateNode(key: number): void;
  templateText(key: number): void;
  templateStatic(count: number, size: number): void;
  templateDynamic(key: number, value: unknown): void;
  text(key: number, value: unknown): void;
  dynamic(key: number, value: unknown): void;

  // Slots.
  changed(value: unknown): boolean;
  cache<T>(invalid: boolean, calc: () => T): T;
}

/**
 * A folded template's hole nodes (`startTemplate` with holes,
 * docs/compiled-code.md): for each, its path from the template's root, as
 * child indices, in pre-order. Hoisted beside the template's description.
 *
 * @example
 * // <tr><td>{id}</td><td><a onClick={…}>{label}</a></td></tr>
 * const $holes = [[0], [1, 0]];
 */
export type TemplateHoles = readonly (readonly number[])[];

/** A Composer method compiled code may call. */
export type CompiledComposerMember = keyof CompiledComposer;

/** What compiled code imports from `composa` besides the application API it uses as written. */
export interface CompiledRuntimeImports {
  /** The current Composer, for value composables (`use…`), which have no `$c` parameter. */
  currentComposer: unknown;
  /**
   * Development builds: the callee of a composable call the compiler cannot
   * see is one (`<props.render …>`), checked before it is called
   * (runtime/callee.ts).
   */
  composableOf: <F>(callee: F, name: string, from?: string) => F;
  /**
   * Development builds: a composable called as a plain function, with no
   * Composer (`children(pos)`); the first line of each composable checks it.
   */
  plainCall: (name: string, given: unknown) => never;
  /** Hot-reload plumbing (hot builds only). */
  __hot: unknown;
}

export type CompiledRuntimeImport = keyof CompiledRuntimeImports;

/**
 * What compiled code imports from `composa/dom`: the installers of the DOM
 * property setter's optional features (runtime/dom/features.ts), each called
 * once at the top of a module whose host attributes need it (the compiler
 * decides with `domFeaturesOf`). Without them a production bundle would carry
 * style objects, controlled inputs, custom elements, URL screening and refs
 * whether the app uses them or not.
 */
export interface CompiledDomImports {
  /** `style` (a string or an object). */
  installStyle: () => void;
  /** `value`, `checked`, `selected`, `indeterminate`, `muted`, `defaultValue`, `defaultChecked`. */
  installLiveProperties: () => void;
  /** A tag with `-`, or a `prop:` name. */
  installCustomElements: () => void;
  /** A URL attribute (`href`, `src`, `action`, …, SVG animation's `to` / `from` / `values`). */
  installUrlScreening: () => void;
  /** `ref`. */
  installRefs: () => void;
  /** `unsafeInnerHTML`. */
  installInnerHtml: () => void;
  /** A spread (`{...rest}`): its keys are data, so it installs every attribute feature too. */
  installSpread: () => void;
  /** `movableContentOf` imported from `composa`: its placements are ranges (runtime/dom/range.ts). */
  installMovableContent: () => void;
  /**
   * Not an installer: the callee of `<Tag …>` when `Tag` may hold a tag name
   * (React's dynamic tag): `Tag` itself, or for a string the element of that
   * name (runtime/dom/dynamic-tag.ts).
   */
  tagOf: <F>(tag: F, name?: string) => F;
}

export type CompiledDomImport = keyof CompiledDomImports;

/**
 * True when `$c` is composa/server's markup writer (runtime/server/writer.ts),
 * which implements `CompiledComposer` and nothing that needs a live tree.
 * Runtime code that composes into a tree of its own (movable content, lazy
 * lists, portals) asks this and writes its first composition as plain
 * content instead.
 */
export function isMarkupWriter($c: unknown): boolean {
  return ($c as { writesMarkup?: boolean }).writesMarkup === true;
}
