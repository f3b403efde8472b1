/**
 * `composa`: the runtime. Composer, slot table, change list, Applier.
 * Observable state (`mutableStateOf`, `derivedStateOf`, lists, maps), the
 * Recomposer (`flush`), effects, composition locals, `key`, `ErrorBoundary`.
 */
export type { Applier, TemplateDescription, TemplateAttributes } from "./applier.js";
export { Composer } from "./composer.js";
export { Composition, type Composable, type InvalidationListener } from "./composition.js";
export { flush, addFrameWork, requestFrame, hasPendingRecompositions, type FrameWork } from "./recomposer.js";
export { CompositionError } from "./errors.js";
export { reportError } from "./report.js";
export { RecomposeScope } from "./recompose-scope.js";
export type { RememberObserver } from "./change-list.js";
export { remember, currentComposer } from "./remember.js";
export { SlotTable } from "./slot-table/slot-table.js";
export { Anchor } from "./slot-table/anchor.js";
export { planChildren, type ChildOpSink } from "./reorder/plan-children.js";
export * from "./state/index.js";
export { SideEffect, DisposableEffect, LaunchedEffect, type Cleanup } from "./effects.js";
export {
  CompositionLocal,
  CompositionLocalProvider,
  compositionLocalOf,
  staticCompositionLocalOf,
  type CompositionLocalProviderProps,
  type ProvidedValue,
} from "./composition-local.js";
export { key } from "./key.js";
export { ErrorBoundary, type ErrorBoundaryProps } from "./error-boundary.js";
export { __hot } from "./hot/index.js";
