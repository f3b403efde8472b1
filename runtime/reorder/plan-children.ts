/**
 * Plans the fewest Applier operations that turn a node's old children into
 * its new ones. Compose moves groups (and their nodes) one by one as they are
 * met; we plan the node moves once the parent ends and the whole new order is
 * known, keeping the longest increasing subsequence in place, so swapping two
 * of 1,000 rows is 2 moves and reversing n rows is n - 1.
 *
 * Input: `order[j]` is the old index of the j-th new child, or -1 for a new
 * node (taken from `inserted` in order). Output goes to `sink` with indices
 * that are valid at the moment of each call (running indices), and adjacent
 * removes and moves coalesced.
 */
export interface ChildOpSink<N> {
  insert(index: number, node: N): void;
  /**
   * Optional: insert `nodes`, in order, as the children at `index`,
   * `index + 1`... in one call (a run of new rows: the DOM appends them as
   * one fragment instead of one insertion each).
   */
  insertAll?(index: number, nodes: readonly N[]): void;
  remove(index: number, count: number): void;
  move(from: number, to: number, count: number): void;
}

export function planChildren<N>(
  oldCount: number,
  order: ArrayLike<number>,
  inserted: readonly N[],
  sink: ChildOpSink<N>,
  base = 0,
): void {
  const runs: number[] = [];
  for (let j = 0; j < order.length; j++) appendRun(runs, order[j]!, 1);
  planRuns(oldCount, runs, inserted, sink, base);
}

/**
 * Appends `n` children to a new order held as runs (see `planRuns`): old
 * children `oldStart` … `oldStart + n - 1`, or `n` new nodes for an
 * `oldStart` of -1; a run that continues the last one lengthens it.
 */
export function appendRun(runs: number[], oldStart: number, n: number): void {
  const last = runs.length - 2;
  if (last >= 0) {
    const start = runs[last]!;
    if (oldStart < 0 ? start < 0 : start >= 0 && start + runs[last + 1]! === oldStart) {
      runs[last + 1]! += n;
      return;
    }
  }
  runs.push(oldStart, n);
}

/**
 * `planChildren` for a new order given as runs, `[oldStart, length]` pairs
 * (`appendRun`): what `NodeFrame` records, so that a list whose rows mostly
 * keep their order (two rows of 1,000 swapped: five runs) is planned in work
 * proportional to its runs, not to its rows.
 */
