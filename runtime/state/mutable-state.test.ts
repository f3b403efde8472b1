import { describe, expect, it } from "vitest";
import { SnapshotMutableState, mutableStateOf } from "./mutable-state.js";
import {
  neverEqualPolicy,
  referentialEqualityPolicy,
  structuralEqualityPolicy,
  structurallyEqual,
} from "./policy.js";
import type { SnapshotMutationPolicy } from "./policy.js";
import { CountingReader, sendWrites } from "./test/counting-reader.js";

/** Track one read of `state`, write each of `writes` (each sent to readers, as in its own frame), return how many invalidations that caused. */
function invalidationsOf<T>(state: { value: T }, ...writes: T[]): number {
  const reader = new CountingReader();
  reader.track(() => state.value);
  for (const next of writes) {
    state.value = next;
    sendWrites();
  }
  return reader.count;
}

describe("mutableStateOf", () => {
  it("holds a value that can be read and written", () => {
    const count = mutableStateOf(1);
    count.value++;
    expect(count.value).toBe(2);
    expect(count).toBeInstanceOf(SnapshotMutableState);
  });

  it("defaults to referential equality: the same value invalidates nothing, an equal copy does", () => {
    const item = { id: 1 };
    expect(invalidationsOf(mutableStateOf(item), item, item)).toBe(0);
    expect(invalidationsOf(mutableStateOf(item), { id: 1 })).toBe(1);
    expect(invalidationsOf(mutableStateOf(NaN), NaN)).toBe(0);
    expect(invalidationsOf(mutableStateOf(1), 2, 2, 3)).toBe(2);
  });

  it("structuralEqualityPolicy suppresses writes of equal structures", () => {
    const point = mutableStateOf({ x: 1, tags: ["a"] }, structuralEqualityPolicy);
    expect(invalidationsOf(point, { x: 1, tags: ["a"] })).toBe(0);
    expect(invalidationsOf(point, { x: 1, tags: ["b"] })).toBe(1);
  });

  it("neverEqualPolicy invalidates on every write, even of the same value", () => {
    const list = [1];
    const state = mutableStateOf(list, neverEqualPolicy);
    expect(invalidationsOf(state, list, list)).toBe(2);
  });

  it("accepts a custom policy or an options object with a label", () => {
    const caseInsensitive: SnapshotMutationPolicy<string> = {
      equivalent: (a, b) => a.toLowerCase() === b.toLowerCase(),
    };
    const name = mutableStateOf("Ada", caseInsensitive);
    expect(invalidationsOf(name, "ADA")).toBe(0);
    expect(name.value).toBe("Ada"); // a dropped write does not store the new value
    const labelled = mutableStateOf("x", { label: "title", policy: caseInsensitive });
    expect((labelled as SnapshotMutableState<string>).label).toBe("title");
    expect(invalidationsOf(labelled, "X")).toBe(0);
    expect(String(labelled)).toBe("MutableState(title: x)");
  });

  it("a write does not subscribe the writer", () => {
    const count = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => {
      count.value = 1;
    });
    count.value = 2;
    expect(reader.count).toBe(0);
  });
});

describe("policies", () => {
  it("referentialEqualityPolicy is Object.is", () => {
    expect(referentialEqualityPolicy.equivalent(0, -0)).toBe(false);
    expect(referentialEqualityPolicy.equivalent("a", "a")).toBe(true);
    expect(referentialEqualityPolicy.equivalent([], [])).toBe(false);
  });

  it("structural equality compares arrays, plain objects, Map, Set, Date by content", () => {
    expect(structurallyEqual([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(structurallyEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(structurallyEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(structurallyEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(structurallyEqual(new Map([["k", { v: 1 }]]), new Map([["k", { v: 1 }]]))).toBe(true);
    expect(structurallyEqual(new Map([["k", 1]]), new Map([["k", 2]]))).toBe(false);
    expect(structurallyEqual(new Set([1, { a: 1 }]), new Set([{ a: 1 }, 1]))).toBe(true);
    expect(structurallyEqual(new Set([{ a: 1 }, { a: 1 }]), new Set([{ a: 1 }, { a: 2 }]))).toBe(false);
    expect(structurallyEqual(new Date(5), new Date(5))).toBe(true);
    expect(structurallyEqual(new Date(5), new Date(6))).toBe(false);
    expect(structurallyEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(structurallyEqual(/a/g, /a/g)).toBe(true);
    expect(structurallyEqual([1], { 0: 1, length: 1 })).toBe(false);
    expect(structurallyEqual(null, {})).toBe(false);
  });

  it("uses an equals() method when there is one; other class instances compare by identity", () => {
    class Money {
      constructor(readonly cents: number) {}
      equals(other: unknown) {
        return other instanceof Money && other.cents === this.cents;
      }
    }
    class Opaque {
      constructor(readonly x: number) {}
    }
    expect(structurallyEqual(new Money(5), new Money(5))).toBe(true);
    expect(structurallyEqual(new Money(5), new Money(6))).toBe(false);
    expect(structurallyEqual(new Opaque(1), new Opaque(1))).toBe(false);
    expect(structurallyEqual({ m: new Money(1) }, { m: new Money(1) })).toBe(true);
  });

  it("terminates on cyclic structures", () => {
    const a: { self?: unknown; n: number } = { n: 1 };
    a.self = a;
    const b: { self?: unknown; n: number } = { n: 1 };
    b.self = b;
    expect(structurallyEqual(a, b)).toBe(true);
    const c: { self?: unknown; n: number } = { n: 2 };
    c.self = c;
    expect(structurallyEqual(a, c)).toBe(false);
  });

  it("neverEqualPolicy never calls two values equivalent", () => {
    expect(neverEqualPolicy.equivalent(1, 1)).toBe(false);
  });
});
