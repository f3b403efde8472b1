import { describe, expect, it } from "vitest";
import { mutableStateOf } from "./mutable-state.js";
import {
  Observation,
  currentObservation,
  onAnyWrite,
  pauseObservation,
  resumeObservation,
  untracked,
} from "./observation.js";
import type { StateObject } from "./observation.js";
import { CountingReader, sendWrites } from "./test/counting-reader.js";

const readersOf = (state: unknown) => (state as StateObject).readers;

describe("Observation", () => {
  it("subscribes nothing for reads outside any track", () => {
    const count = mutableStateOf(0);
    const reader = new CountingReader();
    void count.value;
    reader.track(() => {});
    count.value = 1;
    expect(readersOf(count).size).toBe(0);
    expect(reader.count).toBe(0);
  });

  it("subscribes the reader to what it reads inside track, and passes old/new values", () => {
    const count = mutableStateOf(0, { label: "count" });
    const reader = new CountingReader();
    const seen = reader.track(() => count.value);
    expect(seen).toBe(0);
    count.value = 5;
    expect(reader.invalidations).toEqual([{ state: count, previous: 0, next: 5 }]);
    expect(reader.invalidations[0]!.state.label).toBe("count");
  });

  it("records each state once however often it is read", () => {
    const count = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => count.value + count.value + count.value);
    expect(readersOf(count).size).toBe(1);
    expect(reader.observation.reads).toEqual([count]);
    count.value = 1;
    expect(reader.count).toBe(1);
  });

  it("readCount is the number of distinct states the last track read", () => {
    const a = mutableStateOf(1);
    const b = mutableStateOf(2);
    const observation = new Observation(new CountingReader());
    expect(observation.readCount).toBe(0);
    observation.track(() => a.value + b.value + a.value);
    expect(observation.readCount).toBe(2);
    observation.track(() => 0);
    expect(observation.readCount).toBe(0);
    expect(observation.readVersions.size).toBe(0);
  });

  it("unsubscribes from states read last time but not this time", () => {
    const showA = mutableStateOf(true);
    const a = mutableStateOf("a");
    const b = mutableStateOf("b");
    const reader = new CountingReader();
    const body = () => (showA.value ? a.value : b.value);

    reader.track(body);
    expect(reader.observation.reads).toEqual([showA, a]);
    showA.value = false;
    reader.track(body);
    expect(reader.observation.reads).toEqual([showA, b]);
    expect(readersOf(a).size).toBe(0);

    const before = reader.count;
    a.value = "A"; // no longer read
    expect(reader.count).toBe(before);
    b.value = "B";
    expect(reader.count).toBe(before + 1);
  });

  it("keeps one subscription for a state read on every track", () => {
    const count = mutableStateOf(0);
    const reader = new CountingReader();
    for (let i = 0; i < 5; i++) reader.track(() => count.value);
    expect(readersOf(count).size).toBe(1);
    count.value = 1;
    expect(reader.count).toBe(1);
  });

  it("tells many readers of one state, and one reader of many states", () => {
    const states = [mutableStateOf(0), mutableStateOf(0), mutableStateOf(0)];
    const readers = [new CountingReader(), new CountingReader()];
    for (const reader of readers) reader.track(() => states.reduce((sum, s) => sum + s.value, 0));
    for (const state of states) state.value = 1;
    expect(readers.map((r) => r.count)).toEqual([3, 3]);
  });

  it("isolates nested tracks: the inner reads do not subscribe the outer", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    const c = mutableStateOf(0);
    const outer = new CountingReader("outer");
    const inner = new CountingReader("inner");
    outer.track(() => {
      void a.value;
      inner.track(() => b.value);
      expect(currentObservation()).toBe(outer.observation); // restored
      void c.value;
    });
    expect(outer.observation.reads).toEqual([a, c]);
    expect(inner.observation.reads).toEqual([b]);
    b.value = 1;
    expect([outer.count, inner.count]).toEqual([0, 1]);
    a.value = 1;
    c.value = 1;
    expect([outer.count, inner.count]).toEqual([2, 1]);
    expect(currentObservation()).toBe(null);
  });

  it("untracked reads subscribe nobody, even inside a track", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => {
      void a.value;
      untracked(() => b.value);
    });
    b.value = 1;
    expect(reader.count).toBe(0);
    expect(reader.observation.reads).toEqual([a]);
  });

  it("dispose() unsubscribes from everything", () => {
    const a = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => a.value);
    reader.observation.dispose();
    a.value = 1;
    expect(reader.count).toBe(0);
    expect(readersOf(a).size).toBe(0);
    expect(reader.observation.reads).toEqual([]);
  });

  it("pauseObservation drops subscriptions but keeps the reads; resumeObservation restores them", () => {
    const a = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => a.value);
    pauseObservation(reader.observation);
    a.value = 1;
    expect(reader.count).toBe(0);
    expect(reader.observation.reads).toEqual([a]);
    resumeObservation(reader.observation);
    a.value = 2;
    expect(reader.count).toBe(1);
  });

  it("begin()/end() track like track(fn), for callers such as the Composer", () => {
    const a = mutableStateOf(0);
    const reader = new CountingReader();
    reader.observation.begin();
    void a.value;
    reader.observation.end();
    a.value = 1;
    expect(reader.count).toBe(1);
  });

  it("end() out of order throws instead of corrupting the tracker stack", () => {
    const outer = new Observation(new CountingReader());
    const inner = new Observation(new CountingReader());
    outer.begin();
    inner.begin();
    expect(() => outer.end()).toThrow(/innermost/);
    inner.end();
    outer.end();
    expect(() => outer.end()).toThrow(/innermost/);
  });

  it("a failed track keeps the old subscriptions as well as the new ones", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => a.value);
    expect(() =>
      reader.track(() => {
        void b.value;
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(currentObservation()).toBe(null);
    a.value = 1;
    b.value = 1;
    expect(reader.count).toBe(2);
  });

  it("tells every reader even if one throws, then rethrows", () => {
    const a = mutableStateOf(0);
    const bad = new Observation({
      invalidate() {
        throw new Error("bad reader");
      },
    });
    const good = new CountingReader();
    bad.track(() => a.value);
    good.track(() => a.value);
    a.value = 1; // the write itself does not throw: readers hear of it when it is sent
    expect(() => sendWrites()).toThrow("bad reader");
    expect(good.count).toBe(1);
  });
});

describe("onAnyWrite", () => {
  it("is called after every write that changes a value, once readers were told", () => {
    const a = mutableStateOf(0, { label: "a" });
    const reader = new CountingReader();
    reader.track(() => a.value);
    const log: string[] = [];
    const stop = onAnyWrite((state) => log.push(`${state.label} after ${reader.count} invalidation(s)`));
    a.value = 1;
    a.value = 1; // equal: no write
    mutableStateOf(0, { label: "unread" }).value = 2; // no readers, still a write
    sendWrites();
    stop();
    a.value = 3;
    expect(log).toEqual(["a after 1 invalidation(s)", "unread after 1 invalidation(s)"]);
  });
});
