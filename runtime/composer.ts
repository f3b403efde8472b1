import type { Applier, TemplateDescription } from "./applier.js";
import type { CompiledComposer, TemplateHoles } from "./compiled-composer.js";
import { isRememberObserver, Remembered } from "./change-list.js";
import { bindSpread, bindToLocals, isBoundTo, isDeferredAttribute } from "./deferred-locals.js";
import type { GroupFrame } from "./group-frame.js";
import type { NodeFrame } from "./node-frame.js";
import { CheckpointComposer } from "./checkpoint-composer.js";
import { HOLES_FLAG, NODE_FLAG, PROPS_FLAG } from "./slot-table/group-layout.js";
import { TemplateWalk } from "./template-walk.js";
// Group keys of `dynamic` content, one per kind of value.
import {
  DYNAMIC_ARRAY_GROUP as DYNAMIC_ARRAY_KEY,
  DYNAMIC_ITEM_GROUP as DYNAMIC_ITEM_KEY,
  DYNAMIC_LAMBDA_GROUP as DYNAMIC_LAMBDA_KEY,
  DYNAMIC_TEXT_GROUP as DYNAMIC_TEXT_KEY,
  TEMPLATE_CONTENT_KEY,
  TEMPLATE_HOLE_GROUP,
} from "./group-keys.js";
import { runtimeError } from "./messages.js";

/**
 * The props object of a composable called without any (a content slot placed
 * with `{children}`): one shared, frozen object, so that placing content
 * allocates nothing.
 */
export const NO_PROPS: Readonly<Record<string, never>> = Object.freeze({});

/** A folded template's hole whose value is neither text nor nothing: its content is composed in a group (`holeContent`). */
const HOLE_CONTENT = Symbol("hole content");
const NO_HOLES: TemplateHoles = [];
const removeFirst = (a: Applier<unknown>): void => a.remove(0, 1);

/** Values a child expression shows as nothing. */
function isNothing(value: unknown): boolean {
  return value === null || value === undefined || typeof value === "boolean";
}

/**
 * The Composer (How Composition Works): compiled composables call it to open and close
 * groups, emit nodes and remember values. It reads the last good slot table,
 * writes new content into an insert table, and records every other change in
 * a change list that is applied only once the pass has succeeded.
 *
 * The methods are those of `docs/compiled-code.md`.
 */
export class Composer<N = unknown> extends CheckpointComposer<N> implements CompiledComposer {
  /** > 0 while composing reused content (`reuse`). */
  private reusing = 0;

  /** Children of the template nodes this pass built itself (an Applier without `cloneTemplate`). */
  private builtChildren: Map<N, N[]> | null = null;
  /** The last node given a spread while inserting (see `set`). */
  private spreadNode: N | null = null;
  /** The holes of the folded template being composed, and the walk to them through its clone. */
  private holes: TemplateHoles = NO_HOLES;
  private readonly walk = new TemplateWalk<N>({
    child: (parent, previous, index) => this.templateChild(parent, previous, index),
  });
  /** Hole content waiting for `endTemplate`: hole, element, value, … (`holeContent`). */
  private readonly holeContents: unknown[] = [];

  /** > 0 while an error boundary's content composes (`ErrorBoundary`): a failure there can be caught. */
  guarded = 0;
  /** Late placements of movable content met so far in this pass, in order (movable-content.ts). */
  latePlacements = 0;
  /**
   * The late placements that threw when an earlier attempt of this same pass
   * prepared them, by number, with their errors: this attempt throws them
   * where the placement is, inside its error boundary (`LateFailure`).
   */
  lateFailures: ReadonlyMap<number, unknown> | null = null;

  /** `startNode` + `createNode` or `useNode`. */
  startElement(key: number, type: string): void {
    this.startNode(key);
    if (this.insertDepth > 0) this.createNode(type);
    else this.useNode();
  }

  // ---- creating nodes ---------------------------------------------------------

  /** Creates the node of the group being inserted, through the Applier's node factory. */
  createNode(type: string): void {
    const frame = this.top();
    const node = this.applier.createNode(type, frame.nodeFrame!.node);
    this.adoptNode(frame, node);
  }

