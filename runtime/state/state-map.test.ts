import { describe, expect, it } from "vitest";
import { derivedStateOf } from "./derived-state.js";
import { isStateObject } from "./is-state-object.js";
import { SnapshotStateMap, mutableStateMapOf } from "./state-map.js";
import { CountingReader, sendWrites } from "./test/counting-reader.js";

describe("mutableStateMapOf", () => {
  it("behaves as a Map", () => {
    const map = mutableStateMapOf<string, number>(["a", 1], ["b", 2]);
    expect(map.get("a")).toBe(1);
    expect(map.has("b")).toBe(true);
    expect(map.size).toBe(2);
    expect(map.set("c", 3)).toBe(map);
    expect([...map]).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ]);
    expect([...map.keys()]).toEqual(["a", "b", "c"]);
    expect([...map.values()]).toEqual([1, 2, 3]);
    expect([...map.entries()]).toEqual([...map]);
    expect(map.delete("a")).toBe(true);
    expect(map.delete("a")).toBe(false);
    const seen: string[] = [];
    map.forEach((value, key, self) => seen.push(`${key}=${value}:${self === map}`));
    expect(seen).toEqual(["b=2:true", "c=3:true"]);
    expect(map.toMap()).toEqual(
      new Map([
        ["b", 2],
        ["c", 3],
      ]),
    );
    expect(Object.prototype.toString.call(map)).toBe("[object SnapshotStateMap]");
    map.clear();
    expect(map.size).toBe(0);
    expect(map).toBeInstanceOf(SnapshotStateMap);
    expect(isStateObject(map)).toBe(true);
  });

  it("subscribes on every kind of read inside a track, and only there", () => {
    const map = mutableStateMapOf(["a", 1]);
    void map.get("a");
    map.set("b", 2);
    const reads = [
      () => map.get("a"),
      () => map.has("z"),
      () => map.size,
      () => [...map],
      () => [...map.keys()],
      () => [...map.values()],
      () => [...map.entries()],
      () => map.forEach(() => {}),
    ];
    const readers = reads.map((read) => {
      const reader = new CountingReader();
      reader.track(read);
      return reader;
    });
    map.set("c", 3);
    expect(readers.map((r) => r.count)).toEqual(reads.map(() => 1));
    expect(readers[0]!.invalidations[0]).toEqual({ state: map, previous: undefined, next: "set" });
  });

  it("invalidates once per change, and not at all for writes that change nothing", () => {
    const map = mutableStateMapOf<string, number>(["a", 1]);
    const reader = new CountingReader();
    reader.track(() => map.get("a"));
    map.set("a", 1); // same value
    map.delete("missing");
    mutableStateMapOf().clear();
    expect(reader.count).toBe(0);
    map.set("a", 2);
    sendWrites();
    map.set("b", 1);
    sendWrites();
    map.delete("b");
    sendWrites();
    map.clear();
    sendWrites();
    map.clear(); // already empty
    expect(reader.invalidations.map((i) => i.next)).toEqual(["set", "set", "delete", "clear"]);
  });

  it("feeds derived states", () => {
    const cart = mutableStateMapOf(["apple", 2]);
    const total = derivedStateOf(() => [...cart.values()].reduce((sum, n) => sum + n, 0));
    const scope = new CountingReader();
    expect(scope.track(() => total.value)).toBe(2);
    const version = () => (total as unknown as { version: number }).version;
    const before = version();
    cart.set("pear", 0); // total may have changed: its reader is told, and it did not
    expect(scope.count).toBe(1);
    expect(version()).toBe(before);
    cart.set("apple", 3);
    expect(total.value).toBe(3);
    expect(version()).not.toBe(before);
  });
});