export function planRuns<N>(
  oldCount: number,
  runs: readonly number[],
  inserted: readonly N[],
  sink: ChildOpSink<N>,
  base = 0,
): void {
  // 1. Removes, coalesced, with running indices, in old order: the gaps between the
  //    survivor runs sorted by old index. `rankOf[p]` is the position among the
  //    survivors of the first child of the run at `runs[p]`.
  const survivorRuns: number[] = [];
  let sorted = true;
  let newCount = 0;
  for (let p = 0; p < runs.length; p += 2) {
    newCount += runs[p + 1]!;
    if (runs[p]! < 0) continue;
    if (survivorRuns.length > 0 && runs[survivorRuns[survivorRuns.length - 1]!]! > runs[p]!) sorted = false;
    survivorRuns.push(p);
  }
  if (!sorted) survivorRuns.sort((a, b) => runs[a]! - runs[b]!);
  const rankOf = new Int32Array(runs.length);
  let removed = 0;
  let end = 0; // old index after the last survivor so far
  for (let s = 0; s < survivorRuns.length; s++) {
    const p = survivorRuns[s]!;
    const start = runs[p]!;
    if (start > end) {
      sink.remove(base + end - removed, start - end);
      removed += start - end;
    }
    rankOf[p] = start - removed;
    end = start + runs[p + 1]!;
  }
  if (oldCount > end) {
    sink.remove(base + end - removed, oldCount - end);
    removed += oldCount - end;
  }
  const survivors = oldCount - removed;
  if (survivors === 0) {
    // Everything is new: insert in order (a DOM applier appends).
    if (sink.insertAll !== undefined && newCount > 1)
      sink.insertAll(base, inserted.length === newCount ? inserted : inserted.slice(0, newCount));
    else for (let j = 0; j < newCount; j++) sink.insert(base + j, inserted[j]!);
    return;
  }

  // 2. The runs that move together: survivors consecutive both before and after
  //    (runs that were apart only by removed children join), or new nodes.
  const runStart: number[] = [];
  const runLength: number[] = [];
  const runRank: number[] = []; // first survivor rank of the run, -1 for new nodes
  const runInserted: number[] = []; // for new nodes, the index in `inserted` of the first
  for (let p = 0, j = 0, fresh = 0; p < runs.length; p += 2) {
    const length = runs[p + 1]!;
    const r = runs[p]! < 0 ? -1 : rankOf[p]!;
    const k = runRank.length - 1;
    if (k >= 0 && (r < 0 ? runRank[k]! < 0 : runRank[k]! >= 0 && runRank[k]! + runLength[k]! === r))
      runLength[k]! += length;
    else {
      runStart.push(j);
      runLength.push(length);
      runRank.push(r);
      runInserted.push(fresh);
    }
    if (r < 0) fresh += length;
    j += length;
  }

  // 3. Runs that stay: the heaviest increasing subsequence of survivor runs.
  const stays = heaviestIncreasingRuns(runRank, runLength, survivors);

  // 4. Right to left, put every other run right before its successor. `current`
  //    simulates the children: survivor ranks, and -1 - j for the j-th new node.
  const current: number[] = [];
  for (let r = 0; r < survivors; r++) current.push(r);
  for (let k = runRank.length - 1; k >= 0; k--) {
    const next = k + 1 < runRank.length ? firstId(runRank, runStart, k + 1) : undefined;
    const to = next === undefined ? current.length : current.indexOf(next);
    if (runRank[k]! < 0) {
      const first = runStart[k]!;
      const length = runLength[k]!;
      const from = runInserted[k]!;
      if (sink.insertAll !== undefined && length > 1) {
        const ids: number[] = [];
        for (let j = first; j < first + length; j++) ids.push(-1 - j);
        current.splice(to, 0, ...ids);
        sink.insertAll(base + to, inserted.slice(from, from + length));
      } else {
        for (let i = length - 1; i >= 0; i--) {
          current.splice(to, 0, -1 - (first + i));
          sink.insert(base + to, inserted[from + i]!);
        }
      }
    } else if (!stays[k]) {
      const from = current.indexOf(runRank[k]!);
      const count = runLength[k]!;
      if (from + count !== to) {
        sink.move(base + from, base + to, count);
        const moved = current.splice(from, count);
        current.splice(from < to ? to - count : to, 0, ...moved);
      }
    }
  }
}

function firstId(runRank: number[], runStart: number[], k: number): number {
  return runRank[k]! >= 0 ? runRank[k]! : -1 - runStart[k]!;
}

/**
 * Marks the survivor runs to keep in place: an increasing (by rank) sequence
 * of runs with the most nodes, found with a Fenwick tree of prefix maxima over
 * ranks in O(r log n). Returns 1 for each run that stays, 0 for the others.
 */
function heaviestIncreasingRuns(runRank: number[], runLength: number[], survivors: number): Uint8Array {
  const runs = runRank.length;
  const best = new Float64Array(survivors + 1); // Fenwick: max weight of a chain ending at rank <= i
  const bestRun = new Int32Array(survivors + 1).fill(-1);
  const previous = new Int32Array(runs).fill(-1);
  const weight = new Float64Array(runs);
  let top = -1;
  for (let k = 0; k < runs; k++) {
    const r = runRank[k]!;
    if (r < 0) continue;
    // best chain among runs whose last rank < r
    let w = 0;
    let from = -1;
    for (let i = r; i > 0; i -= i & -i) {
      if (best[i]! > w) {
        w = best[i]!;
        from = bestRun[i]!;
      }
    }
    weight[k] = w + runLength[k]!;
    previous[k] = from;
    const last = r + runLength[k]!; // Fenwick index of the run's last rank (1-based)
    for (let i = last; i <= survivors; i += i & -i) {
      if (weight[k]! > best[i]!) {
        best[i] = weight[k]!;
        bestRun[i] = k;
      }
    }
    if (top < 0 || weight[k]! > weight[top]!) top = k;
  }
  // 1 for the runs that stay. A typed array, not `new Array(runs).fill(false)`: once
  // `new Array` here has learned object elements, V8's `fill` of the whole
  // array turns that holey array packed, a transition away from the shared
  // holey-array map, which deoptimizes all code relying on that map being
  // stable ("dependent prototype chain changed", see bench/README.md).
  const stays = new Uint8Array(runs);
  for (let k = top; k >= 0; k = previous[k]!) stays[k] = 1;
  return stays;
}
