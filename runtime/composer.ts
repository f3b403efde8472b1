import type { Applier } from "./applier.js";
import { ChangeList, isRememberObserver } from "./change-list.js";
import { NodeFrame } from "./node-frame.js";
import { Pending, nodeContribution } from "./pending.js";
import { RecomposeScope, type ScopeOwner } from "./recompose-scope.js";
import {
  AUX_FLAGS,
  NODE_FLAG,
  OBJECT_KEY_FLAG,
  SCOPE_FLAG,
  SOURCE_FLAG,
  auxSlotCount,
  auxSlotOffset,
} from "./slot-table/group-layout.js";
import type { SlotReader } from "./slot-table/slot-reader.js";
import { SlotTable } from "./slot-table/slot-table.js";
import type { SlotWriter } from "./slot-table/slot-writer.js";

/** One open group while composing. Pooled: composition allocates none per group. */
class GroupFrame<N> {
  /** Index in the old table, or -1 for a group being inserted. */
  oldIndex = -1;
  /** Index in the insert table while inserting. */
  insertIndex = -1;
  /** First group of a run of new content: its end records the insert. */
  insertRoot = false;
  info = 0;
  /** Its index in the table when the change list runs. */
  pos = 0;
  /** Same, for the next child. */
  nextChildPos = 0;
  /** Next old child to match while children still come in order. */
  childCursor = 0;
  oldEnd = 0;
  pending: Pending | null = null;
  slotCursor = 0;
  /** Nodes the children contributed in this pass. */
  nodes = 0;
  /** Old index (among the parent node's children) of this group's first node, and of the next old child's. */
  oldNodeStart = 0;
  oldNodeCursor = 0;
  nodeFrame: NodeFrame<N> | null = null;
  scope: RecomposeScope | null = null;
}

const offset = { value: 0 };

// Group keys of `dynamic` content, one per kind of value.
const DYNAMIC_LAMBDA_KEY = 0x0d170001;
const DYNAMIC_ARRAY_KEY = 0x0d170002;
const DYNAMIC_ITEM_KEY = 0x0d170003;
const DYNAMIC_TEXT_KEY = 0x0d170004;

/**
 * The Composer (seed 000): compiled composables call it to open and close
 * groups, emit nodes and remember values. It reads the last good slot table,
 * writes new content into an insert table, and records every other change in
 * a change list that is applied only once the pass has succeeded.
 *
 * The methods are those of `docs/compiled-code.md`.
 */
export class Composer<N = unknown> {
  readonly changes = new ChangeList<N>();
  readonly insertTable = new SlotTable();
  private insertWriter: SlotWriter;
  private reader: SlotReader;
  private stack: GroupFrame<N>[] = [];
  private depth = 0;
  private insertDepth = 0;

  constructor(
    readonly table: SlotTable,
    readonly applier: Applier<N>,
    private readonly scopeOwner: ScopeOwner | null = null,
    private readonly onScopeCreated: (scope: RecomposeScope) => void = () => {},
  ) {
    this.reader = table.openReader();
    this.insertWriter = this.insertTable.openWriter();
  }

  /** True while composing content that did not exist before this pass. */
  get inserting(): boolean {
    return this.insertDepth > 0;
  }

  /** True when the current group may keep its previous result (seed 000). */
  get skipping(): boolean {
    return this.insertDepth === 0 && !(this.top().scope?.invalid ?? false);
  }

  /** The innermost open group's frame. */
  private top(): GroupFrame<N> {
    return this.stack[this.depth - 1]!;
  }

  // ---- passes ---------------------------------------------------------------

  /** Composes `content` as the whole composition, under `root` with `rootNodes` old children. */
  composeRoot(root: N, rootNodes: number, content: (c: Composer<N>) => void): number {
    const t = this.table;
    const frame = this.push();
    frame.oldIndex = -1;
    frame.pos = -1;
    frame.nextChildPos = 0;
    frame.childCursor = 0;
    frame.oldEnd = t.size;
    frame.oldNodeCursor = 0;
    frame.nodeFrame = new NodeFrame(root, rootNodes, false);
    content(this);
    this.removeRest(frame);
    frame.nodeFrame.finish(this.changes);
    const count = frame.nodeFrame.count;
    this.depth--;
    this.close();
    return count;
  }

  /** The pass failed: close the scopes still open, innermost first, then end it. */
  abort(): void {
    for (let d = this.depth - 1; d >= 0; d--) this.stack[d]!.scope?.abort();
    this.depth = 0;
    this.close();
  }

  /** Ends the pass: the old table may be written again. */
  close(): void {
    this.reader.close();
    this.insertWriter.close();
  }

