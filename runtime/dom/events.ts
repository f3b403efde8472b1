/**
 * `on*` attributes. Bubbling UI events (`click`, `input`, `keydown`...) are
 * delegated, as React, Solid and Svelte do: one listener per event type at
 * the render root walks from the target up and calls the handlers it finds
 * in each element's record, in bubbling order. Creating a row of a table then
 * adds no native listener at all, and swapping a handler (a new closure on
 * every recomposition is the common case) is a single property write.
 *
 * Among Composa handlers everything reads as native: `this` and
 * `currentTarget` are the element, `stopPropagation` stops the walk (and the
 * native event beyond the root), a non-bubbling dispatch
 * (`el.dispatchEvent(new Event("input"))`) reaches the target's handler only.
 * Against native listeners added by hand (a ref's `addEventListener`), a
 * delegated handler runs when the event reaches the root, as in React.
 * Capture handlers (`onClickCapture`) and events that do not bubble
 * (`focus`, `scroll`, `load`...) listen on their element, through two shared
 * dispatcher functions.
 *
 * `onFocus` / `onBlur` are `focusin` / `focusout`, as in React 17+: they
 * bubble, so a form's `onFocus` runs when one of its fields takes the focus
 * (`onFocusCapture` is `focusin`'s capture phase). A `focus` / `blur` that
 * comes alone (testing-library's `fireEvent.focus` / `fireEvent.blur`
 * dispatch only that) runs the target's own handler; the platform's pair
 * (`focus` then `focusin` on the same target) runs it once, at `focusin`
 * where the browser marks its own events (`isTrusted`), else at the first
 * of the two (`focusPairs`).
 * `on:focus` listens to `focus` itself.
 *
 * Names: `onClick` → `click`, `onDoubleClick` → `dblclick`, `onKeyDownCapture`
 * → `keydown` in the capture phase (`onGotPointerCapture` is the event
 * `gotpointercapture`, not a capture), `on:my-event` → `my-event` verbatim
 * on any element; on a custom element, a name that is no platform event is
 * taken as written (`oncamelEvent` → `camelEvent`).
 *
 * `onChange` of a text field (a `<textarea>`, an `<input>` one types into)
 * runs at each edit, as React's does, not at the platform's `change` (blur):
 * `value={v} onChange={…}` must follow the typing, since the controlled
 * input is put back to `v` after each `input`. A `change` runs it only for
 * a value no `input` reported (testing-library's `fireEvent.change`,
 * autofill), and an `input` runs it only if the edit changed the value (the
 * value at its `beforeinput`): a "-" typed into an empty number input leaves
 * `value` "", and React does not call onChange for it either. Elsewhere (a
 * checkbox, a radio, a select) `change` is already the edit.
 *
 * After the walk, a controlled form element that was the target is put back
 * to its composed state (controlled.ts).
 *
 * The event also answers React's `e.nativeEvent`, `e.persist()`,
 * `e.isDefaultPrevented()` and `e.isPropagationStopped()`
 * (synthetic-members.ts).
 */
import { reportError } from "../report.js";
import { explainPlainCall } from "../callee.js";
import { handlerError } from "../errors.js";
import { DEV, warn } from "./dev.js";
import { features } from "./features.js";
import { addSyntheticMembers } from "./synthetic-members.js";
import { knownValue, trackValue } from "./value-tracker.js";
import { MANY_HANDLERS, peekRecord, recordOf, type ElementRecord, type EventHandlers } from "./record.js";

/** Bubbling events handled at the render root (the bubbling UI events of React's, Solid's and Svelte's lists). */
export const DELEGATED_EVENTS: ReadonlySet<string> = new Set([
  "beforeinput",
  "change",
  "click",
  "contextmenu",
  "dblclick",
  "focusin",
  "focusout",
  "input",
  "keydown",
  "keyup",
  "mousedown",
  "mousemove",
  "mouseout",
  "mouseover",
  "mouseup",
  "pointerdown",
  "pointermove",
  "pointerout",
  "pointerover",
  "pointerup",
]);

/** Where an element's handlers may be delegated to (the Applier). */
export interface EventRoot {
  /** The render root. */
  readonly root: Node;
  /** Listens for `type` at the root (once); false if there is no root to delegate to. */
  delegate(type: string): boolean;
}

const CAPTURE_MARK = "!";

