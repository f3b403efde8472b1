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
