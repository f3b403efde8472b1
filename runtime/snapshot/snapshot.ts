/**
 * Snapshots: Compose's state model (DESIGN.md, "Snapshots"; "Compose
 * Internals", "Snapshots — how state-tracking works").
 *
 * Every state keeps versioned records (records.ts). A snapshot is a view:
 * the records committed when it was taken, plus its own writes. Writes
 * outside any snapshot go to the *global* snapshot; a mutable snapshot's
 * writes stay private until `apply()` commits them all at once, unless a
 * state it wrote changed meanwhile and its policy cannot merge.
 *
 * Ids: each snapshot has an id; `openIds` holds the ids whose records are not
 * committed (the global snapshot's current id, each open mutable snapshot's).
 * Taking a snapshot *advances* the global snapshot (a new id), which commits
 * what was written outside any snapshot so far.
 *
 * The fast path: while no snapshot other than the global one is alive, a
 * write outside any snapshot changes the record the global snapshot reads in
 * place (nobody else can see it), so a state keeps one record and a write
 * costs what it did before snapshots. A state gets more records only while
 * snapshots are alive, and a record no live snapshot reads is reused by the
 * next write that needs one (no growth with the number of writes).
 */
import type { StateObject } from "../state/state-object.js";
import { SUCCEEDED, failed, type AppliedChanges, type SnapshotApplyResult } from "./apply-result.js";
import { combine, runAll, type ApplyObserver, type StateObserver } from "./observers.js";
import {
  INVALID_ID,
  IdSet,
  NO_MERGE,
  StateRecord,
  readable,
  type RecordedState,
  type View,
} from "./records.js";

let nextId = 3;
let stamps = 0;
/** Bumped whenever what the global snapshot sees changes (a write outside any snapshot, an apply). */
let commits = 0;
const openIds = new Set<number>([2]);
/** Snapshots taken and not disposed: the records they read are pinned. */
const live = new Set<Snapshot>();
let entered: Snapshot | null = null;
let readObserver: StateObserver | null = null;
let writeObserver: StateObserver | null = null;
const applyObservers: ApplyObserver[] = [];
let applying: AppliedChanges | null = null;

/** @internal How readers of a state are told it changed (set by the observation layer). */
let notifyReaders: (state: StateObject, previous: unknown, next: unknown) => void = () => {};
/** @internal Called when a write outside any snapshot leaves notifications to send (the Recomposer asks for a frame). */
let scheduleNotifications: (() => void) | null = null;

/** @internal */
export function setReaderNotifier(
  notify: (state: StateObject, previous: unknown, next: unknown) => void,
): void {
  notifyReaders = notify;
}

/** @internal */
export function setNotificationScheduler(schedule: (() => void) | null): void {
  scheduleNotifications = schedule;
}

/** A fresh stamp for a record write or a derived result. */
export function nextStamp(): number {
  return ++stamps;
}

/** Changes whenever what the global snapshot sees changes. */
export function commitCount(): number {
  return commits;
}

/** The snapshot entered now, or `null` outside any (the global snapshot). */
export function currentSnapshot(): Snapshot | null {
  return entered;
}

/** The read observer in effect (the entered snapshot's, `Snapshot.observe`'s), or `null`. */
export function activeReadObserver(): StateObserver | null {
  return readObserver;
}

/** During the notifications of an apply: what it applied (devtools). */
export function currentApply(): AppliedChanges | null {
  return applying;
}

/** How many apply observers are registered (tests: nothing leaks). */
export function applyObserverCount(): number {
  return applyObservers.length;
}

/**
 * A view of every state object at one moment, plus (for a mutable snapshot)
 * its own writes. Take one with `Snapshot.takeSnapshot()` or
 * `Snapshot.takeMutableSnapshot()`; read and write inside `enter`.
 *
 * @example
 * const snap = Snapshot.takeMutableSnapshot();
 * snap.enter(() => { count.value = 1; });  // invisible outside
 * snap.apply().check();                   // now everyone sees 1
 * snap.dispose();
 */
export abstract class Snapshot implements View {
  disposed = false;
  /** `commitCount()` when taken. */
  protected readonly takenAt = commits;

