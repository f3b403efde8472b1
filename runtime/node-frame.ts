import type { ChangeList } from "./change-list.js";
import { appendRun, planRuns } from "./reorder/plan-children.js";

/**
 * The children of one node as composition rebuilds them. While they come in
 * their old order nothing is stored but the runs of old children left out
 * (`gaps`: a removed row is one remove, found without a pass over the others);
 * the first one out of place, or new, switches to recording the whole new
 * order as runs (`[old index of the first, length]`, -1 for new nodes: two
 * rows of 1,000 swapped are five runs), which the reorder planner turns into
 * Applier calls when the node ends.
 *
 * Each group frame keeps one and reopens it for every node group it holds
 * (`open`): a pass allocates no frame per node. Nothing refers to a node
 * frame once its group has ended; the lists it hands to the change list are
 * dropped, never reused.
 */
export class NodeFrame<N> {
  node!: N;
  /** Children the node had before this pass (0 for a new node). */
  oldCount = 0;
  /** The node is new: its children are all inserts, in order. */
  isNew = false;
  /** Nodes emitted so far. */
  count = 0;
  /** @internal */ expected = 0;
  /** @internal The new order so far as runs (`appendRun`), once a child came out of order or new. */
  runs: number[] | null = null;
  /** @internal While in old order: [new index, old children left out]... for each run of old children left out. */
  gaps: number[] | null = null;
  /** @internal New children, allocated on the first one (most nodes are leaves). */
  inserted: N[] | null = null;
  /** @internal For a new node: the index each inserted child takes (adopted children sit between). */
  insertedAt: number[] | null = null;
  /** @internal Template children adopted so far, dropped ones included (their index in the clone). */
  adopted = 0;
  /** The last template child adopted or dropped (null: none yet, or a static one not visited). */
  lastAdopted: N | null = null;
  /** @internal Clone indices of template children dropped again (`drop`). */
  dropped: number[] | null = null;

  /** Starts over for `node`, which had `oldCount` children (0 and `isNew` for a new node). */
  open(node: N, oldCount: number, isNew: boolean): this {
    this.node = node;
    this.oldCount = oldCount;
    this.isNew = isNew;
    this.count = this.expected = this.adopted = 0;
    this.runs = this.gaps = this.inserted = this.insertedAt = this.dropped = null;
    this.lastAdopted = null;
    return this;
  }

  /** `n` old children, starting at old index `oldIndex`, come next. */
  keep(oldIndex: number, n: number): void {
    if (n === 0) return;
    if (this.runs === null) {
      if (oldIndex >= this.expected) {
        // Still in old order; the old children in between left.
        if (oldIndex > this.expected) (this.gaps ??= []).push(this.count, oldIndex - this.expected);
        this.expected = oldIndex + n;
        this.count += n;
        return;
      }
      this.runs = this.runsSoFar();
    }
    // `appendRun`, inline: once per row kept after one out of order (a swap's 996).
    const runs = this.runs;
    const last = runs.length - 2;
    if (last >= 0 && runs[last]! >= 0 && runs[last]! + runs[last + 1]! === oldIndex) runs[last + 1]! += n;
    else runs.push(oldIndex, n);
    this.count += n;
  }

  /** A new node comes next. */
  add(node: N): void {
    if (!this.isNew) appendRun((this.runs ??= this.runsSoFar()), -1, 1);
    (this.inserted ??= []).push(node);
    (this.insertedAt ??= []).push(this.count);
    this.count++;
  }

  /** How many template children were adopted or dropped: the clone index of the next one. */
  get adoptedCount(): number {
    return this.adopted;
  }

  /**
   * A child that is already in place (a node of a cloned template) comes
   * next; only under a new node. `node` is null for a static child the
   * composition never visits.
   */
  adopt(node: N | null): void {
    this.lastAdopted = node;
    this.adopted++;
    this.count++;
  }

  /** The next template child, `node` (an empty placeholder text), is not wanted: it is removed from the clone. */
  drop(node: N): void {
    this.lastAdopted = node;
    (this.dropped ??= []).push(this.adopted++);
  }

  /**
   * Records what the Applier must do to this node's children, if anything.
   * New and old nodes finish in separate functions: a pass that creates rows
   * only finishes new ones, and the JIT optimizes what it saw; an old-node
   * path inlined there would throw that code away at the next update.
   */
  finish(changes: ChangeList<N>): void {
    if (this.isNew) this.finishNew(changes);
    else this.finishOld(changes);
  }

