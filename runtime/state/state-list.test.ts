import { describe, expect, it } from "vitest";
import { derivedStateOf } from "./derived-state.js";
import { isStateObject } from "./is-state-object.js";
import { mutableStateOf } from "./mutable-state.js";
import { isStateList, mutableStateListOf } from "./state-list.js";
import type { StateList } from "./state-list.js";
import { CountingReader, sendWrites } from "./test/counting-reader.js";

/** A reader that has read `list` through `read`, so we can count what writes do. */
function readerOf<T>(list: StateList<T>, read: (list: StateList<T>) => unknown = (l) => l.length) {
  const reader = new CountingReader();
  reader.track(() => read(list));
  return reader;
}

describe("mutableStateListOf", () => {
  it("behaves as an array for ordinary code", () => {
    const list = mutableStateListOf(3, 1, 2);
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(3);
    expect(list[0]).toBe(3);
    expect([...list]).toEqual([3, 1, 2]);
    expect(list.map((n) => n * 2)).toEqual([6, 2, 4]);
    expect(list.filter((n) => n > 1)).toEqual([3, 2]);
    expect(list.slice(1)).toEqual([1, 2]);
    expect(list.indexOf(2)).toBe(2);
    expect(list.find((n) => n < 3)).toBe(1);
    expect(list.includes(1)).toBe(true);
    expect(list.join("-")).toBe("3-1-2");
    expect(JSON.stringify(list)).toBe("[3,1,2]");
    expect(Object.keys(list)).toEqual(["0", "1", "2"]);
    expect(1 in list).toBe(true);
    expect(list).toEqual([3, 1, 2]);
    expect(list.toArray()).toEqual([3, 1, 2]);
    expect(Array.isArray(list.toArray()) && !isStateList(list.toArray())).toBe(true);
    let sum = 0;
    list.forEach((n) => (sum += n));
    expect(sum).toBe(6);
  });

  it("mutates like an array, returning what array methods return", () => {
    const list = mutableStateListOf(3, 1, 2);
    expect(list.push(4, 5)).toBe(5);
    expect(list.pop()).toBe(5);
    expect(list.shift()).toBe(3);
    expect(list.unshift(0)).toBe(4);
    expect(list.splice(1, 1, 9, 8)).toEqual([1]);
    expect(list.sort((a, b) => a - b)).toBe(list);
    expect([...list]).toEqual([0, 2, 4, 8, 9]);
    expect(list.reverse()).toBe(list);
    list[0] = 100;
    expect([...list]).toEqual([100, 8, 4, 2, 0]);
    list.length = 2;
    expect([...list]).toEqual([100, 8]);
  });

  it("subscribes on reads inside a track only", () => {
    const list = mutableStateListOf(1, 2);
    void list.length;
    void list[0];
    list.map((n) => n);
    const outside = new CountingReader();
    outside.track(() => {});
    list.push(3);
    expect(outside.count).toBe(0);

    const reads: Array<(l: StateList<number>) => unknown> = [
      (l) => l.length,
      (l) => l[0],
      (l) => [...l],
      (l) => l.map((n) => n),
      (l) => l.includes(1),
      (l) => 0 in l,
      (l) => Object.keys(l),
    ];
    const readers = reads.map((read) => readerOf(list, read));
    list.push(4);
    expect(readers.map((r) => r.count)).toEqual(reads.map(() => 1));
  });

  it("invalidates once per mutating call, not once per element", () => {
    const list = mutableStateListOf(5, 3, 1, 4);
    const reader = readerOf(list);
    // Each call sent on its own (as if in its own frame): one invalidation each.
    for (const call of [
      () => list.push(1, 2, 3),
      () => list.splice(0, 3, 7, 7),
      () => list.sort(),
      () => list.reverse(),
      () => list.unshift(0, 0),
      () => list.fill(9),
    ]) {
      call();
      sendWrites();
    }
    expect(reader.count).toBe(6);
    expect(reader.invalidations.map((i) => i.next)).toEqual([
      "push",
      "splice",
      "sort",
      "reverse",
      "unshift",
      "fill",
    ]);
  });

  it("invalidates nothing when a call changes nothing", () => {
    const list = mutableStateListOf(1, 2, 3);
    const reader = readerOf(list);
    list.push();
    list.splice(1, 0);
    list.sort(); // already sorted
    list[1] = 2; // same value
    list.length = 3;
    mutableStateListOf<number>().pop();
    expect(reader.count).toBe(0);
    list[1] = 20;
    sendWrites();
    list.length = 1;
    sendWrites();
    delete list[0];
    expect(reader.invalidations.map((i) => i.next)).toEqual(["set", "length", "delete"]);
  });

  it("feeds derived states", () => {
    const todos = mutableStateListOf({ done: false }, { done: true });
    const remaining = derivedStateOf(() => todos.filter((t) => !t.done).length);
    const scope = new CountingReader();
    expect(scope.track(() => remaining.value)).toBe(1);
    const version = () => (remaining as unknown as { version: number }).version;
    const before = version();
    todos.push({ done: true }); // remaining may have changed: its reader is told, and it did not
    expect(scope.count).toBe(1);
    expect(version()).toBe(before);
    todos.push({ done: false });
    expect(remaining.value).toBe(2);
    expect(version()).not.toBe(before);
  });

  it("is recognized as a state object", () => {
    expect(isStateObject(mutableStateListOf())).toBe(true);
    expect(isStateObject(mutableStateOf(1))).toBe(true);
    expect(isStateObject([])).toBe(false);
    expect(isStateObject(null)).toBe(false);
  });
});
