import { afterEach, describe, expect, it } from "vitest";
import { SnapshotApplyConflictError } from "./apply-result.js";
import { Snapshot, applyObserverCount } from "./index.js";
import { recordCount } from "./records.js";
import { mutableStateOf, type MutableState } from "../state/mutable-state.js";
import { SnapshotMutableState } from "../state/mutable-state.js";
import { mutableStateListOf } from "../state/state-list.js";
import { mutableStateMapOf } from "../state/state-map.js";
import { derivedStateOf } from "../state/derived-state.js";
import type { SnapshotMutationPolicy } from "../state/policy.js";
import { CountingReader } from "../state/test/counting-reader.js";

const records = (state: MutableState<unknown>) => recordCount((state as SnapshotMutableState<unknown>).first);
const opened: Snapshot[] = [];
const take = <S extends Snapshot>(snapshot: S): S => (opened.push(snapshot), snapshot);
afterEach(() => {
  for (const s of opened.splice(0)) s.dispose();
  Snapshot.sendApplyNotifications();
});

describe("read-only snapshots", () => {
  it("see the values as of the moment they were taken", () => {
    const count = mutableStateOf(1);
    const snap = take(Snapshot.takeSnapshot());
    count.value = 2;
    expect(snap.enter(() => count.value)).toBe(1);
    expect(count.value).toBe(2);
  });

  it("refuse writes with a clear error", () => {
    const count = mutableStateOf(1, { label: "count" });
    const snap = take(Snapshot.takeSnapshot());
    expect(() => snap.enter(() => (count.value = 2))).toThrow(
      /cannot write count inside a read-only snapshot/,
    );
    expect(count.value).toBe(1);
  });

  it("report reads to their read observer, and nest when taken inside another's enter", () => {
    const a = mutableStateOf(1);
    const seen: unknown[] = [];
    const outer = take(Snapshot.takeSnapshot((s) => seen.push(s)));
    a.value = 2;
    const inner = take(outer.enter(() => Snapshot.takeSnapshot()));
    expect(inner.parent).toBe(outer);
    expect(inner.enter(() => a.value)).toBe(1);
    expect(seen).toEqual([a]); // the nested one reports to the outer observer too
  });
});

