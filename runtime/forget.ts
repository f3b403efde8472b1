import { Remembered, type ChangeList, type RememberObserver } from "./change-list.js";
import type { RecomposeScope } from "./recompose-scope.js";
import {
  AUX_FLAGS,
  GROUP_FIELDS,
  HOLES_FLAG,
  INFO,
  NODE_FLAG,
  PROPS_FLAG,
  SCOPE_FLAG,
  auxSlotCount,
} from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/**
 * What the removal of group `index` (and its subtree) of `table` leaves for
 * the change list to settle once the pass is applied: the nodes to report to
 * `Applier.onRelease` (those the composition set properties on), the
 * recompose scopes that must stop, the remembered values to tell they were
 * forgotten (How Composition Works' `RememberObserver`), each with its slot's place so
 * that they leave in reverse composition order (`ChangeList.forget`).
 *
 * It walks the table's arrays in one pass, carrying each group's data index
 * (clearing 1,000 rows visits ~10,000 groups here), and reads aux slots
 * through the table (`auxAtData`), the one place that knows where they sit.
 */
export function forgetGroup<N>(table: SlotTable, index: number, changes: ChangeList<N>): void {
  const { groups, slots } = table;
  const end = index + table.groupSize(index);
  let data = table.dataIndex(index);
  for (let g = index; g < end; g++) {
    const info = groups[table.address(g) * GROUP_FIELDS + INFO]!;
    const nextData = table.dataIndex(g + 1);
    if ((info & (NODE_FLAG | PROPS_FLAG)) === (NODE_FLAG | PROPS_FLAG)) {
      changes.released.push(table.auxAtData(data, info, NODE_FLAG) as N);
    }
    if (info & HOLES_FLAG) {
      // A folded template's hole nodes: its first slot is their description, the next ones the nodes.
      const first = data + auxSlotCount(info & AUX_FLAGS);
      const count = (slots[table.slotAddress(first)] as readonly unknown[]).length;
      for (let d = first + 1; d <= first + count; d++)
        changes.released.push(slots[table.slotAddress(d)] as N);
    }
    if (info & SCOPE_FLAG) {
      changes.releasedScopes.push(table.auxAtData(data, info, SCOPE_FLAG) as RecomposeScope);
    }
    for (let d = data + auxSlotCount(info & AUX_FLAGS); d < nextData; d++) {
      const value = slots[table.slotAddress(d)];
      if (value instanceof Remembered) changes.forget(value.observer, d);
    }
    data = nextData;
  }
}

/**
 * Deactivation (a lazy list's item going into the reuse pool, as Compose's
 * `ReusableContentHost` deactivates): every remembered observer of `table`,
 * in composition order, each of their slots left holding nothing, so that
 * the reuse composing over them computes them afresh without telling them a
 * second time that they were forgotten (`Composer.reuse`).
 */
export function takeRememberedObservers(table: SlotTable): RememberObserver[] {
  const found: RememberObserver[] = [];
  const slots = table.slots;
  for (let d = 0; d < table.slotsSize; d++) {
    const at = table.slotAddress(d);
    const value = slots[at];
    if (value instanceof Remembered) {
      found.push(value.observer);
      slots[at] = undefined;
    }
  }
  return found;
}
