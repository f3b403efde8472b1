import { REMOVED } from "./anchor.js";
import { DATA, GROUP_FIELDS as F, INFO, KEY, NODE_COUNT_MASK, PARENT, SIZE } from "./group-layout.js";
import { MoveBatch } from "./move-batch.js";
import { SlotTable } from "./slot-table.js";
import { lowerBound } from "../lower-bound.js";
import { internalError } from "../messages.js";

/** A run of `flushMoves`: subtrees next to each other before and after the moves. */
interface Run {
  origin: number;
  size: number;
  pos: number;
  data: number;
  slotFrom: number;
  slotCount: number;
  /** It does not end where it was (its groups, slots or anchors change place). */
  moved: boolean;
  /** Its first anchor's position among the range's old anchors. */
  anchors: number;
}

/**
 * The one writer of a slot table. Two uses:
 * - *append* mode builds a fresh table group by group (the insert table that
 *   holds new content while the main table is being read);
 * - *edit* mode carries out a pass's changes on the main table: insert groups
 *   from the insert table, remove groups, move a group among its siblings,
 *   update slot values and node counts.
 * Every edit moves the gap to where it happens first; see slot-table.ts for
 * how `PARENT`, `DATA` and anchors stay valid across it. Moves are the
 * exception: consecutive ones are gathered and done in one pass (see
 * `moveGroup`), so the table shows them after the writer's next other edit
 * or `close`; read it only then.
 */
export class SlotWriter {
  closed = false;
  /**
   * Moves gathered but not yet carried out; none while `origins` is empty.
   * One batch for the writer's life, never replaced: a field that held null
   * until the first move and a batch after it changed its type and constness
   * at a page's first move, and V8 threw away the optimized code of every
   * function that read it (`appendGroup`, `appendSlot`, `addFlags`... "dependent
   * field type constness changed", see bench/README.md).
   */
  private readonly batch: MoveBatch;

  constructor(readonly table: SlotTable) {
    this.batch = new MoveBatch(table);
  }

  close(): void {
    if (this.closed) return;
    this.flushMoves();
    this.closed = true;
    this.table.writing = false;
  }

  // ---- append mode ----------------------------------------------------------

  /** Starts a group at the end of the table; returns its index. */
  appendGroup(key: number, info: number, parent: number): number {
    const t = this.table;
    // Appending to an insert table, both gaps are already at the end: test
    // that inline rather than call three functions that return at once
    // (this runs for every new group, mostly before it is optimized).
    if (
      t.gapStart !== t.size ||
      t.slotGapStart !== t.slotsSize ||
      t.size === t.capacity ||
      this.batch.origins.length !== 0
    ) {
      this.moveGapTo(t.size);
      this.moveSlotGapTo(t.slotsSize);
      this.ensureCapacity(1);
    }
    const index = t.size;
    const a = index * F;
    const g = t.groups;
    g[a + KEY] = key;
    g[a + INFO] = info;
    g[a + SIZE] = 1;
    g[a + PARENT] = parent;
    g[a + DATA] = t.slotsSize;
    t.size++;
    t.gapStart++;
    return index;
  }

  /**
   * Adds a slot to `group`, which must be the last group started: once a child
   * group exists, the parent's slot count is fixed (How Composition Works).
   */
  appendSlot(group: number, value: unknown): void {
    const t = this.table;
    if (group !== t.size - 1) {
      throw internalError("I005");
    }
    if (t.slotGapStart !== t.slotsSize || t.slotGapLength === 0 || this.batch.origins.length !== 0) {
      this.moveSlotGapTo(t.slotsSize);
      this.ensureSlotCapacity(1);
    }
    t.slots[t.slotGapStart++] = value;
    t.slotGapLength--;
    t.slotsSize++;
  }

  /** Ends an appended group: its size is now known, and so is its node count. */
  closeGroup(index: number, nodeCount: number): void {
    const t = this.table;
    const a = t.address(index) * F;
    t.groups[a + SIZE] = t.size - index;
    t.groups[a + INFO] = (t.groups[a + INFO]! & ~NODE_COUNT_MASK) | nodeCount;
  }

  /**
   * Drops every group from `size` on, and their slots and anchors: an error
   * boundary discarding content it had started to insert.
   */
  truncate(size: number): void {
    const t = this.table;
    if (size >= t.size) return;
    this.moveGapTo(t.size);
    this.moveSlotGapTo(t.slotsSize);
    const slotsSize = t.dataIndex(size);
    clearSlots(t.slots, slotsSize, t.slotsSize);
    t.slotGapLength += t.slotsSize - slotsSize;
    t.slotsSize = t.slotGapStart = slotsSize;
    const from = t.anchorSearch(size);
    for (let k = from; k < t.anchors.length; k++) t.anchors[k]!.location = REMOVED;
    t.anchors.length = from;
    t.size = t.gapStart = size;
  }

