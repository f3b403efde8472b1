import { DomApplier } from "../applier.js";
import { installDomFeatures } from "../install.js";

/**
 * An empty body with one container in it, and a DomApplier over that
 * container: what every happy-dom test of the DOM layer starts from.
 *
 * @example
 * let root: HTMLElement, applier: DomApplier;
 * beforeEach(() => ({ root, applier } = freshDom()));
 */
export function freshDom(): { root: HTMLElement; applier: DomApplier } {
  // These tests drive the setter by hand, as hand-written code does: every feature (features.ts).
  installDomFeatures();
  document.body.innerHTML = "";
  const root = document.createElement("div");
  document.body.append(root);
  return { root, applier: new DomApplier(root) };
}
