import { describe, expect, it } from "vitest";
import type { Anchor } from "./anchor.js";
import type { SlotTable } from "./slot-table.js";
import type { SlotWriter } from "./slot-writer.js";
import { buildTable, flatten, random, type ModelGroup } from "./test-model.js";
import { Pending, type Taken } from "../pending.js";
import { debugList } from "./debug.js";
import { MoveBatch } from "./move-batch.js";

const leaf = (key: number, slots: unknown[] = [`s${key}`]): ModelGroup => ({
  key,
  nodes: 1,
  slots,
  children: [],
});
const row = (key: number): ModelGroup => ({
  key,
  nodes: 1,
  slots: [key],
  children: [leaf(key * 10 + 1), leaf(key * 10 + 2)],
});

/** Pre-order index of every model group. */
function indexOf(roots: ModelGroup[]): Map<ModelGroup, number> {
  const map = new Map<ModelGroup, number>();
  const walk = (list: ModelGroup[]) => {
    for (const g of list) {
      map.set(g, map.size);
      walk(g.children);
    }
  };
  walk(roots);
  return map;
}

/** Every list of siblings (the roots and each group's children) with its groups. */
function siblingLists(roots: ModelGroup[]): { list: ModelGroup[]; parent: ModelGroup | null }[] {
  const out: { list: ModelGroup[]; parent: ModelGroup | null }[] = [{ list: roots, parent: null }];
  const walk = (list: ModelGroup[]) => {
    for (const g of list) {
      out.push({ list: g.children, parent: g });
      walk(g.children);
    }
  };
  walk(roots);
  return out;
}

/** Moves `list[from]` after `list[last]` (from < last) in the table and the model. */
function moveLater(
  writer: SlotWriter,
  roots: ModelGroup[],
  list: ModelGroup[],
  from: number,
  last: number,
): void {
  const index = indexOf(roots);
  writer.moveGroupLater(index.get(list[from]!)!, index.get(list[last]!)! + flatten([list[last]!]).length);
  const [g] = list.splice(from, 1);
  list.splice(last, 0, g!);
}

/** Moves `list[from]` to `list[to]` (to < from) in the table and the model. */
function move(writer: SlotWriter, roots: ModelGroup[], list: ModelGroup[], from: number, to: number): void {
  const index = indexOf(roots);
  writer.moveGroup(index.get(list[from]!)!, index.get(list[to]!)!);
  const [g] = list.splice(from, 1);
  list.splice(to, 0, g!);
}

function expectMatches(
  table: SlotTable,
  roots: ModelGroup[],
  anchors: Map<number, Anchor>,
  where: string,
): void {
  const expected = flatten(roots);
  expect(debugList(table), where).toEqual(expected);
  const alive = new Set(expected.map((g) => g.key));
  for (const [key, anchor] of anchors) {
    if (alive.has(key)) expect(table.key(table.anchorIndex(anchor)), `${where}: anchor ${key}`).toBe(key);
    else expect(anchor.valid, `${where}: anchor ${key}`).toBe(false);
  }
}

