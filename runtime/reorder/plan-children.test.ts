import { describe, expect, it } from "vitest";
import { appendRun, planChildren, planRuns, type ChildOpSink } from "./plan-children.js";

/** Applies planned ops to an array, with the Applier's `move` convention. */
function run(oldList: string[], newList: string[], batched = false) {
  const oldIndex = new Map(oldList.map((v, i) => [v, i]));
  const order = newList.map((v) => oldIndex.get(v) ?? -1);
  const inserted = newList.filter((v) => !oldIndex.has(v));
  const list = oldList.slice();
  const ops: string[] = [];
  planChildren(oldList.length, order, inserted, {
    insert(index, node) {
      ops.push(`insert(${index})`);
      list.splice(index, 0, node);
    },
    ...(batched
      ? {
          insertAll(index: number, nodes: readonly string[]) {
            ops.push(`insertAll(${index},${nodes.length})`);
            list.splice(index, 0, ...nodes);
          },
        }
      : {}),
    remove(index, count) {
      ops.push(`remove(${index},${count})`);
      list.splice(index, count);
    },
    move(from, to, count) {
      ops.push(`move(${from},${to},${count})`);
      const moved = list.splice(from, count);
      list.splice(from < to ? to - count : to, 0, ...moved);
    },
  });
  expect(list).toEqual(newList);
  return ops;
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);

describe("planChildren", () => {
  it("swapping two rows of 1,000 is two moves", () => {
    const before = rows(1000);
    const after = before.slice();
    [after[1], after[998]] = [after[998]!, after[1]!];
    expect(run(before, after)).toEqual(["move(1,999,1)", "move(997,1,1)"]);
  });

  it("reversing 1,000 rows is 999 moves", () => {
    const before = rows(1000);
    const ops = run(before, before.slice().reverse());
    expect(ops.length).toBe(999);
    expect(ops.every((op) => op.startsWith("move"))).toBe(true);
  });

  it("coalesces adjacent removes into one", () => {
    expect(run(["a", "b", "c", "d", "e"], ["a", "e"])).toEqual(["remove(1,3)"]);
    expect(run(["a", "b", "c", "d", "e"], ["b", "d"])).toEqual(["remove(0,1)", "remove(1,1)", "remove(2,1)"]);
  });

  it("moves a block of adjacent children in one call", () => {
    expect(run(["a", "b", "c", "d", "e", "f"], ["d", "e", "f", "a", "b", "c"])).toEqual(["move(0,6,3)"]);
  });

  it("inserts in the middle and appends with running indices", () => {
    expect(run(["a", "c"], ["a", "b", "c"])).toEqual(["insert(1)"]);
    expect(run([], ["a", "b"])).toEqual(["insert(0)", "insert(1)"]);
  });

  it("hands a run of new children to insertAll in one call when the sink has it", () => {
    expect(run([], ["a", "b", "c"], true)).toEqual(["insertAll(0,3)"]);
    expect(run(["a", "b"], ["a", "b", "c", "d"], true)).toEqual(["insertAll(2,2)"]);
    expect(run(["a", "d"], ["a", "b", "c", "d", "e"], true)).toEqual(["insert(2)", "insertAll(1,2)"]);
  });

  it("gives the new order for random permutations with inserts and removes, with and without insertAll (property)", () => {
    let seed = 12345;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    for (let t = 0; t < 500; t++) {
      const before = rows(rand(30));
      const kept = before.filter(() => rand(4) > 0);
      for (let i = kept.length - 1; i > 0; i--)
        if (rand(3) === 0) {
          const j = rand(i + 1);
          [kept[i], kept[j]] = [kept[j]!, kept[i]!];
        }
      const after = kept.slice();
      for (let n = rand(5); n > 0; n--) after.splice(rand(after.length + 1), 0, `new${t}-${n}`);
      run(before, after);
      run(before, after, true);
    }
  });

  it("plans the same from runs however the new order is cut into them (property; planChildren's result is checked above)", () => {
    let seed = 777;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n;
    const recorder = (ops: string[]): ChildOpSink<string> => ({
      insert: (i, n) => ops.push(`insert ${i} ${n}`),
      insertAll: (i, nodes) => ops.push(`insertAll ${i} ${nodes.join()}`),
      remove: (i, count) => ops.push(`remove ${i} ${count}`),
      move: (from, to, count) => ops.push(`move ${from} ${to} ${count}`),
    });
    for (let t = 0; t < 300; t++) {
      const oldCount = rand(40);
      // Old children in blocks, some dropped, the blocks shuffled, new ones between.
      const order: number[] = [];
      const blocks: number[][] = [];
      for (let i = 0; i < oldCount;) {
        const n = 1 + rand(5);
        const block = [];
        for (let k = i; k < Math.min(oldCount, i + n); k++) block.push(k);
        if (rand(4) > 0) blocks.push(block);
        i += n;
      }
      for (let i = blocks.length - 1; i > 0; i--)
        if (rand(3) === 0) {
          const j = rand(i + 1);
          [blocks[i], blocks[j]] = [blocks[j]!, blocks[i]!];
        }
      for (const block of blocks) {
        for (let n = rand(3) === 0 ? rand(3) : 0; n > 0; n--) order.push(-1);
        order.push(...block);
      }
      const inserted = order.filter((o) => o < 0).map((_, i) => `n${i}`);
      const runs: number[] = [];
      // Runs as a node frame builds them: pieces of any length, joined where they continue.
      for (let j = 0; j < order.length;) {
        let k = j + 1;
        while (
          k < order.length &&
          rand(2) === 0 &&
          (order[j]! < 0 ? order[k]! < 0 : order[k] === order[k - 1]! + 1)
        )
          k++;
        appendRun(runs, order[j]!, k - j);
        j = k;
      }
      const expected: string[] = [];
      const actual: string[] = [];
      planChildren(oldCount, order, inserted, recorder(expected));
      planRuns(oldCount, runs, inserted, recorder(actual));
      expect(actual, `order ${order.join()}`).toEqual(expected);
    }
  });
});
