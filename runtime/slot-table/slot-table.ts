import { Anchor, REMOVED } from "./anchor.js";
import {
  DATA,
  GROUP_FIELDS,
  INFO,
  KEY,
  NODE_COUNT_MASK,
  PARENT,
  SIZE,
  auxSlotOffset,
} from "./group-layout.js";
import { SlotReader } from "./slot-reader.js";
import { SlotWriter } from "./slot-writer.js";
import { internalError } from "../messages.js";

/** Spare capacity past its peak that an emptied table lets go of (`clear`); less is kept. */
const TRIM_SLACK = 1024;

/**
 * The slot table (How Composition Works): a tree of groups flattened in pre-order into an
 * `Int32Array` of five ints per group, and the groups' slot values in a plain
 * array. Both arrays are gap buffers: a group's *index* ignores the gap, its
 * *address* does not, and inserting or removing at a position moves the gap
 * there instead of shifting the whole table.
 *
 * Two fields point elsewhere and must survive inserts at the gap without being
 * rewritten:
 * - `PARENT` is stored as an index from the start when the parent is before
 *   the gap, and from the end (`parent - size - 1`) when it is after it;
 * - `DATA` (the group's first slot) is stored from the start for groups before
 *   the gap and from the end of the slot array (`data - slotsSize - 1`) for
 *   groups after it. Slots are only inserted or removed at the slots of the
 *   group at the gap, so this stays true.
 * Moving the gap rewrites just the fields of what it moves across.
 *
 * Access is disciplined as in Compose: any number of readers, or one writer,
 * never both (`openReader` / `openWriter` throw otherwise).
 */
export class SlotTable {
  // The gap buffers' layout is the runtime's own (@internal: composa/vite
  // shortens these names in production builds); other code reads the table
  // through its accessors (`key`, `groupSize`, `slot`, …).

  /** @internal Five ints per group; `capacity` groups, of which `size` are used. */
  groups = new Int32Array(32 * GROUP_FIELDS);
  /** @internal */ capacity = 32;
  /** Groups in the table. */
  size = 0;
  /** @internal */ gapStart = 0;

  /** @internal */ slots: unknown[] = new Array(64);
  /** @internal */ slotsSize = 0;
  /** @internal */ slotGapStart = 0;
  /** @internal */ slotGapLength = 64;

  /** @internal Every live anchor into this table, sorted by the index it names. */
  anchors: Anchor[] = [];

  /** @internal */ readers = 0;
  /** @internal */ writing = false;

  openReader(): SlotReader {
    if (this.writing) throw internalError("I001");
    this.readers++;
    return new SlotReader(this);
  }

  /** @internal */
  openWriter(): SlotWriter {
    if (this.writing) throw internalError("I002");
    if (this.readers > 0) throw internalError("I003");
    this.writing = true;
    return new SlotWriter(this);
  }

  /**
   * Trades every group, slot and anchor with `other` (arrays, gaps and
   * sizes, which together encode them); readers and writers stay where
   * they are. The first composition's insert, `SlotWriter.insertFrom`.
   * @internal
   */
  swapContents(other: SlotTable): void {
    [this.groups, other.groups] = [other.groups, this.groups];
    [this.capacity, other.capacity] = [other.capacity, this.capacity];
    [this.size, other.size] = [other.size, this.size];
    [this.gapStart, other.gapStart] = [other.gapStart, this.gapStart];
    [this.slots, other.slots] = [other.slots, this.slots];
    [this.slotsSize, other.slotsSize] = [other.slotsSize, this.slotsSize];
    [this.slotGapStart, other.slotGapStart] = [other.slotGapStart, this.slotGapStart];
    [this.slotGapLength, other.slotGapLength] = [other.slotGapLength, this.slotGapLength];
    [this.anchors, other.anchors] = [other.anchors, this.anchors];
  }

  /** @internal The most groups and slots the table held when emptied (`clear`). */
  peakGroups = 0;
  /** @internal */ peakSlots = 0;

