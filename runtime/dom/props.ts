/**
 * The property setter behind `DomApplier.setProperty(node, name, value, previous)`.
 *
 * Style objects, live and controlled properties, custom elements, URL
 * screening, refs, `unsafeInnerHTML` and spreads are reached through
 * features.ts's hooks, once the program installed them (compiled code does,
 * for the names it uses); the rules below are the same either way.
 *
 * The Composer calls it only when a value changed (`Object.is`), and passes
 * the value it gave last time, so structured values (style objects, spreads)
 * are diffed here without this file remembering anything itself.
 *
 * Rules, in the order they are tried:
 * - `key` and `children` are never set (they belong to the composition).
 * - on a text node, any property is its text: `set("data", () => count.value)`
 *   is how a deferred text child updates without recomposing.
 * - `on*`: an event handler (events.ts); a non-function is refused.
 * - `ref`: a callback run at the end of the pass (refs.ts).
 * - `$spread`: an object spread onto the element (`{...props}`), diffed key
 *   by key through this same setter; it holds the element's named
 *   attributes too, in source order (spread.ts).
 * - any other name with a function value: a deferred binding (binding.ts),
 *   except a function with parameters on a custom element: a value for it.
 * - `class` / `className` (string, array or object), `style` (string or
 *   object, style.ts), `unsafeInnerHTML` (the one raw-HTML door).
 * - `prop:name` a property and `attr:name` an attribute, on any element.
 * - on a custom element (a tag with `-`): a property if the element defines
 *   one of that name, else an attribute (custom-element.ts).
 * - on HTML elements, `value` / `checked` / `selected` / `indeterminate` /
 *   `muted` / `defaultValue` / `defaultChecked` as properties where they are
 *   live state (`value` of a field, not of a `<progress>`), written only
 *   when they differ from the live property (the caret survives typing);
 *   `value` / `checked` / `selected` of form elements are controlled: the
 *   live property is put back to the composed one after events
 *   (controlled.ts).
 * - everything else is an attribute via `setAttribute` (on SVG and MathML
 *   always): `null` / `undefined` / `false` remove it, `true` sets it empty,
 *   except `aria-*`, `data-*`, `contenteditable`, `draggable`, `spellcheck`
 *   which spell booleans out (`aria-expanded={false}` is `"false"`), and
 *   HTML's boolean attributes (`disabled`, `hidden`...), present for any
 *   truthy value and absent for any falsy one (`disabled={0}`). URL
 *   attributes holding a script URL are refused (url.ts).
 *
 * Strings are never parsed as HTML on this path: attribute values go through
 * `setAttribute`, which does not interpret markup, and there is no attribute
 * name that reaches `innerHTML` except the explicit `unsafeInnerHTML` (which
 * takes a `TrustedHTML` on pages that require Trusted Types).
 */
import { settleAutoFocus, setAutoFocus } from "./autofocus.js";
import { Binding } from "./binding.js";
import { classString } from "./classname.js";
import { DEV, warn, warnMeaningless } from "./dev.js";
import { releaseEvents, setEvent, type EventRoot } from "./events.js";
import { extrasOf, peekRecord, type ElementRecord } from "./record.js";
import { features, type DomFeature } from "./features.js";
import { reportError } from "./report.js";
import { runtimeError } from "../messages.js";
import {
  ANIMATION,
  ATTRIBUTE_ALIASES,
  SVG_ATTRIBUTE_ALIASES,
  attributeValueText,
  isMeaninglessValue,
  attrInfo,
  isEventName,
  isLiveProperty,
  SINK,
  UNSAFE_HTML,
  URL,
  XLINK,
  XML,
} from "./attributes.js";

export { UNSAFE_HTML };

export const HTML_NS = "http://www.w3.org/1999/xhtml";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** What the setter needs from its applier (and, optionally, a root to delegate events to). */
export interface PropContext extends Partial<EventRoot> {
  /**
   * Call `settleElement(el)` at the end of the current pass, once every new
   * node is attached (ref callbacks, a `<select>`'s value after its options).
   */
  settleLater(el: Element): void;
  /**
   * Hydration (runtime/dom/hydrate/): true when `el` already shows `value`
   * for `name` as the server wrote it, so nothing is written (no mutation).
   * Absent on the plain DOM Applier.
   */
  matches?(el: Element, name: string, value: unknown): boolean;
}

/**
 * Set one property of `el`; `previous` is the value set last time
 * (`undefined` the first time).
 *
 * @example
 * setProperty(el, "style", { color: "red" }, undefined, ctx);
 * setProperty(el, "onClick", () => save(), undefined, ctx);
 * setProperty(el, "href", "javascript:alert(1)", undefined, ctx); // refused
 */
