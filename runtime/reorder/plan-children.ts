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
  const newCount = order.length;
  // 1. Removes, coalesced, with running indices. `rank[old]` is the position of
  //    each surviving old child among the survivors.
  const rank = new Int32Array(oldCount).fill(-1);
  for (let j = 0; j < newCount; j++) if (order[j]! >= 0) rank[order[j]!] = 0;
  let survivors = 0;
  let removed = 0;
  for (let i = 0; i < oldCount;) {
    if (rank[i] === 0) {
      rank[i++] = survivors++;
      continue;
    }
    let run = 0;
    while (i + run < oldCount && rank[i + run] === -1) run++;
    sink.remove(base + i - removed, run);
    removed += run;
    i += run;
  }
  if (survivors === 0) {
    // Everything is new: insert in order (a DOM applier appends).
    if (sink.insertAll !== undefined && newCount > 1)
      sink.insertAll(base, inserted.length === newCount ? inserted : inserted.slice(0, newCount));
    else for (let j = 0; j < newCount; j++) sink.insert(base + j, inserted[j]!);
    return;
  }

  // 2. Cut the new order into runs: survivors that are consecutive both before
  //    and after (they move together) or new nodes (inserted together).
  const runStart: number[] = [];
  const runLength: number[] = [];
  const runRank: number[] = []; // first survivor rank of the run, -1 for new nodes
  for (let j = 0; j < newCount;) {
    const r = order[j]! < 0 ? -1 : rank[order[j]!]!;
    let k = j + 1;
    if (r < 0) while (k < newCount && order[k]! < 0) k++;
    else while (k < newCount && order[k]! >= 0 && rank[order[k]!] === r + (k - j)) k++;
    runStart.push(j);
    runLength.push(k - j);
    runRank.push(r);
    j = k;
  }

  // 3. Runs that stay: the heaviest increasing subsequence of survivor runs.
  const stays = heaviestIncreasingRuns(runRank, runLength, survivors);

  // 4. Right to left, put every other run right before its successor. `current`
  //    simulates the children: survivor ranks, and -1 - j for the j-th new node.
  const current: number[] = [];
  for (let r = 0; r < survivors; r++) current.push(r);
  const ordinal = new Int32Array(newCount); // index in `inserted` of each new node
  for (let j = 0, n = 0; j < newCount; j++) if (order[j]! < 0) ordinal[j] = n++;
  for (let k = runRank.length - 1; k >= 0; k--) {
    const next = k + 1 < runRank.length ? firstId(runRank, runStart, k + 1) : undefined;
    const to = next === undefined ? current.length : current.indexOf(next);
    if (runRank[k]! < 0) {
      const first = runStart[k]!;
      const length = runLength[k]!;
      if (sink.insertAll !== undefined && length > 1) {
        const nodes: N[] = [];
        const ids: number[] = [];
        for (let j = first; j < first + length; j++) {
          nodes.push(inserted[ordinal[j]!]!);
          ids.push(-1 - j);
        }
        current.splice(to, 0, ...ids);
        sink.insertAll(base + to, nodes);
      } else {
        for (let j = first + length - 1; j >= first; j--) {
          current.splice(to, 0, -1 - j);
          sink.insert(base + to, inserted[ordinal[j]!]!);
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