  /** Creates a text node for the group being inserted. */
  createTextNode(text: string): void {
    const frame = this.top();
    this.adoptNode(frame, this.applier.createText(text, frame.nodeFrame!.node));
  }

  /** Makes `node` the new node of the group being inserted; `attached`: it is already in place (a template's). */
  protected adoptNode(frame: GroupFrame<N>, node: N, attached = false): void {
    this.insertTable.slots[this.insertTable.slotAddress(frame.nodeSlot)] = node;
    if (attached) frame.nodeFrame!.adopt(node);
    else frame.nodeFrame!.add(node);
    frame.openNodeFrame(node, 0, true);
  }

  /**
   * The next child of the template node being inserted around the current
   * group (its children are met in order). Found from the one before it, so
   * a clone is walked only as far as the code needs: the static rest of a
   * row is never visited.
   */
  private nextTemplateChild(nodes: NodeFrame<N>, hole = false): N {
    return this.templateChild(nodes.node, nodes.lastAdopted, nodes.adoptedCount, hole);
  }

  /** Child `index` of `parent`, a node of a template made in this pass: the one after `previous` (null: the first). */
  private templateChild(parent: N, previous: N | null, index: number, hole = false): N {
    if (this.builtChildren !== null) return this.builtChildren.get(parent)![index]!;
    const child = this.applier.templateChild!(parent, previous, hole);
    if (child === null)
      throw new Error("Composa internal error: a template node has fewer children than its code expects");
    return child;
  }

  // ---- templates --------------------------------------------------------------

  /**
   * Opens the node group of a template root (a host subtree whose structure
   * is static): when inserting, its node and those of its template nodes
   * (`startTemplateNode`, `templateText`, in pre-order) come from one clone
   * of `template`; otherwise they are the nodes kept in the table. Dynamic
   * attributes and children go through `set` and the usual calls. Close with
   * `endNode`.
   *
   * @example
   * const $tpl = ["li", { class: "item" }, ["b", null, "Name: "]] as const;
   * c.startTemplate(0x10, $tpl); c.set("title", t);
   *   c.startTemplateNode(0x11); c.templateText(0x12); c.text(0x13, name); c.endNode();
   * c.endNode();
   */
  startTemplate(key: number, template: TemplateDescription, holes?: TemplateHoles): void {
    if (holes !== undefined) {
      this.startFoldedTemplate(key, template, holes);
      return;
    }
    this.startNode(key);
    if (this.insertDepth === 0) {
      this.useNode();
      return;
    }
    this.adoptNode(this.top(), this.cloneTemplate(template));
  }

  private cloneTemplate(template: TemplateDescription): N {
    const parent = this.top().nodeFrame!.node;
    return this.applier.cloneTemplate !== undefined
      ? this.applier.cloneTemplate(template, parent)
      : this.buildTemplate(template, parent);
  }

  // ---- folded templates --------------------------------------------------------

  /**
   * A folded template (`startTemplate` with `holes`): one node group for the
   * whole subtree. Its elements have no groups; those with something dynamic
   * (its hole nodes) are found once, in the clone, and kept in the group's
   * slots after the holes' description; the values follow (`holeSet`,
   * `holeContent`). Its children are the clone's, never changed: they are
   * kept whole. Close with `endTemplate`.
   */
  private startFoldedTemplate(key: number, template: TemplateDescription, holes: TemplateHoles): void {
    this.start(key, undefined, holes.length > 0 ? NODE_FLAG | HOLES_FLAG : NODE_FLAG, undefined);
    const frame = this.top();
    this.holes = holes;
    frame.contentFrom = this.holeContents.length;
    if (this.insertDepth === 0) {
      this.useNode();
      const nodes = frame.nodeFrame!;
      nodes.keep(0, nodes.oldCount);
      frame.nodes += nodes.oldCount;
      frame.oldNodeCursor = nodes.oldCount;
      if (holes.length > 0) frame.slotCursor += 1 + holes.length;
      return;
    }
    const root = this.cloneTemplate(template);
    this.adoptNode(frame, root);
    frame.nodes += template.length - 2;
    if (holes.length === 0) return;
    const w = this.insertWriter;
    w.appendSlot(frame.insertIndex, holes);
    for (let i = 0; i < holes.length; i++) w.appendSlot(frame.insertIndex, null);
    this.walk.open(root);
  }

