/**
 * `ref={el => ...}`: called once the element is attached (at the end of the
 * pass that created it, see DomApplier.onEndChanges), again when the callback
 * changes, and when the element leaves: its returned cleanup runs, or, if it
 * returned none, it is called with `null` (React 19's rule).
 *
 * `ref={box}` with an object that has a `current` property (what React code
 * gets from `useRef` / `createRef`; in Composa `remember(() => ({ current: null }))`)
 * is set the same way: `box.current` is the element once attached, and
 * `null` when it leaves (unless it already holds another element).
 */
import { DEV, warn } from "./dev.js";
import { extrasOf, queueSettle, type ElementExtras, type RefObject } from "./record.js";
import { reportError } from "./report.js";

function isRefObject(value: unknown): value is RefObject {
  return typeof value === "object" && value !== null && "current" in value;
}

/** `ref={…}` was set: called at the end of the pass (`settleLater`). */
export function setRef(el: Element, value: unknown, ctx: { settleLater(el: Element): void }): void {
  if (value !== null && value !== undefined && typeof value !== "function" && !isRefObject(value)) {
    if (DEV)
      warn(
        `ignored ref on <${el.localName}>: a ref must be a callback (el) => void | cleanup, or an object with a \`current\` property`,
      );
    value = undefined;
  }
  const record = extrasOf(el);
  record.ref = (value ?? undefined) as ElementExtras["ref"];
  queueSettle(el, record, ctx);
}

/** Bring the applied ref in line with the requested one. */
export function settleRef(el: Element, record: ElementExtras): void {
  if (record.released || record.ref === record.refApplied) return;
  detachRef(record, el);
  const ref = record.ref;
  if (ref === undefined) return;
  record.refApplied = ref;
  if (typeof ref !== "function") {
    ref.current = el;
    return;
  }
  try {
    const cleanup = ref(el);
    if (typeof cleanup === "function") record.refCleanup = cleanup as () => void;
  } catch (error) {
    reportError(error);
  }
}

/** Undo the applied ref: its cleanup, or a call with `null`; an object's `current` back to `null`. */
export function detachRef(record: ElementExtras, el: Element): void {
  const applied = record.refApplied;
  if (applied === undefined) return;
  const cleanup = record.refCleanup;
  record.refApplied = undefined;
  record.refCleanup = undefined;
  if (typeof applied !== "function") {
    // The same box on the element that replaced this one (a keyed swap) already holds that one.
    if (applied.current === el) applied.current = null;
    return;
  }
  try {
    if (cleanup !== undefined) cleanup();
    else applied(null);
  } catch (error) {
    reportError(error);
  }
}
