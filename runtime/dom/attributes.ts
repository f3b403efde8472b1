/**
 * What a property of an element means as an HTML attribute, decided without a
 * DOM: shared by the browser's property setter (props.ts), the server's markup
 * (runtime/server/) and hydration's comparison of the two, so that a value
 * refused or spelled one way in the browser is refused or spelled the same way
 * in server markup (one copy of the rules, not two).
 */
import { isUnsafeUrl, URL_ATTRIBUTES } from "./url.js";

/** The one property that writes raw HTML: `<div unsafeInnerHTML={trustedHtml} />`. */
export const UNSAFE_HTML = "unsafeInnerHTML";

// Properties that mirror live, user-editable state: written as properties and
// only when the live value differs.
export const LIVE_PROPERTIES: ReadonlySet<string> = new Set([
  "value",
  "checked",
  "selected",
  "indeterminate",
  "muted",
  "defaultValue",
  "defaultChecked",
]);

// The HTML elements on which each live property is one. `value` is live only
// on the form fields a user edits: on `<progress>`, `<meter>`, `<li>`,
// `<option>`, `<button>`, `<output>`, `<data>` and `<param>` it is a plain
// attribute, as React writes it, so that `value={undefined}` leaves a
// progress bar indeterminate (its property would write "0") and an
// `<output value>` keeps its children (its property is its text).
const LIVE_ON: Readonly<Record<string, ReadonlySet<string>>> = {
  value: new Set(["input", "textarea", "select"]),
  // `<select defaultValue>` (React's uncontrolled select) has no such DOM property: live.ts selects the option.
  defaultValue: new Set(["input", "textarea", "select", "output"]),
  checked: new Set(["input"]),
  defaultChecked: new Set(["input"]),
  indeterminate: new Set(["input"]),
  selected: new Set(["option"]),
  muted: new Set(["audio", "video"]),
};

/** Whether `name` is a live property of the HTML element `<tag>` (else an attribute). */
export function isLiveProperty(tag: string, name: string): boolean {
  return LIVE_PROPERTIES.has(name) && LIVE_ON[name]!.has(tag);
}

// React-style names whose attribute is spelled differently.
export const ATTRIBUTE_ALIASES: ReadonlyMap<string, string> = new Map([
  ["htmlFor", "for"],
  ["acceptCharset", "accept-charset"],
  ["httpEquiv", "http-equiv"],
]);

/**
 * React's camelCase names of SVG attributes that SVG spells with a hyphen or
 * a namespace (`strokeWidth` → `stroke-width`, `xlinkHref` → `xlink:href`),
 * as every React icon is written; on SVG elements (MathML too). Names SVG
 * itself spells in camelCase (`viewBox`, `gradientTransform`) are not here.
 */
export const SVG_ATTRIBUTE_ALIASES: ReadonlyMap<string, string> = new Map([
  ...[
    "accentHeight alignmentBaseline arabicForm baselineShift capHeight clipPath clipRule colorInterpolation",
    "colorInterpolationFilters colorProfile colorRendering dominantBaseline enableBackground fillOpacity fillRule",
    "floodColor floodOpacity fontFamily fontSize fontSizeAdjust fontStretch fontStyle fontVariant fontWeight",
    "glyphName glyphOrientationHorizontal glyphOrientationVertical horizAdvX horizOriginX imageRendering",
    "letterSpacing lightingColor markerEnd markerMid markerStart overlinePosition overlineThickness paintOrder",
    "pointerEvents renderingIntent shapeRendering stopColor stopOpacity strikethroughPosition",
    "strikethroughThickness strokeDasharray strokeDashoffset strokeLinecap strokeLinejoin strokeMiterlimit",
    "strokeOpacity strokeWidth textAnchor textDecoration textRendering transformOrigin underlinePosition",
    "underlineThickness unicodeBidi unicodeRange unitsPerEm vAlphabetic vHanging vIdeographic vMathematical",
    "vectorEffect vertAdvY vertOriginX vertOriginY wordSpacing writingMode xHeight",
  ]
    .join(" ")
    .split(" ")
    .map((n): [string, string] => [n, n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)]),
  ...["Actuate", "Arcrole", "Href", "Role", "Show", "Title", "Type"].map((n): [string, string] => [
    `xlink${n}`,
    `xlink:${n.toLowerCase()}`,
  ]),
  ["xmlBase", "xml:base"],
  ["xmlLang", "xml:lang"],
  ["xmlSpace", "xml:space"],
  ["xmlnsXlink", "xmlns:xlink"],
  ["panose1", "panose-1"],
]);