  /** Hole node `hole` of the folded template being composed: reached in its clone (and kept), or read from its slot. */
  private holeNode(frame: GroupFrame<N>, hole: number): N {
    if (this.insertDepth === 0) return this.slotAt(frame, 2 + hole) as N;
    const node = this.walk.to(this.holes[hole]!);
    this.insertTable.slots[this.insertTable.slotAddress(frame.nodeSlot + 2 + hole)] = node;
    return node;
  }

  /**
   * A dynamic attribute of hole node `hole` of the folded template being
   * composed: `set` for an element without a group of its own.
   *
   * @example
   * c.startTemplate(0x10, $tpl, [[1, 0]]); c.holeSet(0, "onClick", select); c.endTemplate();
   */
  holeSet(hole: number, name: string, value: unknown): void {
    const frame = this.top();
    this.setOn(frame, this.holeNode(frame, hole), name, value);
  }

  /**
   * The one child of hole node `hole`, a `{value}` (the description holds an
   * empty text there). Two slots: the text node, and the text shown, or
   * null (nothing), or a mark that the value is content of another kind (a
   * composable lambda, an array), which `endTemplate` composes in a detached
   * group of the element, after the template's other holes (a group's slots
   * all come before its children). A change of kind replaces what the
   * element holds.
   *
   * @example
   * c.startTemplate(0x10, $tpl, [[0]]); c.holeContent(0, item.label); c.endTemplate();
   */
  holeContent(hole: number, value: unknown): void {
    const frame = this.top();
    const element = this.holeNode(frame, hole);
    const text =
      typeof value === "string"
        ? value
        : typeof value === "number" || typeof value === "bigint"
          ? String(value)
          : isNothing(value)
            ? null
            : HOLE_CONTENT;
    if (text === HOLE_CONTENT) this.holeContents.push(hole, element, value);
    if (this.insertDepth > 0) {
      const w = this.insertWriter;
      if (typeof text === "string") {
        const node = this.templateChild(element, null, 0);
        // Written now, not recorded: the clone is this pass's own until it is inserted.
        if (text !== "") this.applier.setText(node, text);
        w.appendSlot(frame.insertIndex, node);
      } else {
        this.templateChild(element, null, 0, true);
        this.changes.children(element, removeFirst);
        w.appendSlot(frame.insertIndex, null);
      }
      w.appendSlot(frame.insertIndex, text);
      return;
    }
    const offset = frame.slotCursor;
    frame.slotCursor += 2;
    const previous = this.slotAt(frame, offset + 1);
    if (previous === text) return; // the same text, nothing again, or content again (composed by `endTemplate`)
    this.changes.setSlot(frame.pos, offset + 1, text);
    const node = this.slotAt(frame, offset) as N | null;
    if (typeof previous === "string" && typeof text === "string") {
      this.changes.setText(node!, text);
      return;
    }
    // Another kind: what the element held leaves, then a text comes, if it is one.
    if (typeof previous === "string") this.changes.children(element, removeFirst);
    else if (previous === HOLE_CONTENT) this.removeHoleContent(frame, hole, element);
    let created: N | null = null;
    if (typeof text === "string") {
      const added = (created = this.applier.createText(text, element));
      this.changes.children(element, (a) => a.insert(0, added));
    }
    if (created !== node) this.changes.setSlot(frame.pos, offset, created);
  }

  /** The nodes of hole `hole`'s old content leave `element` (its detached group leaves when the template ends). */
  private removeHoleContent(frame: GroupFrame<N>, hole: number, element: N): void {
    const t = this.table;
    for (let i = frame.childCursor; i < frame.oldEnd; i += t.groupSize(i)) {
      if (t.key(i) !== TEMPLATE_HOLE_GROUP + hole) continue;
      const count = t.nodeCount(i);
      if (count > 0) this.changes.children(element, (a) => a.remove(0, count));
      return;
    }
  }

