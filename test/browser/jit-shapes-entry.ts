/**
 * What jit-shapes.test.ts loads into its page (bundled with Vite into one IIFE
 * exposing `window.JitShapes`): the slot table and the reorder planner, driven
 * directly as the Composer drives them.
 */
export { SlotTable } from "../../runtime/slot-table/slot-table.js";
export { SlotWriter } from "../../runtime/slot-table/slot-writer.js";
export { planChildren } from "../../runtime/reorder/plan-children.js";
