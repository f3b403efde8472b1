import { describe, expect, it } from "vitest";
import { Pending, type Taken } from "./pending.js";
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

type Probe = { key: number; objectKey: unknown };

/**
 * Takes `probes(children)` one by one against the naive model, for 50 random
 * sibling lists; returns how many takes deferred a group.
 */
function checkAgainstModel(probes: (children: Child[], rand: (n: number) => number) => Probe[]): number {
  let deferrals = 0;
  for (let seed = 1; seed <= 50; seed++) {
    const rand = random(seed * 31337);
    const children: Child[] = Array.from({ length: 1 + rand(40) }, (_, i) => ({
      key: 10 + rand(4),
      objectKey: rand(3) === 0 ? undefined : `id${i % 25}`,
      size: 1 + rand(3),
      nodes: rand(3),
    }));
    const table = tableWith(children);
    const pending = new Pending(table, 1, table.size, 5);

    // The naive model: the waiting children in their current order (old order, until some are deferred).
    const indexOf: number[] = [];
    const nodeIndexOf: number[] = [];
    for (let k = 0, i = 1, node = 5; k < children.length; k++) {
      indexOf.push(i);
      nodeIndexOf.push(node);
      i += children[k]!.size;
      node += children[k]!.nodes;
    }
    const sizeOf = (list: number[]) => list.reduce((sum, k) => sum + children[k]!.size, 0);
    const waiting = children.map((_, k) => k);
    const out: Taken = { offset: -1, oldNode: -1, deferFrom: -1, deferEnd: -1 };
    const sequence = probes(children, rand);
    for (let step = 0; step < sequence.length; step++) {
      const probe = sequence[step]!;
      const at = `seed ${seed} step ${step}`;
      // The first waiting child of that key in old order, wherever it sits now.
      const matching = waiting.filter(
        (k) => children[k]!.key === probe.key && Object.is(children[k]!.objectKey, probe.objectKey),
      );
      const expected = matching.length === 0 ? undefined : Math.min(...matching);
      const got = pending.take(probe.key, probe.objectKey, out);
      if (expected === undefined) {
        expect(got, at).toBe(-1);
        continue;
      }
      expect(got, at).toBe(indexOf[expected]);
      expect(out.oldNode, at).toBe(nodeIndexOf[expected]);
      if (out.deferFrom >= 0) {
        // Deferring: the first waiting child goes after all the others, and only it stood before the taken one.
        expect(out.deferFrom, at).toBe(0);
        expect(out.deferEnd, at).toBe(sizeOf(waiting));
        expect(waiting.indexOf(expected), at).toBe(1);
        waiting.push(waiting.shift()!);
        deferrals++;
      }
      const index = waiting.indexOf(expected);
      expect(out.offset, `${at}: offset`).toBe(sizeOf(waiting.slice(0, index)));
      waiting.splice(index, 1);
    }
    expect(pending.waiting).toEqual(waiting.map((k) => indexOf[k]).sort((a, b) => a - b));
  }
  return deferrals;
}

describe("Pending", () => {
  it("gives the first waiting group of a key, duplicates in old order, and where it sits among those still waiting, deferred ones last (property)", () => {
    checkAgainstModel((children, rand) =>
      Array.from({ length: 60 }, () =>
        rand(4) === 0 ? { key: 10 + rand(5), objectKey: undefined } : children[rand(children.length)]!,
      ),
    );
  });

  it("answers the same for the old order with a few edits (removed, swapped, moved, new), where look-ups near the cursor and deferring happen (property)", () => {
    const deferrals = checkAgainstModel((children, rand) => {
      const order: Probe[] = children.slice();
      for (let edits = 1 + rand(3); edits > 0 && order.length > 1; edits--) {
        const at = rand(order.length);
        const kind = rand(4);
        if (kind === 0) order.splice(at, 1);
        else if (kind === 1) order.splice(at, 0, { key: 10 + rand(5), objectKey: `new${rand(9)}` });
        else if (kind === 2) order.push(...order.splice(at, 1));
        else {
          const other = rand(order.length);
          [order[at], order[other]] = [order[other]!, order[at]!];
        }
      }
      return order;
    });
    // The edits must have exercised the deferring path, or this test shows nothing about it.
    expect(deferrals).toBeGreaterThan(20);
  });

  it("takes a far key (a swap of rows 2 and 999 of 1,000) by one scan, without indexing every waiting key", () => {
    const children: Child[] = Array.from({ length: 1000 }, (_, i) => ({
      key: 10,
      objectKey: i + 1,
      size: 3,
      nodes: 1,
    }));
    const table = tableWith(children);
    const pending = new Pending(table, 1 + 3, table.size, 1); // row 1 was in place
    const out: Taken = { offset: -1, oldNode: -1, deferFrom: -1, deferEnd: -1 };
    const order = [999, ...Array.from({ length: 996 }, (_, i) => i + 3), 2, 1000];
    const taken = order.map((id) => pending.take(10, id, out));
    expect(taken).toEqual(order.map((id) => 1 + (id - 1) * 3));
    expect(pending.waiting).toEqual([]);
    expect((pending as unknown as { index: unknown }).index).toBeNull();
  });

  it("compares object keys as Object.is does, in the scan too: NaN finds NaN, 0 and -0 are different keys", () => {
    const keys = ["a", 0, "b", NaN, "c", -0, "d"];
    const children: Child[] = keys.map((objectKey) => ({ key: 10, objectKey, size: 1, nodes: 1 }));
    const out: Taken = { offset: -1, oldNode: -1, deferFrom: -1, deferEnd: -1 };
    // Far keys first (each a scan of the waiting groups), then the rest.
    const pending = new Pending(tableWith(children), 1, 1 + keys.length, 0);
    const order = [-0, NaN, 0, "d", "a", "b", "c"];
    expect(order.map((k) => pending.take(10, k, out))).toEqual(
      order.map((k) => 1 + keys.findIndex((o) => Object.is(o, k))),
    );
    // A key that is not there: -0 when only 0 waits, NaN when none does.
    const again = new Pending(tableWith(children.slice(0, 2)), 1, 3, 0);
    expect(again.take(10, -0, out)).toBe(-1);
    expect(again.take(10, NaN, out)).toBe(-1);
    expect(again.take(10, 0, out)).toBe(2);
  });
});
