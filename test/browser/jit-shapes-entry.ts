/**
 * What jit-shapes.test.ts loads into its page (bundled with Vite into one IIFE
 * exposing `window.JitShapes`): the slot table, the reorder planner and the
 * element records of event handlers and recompose scopes, driven directly as the runtime drives them.
 */
export { SlotTable } from "../../runtime/slot-table/slot-table.js";
export { SlotWriter } from "../../runtime/slot-table/slot-writer.js";
export { planChildren } from "../../runtime/reorder/plan-children.js";
export { releaseEvents, setEvent } from "../../runtime/dom/events.js";
export { recordOf } from "../../runtime/dom/record.js";
export { RecomposeScope } from "../../runtime/recompose-scope.js";
