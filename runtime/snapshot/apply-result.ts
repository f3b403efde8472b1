/**
 * What an apply tells its caller: `apply()`'s result (all or nothing), the
 * error `check()` and `withMutableSnapshot` throw on a conflict, and what an
 * apply made visible (devtools' "why").
 */
import type { StateObject } from "../state/state-object.js";
import { runtimeMessage } from "../messages.js";

/** What `apply()` returns. */
export interface SnapshotApplyResult {
  readonly succeeded: boolean;
  /** Throws a `SnapshotApplyConflictError` if the apply failed. */
  check(): void;
}

/** The writes an apply made visible (devtools' "why"). */
export interface AppliedChanges {
  /** The id of the snapshot applied (the global snapshot's for writes outside any snapshot). */
  readonly snapshotId: number;
  readonly states: readonly StateObject[];
}

/** Thrown by `check()` / `withMutableSnapshot` when an apply conflicts. */
export class SnapshotApplyConflictError extends Error {
  override name = "SnapshotApplyConflictError";
}

export const SUCCEEDED: SnapshotApplyResult = { succeeded: true, check() {} };

/** The result of an apply that conflicted on `states`. */
export function failed(states: StateObject[]): SnapshotApplyResult {
  return {
    succeeded: false,
    check() {
      const names = states.map((s) => s.label ?? String(s)).join(", ");
      throw new SnapshotApplyConflictError(runtimeMessage("R034", { names }));
    },
  };
}
