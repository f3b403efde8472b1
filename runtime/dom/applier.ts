/**
 * The DOM Applier: plays the Composer's change list against real nodes.
 *
 * The composition owns its container's children: index `i` in `insert`,
 * `remove` and `move` is `childNodes[i]` of the current node, so the
 * container must hold nothing the composition did not put there (`render`
 * empties it first). Nothing is cached between calls (no node arrays, no
 * sibling pointers): a `childNodes[i]` lookup is cheap and can never go stale.
 * A parent that holds a range (a movable-content placement, a portal's
 * content: range.ts) is addressed by logical children instead, a range
 * counting as one; until a range exists anywhere, one boolean test is all
 * that path costs.
 *
 * New subtrees are built detached (the Composer inserts a node's children
 * before the node itself) and attached with one `insertBefore`; text nodes are
 * updated in place through `data`. Work that must see the attached tree (ref
 * callbacks, a `<select>`'s value once its options exist) waits in a queue run
 * by `onEndChanges`.
 *
 * @example
 * const applier = new DomApplier(document.getElementById("app")!);
 * const p = applier.createNode("p", applier.current);
 * applier.setProperty(p, "class", "note", undefined);
 * applier.insert(0, p);
 */
import { moveNode, movesAtomically } from "./move-node.js";
import type { Applier, TemplateDescription, TextValue } from "../applier.js";
import { MOVABLE_CONTAINER } from "../movable-content.js";
import { listenAtRoot, redelegate, stopListeningAtRoot } from "./events.js";
import { flushingBindings } from "./binding.js";
import { HTML_NS, releaseElement, settleElement, setProperty, type PropContext } from "./props.js";
import { features } from "./features.js";
import { beginKeepingFocus, endKeepingFocus } from "./keep-focus.js";
import { runtimeError } from "../messages.js";
import type { RangeStart } from "./range.js";

export const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * Where `node`'s children go: an HTML `<template>`'s are its `content`, as
 * the HTML parser puts them (the server's markup of a template hydrates,
 * and the app can clone `template.content`); any other node's, itself.
 */
export function childrenOf(node: Node): Node {
  return (node as Element).localName === "template" && (node as Element).namespaceURI === HTML_NS
    ? (node as HTMLTemplateElement).content
    : node;
}
export const MATHML_NS = "http://www.w3.org/1998/Math/MathML";

// MathML elements whose children are HTML again (the HTML parser's "MathML
// text integration points").
const MATHML_TEXT = new Set(["mi", "mo", "mn", "ms", "mtext"]);

/** Children from which clearing an element detaches it first. */
const DETACH_TO_CLEAR = 64;

/** An HTML element that is not a custom element (no `-` in its name) and holds no focus. */
function isPlainElement(node: Node): boolean {
  if (node.nodeType !== 1) return false;
  const el = node as Element;
  if (el.namespaceURI !== HTML_NS || el.localName.includes("-")) return false;
  const active = el.ownerDocument.activeElement;
  return active === null || !el.contains(active);
}

export class DomApplier implements Applier<Node>, PropContext {
  current: Node;
  readonly document: Document;
  private readonly stack: Node[] = [];
  private settleQueue: Element[] = [];
  /** Open `onBeginChanges` (a subcomposition's apply nests in its parent's). */
  private changesOpen = 0;
  private clearOnBegin: boolean;
  /** Built template subtrees, by description and namespace of their parent. */
  private readonly templates = new WeakMap<TemplateDescription, Map<string, Node>>();

  /**
   * `root` is the container: the composition's nodes become its children.
   * With `replaceContent`, whatever the container holds is removed when the
   * first pass is applied (not before: a first pass that throws leaves the
   * container as it was).
   */
  /**
   * With `range` (a range of `root`, range.ts), the composition's nodes are
   * that range's content instead: `root` may hold other nodes (a portal's
   * target), and events are still delegated at `root`.
   */
  constructor(
    readonly root: Element | DocumentFragment,
    options?: { replaceContent?: boolean; range?: RangeStart },
  ) {
    this.base = options?.range ?? root;
    this.current = this.base;
    // A whole document hydrated (`hydrate(App, document)`) is its own.
    this.document = root.nodeType === 9 ? (root as Node as Document) : root.ownerDocument!;
    this.clearOnBegin = options?.replaceContent ?? false;
  }

