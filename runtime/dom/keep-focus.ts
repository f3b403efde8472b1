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

/**
 * The element that has the focus, as seen from `root`: a composition
 * rendered into a shadow root (a web component's) has its focused field
 * there, where `document.activeElement` shows only the host; open shadow
 * roots below are looked into too. `null` when nothing (or the body) has it.
 */
function focusedFrom(root: Node): HTMLElement | null {
  const scope = root.getRootNode() as Document | ShadowRoot;
  const document = root.ownerDocument ?? (root as Document);
  // `?? null`: a DOM may answer undefined for a shadow root that left the document (happy-dom).
  let active: Element | null = scope.activeElement ?? null;
  if (active === null && scope !== document) active = document.activeElement ?? null;
  while (active !== null && active.shadowRoot?.activeElement != null)
    active = active.shadowRoot.activeElement;
  return active === null || active === document.body ? null : (active as HTMLElement);
}

/** A pass starts applying changes under `root` (DomApplier.onBeginChanges). */
export function beginKeepingFocus(root: Node): void {
  if (depth++ > 0) return;
  focused = focusedFrom(root);
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
  // Still focused, or something else took the focus meanwhile: leave it.
  if (focusedFrom(el) !== null) return;
  el.focus({ preventScroll: true });
  if (range === null) return;
  try {
    (el as HTMLInputElement).setSelectionRange(range[0], range[1], range[2]);
  } catch {
    // Its type changed in the pass to one without a selection.
  }
}
