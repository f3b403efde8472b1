/**
 * The playground's inspector: the package's panel (`composa/inspector`, runtime/devtools/panel/)
 * as a pane beside each example.
 */
export { InspectorPane } from "./pane.js";
export { mountInspector, InspectorPanel, highlighted, type InspectorProps } from "composa/inspector";
