/**
 * The Applier: how the runtime changes a tree it knows nothing about.
 *
 * The Composer never touches nodes directly. Composition *records* what must
 * change (the change list) and, once the whole pass has succeeded, plays those
 * records against an Applier. The Applier keeps a *current* node (where
 * `insert`, `remove`, `move` act), moved with `down` and `up`, exactly as
 * Compose's `Applier<N>` and Compose From First Principles' `ApplyAdapter<N>`.
 *
 * Index arguments are positions among the current node's children *at the
 * moment of the call*: the change list has already accounted for every earlier
 * operation, so an Applier never has to re-derive anything.
 *
 * The same interface also creates nodes (the node factory) and sets their
 * properties, so that the dialect's lowercase tags can drive any tree: the
 * DOM (`composa/dom`), a plain object tree in tests, a canvas scene graph.
 *
 * @example
 * // A complete Applier over plain objects (see runtime/test/recording-applier.ts)
 * class TreeApplier implements Applier<TreeNode> {
 *   current: TreeNode; private stack: TreeNode[] = [];
 *   constructor(readonly root: TreeNode) { this.current = root; }
 *   down(node) { this.stack.push(this.current); this.current = node; }
 *   up() { this.current = this.stack.pop()!; }
 *   insert(index, node) { this.current.children.splice(index, 0, node); }
 *   remove(index, count) { this.current.children.splice(index, count); }
 *   move(from, to, count) { ... }
 *   ...
 * }
 */
export interface Applier<N> {
  /** The node that `insert`, `remove` and `move` act on. Starts at the root. */
  readonly current: N;

  /** Make `node` (a child of `current`, or a detached new node) the current node. */
  down(node: N): void;

  /** Return to the node that was current before the matching `down`. */
  up(): void;

  /** Insert `node` as the `index`-th child of `current`. */
  insert(index: number, node: N): void;

  /**
   * Optional: insert `nodes`, in order, as the children of `current` at
   * `index`, `index + 1`... in one call. Without it, `insert` is called for
   * each.
   */
  insertAll?(index: number, nodes: readonly N[]): void;

  /** Remove `count` children of `current`, starting at `index`. */
  remove(index: number, count: number): void;

  /**
   * Move `count` children of `current` starting at `from` so that they come
   * before the child that is at `to` *before* the move (Compose's convention):
   * to move the child at 1 after the child at 2, `from = 1`, `to = 3`.
   * `to` is never inside `[from, from + count]`.
   */
  move(from: number, to: number, count: number): void;

  /** Remove every child of the root (the composition is being disposed). */
  clear(): void;

  /**
   * Node factory: a new, detached node for a lowercase tag. `parent` is the
   * node it will be inserted into (itself possibly new and detached); the DOM
   * uses it to pick the SVG / MathML namespace.
   */
  createNode(type: string, parent: N): N;

  /**
   * Node factory: a new, detached text node, to be inserted into `parent`
   * (a hydrating Applier adopts the parent's existing text there instead).
   * A number's text is `String(text)` (see `TextValue`).
   */
  createText(text: TextValue, parent: N): N;

  /** Update a text node in place (a number: its `String(text)`). */
  setText(node: N, text: TextValue): void;

  /**
   * Set one property of a node. Called only when `value` differs from the value
   * given last time (`previous`, `undefined` the first time), so an Applier can
   * diff structured values (a style object) without remembering them itself.
   */
  setProperty(node: N, name: string, value: unknown, previous: unknown): void;

  /**
   * Optional node factory for templates: a new, detached copy of the static
   * subtree `template` describes, to be placed under `parent`; returns its
   * root. A DOM applier builds the subtree once and clones it
   * (`cloneNode(true)`) after that. Without it the Composer builds the
   * subtree node by node. An Applier that has it has `templateChild` too.
   */
  cloneTemplate?(template: TemplateDescription, parent: N): N;

  /**
   * With `cloneTemplate`: the child of `parent` (a node of a clone) that
   * follows `previous`, or its first child when `previous` is null; null
   * if there is none. The Composer walks a clone only as far as it needs.
   * `hole`: the child is a `{expr}` placeholder that the Composer drops at
   * once (its value is not text), so it stands for nothing in the tree (a
   * hydrating Applier must not claim a server node for it).
   */
  templateChild?(parent: N, previous: N | null, hole?: boolean): N | null;

  /**
   * Optional, for an Applier whose node factory keeps state of its own (a
   * hydrating one's position in the server's markup): a mark taken where an
   * error boundary's content starts (the Composer's `checkpoint`), and the
   * way back to it when that content threw and is dropped (`rollback`).
   */
  markFactory?(): unknown;
  restoreFactory?(mark: unknown): void;

  /**
   * Optional, for a hydrating Applier: while new content is composed, whether
   * `node` (one it adopted) already shows the string `value` for `name`
   * exactly as `setProperty` would leave it, so that no change is recorded.
   * Only a sure match says true; it changes nothing (the pass may yet fail).
   */
  shows?(node: N, name: string, value: string): boolean;

  /** Called before the first and after the last operation of a pass. */
  onBeginChanges?(): void;
  onEndChanges?(): void;

  /**
   * Called once for each node that leaves the tree for good (its group was
   * removed) and that the composition set properties on (`setProperty`),
   * after it has been detached, so that an Applier can release what it
   * attached to it (listeners, ref callbacks). Nodes that never had a
   * property set hold nothing to release and are not reported.
   */
  onRelease?(node: N): void;
  /**
   * The nodes in `container` (a node of this Applier's tree), made through
   * `from` (another composition's Applier), now live under this one's root:
   * movable content moved into this composition. Take over what they need
   * of `from` (a DOM Applier delegates their handlers at its own root).
   */
  adopt?(from: Applier<N>, container: N): void;
}

/**
 * A static host subtree, as the compiler hoists it for `startTemplate`:
 * `[type, static attributes or null, ...children]`, a child being another
 * description or a static text. Attribute values are literals from the
 * source, set through the Applier's `setProperty` like any other.
 *
 * @example
 * const row: TemplateDescription = ["tr", null, ["td", { class: "col-md-1" }], ["td", null, "label: "]];
 */
/**
 * A text node's content as the Composer hands it on: a string, or a number
 * shown as `String(n)`. A number stays a number up to the tree: the DOM
 * converts it natively, where `String(n)` in JS would fill V8's
 * number-to-string cache (64 kB once a page shows a few hundred numbers) and
 * the composition would keep one string per number shown in its slots
 * (bench/README.md, "Memory").
 */
export type TextValue = string | number;

export type TemplateDescription = readonly [
  type: string,
  attributes: TemplateAttributes | null,
  ...children: (TemplateDescription | string)[],
];

export type TemplateAttributes = Readonly<Record<string, string | number | boolean>>;