interface ParsedEvent {
  readonly type: string;
  readonly capture: boolean;
  /** Key in the record's handler table. */
  readonly key: string;
  /** A platform event (`onClick`, `onkeydown`) or `on:name`: the same on every element. */
  readonly standard: boolean;
}

const parsed = new Map<string, ParsedEvent>();
const parsedCustom = new Map<string, ParsedEvent>();

let platform: object | undefined;

// Platform events of the dialect's typed names (jsx-runtime/events.ts) that have no `on…` property.
const WITHOUT_PROPERTY: ReadonlySet<string> = new Set([
  "dblclick",
  "focusin",
  "focusout",
  "beforeinput",
  "compositionstart",
  "compositionupdate",
  "compositionend",
]);

/** `click` → true: an event `HTMLElement` has an `on…` handler property for, or one of the typed names. */
function isPlatformEvent(type: string): boolean {
  platform ??= typeof HTMLElement === "function" ? HTMLElement.prototype : undefined;
  return platform === undefined || WITHOUT_PROPERTY.has(type) || `on${type}` in platform;
}

function makeParsed(type: string, capture: boolean, standard: boolean): ParsedEvent {
  return { type, capture, key: capture ? type + CAPTURE_MARK : type, standard };
}

/** Event type and phase of an `on*` attribute name (on a built-in element). */
export function parseEventName(name: string): ParsedEvent {
  let result = parsed.get(name);
  if (result === undefined) {
    if (name.charCodeAt(2) === 58 /* : */) {
      result = makeParsed(name.slice(3), false, true);
    } else {
      let capture = false;
      let rest = name.slice(2);
      const stripped = rest.replace(/(PointerCapture)$|Capture$/i, "$1");
      if (stripped !== rest) {
        capture = true;
        rest = stripped;
      }
      let type = rest.toLowerCase();
      if (type === "doubleclick") type = "dblclick";
      else if (type === "focus") type = "focusin";
      else if (type === "blur") type = "focusout";
      result = makeParsed(type, capture, isPlatformEvent(type));
    }
    parsed.set(name, result);
  }
  return result;
}

/**
 * On a custom element, a name that is not a platform event is the event
 * exactly as written after `on` (`oncamelEvent` → `camelEvent`,
 * `onkebab-event`, `onPascalEvent`), a `Capture` suffix aside, as React 19
 * does; platform names (`onClick`) keep their meaning.
 */
export function parseCustomEventName(name: string): ParsedEvent {
  const builtIn = parseEventName(name);
  if (builtIn.standard) return builtIn;
  let result = parsedCustom.get(name);
  if (result === undefined) {
    const capture = name.endsWith("Capture");
    result = makeParsed(name.slice(2, capture ? -7 : undefined), capture, false);
    parsedCustom.set(name, result);
  }
  return result;
}

/** The handler stored under `key` in a record (its only handler, or one of its list), if any. */
function handlerOf(record: ElementRecord | undefined, key: string): EventListener | undefined {
  if (record === undefined) return undefined;
  const handler = record.handler;
  if (record.key === key) return handler as EventListener;
  if (record.key !== MANY_HANDLERS) return undefined;
  const on = handler as EventHandlers;
  for (let i = 0; i < on.length; i += 2) if (on[i] === key) return on[i + 1] as EventListener;
  return undefined;
}

/**
 * The root's listener for a delegated type (bubble phase). Installed on the
 * root with `listenAtRoot`; calls the handlers from the target up.
 */
function dispatchDelegated(this: Node, event: Event): void {
  if (event.bubbles && (walkedOn === undefined || !walkedOn.get(event)?.has(this))) walk(event, this, false);
}

/**
 * Portals (portal.ts), once one exists: where a walk that reached `root`
 * through `top` (the node under `root` it came from) goes on, the element
 * where the portal sits in its parent composition and that composition's
 * root, as React's synthetic events do; null if `top` is no portal's.
 */
let portalParent: ((root: Node, top: Node) => readonly [Node, Node] | null) | undefined;
/** Roots a walk went on to from a portal, per event: their own listener, if the event reaches it, has nothing left to do. */
let walkedOn: WeakMap<Event, Set<Node>> | undefined;

export function walkThroughPortals(parentOf: (root: Node, top: Node) => readonly [Node, Node] | null): void {
  portalParent = parentOf;
  walkedOn ??= new WeakMap();
}