  // ---- groups ---------------------------------------------------------------

  /** A group that may come and go but never moves: flow control, non-restartable calls. */
  startReplaceableGroup(key: number, source?: string): void {
    this.start(key, undefined, source === undefined ? 0 : SOURCE_FLAG, source);
  }

  endReplaceableGroup(): void {
    this.end();
  }

  /** Same as a replaceable group. */
  startGroup(key: number, source?: string): void {
    this.startReplaceableGroup(key, source);
  }

  endGroup(): void {
    this.end();
  }

  /** A group identified by `key` and `dataKey` together: content and state move with `dataKey`. */
  startMovableGroup(key: number, dataKey: unknown): void {
    this.start(key, dataKey, OBJECT_KEY_FLAG, undefined);
  }

  endMovableGroup(): void {
    this.end();
  }

  /** The group of a restartable composable; it becomes the current recompose scope. */
  startRestartGroup(key: number, source?: string): void {
    this.start(key, undefined, SCOPE_FLAG | (source === undefined ? 0 : SOURCE_FLAG), source);
    const frame = this.top();
    frame.scope!.start();
  }

  /** Returns the scope when something observable was read, for `updateScope`. */
  endRestartGroup(): RecomposeScope | null {
    const scope = this.top().scope!;
    const used = scope.end();
    this.end();
    return used ? scope : null;
  }

  /** Keeps the rest of the current group as it was. */
  skipToGroupEnd(): void {
    const frame = this.top();
    if (frame.oldIndex < 0) throw new Error("Composa: skipToGroupEnd while inserting");
    const t = this.table;
    if (frame.pending === null && frame.childCursor === frame.oldIndex + 1) {
      // Nothing of the group was composed: keep it whole.
      frame.childCursor = frame.oldEnd;
      frame.nextChildPos = frame.pos + t.groupSize(frame.oldIndex);
      const nodes = frame.info & NODE_FLAG ? t.nodeCount(frame.oldIndex) : nodeContribution(t, frame.oldIndex);
      frame.nodeFrame!.keep(frame.oldNodeCursor, nodes);
      frame.nodes += nodes;
      frame.oldNodeCursor += nodes;
      return;
    }
    // Keep the children not visited yet, in their old order.
    for (let i = frame.childCursor; i < frame.oldEnd; i += t.groupSize(i)) {
      const n = nodeContribution(t, i);
      frame.nodeFrame!.keep(frame.oldNodeCursor, n);
      frame.oldNodeCursor += n;
      frame.nodes += n;
      frame.nextChildPos += t.groupSize(i);
    }
    frame.childCursor = frame.oldEnd;
  }

  private start(key: number, objectKey: unknown, flags: number, source: string | undefined): void {
    const parent = this.top();
    const t = this.table;
    let index = -1;
    let oldNode = 0;
    if (this.insertDepth === 0) {
      if (parent.pending === null && parent.childCursor < parent.oldEnd) {
        const c = parent.childCursor;
        if (t.key(c) === key && Object.is(this.objectKeyOf(c), objectKey)) {
          index = c;
          oldNode = parent.oldNodeCursor;
          parent.childCursor += t.groupSize(c);
          parent.oldNodeCursor += nodeContribution(t, c);
        } else {
          parent.pending = new Pending(t, c, parent.oldEnd, parent.oldNodeCursor, (i) => this.objectKeyOf(i));
          parent.childCursor = parent.oldEnd;
        }
      }
      if (index < 0 && parent.pending !== null) {
        index = parent.pending.take(key, objectKey, offset);
        if (index >= 0) {
          oldNode = parent.pending.oldNodeIndex.get(index)!;
          if (offset.value > 0) this.changes.moveGroup(parent.nextChildPos + offset.value, parent.nextChildPos);
        }
      }
    }
    const frame = this.push();
    frame.pos = parent.nextChildPos;
    frame.nextChildPos = frame.pos + 1;
    frame.nodes = 0;
    frame.nodeFrame = parent.nodeFrame;
    if (index >= 0) {
      const info = t.info(index);
      frame.oldIndex = index;
      frame.insertIndex = -1;
      frame.info = info;
      frame.childCursor = index + 1;
      frame.oldEnd = index + t.groupSize(index);
      frame.slotCursor = auxSlotCount(info & AUX_FLAGS);
      frame.oldNodeStart = oldNode;
      frame.oldNodeCursor = oldNode;
      frame.scope = info & SCOPE_FLAG ? (t.slot(index, auxSlotOffset(info, SCOPE_FLAG)) as RecomposeScope) : null;
      return;
    }
    // New content: into the insert table.
    const w = this.insertWriter;
    const info = flags;
    frame.insertRoot = this.insertDepth === 0;
    if (frame.insertRoot) this.insertDepth++;
    frame.oldIndex = -1;
    frame.info = info;
    frame.insertIndex = w.appendGroup(key, info, frame.insertRoot ? -1 : parent.insertIndex);
    if (info & OBJECT_KEY_FLAG) w.appendSlot(frame.insertIndex, objectKey);
    if (info & NODE_FLAG) w.appendSlot(frame.insertIndex, null);
    frame.scope = null;
    if (info & SCOPE_FLAG) {
      const scope = new RecomposeScope(this.insertTable.anchor(frame.insertIndex), this.scopeOwner);
      frame.scope = scope;
      w.appendSlot(frame.insertIndex, scope);
      this.onScopeCreated(scope);
    }
    if (info & SOURCE_FLAG) w.appendSlot(frame.insertIndex, source);
  }

