// @vitest-environment happy-dom
// Logical children of a parent holding ranges (range.ts): the operations
// walk on from where the last one left off, and still address the right
// children whatever order they come in.
import { describe, expect, it } from "vitest";
import { createRange, insertLogical, isRange, moveLogical, removeLogical, type RangeStart } from "./range.js";

/** `current`'s logical children: a range is one, its start comment. */
function logical(current: Node): Node[] {
  const stop = isRange(current) ? current.rangeEnd : null;
  const out: Node[] = [];
  for (let at = isRange(current) ? current.nextSibling : current.firstChild; at !== null && at !== stop;) {
    out.push(at);
    at = isRange(at) ? at.rangeEnd.nextSibling : at.nextSibling;
  }
  return out;
}

const ids = new WeakMap<Node, number>();
let nextId = 0;
function names(nodes: Node[]): string {
  return nodes
    .map((n) => {
      if (!ids.has(n)) ids.set(n, nextId++);
      return `${n.nodeName}#${ids.get(n)}`;
    })
    .join(" ");
}

/** A small deterministic generator (no Math.random: a failure must reproduce). */
function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s % n;
  };
}

function item(n: number): Node {
  if (n % 4 !== 0) return document.createElement(`i${n % 3}`);
  // Every fourth a range holding two nodes: it counts as one child.
  const range = createRange(document);
  insertLogical(range, 0, [document.createElement("b"), document.createTextNode(String(n))]);
  return range;
}

describe("logical operations in a parent holding ranges", () => {
  it("address the children a plain array of them says, in any order of operations", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const pick = random(seed);
      const parent = document.createElement("div");
      const inner = createRange(document);
      const model: Node[] = [inner];
      const innerModel: Node[] = [];
      insertLogical(parent, 0, [inner]);
      let made = 0;
      for (let step = 0; step < 200; step++) {
        // Mostly the parent; now and then the range inside it (another `current`).
        const inRange = pick(5) === 0;
        const current = inRange ? inner : parent;
        const list = inRange ? innerModel : model;
        const op = pick(3);
        if (op === 0 || list.length < 2) {
          const at = pick(list.length + 1);
          const nodes = Array.from({ length: 1 + pick(3) }, () => item(made++));
          insertLogical(current, at, nodes);
          list.splice(at, 0, ...nodes);
        } else if (op === 1) {
          const at = pick(list.length);
          const count = 1 + pick(Math.min(3, list.length - at));
          if (!inRange && list.slice(at, at + count).includes(inner)) continue;
          removeLogical(current, at, count);
          list.splice(at, count);
        } else {
          const from = pick(list.length);
          const count = 1 + pick(Math.min(3, list.length - from));
          // `to` is outside the moved run, counted before the move (the Applier's convention).
          const to = pick(list.length + 1);
          if (to >= from && to <= from + count) continue;
          moveLogical(current, from, to, count);
          const moved = list.splice(from, count);
          list.splice(to > from ? to - count : to, 0, ...moved);
        }
        // By name, not by node: a failing comparison of DOM nodes would print whole subtrees.
        expect(names(logical(parent))).toEqual(names(model));
        expect(names(logical(inner))).toEqual(names(innerModel));
      }
    }
  });

  it("walk on from the last operation: removing every other of n children reads O(n) siblings, not O(n²)", () => {
    const n = 400;
    const parent = document.createElement("div");
    const nodes = Array.from({ length: n }, (_, i) => (i === 0 ? createRange(document) : item(1)));
    insertLogical(parent, 0, nodes);
    const descriptor =
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Node.prototype), "nextSibling") ??
      Object.getOwnPropertyDescriptor(Node.prototype, "nextSibling")!;
    const owner = Object.getOwnPropertyDescriptor(Node.prototype, "nextSibling")
      ? Node.prototype
      : Object.getPrototypeOf(Node.prototype);
    let reads = 0;
    Object.defineProperty(owner, "nextSibling", {
      ...descriptor,
      get() {
        reads++;
        return descriptor.get!.call(this);
      },
    });
    try {
      // What the change list does when every other row leaves: removes at 1, 2, 3, … in order.
      for (let i = 1; i < n / 2; i++) removeLogical(parent, i, 1);
    } finally {
      Object.defineProperty(owner, "nextSibling", descriptor);
    }
    expect(logical(parent).length).toBe(n / 2 + 1);
    expect(logical(parent)[0]).toBe(nodes[0] as RangeStart);
    // From the first child each time, it would be about n² / 8 = 20,000 reads.
    expect(reads).toBeLessThan(4 * n);
  });
});
