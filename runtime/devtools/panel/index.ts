/**
 * The inspector panel (issue 8): Decomposing Jetpack Compose's composition viewer, written in
 * Composa over `composa/devtools`. The playground shows it beside each
 * example; `composa/vite`'s `inspector` option puts it on a user's page
 * (page.ts).
 */
export { mountInspector } from "./mount.js";
export { InspectorPanel, type InspectorProps } from "./panel.js";
export { highlighted } from "./highlight.js";
export { installPageInspector, type PageInspectorOptions } from "./page.js";
