import type { Applier } from "./applier.js";
import { ChangeList } from "./change-list.js";
import { GroupFrame } from "./group-frame.js";
import { Pending, nodeContribution, type Taken } from "./pending.js";
import { RecomposeScope, type ScopeOwner } from "./recompose-scope.js";
import {
  DETACHED_FLAG,
  NODE_COUNT_MASK,
  NODE_FLAG,
  OBJECT_KEY_FLAG,
  PROPS_FLAG,
  SCOPE_FLAG,
  SOURCE_FLAG,
} from "./slot-table/group-layout.js";
import type { SlotReader } from "./slot-table/slot-reader.js";
import { SlotTable } from "./slot-table/slot-table.js";
import type { SlotWriter } from "./slot-table/slot-writer.js";
import { DEV } from "./dev.js";
import { forgetGroup } from "./forget.js";
import { internalError, runtimeError } from "./messages.js";
import { InvalidScopes } from "./invalid-scopes.js";

/** Filled by `Pending.take` (one object for all). */
const found: Taken = { offset: 0, oldNode: 0, deferFrom: -1, deferEnd: 0 };
const EMPTY_LOCALS: ReadonlyMap<unknown, unknown> = new Map();
/** Passes started so far, in this realm (`GroupComposer.pass`). */
let passes = 0;

/**
 * The group half of the Composer (How Composition Works): opening and closing groups,
 * matching them against the last good slot table (Pending, moves), node
 * groups, restarting invalid scopes. `Composer` adds what compiled code
 * calls on top of it: elements, text, dynamic children, `changed` and
 * `cache` (through `SkipComposer`, which adds the fast skips, and
 * `TemplateComposer`, which adds templates). Error boundaries' checkpoints
 * (checkpoint.ts) read and restore the fields marked internal here.
 */
export abstract class GroupComposer<N> {
  /** The composition locals in effect (see composition-local.ts); restored for each restarted scope. */
  locals: ReadonlyMap<unknown, unknown> = EMPTY_LOCALS;
  /** This pass, among all passes: a scope whose body runs, or was running when the pass failed, is stamped with it (`RecomposeScope.lastPass`). */
  readonly pass = ++passes;
  /** @internal Writes the groups this pass inserts into `insertTable`. */
  insertWriter: SlotWriter;
  private reader: SlotReader;
  /** @internal Open groups' frames, pooled (`push`). Holds a frame from the start: an empty array would have small-integer elements, and the first frame pushed would change that under code optimized on earlier passes. */
  stack: GroupFrame<N>[] = [new GroupFrame<N>()];
  /** @internal Open groups (`stack`'s frames in use). */
  depth = 0;
  /** @internal > 0 while inside groups this pass inserts. */
  insertDepth = 0;
  /** @internal > 0 while composing under a changed static composition local: nothing skips. */
  forcing = 0;
  /** The invalid scopes of this pass, sorted by their group's index in the old table. */
  protected readonly invalid: InvalidScopes;
  /** The old node index of the group `takeOld` took last. */
  protected takenNode = 0;

  constructor(
    readonly table: SlotTable,
    readonly applier: Applier<N>,
    /** The composition this pass is of (a subcomposition composed here is its child). */
    readonly scopeOwner: ScopeOwner | null = null,
    /**
     * Where this pass writes the groups it inserts (empty), and where it
     * records its changes (empty). A composition lends the same two to
     * each of its passes and empties them after it: a pass that creates
     * 1,000 rows then grows no table and no list from nothing.
     */
    readonly insertTable: SlotTable = new SlotTable(),
    readonly changes: ChangeList<N> = new ChangeList<N>(),
  ) {
    this.reader = table.openReader();
    this.invalid = new InvalidScopes(table);
    this.insertWriter = this.insertTable.openWriter();
  }

  /** True while composing content that did not exist before this pass. */
  get inserting(): boolean {
    return this.insertDepth > 0;
  }

  /** True when the current group may keep its previous result (How Composition Works). */
  get skipping(): boolean {
    return this.insertDepth === 0 && this.forcing === 0 && !this.stack[this.depth - 1]!.scopeInvalid;
  }

  /** The scope of the innermost restart group being composed, or `null`. */
  currentRecomposeScope(): RecomposeScope | null {
    for (let d = this.depth - 1; d >= 0; d--) {
      const scope = this.stack[d]!.scope;
      if (scope !== null) return scope;
    }
    return null;
  }

  /** @internal The innermost open group's frame. */
  top(): GroupFrame<N> {
    return this.stack[this.depth - 1]!;
  }

  // ---- passes ---------------------------------------------------------------

