/**
 * The playground's inspector (issue 8): seed 004's composition viewer, in
 * Composa itself, over `composa/devtools`.
 */
export { InspectorPane } from "./pane.js";
export { mountInspector } from "./mount.js";
export { InspectorPanel, type InspectorProps } from "./panel.js";
export { highlighted } from "./highlight.js";
