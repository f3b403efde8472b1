/**
 * Checks of a template's static parts during hydration: the static
 * attributes of the template nodes the pass claims, and the static rest it
 * never walks (`templateStatic`'s trailing children), compared with the
 * template's description through the server's own setter
 * (runtime/server/props.ts), so that "matches" means "is what the server
 * would have written". Production compares the static attributes, takes
 * a short look at the rest (`restTextsDiffer`) and counts each claimed
 * element's attributes (`writtenAtMost`); a node that fails either, and
 * every node in development, is compared whole (docs/server-rendering.md).
 */
import type { TemplateDescription } from "../../applier.js";
import { escapeAttribute, NS_HTML, NS_MATHML, NS_SVG, ServerElement } from "../../server/nodes.js";
import { setServerProperty } from "../../server/props.js";
import { RAW_TEXT, RCDATA, VALUE_IS_TEXT } from "../../server/serialize.js";
import { childrenOf, MATHML_NS, SVG_NS } from "../applier.js";
import {
  ATTRIBUTE_ALIASES,
  attrInfo,
  isLiveProperty,
  SVG_ATTRIBUTE_ALIASES,
  UNSAFE_HTML,
} from "../attributes.js";
import { documentPart, NOT_DOCUMENT } from "./document.js";
import { restructuredBy } from "./mismatch.js";
import { isMarker, matchesPlainString, oneText, rangeEndOf } from "./server-markup.js";

export function nsIndex(el: Element): number {
  return el.namespaceURI === SVG_NS ? NS_SVG : el.namespaceURI === MATHML_NS ? NS_MATHML : NS_HTML;
}

/** What the server writes for `name` = `value` on an element like `el`. */
function serverElement(el: Element, attributes: Readonly<Record<string, unknown>>): ServerElement {
  const probe = new ServerElement(el.localName, nsIndex(el));
  for (const name in attributes) setServerProperty(probe, name, attributes[name]);
  return probe;
}

/**
 * The first attribute of `name` = `value` that `el` does not show as the
 * server writes it: its name and expected (escaped) text; null when it
 * matches. Live properties are left to their setters (they compare with
 * the live value). When the setter writes no attribute for the value, `el`
 * must then have none of that name if it `owns` the name (a property the
 * pass gives); a static attribute leaves it to another that may own it.
 */
export function wrongAttribute(
  el: Element,
  name: string,
  value: unknown,
  owns = false,
): { attr: string; expected: string | null } | null {
  if (nsIndex(el) === NS_HTML && isLiveProperty(el.localName, name)) return null;
  const probe = serverElement(el, { [name]: value });
  if (probe.html !== null || name === UNSAFE_HTML) {
    const html = probe.html ?? "";
    return el.innerHTML === html ? null : { attr: "innerHTML", expected: html };
  }
  const attrs = probe.attrs;
  if (attrs === null || attrs.length === 0) {
    const attr = name === "className" ? "class" : name;
    return owns && el.hasAttribute(attr) ? { attr, expected: null } : null;
  }
  const attr = attrs[0]!;
  const found = el.getAttribute(attr);
  return found !== null && escapeAttribute(found) === attrs[1] ? null : { attr, expected: attrs[1] ?? null };
}

/** Whether `node` is exactly the static child `description` as the server writes it (deep). */
export function matchesStatic(node: Node, description: TemplateDescription | string): boolean {
  if (typeof description === "string") return node.nodeType === 3 && (node as Text).data === description;
  if (node.nodeType !== 1) return false;
  const el = node as Element;
  if (el.localName !== description[0]) return false;
  const probe = serverElement(el, description[1] ?? {});
  const attrs = probe.attrs ?? [];
  if (el.attributes.length !== attrs.length / 2) return false;
  for (let i = 0; i < attrs.length; i += 2) {
    const found = el.getAttribute(attrs[i]!);
    if (found === null || escapeAttribute(found) !== attrs[i + 1]) return false;
  }
  if (probe.html !== null) return el.innerHTML === probe.html;
  // While scripts run, the parser keeps a <noscript>'s content as one text, never shown: adopted as it is.
  if (el.localName === "noscript" && nsIndex(el) === NS_HTML) return true;
  if (nsIndex(el) === NS_HTML && (RAW_TEXT.has(el.localName) || RCDATA.has(el.localName))) {
    // Raw text: the server wrote the static texts as one (no separator can stand there).
    let text = "";
    for (let i = 2; i < description.length; i++) {
      const child = description[i];
      if (typeof child !== "string") return false; // the server writes no element there
      text += child;
    }
    for (let at = el.firstChild; at !== null; at = at.nextSibling) if (at.nodeType !== 3) return false;
    return el.textContent === text;
  }
  let at = childrenOf(el).firstChild;
  for (let i = 2; i < description.length; i++) {
    while (at !== null && isMarker(at)) at = at.nextSibling;
    if (at === null || !matchesStatic(at, description[i] as TemplateDescription | string)) return false;
    at = at.nextSibling;
  }
  while (at !== null && isMarker(at)) at = at.nextSibling;
  return at === null;
}