  /** Composes `content` as the whole composition, under `root` with `rootNodes` old children. */
  composeRoot(root: N, rootNodes: number, content: (c: this) => void): number {
    const frame = this.pushRoot(root, rootNodes);
    content(this);
    this.removeRest(frame);
    return this.endRoot(frame);
  }

  /**
   * Recomposes only the invalid scopes (those given to `invalidate` before or
   * during the pass), in slot-table order, keeping everything else as it is.
   */
  recomposeRoot(root: N, rootNodes: number): number {
    const frame = this.pushRoot(root, rootNodes);
    this.recomposeInvalidChildren(frame);
    frame.keepOldRest(this.table);
    return this.endRoot(frame);
  }

  private pushRoot(root: N, rootNodes: number): GroupFrame<N> {
    const frame = this.push();
    frame.oldIndex = -1;
    frame.pos = -1;
    frame.nextChildPos = 0;
    frame.childCursor = 0;
    frame.oldEnd = this.table.size;
    frame.oldNodeCursor = 0;
    frame.nodes = 0;
    frame.openNodeFrame(root, rootNodes, false);
    return frame;
  }

  private endRoot(frame: GroupFrame<N>): number {
    frame.nodeFrame!.finish(this.changes);
    const count = frame.nodeFrame!.count;
    this.depth--;
    this.close();
    return count;
  }

  /** The scopes invalid when the pass starts. */
  invalidateAll(scopes: Iterable<RecomposeScope>): void {
    this.invalid.addAll(scopes);
  }

  /**
   * A scope became invalid during the pass: it recomposes in this pass if the
   * traversal has not gone past its group yet, else in the next one.
   */
  invalidate(scope: RecomposeScope): void {
    this.invalid.add(scope);
  }

  /**
   * Restarts the invalid scopes among the children of `frame` not visited
   * yet (How Composition Works, "Restarting"): siblings before them are kept whole, groups
   * that contain one are entered without running their code, and each
   * scope's own group is composed again by its restart lambda.
   */
  private recomposeInvalidChildren(frame: GroupFrame<N>): void {
    const t = this.table;
    for (
      let at = this.invalid.firstIn(frame.childCursor, frame.oldEnd);
      at >= 0;
      at = this.invalid.firstIn(frame.childCursor, frame.oldEnd)
    ) {
      const target = this.invalid.indexAt(at);
      while (frame.childCursor + t.groupSize(frame.childCursor) <= target)
        frame.keepOldChild(t, frame.childCursor);
      const child = frame.childCursor;
      const boundary = child === target ? null : this.errorBoundaryAt(child);
      if (child === target || boundary !== null) {
        // The scope itself; or an error boundary on the way, whose code must run to guard what restarts inside it.
        this.restart(frame, boundary ?? this.invalid.scopeAt(at), child);
      } else {
        this.enterOld(frame, child);
        const inner = this.top();
        this.recomposeInvalidChildren(inner);
        inner.keepOldRest(t);
        this.end();
      }
    }
  }

  /** Composes old child `index` of `frame` again through `scope`'s restart lambda. */
  private restart(frame: GroupFrame<N>, scope: RecomposeScope, index: number): void {
    const locals = this.locals;
    this.locals = scope.locals;
    scope.restart(this);
    this.locals = locals;
    if (frame.childCursor !== index + this.table.groupSize(index)) throw internalError("I012");
  }

  /** The scope of old group `index` if it is an error boundary's. */
  private errorBoundaryAt(index: number): RecomposeScope | null {
    const scope = this.table.aux(index, this.table.info(index), SCOPE_FLAG) as RecomposeScope | undefined;
    if (scope === undefined) return null;
    return scope.catchesErrors && scope.restartInputs !== null ? scope : null;
  }

  /** The pass failed: close the scopes still open, innermost first, then end it. */
  abort(): void {
    for (let d = this.depth - 1; d >= 0; d--) {
      const scope = this.stack[d]!.scope;
      if (scope === null) continue;
      scope.abort();
      scope.lastPass = this.pass;
    }
    this.depth = 0;
    this.close();
  }

  /** Ends the pass: the old table may be written again. */
  close(): void {
    this.reader.close();
    this.insertWriter.close();
  }

  /** The innermost open group that has source information (`Name@file:line:col`), else the innermost restart group's key. */
  describeOpenGroups(): { source: string | undefined; key: number | undefined } {
    let key: number | undefined;
    for (let d = this.depth - 1; d > 0; d--) {
      const frame = this.stack[d]!;
      if (frame.source !== undefined) return { source: frame.source, key: frame.key };
      if (key === undefined && frame.info & SCOPE_FLAG) key = frame.key;
    }
    return { source: undefined, key };
  }

