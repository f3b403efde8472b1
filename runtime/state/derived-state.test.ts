import { describe, expect, it } from "vitest";
import { DerivedCycleError, NOT_YET_COMPUTED, derivedStateOf } from "./derived-state.js";
import type { DerivedState } from "./derived-state.js";
import { mutableStateOf } from "./mutable-state.js";
import type { State } from "./mutable-state.js";
import { Observation, onAnyWrite } from "./observation.js";
import type { StateObject } from "./observation.js";
import { referentialEqualityPolicy } from "./policy.js";
import { CountingReader, sendWrites } from "./test/counting-reader.js";

const readersOf = (state: unknown) => (state as StateObject).readers;

/** A derived state whose calculation counts its runs. */
function counted<T>(calc: () => T, label?: string) {
  const runs = { count: 0 };
  const state = derivedStateOf(
    () => {
      runs.count++;
      return calc();
    },
    label === undefined ? undefined : { label },
  );
  return { state, runs };
}

describe("derivedStateOf", () => {
  it("is lazy and cached", () => {
    const a = mutableStateOf(2);
    const { state: doubled, runs } = counted(() => a.value * 2);
    expect(runs.count).toBe(0);
    expect(doubled.value).toBe(4);
    expect(doubled.value).toBe(4);
    expect(runs.count).toBe(1);
    mutableStateOf(0).value = 1; // an unrelated write
    expect(doubled.value).toBe(4);
    expect(runs.count).toBe(1);
    a.value = 3;
    expect(doubled.value).toBe(6);
    expect(runs.count).toBe(2);
  });

  it("invalidates its readers only when its result changes (the scroll-offset example)", () => {
    const offset = mutableStateOf(0);
    const { state: showButton, runs } = counted(() => offset.value > 50);
    const scope = new CountingReader("scope");
    scope.track(() => showButton.value);

    for (let i = 0; i <= 99; i++) offset.value = i;

    // Lazy: the writes compute nothing; the reader is told once that the result may have changed
    // (a recompose scope then checks it before recomposing: see runtime/snapshot/composition.test.ts).
    expect(runs.count).toBe(1);
    expect(scope.invalidations).toEqual([{ state: showButton, previous: false, next: NOT_YET_COMPUTED }]);
    expect(readersOf(offset).size).toBe(1); // only the derived state reads the offset
    expect(showButton.value).toBe(true);
    expect(runs.count).toBe(2); // one computation, when read
  });

  it("works over derived states, recomputing each only when needed", () => {
    const a = mutableStateOf(1);
    const { state: parity, runs: parityRuns } = counted(() => a.value % 2 === 0);
    const { state: label, runs: labelRuns } = counted(() => (parity.value ? "even" : "odd"));
    const scope = new CountingReader();
    expect(scope.track(() => label.value)).toBe("odd");

    a.value = 3; // nothing computed; the scope is told label may have changed
    expect([parityRuns.count, labelRuns.count, scope.count]).toEqual([1, 1, 1]);
    const version = (label as unknown as StateObject).version; // reading it: parity unchanged, label not recomputed
    expect([parityRuns.count, labelRuns.count]).toEqual([2, 1]);
    expect(label.value).toBe("odd");
    a.value = 4;
    expect([parityRuns.count, labelRuns.count, scope.count]).toEqual([2, 1, 2]);
    expect((label as unknown as StateObject).version).not.toBe(version);
    expect([parityRuns.count, labelRuns.count]).toEqual([3, 2]);
    expect(scope.track(() => label.value)).toBe("even");
  });

  it("is glitch-free over a diamond: each node computes once per write, with consistent inputs", () => {
    const a = mutableStateOf(1);
    const b = derivedStateOf(() => a.value + 1);
    const c = derivedStateOf(() => a.value * 10);
    const seen: string[] = [];
    const d = derivedStateOf(() => {
      seen.push(`${b.value}/${c.value}`);
      return b.value + c.value;
    });
    const scope = new CountingReader();
    scope.track(() => d.value);
    a.value = 2;
    sendWrites();
    expect(seen).toEqual(["2/10"]); // lazy: nothing computed yet
    expect(d.value).toBe(23);
    expect(seen).toEqual(["2/10", "3/20"]); // never "3/10"
    expect(scope.invalidations.map((i) => [i.previous, i.next])).toEqual([[12, NOT_YET_COMPUTED]]);
  });

  it("propagates writes made by a reader while it is being invalidated", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    const sum = derivedStateOf(() => a.value + b.value);
    const mirror = new Observation({ invalidate: () => (b.value = a.value) });
    mirror.track(() => a.value);
    const scope = new CountingReader();
    scope.track(() => sum.value);
    a.value = 1;
    sendWrites(); // mirror writes b = 1 from inside the invalidation...
    sendWrites(); // ...which reaches readers at the next send (a frame's flush() loops until none is left)
    expect(sum.value).toBe(2);
    expect(scope.invalidations.map((i) => [i.previous, i.next])).toEqual([[0, NOT_YET_COMPUTED]]);
  });

  it("defaults to structural equality; a referential policy can be chosen", () => {
    const items = mutableStateOf([1, 2, 3, 4]);
    const evensStructural = derivedStateOf(() => items.value.filter((n) => n % 2 === 0));
    const evensReferential = derivedStateOf(
      () => items.value.filter((n) => n % 2 === 0),
      referentialEqualityPolicy,
    );
    const structural = new CountingReader();
    const referential = new CountingReader();
    structural.track(() => evensStructural.value);
    referential.track(() => evensReferential.value);
    const versions = () =>
      [evensStructural, evensReferential].map((d) => (d as unknown as StateObject).version);
    const before = versions();
    items.value = [2, 4, 5]; // evens are still [2, 4]
    expect([structural.count, referential.count]).toEqual([1, 1]); // both may have changed...
    const after = versions();
    expect(after[0]).toBe(before[0]); // ...but the structural one's result did not: its readers need not recompose
    expect(after[1]).not.toBe(before[1]);
  });

  it("drops its subscriptions when its last reader goes, and stays correct unobserved", () => {
    const a = mutableStateOf(1);
    const { state: doubled, runs } = counted(() => a.value * 2);
    const scope = new CountingReader();
    scope.track(() => doubled.value);
    expect(readersOf(a).size).toBe(1);

    scope.observation.dispose();
    expect(readersOf(doubled).size).toBe(0);
    expect(readersOf(a).size).toBe(0); // no leak through the source

    a.value = 5;
    expect(runs.count).toBe(1); // unobserved: nothing recomputes eagerly
    expect(doubled.value).toBe(10);
    expect(runs.count).toBe(2);

    scope.track(() => doubled.value); // observed again: subscribes again
    a.value = 6;
    expect(scope.count).toBe(1);
    expect(runs.count).toBe(2); // told, not computed
    expect(doubled.value).toBe(12);
    expect(runs.count).toBe(3);
  });

  it("releases a chain of derived states when the reader at the end goes", () => {
    const a = mutableStateOf(1);
    const b = derivedStateOf(() => a.value + 1);
    const c = derivedStateOf(() => b.value + 1);
    const scope = new CountingReader();
    scope.track(() => c.value);
    expect([readersOf(a).size, readersOf(b).size]).toEqual([1, 1]);
    scope.observation.dispose();
    expect([readersOf(a).size, readersOf(b).size, readersOf(c).size]).toEqual([0, 0, 0]);
  });

  it("follows changing dependencies", () => {
    const useA = mutableStateOf(true);
    const a = mutableStateOf("a");
    const b = mutableStateOf("b");
    const pick = derivedStateOf(() => (useA.value ? a.value : b.value));
    const scope = new CountingReader();
    scope.track(() => pick.value);
    useA.value = false;
    sendWrites();
    expect(pick.value).toBe("b");
    expect(readersOf(a).size).toBe(0);
    a.value = "A";
    expect(scope.count).toBe(1); // only the useA flip
    b.value = "B";
    expect(scope.count).toBe(2);
  });

  it("throws a clear error naming the cycle", () => {
    const self: State<number> = derivedStateOf(() => self.value + 1, { label: "self" });
    expect(() => self.value).toThrow(DerivedCycleError);
    expect(() => self.value).toThrow("derivedStateOf cycle: self → self");

    const first: State<number> = derivedStateOf(() => second.value, { label: "first" });
    const second: State<number> = derivedStateOf(() => first.value, { label: "second" });
    expect(() => first.value).toThrow("derivedStateOf cycle: first → second → first");
  });

  it("refuses a cycle that forms between cached derived states instead of looping", () => {
    const closeLoop = mutableStateOf(false);
    const a: State<number> = derivedStateOf(() => (closeLoop.value ? b.value : 1), { label: "a" });
    const b: State<number> = derivedStateOf(() => a.value + 1, { label: "b" });
    const scope = new CountingReader();
    expect(scope.track(() => b.value)).toBe(2);
    closeLoop.value = true; // a now reads b, which reads a
    expect(scope.count).toBe(1);
    expect(() => scope.track(() => b.value)).toThrow("derivedStateOf cycle: b → a → b");
    closeLoop.value = false; // the loop opens again: everything recovers
    expect(scope.track(() => b.value)).toBe(2);
  });

  it("caches an error, rethrows it on read, and tells readers when it recovers", () => {
    const input = mutableStateOf("1");
    const parsed = derivedStateOf(() => {
      const n = Number(input.value);
      if (Number.isNaN(n)) throw new Error(`not a number: ${input.value}`);
      return n;
    });
    const scope = new CountingReader();
    scope.track(() => parsed.value);
    input.value = "x"; // the write itself does not throw
    expect(scope.count).toBe(1);
    expect(() => scope.track(() => parsed.value)).toThrow("not a number: x");
    input.value = "2";
    expect(scope.count).toBe(2);
    expect(scope.track(() => parsed.value)).toBe(2);
  });

  it("refuses writes from its calculation", () => {
    const a = mutableStateOf(0, { label: "a" });
    const bad = derivedStateOf(() => {
      a.value = a.value + 1;
      return 1;
    });
    expect(() => bad.value).toThrow(/derivedStateOf calculation wrote to a/);
  });

  it("reports its result changes to onAnyWrite only while it has readers", () => {
    const a = mutableStateOf(0, { label: "a" });
    const derived = derivedStateOf(() => a.value > 0, { label: "positive" });
    const writes: Array<string | undefined> = [];
    const stop = onAnyWrite((state) => writes.push(state.label));
    void derived.value;
    a.value = 1;
    sendWrites();
    void derived.value;
    const scope = new CountingReader();
    scope.track(() => derived.value);
    a.value = 0;
    sendWrites();
    stop();
    expect(writes).toEqual(["a", "positive", "a"]);
    expect((derived as DerivedState<boolean>).dependencies).toEqual([a]);
  });
});
