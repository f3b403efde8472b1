/**
 * What the Chromium suite loads into its page (bundled by dom.test.ts with
 * Vite into one IIFE exposing `window.Composa`).
 */
export * from "../../runtime/dom/index.js";
export { DomApplier } from "../../runtime/internal/index.js";
export { mutableStateOf } from "../../runtime/state/index.js";
export { HOSTILE_TEXT, HOSTILE_URLS } from "../../runtime/dom/test/hostile.js";
export {
  Clicker,
  Counter,
  counterRuns,
  Field,
  KeyedList,
  FormRow,
  ProbeCard,
  TemplateList,
} from "./fixtures.js";