  protected constructor(
    public id: number,
    public invalid: IdSet,
    /** The snapshot it nests in (`null`: the global snapshot). */
    readonly parent: Snapshot | null,
    readonly readObserver: StateObserver | null,
    readonly writeObserver: StateObserver | null,
  ) {}

  /** True for snapshots taken with `takeSnapshot` (writes inside throw). */
  abstract readonly readOnly: boolean;

  /** Runs `block` with this snapshot current: its reads and writes go to it. Returns `block`'s value. */
  enter<T>(block: () => T): T {
    if (this.disposed) throw new Error("Composa: cannot enter a disposed snapshot");
    const saved = entered;
    const savedRead = readObserver;
    const savedWrite = writeObserver;
    entered = this;
    readObserver = this.readObserver;
    writeObserver = this.writeObserver;
    try {
      return block();
    } finally {
      entered = saved;
      readObserver = savedRead;
      writeObserver = savedWrite;
    }
  }

  /** A read-only snapshot of what this one sees now. */
  abstract takeNestedSnapshot(readObserver?: StateObserver): Snapshot;

  /** Releases it: its unapplied writes are dropped, the records it pinned can be reused. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    live.delete(this);
  }

  /** @internal Whether reads here see exactly what the global snapshot sees (derived caches may be shared). */
  sharesGlobalView(): boolean {
    if (this.takenAt !== commits) return false;
    for (let s: Snapshot | null = this; s !== null; s = s.parent) if (s.hasWrites()) return false;
    return true;
  }

  /** @internal */
  hasWrites(): boolean {
    return false;
  }

  protected checkOpen(what: string): void {
    if (this.disposed) throw new Error(`Composa: cannot ${what} a disposed snapshot`);
  }

  // ---- The static API ------------------------------------------------------

  /** The snapshot entered now, or the global snapshot. Its `id` grows with each apply. */
  static get current(): Snapshot {
    return entered ?? globalSnapshot;
  }

  /** The snapshot writes outside any `enter` go to. */
  static get global(): Snapshot {
    return globalSnapshot;
  }

  /**
   * A read-only snapshot: inside `enter`, reads see the values as of now,
   * whatever is written later; writes throw. Taken inside another snapshot's
   * `enter`, it nests in that one.
   */
  static takeSnapshot(readObserver?: StateObserver): Snapshot {
    return (entered ?? globalSnapshot).takeNestedSnapshot(readObserver);
  }

  /**
   * A mutable snapshot: its writes are private until `apply()`. Taken inside
   * another mutable snapshot's `enter`, it nests in it (and applies into it).
   */
  static takeMutableSnapshot(readObserver?: StateObserver, writeObserver?: StateObserver): MutableSnapshot {
    const current = entered ?? globalSnapshot;
    if (current.readOnly)
      throw new Error("Composa: cannot take a mutable snapshot inside a read-only snapshot");
    return (current as MutableSnapshot | GlobalSnapshot).takeNestedMutableSnapshot(
      readObserver,
      writeObserver,
    );
  }

  /**
   * Runs `block` in a new mutable snapshot and applies it (throwing a
   * `SnapshotApplyConflictError` on conflict); returns the block's value. If
   * the block throws, nothing is applied. Readers of the states written see
   * all the new values together.
   *
   * @example
   * Snapshot.withMutableSnapshot(() => { first.value = "Ada"; last.value = "Lovelace"; });
   */
  static withMutableSnapshot<T>(block: () => T): T {
    const snapshot = Snapshot.takeMutableSnapshot();
    try {
      const result = snapshot.enter(block);
      snapshot.apply().check();
      return result;
    } finally {
      snapshot.dispose();
    }
  }

  /**
   * Tells the apply observers about the writes made outside any snapshot
   * since the last call, and advances the global snapshot. The Recomposer
   * calls it at each frame and in `flush()`.
   */
  static sendApplyNotifications(): void {
    const changed = globalSnapshot.modified;
    if (changed.size === 0) return;
    globalSnapshot.modified = new Set();
    advanceGlobal();
    notifyObservers(changed, globalSnapshot);
  }