/** Its capture-phase twin: a non-bubbling dispatch of a delegated type reaches only the target's handler. */
function dispatchDelegatedAtTarget(this: Node, event: Event): void {
  if (!event.bubbles) walk(event, this, true);
}

/** The bubbling twin of a focus event and back (`focus` ↔ `focusin`, `blur` ↔ `focusout`). */
const FOCUS_TWINS: Readonly<Record<string, string>> = {
  focus: "focusin",
  focusin: "focus",
  blur: "focusout",
  focusout: "blur",
};

/**
 * Per root, the last focus event walked, while its twin has not come: the
 * platform dispatches `focus` and `focusin` (`blur` and `focusout`) on the
 * same target one after the other, and the target's handler, which both
 * reach, must run once. Any other event walked at the root ends the wait, so
 * a lone `fireEvent.focus` does not swallow a later `focusin`.
 */
const focusPairs = new WeakMap<Node, { target: EventTarget | null; type: string }>();

function walk(event: Event, root: Node, targetOnly: boolean): void {
  let targetDefined = false; // `currentTarget` is this walk's own (CURRENT_TARGET)
  let type = event.type;
  let skip: EventTarget | null = null; // a target whose handler ran at the twin event
  const twin = FOCUS_TWINS[type];
  const waiting = focusPairs.get(root);
  if (twin !== undefined) {
    // The browser's own `focus` / `blur` is always followed by its twin, which runs the handlers
    // in React's order (capture handlers of the ancestors first); only a dispatched one runs here.
    if (event.isTrusted && (type === "focus" || type === "blur")) return;
    if (waiting !== undefined && waiting.target === event.target && waiting.type === twin) {
      skip = event.target;
      focusPairs.delete(root);
    } else focusPairs.set(root, { target: event.target, type });
    if (type === "focus" || type === "blur") type = twin; // the handlers' key
  } else if (waiting !== undefined) focusPairs.delete(root);
  // React's onChange: on a text field it runs at each edit (`input`), not at the platform's `change` (blur).
  let alsoChange = false;
  let field: HTMLInputElement | null = null;
  if ((type === "input" || type === "change" || type === "beforeinput") && isTextField(event.target)) {
    field = event.target as HTMLInputElement;
    // A `change` whose value the last `input` reported already (the blur after typing) is no
    // second edit; one that brings another value (a test's `fireEvent.change`, autofill) is.
    if (type === "change") {
      if (knownValue(field) === field.value) type = ""; // no handler has this key
    } else if (type === "input") {
      // An edit that left the value as it was ("-" typed into an empty number input, whose value
      // stays "" until a digit follows) is no change, as React's value tracking decides. A lone
      // `input` (a script's write, `fireEvent.input`) has no `beforeinput` before it: it is
      // compared with the value last known (value-tracker.ts).
      const before = beforeEdit.get(field);
      beforeEdit.delete(field);
      alsoChange = (before ?? knownValue(field)) !== field.value;
    }
    // A `beforeinput`'s value is taken once the walk is over: controlled.ts may show a pending
    // state first, on which the edit then lands.
  }
  let node = event.target as Node | null;
  while (node !== null && node !== root) {
    const record = peekRecord(node);
    // Only this root's elements: a composition rendered inside this one's element has its own root and walk.
    if (record?.delegatedTo === root && node !== skip) {
      const handler = handlerOf(record, type);
      const onChange = alsoChange ? handlerOf(record, "change") : undefined;
      if (handler !== undefined || onChange !== undefined) {
        if (!targetDefined) Object.defineProperty(event, "currentTarget", CURRENT_TARGET);
        targetDefined = true;
        walkedTo.set(event, node);
        if (handler !== undefined) call(handler, node, event);
        if (onChange !== undefined) call(onChange, node, event);
        if (event.cancelBubble) break;
      }
    }
    if (targetOnly) break;
    const parent: Node | null = node.parentNode;
    // Out of a portal's content: on in its parent composition, from where the portal sits.
    if (parent === root && portalParent !== undefined) {
      const next = portalParent(root, node);
      if (next !== null) {
        [node, root] = next;
        let on = walkedOn!.get(event);
        if (on === undefined) walkedOn!.set(event, (on = new Set()));
        on.add(root);
        continue;
      }
    }
    node = parent;
  }
  if (targetDefined) {
    delete (event as { currentTarget?: unknown }).currentTarget;
    walkedTo.delete(event);
  }
  // Controlled form elements show the composed state again (one record read for any other target),
  // when installed (features.ts).
  features.afterEvent?.(event);
  if (field === null) return;
  if (type === "beforeinput") beforeEdit.set(field, field.value);
  else trackValue(field, field.value);
}