/** A static child, for a report. */
export function describeStatic(description: TemplateDescription | string): string {
  return typeof description === "string"
    ? `text ${JSON.stringify(description)}`
    : `<${description[0]}> (static)`;
}

/**
 * The attributes of a claimed element that neither its template's static
 * attributes nor the properties the pass gave it would have written (the
 * server's markup added them): their names. `given` are the pass's
 * properties, by name; a name it gave and the server spells otherwise
 * (`className`, `htmlFor`) or wrote nothing for (`disabled={false}`) is
 * its own, whose value the setter already compares. An `<option>`'s
 * `selected` is the server's mark of a `<select value>` (no property).
 */
export function extraAttributes(
  el: Element,
  statics: Readonly<Record<string, unknown>> | null,
  given: readonly (readonly [string, unknown])[],
): string[] {
  const probe = serverElement(el, statics ?? {});
  const own = new Set<string>();
  const html = nsIndex(el) === NS_HTML;
  for (const name in statics) own.add(attributeName(name, html));
  for (const [name, value] of given) {
    setServerProperty(probe, name, value);
    own.add(attributeName(name, html));
  }
  const attrs = probe.attrs ?? [];
  for (let i = 0; i < attrs.length; i += 2) own.add(attrs[i]!);
  const extra: string[] = [];
  for (const attr of el.attributes)
    if (!own.has(attr.name) && !(attr.name === "selected" && el.localName === "option"))
      extra.push(attr.name);
  return extra;
}

/** The attribute a property name writes when it writes one of its own name. */
function attributeName(name: string, html: boolean): string {
  if (name === "className") return "class";
  if (name.startsWith("attr:")) return name.slice(5).toLowerCase();
  const alias = (html ? ATTRIBUTE_ALIASES : SVG_ATTRIBUTE_ALIASES).get(name);
  // SVG's own camelCase names (`viewBox`) are attributes as written.
  return alias !== undefined || html ? attrInfo(alias ?? name).lower : name;
}

/** What checking a static rest needs of the hydrating Applier (applier.ts). */
export interface StaticRestHost {
  /** Past the server ranges at `at` (reported: the composition has none there). */
  skipRanges(parent: Node, at: ChildNode | null): ChildNode | null;
  mismatch(parent: Node, expected: string, found: Node | null): void;
  /** Whether `parent`'s content is `unsafeInnerHTML`'s (a static attribute, or a property the pass gave). */
  givesHtml(parent: Node, description: TemplateDescription): boolean;
  /** A new node for a static child (a text, or a clone of an element's description). */
  make(parent: Node, description: TemplateDescription | string): Node;
  /** Whether nodes past the template's end stay (a whole document's `<head>`, `<body>`: document.ts). */
  keepsRest(parent: Node): boolean;
  /**
   * In a part of a whole document, the node for the element `expected` from
   * `at` on, past what is not the app's (`first`: nothing of the app's
   * before it in `parent`); elsewhere `at`.
   */
  seek(parent: Node, at: ChildNode | null, expected: TemplateDescription, first: boolean): ChildNode | null;
  /** Whether `node`, found for `expected`, is a whole document's `<head>` or `<body>`, now checked as a template node of its own. */
  descend(node: Node, expected: TemplateDescription): boolean;
}

