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
// ---- Public API --------------------------------------------------------------
// Internals (the DOM Applier, properties, bindings, URL screening) are in `composa/internal`.
export { render, type DomComposition } from "./render.js";
export { hydrate, type HydrateOptions } from "./hydrate/hydrate.js";
export { UNSAFE_HTML } from "./props.js";
export { classString, type ClassValue } from "./classname.js";
export type { StyleObject } from "./style.js";
export type { RefCallback, RefObject } from "./record.js";
export * from "./kit/index.js";
export { LazyColumn, LazyRow, type LazyListProps } from "./lazy/lazy-column.js";
export { rememberLazyListState, LazyListState } from "./lazy/lazy-list-state.js";
// ---- For compiled code -------------------------------------------------------
// The installers of the property setter's optional features (features.ts,
// runtime/compiled-composer.ts's CompiledDomImports); `installDomFeatures`
// installs them all, for hand-written code.
export {
  installCustomElements,
  installDomFeatures,
  installInnerHtml,
  installLiveProperties,
  installMovableContent,
  installRefs,
  installSpread,
  installStyle,
  installUrlScreening,
} from "./install.js";
export { tagOf } from "./dynamic-tag.js";
