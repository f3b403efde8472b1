/**
 * Controlled form elements: the DOM shows the state (DESIGN.md, "The
 * dialect", point 5).
 *
 * The composition writes `value` / `checked` / `selected` only when the
 * composed value changed since the last pass (`Composer.set`), but the user
 * changes the live property in between. So, as React does with controlled
 * inputs, the last composed value is kept in the element's record and
 * re-asserted after an event handled through the composition:
 *
 * - after an edit: the `input` event of a text field, the `change` event of
 *   a checkbox, radio or select (not their `click` or `input`: `change` comes
 *   after, and its handler must still read what the user did). If the
 *   handlers wrote state, the pass they caused is applied first, at once
 *   (`flush()`), so that the next keystroke lands on what the state says;
 * - after any other event whose handler wrote state (a `keydown` that clears
 *   the draft): once that pass is applied, in the frame (the Recomposer's
 *   frame work), so that a value that went "" → "milk" → "" between two
 *   passes, which the pass does not see as a change, is shown as "" all the
 *   same.
 *
 * A value is written only when the live one differs, so typing that the
 * state follows never moves the caret. Restoring covers the event's target,
 * the other radios of its group, and a `<select>`'s options.
 */
import { addFrameWork, flush, hasPendingRecompositions, requestFrame } from "../recomposer.js";
import { hasPendingGlobalWrites } from "../snapshot/index.js";
import { reportError } from "../report.js";
import { hasPendingBindings } from "./binding.js";
import { extrasOf, peekExtras } from "./record.js";
import { trackValue } from "./value-tracker.js";

/** What the composition last gave a form element. */
export interface Controlled {
  /**
   * Which of VALUE, CHECKED, SELECTED, INDETERMINATE are composed; OPTIONS on a `<select>` whose
   * options have `selected`.
   */
  flags: number;
  value: unknown;
  checked: boolean;
  selected: boolean;
  indeterminate: boolean;
}

export const VALUE = 1;
export const CHECKED = 2;
export const SELECTED = 4;
const OPTIONS = 8;
/**
 * A checkbox's `indeterminate`: the click that checks it also clears it, so it is put back with
 * `checked` (only where `checked` is controlled: an uncontrolled checkbox is the user's).
 */
export const INDETERMINATE = 16;

/** Where a controlled element's edits are heard (the Applier's event delegation). */
export interface EditListener {
  delegate?(type: string): boolean;
}

/**
 * The bit of `name` if it is controlled on `el`, else 0: `value` of an
 * `<input>` (not a file input: its value is not the page's to set),
 * `<textarea>` or `<select>`; `checked` and `indeterminate` of an
 * `<input>`; `selected` of an `<option>`.
 */
export function controlBit(el: Element, name: string): number {
  const tag = el.localName;
  if (name === "value") {
    if (tag === "textarea" || tag === "select") return VALUE;
    return tag === "input" && (el as HTMLInputElement).type !== "file" ? VALUE : 0;
  }
  if (name === "checked") return tag === "input" ? CHECKED : 0;
  if (name === "indeterminate") return tag === "input" ? INDETERMINATE : 0;
  if (name === "selected") return tag === "option" ? SELECTED : 0;
  return 0;
}

/**
 * The composition set a controlled property: keep it as the state to show.
 * `null` / `undefined` makes the property uncontrolled again.
 */
export function control(el: Element, bit: number, value: unknown, events: EditListener): void {
  const record = extrasOf(el);
  let state = record.controlled;
  if (value === null || value === undefined) {
    if (state !== undefined) state.flags &= ~bit;
    return;
  }
  if (state === undefined) {
    state = record.controlled = newControlled();
    // The user's edits must reach the root even when no handler asks for them
    // (a read-only controlled input is put back too).
    events.delegate?.("input");
    events.delegate?.("change");
    if (bit === VALUE && el.localName !== "select") {
      events.delegate?.("beforeinput");
      el.addEventListener("compositionstart", startComposing);
      el.addEventListener("compositionend", endComposing);
    }
  }
  state.flags |= bit;
  if (bit === VALUE) state.value = value;
  else if (bit === CHECKED) state.checked = Boolean(value);
  else if (bit === INDETERMINATE) state.indeterminate = Boolean(value);
  else state.selected = Boolean(value);
}

function newControlled(): Controlled {
  return { flags: 0, value: undefined, checked: false, selected: false, indeterminate: false };
}

/** End of pass, the option attached: its `<select>` restores it after an edit. */
export function settleOption(option: Element): void {
  const select = option.closest("select");
  if (select === null) return;
  const record = extrasOf(select);
  record.controlled ??= newControlled();
  record.controlled.flags |= OPTIONS;
}