  /**
   * Empties the table (a composition's insert table, between passes) and
   * keeps room for as much as it ever held when emptied, not the doubled
   * capacity its growth reached: a pass inserting 1,000 rows (18,000 slots)
   * grew the slot array to 32,768, and 59 kB of holes stayed in the heap
   * after it (bench/README.md, "Memory"). A pass that inserts as much again
   * (jfb's create after clear) does not grow it from nothing, which cost
   * more script time than the memory was worth (session 12's release).
   */
  clear(): void {
    if (this.size > this.peakGroups) this.peakGroups = this.size;
    if (this.slotsSize > this.peakSlots) this.peakSlots = this.slotsSize;
    const writer = this.openWriter();
    writer.truncate(0);
    writer.close();
    // Empty now: a smaller array needs no copy. Small tables keep their slack (no churn).
    const slots = Math.max(this.peakSlots, 64);
    if (this.slots.length >= slots + TRIM_SLACK) {
      this.slots = new Array(slots);
      this.slotGapLength = slots;
    }
    const groups = Math.max(this.peakGroups, 32);
    if (this.capacity >= groups + TRIM_SLACK) {
      this.groups = new Int32Array(groups * GROUP_FIELDS);
      this.capacity = groups;
    }
  }

  // ---- reading (by index) -------------------------------------------------
  // Every accessor computes the address itself instead of calling `address`:
  // in a freshly loaded page (the benchmarks' case) most of this code runs
  // before the optimizing compiler has inlined anything, and then each
  // nested call is paid on every group the Composer visits.

  /** @internal */
  address(index: number): number {
    return index < this.gapStart ? index : index + this.capacity - this.size;
  }

  key(index: number): number {
    return this.groups[
      (index < this.gapStart ? index : index + this.capacity - this.size) * GROUP_FIELDS + KEY
    ]!;
  }

  info(index: number): number {
    return this.groups[
      (index < this.gapStart ? index : index + this.capacity - this.size) * GROUP_FIELDS + INFO
    ]!;
  }

  groupSize(index: number): number {
    return this.groups[
      (index < this.gapStart ? index : index + this.capacity - this.size) * GROUP_FIELDS + SIZE
    ]!;
  }

  nodeCount(index: number): number {
    return (
      this.groups[
        (index < this.gapStart ? index : index + this.capacity - this.size) * GROUP_FIELDS + INFO
      ]! & NODE_COUNT_MASK
    );
  }

  parent(index: number): number {
    const stored =
      this.groups[
        (index < this.gapStart ? index : index + this.capacity - this.size) * GROUP_FIELDS + PARENT
      ]!;
    return stored >= -1 ? stored : stored + this.size + 1;
  }

  /** @internal Index of the group's first slot in the slot array (ignoring the slot gap). */
  dataIndex(index: number): number {
    if (index >= this.size) return this.slotsSize;
    if (index < this.gapStart) return this.groups[index * GROUP_FIELDS + DATA]!;
    return this.groups[(index + this.capacity - this.size) * GROUP_FIELDS + DATA]! + this.slotsSize + 1;
  }

  slotCount(index: number): number {
    const groups = this.groups;
    const gapStart = this.gapStart;
    const shift = this.capacity - this.size;
    const after = this.slotsSize + 1;
    const start =
      index < gapStart
        ? groups[index * GROUP_FIELDS + DATA]!
        : groups[(index + shift) * GROUP_FIELDS + DATA]! + after;
    const next = index + 1;
    if (next >= this.size) return this.slotsSize - start;
    const end =
      next < gapStart
        ? groups[next * GROUP_FIELDS + DATA]!
        : groups[(next + shift) * GROUP_FIELDS + DATA]! + after;
    return end - start;
  }

  /** @internal */
  slotAddress(dataIndex: number): number {
    return dataIndex < this.slotGapStart ? dataIndex : dataIndex + this.slotGapLength;
  }