  // ---- groups ---------------------------------------------------------------

  /** A group that may come and go but never moves: flow control, non-restartable calls. */
  startReplaceableGroup(key: number, source?: string): void {
    this.start(key, undefined, source === undefined ? 0 : SOURCE_FLAG, source);
  }

  endReplaceableGroup(): void {
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
    const frame = this.stack[this.depth - 1]!;
    const scope = frame.scope!;
    frame.scopeInvalid = scope.checkInvalid();
    scope.locals = this.locals;
    scope.start();
  }

  /** Returns the scope when something observable was read and it needs a (new) restart lambda, for `updateScope`. */
  endRestartGroup(): RecomposeScope | null {
    const frame = this.stack[this.depth - 1]!;
    // Composed and skipped groups end in separate functions: see `endSkippedRestartGroup`.
    if (frame.skipped) return this.endSkippedRestartGroup(frame);
    const scope = frame.scope!;
    const used = scope.end(this.pass);
    if (used && scope.anchor === null) this.anchorScope(frame, scope);
    this.end();
    return used ? scope : null;
  }

  /**
   * A restart group whose body `skipToGroupEnd` skipped (its scope ended there).
   * Apart from the composed case because a JIT optimizes what it saw: a pass that
   * creates rows never skips, and a skip path inlined in its code would drop that
   * code at the first update.
   */
  private endSkippedRestartGroup(frame: GroupFrame<N>): RecomposeScope | null {
    const scope = frame.scope!;
    const used = scope.used;
    if (used && scope.anchor === null) this.anchorScope(frame, scope);
    // `end` for an old group that `skipToGroupEnd` kept (a restart group is
    // no node group): most groups of an update that skips a list end here,
    // so it does only what such a group can need. Children are left only if
    // hand-written code took some out of order before skipping.
    const parent = this.stack[this.depth - 2]!;
    if (frame.childCursor < frame.oldEnd || frame.pending !== null) this.removeRest(frame);
    if (frame.nodes !== (frame.info & NODE_COUNT_MASK)) this.changes.setNodeCount(frame.pos, frame.nodes);
    parent.nextChildPos = frame.nextChildPos;
    parent.nodes += frame.nodes;
    frame.pending = null;
    this.depth--;
    // Its inputs equal the restart inputs its scope already holds (props,
    // `$changed`), so they still serve and the compiled code need not store new ones.
    return used && scope.restartInputs === null ? scope : null;
  }

  private anchorScope(frame: GroupFrame<N>, scope: RecomposeScope): void {
    scope.anchor =
      frame.oldIndex >= 0 ? this.table.anchor(frame.oldIndex) : this.insertTable.anchor(frame.insertIndex);
  }

  /**
   * The compiler's skip test: when `unchanged` (the dirty bits) and `skipping`,
   * calls `skipToGroupEnd` and returns true; else false, and the body runs.
   * One shared call, not two per call site, because a JIT learns a call site
   * from what it ran: a row composable whose instances were all just created
   * never skipped, and its optimized code would be dropped at its first skip.
   * Here the skip is learned once, from whichever composable skips first.
   *
   * @example
   * if (!$c.skipIfUnchanged(($dirty & 0b110) === 0b010)) { ...body... }
   */
  skipIfUnchanged(unchanged: boolean): boolean {
    // `skipping`, inline: this runs once per composable call.
    if (
      !unchanged ||
      this.insertDepth !== 0 ||
      this.forcing !== 0 ||
      this.stack[this.depth - 1]!.scopeInvalid
    )
      return false;
    this.skipToGroupEnd();
    return true;
  }

  /** Keeps the rest of the current group as it was, after restarting the invalid scopes inside it. */
  skipToGroupEnd(): void {
    const frame = this.stack[this.depth - 1]!;
    if (frame.oldIndex < 0) throw internalError("I013");
    if (this.invalid.size > 0) this.recomposeInvalidChildren(frame);
    if (frame.pending === null && frame.childCursor === frame.oldIndex + 1) {
      // Nothing of the group was composed: keep it whole.
      // (`frame.info` is the old group's: its node count is what it holds.)
      frame.childCursor = frame.oldEnd;
      frame.nextChildPos = frame.pos + (frame.oldEnd - frame.oldIndex);
      const nodes = frame.info & NODE_COUNT_MASK;
      frame.nodeFrame!.keep(frame.oldNodeCursor, nodes);
      frame.nodes += nodes;
      frame.oldNodeCursor += nodes;
    } else {
      // Keep the children not visited yet, in their old order.
      frame.keepOldRest(this.table);
    }
    // Marked only now: if a restarted scope above threw, an error boundary composes its fallback in this group.
    frame.skipped = true;
    frame.scope?.skip();
  }

