import { describe, expect, it } from "vitest";
import { GroupFrame } from "./group-frame.js";
import { OBJECT_KEY_FLAG, SCOPE_FLAG } from "./slot-table/group-layout.js";
import { SlotTable } from "./slot-table/slot-table.js";

/**
 * `takeNextOld` and `openOld` read the table's arrays themselves (no table
 * calls: they run for every group of a pass). A key read from the wrong
 * place would only send a keyed row to Pending, which still finds it, so
 * the composed output would not show it: these tests read the match itself,
 * with the group gap and the slot gap in the middle of the rows.
 */
function keyedRows(count: number): SlotTable {
  const table = new SlotTable();
  const w = table.openWriter();
  const parent = w.appendGroup(1, 0, -1);
  for (let i = 0; i < count; i++) {
    const row = w.appendGroup(7, OBJECT_KEY_FLAG | SCOPE_FLAG, parent);
    w.appendSlot(row, `id${i}`);
    w.appendSlot(row, { scope: i });
    w.appendSlot(row, `value${i}`);
    w.closeGroup(row, 0);
  }
  w.closeGroup(parent, 0);
  // Both gaps in the middle of the rows, as after an edit there.
  w.moveGapTo(1 + (count >> 1));
  w.moveSlotGapTo(3 * (count >> 2));
  w.close();
  return table;
}

describe("GroupFrame: the in-order match of old groups", () => {
  it("takes each keyed row in place, on either side of the gaps, and reads its slots", () => {
    const count = 10;
    const table = keyedRows(count);
    expect(table.gapStart).toBeGreaterThan(1);
    expect(table.slotGapStart).toBeGreaterThan(0);
    const parent = new GroupFrame<unknown>();
    parent.childCursor = 1;
    parent.oldEnd = table.size;
    for (let i = 0; i < count; i++) {
      // A wrong key is no match, and leaves the cursor where it was.
      expect(parent.takeNextOld(table, 7, `id${i + 1}`)).toBe(-1);
      expect(parent.takeNextOld(table, 8, `id${i}`)).toBe(-1);
      const index = parent.takeNextOld(table, 7, `id${i}`);
      expect(index).toBe(1 + i);
      const row = new GroupFrame<unknown>();
      row.openOld(table, parent, index, 0);
      expect(row.scope).toEqual({ scope: i });
      // `changed` reads from slotStart: the object key, the scope, then the value.
      expect(row.slotEnd - row.slotStart).toBe(3);
      expect(row.slotCursor).toBe(2);
      const value = row.slotStart + 2;
      expect(table.slots[table.slotAddress(value)]).toBe(`value${i}`);
      expect(row.oldEnd).toBe(index + 1);
    }
    expect(parent.childCursor).toBe(table.size);
  });
});