  // ---- edit mode ------------------------------------------------------------

  /** Overwrites one slot (aux slots included) of a group; the slot must exist. */
  setSlot(pos: number, offset: number, value: unknown): void {
    const t = this.table;
    // Gathered moves stay gathered: write where the group still sits.
    const index = this.batch.origins.length === 0 ? pos : this.batch.translate(pos);
    if (offset >= t.slotCount(index)) {
      throw internalError("I006", { group: index, count: t.slotCount(index) });
    }
    t.slots[t.slotAddress(t.dataIndex(index) + offset)] = value;
  }

  /** Adds `flags` (such as `PROPS_FLAG`) to a group's info. */
  addFlags(pos: number, flags: number): void {
    const t = this.table;
    const index = this.batch.origins.length === 0 ? pos : this.batch.translate(pos);
    t.groups[t.address(index) * F + INFO] |= flags;
  }

  setNodeCount(pos: number, count: number): void {
    const t = this.table;
    const index = this.batch.origins.length === 0 ? pos : this.batch.translate(pos);
    const a = t.address(index) * F + INFO;
    t.groups[a] = (t.groups[a]! & ~NODE_COUNT_MASK) | count;
  }

  /**
   * Copies `count` groups (whole sibling subtrees) of `source`, starting at
   * `sourceStart`, to `index` under `parent`. Anchors into the copied groups
   * move to this table, so scopes created in the insert table keep working.
   */
  insertFrom(index: number, parent: number, source: SlotTable, sourceStart: number, count: number): void {
    if (count === 0) return;
    this.flushMoves();
    const t = this.table;
    if (
      t.size === 0 &&
      t.slotsSize === 0 &&
      t.anchors.length === 0 &&
      sourceStart === 0 &&
      count === source.size
    ) {
      // A first composition: all of the insert table into an empty table.
      // The copy would be the same groups, slots and anchors in the same
      // places (parents and data offsets unchanged at index 0 under no
      // parent), so the two tables trade contents instead (a page's
      // thousands of groups are not copied); the insert table is left empty.
      t.swapContents(source);
      return;
    }
    this.moveGapTo(index);
    this.ensureCapacity(count);
    const data = t.dataIndex(index);
    const sourceData = source.dataIndex(sourceStart);
    const slotCount = source.dataIndex(sourceStart + count) - sourceData;
    this.moveSlotGapTo(data);
    this.ensureSlotCapacity(slotCount);

    const g = t.groups;
    if (sourceStart + count <= source.gapStart) {
      // The usual case: an insert table is only appended to, so the groups
      // sit before its gap and hold plain values; no accessor call per field
      // (this loop runs for every new group, often before it is optimized).
      const sg = source.groups;
      for (let k = 0; k < count; k++) {
        const b = (sourceStart + k) * F;
        const a = (index + k) * F;
        g[a + KEY] = sg[b + KEY]!;
        g[a + INFO] = sg[b + INFO]!;
        g[a + SIZE] = sg[b + SIZE]!;
        const sourceParent = sg[b + PARENT]!;
        g[a + PARENT] = sourceParent < sourceStart ? parent : sourceParent - sourceStart + index;
        g[a + DATA] = sg[b + DATA]! - sourceData + data;
      }
    } else {
      for (let k = 0; k < count; k++) {
        const s = sourceStart + k;
        const a = (index + k) * F;
        g[a + KEY] = source.key(s);
        g[a + INFO] = source.info(s);
        g[a + SIZE] = source.groupSize(s);
        const sourceParent = source.parent(s);
        g[a + PARENT] = sourceParent < sourceStart ? parent : sourceParent - sourceStart + index;
        g[a + DATA] = source.dataIndex(s) - sourceData + data;
      }
    }
    const slots = t.slots;
    const sourceSlots = source.slots;
    if (sourceData + slotCount <= source.slotGapStart) {
      for (let k = 0; k < slotCount; k++) slots[data + k] = sourceSlots[sourceData + k];
    } else {
      for (let k = 0; k < slotCount; k++) slots[data + k] = sourceSlots[source.slotAddress(sourceData + k)];
    }
    t.gapStart += count;
    t.size += count;
    t.slotGapStart += slotCount;
    t.slotGapLength -= slotCount;
    t.slotsSize += slotCount;
    for (let p = parent; p >= 0; p = t.parent(p)) this.addSize(p, count);

    const from = source.anchorSearch(sourceStart);
    const to = source.anchorSearch(sourceStart + count);
    if (from < to) {
      const moved = source.anchors.splice(from, to - from);
      for (const anchor of moved) {
        const i = source.anchorIndex(anchor) - sourceStart + index;
        anchor.location = i; // before the gap: stored from the start
      }
      t.anchors.splice(t.anchorSearch(index), 0, ...moved);
    }
  }

