/** Snapshots: Compose's state model (DESIGN.md, "Snapshots"). */
export {
  MutableSnapshot,
  Snapshot,
  applyObserverCount,
  currentApply,
  currentSnapshot,
  readableRecord,
} from "./snapshot.js";
export { SnapshotApplyConflictError, type AppliedChanges, type SnapshotApplyResult } from "./apply-result.js";
export type { ApplyObserver, StateObserver } from "./observers.js";
export {
  INVALID_ID,
  NO_MERGE,
  PREEXISTING_ID,
  StateRecord,
  readable,
  recordCount,
  type RecordedState,
} from "./records.js";
export { snapshotFlow } from "./flow.js";