describe("moves gathered by the slot writer", () => {
  it("reverses 1,000 sibling subtrees with their slots, children and anchors, rewriting the table once at close", () => {
    const roots: ModelGroup[] = [
      { key: 1, nodes: 0, slots: ["root"], children: Array.from({ length: 1000 }, (_, i) => row(i + 2)) },
    ];
    const table = buildTable(roots);
    const anchors = new Map<number, Anchor>();
    for (const index of [1, 2, 3, 1500, 2998, 3000]) anchors.set(table.key(index), table.anchor(index));
    const writer = table.openWriter();
    const rows = roots[0]!.children;
    // The composer's order: the last waiting row goes to the cursor each time.
    // Rows are 3 groups each, after the root.
    for (let cursor = 0; cursor < rows.length - 1; cursor++) {
      writer.moveGroup(1 + 3 * (rows.length - 1), 1 + 3 * cursor);
      rows.splice(cursor, 0, rows.pop()!);
    }
    // Gathered, not yet carried out: the table still holds the old order.
    expect(table.key(1)).toBe(2);
    writer.close();
    expect(table.key(1)).toBe(1001);
    expectMatches(table, roots, anchors, "reversed");
  });

  it("keeps a range's unmoved siblings as one block: swapping two of 1,000 rows, or deferring one after the 996 that follow it, is a few blocks", () => {
    const roots: ModelGroup[] = [
      { key: 1, nodes: 0, slots: ["root"], children: Array.from({ length: 1000 }, (_, i) => row(i + 2)) },
    ];
    const at = (r: number) => 1 + 3 * r; // rows are 3 groups each, after the root
    const table = buildTable(roots);
    const end = table.size;
    // Swap rows 1 and 998 as the composer records it: 998 moves to the cursor, then
    // row 1 is deferred after the waiting ones, then row 999 after it.
    const swap = new MoveBatch(table);
    expect(swap.begin(at(998), at(1))).toBe(true);
    expect(swap.tryMoveLater(at(2), end)).toBe(true);
    expect(swap.tryMoveLater(at(998), end)).toBe(true);
    expect(swap.origins.length).toBeLessThanOrEqual(4);
    expect(swap.translate(at(1))).toBe(at(998));
    expect(swap.translate(at(2))).toBe(at(2));
    expect(swap.translate(at(998))).toBe(at(1));
    expect(swap.translate(at(999) + 2)).toBe(at(999) + 2);
    // Remove row 3: deferred after the rest, then removed there, which is removing it in place.
    const remove = new MoveBatch(table);
    expect(remove.beginLater(at(3), end)).toBe(true);
    expect(remove.origins.length).toBeLessThanOrEqual(2);
    expect(remove.removalInPlace(end - 3, 3)).toEqual([at(3), 3]);
    // A position inside a subtree is no place to split a block.
    expect(remove.tryMoveLater(at(5) + 1, end)).toBe(false);
  });

  it("writes slots and node counts of groups in a gathered range where they still sit", () => {
    const roots: ModelGroup[] = Array.from({ length: 6 }, (_, i) => row(i + 1));
    const table = buildTable(roots);
    const writer = table.openWriter();
    move(writer, roots, roots, 4, 1); // rows: 1 5 2 3 4 6
    const index = indexOf(roots);
    writer.setSlot(index.get(roots[1]!)!, 0, "moved row");
    writer.setNodeCount(index.get(roots[1]!.children[1]!)!, 7);
    writer.setSlot(index.get(roots[2]!.children[0]!)!, 0, "shifted leaf");
    roots[1]!.slots[0] = "moved row";
    roots[1]!.children[1]!.nodes = 7;
    roots[2]!.children[0]!.slots[0] = "shifted leaf";
    move(writer, roots, roots, 5, 2); // rows: 1 5 6 2 3 4
    writer.close();
    expectMatches(table, roots, new Map(), "after");
  });

  it("carries out the composer's moves (earlier, or later for a deferred row) then removal of rows, kept or reordered, with anchors (property)", () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rand = random(seed * 7727);
      const count = 2 + rand(12);
      const rows = Array.from({ length: count }, (_, i) => (rand(3) === 0 ? leaf(i + 2) : row(i + 2)));
      const roots: ModelGroup[] = [{ key: 1, nodes: 0, slots: ["root"], children: rows }];
      const table = buildTable(roots);
      const anchors = new Map<number, Anchor>();
      for (let i = 0; i < table.size; i += 1 + rand(3)) anchors.set(table.key(i), table.anchor(i));
      // The new order: some rows removed, the rest kept in order or shuffled.
      const kept = rows.filter(() => rand(4) !== 0);
      if (rand(2) === 0)
        for (let i = kept.length - 1; i > 0; i--) {
          const j = rand(i + 1);
          [kept[i], kept[j]] = [kept[j]!, kept[i]!];
        }
      // What the composer records, from Pending's answers: a row taken from the
      // waiting ones moves before them, or the one row before it is deferred
      // after them; what is left waiting is removed at the end, in one go.
      const size = (g: ModelGroup) => flatten([g]).length;
      const pending = new Pending(table, 1, table.size, 0);
      const out: Taken = { offset: 0, oldNode: 0, deferFrom: -1, deferEnd: 0 };
      const waiting = [...rows];
      let cursor = 1;
      const writer = table.openWriter();
      for (const g of kept) {
        expect(pending.take(g.key, undefined, out)).toBeGreaterThan(0);
        if (out.deferFrom >= 0) {
          writer.moveGroupLater(cursor + out.deferFrom, cursor + out.deferEnd);
          waiting.push(waiting.shift()!);
        }
        if (out.offset > 0) writer.moveGroup(cursor + out.offset, cursor);
        waiting.splice(waiting.indexOf(g), 1);
        cursor += size(g);
      }
      const removed = waiting.reduce((sum, w) => sum + size(w), 0);
      writer.removeGroups(cursor, removed);
      writer.close();
      roots[0]!.children = kept;
      expectMatches(table, roots, anchors, `seed ${seed}`);
    }
  });

  it("matches the reference model when one writer carries many edits, runs of moves (earlier and later) among them (property)", () => {
    for (let seed = 1; seed <= 80; seed++) {
      const rand = random(seed * 104729);
      let nextKey = 1;
      const makeTree = (depth: number): ModelGroup => ({
        key: nextKey++,
        nodes: rand(3),
        slots: Array.from({ length: rand(3) }, () => `v${rand(1000)}`),
        children: depth > 0 ? Array.from({ length: rand(6) }, () => makeTree(depth - 1)) : [],
      });
      const roots = Array.from({ length: 1 + rand(6) }, () => makeTree(2));
      const table = buildTable(roots);
      const anchors = new Map<number, Anchor>();

      for (let session = 0; session < 25; session++) {
        // Anchors are taken while no writer is open, as the composer takes them.
        const flat = flatten(roots);
        for (let a = rand(3); a > 0 && flat.length > 0; a--) {
          const index = rand(flat.length);
          anchors.set(flat[index]!.key, table.anchor(index));
        }
        const writer = table.openWriter();
        for (let edit = 1 + rand(6); edit > 0; edit--) {
          const lists = siblingLists(roots).filter((s) => s.list.length >= 2);
          const op = rand(10);
          if (op < 5 && lists.length > 0) {
            // A run of moves among one parent's children: in the composer's
            // cursor order, or anywhere before.
            const { list } = lists[rand(lists.length)]!;
            const cursorOrder = rand(2) === 0;
            for (
              let m = 0, cursor = rand(list.length - 1);
              m < 1 + rand(5) && cursor < list.length - 1;
              m++
            ) {
              if (cursorOrder) {
                const from = cursor + rand(list.length - cursor);
                if (from > cursor) move(writer, roots, list, from, cursor);
                cursor++;
              } else if (rand(2) === 0) {
                const from = 1 + rand(list.length - 1);
                move(writer, roots, list, from, rand(from));
              } else {
                const from = rand(list.length - 1);
                moveLater(writer, roots, list, from, from + 1 + rand(list.length - from - 1));
              }
            }
          } else if (op < 7) {
            // Slot and node-count updates, possibly inside a gathered range.
            const all = [...indexOf(roots).keys()];
            if (all.length === 0) continue;
            const g = all[rand(all.length)]!;
            const index = indexOf(roots).get(g)!;
            if (g.slots.length > 0) {
              const s = rand(g.slots.length);
              g.slots[s] = `u${session}.${edit}`;
              writer.setSlot(index, s, g.slots[s]);
            }
            g.nodes = rand(5);
            writer.setNodeCount(index, g.nodes);
          } else if (op < 8) {
            // Insert a subtree somewhere.
            const { list, parent } = siblingLists(roots)[rand(siblingLists(roots).length)]!;
            const tree = makeTree(rand(2));
            const k = rand(list.length + 1);
            const index = indexOf(roots);
            const parentIndex = parent === null ? -1 : index.get(parent)!;
            const at =
              k < list.length
                ? index.get(list[k]!)!
                : parent === null
                  ? flatten(roots).length
                  : parentIndex + flatten([parent])[0]!.size;
            writer.insertFrom(at, parentIndex, buildTable([tree]), 0, flatten([tree]).length);
            list.splice(k, 0, tree);
          } else {
            // Remove a subtree.
            const candidates = siblingLists(roots).filter((s) => s.list.length > 0);
            if (candidates.length === 0) continue;
            const target = candidates[rand(candidates.length)]!.list;
            const k = rand(target.length);
            writer.removeGroups(indexOf(roots).get(target[k]!)!, flatten([target[k]!]).length);
            target.splice(k, 1);
          }
        }
        writer.close();
        expectMatches(table, roots, anchors, `seed ${seed} session ${session}`);
      }
    }
  });
});
