import { describe, expect, it } from "vitest";
import type { Applier } from "./applier.js";
import { ChangeList } from "./change-list.js";
import { SlotTable } from "./slot-table/slot-table.js";

describe("ChangeList", () => {
  it("records a new node's property (no previous value) in four entries, and plays it as setProperty with undefined", () => {
    const changes = new ChangeList<string>();
    changes.setProperty("tr", "class", "danger", undefined);
    changes.setProperty("a", "onClick", "select", undefined);
    expect(changes.length).toBe(8);
    changes.setProperty("tr", "class", "", "danger");
    expect(changes.length).toBe(13);
    const calls: unknown[][] = [];
    const applier = {
      setProperty: (...args: unknown[]) => calls.push(args),
    } as unknown as Applier<string>;
    changes.apply(new SlotTable(), new SlotTable(), applier, (error) => {
      throw error;
    });
    expect(calls).toEqual([
      ["tr", "class", "danger", undefined],
      ["a", "onClick", "select", undefined],
      ["tr", "class", "", "danger"],
    ]);
  });

  it("is kept, emptied, at the most entries a pass recorded: a pass as large again reuses it", () => {
    const list = new ChangeList<string>();
    const entries = () => (list as unknown as { changes: unknown[] }).changes;
    const pass = (rows: number) => {
      for (let i = 0; i < rows; i++) list.setProperty(`a${i}`, "onClick", () => i, undefined);
    };
    pass(2000); // 8,000 entries, in an array V8 grew by half again each time (capacity 9,000 or so)
    const grown = entries();
    list.reset();
    const kept = entries();
    // Copied once at its largest, to an array of exactly its length (V8's `slice`).
    expect(kept).not.toBe(grown);
    expect(kept.length).toBe(8000);
    expect(kept.every((entry) => entry === null)).toBe(true);
    pass(2000);
    list.reset();
    expect(entries()).toBe(kept);
    pass(10);
    list.reset();
    expect(entries()).toBe(kept);
  });
});