  /** Calls `observer(changed, snapshot)` after each apply; `dispose()` the handle to stop. */
  static registerApplyObserver(observer: ApplyObserver): { dispose(): void } {
    applyObservers.push(observer);
    return {
      dispose() {
        const at = applyObservers.indexOf(observer);
        if (at >= 0) applyObservers.splice(at, 1);
      },
    };
  }

  /** Runs `block` with extra read and write observers (of every state object read or written). */
  static observe<T>(
    read: StateObserver | null | undefined,
    write: StateObserver | null | undefined,
    block: () => T,
  ): T {
    const savedRead = readObserver;
    const savedWrite = writeObserver;
    readObserver = combine(read, readObserver);
    writeObserver = combine(write, writeObserver);
    try {
      return block();
    } finally {
      readObserver = savedRead;
      writeObserver = savedWrite;
    }
  }
}

/** A snapshot that only reads. */
class ReadonlySnapshot extends Snapshot {
  readonly readOnly = true;

  constructor(id: number, invalid: IdSet, parent: Snapshot | null, readObserver: StateObserver | null) {
    super(id, invalid, parent, readObserver, null);
    live.add(this);
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    this.checkOpen("take a snapshot of");
    return new ReadonlySnapshot(this.id, this.invalid, this, combine(observer, this.readObserver));
  }
}

/** What a mutable snapshot saw of a state before its first write to it. */
interface Base {
  readonly stamp: number;
  readonly value: unknown;
}

/** A snapshot whose writes stay private until `apply()`. */
export class MutableSnapshot extends Snapshot {
  readonly readOnly = false;
  /** The states it wrote, each with what it saw before writing. */
  modified: Map<RecordedState, Base> | null = null;
  /** Ids whose records are also its own: its earlier ids, and those of nested snapshots applied into it. */
  private readonly ownIds: number[] = [];
  applied = false;

  constructor(
    id: number,
    invalid: IdSet,
    parent: Snapshot | null,
    read: StateObserver | null,
    write: StateObserver | null,
  ) {
    super(id, invalid, parent, read, write);
    openIds.add(id);
    live.add(this);
  }

  override hasWrites(): boolean {
    return this.modified !== null && this.modified.size > 0;
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    this.checkWritable("take a snapshot of");
    const id = nextId++;
    const invalid = this.invalid.copy();
    invalid.addRange(this.id + 1, id);
    const nested = new ReadonlySnapshot(id, invalid, this, combine(observer, this.readObserver));
    this.advance();
    return nested;
  }

  /** A mutable snapshot of what this one sees now; its `apply()` applies into this one. */
  takeNestedMutableSnapshot(read?: StateObserver, write?: StateObserver): MutableSnapshot {
    this.checkWritable("take a snapshot of");
    const id = nextId++;
    const invalid = this.invalid.copy();
    invalid.addRange(this.id + 1, id);
    const nested = new MutableSnapshot(
      id,
      invalid,
      this,
      combine(read, this.readObserver),
      combine(write, this.writeObserver),
    );
    this.advance();
    return nested;
  }

  /** Takes a new id, so that its later writes are not seen by the nested snapshot just taken. */
  private advance(): void {
    const previous = this.id;
    this.ownIds.push(previous);
    this.id = nextId++;
    openIds.add(this.id);
    this.invalid.addRange(previous + 1, this.id);
  }

  private checkWritable(what: string): void {
    this.checkOpen(what);
    if (this.applied) throw new Error(`Composa: cannot ${what} a snapshot that was already applied`);
  }

  /** @internal The record a write to `state` changes. */
  writable<T>(state: RecordedState<T>): StateRecord<T> {
    this.checkWritable("write in");
    const record = readable(state.first, this);
    if (record === null) throw unreadable(state);
    let target = record;
    if (record.id !== this.id) {
      const modified = (this.modified ??= new Map());
      if (!modified.has(state as RecordedState))
        modified.set(state as RecordedState, { stamp: record.stamp, value: record.value });
      target = newRecord(state, this.id, state.copyValue(record.value), record);
    }
    target.stamp = ++stamps;
    return target;
  }