/**
 * Fields an input method is composing text in (IME: Japanese, Chinese, Korean, dictation,
 * some virtual keyboards): their text is the input method's until it commits. A value
 * written in between would end the composition with what was typed so far, Latin letters
 * and all ("ABKかN…" for "仮名" upper-cased at each edit); so the composed value waits,
 * and is shown at `compositionend`, as Vue's `v-model` waits for it.
 */
const composing = new WeakSet<Element>();

function startComposing(this: Element): void {
  composing.add(this);
}

/** The composition committed: the edit's pass is applied and the field shows the state. */
function endComposing(this: Element): void {
  composing.delete(this);
  flushEdit();
  restore(this);
}

/** Writes a text value only when the live one differs (the caret stays), and not while composing. */
export function writeValue(el: Element, value: unknown): void {
  if (el.localName === "select") {
    writeSelectValue(el as HTMLSelectElement, value);
    return;
  }
  if (composing.has(el)) return;
  const input = el as HTMLInputElement;
  const text = value === null || value === undefined ? "" : String(value);
  const live = input.value;
  if (live === text) return;
  // A number input mid-edit ("1." or "1.50" for 1.5) is the same number: leave the user's text.
  if (input.type === "number" && live !== "" && text !== "" && Number(live) === Number(text)) return;
  const caret = focusedSelection(input);
  input.value = text;
  trackValue(input, input.value);
  if (caret !== null) keepCaret(input, live, text, caret);
}

/** The selection of a field that has the focus and a caret (`null` for a number or email input). */
function focusedSelection(input: HTMLInputElement): [number, number, string] | null {
  const root = input.getRootNode() as Document | ShadowRoot;
  if (root.activeElement !== input) return null;
  try {
    const { selectionStart: start, selectionEnd: end } = input;
    return start === null || end === null ? null : [start, end, input.selectionDirection ?? "none"];
  } catch {
    return null; // a DOM that throws for a type without a selection, as older engines did
  }
}

/**
 * Writing `value` puts the caret at the end, which is where a transformed
 * value (upper-cased, cut to a length, reformatted, a refused character
 * dropped) would throw the user typing in the middle. The caret stays with
 * the text around it: where the text after it is unchanged (but for case),
 * at the same distance from the end (a character refused before it, or an
 * edit refused whole, which leaves it where React's would be); else, where
 * the text before it is unchanged (but for case: `toUpperCase`, a value cut
 * after it), at the same index; else at the end, as React leaves it.
 */
function keepCaret(
  input: HTMLInputElement,
  live: string,
  text: string,
  [start, end, dir]: [number, number, string],
): void {
  const after = live.slice(start).toLowerCase();
  let at = text.length;
  if (text.toLowerCase().endsWith(after)) at = text.length - after.length;
  else if (text.slice(0, start).toLowerCase() === live.slice(0, start).toLowerCase()) at = start;
  const to = Math.min(at + (end - start), text.length);
  if (input.selectionStart !== at || input.selectionEnd !== to)
    input.setSelectionRange(at, to, dir as "forward" | "backward" | "none");
}

/**
 * A `<select>`'s value: one option's value, or an array of them for `multiple`.
 * `asDefault` (React's uncontrolled `<select defaultValue>`) also makes the
 * chosen options the defaults (their `selected` attribute, which is what
 * `defaultSelected` sets, and which happy-dom has no property for), which
 * `form.reset()` and a reset button go back to, as the server's markup does.
 */
export function writeSelectValue(el: HTMLSelectElement, value: unknown, asDefault = false): void {
  if (Array.isArray(value)) {
    const wanted = new Set(value.map(String));
    for (const option of el.options) {
      const selected = wanted.has(option.value);
      if (option.selected !== selected) option.selected = selected;
      if (asDefault && selected) markDefault(option);
    }
    return;
  }
  const text = value === null || value === undefined ? "" : String(value);
  // Both reads: happy-dom keeps `selectedIndex` apart from the options' selectedness, and an
  // option inserted before the chosen one leaves it pointing at the new option.
  if (el.value !== text || el.options[el.selectedIndex]?.value !== text) {
    el.value = text;
    // No option has it (a city the list does not offer yet): the first one a user could pick shows,
    // as in a select nobody touched, and as React does, rather than an empty box.
    if (el.selectedIndex === -1)
      for (const option of el.options)
        if (!option.disabled) {
          option.selected = true;
          break;
        }
  }
  if (asDefault) {
    const chosen = el.options[el.selectedIndex];
    if (chosen !== undefined && chosen.value === text) markDefault(chosen);
  }
}

function markDefault(option: HTMLOptionElement): void {
  if (!option.hasAttribute("selected")) option.setAttribute("selected", "");
}

