/**
 * Hydrating a whole document: `hydrate(App, document)` for an app whose root
 * is `<html>` (React's `hydrateRoot(document, <App />)`). The server wrote
 * `<html><head>…</head><body>…</body></html>` (and `renderToStream` the
 * `<!DOCTYPE html>` before it); the parser made the document from it, and
 * the composition claims its `<html>`, `<head>` and `<body>` as any
 * elements.
 *
 * Those three and the document itself are not the app's alone, though:
 * the doctype stands before `<html>`, the parser gives `<html>` a `<head>`
 * when the app wrote none, a script the server sent after `</html>` lands at
 * the end of `<body>`, and the page's scripts and browser extensions add
 * nodes at the end of `<head>` and `<body>` (the kit's own stylesheet,
 * `ensureKitStyles`, is one) and attributes on all three (a theme class on
 * `<html>`). As React 19 does with its singletons, hydration leaves those
 * where they are: they are no mismatch and are not removed.
 *
 * - In these parents, a node the pass asks for is looked for past the
 *   nodes before it (`findForward`), in a template's static rest too
 *   (static-parts.ts): what it passes over is not the app's. A `<head>` or
 *   `<body>` in a static template is checked as a template node of its
 *   own, so a mismatch inside it replaces the smallest subtree there, never
 *   the element.
 * - What stays (`withKept`), as React 19 keeps it (its singletons never
 *   delete unhydrated nodes): the nodes after the last one the pass claimed
 *   in each of them (the server's too: a node the server wrote at the end
 *   of `<body>` and the client does not compose is kept, unreported), and
 *   the nodes passed over before the app's first one. The DOM Applier
 *   addresses children by index: nodes after all of the app's leave every
 *   index it uses right, and those before them are counted (`keptBefore`)
 *   and passed over by the hydrated Applier's indices there, so content the
 *   app adds later lands among its own nodes (after the kept leading ones,
 *   before the kept trailing ones; React appends it after them). A node
 *   passed over between two of the app's in `<head>` or `<body>` would not
 *   leave the indices right: it is removed, unreported (React keeps it).
 *   So is a server node the pass met and replaced.
 * - Their attributes are not checked for extra ones (static-parts.ts).
 */
import { isMarker } from "./server-markup.js";

/** Not a part of a whole document. */
export const NOT_DOCUMENT = 0;
/** `<head>`, `<body>`: nodes before the app's first one and after its last are kept; those between are removed. */
export const KEEPS_TRAILING = 1;
/** The document, `<html>`: every node passed over is kept (what is kept before the app's is counted, `keptBefore`). */
export const KEEPS_AROUND = 2;

const HTML_NS = "http://www.w3.org/1999/xhtml";

/** What `node` is of the hydrated `root`, when `root` is a document. */
export function documentPart(node: Node, root: Node): number {
  if (root.nodeType !== 9) return NOT_DOCUMENT;
  if (node === root) return KEEPS_AROUND;
  if (node.nodeType !== 1 || (node as Element).namespaceURI !== HTML_NS) return NOT_DOCUMENT;
  const tag = (node as Element).localName;
  const parent = node.parentNode;
  if (tag === "html") return parent === root ? KEEPS_AROUND : NOT_DOCUMENT;
  if (tag !== "head" && tag !== "body") return NOT_DOCUMENT;
  return parent !== null && parent.parentNode === root && (parent as Element).localName === "html"
    ? KEEPS_TRAILING
    : NOT_DOCUMENT;
}

/** The first element `<type>` from `at` on that is not claimed yet, or null. */
export function findForward(at: ChildNode | null, type: string, claimed: ReadonlySet<Node>): Element | null {
  for (; at !== null; at = at.nextSibling)
    if (at.nodeType === 1 && (at as Element).localName === type && !claimed.has(at)) return at as Element;
  return null;
}

/**
 * `view` (the children the composition expects of `parent`, a part of a
 * whole document) with the nodes it keeps around them: before it, the nodes
 * `leading` holds (passed over in the document or `<html>`: the doctype, the
 * parser's `<head>`); after it, the nodes from `from` (where the pass's
 * claims in `parent` stopped) that the view does not hold, markers aside.
 */
export function withKept(
  parent: Node,
  view: readonly Node[],
  part: number,
  leading: ReadonlySet<Node>,
  from: ChildNode | null,
): Node[] {
  const before = part !== NOT_DOCUMENT ? [...parent.childNodes].filter((child) => leading.has(child)) : [];
  const wanted = new Set(view);
  const after: Node[] = [];
  for (let at = from; at !== null; at = at.nextSibling) if (!wanted.has(at) && !isMarker(at)) after.push(at);
  return before.length === 0 && after.length === 0 ? (view as Node[]) : [...before, ...view, ...after];
}

/**
 * Per parent, how many of its first children are `leading` nodes (kept
 * before the app's): what the DOM Applier's
 * indices there pass over once hydrated (applier.ts), so that disposing the
 * app removes its `<html>`, not the doctype.
 */
export function keptBefore(leading: ReadonlySet<Node>): Map<Node, number> {
  const before = new Map<Node, number>();
  for (const node of leading) {
    const parent = node.parentNode;
    if (parent === null || before.has(parent)) continue;
    let count = 0;
    for (let at = parent.firstChild; at !== null && leading.has(at); at = at.nextSibling) count++;
    before.set(parent, count);
  }
  return before;
}