  /** Where the composition's nodes go: `root`, or a range in it. */
  private readonly base: Node;

  down(node: Node): void {
    this.stack.push(this.current);
    this.current = childrenOf(node);
  }

  up(): void {
    this.current = this.stack.pop() ?? this.base;
  }

  insert(index: number, node: Node): void {
    const parent = this.current;
    // Ranges (range.ts) reach the Applier through features.ts once one exists.
    const ranges = features.ranges;
    if (ranges !== undefined && (ranges.isLogical(parent) || ranges.isRange(node)))
      ranges.insertLogical(parent, index, [node]);
    else parent.insertBefore(node, parent.childNodes[index] ?? null);
    features.optionsChanged?.(parent, this);
  }

  /** A run of new nodes: one insertion (`append` / `before` gather them in a fragment). */
  insertAll(index: number, nodes: readonly Node[]): void {
    const parent = this.current as ParentNode & Node;
    const ranges = features.ranges;
    features.optionsChanged?.(parent, this);
    if (ranges !== undefined && (ranges.isLogical(parent) || nodes.some(ranges.isRange))) {
      ranges.insertLogical(parent, index, nodes);
      return;
    }
    const before = parent.childNodes[index] ?? null;
    // In slices: a spread of very many arguments could exceed the engine's limit.
    for (let start = 0; start < nodes.length; start += 8192) {
      const slice = start === 0 && nodes.length <= 8192 ? nodes : nodes.slice(start, start + 8192);
      if (before === null) parent.append(...slice);
      else (before as ChildNode).before(...slice);
    }
  }

  remove(index: number, count: number): void {
    const parent = this.current;
    features.optionsChanged?.(parent, this);
    const ranges = features.ranges;
    if (ranges !== undefined && ranges.isLogical(parent)) {
      ranges.removeLogical(parent, index, count);
      return;
    }
    const children = parent.childNodes;
    if (index === 0 && count > 1 && count === children.length) {
      // Everything goes: one DOM call instead of `count` (the "clear" row of
      // every benchmark). Many children of an attached plain element are
      // cheaper to drop while it is detached (no per-node invalidation of
      // the live tree); it goes back where it was. Not the container (it is
      // not ours to move), not a custom element (it would see callbacks).
      const host = parent.parentNode;
      if (
        count >= DETACH_TO_CLEAR &&
        host !== null &&
        parent !== this.root &&
        parent.isConnected &&
        isPlainElement(parent)
      ) {
        const next = parent.nextSibling;
        host.removeChild(parent);
        parent.textContent = "";
        host.insertBefore(parent, next);
      } else {
        parent.textContent = "";
      }
      return;
    }
    let node: ChildNode | null = children[index] ?? null;
    for (let i = 0; i < count && node !== null; i++) {
      const next: ChildNode | null = node.nextSibling;
      parent.removeChild(node);
      node = next;
    }
  }

  move(from: number, to: number, count: number): void {
    const parent = this.current;
    features.optionsChanged?.(parent, this);
    const ranges = features.ranges;
    if (ranges !== undefined && ranges.isLogical(parent)) {
      ranges.moveLogical(parent, from, to, count);
      return;
    }
    const children = parent.childNodes;
    // `to` indexes the child *before* the move, which is outside the moved
    // range, so it stays a valid anchor while the range is moved.
    const anchor = children[to] ?? null;
    let node: ChildNode | null = children[from] ?? null;
    const atomic = movesAtomically(parent);
    for (let i = 0; i < count && node !== null; i++) {
      const next: ChildNode | null = node.nextSibling;
      moveNode(parent, node, anchor, atomic);
      node = next;
    }
  }

  clear(): void {
    this.stack.length = 0;
    this.current = this.base;
    const ranges = features.ranges;
    if (ranges !== undefined && ranges.isRange(this.base)) ranges.clearRange(this.base);
    else {
      ranges?.forgetCursor();
      this.root.textContent = "";
    }
  }

