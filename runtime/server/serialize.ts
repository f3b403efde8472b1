/**
 * Server nodes as HTML (the static parts of templates, written once per
 * template: templates.ts), and the markup rules the markup writer
 * (writer.ts) follows as it writes: void, raw-text and RCDATA elements, the
 * newline the parser drops, markers.
 *
 * Hydration markers (docs/server-rendering.md): the browser's parser merges
 * adjacent texts into one node and cannot make an empty one, while the
 * composition owns one text node per text group. So `<!---->` (7 bytes)
 * before a text that follows another text, and before a text whose content
 * came late (a deferred text, a template's `{expr}` text: hydration meets
 * those before it knows their content, and the separator says that the
 * server kept one there); `<!--t-->` (8 bytes) for an empty text. Nothing
 * else: elements need no marker, and an empty group or a conditional that
 * shows nothing writes nothing.
 */
import { DEV, warn } from "../dom/dev.js";
import { escapeAttribute, escapeText, NS_HTML, ServerElement, type ServerNode } from "./nodes.js";

/** Separates two adjacent texts. */
export const TEXT_SEPARATOR = "<!---->";
/** Stands for an empty text node. */
export const EMPTY_TEXT = "<!--t-->";

export const VOID: ReadonlySet<string> = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
// Elements whose content the parser reads as raw text: no entities, no comments.
// Not `<noscript>`: the parser reads it as raw text only where scripts run,
// where it is never shown; its markup is for the browsers without scripts,
// which parse elements there (hydration does not claim from it).
export const RAW_TEXT: ReadonlySet<string> = new Set([
  "script",
  "style",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
]);
// Escapable raw text: entities decode, but a comment would be read as text.
export const RCDATA: ReadonlySet<string> = new Set(["textarea", "title"]);
// The parser drops one newline right after these start tags.
const LEADING_NEWLINE: ReadonlySet<string> = new Set(["pre", "textarea", "listing"]);

/**
 * Elements whose value is their text: a `<textarea>`'s `value` /
 * `defaultValue`, an `<output>`'s `defaultValue` (its DOM property replaces
 * its children with the text), written as their content.
 */
export const VALUE_IS_TEXT: ReadonlySet<string> = new Set(["textarea", "output"]);

/** Whether the parser drops a newline at the start of `<tag>`'s content (an HTML element's). */
export function dropsLeadingNewline(tag: string): boolean {
  return LEADING_NEWLINE.has(tag);
}

/**
 * What to write before `content`, the start of the content of `<tag>` (an
 * HTML element): the newline the parser drops there, when `content` starts
 * with one it must keep; else nothing.
 */
export function keptNewline(tag: string, content: string): string {
  return content.charCodeAt(0) === 10 && LEADING_NEWLINE.has(tag) ? "\n" : "";
}

/** The markup of `children`, the content of an element `<tag>` (in the HTML namespace when `ns` says so). */
export function serializeChildren(children: readonly ServerNode[], tag: string, ns: number): string {
  if (ns === NS_HTML) {
    if (RAW_TEXT.has(tag)) return rawText(children, tag);
    if (RCDATA.has(tag)) return rcdata(children, tag);
  }
  let out = "";
  let afterText = false;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child instanceof ServerElement) {
      out += serializeElement(child);
      afterText = false;
      continue;
    }
    const text = child.text;
    if (text === "") {
      out += EMPTY_TEXT;
      afterText = false;
    } else {
      out += afterText || child.late ? TEXT_SEPARATOR + escapeText(text) : escapeText(text);
      afterText = true;
    }
  }
  return ns === NS_HTML ? keptNewline(tag, out) + out : out;
}

// `<select value>`: the option to mark selected while its options are written.
let selectValue: unknown = undefined;

export function serializeElement(el: ServerElement): string {
  const tag = el.tag;
  let out = `<${tag}`;
  const attrs = el.attrs;
  if (attrs !== null) {
    for (let i = 0; i < attrs.length; i += 2) {
      const value = attrs[i + 1];
      out += value === "" ? ` ${attrs[i]}` : ` ${attrs[i]}="${value}"`;
    }
  }
  const html = el.ns === NS_HTML;
  if (
    html &&
    tag === "option" &&
    selectValue !== undefined &&
    isSelected(el, selectValue) &&
    el.getAttr("selected") === undefined
  )
    out += " selected";
  if (html && VOID.has(tag)) return `${out}>`;
  if (!html && el.children.length === 0 && el.html === null) return `${out}/>`;
  out += ">";
  if (el.html !== null) return `${out}${el.html}</${tag}>`;
  if (html && VALUE_IS_TEXT.has(tag) && el.value !== undefined) {
    const text = escapeText(el.value === null ? "" : String(el.value));
    return `${out}${keptNewline(tag, text)}${text}</${tag}>`;
  }
  if (html && tag === "select" && el.value !== undefined) {
    const outer = selectValue;
    selectValue = el.value;
    try {
      return `${out}${serializeChildren(el.children, tag, el.ns)}</${tag}>`;
    } finally {
      selectValue = outer;
    }
  }
  return `${out}${serializeChildren(el.children, tag, el.ns)}</${tag}>`;
}

function isSelected(option: ServerElement, value: unknown): boolean {
  const attr = option.getAttr("value");
  const own = attr !== undefined && attr !== null ? attr : escapeAttribute(textContent(option));
  if (Array.isArray(value)) return value.some((v) => escapeAttribute(String(v)) === own);
  return escapeAttribute(value === null ? "" : String(value)) === own;
}

function textContent(node: ServerNode): string {
  if (!(node instanceof ServerElement)) return node.text;
  let out = "";
  for (const child of node.children) out += textContent(child);
  return out;
}

/** `<script>`, `<style>`...: text as it is, and never a closing tag inside (it would end the element early). */
function rawText(children: readonly ServerNode[], tag: string): string {
  let out = "";
  for (const child of children) out += textContent(child);
  return safeRawText(tag, out);
}

// In a <script>, `<!--` then `<script` puts the parser in its "double
// escaped" state, where the element's own `</script>` no longer ends it: the
// rest of the page would become script text.
const DOUBLE_ESCAPE = /<!--[\s\S]*<script[\s/>]/i;

/**
 * `content` if the parser ends raw-text element `<tag>` where the server
 * does, else "" (refused, said in development): a `</tag>` inside would end
 * it early, and `<!--` … `<script` in a script would keep it open past its
 * end tag. A JSON data island escapes `<` as `\u003c` to hold either.
 */
export function safeRawText(tag: string, content: string): string {
  const lower = content.toLowerCase();
  let reason = "";
  if (lower.includes(`</${tag}`)) reason = `"</${tag}", which would end the element`;
  else if (tag === "script" && DOUBLE_ESCAPE.test(content))
    reason = `"<!--" then "<script", which would keep the element open past its end tag`;
  if (reason === "") return content;
  if (DEV)
    warn(`refused the content of <${tag}>: it contains ${reason} in HTML (in JSON, write "<" as "\\u003c")`);
  return "";
}

/** `<textarea>`, `<title>`: escaped text, without markers (a comment would show as text there). */
function rcdata(children: readonly ServerNode[], tag: string): string {
  let out = "";
  for (const child of children) out += escapeText(textContent(child));
  return keptNewline(tag, out) + out;
}
