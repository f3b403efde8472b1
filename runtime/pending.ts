import { NODE_FLAG, NODE_COUNT_MASK } from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/** Nodes a group contributes to its parent node: one for a node group. */
export function nodeContribution(table: SlotTable, index: number): number {
  const info = table.info(index);
  return info & NODE_FLAG ? 1 : info & NODE_COUNT_MASK;
}

/**
 * Pending (seed 000, "Detecting Structural Changes"): once a group's children
 * stop matching, the old children not yet used wait here, found by key. Keys
 * that occur several times come back in their old order, which is what keeps
 * unkeyed loop iterations (the repeated Counters) attached to their state.
 *
 * It also knows where each waiting group sits at the moment of use: the
 * groups still waiting stay, in old order, right after the part of the parent
 * composed so far, so a group's position is that point plus the sizes of the
 * waiting groups before it. A Fenwick tree over their sizes answers that in
 * O(log n), so reversing n keyed rows costs O(n log n) here, not O(n²).
 */
export class Pending {
  /** Old node index (within the parent node) of each waiting group: `oldNodeIndex.get(index)`. */
  readonly oldNodeIndex: { get(index: number): number | undefined };
  /** Old index of each of the old children, in old order (an ordinal is a position in it). */
  private readonly indices: number[] = [];
  /** Old node index of each, by ordinal. */
  private readonly nodeIndices: number[] = [];
  /** Fenwick tree (1-based) of the sizes of the children still waiting, by ordinal. */
  private readonly sizes: Int32Array;
  private readonly taken: Uint8Array;
  private remaining: number;
  /**
   * Ordinals by key, in old order: a key seen once maps to its ordinal (the
   * keyed-row case: no array per row), a repeated key to a queue.
   */
  private byKey = new Map<number, number | Queue>();
  private byObjectKey = new Map<number, Map<unknown, number | Queue>>();

  constructor(readonly table: SlotTable, start: number, end: number, oldNodeStart: number, objectKeyOf: (index: number) => unknown) {
    let node = oldNodeStart;
    const indices = this.indices;
    const nodeIndices = this.nodeIndices;
    let objectKeys: Map<unknown, number | Queue> | undefined;
    let objectKeysOf = 0;
    for (let i = start; i < end; i += table.groupSize(i)) {
      const ordinal = indices.length;
      indices.push(i);
      nodeIndices.push(node);
      node += nodeContribution(table, i);
      const key = table.key(i);
      const objectKey = objectKeyOf(i);
      if (objectKey === undefined) add(this.byKey, key, ordinal);
      else {
        // Keyed siblings usually share one call-site key: look its map up once.
        if (objectKeys === undefined || objectKeysOf !== key) {
          objectKeys = this.byObjectKey.get(key);
          if (objectKeys === undefined) this.byObjectKey.set(key, (objectKeys = new Map()));
          objectKeysOf = key;
        }
        add(objectKeys, objectKey, ordinal);
      }
    }
    const n = indices.length;
    this.remaining = n;
    this.taken = new Uint8Array(n);
    // Linear Fenwick build: each node passes its sum up to its parent once.
    const sizes = (this.sizes = new Int32Array(n + 1));
    for (let k = 1; k <= n; k++) {
      sizes[k]! += table.groupSize(indices[k - 1]!);
      const up = k + (k & -k);
      if (up <= n) sizes[up]! += sizes[k]!;
    }
    this.oldNodeIndex = {
      get: (index: number) => {
        const ordinal = lowerBound(indices, index);
        return indices[ordinal] === index ? nodeIndices[ordinal] : undefined;
      },
    };
  }

  /** Old indices of the groups still waiting, in old order. */
  get waiting(): number[] {
    const out: number[] = [];
    if (this.remaining === 0) return out;
    for (let k = 0; k < this.indices.length; k++) if (!this.taken[k]) out.push(this.indices[k]!);
    return out;
  }

  /**
   * Takes the first waiting group with this key, or returns -1 (new content).
   * `offset` receives the total size of the waiting groups before it: 0 means
   * it is already in place, anything else is a move.
   */
  take(key: number, objectKey: unknown, offset: { value: number }): number {
    const map = objectKey === undefined ? this.byKey : this.byObjectKey.get(key);
    if (map === undefined) return -1;
    const lookup = objectKey === undefined ? key : objectKey;
    const entry = map.get(lookup);
    let ordinal: number;
    if (entry === undefined) return -1;
    if (typeof entry === "number") {
      ordinal = entry;
      map.delete(lookup);
    } else {
      if (entry.head === entry.items.length) return -1;
      ordinal = entry.items[entry.head++]!;
    }
    const index = this.indices[ordinal]!;
    const sizes = this.sizes;
    let before = 0;
    for (let k = ordinal; k > 0; k -= k & -k) before += sizes[k]!;
    const size = this.table.groupSize(index);
    for (let k = ordinal + 1; k < sizes.length; k += k & -k) sizes[k]! -= size;
    this.taken[ordinal] = 1;
    this.remaining--;
    offset.value = before;
    return index;
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

function lowerBound(values: number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