  /** Closes a folded template: first the content of its holes that hold neither text nor nothing, each in a detached group of its element. */
  endTemplate(): void {
    const list = this.holeContents;
    const from = this.top().contentFrom;
    const to = list.length;
    for (let i = from; i < to; i += 3) {
      this.startDetached(TEMPLATE_HOLE_GROUP + (list[i] as number), list[i + 1] as N);
      this.placeValue(list[i + 2]);
      this.end();
    }
    list.length = from;
    this.end();
  }

  /** An element of the enclosing template (its node is already in place); close with `endNode`. */
  startTemplateNode(key: number): void {
    this.startNode(key);
    if (this.insertDepth === 0) {
      this.useNode();
      return;
    }
    const frame = this.top();
    this.adoptNode(frame, this.nextTemplateChild(frame.nodeFrame!), true);
  }

  /** A static text of the enclosing template: a node group without slots. */
  templateText(key: number): void {
    this.startTemplateNode(key);
    this.endNode();
  }

  /**
   * The last `count` children of the current template node are static
   * (texts, elements with nothing dynamic): `size` nodes of the clone in
   * all, with no group of their own. Counted from the end of the node's old
   * children, which they always are, whatever moved before them.
   *
   * @example
   * // <tr>{…}<td class="spacer" /></tr>
   * c.startTemplate(0x10, $tpl); …; c.templateStatic(1, 1); c.endNode();
   */
  templateStatic(count: number, _size: number): void {
    const frame = this.top();
    const nodes = frame.nodeFrame!;
    if (this.insertDepth > 0) {
      // Already in the clone, and last: nothing to visit.
      for (let i = 0; i < count; i++) nodes.adopt(null);
    } else {
      nodes.keep(nodes.oldCount - count, count);
    }
    frame.nodes += count;
  }

  /**
   * Without the Applier's `cloneTemplate`: the subtree node by node. Its
   * children lists are kept for `nextTemplateChild` until the pass ends
   * (the nodes are not attached to each other before the changes run).
   */
  private buildTemplate(template: TemplateDescription, root: N): N {
    const childrenOf = (this.builtChildren ??= new Map());
    const build = (description: TemplateDescription | string, parent: N): N => {
      if (typeof description === "string") return this.applier.createText(description, parent);
      const [type, attributes, ...children] = description;
      const node = this.applier.createNode(type, parent);
      if (attributes !== null)
        for (const name in attributes) this.changes.setProperty(node, name, attributes[name], undefined);
      const built = children.map((child) => build(child, node));
      childrenOf.set(node, built);
      if (built.length > 0)
        this.changes.children(node, (a) => built.forEach((child, i) => a.insert(i, child)));
      return node;
    };
    return build(template, root);
  }

  /** The node of the innermost node group. */
  get currentNode(): N {
    return this.top().nodeFrame!.node;
  }

  /**
   * A memoized property of the current node (Compose From First Principles' `memo(value) { node.name = value }`).
   * A deferred lambda composed under composition locals is handed on bound
   * to them (deferred-locals.ts), and handed on again only when the lambda
   * or the locals change.
   */
  set(name: string, value: unknown): void {
    const frame = this.top();
    if ((frame.info & PROPS_FLAG) === 0) this.markProps();
    this.setOn(frame, frame.nodeFrame!.node, name, value);
  }

