/**
 * Hydrate mode of the differential runner: a program's first composition is
 * rendered by composa/server, parsed into the container (as a browser gets
 * it) and hydrated by composa/dom's `hydrate`; the runner's steps and checks
 * then go on as after `render`. What hydration itself must do is checked here:
 * no mismatch (the server's markup is what the client composes), and no DOM
 * mutation (but the one each `<!--t-->` empty text costs: the marker replaced
 * by its text, see docs/server-rendering.md). The live DOM keeps the
 * `<!---->` separators; `withoutMarkers` drops those (and only those: a
 * `<!--t-->` left behind is a difference) for the runner's comparison with a
 * fresh client render.
 */
import { hydrate, render, type DomComposition } from "../runtime/dom/index.js";
import { renderToString } from "../runtime/server/index.js";
import { VOID } from "../runtime/server/serialize.js";
import { Env, useEnv } from "./helpers.js";

const EMPTY_TEXT_MARKER = "<!--t-->";
const RANGE_START = "<!--[-->";

/**
 * Server-renders `App` (with an environment of its own: the server's cells
 * are abandoned, never live), puts the markup in `container` and hydrates
 * it. Returns the composition, and why hydration was wrong (null: it was
 * right), whether the parser restructured the markup, and how many
 * placements of movable content (`<!--[-->`, dom/range.ts) were hydrated.
 */
export function serverRenderAndHydrate(
  App: (props: object) => void,
  container: HTMLElement,
  props: object,
  written: Map<string, number>,
): { composition: DomComposition; problem: string | null; restructured: boolean; placements: number } {
  const previous = useEnv(new Env(written));
  let html: string;
  try {
    html = renderToString(App, props);
  } finally {
    useEnv(previous);
  }
  container.innerHTML = html;
  // Markup that is not valid HTML nesting (a <ul> in a <p>, which the
  // generator writes) is restructured by the parser: no server markup can
  // hydrate then without mismatches (development repairs them only where the
  // pass or its static checks look, docs/server-rendering.md), so such a
  // program is rendered instead (counted as restructured).
  const scratch = container.ownerDocument.createElement("div");
  let expectedShape: string;
  useEnv(new Env(written));
  try {
    const client = render(App, scratch, props);
    expectedShape = elementShape(scratch);
    client.dispose();
  } finally {
    useEnv(previous);
  }
  const restructured = elementShape(container) !== expectedShape;
  if (restructured) {
    container.textContent = "";
    return { composition: render(App, container, props), problem: null, restructured, placements: 0 };
  }
  const view = container.ownerDocument.defaultView as unknown as {
    MutationObserver: typeof MutationObserver;
  };
  const observer = new view.MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  let composition: DomComposition;
  let records: MutationRecord[] = [];
  // Mismatches are counted below; development's report of each would only repeat them.
  const warn = console.warn;
  console.warn = () => {};
  try {
    composition = hydrate(App, container, props);
  } finally {
    console.warn = warn;
    records = observer.takeRecords();
    observer.disconnect();
  }
  const mismatches = (composition.applier as unknown as { mismatches: number }).mismatches;
  const allowed = html.split(EMPTY_TEXT_MARKER).length - 1;
  const { replaced, others } = emptyTextReplacements(records);
  let problem: string | null = null;
  if (mismatches > 0)
    problem = `hydration found ${mismatches} mismatches in the server's markup\n  server: ${html}`;
  else if (others > 0 || replaced > allowed)
    problem = `hydration of matching markup made ${others} DOM mutations and replaced ${replaced} markers by empty texts (${allowed} allowed)\n  server: ${html}`;
  return { composition, problem, restructured: false, placements: html.split(RANGE_START).length - 1 };
}

/**
 * How many `<!--t-->` markers hydration replaced by an empty text (the one
 * mutation an empty text costs: a single record in a browser, an insertion
 * and a removal in happy-dom), and how many other mutations it made.
 */
function emptyTextReplacements(records: readonly MutationRecord[]): { replaced: number; others: number } {
  let added = 0;
  let removed = 0;
  let others = 0;
  for (const record of records) {
    if (record.type !== "childList") others++;
    for (const node of record.addedNodes)
      if (node.nodeType === 3 && (node as Text).data === "") added++;
      else others++;
    for (const node of record.removedNodes)
      if (node.nodeType === 8 && (node as Comment).data === "t") removed++;
      else others++;
  }
  // Each text in takes a marker's place: an insertion without its removal is another mutation.
  return { replaced: removed, others: others + Math.abs(added - removed) };
}

/**
 * The container's markup without the `<!---->` separators hydration keeps,
 * with each text node's boundaries shown (`|`), so that texts the server
 * merged but hydration kept apart compare with a client render's, and
 * `style` read back through the CSSOM.
 */
export function withoutMarkers(root: Node): string {
  return serializeWithTexts(root, true);
}

/** A client render's markup in the same form as `withoutMarkers`. */
export function withTexts(root: Node): string {
  return serializeWithTexts(root, false);
}

/** `innerHTML` with each element's attributes in name order (see `serializeWithTexts`), texts unmarked. */
export function canonicalHtml(root: Node): string {
  return serializeWithTexts(root, false, false);
}

/**
 * Writes the markup itself rather than cloning the tree, marking its texts
 * and calling `innerHTML`: both sides of a comparison come through here, and
 * a step of seed 230000 (props mode) has ~20,000 elements, which the clone
 * and the inserted comments made the check's largest cost. Attributes are
 * written in name order: their order in the DOM is not part of what a
 * composition promises (an attribute set after an update comes last, as in
 * React), only their names and values are.
 */
function serializeWithTexts(root: Node, dropMarkers: boolean, markTexts = true): string {
  const out: string[] = [];
  const walk = (node: Node) => {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) {
        if (markTexts) out.push("<!--|-->");
        out.push(escapeText((child as Text).data));
      } else if (child.nodeType === 8) {
        const data = (child as Comment).data;
        if (!(dropMarkers && data === "")) out.push(`<!--${data}-->`);
      } else if (child.nodeType === 1) {
        const el = child as HTMLElement;
        out.push("<", el.localName);
        for (const attr of [...el.attributes].sort(byName)) {
          // The server writes `color:red`, the CSSOM reads `color: red;`: both through the CSSOM.
          // Declarations in name order: a key set after an update comes last, as attributes do
          // (the generator writes no shorthand beside its longhands, where order would matter).
          const value = attr.name === "style" ? declarations(el.style.cssText) : attr.value;
          out.push(" ", attr.name, '="', escapeAttribute(value), '"');
        }
        out.push(">");
        if (VOID.has(el.localName)) continue;
        walk(el);
        out.push("</", el.localName, ">");
      }
    }
  };
  walk(root);
  return out.join("");
}

function declarations(css: string): string {
  return css
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d !== "")
    .sort()
    .join("; ");
}

function byName(a: Attr, b: Attr): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/\u00a0/g, "&nbsp;");
}

/** The element tree's tags alone: what the parser may restructure. */
function elementShape(root: Element): string {
  let out = "";
  for (let el = root.firstElementChild; el !== null; el = el.nextElementSibling)
    out += `<${el.localName}>${elementShape(el)}</>`;
  return out;
}
