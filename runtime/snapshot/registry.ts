/**
 * The snapshot registry: the state every snapshot shares (docs/architecture.md,
 * "Snapshot registry"). Ids, the ids still open, the snapshots alive, the one
 * entered now with its observers, the apply observers, and the two hooks to
 * the layers above (how readers are told, how a frame is asked for). It lives
 * in one object so that snapshot.ts, mutable-snapshot.ts and global-snapshot.ts
 * read and change the same thing, and a reader finds it all in one place.
 *
 * Ids: each snapshot has an id; `openIds` holds the ids whose records are not
 * committed (the global snapshot's current id, each open mutable snapshot's).
 * Ids 0 (`INVALID_ID`) and 1 (`PREEXISTING_ID`) are the records' own; the
 * global snapshot starts at 2.
 */
import type { StateObject } from "../state/state-object.js";
import type { AppliedChanges } from "./apply-result.js";
import { publicState, runAll, type ApplyObserver, type StateObserver } from "./observers.js";
import { INVALID_ID, StateRecord, readable, type RecordedState, type View } from "./records.js";
import type { Snapshot } from "./snapshot.js";
import type { MutableSnapshot } from "./mutable-snapshot.js";
import { internalError } from "../messages.js";

/** A state written outside any snapshot, waiting for `sendApplyNotifications`: its value before the first such write and after the last. */
export interface GlobalWrite {
  readonly previous: unknown;
  next: unknown;
}

/** What the rest of the layer asks of the global snapshot (global-snapshot.ts makes it). */
export interface GlobalView extends Snapshot {
  /** States written outside any snapshot since the last `sendApplyNotifications`, in write order. */
  modified: Map<StateObject, GlobalWrite>;
  /** Commits what was written outside any snapshot: it takes a new id. */
  advance(): void;
  takeNestedMutableSnapshot(read?: StateObserver, write?: StateObserver): MutableSnapshot;
}

export interface SnapshotRegistry {
  /** The next snapshot id. */
  nextId: number;
  /** The last record stamp given (record writes, derived results). */
  stamps: number;
  /** Bumped whenever what the global snapshot sees changes (a write outside any snapshot, an apply). */
  commits: number;
  /** Ids whose records are not committed: the global snapshot's, each open mutable snapshot's. */
  readonly openIds: Set<number>;
  /** Snapshots taken and not disposed: the records they read are pinned. */
  readonly live: Set<Snapshot>;
  /** The snapshot entered now, or `null` outside any (the global snapshot). */
  entered: Snapshot | null;
  /** The read / write observers in effect (the entered snapshot's, `Snapshot.observe`'s). */
  readObserver: StateObserver | null;
  writeObserver: StateObserver | null;
  readonly applyObservers: ApplyObserver[];
  /** During the notifications of an apply: what it applied (devtools' "why"). */
  applying: AppliedChanges | null;
  /** How readers of a state are told it changed (set by the observation layer). */
  notifyReaders: (state: StateObject, previous: unknown, next: unknown) => void;
  /** Called when a write outside any snapshot leaves notifications to send (the Recomposer asks for a frame). */
  scheduleNotifications: (() => void) | null;
  /** Told of each write outside any snapshot, when it is made (devtools: where it was made). */
  globalWriteObserver: StateObserver | null;
  /** While `sendApplyNotifications` tells a state's readers: that state (devtools: which write it was). */
  sending: StateObject | null;
  /** The global snapshot (set once, by global-snapshot.ts). */
  global: GlobalView;
}

export const registry: SnapshotRegistry = {
  nextId: 3,
  stamps: 0,
  commits: 0,
  openIds: new Set<number>([2]),
  live: new Set<Snapshot>(),
  entered: null,
  readObserver: null,
  writeObserver: null,
  applyObservers: [],
  applying: null,
  notifyReaders: () => {},
  scheduleNotifications: null,
  globalWriteObserver: null,
  sending: null,
  global: null as unknown as GlobalView,
};

/** @internal */
export function setReaderNotifier(
  notify: (state: StateObject, previous: unknown, next: unknown) => void,
): void {
  registry.notifyReaders = notify;
}

/** @internal */
export function setNotificationScheduler(schedule: (() => void) | null): void {
  registry.scheduleNotifications = schedule;
}

/**
 * @internal Calls `observer` at each write outside any snapshot, when it is
 * made (its readers hear of it only at `sendApplyNotifications`); devtools
 * keeps where the write was made. `null` removes it.
 */
export function setGlobalWriteObserver(observer: StateObserver | null): void {
  registry.globalWriteObserver = observer;
}

/** While the readers of a write outside any snapshot are being told: the state written (devtools). */
export function currentGlobalWrite(): StateObject | null {
  return registry.sending;
}

/** Writes outside any snapshot wait for `sendApplyNotifications` (the next frame or `flush()`). */
export function hasPendingGlobalWrites(): boolean {
  return registry.global.modified.size > 0;
}

/** A fresh stamp for a record write or a derived result. */
export function nextStamp(): number {
  return ++registry.stamps;
}

/** Changes whenever what the global snapshot sees changes. */
export function commitCount(): number {
  return registry.commits;
}

/** The snapshot entered now, or `null` outside any (the global snapshot). */
export function currentSnapshot(): Snapshot | null {
  return registry.entered;
}

/** The read observer in effect (the entered snapshot's, `Snapshot.observe`'s), or `null`. */
export function activeReadObserver(): StateObserver | null {
  return registry.readObserver;
}

/**
 * Runs `fn` with no read observer in effect (Compose's
 * `Snapshot.withoutReadObservation`): `untracked` reads are hidden from
 * `Snapshot.observe`, a snapshot's read observer and so `snapshotFlow`, as
 * they are from recompose scopes. A snapshot entered inside sets its own.
 */
export function withoutReadObserver<T>(fn: () => T): T {
  const saved = registry.readObserver;
  registry.readObserver = null;
  try {
    return fn();
  } finally {
    registry.readObserver = saved;
  }
}

/** During the notifications of an apply: what it applied (devtools). */
export function currentApply(): AppliedChanges | null {
  return registry.applying;
}

/** How many apply observers are registered (tests: nothing leaks). */
export function applyObserverCount(): number {
  return registry.applyObservers.length;
}

/** Tells every apply observer (a copy of the list: one may dispose itself) of the states, as the application holds them. */
export function notifyApplyObservers(changed: Iterable<object>, snapshot: Snapshot): void {
  const states = new Set<object>();
  for (const state of changed) states.add(publicState(state));
  runAll(registry.applyObservers.slice(), (observer) => observer(states, snapshot));
}

export function unreadable(state: StateObject): Error {
  return internalError("I011", { name: state.label ?? "a state object" });
}

/** A record with `id` and `value` in `state`'s list: a reused one if some record no live snapshot reads. */
export function newRecord<T>(
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
  const global: View = registry.global;
  for (let record: StateRecord<T> | null = first; record !== null; record = record.next) {
    if (record.id === INVALID_ID) return record;
    if (record === keep || readable(first, global) === record) continue;
    let pinned = false;
    for (const snapshot of registry.live) {
      if (readable(first, snapshot) === record) {
        pinned = true;
        break;
      }
    }
    if (!pinned) return record;
  }
  return null;
}
