/**
 * `rememberId()`: an id for `id`, `htmlFor` and `aria-*` attributes (React's
 * `useId`, Solid's `createUniqueId`), remembered at its call site, unique
 * among the ids it gives on the page, and the same in server markup and in
 * the page that hydrates it.
 *
 * A sequence, not a hash of the groups around the call: the server's markup
 * writer keeps no groups (docs/server-rendering.md), but it composes in the
 * order hydration's first pass does, and that pass composes exactly what the
 * server wrote. So the n-th id of a render is the n-th id of its hydration
 * when both count from zero: each render, and each hydration's first pass,
 * takes ids from a sequence of its own (`IdSequence`). Everything else
 * (compositions that were not hydrated, later passes, subcompositions such
 * as a portal's, which the server does not write) takes from the page's
 * sequence, spelled differently, so the two never give the same id.
 */
import { currentComposer } from "./remember.js";

/** The ids of one server render, or of the hydration of one: `${prefix}_s0`, `${prefix}_s1`, … */
export interface IdSequence {
  readonly prefix: string;
  next: number;
}

/** Ids given by passes that no server render matches: `_c0`, `_c1`, … in this realm. */
let pageIds = 0;

/** The next id of `sequence`, or of the page's when there is none. */
export function nextId(sequence: IdSequence | null): string {
  if (sequence === null) return `_c${(pageIds++).toString(36)}`;
  return `${sequence.prefix}_s${(sequence.next++).toString(36)}`;
}

/**
 * An id for this call site, kept for as long as it stays in the
 * composition: a label's `htmlFor` and its input's `id`, an
 * `aria-describedby`. Ids are valid CSS identifiers; two call sites (or two
 * instances of one) never share one. Pass `idPrefix` to `renderToString`
 * and `hydrate` when a page holds several server-rendered apps.
 *
 * @example
 * function Field({ label }: { label: string }) {
 *   const id = rememberId();
 *   <label htmlFor={id}>{label}</label>;
 *   <input id={id} />;
 * }
 */
export function rememberId(): string {
  const composer = currentComposer();
  return composer.cache(false, () => nextId(composer.ids));
}
