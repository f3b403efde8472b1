/**
 * `composa`: the runtime. Composer, slot table, change list, Applier.
 * Observable state (`mutableStateOf`, `derivedStateOf`, lists, maps). Effects, locals and `flush` come with the Recomposer.
 */
export type { Applier } from "./applier.js";
export { Composer } from "./composer.js";
export { Composition, type Composable } from "./composition.js";
export { RecomposeScope } from "./recompose-scope.js";
export type { RememberObserver } from "./change-list.js";
export { remember, currentComposer } from "./remember.js";
export { SlotTable } from "./slot-table/slot-table.js";
export { Anchor } from "./slot-table/anchor.js";
export { planChildren, type ChildOpSink } from "./reorder/plan-children.js";
export * from "./state/index.js";
