/**
 * The end of a hydrating pass, per claimed parent: its *view* (the children
 * the composition expects, ranges spelled out) against its actual children
 * (applier.ts). Equal, nothing is touched; different, the children are made
 * equal to the view, which replaces the smallest subtree that did not match.
 */
import { forgetCursor, rangeOf } from "../range.js";
import { EMPTY_TEXT, firstOf, isMarker } from "./server-markup.js";

export const DIFFERENT = 0;
export const SAME = 1;
/** Equal, and the parent still holds hydration markers (a later structural change removes them first). */
export const SAME_WITH_MARKERS = 2;

/** Whether `parent`'s children (between its comments for a range), markers aside, are `view`. */
export function compareView(parent: Node, view: readonly Node[]): number {
  const range = rangeOf(parent);
  const stop = range !== null ? range.rangeEnd : null;
  let i = 0;
  let markers = false;
  for (let at = firstOf(parent, range); at !== stop; at = at!.nextSibling) {
    if (at === null) return DIFFERENT; // the end comment went missing
    if (isMarker(at)) markers = true;
    else if (view[i++] !== at) return DIFFERENT;
  }
  if (i !== view.length) return DIFFERENT;
  return markers ? SAME_WITH_MARKERS : SAME;
}

/**
 * Makes `parent`'s children `view`. Server nodes the view does not have are
 * removed where they stand, so the adopted ones after them stay put (no move
 * for them). An empty text the pass made (the parser makes none) takes the
 * place of the next `<!--t-->` the server wrote before the next adopted node:
 * one mutation, a replacement, and the DOM is then a client render's. Other
 * markers stay, as in a parent that matched: each removal is a mutation.
 * Returns whether markers are left, for the caller to remove them before the
 * parent's first structural change (as `SAME_WITH_MARKERS`).
 */
export function repairChildren(parent: Node, view: readonly Node[]): boolean {
  forgetCursor(); // the children change outside the logical operations (range.ts)
  const range = rangeOf(parent);
  const stop = range !== null ? range.rangeEnd : null;
  const holder = range !== null ? range.parentNode! : parent;
  let at = firstOf(parent, range);
  let markers = false;
  const wanted = new Set(view);
  // What the view lacks goes, but markers; for an empty text, up to the next `<!--t-->`.
  const passOver = (until: Node | null, emptyText: boolean): void => {
    while (at !== null && at !== stop && at !== until && !wanted.has(at)) {
      const next: ChildNode | null = at.nextSibling;
      if (isMarker(at)) {
        if (emptyText && (at as Comment).data === EMPTY_TEXT) return;
        markers = true;
      } else holder.removeChild(at);
      at = next;
    }
  };
  for (const want of view) {
    const emptyText = want.nodeType === 3 && (want as Text).data === "" && want.parentNode === null;
    passOver(want, emptyText);
    if (at === want) at = at.nextSibling;
    else if (emptyText && at !== null && at !== stop && isMarker(at) && (at as Comment).data === EMPTY_TEXT) {
      const marker: ChildNode = at;
      at = at.nextSibling;
      holder.replaceChild(want, marker);
    } else holder.insertBefore(want, at);
  }
  passOver(null, false);
  return markers;
}