  /**
   * Makes its writes visible to its parent (the global snapshot for one taken
   * outside any `enter`): all of them, or none if a state it wrote was changed
   * there since it was taken and the state's policy cannot merge.
   */
  apply(): SnapshotApplyResult {
    this.checkWritable("apply");
    const parent = this.parent as MutableSnapshot | null;
    if (parent !== null && (parent.disposed || parent.applied)) {
      throw new Error("Composa: cannot apply a nested snapshot whose parent was already applied or disposed");
    }
    const view: View = parent ?? globalSnapshot;
    const modified = this.modified;
    // Conflicts first: an apply is all or nothing.
    const merges: Array<[RecordedState, unknown]> = [];
    const previous = new Map<RecordedState, unknown>();
    const conflicts: StateObject[] = [];
    if (modified !== null) {
      for (const [state, base] of modified) {
        const current = readable(state.first, view);
        if (current === null) throw unreadable(state);
        previous.set(state, current.value);
        if (current.stamp === base.stamp) continue;
        const applied = readable(state.first, this)!;
        const merged = state.mergeRecords(base.value, current.value, applied.value);
        if (merged === NO_MERGE) conflicts.push(state);
        else merges.push([state, merged]);
      }
    }
    if (conflicts.length > 0) return failed(conflicts);
    this.applied = true;
    if (parent !== null) {
      this.applyInto(parent, merges);
      return SUCCEEDED;
    }
    if (merges.length > 0) {
      // A merged value gets an id of its own, above this snapshot's: it shadows this snapshot's record for
      // everyone who sees it, while a nested snapshot still open keeps seeing what it was taken with.
      const mergeId = nextId++;
      for (const [state, value] of merges) {
        const record = newRecord(state, mergeId, value, null);
        record.stamp = ++stamps;
      }
    }
    openIds.delete(this.id);
    for (const id of this.ownIds) openIds.delete(id);
    commits++;
    const globalChanged = globalSnapshot.modified;
    if (globalChanged.size > 0) globalSnapshot.modified = new Set();
    advanceGlobal();
    if (globalChanged.size > 0) notifyObservers(globalChanged, globalSnapshot);
    if (modified !== null && modified.size > 0) {
      const states = [...modified.keys()];
      const saved = applying;
      applying = { snapshotId: this.id, states };
      try {
        runAll(states, (state) =>
          notifyReaders(state, previous.get(state), readable(state.first, globalSnapshot)!.value),
        );
      } finally {
        applying = saved;
      }
      notifyObservers(new Set(states), this);
    }
    return SUCCEEDED;
  }

  private applyInto(parent: MutableSnapshot, merges: Array<[RecordedState, unknown]>): void {
    parent.invalid.delete(this.id);
    for (const id of this.ownIds) parent.invalid.delete(id);
    parent.ownIds.push(this.id, ...this.ownIds);
    if (this.modified !== null) {
      const into = (parent.modified ??= new Map());
      for (const [state, base] of this.modified) if (!into.has(state)) into.set(state, base);
    }
    for (const [state, value] of merges) parent.writable(state).value = value;
  }

  /** Marks its records of `state` unused. */
  private dropRecords(state: RecordedState): void {
    for (let record: StateRecord | null = state.first; record !== null; record = record.next) {
      if (record.id === this.id || this.ownIds.includes(record.id)) record.id = INVALID_ID;
    }
  }

  override dispose(): void {
    if (this.disposed) return;
    if (!this.applied) {
      // Abandoned: its records must never become visible (their ids are about to be closed).
      if (this.modified !== null) for (const state of this.modified.keys()) this.dropRecords(state);
      openIds.delete(this.id);
      for (const id of this.ownIds) openIds.delete(id);
    }
    super.dispose();
  }
}

/** The snapshot of writes outside any `enter`. */
class GlobalSnapshot extends Snapshot {
  readonly readOnly = false;
  /** States written since the last `sendApplyNotifications` (kept only while someone observes applies). */
  modified = new Set<object>();

  constructor() {
    super(2, new IdSet(), null, null, null);
  }

