/**
 * The small record Composa keeps on an element that needs one: its event
 * handlers, and on first need its extras (ref, deferred bindings, form state).
 *
 * It lives in a symbol-keyed expando rather than a WeakMap because the shared
 * event dispatcher reads it on every event, and an own property read is the
 * cheapest lookup there is. Elements with plain attributes only never get one.
 */
import type { Binding } from "./binding.js";
import type { Controlled } from "./controlled.js";

/** A ref callback: gets the element once attached; may return a cleanup (any other result is ignored). */
export type RefCallback<E = Element> = (el: E | null) => unknown;

/** An object ref, React's `useRef` / `createRef` shape: `current` is the element while it is attached. */
export interface RefObject<E = Element> {
  current: E | null;
}

export interface ElementRecord {
  /**
   * Its event handler's listener key (`"click"`: bubble, `"click!"`:
   * capture) and handler: most elements have one, which then needs no list.
   * An element given a second one has `MANY_HANDLERS` as key and all of them
   * as a list (`EventHandlers`) in `handler`: one field for both cases, not a
   * list field that most records leave empty (4 bytes of each record, two per
   * row of a table; bench/README.md, "Memory").
   */
  key: string | typeof MANY_HANDLERS | undefined;
  handler: EventListener | EventHandlers | undefined;
  /** The render root whose listener calls its delegated handlers (a composition may live inside another's element). */
  delegatedTo: Node | undefined;
  /** The rest, made on first need (`extrasOf`). */
  extras: ElementExtras | undefined;
}

/**
 * What few elements need: a ref, deferred bindings, a spread, form state, a
 * custom element's pending props. Kept apart from `ElementRecord`, which every
 * element with a handler gets (two per row of a table): a record of every
 * field there cost 110 bytes per element, most of it never written.
 */
export interface ElementExtras {
  /** The ref the composition asked for most recently. */
  ref: RefCallback | RefObject | undefined;
  /** The ref that was last called with the element (what to detach). */
  refApplied: RefCallback | RefObject | undefined;
  /** What `refApplied` returned, if a function. */
  refCleanup: (() => void) | undefined;
  /** Deferred bindings by attribute name. */
  bindings: Record<string, Binding> | undefined;
  /** A `<select>`'s value, re-applied once its options are in (end of pass). */
  selectValue: unknown;
  /** `selectValue` is an uncontrolled `defaultValue`: its options become the defaults too. */
  selectDefault: boolean;
  /** The last composed `value` / `checked` / `selected` of a form element (controlled.ts). */
  controlled: Controlled | undefined;
  /** A custom element's props that wait for its definition (custom-element.ts). */
  pending: Map<string, unknown> | undefined;
  /** Waiting in the applier's end-of-pass queue (ref call, select value). */
  queued: boolean;
  /**
   * Set once the element has left the composition for good. Only what lives
   * here outlasts that (a ref, a binding, a queued settle, a definition
   * awaited): an element without extras has nothing to stop but its handlers.
   */
  released: boolean;
}

/**
 * `[key1, handler1, key2, handler2, ...]`: an element has one or two
 * handlers, for which a flat list is smaller and faster to search than a
 * dictionary object.
 */
export type EventHandlers = (string | EventListener)[];

/**
 * `ElementRecord.key` of an element whose handlers are a list: a symbol, as
 * `on:<type>` makes any string a listener key (`on:` the empty one).
 */
export const MANY_HANDLERS: unique symbol = Symbol("many handlers");

export const RECORD: unique symbol = Symbol("composa.element");

export interface WithRecord {
  [RECORD]?: ElementRecord;
}

/** The record of `el`, created on first need. */
export function recordOf(el: Element): ElementRecord {
  const host = el as Element & WithRecord;
  let record = host[RECORD];
  if (record === undefined) {
    record = { key: undefined, handler: undefined, delegatedTo: undefined, extras: undefined };
    host[RECORD] = record;
  }
  return record;
}

/** The extras of `el`, created (with its record) on first need. */
export function extrasOf(el: Element): ElementExtras {
  const record = recordOf(el);
  return (record.extras ??= {
    ref: undefined,
    refApplied: undefined,
    refCleanup: undefined,
    bindings: undefined,
    selectValue: undefined,
    selectDefault: false,
    controlled: undefined,
    pending: undefined,
    queued: false,
    released: false,
  });
}

/** The extras of `node` if it has them. */
export function peekExtras(node: Node): ElementExtras | undefined {
  return (node as Node & WithRecord)[RECORD]?.extras;
}

/** The record of `node` if it has one. */
export function peekRecord(node: Node): ElementRecord | undefined {
  return (node as Node & WithRecord)[RECORD];
}

/**
 * Queue `el` for the applier's end of pass (`settleLater`, then props.ts's
 * `settleElement`): once per pass however many of its properties ask.
 */
export function queueSettle(
  el: Element,
  record: ElementExtras,
  ctx: { settleLater(el: Element): void },
): void {
  if (!record.queued) {
    record.queued = true;
    ctx.settleLater(el);
  }
}