  private end(): void {
    const frame = this.top();
    const parent = this.stack[this.depth - 2]!;
    const isNode = (frame.info & NODE_FLAG) !== 0;
    if (frame.oldIndex < 0) {
      this.insertWriter.closeGroup(frame.insertIndex, frame.nodes);
      const size = this.insertTable.size - frame.insertIndex;
      if (frame.insertRoot) {
        this.insertDepth--;
        this.changes.insertGroups(frame.pos, parent.pos, frame.insertIndex, size);
      }
      parent.nextChildPos = frame.pos + size;
    } else {
      this.removeRest(frame);
      if (frame.nodes !== this.table.nodeCount(frame.oldIndex)) this.changes.setNodeCount(frame.pos, frame.nodes);
      parent.nextChildPos = frame.nextChildPos;
    }
    if (isNode) {
      frame.nodeFrame!.finish(this.changes);
      parent.nodes += 1;
    } else {
      parent.nodes += frame.nodes;
    }
    frame.pending = null;
    this.depth--;
  }

  /** Old children that were not used in this pass leave: one remove, their nodes and remembered values released. */
  private removeRest(frame: GroupFrame<N>): void {
    const t = this.table;
    let size = 0;
    const leave = (index: number) => {
      size += t.groupSize(index);
      this.forget(index);
    };
    for (let i = frame.childCursor; i < frame.oldEnd; i += t.groupSize(i)) leave(i);
    if (frame.pending) for (const i of frame.pending.waiting) leave(i);
    if (size > 0) this.changes.removeGroups(frame.nextChildPos, size);
  }

  /** Records that a removed group's remembered values are forgotten and its nodes released. */
  private forget(index: number): void {
    const t = this.table;
    const end = index + t.groupSize(index);
    for (let g = index; g < end; g++) {
      const info = t.info(g);
      const slots = t.slotCount(g);
      const aux = auxSlotCount(info & AUX_FLAGS);
      if (info & NODE_FLAG) this.changes.released.push(t.slot(g, auxSlotOffset(info, NODE_FLAG)) as N);
      if (info & SCOPE_FLAG) this.changes.releasedScopes.push(t.slot(g, auxSlotOffset(info, SCOPE_FLAG)) as RecomposeScope);
      for (let s = aux; s < slots; s++) {
        const value = t.slot(g, s);
        if (isRememberObserver(value)) this.changes.forgotten.push(value);
      }
    }
  }

  private objectKeyOf(index: number): unknown {
    const info = this.table.info(index);
    return info & OBJECT_KEY_FLAG ? this.table.slot(index, 0) : undefined;
  }

  private push(): GroupFrame<N> {
    let frame = this.stack[this.depth];
    if (!frame) this.stack.push((frame = new GroupFrame<N>()));
    this.depth++;
    frame.pending = null;
    frame.insertRoot = false;
    return frame;
  }

  // ---- nodes ----------------------------------------------------------------

  /** Opens a node group; follow with `createNode` or `useNode`. */
  startNode(key: number): void {
    this.start(key, undefined, NODE_FLAG, undefined);
  }

  /** Creates the node of the group being inserted, through the Applier's node factory. */
  createNode(type: string): void {
    const frame = this.top();
    const node = this.applier.createNode(type, frame.nodeFrame!.node);
    this.adoptNode(frame, node);
  }

  /** Creates a text node for the group being inserted. */
  createTextNode(text: string): void {
    this.adoptNode(this.top(), this.applier.createText(text));
  }

