/**
 * Snapshots: Compose's state model (DESIGN.md, "Snapshots"). Import the layer
 * from here: this loads the global snapshot (global-snapshot.ts), which the
 * static API of `Snapshot` needs.
 */
export { ReadonlySnapshot, sendApplyNotifications, takeMutableSnapshot } from "./snapshot.js";
export { Snapshot, type SnapshotStatics } from "./snapshot-api.js";
export { MutableSnapshot } from "./mutable-snapshot.js";
export { readableRecord, recordGlobalWrite, writableRecordFor } from "./global-snapshot.js";
export {
  activeReadObserver,
  applyObserverCount,
  commitCount,
  currentApply,
  currentGlobalWrite,
  currentSnapshot,
  hasPendingGlobalWrites,
  nextStamp,
  setGlobalWriteObserver,
  setNotificationScheduler,
  setReaderNotifier,
  withoutReadObserver,
} from "./registry.js";
export { SnapshotApplyConflictError, type AppliedChanges, type SnapshotApplyResult } from "./apply-result.js";
export { internalObserver, type ApplyObserver, type StateObserver } from "./observers.js";
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
