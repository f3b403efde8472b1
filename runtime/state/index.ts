/**
 * Observable state: `mutableStateOf`, `derivedStateOf`, state lists and maps,
 * mutation policies, and the observation seam the rest of the runtime (the
 * Composer's restart scopes, deferred DOM bindings, devtools) builds on.
 */
export {
  Observation,
  StateBase,
  currentObservation,
  onAnyWrite,
  readRecord,
  recordWrite,
  untracked,
  writableRecord,
} from "./observation.js";
export type { Reader, StateObject } from "./observation.js";
export {
  neverEqualPolicy,
  referentialEqualityPolicy,
  structuralEqualityPolicy,
  structurallyEqual,
} from "./policy.js";
export type { PolicyOrOptions, SnapshotMutationPolicy, StateOptions } from "./policy.js";
export { SnapshotMutableState, mutableStateOf } from "./mutable-state.js";
export type { MutableState, State } from "./mutable-state.js";
export { DerivedCycleError, DerivedState, derivedStateOf } from "./derived-state.js";
export { isStateList, mutableStateListOf } from "./state-list.js";
export type { StateList } from "./state-list.js";
export { SnapshotStateMap, mutableStateMapOf } from "./state-map.js";
export { isStateObject } from "./is-state-object.js";
