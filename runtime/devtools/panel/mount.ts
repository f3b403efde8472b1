/**
 * Mounting the inspector: a composition of its own, rendered into `host`.
 *
 * It is rendered in a microtask: when the host appears (a ref, during the
 * host composition's pass), that composition's slot table is still being
 * written and cannot be read yet.
 */
import type { Composition } from "composa/internal";
import { render } from "composa/dom";
import { InspectorPanel } from "./panel.js";
import "./inspector.css";

/**
 * Renders the inspector into `host`, looking at what `target()` contains
 * (without it, the app: see `InspectorProps`); returns a function that removes it.
 *
 * @example
 * const unmount = mountInspector(document.querySelector("#inspector")!, () => document.querySelector("#app"));
 */
export function mountInspector(host: Element, target?: () => Element | null): () => void {
  let composition: Composition<unknown> | null = null;
  let removed = false;
  queueMicrotask(() => {
    if (removed) return;
    composition = render(InspectorPanel, host, { target, own: () => composition });
  });
  return () => {
    removed = true;
    composition?.dispose();
  };
}
