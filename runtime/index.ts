/**
 * `composa`: what applications use, and (last section) the few names compiled
 * code imports. Everything a tool built on the runtime needs (the Composer,
 * the slot table, scopes, Appliers, the observation seam) is in
 * `composa/internal`.
 */

// ---- Public API ------------------------------------------------------------

// State: observable values, derived state, lists, maps, mutation policies.
export {
  mutableStateOf,
  derivedStateOf,
  mutableStateListOf,
  mutableStateMapOf,
  neverEqualPolicy,
  referentialEqualityPolicy,
  structuralEqualityPolicy,
  structurallyEqual,
  isStateObject,
  untracked,
  DerivedCycleError,
} from "./state/index.js";
export type {
  MutableState,
  State,
  StateList,
  SnapshotMutationPolicy,
  StateOptions,
  PolicyOrOptions,
} from "./state/index.js";
export {
  Snapshot,
  MutableSnapshot,
  SnapshotApplyConflictError,
  snapshotFlow,
  type ApplyObserver,
  type SnapshotApplyResult,
  type StateObserver,
} from "./snapshot/index.js";
export { currentRecomposeScope, type RecomposeScopeHandle } from "./current-scope.js";
export { remember } from "./remember.js";
export { stable, isStable } from "./stable.js";
export { rememberId } from "./remember-id.js";
export { SideEffect, DisposableEffect, LaunchedEffect, type Cleanup } from "./effects.js";
export type { RememberObserver } from "./change-list.js";
export {
  CompositionLocal,
  CompositionLocalProvider,
  compositionLocalOf,
  staticCompositionLocalOf,
  type CompositionLocalProviderProps,
  type ProvidedValue,
} from "./composition-local.js";
export { key } from "./key.js";
export { movableContentOf } from "./movable-content.js";
export { ErrorBoundary, type ErrorBoundaryProps, type ErrorBoundaryFallbackProps } from "./error-boundary.js";
export { Fragment, type FragmentProps } from "./fragment.js";
export { flush } from "./recomposer.js";
export { CompositionError, EffectError, HandlerError } from "./errors.js";
export { reportError } from "./report.js";
export type { Composable } from "./composition.js";

// ---- For compiled code (emitted by composa/babel; not for applications) ----

export { currentComposer } from "./remember.js";
export { composableOf, plainCall } from "./callee.js";
export { __hot } from "./hot/index.js";
