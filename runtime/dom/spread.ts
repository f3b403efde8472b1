/**
 * `{...spread}` on an element: an object diffed key by key through the
 * property setter (props.ts). An element with a spread has all its
 * attributes in that one object, in source order (the compiler writes
 * `<b {...a} title={t} />` as `{ ...a, title: t }`, and the kit does the
 * same), so the later of a named attribute and a spread's key wins, as in
 * React. `class` and `className` are one name: where an object gives both,
 * the later key wins. Reached once installed (features.ts, install.ts's
 * installSpread).
 */
import type { ApplyProperty, PropContext } from "./props.js";
import { peekRecord } from "./record.js";

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
  const record = peekRecord(el);
  for (const key in prev) {
    if (!(key in next)) apply(el, key, undefined, prev[key], ctx, record);
  }
  for (const key in next) {
    const v = next[key];
    const p = prev[key];
    if (!Object.is(v, p)) apply(el, key, v, p, ctx, record);
  }
}