  /** Removes `count` groups (whole sibling subtrees) at `index`; their anchors become invalid. */
  removeGroups(index: number, count: number): void {
    if (count === 0) return;
    if (this.batch.origins.length !== 0) {
      // The composer moves every later row before a removed one, then removes
      // it: if what remains of the gathered moves is the old order, none of
      // them needs doing, only the removal where the row still sits.
      const blocks = this.batch.removalInPlace(index, count);
      if (blocks !== null) {
        this.batch.clear();
        for (let k = blocks.length - 2; k >= 0; k -= 2) this.removeGroupsAt(blocks[k]!, blocks[k + 1]!);
        return;
      }
      this.flushMoves();
    }
    this.removeGroupsAt(index, count);
  }

  private removeGroupsAt(index: number, count: number): void {
    const t = this.table;
    const parent = t.parent(index);
    this.moveGapTo(index);
    const data = t.dataIndex(index);
    const slotCount = t.dataIndex(index + count) - data;
    this.moveSlotGapTo(data);
    clearSlots(t.slots, data + t.slotGapLength, data + t.slotGapLength + slotCount);
    t.slotGapLength += slotCount;
    t.slotsSize -= slotCount;

    const from = t.anchorSearch(index);
    const to = t.anchorSearch(index + count);
    for (let k = from; k < to; k++) t.anchors[k]!.location = REMOVED;
    if (from < to) t.anchors.splice(from, to - from);

    t.size -= count; // the removed groups sat just after the gap: the gap swallows them
    for (let p = parent; p >= 0; p = t.parent(p)) this.addSize(p, -count);
  }

  /**
   * Moves the group at `from` (with its subtree) to `to`, before it among the
   * same parent's children. Consecutive moves among one parent's children are
   * gathered and carried out together, in one pass over the range they touch,
   * at the writer's next other edit or at `close` (see `MoveBatch`).
   */
  moveGroup(from: number, to: number): void {
    if (from === to) return;
    const batch = this.batch;
    if (batch.origins.length !== 0) {
      if (batch.tryMove(from, to)) return;
      this.flushMoves();
    }
    if (!batch.begin(from, to)) {
      batch.clear();
      throw internalError("I007", { from, to });
    }
  }

  /**
   * Moves the group at `from` (with its subtree) later among its siblings, so
   * that it ends at `end` (where a later sibling ends). Gathered like `moveGroup`.
   */
  moveGroupLater(from: number, end: number): void {
    const batch = this.batch;
    if (batch.origins.length !== 0) {
      if (batch.tryMoveLater(from, end)) return;
      this.flushMoves();
    }
    if (!batch.beginLater(from, end)) {
      batch.clear();
      throw internalError("I008", { from, to: end });
    }
  }

