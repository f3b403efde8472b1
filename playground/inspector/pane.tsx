/** The inspector as a playground pane, beside an example's result. */
import { mountInspector } from "composa/inspector";
import "./pane.css";

/**
 * A pane holding the inspector of the element `target` selects.
 *
 * @example
 * <InspectorPane target={`.result[data-example="${example.id}"] .result-body`} />;
 */
export function InspectorPane({ target }: { target: string }) {
  <div class="pane inspector-pane">
    <div
      class="inspector-host"
      ref={(el) => (el === null ? undefined : mountInspector(el, () => document.querySelector(target)))}
    />
  </div>;
}
