/**
 * `{...spread}` on an element: an object diffed key by key through the
 * property setter (props.ts); a named attribute of the element wins over the
 * spread's key of the same name (the compiler emits the spread first and
 * props.ts remembers the named ones). `class` and `className` are one name:
 * where an object gives both, the later key wins, and a named one of either
 * wins over both (the compiler keeps one of them among the named,
 * duplicate-attributes.ts). Reached once installed (features.ts,
 * install.ts's installSpread).
 */
import type { ApplyProperty, PropContext } from "./props.js";
import { extrasOf, peekRecord } from "./record.js";

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * The spread's entries by the name they set (`className` as `class`), the
 * later key in the object's order winning (a key keeps the place it was
 * first written in, as in `{ class: a, ...{ className: b, class: c } }`:
 * `className` is the later; the server writes them in the same order).
 */
function entries(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== "object" || value === null) return EMPTY;
  const object = value as Record<string, unknown>;
  if (!("className" in object)) return object;
  const out: Record<string, unknown> = {};
  for (const key in object) out[key === "className" ? "class" : key] = object[key];
  return out;
}

export function setSpread(
  el: Element,
  value: unknown,
  previous: unknown,
  ctx: PropContext,
  apply: ApplyProperty,
): void {
  const next = entries(value);
  const prev = entries(previous);
  const named = (extrasOf(el).named ??= new Set());
  const isNamed = (key: string) => named.has(key) || (key === "class" && named.has("className"));
  const record = peekRecord(el);
  for (const key in prev) {
    if (!(key in next) && !isNamed(key)) apply(el, key, undefined, prev[key], ctx, record);
  }
  for (const key in next) {
    const v = next[key];
    const p = prev[key];
    if (!Object.is(v, p) && !isNamed(key)) apply(el, key, v, p, ctx, record);
  }
}