/**
 * `currentTarget` during a delegated walk: the element whose handler runs, as
 * a native listener sees it, read from `walkedTo` by one shared getter. Not a
 * getter closing over the walk: V8 keeps an accessor defined on an object in
 * a descriptor array that the Event maps share, so a closure there held the
 * last handled element, and its whole detached tree, after it left the page.
 */
const walkedTo = new WeakMap<Event, Node>();
const CURRENT_TARGET: PropertyDescriptor = {
  configurable: true,
  get(this: Event): Node | null {
    return walkedTo.get(this) ?? null;
  },
};

/**
 * A text field's value at its last `beforeinput`, which comes right before the
 * edit's `input` (typing, pasting, deleting; not a test's lone `fireEvent.input`).
 */
const beforeEdit = new WeakMap<HTMLInputElement, string>();

/**
 * Runs a handler, delegated or not. Its error is reported as a native listener's is, and the
 * other handlers still run; in development it is named (the event, the element, the composable
 * that gave the handler); in production a composable called as a plain function from the
 * handler (`onClick={() => Row({ item })}`) is R022, not the engine's TypeError.
 */
function call(handler: EventListener, node: Node, event: Event): void {
  addSyntheticMembers(event);
  try {
    handler.call(node, event);
  } catch (error) {
    reportError(
      DEV
        ? handlerError(error, handler, `<${(node as Element).localName}>`, event.type)
        : explainPlainCall(error),
    );
  }
}

// Inputs that are no text field: React's onChange is the platform's `change` (or `click`) there.
const NOT_TEXT = new Set(["checkbox", "radio", "file", "submit", "reset", "button", "image", "hidden"]);

/** A `<textarea>` or an `<input>` one types into (React's `isTextInputElement`, with `range` and `color`). */
function isTextField(target: EventTarget | null): boolean {
  const el = target as Element | null;
  if (el === null || el.namespaceURI !== "http://www.w3.org/1999/xhtml") return false;
  const tag = el.localName;
  return tag === "textarea" || (tag === "input" && !NOT_TEXT.has((el as HTMLInputElement).type));
}

/**
 * How many compositions delegate each type at a root: several may share one
 * (portals into the same target, an app rendered into it), and the shared
 * listeners, which the DOM adds only once, stay until the last one stops.
 */
const delegations = new WeakMap<Node, Map<string, number>>();

/**
 * The handlers of `node` and its descendants that were delegated at `from`
 * are delegated at `to` from now on: movable content moved from one
 * composition's root to another's (in or out of a portal). A walk runs only
 * the handlers of its own root's elements.
 */
export function redelegate(node: Node, from: Node, to: Node): void {
  const record = peekRecord(node);
  if (record !== undefined && record.delegatedTo === from) record.delegatedTo = to;
  for (let child = node.firstChild; child !== null; child = child.nextSibling) redelegate(child, from, to);
}

/** Starts delegating `type` at `root`: two listeners, for the life of the root. */
export function listenAtRoot(root: Node, type: string): void {
  let counts = delegations.get(root);
  if (counts === undefined) delegations.set(root, (counts = new Map()));
  const count = counts.get(type) ?? 0;
  counts.set(type, count + 1);
  if (count > 0) return;
  root.addEventListener(type, dispatchDelegated, false);
  root.addEventListener(type, dispatchDelegatedAtTarget, true);
}

/** Stops delegating `type` at `root` (for one of the compositions that delegate there). */
export function stopListeningAtRoot(root: Node, type: string): void {
  const counts = delegations.get(root);
  const count = counts?.get(type) ?? 0;
  if (count > 1) {
    counts!.set(type, count - 1);
    return;
  }
  counts?.delete(type);
  root.removeEventListener(type, dispatchDelegated, false);
  root.removeEventListener(type, dispatchDelegatedAtTarget, true);
}

function dispatchBubble(this: Element, event: Event): void {
  const handler = handlerOf(peekRecord(this), event.type);
  if (handler !== undefined) {
    call(handler, this, event);
    features.afterDirectHandler?.(event);
  }
  // A form action runs after the form's onSubmit, which may prevent it (form-action.ts).
  if (event.type === "submit") features.formAction?.run(this, event);
}