  /** `set` on `node`, its value in the next slot of `frame`. */
  private setOn(frame: GroupFrame<N>, node: N, name: string, value: unknown): void {
    if (this.insertDepth > 0) {
      if (typeof value === "function" && this.locals.size > 0 && isDeferredAttribute(name))
        value = bindToLocals(value as () => unknown, this.locals);
      else if (name === "$spread" && this.locals.size > 0 && typeof value === "object" && value !== null)
        value = bindSpread(value, undefined, this.locals);
      this.insertWriter.appendSlot(frame.insertIndex, value);
      if (name === "$spread") this.spreadNode = node;
      // Hydration: a server node that already shows the value needs no change
      // (not after a spread on the same node, whose named attributes are
      // remembered when the change is played).
      else if (
        typeof value === "string" &&
        this.applier.shows !== undefined &&
        node !== this.spreadNode &&
        this.applier.shows(node, name, value)
      )
        return;
      this.changes.setProperty(node, name, value, undefined);
      return;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset);
    if (Object.is(previous, value)) return;
    if (typeof value === "function" && this.locals.size > 0 && isDeferredAttribute(name)) {
      if (isBoundTo(previous, value, this.locals)) return;
      value = bindToLocals(value as () => unknown, this.locals);
    } else if (name === "$spread" && this.locals.size > 0 && typeof value === "object" && value !== null) {
      value = bindSpread(value, previous, this.locals);
    }
    this.changes.setSlot(frame.pos, offset, value);
    this.changes.setProperty(node, name, value, previous);
  }

  /**
   * A text node updated in place: its text is `String(value)`; a function is
   * a deferred text binding (`{() => count.value}`), handed to the Applier as
   * the property `data` so that only the text node follows the state it reads.
   */
  text(key: number, value: unknown): void {
    this.startNode(key);
    if (typeof value === "function") {
      if (this.insertDepth > 0) this.createTextNode("");
      else this.useNode();
      this.set("data", value);
    } else if (this.insertDepth > 0) {
      const text = String(value);
      this.createTextNode(text);
      this.changed(text);
    } else {
      this.useNode();
      const frame = this.top();
      const previous = this.slotAt(frame, frame.slotCursor);
      const text = String(value);
      if (this.changed(text)) {
        // Leaving a deferred binding goes through setProperty, which disposes it.
        if (typeof previous === "function")
          this.changes.setProperty(this.currentNode, "data", text, previous);
        else this.changes.setText(this.currentNode, text);
      }
    }
    this.endNode();
  }

  /**
   * A `{expr}` child inside a template. The template holds an empty text
   * node at its place (`""` in the description), cloned with the rest.
   *
   * A text value (string, number) is one node group keyed `key` whose node
   * is that text node: a row of text cells creates and inserts no text node
   * of its own, and costs one group per cell. Any other value is `dynamic`'s
   * content in a replaceable group under another key, and the placeholder
   * leaves the fresh clone. A change of kind replaces one group by the other.
   *
   * @example
   * const $tpl = ["td", { class: "id" }, ""] as const;
   * c.startTemplate(0x10, $tpl); c.templateDynamic(0x11, item.id); c.endNode();
   */
  templateDynamic(key: number, value: unknown): void {
    const isText = typeof value === "string" || typeof value === "number" || typeof value === "bigint";
    // The enclosing template node, and whether it is a clone made in this pass.
    const clone = this.insertDepth > 0 && this.top().nodeFrame!.isNew;
    if (isText) {
      const text = String(value);
      this.startNode(key);
      if (this.insertDepth === 0) {
        this.useNode();
        if (this.changed(text)) this.changes.setText(this.currentNode, text);
      } else {
        if (clone) {
          const placeholder = this.nextTemplateChild(this.top().nodeFrame!);
          this.adoptNode(this.top(), placeholder, true);
          // Written now, not recorded: the clone is this pass's own until it
          // is inserted (nobody sees it, and a failed pass just drops it).
          if (text !== "") this.applier.setText(placeholder, text);
        } else {
          this.createTextNode(text); // was of another kind until now
        }
        this.changed(text);
      }
      this.endNode();
      return;
    }
    this.startReplaceableGroup(key ^ TEMPLATE_CONTENT_KEY);
    if (clone) {
      const nodes = this.top().nodeFrame!;
      nodes.drop(this.nextTemplateChild(nodes, true));
    }
    this.placeValue(value);
    this.endReplaceableGroup();
  }

