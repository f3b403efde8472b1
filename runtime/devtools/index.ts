/**
 * `composa/devtools`: reading a live composition. The group tree with
 * Decomposing Jetpack Compose's filters, recompose / skip counts per scope, the state-reads
 * table (scopes, deferred bindings, derived states), why each scope
 * recomposed, the tree of compositions, and a callback after each pass.
 *
 * Importing it installs the runtime's devtools hook; an app that never
 * imports it carries none of this code.
 *
 * @example
 * import { inspect, formatTree, formatWhy } from "composa/devtools";
 * const inspector = inspect(render(App, root));
 * inspector.subscribe(() => {
 *   console.log(formatTree(inspector.tree({ sourceOnly: true }), inspector));
 * });
 */
import { installHook } from "./registry.js";

installHook();

export {
  inspect,
  compositionTree,
  compositionOf,
  liveCompositions,
  type CompositionInfo,
} from "./registry.js";
export {
  Inspector,
  type PartOptions,
  type ReadOptions,
  type Recomposition,
  type ScopeCounts,
  type Write,
} from "./inspector.js";
export { readGroups, type GroupInfo, type GroupKind } from "./groups.js";
export { filterGroups, hasData, type TreeFilter } from "./filters.js";
export { describeStates, bindingsOf, type ReaderInfo, type StateInfo } from "./states.js";
export {
  peekState,
  shortValue,
  describeNode,
  stateLabel,
  stateKind,
  isToolingState,
  type StateKind,
} from "./values.js";
export { firstOutsideFrame } from "./where.js";
export { originalLocation, mapLocation } from "./source-map.js";
export { formatTree, formatWhy, formatStates, groupLabel, readerLabel, writeText } from "./format.js";
