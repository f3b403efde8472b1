/**
 * `{...spread}` on an element: an object diffed key by key through the
 * property setter (props.ts); a named attribute of the element wins over the
 * spread's key of the same name (the compiler emits the spread first and
 * props.ts remembers the named ones). Reached once installed (features.ts,
 * install.ts's installSpread).
 */
import type { ApplyProperty, PropContext } from "./props.js";
import { extrasOf, peekRecord } from "./record.js";

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

export function setSpread(
  el: Element,
  value: unknown,
  previous: unknown,
  ctx: PropContext,
  apply: ApplyProperty,
): void {
  const next = (typeof value === "object" && value !== null ? value : EMPTY) as Record<string, unknown>;
  const prev = (typeof previous === "object" && previous !== null ? previous : EMPTY) as Record<
    string,
    unknown
  >;
  const named = (extrasOf(el).named ??= new Set());
  const record = peekRecord(el);
  for (const key in prev) {
    if (!(key in next) && !named.has(key)) apply(el, key, undefined, prev[key], ctx, record);
  }
  for (const key in next) {
    const v = next[key];
    const p = prev[key];
    if (!Object.is(v, p) && !named.has(key)) apply(el, key, v, p, ctx, record);
  }
}