  private adoptNode(frame: GroupFrame<N>, node: N): void {
    this.insertTable.slots[this.insertTable.slotAddress(this.insertTable.dataIndex(frame.insertIndex) + auxSlotOffset(frame.info, NODE_FLAG))] = node;
    frame.nodeFrame!.add(node);
    frame.nodeFrame = new NodeFrame(node, 0, true);
  }

  /** Reuses the node of a group being recomposed. */
  useNode(): void {
    const frame = this.top();
    const node = this.table.slot(frame.oldIndex, auxSlotOffset(frame.info, NODE_FLAG)) as N;
    frame.nodeFrame!.keep(frame.oldNodeStart, 1);
    frame.nodeFrame = new NodeFrame(node, this.table.nodeCount(frame.oldIndex), false);
    frame.oldNodeCursor = 0;
  }

  /** `startNode` + `createNode` or `useNode`. */
  startElement(key: number, type: string): void {
    this.startNode(key);
    if (this.insertDepth > 0) this.createNode(type);
    else this.useNode();
  }

  endNode(): void {
    this.end();
  }

  /** The node of the innermost node group. */
  get currentNode(): N {
    return this.top().nodeFrame!.node;
  }

  /** A memoized property of the current node (seed 002's `memo(value) { node.name = value }`). */
  set(name: string, value: unknown): void {
    const frame = this.top();
    const previous = this.insertDepth > 0 ? undefined : this.table.slot(frame.oldIndex, frame.slotCursor);
    if (this.changed(value)) this.changes.setProperty(frame.nodeFrame!.node, name, value, previous);
  }

  /**
   * Seed 002's `emit`: a node of `type` at this call site, its properties set
   * by `update` (with `memo`), its children composed by `content`.
   *
   * @example
   * c.emit(0x51, "span", () => c.memo(label, (node, v) => (node.title = v)), () => c.text(0x52, label));
   */
  emit(key: number, type: string, update?: () => void, content?: () => void): void {
    this.startElement(key, type);
    update?.();
    content?.();
    this.endNode();
  }

  /** Seed 002's `memo`: runs `apply(node, value)` after the pass, only when `value` changed. */
  memo<V>(value: V, apply: (node: N, value: V) => void): void {
    const node = this.currentNode;
    if (this.changed(value)) this.changes.custom(() => apply(node, value));
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
      const previous = this.table.slot(frame.oldIndex, frame.slotCursor);
      const text = String(value);
      if (this.changed(text)) {
        // Leaving a deferred binding goes through setProperty, which disposes it.
        if (typeof previous === "function") this.changes.setProperty(this.currentNode, "data", text, previous);
        else this.changes.setText(this.currentNode, text);
      }
    }
    this.endNode();
  }

  /**
   * A child whose kind is known only at run time (`{expr}`): string / number →
   * text node, null / undefined / boolean → nothing, array → its items in
   * order, function → a composable lambda called with this composer. Each
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
    if (value === null || value === undefined || typeof value === "boolean") return;
    if (typeof value === "function") {
      this.startReplaceableGroup(DYNAMIC_LAMBDA_KEY);
      (value as (c: Composer<N>) => void)(this);
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
    const frame = this.top();
    if (this.insertDepth > 0) {
      this.insertWriter.appendSlot(frame.insertIndex, value);
      return true;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset);
    if (Object.is(previous, value)) return false;
    this.changes.setSlot(frame.pos, offset, value);
    return true;
  }

  /** The value remembered at this slot; computed by `calc` the first time and whenever `invalid`. */
  cache<T>(invalid: boolean, calc: () => T): T {
    const frame = this.top();
    if (this.insertDepth > 0) {
      const value = calc();
      this.insertWriter.appendSlot(frame.insertIndex, value);
      if (isRememberObserver(value)) this.changes.remembered.push(value);
      return value;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset) as T;
    if (!invalid) return previous;
    const value = calc();
    if (isRememberObserver(previous)) this.changes.forgotten.push(previous);
    if (isRememberObserver(value)) this.changes.remembered.push(value);
    this.changes.setSlot(frame.pos, offset, value);
    return value;
  }

  private slotAt(frame: GroupFrame<N>, offset: number): unknown {
    if (offset >= this.table.slotCount(frame.oldIndex)) {
      throw new Error(
        "Composa: a group asked for more slots than it had when it was first composed; " +
          "calls that use slots (remember, changed) must not be conditional: put conditional ones in a group",
      );
    }
    return this.table.slot(frame.oldIndex, offset);
  }

  /** Runs `effect` after this pass's changes are applied. */
  recordSideEffect(effect: () => void): void {
    this.changes.sideEffects.push(effect);
  }
}