export function setProperty(
  el: Element,
  name: string,
  value: unknown,
  previous: unknown,
  ctx: PropContext,
): void {
  if (name === "$spread") {
    if (features.spread !== undefined) features.spread(el, value, previous, ctx, applyProperty);
    else missing("installSpread", el, name);
    return;
  }
  applyProperty(el, name, value, previous, ctx, peekRecord(el));
}

/** What a spread's keys go through (spread.ts): the setter without the named-attribute bookkeeping. */
export type ApplyProperty = typeof applyProperty;

function applyProperty(
  el: Element,
  name: string,
  value: unknown,
  previous: unknown,
  ctx: PropContext,
  record: ElementRecord | undefined,
): void {
  if (name === "key" || name === "children" || name === "$spread") return;
  if (isEventName(name)) {
    setEvent(el, name, value, record, ctx);
    return;
  }
  if (name === "ref") {
    if (features.ref !== undefined) features.ref.set(el, value, ctx);
    else missing("installRefs", el, name);
    return;
  }
  if (name.charCodeAt(4) === 58 /* : */ && name.startsWith("prop:")) {
    // Forced property: the value as given, a function included (not a deferred binding).
    setForcedProperty(el, name.slice(5), value);
    return;
  }
  // React 19's form actions: a function as `action` / `formAction` runs at submit (form-action.ts).
  if (
    (name === "action"
      ? el.localName === "form"
      : name === "formAction" && (el.localName === "button" || el.localName === "input")) &&
    features.formAction?.set(el, value) === true
  )
    return;
  const binding = record?.extras?.bindings?.[name];
  if (typeof value === "function" && !isCallbackProperty(el, value)) {
    if (binding !== undefined) {
      binding.replace(value as () => unknown);
    } else {
      const bindings = (extrasOf(el).bindings ??= Object.create(null) as Record<string, Binding>);
      const sink = (target: Element, key: string, next: unknown, prev: unknown) =>
        setPlain(target, key, next, prev, ctx);
      bindings[name] = new Binding(el, name, value as () => unknown, previous, sink);
    }
    return;
  }
  if (binding !== undefined) {
    // Back from a deferred binding to a plain value: diff against what the
    // binding wrote, not against the function.
    previous = binding.last;
    binding.dispose();
    delete record!.extras!.bindings![name];
  }
  setPlain(el, name, value, previous, ctx);
}

/**
 * A function with parameters given to a custom element (a renderer, a
 * formatter, a data provider, as Lit and Vaadin elements take them) is a
 * value for the element, as React 19 and Solid pass it, not a deferred
 * binding: a deferred lambda takes no parameters (`value={() => n.value}`).
 */
function isCallbackProperty(el: Element, value: unknown): boolean {
  return (value as (...args: never[]) => unknown).length > 0 && el.localName.includes("-");
}

function setForcedProperty(el: Element, name: string, value: unknown): void {
  if (features.custom !== undefined) features.custom(el, name, value, setAttr, true);
  else missing("installCustomElements", el, `prop:${name}`);
}

/**
 * A property whose feature the program did not install (features.ts): it is
 * not set, rather than set with another meaning, and R008 says which
 * installer the code must call.
 */
function missing(feature: DomFeature, el: Element, name: string): void {
  reportError(runtimeError("R008", { name, tag: el.localName, feature }));
}

/** Properties other than events, refs, spreads and bindings. */
function setPlain(el: Element, name: string, value: unknown, previous: unknown, ctx: PropContext): void {
  if (ctx.matches !== undefined && ctx.matches(el, name, value)) return;
  if (name === "data" && el.nodeType === 3) {
    // A deferred text child (`{() => count.value}`): the composition gives a
    // text node its text as the property `data`; null / undefined / booleans
    // show nothing. (Named first: `nodeType` is a DOM call per property.)
    const text = value === null || value === undefined || typeof value === "boolean" ? "" : String(value);
    // Not written when it says so already (typed into a contentEditable): the caret would go to its start.
    if ((el as unknown as Text).data !== text) (el as unknown as Text).data = text;
    // An option without a value attribute has its text as value: its select shows the state again
    // (the applier's setText does the same for a text the composition writes).
    const option = el.parentNode;
    if (option !== null && (option as Element).localName === "option" && option.parentNode !== null)
      features.optionsChanged?.(option.parentNode, ctx);
    return;
  }
  switch (name) {
    case "class":
    case "className":
      setClass(el, value, previous);
      return;
    case "autoFocus":
    case "autofocus":
      setAutoFocus(el, value, previous, ctx, setAttr);
      return;
    case "style":
      if (features.style !== undefined) features.style(el as HTMLElement, value, previous);
      else missing("installStyle", el, name);
      return;
    case UNSAFE_HTML:
      if (features.innerHtml !== undefined) features.innerHtml(el, value);
      else missing("installInnerHtml", el, name);
      return;
  }
  if (name.charCodeAt(4) === 58 /* : */ && name.startsWith("attr:")) {
    setAttr(el, name.slice(5), value, true);
    return;
  }
  if (el.namespaceURI === HTML_NS) {
    if (el.localName.includes("-")) {
      if (features.custom !== undefined) features.custom(el, name, value, setAttr);
      else missing("installCustomElements", el, name);
      return;
    }
    if (isLiveProperty(el.localName, name)) {
      if (features.live !== undefined) features.live(el, name, value, ctx, previous === undefined);
      else missing("installLiveProperties", el, name);
      return;
    }
    name = ATTRIBUTE_ALIASES.get(name) ?? name;
    if (name === "value" && el.localName === "option") {
      setAttr(el, name, value);
      // Its select shows the state's value again (an unkeyed list of options changes values in place).
      if (el.parentNode !== null) features.optionsChanged?.(el.parentNode, ctx);
      return;
    }
  } else name = SVG_ATTRIBUTE_ALIASES.get(name) ?? name;
  setAttr(el, name, value);
}

