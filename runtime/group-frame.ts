import { markNodes, NodeFrame, resetNodes, type NodeMark } from "./node-frame.js";
import { nodeContribution, type Pending } from "./pending.js";
import type { RecomposeScope } from "./recompose-scope.js";
import {
  DATA,
  GROUP_FIELDS,
  INFO,
  KEY,
  NODE_FLAG,
  NODE_COUNT_MASK,
  DETACHED_FLAG,
  OBJECT_KEY_FLAG,
  SCOPE_FLAG,
  SIZE,
  SOURCE_FLAG,
} from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/** @internal Where an open group stood among its children (`markFrame`). */
export interface FrameMark {
  childCursor: number;
  nextChildPos: number;
  nodes: number;
  oldNodeCursor: number;
  slotCursor: number;
  node: NodeMark;
}

/** One open group while composing. Pooled: a pass allocates none per group. */
export class GroupFrame<N> {
  /** Index in the old table, or -1 for a group being inserted. */
  oldIndex = -1;
  /** Index in the insert table while inserting. */
  insertIndex = -1;
  /** First group of a run of new content: its end records the insert. */
  insertRoot = false;
  info = 0;
  key = 0;
  /** Its index in the table when the change list runs. */
  pos = 0;
  /** Same, for the next child. */
  nextChildPos = 0;
  /** Next old child to match while children still come in order. */
  childCursor = 0;
  oldEnd = 0;
  pending: Pending | null = null;
  slotCursor = 0;
  /** An old group: its slots' data indices in the old table, `slotStart` up to `slotEnd` (excluded). */
  slotStart = 0;
  slotEnd = 0;
  /** A node group being inserted: where its node slot is in the insert table (a data index). */
  nodeSlot = 0;
  /** Nodes the children contributed in this pass. */
  nodes = 0;
  /** Old index (among the parent node's children) of this group's first node, and of the next old child's. */
  oldNodeStart = 0;
  oldNodeCursor = 0;
  /** The node frame of the innermost node group (this one's, or an ancestor's). */
  nodeFrame: NodeFrame<N> | null = null;
  /** Reopened for each node group this frame holds (frames are pooled, so node frames are too). */
  ownNodeFrame: NodeFrame<N> | null = null;
  scope: RecomposeScope | null = null;
  /** Its scope was invalid when the group started: the body must run. */
  scopeInvalid = false;
  /** `skipToGroupEnd` kept the rest of it: a scope keeps what it read last time. */
  skipped = false;
  /** A folded template's root: where its deferred hole content starts in the Composer's list (`holeContent`). */
  contentFrom = 0;
  /** Dev source information (`Name@file:line:col`), when the compiler gave it. */
  source: string | undefined = undefined;

  /**
   * The common case, children in their old order: the old group at this
   * frame's cursor, taken if it is the one asked for (its fields read once,
   * straight from the table: this runs for every group of a pass); else -1.
   *
   * Its own function, not inlined in the composer's `start`: a page that
   * creates rows into an empty list never compares keyed rows here, and
   * `start`, optimized on that, would be thrown away at the first update that
   * finds its rows in place (jfb's append); a function that has not been
   * optimized yet just learns.
   */
  takeNextOld(table: SlotTable, key: number, objectKey: unknown): number {
    const c = this.childCursor;
    const g = table.groups;
    const before = c < table.gapStart;
    const a = (before ? c : c + table.capacity - table.size) * GROUP_FIELDS;
    const info = g[a + INFO]!;
    if (g[a + KEY] !== key) return -1;
    if (info & OBJECT_KEY_FLAG) {
      // The object key is the group's first slot (`table.slot(c, 0)`, inline).
      const data = before ? g[a + DATA]! : g[a + DATA]! + table.slotsSize + 1;
      if (!Object.is(table.slots[data < table.slotGapStart ? data : data + table.slotGapLength], objectKey))
        return -1;
    } else if (objectKey !== undefined) return -1;
    this.childCursor += g[a + SIZE]!;
    // `nodesOf(info)`, inline: this runs for every old group a pass takes in order.
    this.oldNodeCursor += info & NODE_FLAG ? (info & DETACHED_FLAG ? 0 : 1) : info & NODE_COUNT_MASK;
    return c;
  }

