/**
 * Custom elements (a tag with `-`): properties or attributes (DESIGN.md, "The
 * dialect", point 5).
 *
 * A name the element defines as a property (`name in el`, and not a member
 * every `HTMLElement` has, such as `id` or `title`) is set as a property, so
 * arrays, objects and camelCase names reach the element as given; any other
 * name is an attribute. That rule needs the element's class, so an element
 * whose definition has not run yet (a lazily loaded component library) gets
 * its props twice:
 *
 * - now, as it can take them: a primitive as an attribute (what
 *   `attributeChangedCallback` will see on upgrade), an object as an own
 *   property of the element (readable at once);
 * - once defined (`customElements.whenDefined`), by the rule: an own property
 *   set meanwhile would shadow the class's accessor for good, so it is deleted
 *   first (a class field, which the constructor defines over it, is simply
 *   set), and an attribute that stood in for a property is removed.
 *
 * `prop:name` forces a property on any element (the value as given,
 * functions included); on an element not defined yet it is kept the same way.
 * An object, an array or a function with parameters (props.ts: not a
 * deferred binding) is never attribute text ("[object Object]"): a name the
 * element does not define keeps it as an own property, as Solid sets it (and
 * as the server writes no markup for it, runtime/server/props.ts).
 */
import { DEV, warn } from "./dev.js";
import { extrasOf, type ElementExtras } from "./record.js";
import { isUnsafeUrl, URL_ATTRIBUTES } from "./url.js";

/** props.ts's attribute setter (names, booleans, URL screening). */
export type AttributeSetter = (el: Element, name: string, value: unknown) => void;

// Names that are raw-HTML sinks or code when written as properties.
const REFUSED_PROPERTIES: ReadonlySet<string> = new Set(["innerhtml", "outerhtml", "srcdoc"]);

let common: object | undefined;

/** Members every HTML element has (`id`, `title`, `hidden`, `onclick`…): attributes, not the element's own properties. */
function isCommonMember(name: string): boolean {
  common ??= typeof HTMLElement === "function" ? HTMLElement.prototype : {};
  return name in common;
}

/** Whether the element's class runs for it; upgrades an element created before its definition. */
function isDefined(el: Element): boolean {
  const registry = el.ownerDocument.defaultView?.customElements;
  // No registry (an inert document): nothing will ever upgrade it; take it as it is.
  if (registry === undefined) return true;
  const definition = registry.get(el.localName);
  if (definition === undefined) return false;
  if (!(el instanceof definition)) registry.upgrade(el);
  return true;
}

/**
 * Whether custom element `el` takes `value` for `name` by this file's rule
 * rather than as plain markup: an object or a function, a name its class
 * defines, or any name while it is not defined yet (kept for its
 * definition). Hydration hands these to the rule even when the server's
 * attribute looks the same (the server writes primitives only;
 * claiming-props.ts); an attribute that already shows the value is not
 * written again.
 */
export function takesAsProperty(el: Element, name: string, value: unknown): boolean {
  if (!el.localName.includes("-")) return false;
  if (!isPrimitive(value)) return true;
  const registry = el.ownerDocument.defaultView?.customElements;
  if (registry === undefined) return false;
  if (registry.get(el.localName) === undefined) return true;
  return isDefined(el) && name in el && !isCommonMember(name);
}

/** The attribute text a primitive stands as on a custom element (props.ts's setAttr). */
function attributeText(value: unknown): string | null {
  return value === true
    ? ""
    : value === false || value === null || value === undefined
      ? null
      : String(value);
}

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== "object" && typeof value !== "function");
}

/** Writes a property, unless it is an HTML sink or a script URL (as props.ts refuses them as attributes). */
export function writeProperty(el: Element, name: string, value: unknown): void {
  const lower = name.toLowerCase();
  if (REFUSED_PROPERTIES.has(lower)) {
    if (DEV) warn(`refused property ${name}: raw HTML is only accepted through unsafeInnerHTML`);
    return;
  }
  if (URL_ATTRIBUTES.has(lower) && typeof value === "string" && isUnsafeUrl(value, false)) {
    if (DEV)
      warn(
        `refused ${name}=${JSON.stringify(value)} on <${el.localName}>: script and data URLs are not allowed here`,
      );
    return;
  }
  try {
    (el as unknown as Record<string, unknown>)[name] = value;
  } catch (error) {
    // A getter-only property, or a setter that throws: the pass that applies
    // the change list goes on (as setAttribute's errors do in props.ts).
    if (DEV) warn(`could not set property ${name} on <${el.localName}>: ${(error as Error).message}`);
  }
}

/**
 * Sets `name` on custom element `el` by the rule above; `forceProperty` for
 * `prop:name`.
 */
export function setCustomProperty(
  el: Element,
  name: string,
  value: unknown,
  setAttr: AttributeSetter,
  forceProperty = false,
): void {
  if (isDefined(el)) {
    applyByRule(el, name, value, setAttr, forceProperty);
    return;
  }
  const record = extrasOf(el);
  let pending = record.pending;
  if (pending === undefined) {
    pending = record.pending = new Map();
    el.ownerDocument.defaultView!.customElements.whenDefined(el.localName).then(
      () => upgraded(el, record, setAttr),
      () => {},
    );
  }
  // The key tells forced properties apart from names that follow the rule.
  pending.set(forceProperty ? `prop:${name}` : name, value);
  if (forceProperty || !isPrimitive(value)) {
    if (!forceProperty) setAttr(el, name, undefined); // a primitive given before stood as an attribute
    writeProperty(el, name, value);
  } else {
    if (Object.hasOwn(el, name)) delete (el as unknown as Record<string, unknown>)[name];
    // Hydration: the server's attribute may already show it (no mutation then).
    if (el.getAttribute(name) !== attributeText(value)) setAttr(el, name, value);
  }
}

function applyByRule(
  el: Element,
  name: string,
  value: unknown,
  setAttr: AttributeSetter,
  forceProperty: boolean,
): void {
  if (forceProperty || (name in el && !isCommonMember(name)) || !isPrimitive(value))
    writeProperty(el, name, value);
  else setAttr(el, name, value);
}

/** The definition ran: every prop set meanwhile goes where the rule says. */
function upgraded(el: Element, record: ElementExtras, setAttr: AttributeSetter): void {
  const pending = record.pending;
  record.pending = undefined;
  if (pending === undefined || record.released) return;
  isDefined(el); // upgrades it if it is still detached
  const host = el as unknown as Record<string, unknown>;
  const proto = Object.getPrototypeOf(el) as object;
  for (const [key, value] of pending) {
    const forced = key.startsWith("prop:");
    const name = forced ? key.slice(5) : key;
    // Our stand-in, shadowing the class's accessor (an own property the
    // constructor defined, a class field, is the element's: it stays).
    if (Object.hasOwn(el, name) && name in proto) delete host[name];
    if (forced || (name in el && !isCommonMember(name))) {
      // The attribute stood in for the property: it goes first, so that a
      // reflecting element does not overwrite the property with it.
      if (!forced && isPrimitive(value)) setAttr(el, name, undefined);
      writeProperty(el, name, value);
    }
    // Otherwise a primitive stays the attribute it already is, an object the own property it already is.
  }
}
