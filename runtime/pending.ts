import {
  DATA,
  DETACHED_FLAG,
  GROUP_FIELDS,
  INFO,
  KEY,
  NODE_COUNT_MASK,
  NODE_FLAG,
  nodesOf,
  OBJECT_KEY_FLAG,
  SIZE,
} from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/** Nodes a group contributes to its parent node: one for a node group. */
export function nodeContribution(table: SlotTable, index: number): number {
  const info = table.info(index);
  return nodesOf(info);
}

/** The object key of old group `index` (`startMovableGroup`), or undefined. */
export function objectKeyOf(table: SlotTable, index: number): unknown {
  return table.info(index) & OBJECT_KEY_FLAG ? table.slot(index, 0) : undefined;
}

/**
 * The first slot of the group at group address `a` of `table` (`before`: it
 * lies before the gap), where a movable group keeps its object key: what
 * `objectKeyOf` reads, for callers that addressed the group already.
 */
function firstSlot(table: SlotTable, a: number, before: boolean): unknown {
  const stored = table.groups[a + DATA]!;
  const data = before ? stored : stored + table.slotsSize + 1;
  return table.slots[data < table.slotGapStart ? data : data + table.slotGapLength];
}

/** What `Pending.take` found besides the group's index. */
export interface Taken {
  /** Total size of the waiting groups before it: 0 means it is in place, anything else is a move to the front. */
  offset: number;
  /** Index of its first node among the parent node's old children. */
  oldNode: number;
  /**
   * -1, or the offset of a waiting group that was deferred (moved after all
   * the waiting groups) so that the taken one is in place; that group's end
   * lands at `deferEnd`, the total size of the waiting groups before the take.
   */
  deferFrom: number;
  deferEnd: number;
}

/** A group set aside while no index exists: deferred, or taken ahead. */
interface Deferred {
  index: number;
  node: number;
  size: number;
}

/**
 * A deferred group, with its keys: every later take looks at the deferred
 * groups first (they come first in old order), so after a removed row each
 * row of the list would otherwise read them from the table again.
 */
interface DeferredKeyed extends Deferred {
  key: number;
  objectKey: unknown;
}

/** Look-ups near the cursor give up and build the index after this many deferred groups. */
const MAX_DEFERRED = 8;
/** Scans for a key away from the cursor before the index is built (each is linear in the waiting groups). */
const MAX_SCANS = 4;

/**
 * Pending (How Composition Works, "Detecting Structural Changes"): once a group's children
 * stop matching, the old children not yet used wait here, found by key. Keys
 * that occur several times come back in their old order, which is what keeps
 * unkeyed loop iterations (the repeated Counters) attached to their state.
 *
 * It also tracks where each waiting group sits when it is taken: the waiting
 * groups stay right after the part of the parent composed so far, so a
 * group's position is that point plus the sizes of the waiting groups before
 * it, and a non-zero offset is a move.
 *
 * Two things keep the common edits of a list cheap:
 * - Until a key is not where the cursor is (the next waiting group, or the
 *   one after it), nothing is indexed: removing a row looks at two groups
 *   per later row, not at a map of all of them.
 * - When a single waiting group stands before the one taken (the row removed,
 *   or moved down), that group is deferred after all the waiting ones instead
 *   of moving the taken one, and the later rows are in place again: removing
 *   one row of 1,000 records one move, not 997.
 * - A key farther away is first looked for by one scan of the waiting groups
 *   and taken out of the middle ("taken ahead"; the cursor steps over it
 *   later), so swapping two rows of 1,000 is one scan, not an index of every
 *   key. After a few such scans (many moves, or new rows) the index is built.
 */
export class Pending {
  /** The next old child in old order that is neither taken nor deferred, and its first node's old index. */
  private cursor: number;
  private cursorNode: number;
  /** Deferred and not taken, in old order (they sit after the cursor's groups), while there is no index. */
  private readonly deferred: DeferredKeyed[] = [];
  private deferredSize = 0;
  /** Groups after the cursor taken out of order ("taken ahead"), by old index ascending; the cursor steps over them. */
  private readonly ahead: Deferred[] = [];
  private aheadSize = 0;
  /** The old index of the first group taken ahead, -1 for none: where the cursor must step over it (one comparison per take). */
  private aheadAt = -1;
  private scans = 0;
  private index: PendingIndex | null = null;

