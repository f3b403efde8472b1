/**
 * Property-based: random interleavings of snapshots (take, nest, write, apply,
 * dispose) checked against a reference model of MVCC, where every snapshot
 * holds a plain copy of every value and each write a fresh version. After
 * every step, every state is read in the global snapshot and in every open
 * snapshot, and compared with the model; every apply's success too.
 */
import { describe, expect, it } from "vitest";
import { MutableSnapshot, Snapshot } from "./index.js";
import { recordCount } from "./records.js";
import { SnapshotMutableState, mutableStateOf } from "../state/mutable-state.js";

/** A small seeded generator (mulberry32): a failing seed replays. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]!,
  };
}

interface Versioned {
  value: number;
  version: number;
}

/** The model of one snapshot: what it sees, what it saw before writing, what it wrote. */
interface ModelSnapshot {
  real: Snapshot;
  view: Versioned[];
  base: Versioned[];
  written: Set<number>;
  parent: ModelSnapshot | null;
  mutable: boolean;
  applied: boolean;
  children: ModelSnapshot[];
}

const STATES = 4;

function run(seed: number, steps: number): void {
  const rnd = random(seed);
  let versions = 0;
  const states = Array.from(
    { length: STATES },
    (_, i) => mutableStateOf(0, { label: `s${i}` }) as SnapshotMutableState<number>,
  );
  let committed: Versioned[] = states.map(() => ({ value: 0, version: versions++ }));
  let open: ModelSnapshot[] = [];
  const log: string[] = [];
  const copy = (view: Versioned[]) => view.map((v) => ({ ...v }));

  const take = (parent: ModelSnapshot | null, mutable: boolean) => {
    const source = parent === null ? committed : parent.view;
    const real =
      parent === null
        ? mutable
          ? Snapshot.takeMutableSnapshot()
          : Snapshot.takeSnapshot()
        : mutable
          ? (parent.real as MutableSnapshot).takeNestedMutableSnapshot()
          : parent.real.takeNestedSnapshot();
    const model: ModelSnapshot = {
      real,
      view: copy(source),
      base: copy(source),
      written: new Set(),
      parent,
      mutable,
      applied: false,
      children: [],
    };
    parent?.children.push(model);
    open.push(model);
  };

  const write = (target: ModelSnapshot | null, i: number, value: number) => {
    const view = target === null ? committed : target.view;
    if (view[i]!.value === value) return; // the policy drops an equal write
    view[i] = { value, version: versions++ };
    target?.written.add(i);
    if (target === null) states[i]!.value = value;
    else target.real.enter(() => (states[i]!.value = value));
  };

  const apply = (s: ModelSnapshot) => {
    const into = s.parent === null ? committed : s.parent.view;
    let ok = true;
    const merged: number[] = [];
    for (const i of s.written) {
      if (into[i]!.version === s.base[i]!.version) continue;
      // Changed meanwhile: the default policy merges only an equal value.
      if (into[i]!.value === s.view[i]!.value) merged.push(i);
      else ok = false;
    }
    const result = (s.real as MutableSnapshot).apply();
    expect(result.succeeded, log.join("\n")).toBe(ok);
    if (!ok) return;
    s.applied = true;
    for (const i of s.written)
      into[i] = merged.includes(i) ? { value: s.view[i]!.value, version: versions++ } : s.view[i]!;
    if (s.parent !== null) for (const i of s.written) s.parent.written.add(i);
  };

  const dispose = (s: ModelSnapshot) => {
    s.real.dispose();
    open = open.filter((o) => o !== s);
    if (s.parent !== null) s.parent.children = s.parent.children.filter((c) => c !== s);
  };

  let mostOpen = 0;
  const check = () => {
    mostOpen = Math.max(mostOpen, open.length);
    for (let i = 0; i < STATES; i++) {
      expect(states[i]!.value, `${log.join("\n")}\nglobal reads s${i}`).toBe(committed[i]!.value);
      for (const s of open) {
        if (s.applied) continue;
        expect(
          s.real.enter(() => states[i]!.value),
          `${log.join("\n")}\nsnapshot ${open.indexOf(s)} reads s${i}`,
        ).toBe(s.view[i]!.value);
      }
      // Records are reclaimed: bounded by the snapshots alive at once, not by the writes made.
      expect(recordCount(states[i]!.first)).toBeLessThanOrEqual(2 * mostOpen + 2);
    }
  };

  try {
    for (let step = 0; step < steps; step++) {
      const writable = open.filter((s) => s.mutable && !s.applied);
      const op = rnd.int(10);
      if (op === 0 && open.length < 6) {
        const mutable = rnd.int(2) === 0;
        const parent = writable.length > 0 && rnd.int(2) === 0 ? rnd.pick(writable) : null;
        log.push(
          `take ${mutable ? "mutable" : "read-only"}${parent ? ` nested in ${open.indexOf(parent)}` : ""}`,
        );
        take(parent, mutable);
      } else if (op <= 4) {
        const target = writable.length > 0 && rnd.int(3) > 0 ? rnd.pick(writable) : null;
        const i = rnd.int(STATES);
        const value = rnd.int(5);
        log.push(`write s${i} = ${value} in ${target ? open.indexOf(target) : "global"}`);
        write(target, i, value);
      } else if (op <= 6) {
        const applicable = writable.filter(
          (s) => s.parent === null || (!s.parent.applied && open.includes(s.parent)),
        );
        if (applicable.length === 0) continue;
        const s = rnd.pick(applicable);
        log.push(`apply ${open.indexOf(s)}`);
        apply(s);
      } else if (op === 7) {
        const leaves = open.filter((s) => s.children.length === 0);
        if (leaves.length === 0) continue;
        const s = rnd.pick(leaves);
        log.push(`dispose ${open.indexOf(s)}`);
        dispose(s);
      } else if (op === 8) {
        log.push("sendApplyNotifications");
        Snapshot.sendApplyNotifications();
      } else {
        // a step that only reads
      }
      check();
    }
  } catch (error) {
    const dump = states.map((st, i) => {
      const rs: string[] = [];
      for (let r: typeof st.first | null = st.first; r !== null; r = r.next) rs.push(`${r.id}:${r.value}`);
      return `s${i} [${rs.join(" ")}]`;
    });
    const views = open.map(
      (o, k) =>
        `${k} id=${o.real.id} ${o.mutable ? "mutable" : "ro"}${o.applied ? " applied" : ""} parent=${o.parent ? open.indexOf(o.parent) : "-"} invalid=${JSON.stringify(o.real.invalid)}`,
    );
    throw new Error(
      `seed ${seed}:\n${log.join("\n")}\n${dump.join("\n")}\n${views.join("\n")}\nglobal ${Snapshot.global.id} ${JSON.stringify(Snapshot.global.invalid)}\n${String(error)}`,
      { cause: error },
    );
  } finally {
    for (const s of [...open].reverse()) s.real.dispose();
  }
}

describe("snapshots against a reference MVCC model", { timeout: 60_000 }, () => {
  it("agree on every read and every apply over 300 random interleavings", () => {
    for (let seed = 1; seed <= 300; seed++) run(seed, 60);
  });
});