/**
 * The static rest of a claimed template node (its children from `handed`
 * on, never walked by the pass; the server's start at `at`) into its
 * `view`: each server node that is exactly the description's, else a new
 * node from the description in its place (the smallest static subtree that
 * differs is replaced); server nodes beyond the description are left out,
 * so they are removed (but in a whole document's parts, document.ts).
 * Returns the first server node past the rest. Development only
 * (docs/server-rendering.md).
 */
export function checkStaticRest(
  host: StaticRestHost,
  parent: Node,
  at: ChildNode | null,
  description: TemplateDescription,
  handed: number,
  view: Node[],
): ChildNode | null {
  for (let i = 2 + handed; i < description.length; i++) {
    const expected = description[i] as TemplateDescription | string;
    while (at !== null && isMarker(at)) at = at.nextSibling;
    at = host.skipRanges(parent, at);
    if (typeof expected !== "string") {
      at = host.seek(parent, at, expected, view.length === 0);
      if (at !== null && host.descend(at, expected)) {
        view.push(at);
        at = at.nextSibling;
        continue;
      }
    }
    // Raw text: the server wrote the static texts as one (no separator can stand there).
    if (typeof expected === "string" && at !== null && at.nodeType === 3 && oneText(parent)) {
      const text = at as Text;
      if (text.data.length > expected.length && text.data.startsWith(expected))
        text.splitText(expected.length);
    }
    if (at !== null && matchesStatic(at, expected)) {
      view.push(at);
      at = at.nextSibling;
      continue;
    }
    const hint = typeof expected === "string" ? "" : restructuredBy(parent, expected[0]);
    host.mismatch(parent, describeStatic(expected) + hint, at);
    view.push(host.make(parent, expected));
    if (at !== null && at.nodeType === (typeof expected === "string" ? 3 : 1)) at = at.nextSibling;
  }
  while (at !== null && isMarker(at)) at = at.nextSibling;
  at = host.skipRanges(parent, at);
  if (
    at !== null &&
    description.length === 2 &&
    (isTextarea(parent) || host.givesHtml(parent, description))
  ) {
    // Content the template does not describe but a property gives: a
    // `<textarea>`'s `value` / `defaultValue` (the server wrote it as its
    // content, the parser's initial value: the pass compares the live
    // value), `unsafeInnerHTML` (its setter compares the markup). It stays.
    for (; at !== null; at = at.nextSibling) view.push(at);
    return null;
  }
  if (at !== null && !host.keepsRest(parent)) host.mismatch(parent, "nothing more (the template ends)", at);
  return at;
}

/**
 * Where a static rest of `rest` nodes starts among the server's nodes from
 * `at` on. The server wrote the same rest (it is the template's), so it is
 * the server's last nodes: those before it are the content the server gave
 * a hole and the client did not claim (the client composed other content
 * there, or none). Passed over, they are removed; taken for the rest, they
 * made each node of it a mismatch, rebuilt. Markers are no nodes, a range
 * counts as none, and the start is never past one (checkStaticRest passes
 * over it whole).
 */
export function restStart(at: ChildNode | null, rest: number): ChildNode | null {
  let left = 0;
  for (let node = at; node !== null; node = node.nextSibling) {
    const end = rangeEndOf(node, null);
    if (end !== null) node = end;
    else if (!isMarker(node)) left++;
  }
  for (; at !== null && left > rest; at = at.nextSibling) {
    if (rangeEndOf(at, null) !== null) break;
    if (!isMarker(at)) left--;
  }
  return at;
}

/** A `<textarea>` or an `<output>`: its value is its text (runtime/server/serialize.ts, VALUE_IS_TEXT). */
function isTextarea(node: Node): boolean {
  return (
    node.nodeType === 1 &&
    VALUE_IS_TEXT.has((node as Element).localName) &&
    nsIndex(node as Element) === NS_HTML
  );
}

/**
 * Each claimed element's `extraAttributes`, but the root's and a custom
 * element's (its own are its business: it may set them itself), in the
 * order `claimed` gives them. `staticsOf` and `givenOf` say what its
 * template and the pass gave it.
 */
