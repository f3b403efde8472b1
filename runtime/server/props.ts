/**
 * Properties of server elements: the browser's rules (runtime/dom/props.ts),
 * applied to attributes that will be written as markup. The decisions (which
 * names are attributes, how a value is spelled, which URLs are refused) come
 * from runtime/dom/attributes.ts, the browser path's own code.
 *
 * What has no markup is left out: event handlers, refs (nothing runs on the
 * server), `indeterminate`. A deferred binding (an attribute given as a
 * function) is evaluated once. Live properties become their initial markup:
 * `value` / `checked` / `selected` attributes, a `<textarea>`'s content (an
 * `<output defaultValue>`'s too, as its DOM property makes it), the
 * selected `<option>` of a `<select>`.
 */
import {
  ATTRIBUTE_ALIASES,
  SVG_ATTRIBUTE_ALIASES,
  attributeValueText,
  attrInfo,
  isMeaninglessValue,
  isEventName,
  isLiveProperty,
  isRefusedUrl,
  isWritableAttributeName,
  SINK,
  UNSAFE_HTML,
  URL,
  ANIMATION,
} from "../dom/attributes.js";
import { classString } from "../dom/classname.js";
import { DEV, warn, warnMeaningless } from "../dom/dev.js";
import { styleString, type StyleObject } from "../dom/style.js";
import { escapeAttribute, NS_HTML, type ServerElement } from "./nodes.js";

/** Set `name` on a server element (spreads included). */
export function setServerProperty(el: ServerElement, name: string, value: unknown): void {
  if (name === "$spread") {
    // The element's named attributes are in the same object, in source order (spread.ts): the later wins.
    if (typeof value === "object" && value !== null) {
      const spread = value as Record<string, unknown>;
      for (const key in spread) if (key !== "$spread") setServerProperty(el, key, spread[key]);
    }
    return;
  }
  if (name === "key" || name === "children" || name === "ref" || isEventName(name)) return;
  const custom = el.ns === NS_HTML && el.tag.includes("-");
  if (typeof value === "function") {
    // React 19's form actions (runtime/dom/form-action.ts) run at submit in the browser: no markup.
    if (name === "action" || name === "formAction") return;
    // A function with parameters is a custom element's property (runtime/dom/props.ts): no markup.
    if (custom && (value as (...args: never[]) => unknown).length > 0) return;
    value = (value as () => unknown)();
  }
  switch (name) {
    case "class":
    case "className": {
      const cls = classString(value);
      el.setAttr("class", cls === "" ? undefined : escapeAttribute(cls));
      return;
    }
    case "style":
      el.setAttr("style", styleText(value));
      return;
    case UNSAFE_HTML:
      el.html = value === null || value === undefined || value === false ? "" : String(value);
      return;
  }
  // Forced: `attr:name` is the attribute `name` (the browser path's setAttr), `prop:name` a
  // property only, which has no markup.
  if (name.startsWith("attr:")) {
    setAttribute(el, name.slice(5), value, true);
    return;
  }
  if (name.startsWith("prop:")) return;
  // An object or an array given to a custom element is a property in the browser, never
  // markup ("[object Object]"), as React 19 renders it.
  if (custom && value !== null && typeof value === "object") return;
  const html = el.ns === NS_HTML;
  if (html) {
    // The browser path's live properties (`value` of a field, not of a `<progress>`).
    if (isLiveProperty(el.tag, name)) {
      setLive(el, name, value);
      return;
    }
    name = ATTRIBUTE_ALIASES.get(name) ?? name;
  } else name = SVG_ATTRIBUTE_ALIASES.get(name) ?? name;
  setAttribute(el, name, value);
}

function styleText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === false) return undefined;
  const text = typeof value === "object" ? styleString(value as StyleObject) : String(value);
  return text === "" ? undefined : escapeAttribute(text);
}

function setLive(el: ServerElement, name: string, value: unknown): void {
  switch (name) {
    case "value":
    case "defaultValue":
      // A `<textarea>`'s and an `<output>`'s are their text (an output's `value` is an attribute, never here).
      if (el.tag === "textarea" || el.tag === "select" || el.tag === "output") el.value = value;
      else setAttribute(el, "value", value === null || value === undefined ? undefined : String(value));
      return;
    case "checked":
    case "defaultChecked":
      el.setAttr("checked", value ? "" : undefined);
      return;
    case "selected":
    case "muted":
      el.setAttr(name, value ? "" : undefined);
      return;
    // indeterminate: a property only, no markup.
  }
}

/** A plain attribute, by the browser path's rules (spelled booleans, refused sinks and URLs). */
export function setAttribute(el: ServerElement, name: string, value: unknown, forced = false): void {
  if (!isWritableAttributeName(name)) {
    if (DEV) warn(`ignored attribute ${JSON.stringify(name)}: not a valid attribute name`);
    return;
  }
  const { lower, flags } = attrInfo(name);
  const html = el.ns === NS_HTML;
  const attr = html ? lower : name;
  const custom = value === true && (forced || el.tag.includes("-"));
  const text = attributeValueText(flags, value, custom);
  if (text === null) {
    if (DEV && isMeaninglessValue(flags, value, custom)) warnMeaningless(name, value);
    el.setAttr(attr, undefined);
    return;
  }
  if (flags & SINK) {
    if (DEV)
      warn(
        `refused ${name}: raw HTML is only accepted through ${UNSAFE_HTML}={html} (a string or TrustedHTML)`,
      );
    el.setAttr(attr, undefined);
    return;
  }
  if (flags & (URL | ANIMATION) && isRefusedUrl(el.tag, html, lower, flags, text)) {
    if (DEV)
      warn(
        `refused ${name}=${JSON.stringify(text)} on <${el.tag}>: script and data URLs are not allowed here`,
      );
    el.setAttr(attr, undefined);
    return;
  }
  el.setAttr(attr, escapeAttribute(text));
}
