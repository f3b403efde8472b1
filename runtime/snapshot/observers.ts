/**
 * Observers of snapshots: of each state read or written (a snapshot's own,
 * `Snapshot.observe`'s), and of each apply; combining them, and calling them
 * all when one throws.
 */
import type { Snapshot } from "./snapshot.js";

/** Told about a read (or write) of a state object. */
export type StateObserver = (state: object) => void;
/** Told after each apply (and each `sendApplyNotifications`) with the states written. */
export type ApplyObserver = (changed: Set<object>, snapshot: Snapshot) => void;

/**
 * The object an application holds for a state object: itself, except for a
 * state list, whose records live in an object behind the array proxy the
 * application has (state-list.ts sets `facade`). What observers given to the
 * public API are told (`changed.has(todos)` must be true when `todos` was
 * written), as Compose hands them the `SnapshotStateList` itself.
 */
export function publicState(state: object): object {
  return (state as { facade?: object }).facade ?? state;
}

/** Observers of the runtime's own (a pass's write observer) that are told of the state objects themselves. */
const internal = new WeakSet<StateObserver>();

/** Marks `observer` as the runtime's own: `facing` leaves it as it is. */
export function internalObserver(observer: StateObserver): StateObserver {
  internal.add(observer);
  return observer;
}

/** `observer`, told of the state object the application holds (see `publicState`). */
export function facing(observer: StateObserver | null | undefined): StateObserver | null {
  if (!observer) return null;
  if (internal.has(observer)) return observer;
  return (state) => observer(publicState(state));
}

/** Both observers, as one (either may be missing). */
export function combine(
  a: StateObserver | null | undefined,
  b: StateObserver | null | undefined,
): StateObserver | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return (state) => {
    a(state);
    b(state);
  };
}

/** Calls `fn` on each item; one throwing does not stop the others; rethrows the first error. */
export function runAll<T>(items: Iterable<T>, fn: (item: T) => void): void {
  let failure: unknown = undefined;
  let threw = false;
  for (const item of items) {
    try {
      fn(item);
    } catch (error) {
      if (!threw) [threw, failure] = [true, error];
    }
  }
  if (threw) throw failure;
}