  /**
   * A child whose kind is known only at run time (`{expr}`): string / number →
   * text node, null / undefined / boolean → nothing, array → its items in
   * order, function → a composable, called as every composable is,
   * `(props, $c, $changed)`, with no props (`NO_PROPS`). Each
   * kind has its own group, so a change of kind replaces the content.
   *
   * @example
   * c.dynamic(0x2a, props.children); // places children, whatever they are
   */
  dynamic(key: number, value: unknown): void {
    this.startReplaceableGroup(key);
    this.placeValue(value);
    this.endReplaceableGroup();
  }

  private placeValue(value: unknown): void {
    if (isNothing(value)) return;
    if (typeof value === "function") {
      this.startReplaceableGroup(DYNAMIC_LAMBDA_KEY);
      (value as (props: object, c: Composer<N>, changed: number) => void)(NO_PROPS, this, 0);
      this.endReplaceableGroup();
    } else if (Array.isArray(value)) {
      // Unkeyed items: matched in order, as duplicate keys are.
      this.startReplaceableGroup(DYNAMIC_ARRAY_KEY);
      for (const item of value) {
        this.startReplaceableGroup(DYNAMIC_ITEM_KEY);
        this.placeValue(item);
        this.endReplaceableGroup();
      }
      this.endReplaceableGroup();
    } else {
      this.text(DYNAMIC_TEXT_KEY, value);
    }
  }

  // ---- slots ----------------------------------------------------------------

  /** True if `value` differs (`Object.is`) from the one stored here last time; stores it. */
  changed(value: unknown): boolean {
    const frame = this.stack[this.depth - 1]!;
    if (this.insertDepth > 0) {
      this.insertWriter.appendSlot(frame.insertIndex, value);
      return true;
    }
    const offset = frame.slotCursor++;
    // `slotAt`, inline: a composable's every parameter is checked here, and
    // code that has not been optimized yet (a page's first updates) pays per call.
    const data = frame.slotStart + offset;
    if (data >= frame.slotEnd) throw runtimeError("R005");
    const t = this.table;
    const previous = t.slots[data < t.slotGapStart ? data : data + t.slotGapLength];
    if (Object.is(previous, value)) return false;
    this.changes.setSlot(frame.pos, offset, value);
    return true;
  }

  /** The value remembered at this slot; computed by `calc` the first time and whenever `invalid`. */
  cache<T>(invalid: boolean, calc: () => T): T {
    const frame = this.top();
    if (this.insertDepth > 0) {
      const value = calc();
      this.insertWriter.appendSlot(frame.insertIndex, this.remembering(value));
      return value;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset);
    if (!invalid && this.reusing === 0)
      return (previous instanceof Remembered ? previous.observer : previous) as T;
    const value = calc();
    if (previous instanceof Remembered) this.changes.forget(previous.observer, frame.slotStart + offset);
    this.changes.setSlot(frame.pos, offset, this.remembering(value));
    return value;
  }

  /** What `cache` stores for `value`: an observer is wrapped (and told it enters), so that only this slot remembers it. */
  private remembering(value: unknown): unknown {
    if (!isRememberObserver(value)) return value;
    this.changes.remembered.push(value);
    return new Remembered(value);
  }

  private slotAt(frame: GroupFrame<N>, offset: number): unknown {
    const data = frame.slotStart + offset;
    if (data >= frame.slotEnd) {
      throw runtimeError("R005");
    }
    return this.table.slots[this.table.slotAddress(data)];
  }

  /**
   * Composes `content` over the groups of other content (Compose's reusable
   * content: a lazy list's item taking the place of one that scrolled out):
   * groups that match keep their nodes, but nothing skips and every
   * remembered value is computed again (the old ones are forgotten), so that
   * nothing of the previous content's state survives.
   */
  reuse(content: () => void): void {
    this.reusing++;
    try {
      this.forceRecompose(content);
    } finally {
      this.reusing--;
    }
  }

  /** Runs `effect` after this pass's changes are applied. */
  recordSideEffect(effect: () => void): void {
    this.changes.sideEffects.push(effect);
  }
}
