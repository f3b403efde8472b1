/**
 * The `style` attribute: a string (`cssText`) or an object diffed key by key.
 *
 * Object keys in camelCase go through `style[key]` (what the CSSOM exposes);
 * kebab-case keys and `--custom` properties go through `setProperty`, the only
 * way to reach custom properties. A number on a camelCase key that takes a
 * length gets `px`, as React and Preact do (`{ width: 10 }` is `10px`), but
 * never on unitless properties (`opacity`, `zIndex`, `flexGrow`, ...) nor on
 * kebab / custom keys, which are passed as written.
 */

/** A style object: CSS property → value; `null` / `undefined` / `false` unset it. */
export type StyleObject = Record<string, string | number | null | undefined | false>;

// Unitless camelCase properties (Preact's list, as a regex), and those of React's list it
// leaves out (`aspectRatio: 16 / 9`, `scale: 1.2`, `columns: 3`, `tabSize: 4`, SVG strokes),
// for which `px` would make the declaration invalid (or change its meaning).
const UNITLESS = /acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;
const UNITLESS_TOO =
  /^(?:aspectRatio|scale|columns|tabSize|borderImage(?:Outset|Slice|Width)|stroke(?:Dasharray|Dashoffset|Miterlimit|Width))$/;

function isStyleObject(value: unknown): value is StyleObject {
  return typeof value === "object" && value !== null;
}

function isUnset(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === "";
}

/** A kebab-case or custom (`--x`) key: passed to `setProperty` as written. */
function isKebab(key: string): boolean {
  return key.charCodeAt(0) === 45 /* - */ || key.indexOf("-") >= 0;
}

/**
 * The CSS text of a camelCase key's value: a number gets `px` unless the
 * property is unitless, or it is 0 (a length needs no unit there; the
 * server's markup is React's, `margin-top:0`, and the CSSOM reads either
 * back as `0px`).
 */
function camelValue(key: string, value: unknown): string {
  return typeof value === "number" && value !== 0 && !UNITLESS.test(key) && !UNITLESS_TOO.test(key)
    ? `${value}px`
    : String(value);
}

function setOne(style: CSSStyleDeclaration, key: string, value: unknown): void {
  const unset = isUnset(value);
  if (isKebab(key)) {
    if (unset) style.removeProperty(key);
    else style.setProperty(key, String(value));
  } else {
    // An index key (`style={["a", "b"]}`, an array where an object belongs) names no
    // property, and the CSSOM has no indexed setter: browsers and jsdom throw on `style[0] =`.
    // Dropped, as the server's `styleString` drops it.
    const first = key.charCodeAt(0);
    if (first >= 48 && first <= 57) return;
    const css = style as unknown as Record<string, string>;
    if (unset) css[key] = "";
    else css[key] = camelValue(key, value);
  }
}

// A property name the server may write: letters, digits, `-`, `_` (anything
// else, e.g. `;` or `:` in a key from data, is dropped, as the CSSOM ignores it).
const PROPERTY_NAME = /^-{0,2}[a-zA-Z_][\w-]*$/;
// A value that stays inside its declaration: no `;`, braces, `<` or `\`,
// which a CSSOM write would reject and which server markup must not carry.
const DECLARATION_VALUE = /^[^;{}<>\\]*$/;

/**
 * The `style` attribute text of a style object, as the server writes it
 * (`{ backgroundColor: "red", width: 10 }` → `background-color:red;width:10px`):
 * the same px rule as the browser path; camelCase keys become kebab-case,
 * `Webkit…` / `ms…` vendor keys get their leading dash. Declarations that
 * could break out of their place (hostile keys or values) are left out.
 *
 * @example
 * styleString({ color: "red", "--gap": 4, zIndex: 2 }) // "color:red;--gap:4;z-index:2"
 */
export function styleString(value: StyleObject): string {
  let out = "";
  for (const key in value) {
    const v = value[key];
    if (isUnset(v) || !PROPERTY_NAME.test(key)) continue;
    let name: string;
    let text: string;
    if (isKebab(key)) {
      name = key;
      text = String(v);
    } else {
      name = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      if (/^(webkit|moz|ms|o)-/.test(name)) name = `-${name}`;
      text = camelValue(key, v);
    }
    if (!DECLARATION_VALUE.test(text)) continue;
    out = out === "" ? `${name}:${text}` : `${out};${name}:${text}`;
  }
  return out;
}

/**
 * Apply `value` to `el.style`, given the value applied last time.
 *
 * @example
 * setStyle(el, { color: "red", "--gap": "4px" }, undefined);
 * setStyle(el, { color: "blue" }, { color: "red", "--gap": "4px" }); // removes --gap
 * setStyle(el, "display: none", { color: "blue" });                   // replaces all
 */
export function setStyle(
  el: HTMLElement | SVGElement | MathMLElement,
  value: unknown,
  previous: unknown,
): void {
  const style = el.style;
  if (value === null || value === undefined || value === false) {
    el.removeAttribute("style");
    return;
  }
  if (!isStyleObject(value)) {
    style.cssText = String(value);
    return;
  }
  if (!isStyleObject(previous)) {
    // From nothing or from a string: start clean, then set every key. Nothing set before may
    // still meet a style: one a spread before this named attribute set, which it replaces.
    const clear =
      (previous !== undefined && previous !== null && previous !== false) || el.hasAttribute("style");
    if (clear) style.cssText = "";
    for (const key in value) setOne(style, key, value[key]);
    if (clear) emptied(el);
    return;
  }
  for (const key in previous) {
    if (!(key in value)) setOne(style, key, null);
  }
  for (const key in value) {
    const next = value[key];
    if (!Object.is(next, previous[key])) setOne(style, key, next);
  }
  emptied(el);
}

/**
 * An object that leaves no declaration (`{}`, every key unset or gone)
 * leaves no `style` attribute either, as on an element that never had one:
 * the live DOM equals a fresh composition's (fuzz seed 950057, a spread's
 * `style` going from a string to `{}`).
 */
function emptied(el: HTMLElement | SVGElement | MathMLElement): void {
  if (el.style.length === 0 && el.hasAttribute("style")) el.removeAttribute("style");
}
