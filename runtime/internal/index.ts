/**
 * `composa/internal`: what compiled code's contract, devtools, hot reload,
 * tests and tools built on the runtime use. Not the application API
 * (`composa`, `composa/dom`): names here may change between minor versions.
 */

// ---- The compiled-code contract (docs/compiled-code.md) --------------------
export type { CompiledComposer, RestartFunction, ScopeUpdater } from "../compiled-composer.js";
export { Composer, NO_PROPS } from "../composer.js";

// ---- Compositions, scopes, the Recomposer ----------------------------------
export { Composition, type Composable, type InvalidationListener } from "../composition.js";
export { RecomposeScope } from "../recompose-scope.js";
export { Subcomposition, RootedApplier } from "../subcomposition.js";
export {
  addFrameWork,
  requestFrame,
  hasPendingRecompositions,
  watchPasses,
  type FrameWork,
  type PassListener,
} from "../recomposer.js";

// ---- The slot table and the move planner -----------------------------------
export { SlotTable } from "../slot-table/slot-table.js";
export { Anchor } from "../slot-table/anchor.js";
export { planChildren, type ChildOpSink } from "../reorder/plan-children.js";

// ---- Appliers ---------------------------------------------------------------
export type { Applier, TemplateDescription, TemplateAttributes, TextValue } from "../applier.js";
export { DomApplier, SVG_NS, MATHML_NS } from "../dom/applier.js";
export { DomComposition } from "../dom/render.js";
export { setProperty, settleElement, releaseElement, HTML_NS, type PropContext } from "../dom/props.js";
export { isUnsafeUrl, urlScheme } from "../dom/url.js";

// ---- The observation seam (state records, readers, deferred bindings) -------
export {
  Observation,
  StateBase,
  currentObservation,
  onAnyWrite,
  readRecord,
  recordWrite,
  writableRecord,
  SnapshotMutableState,
  DerivedState,
  SnapshotStateMap,
  isStateList,
  type Reader,
  type StateObject,
} from "../state/index.js";
export { peekRecord, notifyReaders } from "../state/observation.js";
export { RecordState } from "../state/record-state.js";
export { NOT_YET_COMPUTED } from "../state/derived-state.js";

// ---- Snapshot internals (versioned records, the apply in progress) ---------
export {
  NO_MERGE,
  INVALID_ID,
  PREEXISTING_ID,
  StateRecord,
  readable,
  readableRecord,
  recordCount,
  applyObserverCount,
  currentApply,
  currentSnapshot,
  type AppliedChanges,
  type RecordedState,
} from "../snapshot/index.js";
export {
  Binding,
  flushBindings,
  hasPendingBindings,
  observationTracker,
  setBindingScheduler,
  setBindingTrackerFactory,
  type BindingTracker,
  type BindingTrackerFactory,
} from "../dom/binding.js";
