/**
 * Discrete events (a key, a click, an edit, a submit: what React calls
 * discrete, as opposed to continuous ones such as `mousemove` or `scroll`)
 * apply the pass their handlers caused as soon as the event is over, in a
 * microtask, rather than at the next frame: the next event the user makes
 * then meets the page the previous one produced, as React guarantees by
 * flushing such updates at once.
 *
 * Without it, a key typed within a frame of an Enter whose `onKeyDown`
 * cleared the draft landed on the old text ("milk" + "e": the new item read
 * "milkeggs"), and a second click within a frame reached a button the first
 * click had disabled. Continuous events keep to the frame. Edits of a
 * controlled field are applied at once already, before the next keystroke
 * (controlled.ts).
 */
import { flush, hasPendingRecompositions } from "../recomposer.js";
import { reportError } from "../report.js";
import { hasPendingGlobalWrites } from "../snapshot/index.js";

/** React's discrete event types (those Composa's `on*` handlers can listen to). */
const DISCRETE: ReadonlySet<string> = new Set([
  "auxclick",
  "beforeinput",
  "blur",
  "cancel",
  "change",
  "click",
  "close",
  "compositionend",
  "compositionstart",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "dragend",
  "dragstart",
  "drop",
  "focus",
  "focusin",
  "focusout",
  "input",
  "invalid",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "reset",
  "select",
  "submit",
  "toggle",
  "touchcancel",
  "touchend",
  "touchstart",
]);

let queued = false;

function settle(): void {
  queued = false;
  try {
    flush();
  } catch (error) {
    reportError(error); // as in a frame: the composition keeps its last good state
  }
}

/** Handlers ran for `event`: if it is discrete and they wrote state, its pass runs once the event is over. */
export function afterDiscreteHandlers(event: Event): void {
  if (queued || !DISCRETE.has(event.type)) return;
  if (!hasPendingGlobalWrites() && !hasPendingRecompositions()) return;
  queued = true;
  queueMicrotask(settle);
}