describe("mutable snapshots", () => {
  it("isolate writes until apply, then everyone sees them", () => {
    const count = mutableStateOf(0);
    const snap = take(Snapshot.takeMutableSnapshot());
    snap.enter(() => (count.value = 5));
    expect(count.value).toBe(0);
    expect(snap.enter(() => count.value)).toBe(5);
    expect(snap.apply().succeeded).toBe(true);
    expect(count.value).toBe(5);
  });

  it("apply all or nothing: a conflict leaves every write out", () => {
    const a = mutableStateOf(0, { label: "a" });
    const b = mutableStateOf(0, { label: "b" });
    const snap = take(Snapshot.takeMutableSnapshot());
    snap.enter(() => {
      a.value = 1;
      b.value = 1;
    });
    b.value = 2; // outside, after the snapshot was taken (not sent: still a conflict)
    const result = snap.apply();
    expect(result.succeeded).toBe(false);
    expect(() => result.check()).toThrow(SnapshotApplyConflictError);
    expect(() => result.check()).toThrow(
      /^Composa \[R034\]: snapshot apply failed: b changed after the snapshot was taken/,
    );
    expect([a.value, b.value]).toEqual([0, 2]);
  });

  it("merge through the policy", () => {
    const adding: SnapshotMutationPolicy<number> = {
      equivalent: (x, y) => x === y,
      merge: (previous, current, applied) => current + (applied - previous),
    };
    const counter = mutableStateOf(10, adding);
    const snap = take(Snapshot.takeMutableSnapshot());
    snap.enter(() => (counter.value += 1));
    counter.value += 5;
    expect(snap.apply().succeeded).toBe(true);
    expect(counter.value).toBe(16);
  });

  it("a policy returning undefined cannot merge; equal concurrent writes do not conflict", () => {
    const refusing = mutableStateOf(0, {
      equivalent: (x: number, y: number) => x === y,
      merge: () => undefined,
    });
    const snap = take(Snapshot.takeMutableSnapshot());
    snap.enter(() => (refusing.value = 1));
    refusing.value = 2;
    expect(snap.apply().succeeded).toBe(false);

    const same = mutableStateOf(0);
    const agreeing = take(Snapshot.takeMutableSnapshot());
    agreeing.enter(() => (same.value = 3));
    same.value = 3;
    expect(agreeing.apply().succeeded).toBe(true);
  });

  it("two snapshots writing the same state: the first apply wins, the second conflicts", () => {
    const s = mutableStateOf("x");
    const one = take(Snapshot.takeMutableSnapshot());
    const two = take(Snapshot.takeMutableSnapshot());
    one.enter(() => (s.value = "one"));
    two.enter(() => (s.value = "two"));
    expect(one.apply().succeeded).toBe(true);
    expect(two.enter(() => s.value)).toBe("two");
    expect(two.apply().succeeded).toBe(false);
    expect(s.value).toBe("one");
  });

  it("dispose drops the writes", () => {
    const s = mutableStateOf(1);
    const snap = Snapshot.takeMutableSnapshot();
    snap.enter(() => (s.value = 2));
    snap.dispose();
    expect(s.value).toBe(1);
    expect(take(Snapshot.takeSnapshot()).enter(() => s.value)).toBe(1);
    expect(() => snap.enter(() => 0)).toThrow(/disposed snapshot/);
  });

  it("lists and maps are isolated too", () => {
    const list = mutableStateListOf(1, 2);
    const map = mutableStateMapOf(["a", 1]);
    const snap = take(Snapshot.takeMutableSnapshot());
    snap.enter(() => {
      list.push(3);
      map.set("b", 2);
    });
    expect([...list]).toEqual([1, 2]);
    expect([...map.keys()]).toEqual(["a"]);
    expect(snap.enter(() => [...list])).toEqual([1, 2, 3]);
    snap.apply().check();
    expect([...list]).toEqual([1, 2, 3]);
    expect(map.get("b")).toBe(2);
  });

  it("tell the write observer, and readers only at apply", () => {
    const s = mutableStateOf(0);
    const reader = new CountingReader();
    reader.track(() => s.value);
    const written: unknown[] = [];
    const snap = take(Snapshot.takeMutableSnapshot(undefined, (state) => written.push(state)));
    snap.enter(() => (s.value = 1));
    expect(written).toEqual([s]);
    expect(reader.count).toBe(0);
    snap.apply().check();
    expect(reader.count).toBe(1);
  });
});

describe("nested snapshots", () => {
  it("apply into their parent, which applies to everyone", () => {
    const s = mutableStateOf(0);
    const parent = take(Snapshot.takeMutableSnapshot());
    const child = take(parent.takeNestedMutableSnapshot());
    child.enter(() => (s.value = 1));
    expect(parent.enter(() => s.value)).toBe(0);
    child.apply().check();
    expect(parent.enter(() => s.value)).toBe(1);
    expect(s.value).toBe(0);
    parent.apply().check();
    expect(s.value).toBe(1);
  });

  it("do not see what the parent writes after they were taken, and conflict with it", () => {
    const s = mutableStateOf(0);
    const parent = take(Snapshot.takeMutableSnapshot());
    parent.enter(() => (s.value = 1));
    const child = take(parent.takeNestedMutableSnapshot());
    parent.enter(() => (s.value = 2));
    expect(child.enter(() => s.value)).toBe(1);
    child.enter(() => (s.value = 3));
    expect(child.apply().succeeded).toBe(false);
  });

  it("a mutable snapshot taken inside another's enter nests in it", () => {
    const s = mutableStateOf(0);
    const outer = take(Snapshot.takeMutableSnapshot());
    outer.enter(() => Snapshot.withMutableSnapshot(() => (s.value = 4)));
    expect(s.value).toBe(0);
    expect(outer.enter(() => s.value)).toBe(4);
    outer.apply().check();
    expect(s.value).toBe(4);
  });

  it("a disposed parent drops what its children applied into it", () => {
    const s = mutableStateOf(0);
    const parent = Snapshot.takeMutableSnapshot();
    const child = parent.takeNestedMutableSnapshot();
    child.enter(() => (s.value = 9));
    child.apply().check();
    child.dispose();
    parent.dispose();
    expect(s.value).toBe(0);
    expect(take(Snapshot.takeSnapshot()).enter(() => s.value)).toBe(0);
  });
});

