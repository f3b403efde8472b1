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

// Unitless camelCase properties (Preact's list, as a regex).
const UNITLESS = /acit|ex(?:s|g|n|p|$)|rph|grid|ows|mnc|ntw|ine[ch]|zoo|^ord|itera/i;

function isStyleObject(value: unknown): value is StyleObject {
  return typeof value === "object" && value !== null;
}

function setOne(style: CSSStyleDeclaration, key: string, value: unknown): void {
  const unset = value === null || value === undefined || value === false || value === "";
  if (key.charCodeAt(0) === 45 /* - */ || key.indexOf("-") >= 0) {
    if (unset) style.removeProperty(key);
    else style.setProperty(key, String(value));
  } else {
    const css = style as unknown as Record<string, string>;
    if (unset) css[key] = "";
    else css[key] = typeof value === "number" && !UNITLESS.test(key) ? `${value}px` : String(value);
  }
}

/**
 * Apply `value` to `el.style`, given the value applied last time.
 *
 * @example
 * setStyle(el, { color: "red", "--gap": "4px" }, undefined);
 * setStyle(el, { color: "blue" }, { color: "red", "--gap": "4px" }); // removes --gap
 * setStyle(el, "display: none", { color: "blue" });                   // replaces all
 */
export function setStyle(el: HTMLElement | SVGElement | MathMLElement, value: unknown, previous: unknown): void {
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
    // From nothing or from a string: start clean, then set every key.
    if (previous !== undefined && previous !== null && previous !== false) style.cssText = "";
    for (const key in value) setOne(style, key, value[key]);
    return;
  }
  for (const key in previous) {
    if (!(key in value)) setOne(style, key, null);
  }
  for (const key in value) {
    const next = value[key];
    if (!Object.is(next, previous[key])) setOne(style, key, next);
  }
}
