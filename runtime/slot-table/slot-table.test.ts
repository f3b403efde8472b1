import { describe, expect, it } from "vitest";
import type { Anchor } from "./anchor.js";
import { SlotTable, reserveTable } from "./slot-table.js";
import { buildTable, flatten, random, type ModelGroup } from "./test-model.js";
import { debugList, dataSlot } from "./debug.js";

describe("slot table", () => {
  it("packs groups in pre-order with size, parent and slots (How Composition Works' table for B)", () => {
    const table = buildTable([
      {
        key: 1234,
        nodes: 0,
        slots: [],
        children: [
          { key: 4567, nodes: 0, slots: ["data 0"], children: [] },
          { key: 4567, nodes: 0, slots: ["data 1"], children: [] },
        ],
      },
    ]);
    expect(debugList(table)).toEqual([
      { key: 1234, size: 3, nodes: 0, parent: -1, slots: [] },
      { key: 4567, size: 1, nodes: 0, parent: 0, slots: ["data 0"] },
      { key: 4567, size: 1, nodes: 0, parent: 0, slots: ["data 1"] },
    ]);
  });

  it("reserveTable: an empty table takes the room at once and fills it without growing; a used one is left as it is", () => {
    const table = new SlotTable();
    reserveTable(table, 1000, 3000);
    const groups = table.groups;
    const slots = table.slots;
    const writer = table.openWriter();
    const root = writer.appendGroup(1, 0, -1);
    for (let i = 0; i < 999; i++) {
      const g = writer.appendGroup(2, 0, root);
      writer.appendSlot(g, i);
      writer.appendSlot(g, -i);
    }
    writer.close();
    expect(table.groups).toBe(groups);
    expect(table.slots).toBe(slots);
    expect(table.size).toBe(1000);
    reserveTable(table, 5000, 5000);
    expect(table.groups).toBe(groups);
    expect(table.slots).toBe(slots);
  });

  it("clear keeps room for the most it held, not the doubled capacity its growth reached", () => {
    const table = new SlotTable();
    const fill = () => {
      const writer = table.openWriter();
      const root = writer.appendGroup(1, 0, -1);
      for (let i = 0; i < 2999; i++) writer.appendSlot(writer.appendGroup(2, 0, root), i);
      writer.close();
    };
    fill(); // 3,000 groups and 2,999 slots: grown by doubling to 4,096 slots
    expect(table.slots.length).toBeGreaterThan(4000);
    table.clear();
    expect(table.size).toBe(0);
    expect(table.slots.length).toBe(2999);
    expect(table.capacity).toBe(3000);
    const { slots, groups } = table;
    fill(); // as much again: no growth
    expect(table.slots).toBe(slots);
    expect(table.groups).toBe(groups);
    expect(table.slot(2999, 0)).toBe(2998);
    table.clear();
    expect(table.slots).toBe(slots); // nothing to let go
    // A small table keeps its slack.
    const small = new SlotTable();
    const writer = small.openWriter();
    writer.appendSlot(writer.appendGroup(1, 0, -1), "x");
    writer.close();
    small.clear();
    expect(small.slots.length).toBe(64);
  });

  it("refuses slots after a child group", () => {
    const table = new SlotTable();
    const writer = table.openWriter();
    const parent = writer.appendGroup(1, 0, -1);
    writer.appendGroup(2, 0, parent);
    expect(() => writer.appendSlot(parent, "late")).toThrow(/need a group of their own/);
  });

  it("refuses a slot beyond a group's fixed slot count", () => {
    const table = buildTable([{ key: 1, nodes: 0, slots: ["a"], children: [] }]);
    const writer = table.openWriter();
    writer.setSlot(0, 0, "b");
    expect(() => writer.setSlot(0, 1, "c")).toThrow(/slot count is fixed/);
  });

  it("enforces one writer or many readers", () => {
    const table = new SlotTable();
    const r1 = table.openReader();
    const r2 = table.openReader();
    expect(() => table.openWriter()).toThrow(/readers are open/);
    r1.close();
    r2.close();
    const w = table.openWriter();
    expect(() => table.openReader()).toThrow(/writer is open/);
    expect(() => table.openWriter()).toThrow(/already has an open writer/);
    w.close();
    table.openReader().close();
  });

  it("copies groups from a source whose gaps sit inside the copied range", () => {
    const tree = (key: number): ModelGroup => ({
      key,
      nodes: 1,
      slots: [`s${key}`],
      children: [
        { key: key + 1, nodes: 0, slots: [`a${key}`, `b${key}`], children: [] },
        { key: key + 2, nodes: 0, slots: [], children: [] },
      ],
    });
    const source = buildTable([tree(10), tree(20), tree(30)]);
    // Removing the middle tree leaves both of the source's gaps inside what is copied next.
    const edit = source.openWriter();
    edit.removeGroups(3, 3);
    edit.close();
    expect(source.gapStart).toBe(3);
    expect(source.size).toBe(6);
    const target = buildTable([{ key: 1, nodes: 0, slots: ["root"], children: [] }]);
    const writer = target.openWriter();
    writer.insertFrom(1, -1, source, 0, 6);
    writer.close();
    expect(debugList(target)).toEqual([
      { key: 1, size: 1, nodes: 0, parent: -1, slots: ["root"] },
      ...flatten([tree(10), tree(30)]).map((g) => ({ ...g, parent: g.parent < 0 ? -1 : g.parent + 1 })),
    ]);
  });

  it("a first insert of a whole table into an empty one takes its contents instead of copying them", () => {
    const tree = (key: number): ModelGroup => ({
      key,
      nodes: 1,
      slots: [`s${key}`],
      children: [{ key: key + 1, nodes: 0, slots: [`a${key}`], children: [] }],
    });
    const source = buildTable([tree(10), tree(20)]);
    // Gaps inside the content, as an insert table's after an error boundary's rollback.
    const edit = source.openWriter();
    edit.removeGroups(0, 2);
    edit.insertFrom(0, -1, buildTable([tree(10)]), 0, 2);
    edit.close();
    const anchor = source.anchor(2);
    const groups = source.groups;
    const expected = debugList(source);
    const target = new SlotTable();
    const writer = target.openWriter();
    writer.insertFrom(0, -1, source, 0, 4);
    writer.close();
    expect(target.groups).toBe(groups); // not copied
    expect(debugList(target)).toEqual(expected);
    expect(debugList(target)).toEqual(flatten([tree(10), tree(20)]));
    expect(target.anchorIndex(anchor)).toBe(2);
    expect(source.size).toBe(0);
    expect(debugList(source)).toEqual([]);
    // Both tables go on working: the empty one takes inserts, the full one edits.
    const more = source.openWriter();
    more.insertFrom(0, -1, buildTable([tree(30)]), 0, 2);
    more.close();
    expect(debugList(source)).toEqual(flatten([tree(30)]));
    const again = target.openWriter();
    again.removeGroups(0, 2);
    again.close();
    expect(debugList(target)).toEqual(flatten([tree(20)]));
    expect(target.anchorIndex(anchor)).toBe(0);
  });

  it("moves the gap to an insert instead of shifting the table", () => {
    const roots = Array.from({ length: 100 }, (_, i) => ({ key: i + 1, nodes: 1, slots: [i], children: [] }));
    const table = buildTable(roots);
    const writer = table.openWriter();
    writer.insertFrom(50, -1, buildTable([{ key: 999, nodes: 1, slots: ["new"], children: [] }]), 0, 1);
    // The gap now sits right after the inserted group: the groups after it were not copied again.
    expect(table.gapStart).toBe(51);
    expect(table.key(50)).toBe(999);
    expect(table.key(51)).toBe(51);
    expect(dataSlot(table, 99, 0)).toBe(98);
  });

  it("matches a reference model through random inserts, removes, moves and updates (property)", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rand = random(seed * 7919);
      let nextKey = 1;
      const makeTree = (depth: number): ModelGroup => ({
        key: nextKey++,
        nodes: rand(3),
        slots: Array.from({ length: rand(3) }, () => `v${rand(1000)}`),
        children: depth > 0 ? Array.from({ length: rand(4) }, () => makeTree(depth - 1)) : [],
      });
      const roots = Array.from({ length: 1 + rand(4) }, () => makeTree(2));
      const table = buildTable(roots);
      const anchors = new Map<number, Anchor>();

      // Locate a model group by pre-order index.
      const locate = (index: number) => {
        let i = 0;
        let found: { list: ModelGroup[]; at: number } | undefined;
        const walk = (list: ModelGroup[]) => {
          for (let k = 0; k < list.length && !found; k++) {
            if (i === index) found = { list, at: k };
            i++;
            walk(list[k]!.children);
          }
        };
        walk(roots);
        return found!;
      };

      for (let step = 0; step < 60; step++) {
        const flat = flatten(roots);
        const op = rand(5);
        const writer = table.openWriter();
        if (op === 0 || flat.length === 0) {
          // insert a new subtree as the k-th child of a random group (or at the root level)
          const tree = makeTree(rand(3));
          const parentIndex = flat.length === 0 ? -1 : rand(flat.length + 1) - 1;
          const siblings =
            parentIndex < 0
              ? roots
              : (() => {
                  const l = locate(parentIndex);
                  return l.list[l.at]!.children;
                })();
          const k = rand(siblings.length + 1);
          let index = parentIndex + 1;
          for (let s = 0; s < k; s++) index += flatten([siblings[s]!])[0]!.size;
          if (parentIndex < 0) index = flatten(roots.slice(0, k)).length;
          writer.insertFrom(index, parentIndex, buildTable([tree]), 0, flatten([tree]).length);
          siblings.splice(k, 0, tree);
        } else if (op === 1) {
          const index = rand(flat.length);
          const { list, at } = locate(index);
          writer.removeGroups(index, flat[index]!.size);
          list.splice(at, 1);
        } else if (op === 2) {
          const index = rand(flat.length);
          const { list, at } = locate(index);
          if (at > 0) {
            const to = rand(at);
            const toIndex = index - flatten(list.slice(to, at)).length;
            writer.moveGroup(index, toIndex);
            const [g] = list.splice(at, 1);
            list.splice(to, 0, g!);
          }
        } else if (op === 3) {
          const index = rand(flat.length);
          const { list, at } = locate(index);
          const g = list[at]!;
          if (g.slots.length > 0) {
            const s = rand(g.slots.length);
            g.slots[s] = `u${step}`;
            writer.setSlot(index, s, `u${step}`);
          }
          g.nodes = rand(5);
          writer.setNodeCount(index, g.nodes);
        } else {
          const index = rand(flat.length);
          anchors.set(flat[index]!.key, table.anchor(index));
        }
        writer.close();

        const expected = flatten(roots);
        expect(debugList(table), `seed ${seed} step ${step}`).toEqual(expected);
        const alive = new Set(expected.map((g) => g.key));
        for (const [key, anchor] of anchors) {
          if (alive.has(key)) expect(table.key(table.anchorIndex(anchor)), `anchor ${key}`).toBe(key);
          else expect(anchor.valid).toBe(false);
        }
      }
    }
  });
});