/**
 * A form with an action hears its `submit` through the same listener as its
 * `onSubmit` (the DOM adds it once), so the action runs after the handler.
 */
export function listenForSubmit(form: Element): void {
  form.addEventListener("submit", dispatchBubble, false);
}

function dispatchCapture(this: Element, event: Event): void {
  const handler = handlerOf(peekRecord(this), event.type + CAPTURE_MARK);
  if (handler !== undefined) {
    call(handler, this, event);
    features.afterDirectHandler?.(event);
  }
}

/**
 * Set, replace or remove the handler of an `on*` attribute.
 *
 * A string is refused (it would be an inline script once serialized); a
 * handler of `null`, `undefined` or `false` removes the listener.
 *
 * @example
 * setEvent(button, "onClick", () => count++); // addEventListener("click", ...)
 * setEvent(button, "onClick", () => count--); // handler swapped, no DOM call
 * setEvent(button, "onClick", null);          // removeEventListener
 */
export function setEvent(
  el: Element,
  name: string,
  handler: unknown,
  record: ElementRecord | undefined = peekRecord(el),
  root?: Partial<EventRoot>,
): void {
  let parsedName = parseEventName(name);
  // Only names that are no platform event ask what the element is (off the path of `onClick`).
  if (!parsedName.standard && el.localName.includes("-")) parsedName = parseCustomEventName(name);
  const { type, capture, key } = parsedName;
  // Decided by the type alone (and the root), so that adding and removing agree.
  const delegated = !capture && DELEGATED_EVENTS.has(type) && root?.delegate?.(type) === true;
  const first = record !== undefined && record.key === key;
  const on = record?.key === MANY_HANDLERS ? (record.handler as EventHandlers) : undefined;
  let at = -1;
  if (on !== undefined) for (let i = 0; i < on.length; i += 2) if (on[i] === key) at = i;
  if (typeof handler === "function") {
    if (first) {
      record.handler = handler as EventListener;
      return;
    }
    if (at >= 0) {
      on![at + 1] = handler as EventListener;
      return;
    }
    const owner = record ?? recordOf(el);
    if (owner.key === undefined) {
      owner.key = key;
      owner.handler = handler as EventListener;
    } else if (on === undefined) {
      // A second handler: both go in a list (exact size: few elements have one).
      owner.handler = [owner.key as string, owner.handler as EventListener, key, handler as EventListener];
      owner.key = MANY_HANDLERS;
    } else on.push(key, handler as EventListener);
    if (delegated) {
      owner.delegatedTo = root!.root;
      // onChange runs at the `input` of a text field (the element's own or a descendant's): walk those too.
      if (type === "change") {
        root!.delegate!("input");
        // The value before each edit, where a text field may be: not on a checkbox or a select.
        if (el.localName !== "select" && !(el.localName === "input" && !isTextField(el)))
          root!.delegate!("beforeinput");
      }
      // A lone `focus` / `blur` (not bubbling: seen at the root in the capture phase) runs onFocus / onBlur.
      else if (type === "focusin") root!.delegate!("focus");
      else if (type === "focusout") root!.delegate!("blur");
    } else el.addEventListener(type, capture ? dispatchCapture : dispatchBubble, capture);
    return;
  }
  if (handler !== null && handler !== undefined && handler !== false) {
    if (DEV) warn(`refused ${name}=${JSON.stringify(String(handler))}: event handlers must be functions`);
  }
  if (first) {
    record.key = record.handler = undefined;
    if (!delegated) el.removeEventListener(type, capture ? dispatchCapture : dispatchBubble, capture);
  } else if (at >= 0) {
    on!.splice(at, 2);
    if (!delegated) el.removeEventListener(type, capture ? dispatchCapture : dispatchBubble, capture);
  }
}

/**
 * The element left for good: its handlers are dropped, so that the shared
 * dispatcher (still listening on the detached element) finds none and the
 * closures can be collected even if user code keeps the element. The native
 * listeners are not removed: that is two DOM calls per row of a table, and a
 * dispatcher with nothing to call is harmless; they go with the element.
 */
export function releaseEvents(record: ElementRecord): void {
  record.key = record.handler = undefined;
}
