/**
 * `hydrate(App, container, props?)`: compose `App` against the markup that
 * `composa/server` rendered into `container`, adopting its nodes (see
 * applier.ts), then behave as `render`.
 *
 * @example
 * import { hydrate } from "composa/dom";
 * hydrate(App, document.getElementById("app")!, window.__PROPS__);
 * // An app whose root is `<html>` (the whole document, docs/server-rendering.md):
 * hydrate(Root, document, window.__PROPS__);
 */
import { reserveInsertTable, type Composable } from "../../composition.js";
import type { RootPropsAndOptions } from "../../root-props.js";
import { checkRoot, DomComposition, registerComposition } from "../render.js";
import { HydratingApplier } from "./applier.js";

/** Options of `hydrate`. */
export interface HydrateOptions {
  /** The `idPrefix` the server rendered with (`renderToString`), so that `rememberId` gives the server's ids. */
  idPrefix?: string;
}

export function hydrate<P extends object>(
  App: (props: P) => void,
  target: Element | DocumentFragment | Document,
  ...[props, options]: RootPropsAndOptions<P, HydrateOptions>
): DomComposition {
  checkRoot("hydrate", App, target);
  // A whole document (an app whose root is `<html>`, hydrate/document.ts) is a container as any:
  // its element is the app's; what it holds besides is kept.
  const container = target as Element | DocumentFragment;
  if (target.nodeType !== 9) trimIndentation(container);
  const applier = new HydratingApplier(container);
  const composition = new DomComposition(container, applier);
  const compiled = App as unknown as Composable<P>;
  const appProps = (props ?? {}) as P;
  // The first pass composes about a group and two slots per server element
  // (a row of the bench page: 8 elements, 8 groups, ~13 slots): room for
  // them at once instead of ten doublings of the insert table.
  const elements = (
    "getElementsByTagName" in container
      ? container.getElementsByTagName("*")
      : container.querySelectorAll("*")
  ).length;
  reserveInsertTable(composition, elements + (elements >> 2) + 64, 2 * elements + 64);
  // The first pass gives the server's ids (remember-id.ts); later ones the page's.
  composition.serverIds = { prefix: options?.idPrefix ?? "", next: 0 };
  try {
    composition.setContent(($c) => compiled(appProps, $c, 0));
  } catch (error) {
    composition.dispose();
    throw error;
  } finally {
    composition.serverIds = null;
  }
  registerComposition(container, composition);
  return composition;
}

/**
 * The page's indentation around the server's markup (`<div id="app">\n
 * ${html}\n</div>`, as a page template is usually written) is not the app's:
 * the whitespace-only texts at the container's two ends are dropped, so that
 * the app's first node is the first one claimed. (Kept, they were a mismatch
 * that replaced the whole app, and nodes of the container the composition
 * does not own.)
 */
// HTML's whitespace, not `trim()`'s: a `&nbsp;` is text the app wrote.
function trimIndentation(container: Element | DocumentFragment): void {
  const blank = (node: ChildNode | null): node is Text =>
    node !== null && node.nodeType === 3 && /^[ \t\n\f\r]*$/.test((node as Text).data);
  while (blank(container.firstChild)) container.firstChild.remove();
  while (blank(container.lastChild)) container.lastChild.remove();
}
