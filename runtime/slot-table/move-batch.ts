import type { SlotTable } from "./slot-table.js";

/**
 * Consecutive moves among the children of one parent, gathered so that the
 * writer carries them out in one pass over the range they touch instead of
 * one pass per move (reversing 1,000 keyed rows is 999 moves).
 *
 * It only does bookkeeping: the range `[start, end)` of sibling subtrees the
 * moves touch, as blocks in their current order (`origins`: the index a
 * block had before the batch; `sizes`). A block is a run of whole sibling
 * subtrees that were next to each other before and still are: a range
 * joins the batch as one block, and a block is split (at a sibling
 * boundary) only where a move takes a subtree out of it. So the bookkeeping
 * costs what the moves are, not the length of the range: swapping two of
 * 1,000 rows, or deferring a removed row after the 996 that follow it, is a
 * handful of blocks. The table itself is untouched until the writer
 * flushes, so outside the range it still answers for the current state,
 * and inside it a position maps back to where the group still sits
 * (`translate`). The batch is empty (no moves gathered) while `origins` is;
 * a writer keeps one for its life (see `SlotWriter.batch`).
 */
export class MoveBatch {
  /** The common parent's index, -1 at the root level. */
  parent = -1;
  start = 0;
  end = 0;
  readonly origins: number[] = [];
  readonly sizes: number[] = [];
  /** A block index and its position, where the next lookup probably starts (the composer moves in increasing order). */
  private hintBlock = 0;
  private hintPos = 0;

  constructor(readonly table: SlotTable) {}

  /** Starts a batch with the siblings from `to` to the end of the subtree at `from`; false if they are not siblings. */
  begin(from: number, to: number): boolean {
    const t = this.table;
    this.reset(t.parent(from), to);
    if (t.parent(to) !== this.parent) return false;
    return this.extendTo(from + t.groupSize(from)) && this.move(from, to);
  }

  /**
   * Adds the move of the subtree at `from` to `to` (before it, same parent) if
   * it falls on or next to the batch's range; false otherwise, with the batch
   * unchanged.
   */
  tryMove(from: number, to: number): boolean {
    if (to < this.start || to > this.end) return false;
    if (from >= this.end && !this.tryExtendTo(from, from + this.table.groupSize(from))) return false;
    return this.move(from, to);
  }

  /** Starts a batch with the siblings from `from` up to `end`, the first moved to the end of them; false if they are not siblings. */
  beginLater(from: number, end: number): boolean {
    this.reset(this.table.parent(from), from);
    return this.extendTo(end) && this.moveLater(from, end);
  }

  /**
   * Adds the move of the subtree at `from` later, to end at `end`, if `from`
   * falls in or right after the batch's range; false otherwise, with the batch unchanged.
   */
  tryMoveLater(from: number, end: number): boolean {
    if (from < this.start || from > this.end) return false;
    if (end > this.end && !this.tryExtendTo(this.end, end)) return false;
    return this.moveLater(from, end);
  }

  /** Where the group at `pos` (in the table as the moves so far leave it) sits now; `pos` itself outside the range. */
  translate(pos: number): number {
    if (pos < this.start || pos >= this.end) return pos;
    const k = this.blockContaining(pos);
    return this.origins[k]! + (pos - this.hintPos);
  }

  /**
   * When removing `[pos, pos + count)` (in the order the moves leave) takes
   * whole blocks of the batch and the blocks left are in their old order,
   * returns the removed blocks as old index and size pairs (`[index, size,
   * index, size…]`), by old index ascending: removing them there is the same
   * as doing the moves and then the removal. Otherwise null, and the batch
   * means what it meant.
   */
  removalInPlace(pos: number, count: number): number[] | null {
    if (pos < this.start || pos + count > this.end) return null;
    const first = this.blockAt(pos);
    const last = first < 0 ? -1 : this.blockAt(pos + count);
    if (first < 0 || last < 0) return null;
    const origins = this.origins;
    let previous = -1;
    for (let k = 0; k < origins.length; k++) {
      if (k === first) k = last;
      if (k === origins.length) break;
      if (origins[k]! < previous) return null;
      previous = origins[k]!;
    }
    const removed: number[] = [];
    for (let k = first; k < last; k++) removed.push(k);
    removed.sort((a, b) => origins[a]! - origins[b]!);
    return removed.flatMap((k) => [origins[k]!, this.sizes[k]!]);
  }

  /** No moves gathered: the writer carried them out, or needs none of them done. */
  clear(): void {
    this.origins.length = 0;
    this.sizes.length = 0;
  }

  /** An empty batch among the children of `parent`, at `at`. */
  private reset(parent: number, at: number): void {
    this.origins.length = 0;
    this.sizes.length = 0;
    this.parent = parent;
    this.start = this.end = at;
    this.hintBlock = 0;
    this.hintPos = at;
  }