function setClass(el: Element, value: unknown, previous: unknown): void {
  const cls = classString(value);
  // Nothing set before (`previous` undefined) may still meet a class: one a spread set
  // before this named attribute, which wins over it (`<b {...p} className={null} />`).
  if (cls === "") {
    if (previous !== undefined || el.hasAttribute("class")) el.removeAttribute("class");
  } else if (el.namespaceURI === HTML_NS) el.className = cls;
  else el.setAttribute("class", cls);
}

function setAttr(el: Element, name: string, value: unknown, forced = false): void {
  const { lower, flags } = attrInfo(name);
  // `true` is the empty attribute on a custom element, or forced with `attr:` (attributes.ts).
  const custom = value === true && (forced || el.localName.includes("-"));
  const text = attributeValueText(flags, value, custom);
  if (text === null) {
    if (DEV && isMeaninglessValue(flags, value, custom)) warnMeaningless(name, value);
    removeAttr(el, name, flags);
    return;
  }
  if (flags & SINK) {
    if (DEV)
      warn(
        `refused ${name}: raw HTML is only accepted through ${UNSAFE_HTML}={html} (a string or TrustedHTML)`,
      );
    removeAttr(el, name, flags);
    return;
  }
  if (flags & (URL | ANIMATION)) {
    const refused = features.refusedUrl;
    if (refused === undefined) {
      // Never set unscreened: a URL attribute waits for installUrlScreening.
      missing("installUrlScreening", el, name);
      removeAttr(el, name, flags);
      return;
    }
    if (refused(el.localName, el.namespaceURI === HTML_NS, lower, flags, text)) {
      if (DEV)
        warn(
          `refused ${name}=${JSON.stringify(text)} on <${el.localName}>: script and data URLs are not allowed here`,
        );
      removeAttr(el, name, flags);
      return;
    }
  }
  try {
    if (flags & XLINK) el.setAttributeNS(XLINK_NS, name, text);
    else if (flags & XML) el.setAttributeNS(XML_NS, name, text);
    else el.setAttribute(name, text);
  } catch (error) {
    // An invalid attribute name (e.g. a spread key from data such as `"><x`)
    // must not abort the pass that applies the change list.
    if (DEV) warn(`ignored attribute ${JSON.stringify(name)}: ${(error as Error).message}`);
  }
}

function removeAttr(el: Element, name: string, flags: number): void {
  if (flags & XLINK) el.removeAttributeNS(XLINK_NS, "href");
  else if (flags & XML) el.removeAttributeNS(XML_NS, name.slice(4));
  else el.removeAttribute(name);
}

/** End-of-pass work queued by `settleLater`: the ref call, a `<select>`'s value, an autoFocus. */
export function settleElement(el: Element): void {
  settleAutoFocus(el);
  const record = peekRecord(el)?.extras;
  if (record === undefined) return;
  record.queued = false;
  if (record.released) return;
  features.settleLive?.(el, record);
  features.ref?.settle(el, record);
}

/**
 * The element leaves for good: drop its event handlers, run its ref cleanup (or
 * call the ref with `null`), stop its deferred bindings. Idempotent.
 */
export function releaseElement(el: Element): void {
  const record = peekRecord(el);
  if (record === undefined) return;
  releaseEvents(record);
  const extras = record.extras;
  if (extras === undefined || extras.released) return;
  extras.released = true;
  features.ref?.detach(extras, el);
  const bindings = extras.bindings;
  if (bindings !== undefined) {
    for (const name in bindings) bindings[name]!.dispose();
    extras.bindings = undefined;
  }
}
