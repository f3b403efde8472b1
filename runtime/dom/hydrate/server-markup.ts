/**
 * Reading the server's markup where hydration found it in the DOM: its
 * markers (`<!---->`, `<!--t-->`, runtime/server/serialize.ts), the ends of
 * its ranges (`<!--[-->` … `<!--]-->`, dom/range.ts), and the plain string
 * attributes it wrote as they are. Used by the hydrating Applier
 * (applier.ts); nothing here changes the DOM but `removeMarkers`.
 */
import { forgetCursor, type RangeStart, rangeOf } from "../range.js";
import {
  ANIMATION,
  ATTRIBUTE_ALIASES,
  SVG_ATTRIBUTE_ALIASES,
  attrInfo,
  isRefusedUrl,
  SINK,
  UNSAFE_HTML,
  URL,
  XLINK,
  XML,
} from "../attributes.js";
import { RAW_TEXT, RCDATA } from "../../server/serialize.js";
import { HTML_NS } from "../props.js";

/** The data of the comments the server writes between two texts, and for an empty text (runtime/server/serialize.ts). */
export const SEPARATOR = "";
export const EMPTY_TEXT = "t";

export function isMarker(node: Node): boolean {
  return (
    node.nodeType === 8 && ((node as Comment).data === SEPARATOR || (node as Comment).data === EMPTY_TEXT)
  );
}

/**
 * The common case of `matches` without a server element: a string that the
 * server writes as it is (a class, a plain attribute, a URL it accepts) and
 * that `el` shows as it is. Escaping is one-to-one, so equal text is equal
 * markup. True only on a match; anything else (a mismatch to report, a name
 * with rules of its own) goes the general way.
 */
export function matchesPlainString(el: Element, name: string, value: string): boolean {
  if (name === "class" || name === "className")
    return value === "" ? !el.hasAttribute("class") : el.getAttribute("class") === value;
  if (name === "style" || name === UNSAFE_HTML || name.includes(":") || el.localName.includes("-"))
    return false;
  const aliases = el.namespaceURI === HTML_NS ? ATTRIBUTE_ALIASES : SVG_ATTRIBUTE_ALIASES;
  const { lower, flags } = attrInfo(aliases.get(name) ?? name);
  if ((flags & (SINK | XLINK | XML)) !== 0) return false;
  if ((flags & (URL | ANIMATION)) !== 0 && isRefusedUrl(el.localName, true, lower, flags, value))
    return false;
  return el.getAttribute(lower) === value;
}

/** Whether `parent`'s children (between its comments for a range) hold a hydration marker. */
export function holdsMarker(parent: Node): boolean {
  const range = rangeOf(parent);
  const stop = range !== null ? range.rangeEnd : null;
  for (let at = firstOf(parent, range); at !== null && at !== stop; at = at.nextSibling)
    if (isMarker(at)) return true;
  return false;
}

/** A parent's first child: for a range, the node after its start comment. */
export function firstOf(parent: Node, range: RangeStart | null): ChildNode | null {
  return range !== null ? range.nextSibling : parent.firstChild;
}

/** Removes the hydration markers among `parent`'s children (between its comments for a range). */
export function removeMarkers(parent: Node): void {
  forgetCursor(); // the children change outside the logical operations (range.ts)
  const range = rangeOf(parent);
  const stop = range !== null ? range.rangeEnd : null;
  for (let at = firstOf(parent, range); at !== null && at !== stop;) {
    const next = at.nextSibling;
    if (isMarker(at)) at.remove();
    at = next;
  }
}

/**
 * The end comment of the server's range starting at `start`, if `start` is
 * one: the `<!--]-->` that closes it, nested ranges skipped; null if none
 * does before `stop` (the end of the range holding it).
 */
export function rangeEndOf(start: ChildNode, stop: Comment | null): Comment | null {
  if (start.nodeType !== 8 || (start as Comment).data !== "[") return null;
  let depth = 0;
  for (let at = start.nextSibling; at !== null && at !== stop; at = at.nextSibling) {
    if (at.nodeType !== 8) continue;
    const data = (at as Comment).data;
    if (data === "[") depth++;
    else if (data === "]" && depth-- === 0) return at as Comment;
  }
  return null;
}

/**
 * A raw-text or RCDATA element (`script`, `style`, `textarea`, `title`...):
 * markup can hold no comment there, so the server writes its content as one
 * text, without markers or range comments (runtime/server/serialize.ts).
 */
export function oneText(parent: Node): boolean {
  if (parent.nodeType !== 1 || (parent as Element).namespaceURI !== HTML_NS) return false;
  const tag = (parent as Element).localName;
  return RAW_TEXT.has(tag) || RCDATA.has(tag);
}
