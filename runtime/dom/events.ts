/**
 * `on*` attributes: one native listener per event type, phase and element.
 *
 * The listener is one of two shared dispatcher functions (bubble, capture)
 * that look the current handler up in the element's record. Swapping the
 * handler (a new closure on every recomposition is the common case) is then a
 * single property write: no `removeEventListener` / `addEventListener` pair,
 * and `stopPropagation` keeps its exact native meaning since nothing is
 * delegated.
 *
 * Names: `onClick` → `click`, `onDoubleClick` → `dblclick`, `onKeyDownCapture`
 * → `keydown` in the capture phase (`onGotPointerCapture` is the event
 * `gotpointercapture`, not a capture), `on:my-event` → `my-event` verbatim
 * (custom elements).
 */
import { warn } from "./dev.js";
import { peekRecord, recordOf, type ElementRecord, type EventHandlers } from "./record.js";

const CAPTURE_MARK = "!";

interface ParsedEvent {
  readonly type: string;
  readonly capture: boolean;
  /** Key in the record's handler table. */
  readonly key: string;
}

const parsed = new Map<string, ParsedEvent>();

/** Event type and phase of an `on*` attribute name. */
export function parseEventName(name: string): ParsedEvent {
  let result = parsed.get(name);
  if (result === undefined) {
    let type: string;
    let capture = false;
    if (name.charCodeAt(2) === 58 /* : */) {
      type = name.slice(3);
    } else {
      let rest = name.slice(2);
      const stripped = rest.replace(/(PointerCapture)$|Capture$/i, "$1");
      if (stripped !== rest) {
        capture = true;
        rest = stripped;
      }
      type = rest.toLowerCase();
      if (type === "doubleclick") type = "dblclick";
    }
    result = { type, capture, key: capture ? type + CAPTURE_MARK : type };
    parsed.set(name, result);
  }
  return result;
}

/** The handler stored under `key` in a record's `on` list, if any. */
function handlerOf(on: EventHandlers | undefined, key: string): EventListener | undefined {
  if (on === undefined) return undefined;
  for (let i = 0; i < on.length; i += 2) if (on[i] === key) return on[i + 1] as EventListener;
  return undefined;
}

function dispatchBubble(this: Element, event: Event): void {
  const handler = handlerOf(peekRecord(this)?.on, event.type);
  if (handler !== undefined) handler.call(this, event);
}

function dispatchCapture(this: Element, event: Event): void {
  const handler = handlerOf(peekRecord(this)?.on, event.type + CAPTURE_MARK);
  if (handler !== undefined) handler.call(this, event);
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
export function setEvent(el: Element, name: string, handler: unknown, record: ElementRecord | undefined = peekRecord(el)): void {
  const { type, capture, key } = parseEventName(name);
  const on = record?.on;
  let at = -1;
  if (on !== undefined) for (let i = 0; i < on.length; i += 2) if (on[i] === key) at = i;
  if (typeof handler === "function") {
    if (at >= 0) {
      on![at + 1] = handler as EventListener;
      return;
    }
    const owner = record ?? recordOf(el);
    if (owner.on === undefined) owner.on = [key, handler as EventListener]; // exact size: most elements have one
    else owner.on.push(key, handler as EventListener);
    el.addEventListener(type, capture ? dispatchCapture : dispatchBubble, capture);
    return;
  }
  if (handler !== null && handler !== undefined && handler !== false) {
    warn(`refused ${name}=${JSON.stringify(String(handler))}: event handlers must be functions`);
  }
  if (at >= 0) {
    on!.splice(at, 2);
    el.removeEventListener(type, capture ? dispatchCapture : dispatchBubble, capture);
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
  record.on = undefined;
}