  constructor(
    readonly table: SlotTable,
    start: number,
    private readonly end: number,
    oldNodeStart: number,
  ) {
    this.cursor = start;
    this.cursorNode = oldNodeStart;
  }

  /** Old indices of the groups still waiting, in old order. */
  get waiting(): number[] {
    if (this.index !== null) return this.index.waiting();
    const out = this.deferred.map((d) => d.index);
    const ahead = this.ahead;
    for (let i = this.cursor, k = 0; i < this.end; i += this.table.groupSize(i)) {
      if (k < ahead.length && ahead[k]!.index === i) k++;
      else out.push(i);
    }
    return out;
  }

  /**
   * The group at the cursor, when `take(key, objectKey)` would take it in
   * place, were it that group's keys (no index yet, no deferred group with
   * these keys, which `take` looks at first): its index, still waiting; else
   * -1. For a caller that may keep it whole without the rest of `take`: each
   * row after a removed one (`SkipComposer`'s keyed calls).
   */
  atCursor(key: number, objectKey: unknown): number {
    if (this.index !== null || this.cursor >= this.end) return -1;
    const deferred = this.deferred;
    for (let k = 0; k < deferred.length; k++) {
      // The object key first (a keyed row's differs; its group key does not), `Object.is` inline:
      // this runs for every row after a removed one, mostly in code not optimized yet.
      const d = deferred[k]!;
      const was = d.objectKey;
      if (
        (was === objectKey
          ? was !== 0 || 1 / (was as number) === 1 / (objectKey as number)
          : was !== was && objectKey !== objectKey) &&
        d.key === key
      )
        return -1;
    }
    return this.cursor;
  }

  /**
   * Takes the group `atCursor` named, in place, as `take` would have (its
   * size and node count read by the caller): returns its first node's old index.
   */
  takeCursorInPlace(size: number, nodes: number): number {
    const node = this.cursorNode;
    this.cursorNode += nodes;
    this.cursor += size;
    if (this.cursor === this.aheadAt) this.stepOverAhead();
    return node;
  }

  /**
   * Takes the first waiting group (in old order) with this key and returns its
   * old index, or returns -1 (new content). `out` says where it sits, and what
   * was deferred to put it in place.
   */
  take(key: number, objectKey: unknown, out: Taken): number {
    if (this.index !== null) return this.index.take(key, objectKey, out);
    const t = this.table;
    out.deferFrom = -1;
    const deferred = this.deferred;
    // The cursor's groups (all waiting but those taken ahead) come before every deferred one.
    let before = this.end - this.cursor - this.aheadSize;
    for (let k = 0; k < deferred.length; k++) {
      const d = deferred[k]!;
      if (d.key === key && Object.is(d.objectKey, objectKey)) {
        deferred.splice(k, 1);
        this.deferredSize -= d.size;
        if (before > 0 && k === 0 && before === t.groupSize(this.cursor)) {
          // Only the cursor's group stands before it: that one goes last instead.
          this.deferCursor(out, before + d.size + this.deferredSize);
          before = 0;
        }
        out.offset = before;
        out.oldNode = d.node;
        return d.index;
      }
      before += d.size;
    }
    if (this.cursor >= this.end) return -1; // all that waits was deferred, and looked at
    const atCursor = this.takeAtCursor(key, objectKey, out);
    if (atCursor >= 0) return atCursor;
    const second = this.nextWaiting(this.cursor + t.groupSize(this.cursor));
    if (second < this.end && this.matches(second, key, objectKey) && this.budget() < MAX_DEFERRED) {
      this.deferCursor(out, this.end - this.cursor - this.aheadSize + this.deferredSize);
      return this.takeCursor(out);
    }
    if (this.scans < MAX_SCANS && this.budget() < MAX_DEFERRED) {
      this.scans++;
      return this.takeAhead(key, objectKey, out);
    }
    this.index = new PendingIndex(t, deferred, this.ahead, this.cursor, this.end, this.cursorNode);
    return this.index.take(key, objectKey, out);
  }

