import { describe, expect, it } from "vitest";
import { Pending } from "./pending.js";
import { OBJECT_KEY_FLAG } from "./slot-table/group-layout.js";
import { SlotTable } from "./slot-table/slot-table.js";
import { random } from "./slot-table/test-model.js";

interface Child {
  key: number;
  objectKey: unknown;
  size: number;
  nodes: number;
}

/** A parent group (index 0) with `children` of the given sizes (each a chain of 1-group children). */
function tableWith(children: Child[]): SlotTable {
  const table = new SlotTable();
  const w = table.openWriter();
  const parent = w.appendGroup(1, 0, -1);
  for (const c of children) {
    const index = w.appendGroup(c.key, c.objectKey === undefined ? 0 : OBJECT_KEY_FLAG, parent);
    if (c.objectKey !== undefined) w.appendSlot(index, c.objectKey);
    for (let s = 1; s < c.size; s++) w.closeGroup(w.appendGroup(99, 0, index), 0);
    w.closeGroup(index, c.nodes);
  }
  w.closeGroup(parent, 0);
  w.close();
  return table;
}

describe("Pending", () => {
  it("gives the first waiting group of a key, duplicates in old order, and its offset among those still waiting (property)", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const rand = random(seed * 31337);
      const children: Child[] = Array.from({ length: 1 + rand(40) }, (_, i) => ({
        key: 10 + rand(4),
        objectKey: rand(3) === 0 ? undefined : `id${i % 25}`,
        size: 1 + rand(3),
        nodes: rand(3),
      }));
      const table = tableWith(children);
      const objectKeyOf = (i: number) => (table.info(i) & OBJECT_KEY_FLAG ? table.slot(i, 0) : undefined);
      const pending = new Pending(table, 1, table.size, 5, objectKeyOf);

      // The naive model: a list of waiting children in old order.
      const indexOf: number[] = [];
      const nodeIndexOf: number[] = [];
      for (let k = 0, i = 1, node = 5; k < children.length; k++) {
        indexOf.push(i);
        nodeIndexOf.push(node);
        i += children[k]!.size;
        node += children[k]!.nodes;
      }
      const waiting = children.map((_, k) => k);
      const offset = { value: -1 };
      for (let step = 0; step < 60; step++) {
        const probe = rand(4) === 0 ? { key: 10 + rand(5), objectKey: undefined } : children[rand(children.length)]!;
        const expected = waiting.find((k) => children[k]!.key === probe.key && Object.is(children[k]!.objectKey, probe.objectKey));
        const got = pending.take(probe.key, probe.objectKey, offset);
        if (expected === undefined) {
          expect(got, `seed ${seed} step ${step}`).toBe(-1);
          continue;
        }
        const at = waiting.indexOf(expected);
        const before = waiting.slice(0, at).reduce((sum, k) => sum + children[k]!.size, 0);
        waiting.splice(at, 1);
        expect(got, `seed ${seed} step ${step}`).toBe(indexOf[expected]);
        expect(offset.value, `seed ${seed} step ${step}: offset`).toBe(before);
        expect(pending.oldNodeIndex.get(got)).toBe(nodeIndexOf[expected]);
      }
      expect(pending.waiting).toEqual(waiting.map((k) => indexOf[k]));
    }
  });
});
