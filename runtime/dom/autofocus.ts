/**
 * `autoFocus` (or `autofocus`): the attribute, and, as React does, a focus
 * when the element is composed with it (the platform's attribute focuses only
 * at page load): at the end of the pass that inserted it, once attached. An
 * edit box that appears on a double click has the caret without a ref.
 */
const pending = new WeakSet<Element>();

export function setAutoFocus(
  el: Element,
  value: unknown,
  previous: unknown,
  ctx: { settleLater(el: Element): void },
  setAttr: (el: Element, name: string, value: unknown) => void,
): void {
  setAttr(el, "autofocus", value);
  // Composed with it (no previous value): a later change to true does not move the focus.
  if (value && previous === undefined) {
    pending.add(el);
    ctx.settleLater(el);
  }
}

/** End of pass (props.ts's `settleElement`): focus what asked for it, if it is in the document. */
export function settleAutoFocus(el: Element): void {
  if (pending.delete(el) && el.isConnected) (el as HTMLElement).focus();
}