  /** Groups set aside from the cursor's order so far: deferred or taken ahead. */
  private budget(): number {
    return this.deferred.length + this.ahead.length;
  }

  /** `i`, or the first group after it not taken ahead (`i` is at or after the cursor). */
  private nextWaiting(i: number): number {
    const ahead = this.ahead;
    for (let k = 0; k < ahead.length && i < this.end; k++) {
      if (ahead[k]!.index < i) continue;
      if (ahead[k]!.index > i) break;
      i += ahead[k]!.size;
    }
    return i;
  }

  /**
   * One scan of the cursor's waiting groups, in old order, for the key (the
   * deferred ones were looked at already): the group found is taken out of
   * the middle, moved before all the waiting ones before it; -1 if none has
   * the key (new content).
   */
  private takeAhead(key: number, objectKey: unknown, out: Taken): number {
    const index = this.scanWaiting(key, objectKey, out);
    if (index < 0) return -1;
    const ahead = this.ahead;
    let k = 0;
    while (k < ahead.length && ahead[k]!.index < index) k++;
    const size = this.table.groupSize(index);
    ahead.splice(k, 0, { index, node: out.oldNode, size });
    this.aheadSize += size;
    this.aheadAt = ahead[0]!.index;
    return index;
  }

  /**
   * The scan of `takeAhead`, in a function of its own: its loop is compiled
   * on stack replacement before a match was ever seen, and the entry made for
   * a match would then lack type feedback there (a deoptimization per page).
   */
  private scanWaiting(key: number, objectKey: unknown, out: Taken): number {
    const t = this.table;
    const ahead = this.ahead;
    // The table's addressing inline, and `Object.is` too: this looks at every
    // waiting group once, in a loop that runs once per pass, so mostly
    // unoptimized, where each call per group costs (a swap of 1,000 rows).
    const g = t.groups;
    const gapStart = t.gapStart;
    const shift = t.capacity - t.size;
    const slots = t.slots;
    const slotGapStart = t.slotGapStart;
    const slotGapLength = t.slotGapLength;
    const afterGap = t.slotsSize + 1;
    const keyIsNaN = objectKey !== objectKey;
    const keyIsZero = objectKey === 0;
    let offset = 0;
    let node = this.cursorNode;
    let k = 0;
    for (let i = this.cursor; i < this.end;) {
      const before = i < gapStart;
      const a = (before ? i : i + shift) * GROUP_FIELDS;
      const size = g[a + SIZE]!;
      const info = g[a + INFO]!;
      if (k < ahead.length && ahead[k]!.index === i) {
        k++;
      } else {
        let found = false;
        if (g[a + KEY] === key) {
          if (info & OBJECT_KEY_FLAG) {
            // Its object key is its first slot.
            const data = before ? g[a + DATA]! : g[a + DATA]! + afterGap;
            const v = slots[data < slotGapStart ? data : data + slotGapLength];
            found =
              v === objectKey
                ? !keyIsZero || 1 / (v as number) === 1 / (objectKey as number)
                : keyIsNaN && v !== v;
          } else found = objectKey === undefined;
        }
        if (found) {
          out.offset = offset;
          out.oldNode = node;
          return i;
        }
        offset += size;
      }
      node += info & NODE_FLAG ? (info & DETACHED_FLAG ? 0 : 1) : info & NODE_COUNT_MASK; // nodesOf, inline
      i += size;
    }
    return -1;
  }

  private matches(index: number, key: number, objectKey: unknown): boolean {
    return this.table.key(index) === key && Object.is(objectKeyOf(this.table, index), objectKey);
  }

  /**
   * Takes the group at the cursor if it has the key (its index, else -1): the common case after a
   * removed or moved row (every later row is in place), so the table's
   * addressing is inline here, as in `GroupFrame.takeNextOld`, and the cursor
   * steps on without a call unless groups were taken ahead.
   */
  private takeAtCursor(key: number, objectKey: unknown, out: Taken): number {
    const t = this.table;
    const c = this.cursor;
    const g = t.groups;
    const before = c < t.gapStart;
    const a = (before ? c : c + t.capacity - t.size) * GROUP_FIELDS;
    if (g[a + KEY] !== key) return -1;
    const info = g[a + INFO]!;
    if (info & OBJECT_KEY_FLAG ? !Object.is(firstSlot(t, a, before), objectKey) : objectKey !== undefined)
      return -1;
    out.offset = 0;
    out.oldNode = this.cursorNode;
    this.cursorNode += info & NODE_FLAG ? (info & DETACHED_FLAG ? 0 : 1) : info & NODE_COUNT_MASK; // nodesOf, inline
    this.cursor = c + g[a + SIZE]!;
    if (this.cursor === this.aheadAt) this.stepOverAhead();
    return c;
  }