describe("withMutableSnapshot", () => {
  it("applies the block's writes and returns its value", () => {
    const a = mutableStateOf(0);
    expect(Snapshot.withMutableSnapshot(() => ((a.value = 2), "done"))).toBe("done");
    expect(a.value).toBe(2);
  });

  it("applies nothing if the block throws", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    expect(() =>
      Snapshot.withMutableSnapshot(() => {
        a.value = 1;
        b.value = 1;
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect([a.value, b.value]).toEqual([0, 0]);
  });

  it("throws on conflict", () => {
    const a = mutableStateOf(0, { label: "a" });
    expect(() =>
      Snapshot.withMutableSnapshot(() => {
        a.value = 1;
        Snapshot.global.enter(() => (a.value = 2));
      }),
    ).toThrow(SnapshotApplyConflictError);
    expect(a.value).toBe(2);
  });
});

describe("the global snapshot", () => {
  it("sends apply notifications for writes outside any snapshot, and its id grows with each apply", () => {
    const a = mutableStateOf(0);
    const calls: Array<[unknown[], number]> = [];
    const handle = Snapshot.registerApplyObserver((changed, snapshot) =>
      calls.push([[...changed], snapshot.id]),
    );
    const id0 = Snapshot.current.id;
    a.value = 1;
    expect(calls).toEqual([]);
    Snapshot.sendApplyNotifications();
    expect(calls.map((c) => c[0])).toEqual([[a]]);
    const id1 = Snapshot.current.id;
    expect(id1).toBeGreaterThan(id0);
    Snapshot.withMutableSnapshot(() => (a.value = 2));
    expect(calls.map((c) => c[0])).toEqual([[a], [a]]);
    expect(Snapshot.current.id).toBeGreaterThan(id1);
    handle.dispose();
    a.value = 3;
    Snapshot.sendApplyNotifications();
    expect(calls).toHaveLength(2);
  });

  it("observe reports reads and writes made in its block", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    const reads: unknown[] = [];
    const writes: unknown[] = [];
    Snapshot.observe(
      (s) => reads.push(s),
      (s) => writes.push(s),
      () => {
        void a.value;
        b.value = 1;
      },
    );
    void a.value;
    expect(reads).toEqual([a]);
    expect(writes).toEqual([b]);
  });
});

describe("records", () => {
  it("do not grow with the number of writes, outside snapshots or with snapshots open", () => {
    const s = mutableStateOf(0);
    for (let i = 0; i < 1000; i++) s.value = i;
    expect(records(s)).toBe(1);
    const pinned = take(Snapshot.takeSnapshot());
    for (let i = 0; i < 1000; i++) {
      s.value = -i - 1;
      Snapshot.sendApplyNotifications(); // a new global id each time: each write needs a new record
      Snapshot.withMutableSnapshot(() => (s.value = i));
    }
    expect(pinned.enter(() => s.value)).toBe(999);
    expect(records(s)).toBeLessThanOrEqual(3);
    pinned.dispose();
    const after = records(s);
    for (let i = 0; i < 1000; i++) Snapshot.withMutableSnapshot(() => (s.value = i));
    expect(records(s)).toBe(after); // unused records are reused, never added
  });
});

describe("derived state in snapshots", () => {
  it("reflects the snapshot's writes, and a discarded snapshot never pollutes its cache", () => {
    const a = mutableStateOf(1);
    let runs = 0;
    const doubled = derivedStateOf(() => (runs++, a.value * 2));
    const reader = new CountingReader();
    reader.track(() => doubled.value);
    const snap = Snapshot.takeMutableSnapshot();
    expect(snap.enter(() => ((a.value = 5), doubled.value))).toBe(10);
    snap.dispose();
    expect(doubled.value).toBe(2);
    expect(runs).toBe(2); // the global cache was kept: only the snapshot's value was computed
    const old = take(Snapshot.takeSnapshot());
    a.value = 3;
    expect(doubled.value).toBe(6);
    expect(old.enter(() => doubled.value)).toBe(2);
    expect(doubled.value).toBe(6);
  });
});

describe("apply observers", () => {
  it("leak nothing once disposed", () => {
    const before = applyObserverCount();
    Snapshot.registerApplyObserver(() => {}).dispose();
    expect(applyObserverCount()).toBe(before);
  });
});