  /** `extendTo(limit)` if `sibling` (at or after the range's end) is one of the batch's siblings; else, or if it fails, the batch is unchanged. */
  private tryExtendTo(sibling: number, limit: number): boolean {
    if (this.table.parent(sibling) !== this.parent) return false;
    const blocks = this.origins.length;
    const end = this.end;
    if (this.extendTo(limit)) return true;
    this.origins.length = this.sizes.length = blocks;
    this.end = end;
    return false;
  }

  /**
   * Appends the siblings after `end` up to `limit`, which must be where one
   * of them ends (where a sibling starts, or the parent ends): one block,
   * whatever their number.
   */
  private extendTo(limit: number): boolean {
    const end = this.end;
    if (limit <= end) return limit === end;
    const t = this.table;
    const parent = this.parent;
    const parentEnd = parent < 0 ? t.size : parent + t.groupSize(parent);
    if (limit > parentEnd || (limit < parentEnd && t.parent(limit) !== parent)) return false;
    this.origins.push(end);
    this.sizes.push(limit - end);
    this.end = limit;
    return true;
  }

  private move(from: number, to: number): boolean {
    if (from === to) return true;
    // The target first: splitting the source's block never shifts blocks before it.
    const target = this.blockAt(to);
    const source = target < 0 ? -1 : this.subtreeAt(from);
    if (source < 0 || target > source) return false;
    const origins = this.origins;
    const sizes = this.sizes;
    const origin = origins[source]!;
    const size = sizes[source]!;
    // Shift the blocks in between by one: O(distance), and O(1) for the
    // composer's common "next row moves before the one removed" case.
    for (let k = source; k > target; k--) {
      origins[k] = origins[k - 1]!;
      sizes[k] = sizes[k - 1]!;
    }
    origins[target] = origin;
    sizes[target] = size;
    // The composer's next move usually lands right after this one.
    this.hintBlock = target + 1;
    this.hintPos = to + size;
    return true;
  }

  private moveLater(from: number, end: number): boolean {
    const source = this.subtreeAt(from);
    const last = source < 0 ? -1 : this.blockAt(end);
    if (source < 0 || last <= source) return false;
    const origins = this.origins;
    const sizes = this.sizes;
    const origin = origins[source]!;
    const size = sizes[source]!;
    // The blocks in between shift back by one (O(distance)), the moved one goes last.
    for (let k = source; k < last - 1; k++) {
      origins[k] = origins[k + 1]!;
      sizes[k] = sizes[k + 1]!;
    }
    origins[last - 1] = origin;
    sizes[last - 1] = size;
    this.hintBlock = source;
    this.hintPos = from;
    return true;
  }

  /**
   * The block that starts at `pos` (`origins.length` at the range's end),
   * splitting the block that holds it there if `pos` is where one of its
   * subtrees starts; -1 if it is not.
   */
  private blockAt(pos: number): number {
    if (pos === this.end) return this.origins.length;
    const k = this.blockContaining(pos);
    const at = this.hintPos;
    if (at === pos) return k;
    const old = this.origins[k]! + (pos - at);
    if (this.table.parent(old) !== this.parent) return -1;
    // Two blocks where there was one: the same groups in the same order.
    this.origins.splice(k + 1, 0, old);
    this.sizes.splice(k + 1, 0, this.sizes[k]! - (pos - at));
    this.sizes[k] = pos - at;
    this.hintBlock = k + 1;
    this.hintPos = pos;
    return k + 1;
  }

  /** `blockAt(pos)`, split after the subtree at `pos` too: a block of that one subtree, or -1. */
  private subtreeAt(pos: number): number {
    const k = this.blockAt(pos);
    if (k < 0 || k === this.origins.length) return -1;
    const size = this.table.groupSize(this.origins[k]!);
    if (this.sizes[k]! > size && this.blockAt(pos + size) < 0) return -1;
    this.hintBlock = k;
    this.hintPos = pos;
    return k;
  }

  /**
   * The block whose range holds `pos` (in `[start, end)`); leaves the hint on
   * it. Walks from the nearest of the start, the hint and the end.
   */
  private blockContaining(pos: number): number {
    const sizes = this.sizes;
    let k = this.hintBlock;
    let at = this.hintPos;
    if (pos < at && pos - this.start < at - pos) {
      k = 0;
      at = this.start;
    } else if (pos >= at && this.end - pos < pos - at) {
      k = sizes.length;
      at = this.end;
    }
    while (at > pos) at -= sizes[--k]!;
    while (at + sizes[k]! <= pos) at += sizes[k++]!;
    this.hintBlock = k;
    this.hintPos = at;
    return k;
  }
}
