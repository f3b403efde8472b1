import { Remembered, type ChangeList } from "./change-list.js";
import type { RecomposeScope } from "./recompose-scope.js";
import { AUX_FLAGS, DATA, GROUP_FIELDS, INFO, NODE_FLAG, PROPS_FLAG, SCOPE_FLAG, auxSlotCount, auxSlotOffset } from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/**
 * What the removal of group `index` (and its subtree) of `table` leaves for
 * the change list to settle once the pass is applied: the nodes to report to
 * `Applier.onRelease` (those the composition set properties on), the
 * recompose scopes that must stop, the remembered values to tell they were
 * forgotten (seed 000's `RememberObserver`).
 *
 * It reads the table's arrays directly: clearing 1,000 rows visits ~10,000
 * groups here, and an accessor call per field would be most of the cost.
 */
export function forgetGroup<N>(table: SlotTable, index: number, changes: ChangeList<N>): void {
  const { groups, slots, gapStart, slotGapStart, slotGapLength } = table;
  const shift = table.capacity - table.size;
  const after = table.slotsSize + 1;
  const end = index + table.groupSize(index);
  let data = table.dataIndex(index);
  for (let g = index; g < end; g++) {
    const info = groups[(g < gapStart ? g : g + shift) * GROUP_FIELDS + INFO]!;
    const next = g + 1;
    const nextData =
      next >= table.size ? table.slotsSize : next < gapStart ? groups[next * GROUP_FIELDS + DATA]! : groups[(next + shift) * GROUP_FIELDS + DATA]! + after;
    if ((info & (NODE_FLAG | PROPS_FLAG)) === (NODE_FLAG | PROPS_FLAG)) {
      const d = data + auxSlotOffset(info, NODE_FLAG);
      changes.released.push(slots[d < slotGapStart ? d : d + slotGapLength] as N);
    }
    if (info & SCOPE_FLAG) {
      const d = data + auxSlotOffset(info, SCOPE_FLAG);
      changes.releasedScopes.push(slots[d < slotGapStart ? d : d + slotGapLength] as RecomposeScope);
    }
    for (let d = data + auxSlotCount(info & AUX_FLAGS); d < nextData; d++) {
      const value = slots[d < slotGapStart ? d : d + slotGapLength];
      if (value instanceof Remembered) changes.forgotten.push(value.observer);
    }
    data = nextData;
  }
}
