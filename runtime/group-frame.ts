import { NodeFrame } from "./node-frame.js";
import type { Pending } from "./pending.js";
import type { RecomposeScope } from "./recompose-scope.js";

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
  /** Dev source information (`Name@file:line:col`), when the compiler gave it. */
  source: string | undefined = undefined;

  /** This frame's node frame, opened for `node`. */
  openNodeFrame(node: N, oldCount: number, isNew: boolean): NodeFrame<N> {
    return (this.nodeFrame = (this.ownNodeFrame ??= new NodeFrame<N>()).open(node, oldCount, isNew));
  }
}
