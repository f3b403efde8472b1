/**
 * Views of a slot table for tests and the differential fuzzer, as free
 * functions rather than `SlotTable` methods: a class's methods all stay in a
 * bundle that uses the class, these only where something calls them
 * (issue 25).
 */
import { AUX_FLAGS, auxSlotCount } from "./group-layout.js";
import type { SlotTable } from "./slot-table.js";

/** One group of `debugList`: its key, size, node count, parent and every slot (aux slots first). */
export interface DebugGroup {
  key: number;
  size: number;
  nodes: number;
  parent: number;
  slots: unknown[];
}

/** Each group of `table`, in order. */
export function debugList(table: SlotTable): DebugGroup[] {
  const list: DebugGroup[] = [];
  for (let i = 0; i < table.size; i++) {
    const slots = [];
    for (let s = 0; s < table.slotCount(i); s++) slots.push(table.slot(i, s));
    list.push({
      key: table.key(i),
      size: table.groupSize(i),
      nodes: table.nodeCount(i),
      parent: table.parent(i),
      slots,
    });
  }
  return list;
}

/** The `offset`-th *data* slot of the group at `index` (after its aux slots). */
export function dataSlot(table: SlotTable, index: number, offset: number): unknown {
  return table.slot(index, auxSlotCount(table.info(index) & AUX_FLAGS) + offset);
}
