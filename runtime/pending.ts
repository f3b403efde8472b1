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
 * waiting groups before it.
 */
export class Pending {
  /** Old indices of the waiting groups, in old order. */
  readonly waiting: number[] = [];
  /** Old node index (within the parent node) of each waiting group. */
  readonly oldNodeIndex = new Map<number, number>();
  private byKey = new Map<number, number[]>();
  private byObjectKey = new Map<number, Map<unknown, number[]>>();

  constructor(readonly table: SlotTable, start: number, end: number, oldNodeStart: number, objectKeyOf: (index: number) => unknown) {
    let node = oldNodeStart;
    for (let i = start; i < end; i += table.groupSize(i)) {
      this.waiting.push(i);
      this.oldNodeIndex.set(i, node);
      node += nodeContribution(table, i);
      const key = table.key(i);
      const objectKey = objectKeyOf(i);
      if (objectKey === undefined) push(this.byKey, key, i);
      else {
        let map = this.byObjectKey.get(key);
        if (!map) this.byObjectKey.set(key, (map = new Map()));
        push(map, objectKey, i);
      }
    }
  }

  /**
   * Takes the first waiting group with this key, or returns -1 (new content).
   * `offset` receives the total size of the waiting groups before it: 0 means
   * it is already in place, anything else is a move.
   */
  take(key: number, objectKey: unknown, offset: { value: number }): number {
    const queue = objectKey === undefined ? this.byKey.get(key) : this.byObjectKey.get(key)?.get(objectKey);
    if (!queue || queue.length === 0) return -1;
    const index = queue.shift()!;
    const at = this.waiting.indexOf(index);
    let before = 0;
    for (let k = 0; k < at; k++) before += this.table.groupSize(this.waiting[k]!);
    this.waiting.splice(at, 1);
    offset.value = before;
    return index;
  }
}

function push<K>(map: Map<K, number[]>, key: K, index: number): void {
  const queue = map.get(key);
  if (queue) queue.push(index);
  else map.set(key, [index]);
}
