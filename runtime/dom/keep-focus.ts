/**
 * The focus survives a pass that moves the focused element: movable content
 * moved to another parent or into a `Portal`, a keyed row reordered. The
 * DOM blurs an element that leaves the document, even for the instant
 * `insertBefore` takes to move it, and a moved text field would lose the
 * caret with it; React restores both after its commit
 * (`ReactInputSelection`), and so do we: the focused element and its
 * selection are noted when the outermost pass starts applying (a Portal's
 * or movable content's pass applies inside its parent's), and given back at
 * its end if that element is still in the document and nothing else took
 * the focus meanwhile (an `autoFocus` element composed by the pass keeps it).
 * Where the DOM has the atomic `moveBefore` (Chromium), a move among
 * siblings does not blur at all (move-node.ts); this covers the other DOMs
 * and moves to another parent (movable content, a Portal), whose nodes wait
 * detached in between.
 */

let depth = 0;
let focused: HTMLElement | null = null;
let selection: [number, number, "forward" | "backward" | "none"] | null = null;

/** A pass starts applying changes to `document` (DomApplier.onBeginChanges). */
export function beginKeepingFocus(document: Document): void {
  if (depth++ > 0) return;
  const active = document.activeElement as HTMLElement | null;
  focused = active === null || active === document.body ? null : active;
  selection = null;
  if (focused === null || !("setSelectionRange" in focused)) return;
  try {
    const field = focused as HTMLInputElement;
    if (field.selectionStart !== null && field.selectionEnd !== null)
      selection = [field.selectionStart, field.selectionEnd, field.selectionDirection ?? "none"];
  } catch {
    // An input type without a selection (checkbox, ...): the focus alone.
  }
}

/** The pass has applied its changes (DomApplier.onEndChanges). */
export function endKeepingFocus(): void {
  if (--depth > 0) return;
  const el = focused;
  const range = selection;
  focused = selection = null;
  if (el === null || !el.isConnected) return;
  const active = el.ownerDocument.activeElement;
  if (active === el || (active !== null && active !== el.ownerDocument.body)) return;
  el.focus({ preventScroll: true });
  if (range === null) return;
  try {
    (el as HTMLInputElement).setSelectionRange(range[0], range[1], range[2]);
  } catch {
    // Its type changed in the pass to one without a selection.
  }
}