  /** Takes the group at the cursor, which is in place. */
  private takeCursor(out: Taken): number {
    const index = this.cursor;
    out.offset = 0;
    out.oldNode = this.cursorNode;
    this.advance();
    return index;
  }

  /** Moves the group at the cursor after all the waiting ones (`total` in size). */
  private deferCursor(out: Taken, total: number): void {
    const t = this.table;
    const index = this.cursor;
    const size = t.groupSize(index);
    out.deferFrom = 0;
    out.deferEnd = total;
    this.deferred.push({
      index,
      node: this.cursorNode,
      size,
      key: t.key(index),
      objectKey: objectKeyOf(t, index),
    });
    this.deferredSize += size;
    this.advance();
  }

  /** Steps the cursor past its group, and past the groups taken ahead that follow it. */
  private advance(): void {
    const t = this.table;
    this.cursorNode += nodeContribution(t, this.cursor);
    this.cursor += t.groupSize(this.cursor);
    this.stepOverAhead();
  }

  /** Steps the cursor past the groups taken ahead that start where it is. */
  private stepOverAhead(): void {
    const t = this.table;
    const ahead = this.ahead;
    while (ahead.length > 0 && ahead[0]!.index === this.cursor) {
      const taken = ahead.shift()!;
      this.aheadSize -= taken.size;
      this.cursorNode += nodeContribution(t, this.cursor);
      this.cursor += taken.size;
    }
    this.aheadAt = ahead.length > 0 ? ahead[0]!.index : -1;
  }
}

/**
 * Pending once a key was not near the cursor: every waiting group indexed by
 * key, and a Fenwick tree over their sizes by place, so that reversing n
 * keyed rows costs O(n log n), not O(n²).
 */
class PendingIndex {
  /** Old index, old node index and size of each waiting group, by ordinal (old order). */
  private readonly indices: number[] = [];
  private readonly nodeIndices: number[] = [];
  private readonly sizes: number[] = [];
  /**
   * Fenwick tree (1-based) of the sizes of the waiting groups by place: the
   * groups not deferred first, in old order, then the deferred ones in the
   * order they were deferred.
   */
  private readonly tree: Int32Array;
  private readonly placeOf: Int32Array;
  private readonly taken: Uint8Array;
  /** Places before `deferredPlace` hold the groups never deferred. */
  private readonly deferredPlace: number;
  private deferredCount = 0;
  /** The first ordinal that is neither taken nor deferred. */
  private next: number;
  private remaining: number;
  private remainingSize = 0;
  /** Ordinals by key, in old order: a key seen once maps to its ordinal (the keyed-row case: no array per row), a repeated key to a queue. */
  private readonly byKey = new Map<number, number | Queue>();
  private readonly byObjectKey = new Map<number, Map<unknown, number | Queue>>();

  constructor(
    readonly table: SlotTable,
    deferred: readonly Deferred[],
    ahead: readonly Deferred[],
    cursor: number,
    end: number,
    cursorNode: number,
  ) {
    // The deferred groups come first in old order, but sit after the others.
    for (const d of deferred) this.push(d.index, d.node, d.size);
    for (let i = cursor, node = cursorNode, k = 0; i < end; i += table.groupSize(i)) {
      if (k < ahead.length && ahead[k]!.index === i)
        k++; // taken already
      else this.push(i, node, table.groupSize(i));
      node += nodeContribution(table, i);
    }
    const n = (this.remaining = this.indices.length);
    const first = (this.next = deferred.length);
    this.taken = new Uint8Array(n);
    this.placeOf = new Int32Array(n);
    for (let k = first; k < n; k++) this.placeOf[k] = k - first;
    this.deferredPlace = n - first;
    for (let k = 0; k < first; k++) this.placeOf[k] = this.deferredPlace + this.deferredCount++;
    // Room for every group to be deferred once more.
    const tree = (this.tree = new Int32Array(2 * n + 1));
    for (let k = 0; k < n; k++) tree[this.placeOf[k]! + 1] = this.sizes[k]!;
    // Linear Fenwick build: each entry passes its sum up to its parent once.
    for (let k = 1; k < tree.length; k++) {
      const up = k + (k & -k);
      if (up < tree.length) tree[up]! += tree[k]!;
    }
  }

