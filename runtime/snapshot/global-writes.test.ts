/**
 * Writes outside any snapshot go to the global snapshot, and their readers
 * are told when it advances (DESIGN.md, "Snapshots"): at
 * `Snapshot.sendApplyNotifications()`, which the Recomposer calls at each
 * frame and in `flush()`, and which the first such write asks for.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Snapshot } from "./index.js";
import { mutableStateOf } from "../state/mutable-state.js";
import { mutableStateListOf } from "../state/state-list.js";
import { derivedStateOf } from "../state/derived-state.js";
import { CountingReader } from "../state/test/counting-reader.js";
import type { StateObject } from "../state/state-object.js";
import { Composition } from "../composition.js";
import { flush } from "../recomposer.js";
import { hasPendingGlobalWrites } from "./index.js";
import { RecordingApplier, show } from "../test/recording-applier.js";
import { scope } from "../test/scopes.js";

afterEach(() => flush());

describe("a write outside any snapshot", () => {
  it("reaches its readers at sendApplyNotifications, not at the write", () => {
    const count = mutableStateOf(0, { label: "count" });
    const reader = new CountingReader();
    reader.track(() => count.value);
    count.value = 1;
    expect(reader.toldSoFar).toEqual([]);
    expect(hasPendingGlobalWrites()).toBe(true); // writes wait for a frame
    Snapshot.sendApplyNotifications();
    expect(reader.toldSoFar).toEqual([{ state: count, previous: 0, next: 1 }]);
    expect(hasPendingGlobalWrites()).toBe(false);
  });

  it("many writes before it reach a reader as one change, first value before to last value after", () => {
    const count = mutableStateOf(0);
    const todos = mutableStateListOf<string>();
    const reader = new CountingReader();
    reader.track(() => count.value + todos.length);
    count.value = 1;
    todos.push("a");
    count.value = 2;
    todos.push("b");
    Snapshot.sendApplyNotifications();
    expect(reader.toldSoFar[0]!.state).toBe(count);
    expect(reader.toldSoFar.map((i) => [i.previous, i.next])).toEqual([
      [0, 2],
      [undefined, "push"], // a list tells the mutating call
    ]);
  });

  it("is seen at once by a read, also through a derived state whose readers were not told yet", () => {
    const count = mutableStateOf(1);
    const doubled = derivedStateOf(() => count.value * 2);
    const reader = new CountingReader();
    reader.track(() => doubled.value); // observed: it trusts its cache until told, or until a commit
    count.value = 5;
    expect(reader.toldSoFar).toEqual([]);
    expect(count.value).toBe(5);
    expect(doubled.value).toBe(10);
  });

  it("asks for a frame: without flush(), the scope recomposes in it", async () => {
    const count = mutableStateOf(0);
    const applier = new RecordingApplier();
    const composition = new Composition(applier);
    composition.setContent((c) => scope(c, 1, "Leaf", (c) => c.text(2, count.value)));
    count.value = 7;
    expect(show(applier.root)).toBe('root("0")'); // nothing told yet
    await new Promise((resolve) => setTimeout(resolve, 0)); // Node has no requestAnimationFrame: a microtask
    expect(show(applier.root)).toBe('root("7")');
    composition.dispose();
  });

  it("an apply sends the writes made outside any snapshot before its own, in that order", () => {
    const outside = mutableStateOf("a", { label: "outside" });
    const inside = mutableStateOf("x", { label: "inside" });
    const reader = new CountingReader();
    reader.track(() => outside.value + inside.value);
    outside.value = "b";
    Snapshot.withMutableSnapshot(() => (inside.value = "y"));
    expect(reader.toldSoFar.map((i) => i.state.label)).toEqual(["outside", "inside"]);
  });

  it("a reader that throws does not keep the others from being told; flush() rethrows it", () => {
    const count = mutableStateOf(0);
    const failing = {
      invalidate: () => {
        throw new Error("reader failed");
      },
    };
    const reader = new CountingReader();
    (count as unknown as StateObject).subscribe(failing);
    reader.track(() => count.value);
    count.value = 1; // the write itself does not throw
    expect(() => flush()).toThrow("reader failed");
    expect(reader.toldSoFar).toHaveLength(1);
    (count as unknown as StateObject).unsubscribe(failing);
  });
});
