/** Snapshots: Compose's state model (DESIGN.md, "Snapshots"). */
export {
  MutableSnapshot,
  NO_MERGE,
  Snapshot,
  SnapshotApplyConflictError,
  applyObserverCount,
  currentApply,
  currentSnapshot,
  readableRecord,
  type AppliedChanges,
  type ApplyObserver,
  type RecordedState,
  type SnapshotApplyResult,
  type StateObserver,
} from "./snapshot.js";
export { INVALID_ID, PREEXISTING_ID, StateRecord, readable, recordCount } from "./records.js";
export { snapshotFlow } from "./flow.js";
