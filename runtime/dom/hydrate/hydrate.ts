/**
 * `hydrate(App, container, props?)`: compose `App` against the markup that
 * `composa/server` rendered into `container`, adopting its nodes (see
 * applier.ts), then behave as `render`.
 *
 * @example
 * import { hydrate } from "composa/dom";
 * hydrate(App, document.getElementById("app")!, window.__PROPS__);
 */
import type { Composable } from "../../composition.js";
import { DomComposition, registerComposition } from "../render.js";
import { HydratingApplier } from "./applier.js";

export function hydrate<P extends object>(
  App: (props: P) => void,
  container: Element | DocumentFragment,
  props?: P,
): DomComposition {
  const applier = new HydratingApplier(container);
  const composition = new DomComposition(container, applier);
  const compiled = App as unknown as Composable<P>;
  const appProps = (props ?? {}) as P;
  try {
    composition.setContent(($c) => compiled(appProps, $c, 0));
  } catch (error) {
    composition.dispose();
    throw error;
  }
  registerComposition(container, composition);
  return composition;
}
