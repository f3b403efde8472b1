/**
 * Live properties: `value` / `checked` / `selected` / `indeterminate` /
 * `muted` / `defaultValue` / `defaultChecked` of HTML elements are written as
 * properties, and only when they differ from the live property (the caret
 * survives typing); `value` / `checked` / `selected` of form elements are
 * controlled (controlled.ts). Reached through props.ts's hook table once
 * installed (features.ts, install.ts's installLiveProperties).
 */
import {
  CHECKED,
  control,
  controlBit,
  SELECTED,
  settleOption,
  VALUE,
  writeSelectValue,
  writeValue,
} from "./controlled.js";
import type { LiveContext } from "./features.js";
import { extrasOf, peekExtras, queueSettle, type ElementExtras } from "./record.js";

export function setLive(el: Element, name: string, value: unknown, ctx: LiveContext, first = false): void {
  const bit = controlBit(el, name);
  if (bit !== 0) control(el, bit, value, ctx);
  // `value={undefined}` gives up control and leaves the field as it is, as React does
  // (README, "Forms"): not cleared, not a select with no option chosen.
  if (bit !== 0 && name === "value" && (value === null || value === undefined)) return;
  if (name === "value" || name === "defaultValue") {
    if (el.localName === "select") {
      // The options may not be in yet (props are set before children are
      // inserted): set now, and again at the end of the pass. `defaultValue`
      // (uncontrolled) selects the same way, only when it is composed anew.
      const asDefault = name === "defaultValue";
      writeSelectValue(el as HTMLSelectElement, value, asDefault);
      const record = extrasOf(el);
      record.selectValue = value;
      record.selectDefault = asDefault;
      queueSettle(el, record, ctx);
      return;
    }
    if (name === "value") {
      writeValue(el, value);
      if (bit !== 0) syncDefault(el, name, value);
    } else {
      const text = value === null || value === undefined ? "" : String(value);
      if ((el as HTMLInputElement).defaultValue !== text) (el as HTMLInputElement).defaultValue = text;
      if (first && text !== "") takeDefault(el, VALUE, "value", text);
    }
    return;
  }
  const live = el as unknown as Record<string, unknown>;
  const flag = Boolean(value);
  // `muted` also as its attribute (`defaultMuted`), as the server writes it: a media element
  // cloned from a template prototype is muted by the attribute, never by the property.
  if (name === "muted" && live.defaultMuted !== flag) live.defaultMuted = flag;
  if (live[name] !== flag) live[name] = flag;
  if (bit === CHECKED) syncDefault(el, name, value);
  if (name === "defaultChecked" && first) takeDefault(el, CHECKED, "checked", flag);
  // An option's select learns of it once attached (end of pass).
  if (bit === SELECTED) queueSettle(el, extrasOf(el), ctx);
}

/**
 * An uncontrolled field's default, given when the field is made, is its value
 * from then on, as in React (which writes the value at mount; a non-empty
 * `defaultValue`, any `defaultChecked`): a default that changes later moves
 * only what `form.reset()` goes back to, never what the field shows, whether
 * the user edited it or not. An empty first `defaultValue` writes nothing, so
 * a default that arrives later (loaded data) shows, as in React. Not on a
 * field whose `value` / `checked` is controlled: its state is what shows.
 */
function takeDefault(el: Element, bit: number, name: "value" | "checked", live: string | boolean): void {
  // `<output>`'s value is its text: writing it would detach the text from its default.
  if (el.localName === "output") return;
  const flags = peekExtras(el)?.controlled?.flags ?? 0;
  if ((flags & bit) !== 0) return;
  const field = el as unknown as Record<string, unknown>;
  // A field already in the page (the server's, adopted by hydration) that shows something else was
  // typed into before the script came: it keeps that, as React's hydration does. One that shows
  // its default is written all the same (nothing visible changes), so that a hydrated field and a
  // rendered one behave alike when the default changes later.
  if (el.isConnected && field[name] !== live) return;
  field[name] = live;
}

/**
 * A controlled field's default follows its state, as React's "attribute
 * syncing" does for `value` (and more: React leaves `checked`'s attribute at
 * the first state): the `value` attribute of an `<input>`, the text of a
 * `<textarea>`, the `checked` attribute of a checkbox or radio. So
 * `form.reset()` (a `<button type="reset">`) leaves the fields showing the
 * state, and the markup is the one a fresh render or the server writes. A
 * field the user edited keeps its live value (its dirty flag), so the caret
 * does not move. `null` / `undefined` (uncontrolled again) leaves it as is.
 */
function syncDefault(el: Element, name: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const field = el as HTMLInputElement;
  if (name === "value") {
    // A checkbox's or radio's value is its attribute already.
    if (field.type === "checkbox" || field.type === "radio") return;
    const text = String(value);
    // An input's default is its `value` attribute, there for "" too (`value=""`), as React and the
    // server write it: `defaultValue` alone would take a missing attribute for "".
    if (field.localName === "input") {
      if (field.getAttribute("value") !== text) field.setAttribute("value", text);
    } else if (field.defaultValue !== text && !sameTextareaMarkup(field, text)) field.defaultValue = text;
  } else if (field.defaultChecked !== Boolean(value)) field.defaultChecked = Boolean(value);
}

/**
 * A textarea whose content is the markup the server wrote for `text`: the
 * server doubles a leading newline, which an HTML parser drops and a DOM
 * without one (happy-dom's `innerHTML`) keeps. Either is the server's
 * markup, adopted as it is (no mutation when hydrating).
 */
function sameTextareaMarkup(field: HTMLInputElement, text: string): boolean {
  return field.localName === "textarea" && field.defaultValue === "\n" + text && text.startsWith("\n");
}

/** End of pass: a `<select>`'s value once its options are in; an option tells its select. */
export function settleLive(el: Element, record: ElementExtras): void {
  if (record.selectValue !== undefined) {
    writeSelectValue(el as HTMLSelectElement, record.selectValue, record.selectDefault);
    record.selectValue = undefined;
  }
  if (record.controlled !== undefined && record.controlled.flags & SELECTED) settleOption(el);
}

/**
 * Options were inserted, removed or moved under `parent` (the DOM Applier
 * asks after each such change), or an option's value changed. A controlled
 * `<select>` whose `value` did not change gets it written again at the end
 * of the pass, as React does at each update of a select: otherwise the
 * browser's choice (the first option, or none once the options were
 * emptied while loading) would stay although the state still names one.
 */
export function optionsChanged(parent: Node, ctx: LiveContext): void {
  let select = parent as Element;
  if (select.localName !== "select") {
    // An `<optgroup>`, or a range's comment (movable content placed in the select).
    const up = parent.parentNode as Element | null;
    if (up === null || (select.localName !== "optgroup" && parent.nodeType !== 8)) return;
    select = up.localName === "optgroup" ? (up.parentNode as Element) : up;
    if (select === null || select.localName !== "select") return;
  }
  const record = peekExtras(select);
  const state = record?.controlled;
  if (state === undefined || (state.flags & VALUE) === 0 || record!.released) return;
  record!.selectValue = state.value;
  record!.selectDefault = false;
  queueSettle(select, record!, ctx);
}
