/**
 * The global snapshot (DESIGN.md, "Snapshots"): where writes outside any
 * `enter` go, and what a snapshot taken outside any `enter` is taken from;
 * plus the two calls every state read and write goes through
 * (`readableRecord`, `writableRecordFor`).
 *
 * The fast path: while no snapshot other than the global one is alive, a
 * write outside any snapshot changes the record the global snapshot reads in
 * place (nobody else can see it), so a state keeps one record and a write
 * costs what it did before snapshots. A state gets more records only while
 * snapshots are alive, and a record no live snapshot reads is reused by the
 * next write that needs one (no growth with the number of writes).
 */
import { combine, facing, type StateObserver } from "./observers.js";
import { IdSet, StateRecord, readable, type RecordedState } from "./records.js";
import type { StateObject } from "../state/state-object.js";
import { newRecord, registry, unreadable, type GlobalView, type GlobalWrite } from "./registry.js";
import { ReadonlySnapshot, Snapshot } from "./snapshot.js";
import { MutableSnapshot } from "./mutable-snapshot.js";
import { runtimeError } from "../messages.js";

/** The snapshot of writes outside any `enter`. */
class GlobalSnapshot extends Snapshot implements GlobalView {
  readonly readOnly = false;
  /** States written since the last `sendApplyNotifications`, each with its value before and after. */
  modified = new Map<StateObject, GlobalWrite>();

  constructor() {
    super(2, new IdSet(), null, null, null);
  }

  override enter<T>(block: () => T): T {
    const saved = registry.entered;
    registry.entered = null;
    try {
      return block();
    } finally {
      registry.entered = saved;
    }
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    this.advance();
    return new ReadonlySnapshot(
      registry.nextId++,
      new IdSet(new Set(registry.openIds)),
      null,
      combine(facing(observer), registry.readObserver),
    );
  }

  takeNestedMutableSnapshot(read?: StateObserver, write?: StateObserver): MutableSnapshot {
    this.advance();
    return new MutableSnapshot(
      registry.nextId++,
      new IdSet(new Set(registry.openIds)),
      null,
      combine(facing(read), registry.readObserver),
      combine(facing(write), registry.writeObserver),
    );
  }

  /** Commits what was written outside any snapshot: the global snapshot takes a new id. */
  advance(): void {
    const openIds = registry.openIds;
    openIds.delete(this.id);
    this.id = registry.nextId++;
    const invalid = new Set(openIds);
    openIds.add(this.id);
    this.invalid = new IdSet(invalid);
  }

  override dispose(): void {
    throw runtimeError("R013");
  }

  override sharesGlobalView(): boolean {
    return true;
  }
}

const globalSnapshot = new GlobalSnapshot();
registry.global = globalSnapshot;

/** The record a read of `state` sees now (in the entered snapshot, or the global one). */
export function readableRecord<T>(state: RecordedState<T>): StateRecord<T> {
  const record = readable(state.first, registry.entered ?? globalSnapshot);
  if (record === null) throw unreadable(state);
  return record;
}

/**
 * The record a write to `state` changes now: a private copy in a mutable
 * snapshot, the global snapshot's record otherwise. Throws in a read-only
 * snapshot. Call only once the write is known to change something.
 */
export function writableRecordFor<T>(state: RecordedState<T>): StateRecord<T> {
  const snapshot = registry.entered;
  let record: StateRecord<T>;
  if (snapshot === null) {
    record = readable(state.first, globalSnapshot)!;
    // Nobody but the global snapshot alive: nobody else can see this record, change it in place.
    if (registry.live.size > 0 && record.id !== globalSnapshot.id) {
      record = newRecord(state, globalSnapshot.id, state.copyValue(record.value), record);
    }
    record.stamp = ++registry.stamps;
    registry.commits++;
  } else if (snapshot.readOnly) {
    throw runtimeError("R014", { name: state.label ?? "a state" });
  } else {
    record = (snapshot as MutableSnapshot).writable(state);
  }
  registry.writeObserver?.(state);
  return record;
}

/**
 * A write outside any snapshot changed `state` from `previous` to `next`.
 * Its readers are told when the global snapshot advances
 * (`Snapshot.sendApplyNotifications()`, which the Recomposer calls at each
 * frame and in `flush()`), as in Compose: the first such write asks for a
 * frame, and many writes to a state before it reach its readers as one
 * change, from the value before the first to the value after the last.
 */
export function recordGlobalWrite(state: StateObject, previous: unknown, next: unknown): void {
  const modified = globalSnapshot.modified;
  const pending = modified.get(state);
  if (pending !== undefined) pending.next = next;
  else {
    if (modified.size === 0) registry.scheduleNotifications?.();
    modified.set(state, { previous, next });
  }
  registry.globalWriteObserver?.(state);
}