  createNode(type: string, parent: Node): Node {
    const doc = this.document;
    // A placement of movable content: a range, its content directly in the parent (range.ts).
    if (type === MOVABLE_CONTAINER) {
      // Installed by the compiled code that uses movableContentOf (features.ts).
      if (features.createRange === undefined) throw runtimeError("R016");
      return features.createRange(doc);
    }
    if (type === "svg") return doc.createElementNS(SVG_NS, type);
    if (type === "math") return doc.createElementNS(MATHML_NS, type);
    const ns = (parent as Element).namespaceURI;
    if (ns === HTML_NS || ns === null || ns === undefined) return doc.createElement(type);
    if (ns === SVG_NS) {
      return (parent as Element).localName === "foreignObject"
        ? doc.createElement(type)
        : doc.createElementNS(SVG_NS, type);
    }
    if (ns === MATHML_NS) {
      return MATHML_TEXT.has((parent as Element).localName)
        ? doc.createElement(type)
        : doc.createElementNS(MATHML_NS, type);
    }
    return doc.createElementNS(ns, type);
  }

  // A number goes to the DOM as it is: its conversion there keeps V8's number-to-string cache out of it (`TextValue`).
  createText(text: TextValue): Node {
    return this.document.createTextNode(text as string);
  }

  setText(node: Node, text: TextValue): void {
    // Text the user typed already (a contentEditable region whose state follows its input) is not
    // written again: writing a text node's data puts a caret inside it back to its start.
    if ((node as Text).data === text) return;
    (node as Text).data = text as string;
    // An option without a value attribute has its text as value: its select shows the state again.
    const hook = features.optionsChanged;
    if (hook !== undefined) {
      const option = node.parentNode;
      if (option !== null && (option as Element).localName === "option" && option.parentNode !== null)
        hook(option.parentNode, this);
    }
  }

  /**
   * A copy of a template's static subtree: built once per namespace (through
   * `createNode` and the same property setter as everything else, so URL
   * screening and SVG attributes apply), then `cloneNode(true)`: one call
   * instead of one `createElement` and `setAttribute` per node.
   *
   * The prototype lives in an inert document (one without a window, as a
   * `<template>`'s content, where hand-written DOM code keeps its row
   * templates): its clones are filled in
   * there and join the page when inserted, which made creating a table of
   * rows ~25% cheaper in Chromium than clones owned by the page. Not for a
   * template with custom elements: those must be upgraded before the
   * composition sets their properties.
   */
  cloneTemplate(template: TemplateDescription, parent: Node): Node {
    let byNamespace = this.templates.get(template);
    if (byNamespace === undefined) this.templates.set(template, (byNamespace = new Map()));
    const context = childNamespace(parent);
    let prototype = byNamespace.get(context);
    if (prototype === undefined) {
      prototype = this.buildTemplate(template, parent);
      if (!hasCustomElement(template)) prototype = this.inertDocument().adoptNode(prototype);
      byNamespace.set(context, prototype);
    }
    return prototype.cloneNode(true);
  }

  private inert: Document | undefined;

  private inertDocument(): Document {
    return (this.inert ??= this.document.implementation.createHTMLDocument(""));
  }

  templateChild(parent: Node, previous: Node | null): Node | null {
    return previous === null ? childrenOf(parent).firstChild : previous.nextSibling;
  }

  private buildTemplate(description: TemplateDescription | string, parent: Node): Node {
    if (typeof description === "string") return this.createText(description);
    const [type, attributes, ...children] = description;
    const el = this.createNode(type, parent);
    if (attributes !== null)
      for (const name in attributes) this.setProperty(el, name, attributes[name], undefined);
    const into = childrenOf(el);
    for (const child of children) into.appendChild(this.buildTemplate(child, el));
    return el;
  }

  setProperty(node: Node, name: string, value: unknown, previous: unknown): void {
    setProperty(node as Element, name, value, previous, this);
  }

  /** @internal Event types delegated at the root so far (see events.ts). */
  readonly delegated = new Set<string>();

  /** @internal The Appliers of portals in this one's content (`addFollower`), which delegate what this one does. */
  followers: DomApplier[] | undefined;

  /** PropContext: handle bubbling events of `type` at the root, from now on. */
  delegate(type: string): boolean {
    if (!this.delegated.has(type)) {
      this.delegated.add(type);
      listenAtRoot(this.root, type);
      if (this.followers !== undefined) for (const follower of this.followers) follower.delegate(type);
    }
    return true;
  }

