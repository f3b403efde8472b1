/**
 * `composa/dom`: the DOM Applier, `render`, and the UI kit.
 *
 * @example
 * import { mutableStateOf, remember } from "composa";
 * import { Button, Row, Text, render } from "composa/dom";
 *
 * function Counter() {
 *   const count = remember(() => mutableStateOf(0));
 *   <Row>
 *     <Text text={`Count: ${count.value}`} />
 *     <Button text="+" onClick={() => count.value++} />
 *   </Row>;
 * }
 * render(Counter, document.getElementById("app")!);
 */
export { render, DomComposition } from "./render.js";
export { DomApplier, SVG_NS, MATHML_NS } from "./applier.js";
export { setProperty, settleElement, releaseElement, UNSAFE_HTML, HTML_NS, type PropContext } from "./props.js";
export {
  Binding,
  flushBindings,
  hasPendingBindings,
  observationTracker,
  setBindingScheduler,
  setBindingTrackerFactory,
  type BindingTracker,
  type BindingTrackerFactory,
} from "./binding.js";
export { classString, type ClassValue } from "./classname.js";
export type { StyleObject } from "./style.js";
export type { RefCallback } from "./record.js";
export { isUnsafeUrl, urlScheme } from "./url.js";
export * from "./kit/index.js";