  private push(index: number, node: number, size: number): void {
    const ordinal = this.indices.length;
    this.indices.push(index);
    this.nodeIndices.push(node);
    this.sizes.push(size);
    this.remainingSize += size;
    const key = this.table.key(index);
    const objectKey = objectKeyOf(this.table, index);
    if (objectKey === undefined) add(this.byKey, key, ordinal);
    else {
      let objectKeys = this.byObjectKey.get(key);
      if (objectKeys === undefined) this.byObjectKey.set(key, (objectKeys = new Map()));
      add(objectKeys, objectKey, ordinal);
    }
  }

  waiting(): number[] {
    const out: number[] = [];
    if (this.remaining === 0) return out;
    for (let k = 0; k < this.indices.length; k++) if (!this.taken[k]) out.push(this.indices[k]!);
    return out;
  }

  take(key: number, objectKey: unknown, out: Taken): number {
    const ordinal = this.find(key, objectKey);
    if (ordinal < 0) return -1;
    const size = this.sizes[ordinal]!;
    const place = this.placeOf[ordinal]!;
    let before = this.sizeBefore(place);
    const total = this.remainingSize;
    this.add(place, -size);
    this.taken[ordinal] = 1;
    this.remaining--;
    this.remainingSize -= size;
    out.deferFrom = -1;
    if (before > 0) {
      const first = this.firstWaiting();
      // Only `first` stands before it: that one goes last instead.
      if (first < this.indices.length && before === this.sizes[first]) {
        out.deferFrom = 0;
        out.deferEnd = total;
        this.defer(first);
        before = 0;
      }
    }
    out.offset = before;
    out.oldNode = this.nodeIndices[ordinal]!;
    return this.indices[ordinal]!;
  }

  private find(key: number, objectKey: unknown): number {
    const map = objectKey === undefined ? this.byKey : this.byObjectKey.get(key);
    if (map === undefined) return -1;
    const lookup = objectKey === undefined ? key : objectKey;
    const entry = map.get(lookup);
    if (entry === undefined) return -1;
    if (typeof entry === "number") {
      map.delete(lookup);
      return entry;
    }
    return entry.head === entry.items.length ? -1 : entry.items[entry.head++]!;
  }

  /** The first ordinal neither taken nor deferred (the count if none). */
  private firstWaiting(): number {
    let next = this.next;
    while (next < this.indices.length && (this.taken[next] || this.placeOf[next]! >= this.deferredPlace))
      next++;
    return (this.next = next);
  }

  /** Moves waiting group `ordinal` after all the others. */
  private defer(ordinal: number): void {
    const size = this.sizes[ordinal]!;
    this.add(this.placeOf[ordinal]!, -size);
    const place = this.deferredPlace + this.deferredCount++;
    this.placeOf[ordinal] = place;
    this.add(place, size);
  }

  /** Total size of the waiting groups at places before `place`. */
  private sizeBefore(place: number): number {
    let sum = 0;
    for (let k = place; k > 0; k -= k & -k) sum += this.tree[k]!;
    return sum;
  }

  private add(place: number, delta: number): void {
    const tree = this.tree;
    for (let k = place + 1; k < tree.length; k += k & -k) tree[k]! += delta;
  }
}

interface Queue {
  items: number[];
  head: number;
}

function add<K>(map: Map<K, number | Queue>, key: K, ordinal: number): void {
  const entry = map.get(key);
  if (entry === undefined) map.set(key, ordinal);
  else if (typeof entry === "number") map.set(key, { items: [entry, ordinal], head: 0 });
  else entry.items.push(ordinal);
}
