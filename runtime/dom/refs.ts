/**
 * `ref={el => ...}`: called once the element is attached (at the end of the
 * pass that created it, see DomApplier.onEndChanges), again when the callback
 * changes, and when the element leaves: its returned cleanup runs, or, if it
 * returned none, it is called with `null` (React 19's rule).
 */
import { DEV, warn } from "./dev.js";
import { extrasOf, queueSettle, type ElementExtras } from "./record.js";
import { reportError } from "./report.js";

/** `ref={…}` was set: called at the end of the pass (`settleLater`). */
export function setRef(el: Element, value: unknown, ctx: { settleLater(el: Element): void }): void {
  if (value !== null && value !== undefined && typeof value !== "function") {
    if (DEV) warn(`ignored ref on <${el.localName}>: a ref must be a callback (el) => void | cleanup`);
    value = undefined;
  }
  const record = extrasOf(el);
  record.ref = (value ?? undefined) as ElementExtras["ref"];
  queueSettle(el, record, ctx);
}

/** Bring the applied ref in line with the requested one. */
export function settleRef(el: Element, record: ElementExtras): void {
  if (record.released || record.ref === record.refApplied) return;
  detachRef(record);
  const ref = record.ref;
  if (ref === undefined) return;
  record.refApplied = ref;
  try {
    const cleanup = ref(el);
    if (typeof cleanup === "function") record.refCleanup = cleanup;
  } catch (error) {
    reportError(error);
  }
}

/** Undo the applied ref: its cleanup, or a call with `null`. */
export function detachRef(record: ElementExtras): void {
  const applied = record.refApplied;
  if (applied === undefined) return;
  const cleanup = record.refCleanup;
  record.refApplied = undefined;
  record.refCleanup = undefined;
  try {
    if (cleanup !== undefined) cleanup();
    else applied(null);
  } catch (error) {
    reportError(error);
  }
}