  /**
   * Carries out the gathered moves: the range's subtrees are rewritten in
   * their new order. Subtrees that were already next to each other form one
   * run, and a run back where it was (most of the range after a swap or a
   * removal) is not touched: the runs that move land exactly where the runs
   * that move were, so only those are copied aside before the rewrite.
   */
  private flushMoves(): void {
    const batch = this.batch;
    if (batch.origins.length === 0) return;
    const t = this.table;
    const { start, end, origins, sizes } = batch;
    // With the range on one side of each gap, every field in it shifts by a plain delta.
    // (The gaps' own functions: the public ones would flush this batch first.)
    if (t.gapStart > start && t.gapStart < end)
      this.gapTo(t.gapStart - start < end - t.gapStart ? start : end);
    const dataStart = t.dataIndex(start);
    const dataEnd = t.dataIndex(end);
    const slotGap = t.slotGapStart;
    if (slotGap > dataStart && slotGap < dataEnd)
      this.slotGapTo(slotGap - dataStart < dataEnd - slotGap ? dataStart : dataEnd);

    const g = t.groups;
    const slots = t.slots;
    const base = t.address(start) * F;
    const slotBase = t.slotAddress(dataStart);
    const afterGap = start >= t.gapStart;
    const slotsSize = t.slotsSize;
    /** Where the slots of the group at `index` (or of the range's end) start, read before anything is rewritten. */
    const dataOf = (index: number): number => {
      if (index === end) return dataEnd;
      const stored = g[base + (index - start) * F + DATA]!;
      return afterGap ? stored + slotsSize + 1 : stored;
    };

    // The anchors in the range, and their indices before the rewrite (anchorIndex, inline).
    const anchorFrom = t.anchorSearch(start);
    const oldAnchors = t.anchors.slice(anchorFrom, t.anchorSearch(end));
    const oldAnchorIndex = new Array<number>(oldAnchors.length);
    for (let a = 0; a < oldAnchors.length; a++) {
      const location = oldAnchors[a]!.location;
      oldAnchorIndex[a] = location >= 0 ? location : location + t.size;
    }

    // The runs in their new order, with where they were and where they go.
    const runs: Run[] = [];
    let pos = start;
    let data = dataStart;
    let moving = 0;
    for (let k = 0; k < origins.length;) {
      const origin = origins[k]!;
      let size = sizes[k++]!;
      while (k < origins.length && origins[k] === origin + size) size += sizes[k++]!;
      const slotFrom = dataOf(origin);
      const slotCount = dataOf(origin + size) - slotFrom;
      const moved = pos !== origin || data !== slotFrom;
      if (moved) moving++;
      runs.push({
        origin,
        size,
        pos,
        data,
        slotFrom,
        slotCount,
        moved,
        anchors: lowerBound(oldAnchorIndex, origin),
      });
      pos += size;
      data += slotCount;
    }
    // What moves is copied aside before the rewrite: the runs that move land exactly where
    // runs that move were. Many runs (a reversal): the whole range at once.
    const whole = moving > 8;
    const wholeGroups = whole ? g.slice(base, base + (end - start) * F) : null;
    const wholeSlots = whole ? slots.slice(slotBase, slotBase + dataEnd - dataStart) : null;
    const copies: { groups: Int32Array; slots: unknown[] }[] = [];
    if (!whole)
      for (const run of runs) {
        if (!run.moved) continue;
        const from = base + (run.origin - start) * F;
        const slotAt = slotBase + run.slotFrom - dataStart;
        copies.push({
          groups: g.slice(from, from + run.size * F),
          slots: slots.slice(slotAt, slotAt + run.slotCount),
        });
      }

    // Anchors stay sorted: each run's anchors (consecutive among the old ones) in the runs' new order.
    let anchorAt = anchorFrom;
    let copy = 0;
    for (const run of runs) {
      const delta = run.pos - run.origin;
      if (run.moved) {
        // The range stays on its side of the gap: both encodings of PARENT and
        // DATA shift with the index. A run's roots keep their parent.
        const slotDelta = run.data - run.slotFrom;
        const old = whole ? wholeGroups! : copies[copy]!.groups;
        const at = whole ? (run.origin - start) * F : 0;
        const dst = base + (run.pos - start) * F;
        for (let i = 0, root = 0; i < run.size; i++) {
          const src = at + i * F;
          const to = dst + i * F;
          g[to + KEY] = old[src + KEY]!;
          g[to + INFO] = old[src + INFO]!;
          g[to + SIZE] = old[src + SIZE]!;
          g[to + PARENT] = i === root ? old[src + PARENT]! : old[src + PARENT]! + delta;
          g[to + DATA] = old[src + DATA]! + slotDelta;
          if (i === root) root += old[src + SIZE]!;
        }
        const oldSlots = whole ? wholeSlots! : copies[copy++]!.slots;
        const slotAt = whole ? run.slotFrom - dataStart : 0;
        const slotDst = slotBase + run.data - dataStart;
        for (let j = 0; j < run.slotCount; j++) slots[slotDst + j] = oldSlots[slotAt + j];
      }
      for (let a = run.anchors; a < oldAnchors.length && oldAnchorIndex[a]! < run.origin + run.size; a++) {
        const anchor = oldAnchors[a]!;
        if (delta !== 0) anchor.location = t.encodeAnchor(oldAnchorIndex[a]! + delta);
        t.anchors[anchorAt++] = anchor;
      }
    }
    batch.clear();
  }

  private addSize(index: number, delta: number): void {
    const t = this.table;
    t.groups[t.address(index) * F + SIZE]! += delta;
  }

  // ---- the gaps ---------------------------------------------------------------

  /** Moves the group gap so that it starts at `index`, rewriting what crosses it. */
  moveGapTo(index: number): void {
    if (this.batch.origins.length !== 0) this.flushMoves();
    this.gapTo(index);
  }