  override enter<T>(block: () => T): T {
    const saved = entered;
    entered = null;
    try {
      return block();
    } finally {
      entered = saved;
    }
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    advanceGlobal();
    return new ReadonlySnapshot(nextId++, new IdSet(new Set(openIds)), null, combine(observer, readObserver));
  }

  takeNestedMutableSnapshot(read?: StateObserver, write?: StateObserver): MutableSnapshot {
    advanceGlobal();
    return new MutableSnapshot(
      nextId++,
      new IdSet(new Set(openIds)),
      null,
      combine(read, readObserver),
      combine(write, writeObserver),
    );
  }

  override dispose(): void {
    throw new Error("Composa: the global snapshot cannot be disposed");
  }

  override sharesGlobalView(): boolean {
    return true;
  }
}

const globalSnapshot = new GlobalSnapshot();

/** Commits what was written outside any snapshot: the global snapshot takes a new id. */
function advanceGlobal(): void {
  openIds.delete(globalSnapshot.id);
  globalSnapshot.id = nextId++;
  const invalid = new Set(openIds);
  openIds.add(globalSnapshot.id);
  globalSnapshot.invalid = new IdSet(invalid);
}

function notifyObservers(changed: Set<object>, snapshot: Snapshot): void {
  runAll(applyObservers.slice(), (observer) => observer(changed, snapshot));
}

function unreadable(state: StateObject): Error {
  return new Error(`Composa: ${state.label ?? "a state object"} has no value this snapshot can see`);
}

/** A record with `id` and `value` in `state`'s list: a reused one if some record no live snapshot reads. */
function newRecord<T>(
  state: RecordedState<T>,
  id: number,
  value: T,
  keep: StateRecord<T> | null,
): StateRecord<T> {
  const reused = reclaimable(state, keep);
  if (reused !== null) {
    reused.id = id;
    reused.value = value;
    return reused;
  }
  const record = new StateRecord<T>(id, value, 0, state.first);
  state.first = record;
  return record;
}

function reclaimable<T>(state: RecordedState<T>, keep: StateRecord<T> | null): StateRecord<T> | null {
  const first = state.first;
  for (let record: StateRecord<T> | null = first; record !== null; record = record.next) {
    if (record.id === INVALID_ID) return record;
    if (record === keep || readable(first, globalSnapshot) === record) continue;
    let pinned = false;
    for (const snapshot of live) {
      if (readable(first, snapshot) === record) {
        pinned = true;
        break;
      }
    }
    if (!pinned) return record;
  }
  return null;
}

/** The record a read of `state` sees now (in the entered snapshot, or the global one). */
export function readableRecord<T>(state: RecordedState<T>): StateRecord<T> {
  const record = readable(state.first, entered ?? globalSnapshot);
  if (record === null) throw unreadable(state);
  return record;
}

/**
 * The record a write to `state` changes now: a private copy in a mutable
 * snapshot, the global snapshot's record otherwise. Throws in a read-only
 * snapshot. Call only once the write is known to change something.
 */
export function writableRecordFor<T>(state: RecordedState<T>): StateRecord<T> {
  const snapshot = entered;
  let record: StateRecord<T>;
  if (snapshot === null) {
    record = readable(state.first, globalSnapshot)!;
    // Nobody but the global snapshot alive: nobody else can see this record, change it in place.
    if (live.size > 0 && record.id !== globalSnapshot.id) {
      record = newRecord(state, globalSnapshot.id, state.copyValue(record.value), record);
    }
    record.stamp = ++stamps;
    commits++;
    if (applyObservers.length > 0) {
      if (globalSnapshot.modified.size === 0) scheduleNotifications?.();
      globalSnapshot.modified.add(state);
    }
  } else if (snapshot.readOnly) {
    throw new Error(
      `Composa: cannot write ${state.label ?? "a state"} inside a read-only snapshot (Snapshot.takeSnapshot); ` +
        "take a mutable one (Snapshot.takeMutableSnapshot) to write, or write outside enter().",
    );
  } else {
    record = (snapshot as MutableSnapshot).writable(state);
  }
  writeObserver?.(state);
  return record;
}
