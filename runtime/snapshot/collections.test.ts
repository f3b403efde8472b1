/**
 * State lists and maps under concurrent snapshots. As Compose's
 * SnapshotStateList / SnapshotStateMap, they never merge: a list or map
 * changed by two snapshots (or by one snapshot and a write outside any) makes
 * the second apply fail. Nothing is lost silently: the failed apply says so
 * (`succeeded: false`, `check()` names the state), the first apply's changes
 * stand, and the failed snapshot still sees its own changes until disposed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SnapshotApplyConflictError } from "./apply-result.js";
import { Snapshot, type MutableSnapshot } from "./index.js";
import { mutableStateListOf } from "../state/state-list.js";
import { mutableStateMapOf } from "../state/state-map.js";

const opened: Snapshot[] = [];
const take = (): MutableSnapshot => {
  const snapshot = Snapshot.takeMutableSnapshot();
  opened.push(snapshot);
  return snapshot;
};
afterEach(() => {
  for (const s of opened.splice(0)) s.dispose();
  Snapshot.sendApplyNotifications();
});

describe("a state list changed in two snapshots", () => {
  it("the first apply's items stand; the second apply fails and names the list", () => {
    const todos = mutableStateListOf("a");
    const one = take();
    const two = take();
    one.enter(() => todos.push("from one"));
    two.enter(() => todos.push("from two"));
    expect(one.apply().succeeded).toBe(true);
    const second = two.apply();
    expect(second.succeeded).toBe(false);
    expect(() => second.check()).toThrow(SnapshotApplyConflictError);
    expect([...todos]).toEqual(["a", "from one"]);
    // The failed snapshot's change is not lost silently: it still sees it, until disposed.
    expect(two.enter(() => [...todos])).toEqual(["a", "from two"]);
  });

  it("even when both made the same change (lists compare no items: no merge at all)", () => {
    const items = mutableStateListOf(1, 2);
    const one = take();
    const two = take();
    one.enter(() => items.push(3));
    two.enter(() => items.push(3));
    expect(one.apply().succeeded).toBe(true);
    expect(two.apply().succeeded).toBe(false);
    expect([...items]).toEqual([1, 2, 3]);
  });

  it("a write outside any snapshot after it was taken makes its apply fail", () => {
    const items = mutableStateListOf("x");
    const snap = take();
    snap.enter(() => items.splice(0, 1, "inside"));
    items.push("outside");
    expect(snap.apply().succeeded).toBe(false);
    expect([...items]).toEqual(["x", "outside"]);
  });

  it("changes to different lists in two snapshots both apply", () => {
    const left = mutableStateListOf<number>();
    const right = mutableStateListOf<number>();
    const one = take();
    const two = take();
    one.enter(() => left.push(1));
    two.enter(() => right.push(2));
    expect(one.apply().succeeded).toBe(true);
    expect(two.apply().succeeded).toBe(true);
    expect([...left, ...right]).toEqual([1, 2]);
  });

  it("withMutableSnapshot throws on the conflict and leaves the list as the first apply made it", () => {
    const items = mutableStateListOf("a");
    const outer = take();
    outer.enter(() => items.push("first"));
    expect(() =>
      Snapshot.withMutableSnapshot(() => {
        items.push("second");
        outer.apply().check(); // applied while this one is open: it changed the list first
      }),
    ).toThrow(/changed after the snapshot was taken/);
    expect([...items]).toEqual(["a", "first"]);
  });
});

describe("a state map changed in two snapshots", () => {
  it("the first apply's entries stand, even for different keys; the second apply fails", () => {
    const map = mutableStateMapOf<string, number>(["a", 1]);
    map.label = "scores";
    const one = take();
    const two = take();
    one.enter(() => map.set("b", 2));
    two.enter(() => map.set("c", 3));
    expect(one.apply().succeeded).toBe(true);
    const second = two.apply();
    expect(second.succeeded).toBe(false);
    expect(() => second.check()).toThrow(/scores changed after the snapshot was taken/);
    expect([...map]).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
    expect(two.enter(() => [...map])).toEqual([
      ["a", 1],
      ["c", 3],
    ]);
  });

  it("a delete outside any snapshot after it was taken makes its apply fail", () => {
    const map = mutableStateMapOf<string, number>(["a", 1], ["b", 2]);
    const snap = take();
    snap.enter(() => map.set("a", 10));
    map.delete("b");
    expect(snap.apply().succeeded).toBe(false);
    expect([...map]).toEqual([["a", 1]]);
  });
});