function writeFlag(el: Element, name: "checked" | "selected" | "indeterminate", flag: boolean): void {
  const live = el as unknown as Record<string, boolean>;
  if (live[name] !== flag) live[name] = flag;
}

/** Puts the last composed state back on `el` (and what its edit may have changed besides). */
export function restore(el: Element): void {
  const record = peekExtras(el);
  const state = record?.controlled;
  if (state === undefined || record!.released) return;
  const flags = state.flags;
  if (flags & VALUE) writeValue(el, state.value);
  if (flags & CHECKED) {
    writeFlag(el, "checked", state.checked);
    if (flags & INDETERMINATE) writeFlag(el, "indeterminate", state.indeterminate);
    // Checking one radio unchecked another of its group.
    if ((el as HTMLInputElement).type === "radio") restoreGroup(el as HTMLInputElement);
  }
  if (flags & SELECTED) writeFlag(el, "selected", state.selected);
  if (flags & OPTIONS) {
    for (const option of (el as HTMLSelectElement).options) {
      const s = peekExtras(option)?.controlled;
      if (s !== undefined && s.flags & SELECTED) writeFlag(option, "selected", s.selected);
    }
  }
}

function restoreGroup(radio: HTMLInputElement): void {
  const name = radio.name;
  if (name === "") return;
  const root = radio.getRootNode() as ParentNode;
  if (typeof root.querySelectorAll !== "function") return;
  for (const other of root.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    if (other === radio || other.name !== name || other.form !== radio.form) continue;
    const s = peekExtras(other)?.controlled;
    if (s !== undefined && s.flags & CHECKED && !peekExtras(other)!.released)
      writeFlag(other, "checked", s.checked);
  }
}

// Targets of events whose handlers wrote state: restored once that pass is applied.
const later = new Set<Element>();

function restoreLater(): void {
  const batch = [...later];
  later.clear();
  for (const el of batch) restore(el);
}

let restoring = false;

/** Restoring after a frame's pass: registered with the Recomposer by installLiveProperties (install.ts), once. */
export function restoreAfterFrames(): void {
  if (restoring) return;
  restoring = true;
  addFrameWork({ hasWork: () => later.size > 0, run: restoreLater });
}

function passPending(): boolean {
  // A handler's write reaches its readers only when sent (the flush below does it first).
  return hasPendingGlobalWrites() || hasPendingRecompositions() || hasPendingBindings();
}

/**
 * An event went through the root's delegated handlers (events.ts): put its
 * target back to the composed state. Elements without a controlled prop
 * cost one record read.
 */
export function afterEvent(event: Event): void {
  const target = event.target as Element | null;
  if (target === null) return;
  const state = peekExtras(target)?.controlled;
  if (state === undefined || state.flags === 0) return;
  const type = event.type;
  if (type === "beforeinput") {
    // The browser is about to apply an edit: it must land on what the state says now. A state
    // the last edit's handler wrote after an `await` (a validation, a debounce) waits for a frame
    // that a fast typist's next key may beat; its pass is applied first, or the key lands on the
    // value restored after the last edit, and the character before it is lost.
    flushEdit();
    restore(target);
    return;
  }
  // Mid-composition (IME) text is the input method's until it commits.
  const edit =
    type === "change" ||
    (type === "input" && !changeFollows(target) && (event as InputEvent).isComposing !== true);
  if (edit) flushEdit();
  if (passPending()) {
    // Not an edit (a keydown, a click), or inside a pass: after the next one.
    later.add(target);
    requestFrame();
  } else if (edit) {
    restore(target);
  }
}

/**
 * The edit's pass is applied now, as React does for controlled inputs:
 * waiting for the frame would let the next keystroke land on a value the
 * handler refused ("12x" + "4" → "12x4", refused whole).
 */
function flushEdit(): void {
  if (!passPending()) return;
  try {
    flush();
  } catch (error) {
    reportError(error); // as in a frame: the composition keeps its last good state
  }
}

/**
 * A checkbox, a radio or a select fires `change` right after `input` for the
 * same edit: restoring at `input` would show an `onChange` handler the old
 * state instead of the user's choice.
 */
function changeFollows(el: Element): boolean {
  if (el.localName === "select") return true;
  const type = (el as HTMLInputElement).type;
  return type === "checkbox" || type === "radio";
}

/**
 * A handler called outside the delegated walk (capture phase, non-bubbling
 * events) wrote state: restore after the pass. Never at once: the event has
 * not reached the target's own handlers yet.
 */
export function afterDirectHandler(event: Event): void {
  const target = event.target as Element | null;
  if (target === null || peekExtras(target)?.controlled === undefined || !passPending()) return;
  later.add(target);
  requestFrame();
}