  private finishNew(changes: ChangeList<N>): void {
    // Most new nodes are leaves or whole clones: nothing to record, nothing to allocate.
    const inserted = this.inserted;
    const dropped = this.dropped;
    if (dropped !== null) {
      const insertedAt = this.insertedAt ?? [];
      const added = inserted ?? [];
      // Removals first, last one first (clone indices); then the inserts, at their final indices, in order.
      changes.children(this.node, (a) => {
        for (let i = dropped.length - 1; i >= 0; i--) a.remove(dropped[i]!, 1);
        for (let i = 0; i < added.length; i++) a.insert(insertedAt[i]!, added[i]!);
      });
      return;
    }
    if (inserted === null || inserted.length === 0) return; // (emptied by a rollback)
    const insertedAt = this.insertedAt!;
    // No adopted template node among them: the children are exactly the inserted ones, in order.
    if (insertedAt[inserted.length - 1] === inserted.length - 1) changes.insertChildren(this.node, inserted);
    else
      changes.children(this.node, (a) => {
        for (let i = 0; i < inserted.length; i++) a.insert(insertedAt[i]!, inserted[i]!);
      });
  }

  private finishOld(changes: ChangeList<N>): void {
    // Most old nodes are kept as they were: nothing to record, nothing to allocate.
    if (this.runs === null) {
      if (this.expected < this.oldCount) (this.gaps ??= []).push(this.count, this.oldCount - this.expected);
      const gaps = this.gaps;
      if (gaps === null || gaps.length === 0) return;
      // Only removals, in old order: each run is one remove where the kept children before it end
      // (the running index planChildren would give them).
      changes.children(this.node, (a) => {
        for (let g = 0; g < gaps.length; g += 2) a.remove(gaps[g]!, gaps[g + 1]!);
      });
      return;
    }
    const { oldCount, runs } = this;
    const inserted = this.inserted ?? [];
    changes.children(this.node, (a) => planRuns(oldCount, runs, inserted, a));
  }

  /** The children emitted so far, while they came in old order (with gaps), as runs. */
  private runsSoFar(): number[] {
    const runs: number[] = [];
    const gaps = this.gaps;
    let old = 0;
    let j = 0;
    if (gaps !== null)
      for (let g = 0; g < gaps.length; g += 2) {
        const at = gaps[g]!;
        if (at > j) runs.push(old, at - j);
        old += at - j + gaps[g + 1]!;
        j = at;
      }
    if (this.count > j) runs.push(old, this.count - j);
    return runs;
  }
}

/** @internal Where a node frame stood (`markNodes`), for `resetNodes`. */
export interface NodeMark {
  count: number;
  expected: number;
  /** Length of `runs` (-1 for none), and its last run's length then (`keep` lengthens it). */
  runs: number;
  lastRun: number;
  gaps: number;
  inserted: number;
  adopted: number;
  lastAdopted: unknown;
  dropped: number;
}

/** Where `frame` stands, for `resetNodes` (an error boundary rolling back its content, checkpoint.ts). */
export function markNodes(frame: NodeFrame<unknown>): NodeMark {
  return {
    count: frame.count,
    expected: frame.expected,
    runs: frame.runs === null ? -1 : frame.runs.length,
    lastRun: frame.runs === null || frame.runs.length === 0 ? 0 : frame.runs[frame.runs.length - 1]!,
    gaps: frame.gaps?.length ?? 0,
    inserted: frame.inserted?.length ?? 0,
    adopted: frame.adopted,
    lastAdopted: frame.lastAdopted,
    dropped: frame.dropped?.length ?? 0,
  };
}

/** Forgets every child `frame` emitted since `mark`. */
export function resetNodes<N>(frame: NodeFrame<N>, mark: NodeMark): void {
  frame.count = mark.count;
  frame.expected = mark.expected;
  if (mark.runs < 0) frame.runs = null;
  else {
    const runs = frame.runs!;
    runs.length = mark.runs;
    if (mark.runs > 0) runs[mark.runs - 1] = mark.lastRun;
  }
  if (frame.gaps !== null) frame.gaps.length = mark.gaps;
  if (frame.inserted !== null) frame.inserted.length = frame.insertedAt!.length = mark.inserted;
  frame.adopted = mark.adopted;
  frame.lastAdopted = mark.lastAdopted as N | null;
  if (frame.dropped !== null) frame.dropped.length = mark.dropped;
}