  /** True while a changed static composition local forces everything to compose (a subcomposition composed here follows). */
  get forced(): boolean {
    return this.forcing > 0;
  }

  /** Runs `content` with nothing skipping inside it (a static composition local changed). */
  forceRecompose(content: () => void): void {
    this.forcing++;
    try {
      content();
    } finally {
      this.forcing--;
    }
  }

  protected start(key: number, objectKey: unknown, flags: number, source: string | undefined): void {
    if (this.insertDepth === 0) {
      const parent = this.stack[this.depth - 1]!;
      const index = this.takeOld(parent, key, objectKey);
      if (index >= 0) {
        this.openOldFrame(parent, index, this.takenNode);
        return;
      }
    }
    this.startNew(key, objectKey, flags, source);
  }

  /**
   * The old child of `parent` that the group `key` / `objectKey` composes
   * again, taken (children in their old order first, else from Pending, which
   * records the moves that put it in place), its first node's old index in
   * `takenNode`; or -1: new content.
   */
  protected takeOld(parent: GroupFrame<N>, key: number, objectKey: unknown): number {
    const t = this.table;
    let index = -1;
    if (parent.pending === null && parent.childCursor < parent.oldEnd) {
      this.takenNode = parent.oldNodeCursor;
      index = parent.takeNextOld(t, key, objectKey);
      if (index >= 0) return index;
      parent.pending = new Pending(t, parent.childCursor, parent.oldEnd, parent.oldNodeCursor);
      parent.childCursor = parent.oldEnd;
    }
    if (parent.pending !== null) {
      index = parent.pending.take(key, objectKey, found);
      if (index >= 0) {
        this.takenNode = found.oldNode;
        const at = parent.nextChildPos;
        if (found.deferFrom >= 0) this.changes.moveGroupLater(at + found.deferFrom, at + found.deferEnd);
        if (found.offset > 0) this.changes.moveGroup(at + found.offset, at);
      }
    }
    return index;
  }

  /** Opens a group of new content, in the insert table. */
  protected startNew(key: number, objectKey: unknown, flags: number, source: string | undefined): void {
    // Development builds only: a key the Int32Array would change is never matched again.
    if (DEV && (key | 0) !== key) throw runtimeError("R020", { key: String(key) });
    const parent = this.stack[this.depth - 1]!;
    const frame = this.push();
    frame.pos = parent.nextChildPos;
    frame.nextChildPos = frame.pos + 1;
    frame.nodes = 0;
    frame.nodeFrame = parent.nodeFrame;
    frame.key = key;
    frame.source = source;
    frame.scopeInvalid = false;
    const w = this.insertWriter;
    const info = flags;
    frame.insertRoot = this.insertDepth === 0;
    if (frame.insertRoot) this.insertDepth++;
    frame.oldIndex = -1;
    frame.info = info;
    frame.insertIndex = w.appendGroup(key, info, frame.insertRoot ? -1 : parent.insertIndex);
    if (info & OBJECT_KEY_FLAG) w.appendSlot(frame.insertIndex, objectKey);
    if (info & NODE_FLAG) {
      w.appendSlot(frame.insertIndex, null);
      frame.nodeSlot = this.insertTable.slotsSize - 1;
    }
    frame.scope = null;
    if (info & SCOPE_FLAG) {
      const scope = new RecomposeScope(null, this.scopeOwner);
      frame.scope = scope;
      w.appendSlot(frame.insertIndex, scope);
    }
    if (info & SOURCE_FLAG) w.appendSlot(frame.insertIndex, source);
  }

  /** Opens old group `index` (a child of `parent`, its first node at `oldNode`) as the current group. */
  protected openOldFrame(parent: GroupFrame<N>, index: number, oldNode: number): GroupFrame<N> {
    // `push`, inline: once per old group of a pass.
    let frame = this.stack[this.depth];
    if (frame === undefined) this.stack.push((frame = new GroupFrame<N>()));
    this.depth++;
    frame.pending = null;
    frame.insertRoot = false;
    frame.skipped = false;
    frame.openOld(this.table, parent, index, oldNode);
    return frame;
  }

  /** Enters old child `index` of `parent` without running its code, to restart scopes inside it. */
  private enterOld(parent: GroupFrame<N>, index: number): void {
    const oldNode = parent.oldNodeCursor;
    parent.childCursor = index + this.table.groupSize(index);
    parent.oldNodeCursor += nodeContribution(this.table, index);
    this.openOldFrame(parent, index, oldNode);
    if (this.top().info & NODE_FLAG) this.useNode();
  }