  /** Applier: movable content made through `from` moved into `container`, under this root: its handlers are delegated here. */
  adopt(from: Applier<Node>, container: Node): void {
    let at: unknown = from;
    while (at !== undefined && !(at instanceof DomApplier)) at = (at as { target?: unknown }).target;
    if (!(at instanceof DomApplier) || at === this) return;
    for (const type of at.delegated) this.delegate(type);
    if (at.root === this.root) return;
    // A range's content is its next siblings, up to its end comment (range.ts).
    const end = (container as Partial<RangeStart>).rangeEnd;
    if (end === undefined) redelegate(container, at.root, this.root);
    else
      for (let n = container.nextSibling; n !== null && n !== end; n = n.nextSibling)
        redelegate(n, at.root, this.root);
  }

  /** The root's listeners go (the composition was disposed). */
  stopDelegating(): void {
    for (const type of this.delegated) stopListeningAtRoot(this.root, type);
    this.delegated.clear();
  }

  /**
   * PropContext: run `settleElement(el)` in `onEndChanges`; at once for a deferred binding's
   * update outside any pass (an option's text that is its value, `<option value={() => …}>`),
   * where no end of pass would come.
   */
  settleLater(el: Element): void {
    if (this.changesOpen === 0 && flushingBindings()) settleElement(el);
    else this.settleQueue.push(el);
  }

  onBeginChanges(): void {
    this.changesOpen++;
    // Whatever changed the DOM since the last pass, a range's walk starts afresh (range.ts, `cursorOf`).
    features.ranges?.forgetCursor();
    beginKeepingFocus(this.root);
    if (this.clearOnBegin) {
      this.clearOnBegin = false;
      this.root.textContent = "";
    }
  }

  onEndChanges(): void {
    this.changesOpen--;
    features.ranges?.forgetCursor();
    const queue = this.settleQueue;
    if (queue.length > 0) {
      this.settleQueue = [];
      for (const el of queue) settleElement(el);
    }
    endKeepingFocus();
  }

  /**
   * `node` left for good: drop its event handlers, run its ref cleanup, stop its
   * deferred bindings. The Composer reports every node of a removed subtree
   * (one call per node group), so this releases `node` alone: walking its
   * subtree here would visit deep trees once per ancestor.
   */
  onRelease(node: Node): void {
    // Text nodes too: a deferred text child keeps its binding in a record.
    releaseElement(node as Element);
  }
}

/** The namespace new children of `parent` get (what `createNode` decides), as a cache key. */
function childNamespace(parent: Node): string {
  const el = parent as Element;
  const ns = el.namespaceURI ?? HTML_NS;
  if (ns === SVG_NS && el.localName === "foreignObject") return HTML_NS;
  if (ns === MATHML_NS && MATHML_TEXT.has(el.localName)) return HTML_NS;
  return ns;
}

/** A custom element (a `-` in its name, or an `is` attribute) anywhere in `description`. */
function hasCustomElement(description: TemplateDescription | string): boolean {
  if (typeof description === "string") return false;
  const [type, attributes, ...children] = description;
  if (type.includes("-") || (attributes !== null && "is" in attributes)) return true;
  return children.some(hasCustomElement);
}

/**
 * A portal's Applier (`follower`, rooted at the portal's target) delegates
 * every type `applier` does, now and from now on: an event in the portal's
 * content reaches the target's listener even when no handler there asked
 * for its type, and walks on to this composition's handlers (events.ts).
 * Functions, not methods: only portals call them, and an app without one
 * carries neither (a method never shakes out; bench/README.md, "Bundle size").
 */
export function addFollower(applier: DomApplier, follower: DomApplier): void {
  (applier.followers ??= []).push(follower);
  for (const type of applier.delegated) follower.delegate(type);
}

/** `follower` no longer delegates what `applier` does (its portal left). */
export function removeFollower(applier: DomApplier, follower: DomApplier): void {
  const at = applier.followers?.indexOf(follower) ?? -1;
  if (at >= 0) applier.followers!.splice(at, 1);
}