// Attributes that are raw-HTML sinks under other names: refused outright. React's
// `dangerouslySetInnerHTML` is one: `unsafeInnerHTML` is the one door (DESIGN.md), and its
// `{ __html }` object would otherwise land as the attribute text "[object Object]".
const HTML_SINKS: ReadonlySet<string> = new Set([
  "innerhtml",
  "outerhtml",
  "srcdoc",
  "dangerouslysetinnerhtml",
]);

// Enumerated attributes whose words are "true" / "false" (React's "booleanish strings"):
// `focusable={false}` is how every accessible SVG icon is written, and must say "false".
const BOOLEANISH: ReadonlySet<string> = new Set([
  "contenteditable",
  "draggable",
  "spellcheck",
  "focusable",
  "autoreverse",
  "externalresourcesrequired",
  "preservealpha",
]);

// React's directives to itself, not attributes: code written for React carries them.
const NOT_ATTRIBUTES: ReadonlySet<string> = new Set([
  "suppresshydrationwarning",
  "suppresscontenteditablewarning",
]);

/**
 * HTML's boolean attributes (React DOM's list, lower-cased, with `multiple`,
 * `inert` and the live properties' attributes): present or absent, whatever
 * the value says, so `disabled={0}`, `hidden={""}` or `readOnly={NaN}` leave
 * the attribute off and `required={1}` sets it empty, as React and Solid do
 * (the platform would take `disabled="0"` as disabled).
 */
const BOOLEAN_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    "allowfullscreen async autofocus autoplay checked controls default defer disabled disablepictureinpicture " +
    "disableremoteplayback formnovalidate hidden inert itemscope loop multiple muted nomodule novalidate open " +
    "playsinline readonly required reversed scoped seamless selected"
  ).split(" "),
);

/** An event handler's name (`onClick`): case-insensitive, so that an `ONCLICK` key from data is never an inline handler. */
export function isEventName(name: string): boolean {
  return name.length > 2 && (name.charCodeAt(0) | 32) === 111 && (name.charCodeAt(1) | 32) === 110;
}

// What an attribute name means, worked out once per name (names come from
// code, so there are few; a spread of data-derived keys is capped below).
export const SPELLED = 1; // booleans written as "true" / "false"
export const SINK = 2; // a raw-HTML sink under another name: refused
export const URL = 4; // screened for script URLs
export const ANIMATION = 8; // `to` / `from` / `values`: URLs on SVG <animate> / <set>
export const XLINK = 16;
export const XML = 32;
export const BOOLEAN = 64; // present when truthy, absent when falsy
export const YES_NO = 128; // booleans written as "yes" / "no"
export const ON_OFF = 256; // booleans written as "on" / "off"
export const EMPTY_ABSENT = 512; // "" removes it: `src=""` would fetch the page itself again
export const IGNORED = 1024; // never written (NOT_ATTRIBUTES)
export const UNTIL_FOUND = 2048; // `hidden`: also the keyword "until-found"
export const OVERLOADED = 4096; // `download`, `capture`: present when `true`, else the word given

export interface AttrInfo {
  readonly lower: string;
  readonly flags: number;
}

const attrInfos = new Map<string, AttrInfo>();

export function attrInfo(name: string): AttrInfo {
  let info = attrInfos.get(name);
  if (info === undefined) {
    const lower = name.toLowerCase();
    let flags = 0;
    if (lower.startsWith("aria-") || lower.startsWith("data-") || BOOLEANISH.has(lower)) flags |= SPELLED;
    else if (BOOLEAN_ATTRIBUTES.has(lower)) flags |= lower === "hidden" ? BOOLEAN | UNTIL_FOUND : BOOLEAN;
    // lib.dom types these properties as booleans, but the attribute is a word:
    // `translate={false}` must say "no" (absent means inherited, i.e. "yes").
    else if (lower === "translate") flags |= YES_NO;
    else if (lower === "autocorrect") flags |= ON_OFF;
    else if (lower === "download" || lower === "capture") flags |= OVERLOADED;
    if (lower === "src") flags |= EMPTY_ABSENT;
    else if (NOT_ATTRIBUTES.has(lower)) flags |= IGNORED;
    if (HTML_SINKS.has(lower)) flags |= SINK;
    if (URL_ATTRIBUTES.has(lower)) flags |= URL;
    if (lower === "to" || lower === "from" || lower === "values") flags |= ANIMATION;
    if (lower === "xlink:href") flags |= XLINK;
    else if (lower.startsWith("xml:")) flags |= XML;
    info = { lower, flags };
    if (attrInfos.size < 2048) attrInfos.set(name, info);
  }
  return info;
}

