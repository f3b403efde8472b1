/**
 * URL attribute screening: which attribute values could run script.
 *
 * `setAttribute` never decodes entities, so `&#106;avascript:` set through the
 * DOM is a harmless relative URL. We refuse it anyway: the same value could be
 * serialized into HTML (server rendering, `outerHTML`, a copy-paste) where it
 * would decode to `javascript:`. The check therefore normalizes like a
 * forgiving browser would: entity-decode, drop every whitespace / control /
 * invisible character, lowercase, then read the scheme.
 */

/** Attributes whose value is navigated to or fetched. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "poster",
  "cite",
  "background",
  "data",
]);

// Whitespace, C0/C1 controls, soft hyphen and the zero-width / bidi / line
// separators that a user can't see but a lenient parser may skip.
const INVISIBLE =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]+/g;
const NUMERIC_ENTITY = /&#(x[0-9a-f]+|\d+);?/gi;
const NAMED_ENTITY = /&(colon|tab|newline|amp|lpar|rpar|sol|period|nbsp);?/gi;
const NAMED: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  lpar: "(",
  rpar: ")",
  sol: "/",
  period: ".",
  nbsp: "\u00a0",
};
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

function decodeEntities(value: string): string {
  // Repeat so that `&amp;#106;` (double-encoded) is seen through too; bounded
  // so that a hostile string can't make us loop.
  for (let i = 0; i < 4; i++) {
    const next = value
      .replace(NUMERIC_ENTITY, (_, code: string) => {
        const n = code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
        return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
      })
      .replace(NAMED_ENTITY, (_, name: string) => NAMED[name.toLowerCase()] ?? "");
    if (next === value) break;
    value = next;
  }
  return value;
}

/**
 * The scheme a browser (or an HTML serializer followed by a browser) would
 * see in `value`, lowercased; `""` for a relative URL.
 *
 * @example
 * urlScheme(" JaVa\tScRiPt:alert(1)") // "javascript"
 * urlScheme("&#106;avascript:x")      // "javascript"
 * urlScheme("/path?q=a:b")            // ""
 */
export function urlScheme(value: string): string {
  // Fast path for the common case: no colon, no entity, so no scheme.
  if (value.indexOf(":") < 0 && value.indexOf("&") < 0) return "";
  const normalized = decodeEntities(value).replace(INVISIBLE, "").toLowerCase();
  const match = SCHEME.exec(normalized);
  return match ? match[1]! : "";
}

/**
 * Whether a URL attribute value must be refused: `javascript:` and
 * `vbscript:` always, `data:` unless `allowData` (image sources, which can't
 * run script).
 */
export function isUnsafeUrl(value: string, allowData: boolean): boolean {
  const scheme = urlScheme(value);
  if (scheme === "") return false;
  return scheme === "javascript" || scheme === "vbscript" || (scheme === "data" && !allowData);
}