  /**
   * The aux slot `flag` (`NODE_FLAG`, `SCOPE_FLAG`, `SOURCE_FLAG`,
   * `OBJECT_KEY_FLAG`) of a group whose info is `info`, or undefined when
   * the group has none: the one place that knows where aux slots sit.
   * @internal
   */
  aux(index: number, info: number, flag: number): unknown {
    return info & flag ? this.slot(index, auxSlotOffset(info, flag)) : undefined;
  }

  /**
   * The same aux slot for a walk that already holds the group's data index
   * (`dataIndex`): no second lookup of the group's address.
   * @internal
   */
  auxAtData(data: number, info: number, flag: number): unknown {
    return info & flag ? this.slots[this.slotAddress(data + auxSlotOffset(info, flag))] : undefined;
  }

  /** The `offset`-th slot of a group, aux slots included. */
  slot(index: number, offset: number): unknown {
    let data: number;
    if (index >= this.size) data = this.slotsSize;
    else if (index < this.gapStart) data = this.groups[index * GROUP_FIELDS + DATA]!;
    else data = this.groups[(index + this.capacity - this.size) * GROUP_FIELDS + DATA]! + this.slotsSize + 1;
    data += offset;
    return this.slots[data < this.slotGapStart ? data : data + this.slotGapLength];
  }

  /** An anchor for the group at `index`, shared with any earlier request. */
  anchor(index: number): Anchor {
    const anchors = this.anchors;
    const last = anchors[anchors.length - 1];
    if (last === undefined || this.anchorIndex(last) < index) {
      // New content is appended in order (a scope per row): no search.
      const anchor = new Anchor(this.encodeAnchor(index));
      anchors.push(anchor);
      return anchor;
    }
    const at = this.anchorSearch(index);
    const existing = this.anchors[at];
    if (existing && this.anchorIndex(existing) === index) return existing;
    const anchor = new Anchor(this.encodeAnchor(index));
    this.anchors.splice(at, 0, anchor);
    return anchor;
  }

  anchorIndex(anchor: Anchor): number {
    const location = anchor.location;
    if (location === REMOVED) throw internalError("I004");
    return location >= 0 ? location : location + this.size;
  }

  ownsAnchor(anchor: Anchor): boolean {
    if (!anchor.valid) return false;
    const index = this.anchorIndex(anchor);
    return index < this.size && this.anchors[this.anchorSearch(index)] === anchor;
  }

  /** @internal First position in `anchors` whose index is `>= index`. */
  anchorSearch(index: number): number {
    let low = 0;
    let high = this.anchors.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.anchorIndex(this.anchors[mid]!) < index) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** @internal */
  encodeAnchor(index: number): number {
    return index < this.gapStart ? index : index - this.size;
  }
}

/**
 * Room for `groups` groups and `slots` slots in `table`, if it is empty and
 * has less: a pass whose size is known beforehand (hydration's first pass,
 * from the server's markup) then writes without growing the table step by
 * step. A function, not a method: only hydration calls it.
 */
export function reserveTable(table: SlotTable, groups: number, slots: number): void {
  if (table.size !== 0 || table.slotsSize !== 0) return;
  if (groups > table.capacity) {
    table.groups = new Int32Array(groups * GROUP_FIELDS);
    table.capacity = groups;
  }
  if (slots > table.slots.length) {
    table.slots = new Array(slots);
    table.slotGapLength = slots;
  }
}

/**
 * Lets go of the room an emptied `table` keeps for its next pass (`clear`
 * keeps its peak): a composition's insert table once the page stayed idle
 * after a large pass (composition.ts, `scheduleTrim`). The slot array is
 * shortened in place, not replaced: it keeps its elements kind, so code
 * optimized on its stores stays valid when the next pass grows it again.
 */
export function trimTable(table: SlotTable): void {
  // Empty (`clear` left both gaps at 0, the whole array): nothing to copy.
  if (table.size !== 0 || table.slotsSize !== 0) return;
  table.peakGroups = table.peakSlots = 0;
  if (table.slots.length > 64) table.slots.length = table.slotGapLength = 64;
  if (table.capacity > 32) {
    table.groups = new Int32Array(32 * GROUP_FIELDS);
    table.capacity = 32;
  }
}