/**
 * The text of a plain attribute for `value`, or null when the attribute is
 * absent: `null` / `undefined` / `false` remove it, except for the
 * spelled-out booleans (`aria-*`, `data-*`, ...: "true" / "false";
 * `translate` says "yes" / "no", `autocorrect` "on" / "off"); a boolean
 * attribute (`disabled`) is empty when the value is truthy, absent otherwise
 * (`hidden="until-found"` aside).
 * `true` means nothing to an attribute that takes a word or a number
 * (`tabIndex={true}`, `title={true}`): it is left out, as React leaves it
 * out (and warns: `isMeaninglessValue`), except on a custom element and
 * for a forced `attr:name` (`custom`), and for `download` and `capture`,
 * where it is the empty attribute. A symbol or a function is no text either.
 * An empty `src` is absent, as in React: the browser would request the page
 * itself as the image.
 */
export function attributeValueText(flags: number, value: unknown, custom = false): string | null {
  if (flags & (EMPTY_ABSENT | IGNORED)) {
    if (flags & IGNORED || value === "") return null;
  }
  if (flags & BOOLEAN) {
    // `hidden="until-found"` (find-in-page reveals the content) keeps its keyword, as Solid and Preact write it.
    if (flags & UNTIL_FOUND && typeof value === "string" && value.toLowerCase() === "until-found")
      return value;
    return value && typeof value !== "symbol" ? "" : null;
  }
  if (typeof value === "boolean" && flags & (YES_NO | ON_OFF))
    return flags & YES_NO ? (value ? "yes" : "no") : value ? "on" : "off";
  if (value === null || value === undefined || (value === false && (flags & SPELLED) === 0)) return null;
  if (value === true) return flags & SPELLED ? "true" : custom || flags & OVERLOADED ? "" : null;
  return typeof value === "symbol" || typeof value === "function" ? null : String(value);
}

/**
 * Whether `attributeValueText` left `value` out because it means nothing
 * there (`tabIndex={true}`, a symbol): development builds warn, as React does.
 */
export function isMeaninglessValue(flags: number, value: unknown, custom = false): boolean {
  if (flags & (BOOLEAN | YES_NO | ON_OFF | IGNORED)) return false;
  if (value === true) return (flags & (SPELLED | OVERLOADED)) === 0 && !custom;
  return typeof value === "symbol" || typeof value === "function";
}

/**
 * Whether a URL-carrying attribute's `text` on `<tag>` must be refused
 * (`html`: the element is in the HTML namespace).
 */
export function isRefusedUrl(
  tag: string,
  html: boolean,
  lower: string,
  flags: number,
  text: string,
): boolean {
  if (flags & URL) {
    // Images can't run script, so `data:` stays allowed for their sources.
    const image =
      (tag === "img" && lower === "src") ||
      (tag === "image" && !html && (lower === "href" || lower === "xlink:href"));
    return isUnsafeUrl(text, image);
  }
  // SVG animation can set an `href` to a script URL: `<set attributeName="href" to="javascript:...">`.
  if (flags & ANIMATION && (tag === "animate" || tag === "set"))
    return text.split(";").some((part) => isUnsafeUrl(part, false));
  return false;
}

/**
 * An attribute name the HTML serializer can write as it is (no whitespace,
 * quote, `<`, `>`, `/`, `=` or control character): anything else would
 * change the markup around it.
 */
export function isWritableAttributeName(name: string): boolean {
  return name.length > 0 && !/[\s"'<>/=\u0000-\u001f\u007f-\u009f]/.test(name);
}