  /** Opens for old group `index` of `table`, a child of `parent` whose first node is at `oldNode`. */
  openOld(table: SlotTable, parent: GroupFrame<N>, index: number, oldNode: number): void {
    const g = table.groups;
    // The table's `address` and `dataIndex`, inline: this runs for every old
    // group a pass opens, often in code not yet optimized (a page's first updates).
    const size = table.size;
    const gapStart = table.gapStart;
    const a = (index < gapStart ? index : index + table.capacity - size) * GROUP_FIELDS;
    const info = g[a + INFO]!;
    this.pos = parent.nextChildPos;
    this.nextChildPos = this.pos + 1;
    this.nodes = 0;
    this.nodeFrame = parent.nodeFrame;
    this.oldIndex = index;
    this.insertIndex = -1;
    this.info = info;
    this.key = g[a + KEY]!;
    this.childCursor = index + 1;
    this.oldEnd = index + g[a + SIZE]!;
    // Where its slots are (data indices), for `changed` / `cache` to read without a table call.
    const slotStart = index < gapStart ? g[a + DATA]! : g[a + DATA]! + table.slotsSize + 1;
    this.slotStart = slotStart;
    const next = index + 1;
    this.slotEnd =
      next >= size
        ? table.slotsSize
        : next < gapStart
          ? g[next * GROUP_FIELDS + DATA]!
          : g[(next + table.capacity - size) * GROUP_FIELDS + DATA]! + table.slotsSize + 1;
    this.oldNodeStart = oldNode;
    this.oldNodeCursor = oldNode;
    // The aux slots, in their fixed order (key, node, scope, source), read in passing.
    let aux = slotStart;
    if (info & OBJECT_KEY_FLAG) aux++;
    if (info & NODE_FLAG) aux++;
    this.scope = null;
    const slotGapStart = table.slotGapStart;
    if (info & SCOPE_FLAG) {
      this.scope = table.slots[aux < slotGapStart ? aux : aux + table.slotGapLength] as RecomposeScope;
      aux++;
    }
    this.source = undefined;
    if (info & SOURCE_FLAG) {
      this.source = table.slots[aux < slotGapStart ? aux : aux + table.slotGapLength] as string;
      aux++;
    }
    this.slotCursor = aux - slotStart;
    this.scopeInvalid = false;
  }

  /** This frame's node frame, opened for `node`. */
  openNodeFrame(node: N, oldCount: number, isNew: boolean): NodeFrame<N> {
    return (this.nodeFrame = (this.ownNodeFrame ??= new NodeFrame<N>()).open(node, oldCount, isNew));
  }

  /** Keeps old child `index` (of `table`, the old table) as it is, nodes and all. */
  keepOldChild(table: SlotTable, index: number): void {
    this.keepOld(index, table.groupSize(index), nodeContribution(table, index));
  }

  /** `keepOldChild` for a caller that read the group's size and node contribution already. */
  keepOld(index: number, size: number, nodes: number): void {
    // `keepTaken`, inline: once per row a list keeps, often in code not optimized yet.
    this.nodeFrame!.keep(this.oldNodeCursor, nodes);
    this.nodes += nodes;
    this.nextChildPos += size;
    this.oldNodeCursor += nodes;
    this.childCursor = index + size;
  }

  /** Keeps, where the next child goes, an old child already taken (by Pending), its first node at old index `oldNode`. */
  keepTaken(oldNode: number, size: number, nodes: number): void {
    this.nodeFrame!.keep(oldNode, nodes);
    this.nodes += nodes;
    this.nextChildPos += size;
  }

  /** Keeps the old children not visited yet, and a template node's trailing static nodes. */
  keepOldRest(table: SlotTable): void {
    while (this.childCursor < this.oldEnd) this.keepOldChild(table, this.childCursor);
    if (this.info & NODE_FLAG && this.oldIndex >= 0) {
      // A template node's trailing static children have no group (`templateStatic`): they are the old nodes left.
      const rest = table.nodeCount(this.oldIndex) - this.oldNodeCursor;
      if (rest > 0) {
        this.nodeFrame!.keep(this.oldNodeCursor, rest);
        this.oldNodeCursor += rest;
        this.nodes += rest;
      }
    }
  }
}

/** Where `frame`'s group stands, before its first child group (an error boundary's checkpoint, checkpoint.ts). */
export function markFrame(frame: GroupFrame<unknown>): FrameMark {
  return {
    childCursor: frame.childCursor,
    nextChildPos: frame.nextChildPos,
    nodes: frame.nodes,
    oldNodeCursor: frame.oldNodeCursor,
    slotCursor: frame.slotCursor,
    node: markNodes(frame.nodeFrame!),
  };
}

/** Back to `mark`: the children `frame`'s group composed since are forgotten. */
export function restoreFrame(frame: GroupFrame<unknown>, mark: FrameMark): void {
  frame.childCursor = mark.childCursor;
  frame.nextChildPos = mark.nextChildPos;
  frame.nodes = mark.nodes;
  frame.oldNodeCursor = mark.oldNodeCursor;
  frame.slotCursor = mark.slotCursor;
  frame.pending = null;
  resetNodes(frame.nodeFrame!, mark.node);
}
