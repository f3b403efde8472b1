import { describe, expect, it } from "vitest";
import { snapshotFlow } from "./flow.js";
import { Snapshot, applyObserverCount } from "./index.js";
import { mutableStateOf } from "../state/mutable-state.js";
import { derivedStateOf } from "../state/derived-state.js";
import { untracked } from "../state/observation.js";

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("snapshotFlow", () => {
  it("yields at once, then after each apply that changed what it read, skipping equal values", async () => {
    const a = mutableStateOf(1);
    const other = mutableStateOf(0);
    const flow = snapshotFlow(() => a.value % 10)[Symbol.asyncIterator]();
    expect(await flow.next()).toEqual({ value: 1, done: false });
    const seen: number[] = [];
    const pending = flow.next().then((r) => seen.push(r.value as number));
    other.value = 1; // not read: nothing
    Snapshot.sendApplyNotifications();
    a.value = 11; // same result: skipped
    Snapshot.sendApplyNotifications();
    await tick();
    expect(seen).toEqual([]);
    Snapshot.withMutableSnapshot(() => (a.value = 2));
    await pending;
    expect(seen).toEqual([2]);
    await flow.return!();
  });

  it("conflates: a busy consumer sees only the latest value", async () => {
    const a = mutableStateOf(0);
    const flow = snapshotFlow(() => a.value)[Symbol.asyncIterator]();
    await flow.next();
    for (let i = 1; i <= 5; i++) Snapshot.withMutableSnapshot(() => (a.value = i));
    expect(await flow.next()).toEqual({ value: 5, done: false });
    await flow.return!();
  });

  it("reacts to the states behind a derived state it reads", async () => {
    const a = mutableStateOf(1);
    const doubled = derivedStateOf(() => a.value * 2);
    const flow = snapshotFlow(() => doubled.value)[Symbol.asyncIterator]();
    expect((await flow.next()).value).toBe(2);
    a.value = 2;
    Snapshot.sendApplyNotifications();
    expect((await flow.next()).value).toBe(4);
    await flow.return!();
  });

  it("an untracked read in its block is not observed: writing that state yields nothing", async () => {
    const a = mutableStateOf(1);
    const b = mutableStateOf(10);
    const observed: unknown[] = [];
    Snapshot.observe(
      (state) => observed.push(state),
      undefined,
      () => a.value + untracked(() => b.value),
    );
    expect(observed).toEqual([a]);
    const flow = snapshotFlow(() => a.value + untracked(() => b.value))[Symbol.asyncIterator]();
    expect((await flow.next()).value).toBe(11);
    const seen: number[] = [];
    const pending = flow.next().then((r) => seen.push(r.value as number));
    b.value = 20;
    Snapshot.sendApplyNotifications();
    await tick();
    expect(seen).toEqual([]);
    a.value = 2;
    Snapshot.sendApplyNotifications();
    await pending;
    expect(seen).toEqual([22]);
    await flow.return!();
  });

  it("stops observing when the iteration ends (no leaked observers)", async () => {
    const a = mutableStateOf(0);
    const before = applyObserverCount();
    const values: number[] = [];
    for await (const value of snapshotFlow(() => a.value)) {
      values.push(value);
      if (value === 2) break;
      queueMicrotask(() => Snapshot.withMutableSnapshot(() => a.value++));
    }
    expect(values).toEqual([0, 1, 2]);
    expect(applyObserverCount()).toBe(before);
  });

  it("ends when its signal aborts, waiting or not, and stops observing", async () => {
    const a = mutableStateOf(0);
    const before = applyObserverCount();
    const controller = new AbortController();
    const flow = snapshotFlow(() => a.value, controller.signal)[Symbol.asyncIterator]();
    expect(await flow.next()).toEqual({ value: 0, done: false });
    const waiting = flow.next();
    expect(applyObserverCount()).toBe(before + 1);
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(applyObserverCount()).toBe(before);
    const late = snapshotFlow(() => a.value, controller.signal)[Symbol.asyncIterator]();
    expect(await late.next()).toEqual({ value: undefined, done: true });
    expect(applyObserverCount()).toBe(before);
  });
});