export function claimedExtraAttributes(
  claimed: Iterable<Node>,
  root: Node,
  staticsOf: (el: Element) => Readonly<Record<string, unknown>> | null,
  givenOf: (el: Element) => readonly (readonly [string, unknown])[],
  screen = false,
): [Element, string][] {
  const extra: [Element, string][] = [];
  for (const node of claimed) {
    if (node.nodeType !== 1 || node === root) continue;
    const el = node as Element;
    // A custom element's own, and a whole document's `<html>`, `<head>`, `<body>`'s (the page's scripts share them).
    if (el.localName.includes("-") || documentPart(el, root) !== NOT_DOCUMENT) continue;
    const statics = staticsOf(el);
    const given = givenOf(el);
    if (screen && el.attributes.length <= writtenAtMost(statics, given)) continue;
    for (const attr of extraAttributes(el, statics, given)) extra.push([el, attr]);
  }
  return extra;
}

/**
 * Production's screen for `extraAttributes`: how many attributes the
 * composition may have written on an element (each static attribute and
 * each property the pass gave writes at most one; null, undefined and false
 * write none). An element with more holds one the server's markup alone
 * had (`c ? <b title="t" /> : <b />`, the server's branch), and is compared
 * whole; one with as many or fewer is trusted, no probe made.
 */
function writtenAtMost(
  statics: Readonly<Record<string, unknown>> | null,
  given: readonly (readonly [string, unknown])[],
): number {
  let n = 0;
  for (const name in statics) if (writes(statics[name])) n++;
  for (const [, value] of given) if (writes(value)) n++;
  return n;
}

function writes(value: unknown): boolean {
  return value !== null && value !== undefined && value !== false;
}

/** The static attributes of a claimed template node the server's markup has wrong: `wrong` is told each. */
export function wrongStaticAttributes(
  el: Element,
  description: TemplateDescription,
  wrong: (name: string, value: unknown, found: { attr: string; expected: string | null }) => void,
): void {
  const attributes = description[1];
  if (attributes === null) return;
  for (const name in attributes) {
    const value = attributes[name];
    // The usual static attribute (`class="row"`) is read back as it is, no probe made.
    if (typeof value === "string" && nsIndex(el) === NS_HTML && matchesPlainString(el, name, value)) continue;
    const found = wrongAttribute(el, name, value);
    if (found !== null) wrong(name, attributes[name], found);
  }
}

/**
 * Production's look at the static rest of a claimed template node it would
 * otherwise trust (applier.ts' `restDiffers`), from the server's node `at`
 * and the description's child `from` on: each node's kind, a static text's
 * data, an element's tag and its text, deep (one native `textContent`
 * against the description's texts). That catches a client that took
 * another branch with the same tag than the server's (`user ? <b>Out</b> :
 * <b>In</b>`), at the cost of no probe and no view; attributes inside the
 * rest are development's to compare (`matchesStatic`).
 */
export function restTextsDiffer(
  at: ChildNode | null,
  description: TemplateDescription,
  from: number,
): boolean {
  for (let i = from; i < description.length; i++) {
    while (at !== null && isMarker(at)) at = at.nextSibling;
    if (at === null) return true;
    const expected = description[i] as TemplateDescription | string;
    if (typeof expected === "string") {
      if (at.nodeType !== 3 || (at as Text).data !== expected) return true;
    } else {
      if (at.nodeType !== 1 || (at as Element).localName !== expected[0]) return true;
      const text = staticText(expected);
      if (text !== null && at.textContent !== text) return true;
    }
    at = at.nextSibling;
  }
  return false;
}

const staticTexts = new WeakMap<TemplateDescription, string | null>();

/** The texts of a static element, deep, as the server writes them; null where its content is not its children's texts (raw HTML, a value written as text, raw text elements, `<noscript>`). */
function staticText(description: TemplateDescription): string | null {
  let text = staticTexts.get(description);
  if (text !== undefined) return text;
  text = "";
  const name = description[0];
  const attributes = description[1];
  if (
    (attributes !== null && UNSAFE_HTML in attributes) ||
    name === "noscript" ||
    RAW_TEXT.has(name) ||
    RCDATA.has(name) ||
    VALUE_IS_TEXT.has(name)
  )
    text = null;
  for (let i = 2; i < description.length && text !== null; i++) {
    const child = description[i] as TemplateDescription | string;
    const inner = typeof child === "string" ? child : staticText(child);
    text = inner === null ? null : text + inner;
  }
  staticTexts.set(description, text);
  return text;
}