  private gapTo(index: number): void {
    const t = this.table;
    const old = t.gapStart;
    if (index === old) return;
    const g = t.groups;
    const gapLength = t.capacity - t.size;
    if (gapLength > 0) {
      if (index < old) g.copyWithin((index + gapLength) * F, index * F, old * F);
      else g.copyWithin(old * F, (old + gapLength) * F, (index + gapLength) * F);
    }
    t.gapStart = index;
    const low = Math.min(index, old);
    const high = Math.max(index, old);
    // Groups in [low, high) changed side: before the gap they count from the
    // start, after it from the end. So do their children's parent fields and
    // the anchors that name them.
    const towardEnd = index < old;
    const dataShift = towardEnd ? -(t.slotsSize + 1) : t.slotsSize + 1;
    const parentShift = towardEnd ? -(t.size + 1) : t.size + 1;
    for (let i = low; i < high; i++) g[t.address(i) * F + DATA]! += dataShift;
    for (let p = low; p < high; p++) {
      const end = p + t.groupSize(p);
      for (let c = p + 1; c < end; c += t.groupSize(c)) g[t.address(c) * F + PARENT]! += parentShift;
    }
    const last = t.anchorSearch(high);
    for (let k = t.anchorSearch(low); k < last; k++) {
      const anchor = t.anchors[k]!;
      const i = t.anchorIndex(anchor);
      anchor.location = towardEnd ? i - t.size : i;
    }
  }

  /** Moves the slot gap to `dataIndex`. Slot indexes are logical, so nothing else changes. */
  moveSlotGapTo(dataIndex: number): void {
    if (this.batch.origins.length !== 0) this.flushMoves();
    this.slotGapTo(dataIndex);
  }

  private slotGapTo(dataIndex: number): void {
    const t = this.table;
    const old = t.slotGapStart;
    if (dataIndex === old) return;
    const length = t.slotGapLength;
    const s = t.slots;
    if (length > 0) {
      // Clear only the copies left behind, so the gap holds no stale references.
      // Plain loops: V8's copyWithin on an array of objects is ~10-25x slower, optimized or not.
      if (dataIndex < old) {
        for (let i = old - 1; i >= dataIndex; i--) s[i + length] = s[i];
        clearSlots(s, dataIndex, Math.min(old, dataIndex + length));
      } else {
        for (let i = old; i < dataIndex; i++) s[i] = s[i + length];
        clearSlots(s, Math.max(dataIndex, old + length), dataIndex + length);
      }
    }
    t.slotGapStart = dataIndex;
  }

  ensureCapacity(extra: number): void {
    const t = this.table;
    const gapLength = t.capacity - t.size;
    if (gapLength >= extra) return;
    const capacity = Math.max(t.capacity * 2, t.size + extra + 16);
    const groups = new Int32Array(capacity * F);
    groups.set(t.groups.subarray(0, t.gapStart * F));
    const after = t.size - t.gapStart;
    groups.set(t.groups.subarray((t.gapStart + gapLength) * F, t.capacity * F), (capacity - after) * F);
    t.groups = groups;
    t.capacity = capacity;
  }

  ensureSlotCapacity(extra: number): void {
    const t = this.table;
    if (t.slotGapLength >= extra) return;
    const slots = t.slots;
    const oldLength = slots.length;
    const length = Math.max(oldLength * 2, t.slotsSize + extra + 16);
    // Grown in place by its length: V8 copies the elements natively and the
    // array stays fast (holey, not dictionary; a test holds it). A
    // `new Array(length)` and a copy loop cost twice as much, and past ~16K
    // elements optimized code cannot allocate it inline: V8 deoptimized
    // this function at each such growth ("length is greater than the maximum
    // for fast elements array", see bench/README.md).
    slots.length = length;
    // The slots after the gap go to the end; their old places join the gap, emptied
    // (the new length is at least twice the old, so the two ranges do not overlap).
    const after = t.slotsSize - t.slotGapStart;
    for (let i = after - 1; i >= 0; i--) slots[length - after + i] = slots[oldLength - after + i];
    clearSlots(slots, oldLength - after, oldLength);
    t.slotGapLength = length - t.slotsSize;
  }
}

/**
 * Empties `slots[from..to)`, so that the gap holds no stale references.
 * `fill`, not a loop: this runs once per pass over many slots (a
 * composition's insert table is emptied after every pass), so mostly in code
 * V8 has not optimized, where a loop costs far more than the builtin
 * (Chromium 150, 15,000 slots: loop 1.1 ms cold, fill under 0.05). With
 * `null`: V8's `fill(undefined)` on an array of mixed numbers and objects
 * turns it into a new holey-double array (118 kB for 15,000), which the next
 * object written turns back.
 */
function clearSlots(slots: unknown[], from: number, to: number): void {
  if (to > from) slots.fill(null, from, to);
}
