/**
 * React 19's form actions: `<form action={fn}>` and `<button formAction={fn}>`.
 *
 * A function given as `action` (on a `<form>`) or `formAction` (on a submit
 * `<button>` / `<input>`) is not a deferred binding (which would call it
 * while composing, with no form data) nor an attribute: it is what a submit
 * runs, as in React 19. At the form's `submit`, after its `onSubmit`
 * handlers (one of which may `preventDefault()` to keep the action from
 * running), the submitter's `formAction` or else the form's `action` is
 * called with the form's `FormData` (the submitter's name and value
 * included), the browser's navigation is prevented, and once the action has
 * returned, or its promise fulfilled, the form is reset (its uncontrolled
 * fields go back to their defaults; controlled ones show their state), as
 * React does. An action that throws or rejects is reported and resets
 * nothing.
 *
 * Reached through props.ts once URL screening is installed, which compiled
 * code does for the names `action` and `formAction` (features.ts).
 */
import { reportError } from "./report.js";
import { listenForSubmit } from "./events.js";

type FormAction = (data: FormData) => unknown;

// On the element itself, not in a WeakMap: happy-dom hands listeners a proxy of a form (its
// named controls), a different object from the element the applier made; a property is seen
// through both.
const ACTION = Symbol("composa.formAction");

type WithAction = Element & { [ACTION]?: FormAction };

/**
 * `action` / `formAction` was set on `el`: a function becomes its action
 * (true: nothing else to set); anything else drops an action it had (false:
 * the attribute is set as usual).
 */
export function setFormAction(el: Element, value: unknown): boolean {
  if (typeof value !== "function") {
    if ((el as WithAction)[ACTION] !== undefined) (el as WithAction)[ACTION] = undefined;
    return false;
  }
  (el as WithAction)[ACTION] = value as FormAction;
  // No URL in the markup: a submit that found no action (the page's script not run yet) stays put.
  el.removeAttribute(el.localName === "form" ? "action" : "formaction");
  if (el.localName === "form") listenForSubmit(el);
  // A submit button's form may not be known yet (the button is not attached): its click comes
  // before the submit it causes (Enter in a field clicks the default button too).
  else el.addEventListener("click", listenAtForm);
  return true;
}

function listenAtForm(this: Element): void {
  const form = (this as HTMLButtonElement).form;
  if (form !== null) listenForSubmit(form);
}

/** The form's `submit`, after its own handlers (events.ts): runs the action, if any. */
export function runFormAction(form: Element, event: Event): void {
  if (event.defaultPrevented) return;
  const submitter = ((event as SubmitEvent).submitter ?? null) as WithAction | null;
  const action = submitter?.[ACTION] ?? (form as WithAction)[ACTION];
  if (action === undefined) return;
  event.preventDefault();
  const data = new FormData(form as HTMLFormElement);
  const named = submitter as HTMLButtonElement | null;
  if (named !== null && named.name !== "") data.append(named.name, named.value);
  let result: unknown;
  try {
    result = action(data);
  } catch (error) {
    reportError(error);
    return;
  }
  const reset = () => (form as HTMLFormElement).reset();
  if (result !== null && typeof (result as PromiseLike<unknown>)?.then === "function")
    (result as PromiseLike<unknown>).then(reset, reportError);
  else reset();
}