  protected end(): void {
    const frame = this.stack[this.depth - 1]!;
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
      if (frame.childCursor < frame.oldEnd || frame.pending !== null) this.removeRest(frame);
      if (frame.nodes !== (frame.info & NODE_COUNT_MASK)) this.changes.setNodeCount(frame.pos, frame.nodes);
      parent.nextChildPos = frame.nextChildPos;
    }
    if (isNode) {
      frame.nodeFrame!.finish(this.changes);
      if ((frame.info & DETACHED_FLAG) === 0) parent.nodes += 1;
    } else {
      parent.nodes += frame.nodes;
    }
    frame.pending = null;
    this.depth--;
  }

  /** Old children that were not used in this pass leave: one remove, their nodes and remembered values released. */
  private removeRest(frame: GroupFrame<N>): void {
    // Runs at the end of every old group: the common case (all children used) allocates nothing.
    if (frame.childCursor >= frame.oldEnd && frame.pending === null) return;
    const t = this.table;
    let size = 0;
    for (let i = frame.childCursor; i < frame.oldEnd; i += t.groupSize(i)) {
      size += t.groupSize(i);
      forgetGroup(this.table, i, this.changes);
    }
    if (frame.pending) {
      for (const i of frame.pending.waiting) {
        size += t.groupSize(i);
        forgetGroup(this.table, i, this.changes);
      }
    }
    if (size > 0) this.changes.removeGroups(frame.nextChildPos, size);
  }

  /** The node of the innermost node group gets properties: it is reported to `onRelease` when it leaves. */
  protected markProps(): void {
    let d = this.depth - 1;
    while (d > 0 && (this.stack[d]!.info & NODE_FLAG) === 0) d--;
    const frame = this.stack[d]!;
    if (frame.info & PROPS_FLAG || (frame.info & NODE_FLAG) === 0) return;
    frame.info |= PROPS_FLAG;
    if (frame.oldIndex < 0) {
      this.insertWriter.addFlags(frame.insertIndex, PROPS_FLAG);
    } else {
      this.changes.addFlags(frame.pos, PROPS_FLAG);
    }
  }

  private push(): GroupFrame<N> {
    let frame = this.stack[this.depth];
    if (!frame) this.stack.push((frame = new GroupFrame<N>()));
    this.depth++;
    frame.pending = null;
    frame.insertRoot = false;
    frame.skipped = false;
    return frame;
  }

  // ---- nodes ----------------------------------------------------------------

  /** Opens a node group; follow with `createNode` or `useNode`. */
  startNode(key: number): void {
    this.start(key, undefined, NODE_FLAG, undefined);
  }

  /** Reuses the node of a group being recomposed. */
  useNode(): void {
    const frame = this.top();
    const node = this.table.aux(frame.oldIndex, frame.info, NODE_FLAG) as N;
    if ((frame.info & DETACHED_FLAG) === 0) frame.nodeFrame!.keep(frame.oldNodeStart, 1);
    const nodes = frame.openNodeFrame(node, this.table.nodeCount(frame.oldIndex), false);
    frame.oldNodeCursor = 0;
    if (frame.info & DETACHED_FLAG) {
      // The static children before the group's own (`startDetached`), whoever opens it.
      const before = this.table.slot(frame.oldIndex, 1) as number;
      nodes.keep(0, before);
      frame.nodes += before;
      frame.oldNodeCursor = before;
      frame.slotCursor++;
    }
  }

  endNode(): void {
    this.end();
  }

  /**
   * Opens a detached node group (`DETACHED_FLAG`) for `node`, an element
   * already in place inside the current node: the group's nodes are its
   * children, the first `before` of them static (no groups; the group's
   * first slot counts them), and it adds none to its parent's. Close with
   * `end`.
   */
  protected startDetached(key: number, node: N, before: number): void {
    this.start(key, undefined, NODE_FLAG | DETACHED_FLAG, undefined);
    const frame = this.stack[this.depth - 1]!;
    if (frame.oldIndex >= 0) {
      this.useNode();
      return;
    }
    this.insertTable.slots[this.insertTable.slotAddress(frame.nodeSlot)] = node;
    this.insertWriter.appendSlot(frame.insertIndex, before);
    const nodes = frame.openNodeFrame(node, 0, true);
    for (let k = 0; k < before; k++) nodes.adopt(null);
    frame.nodes += before;
  }
}
