/**
 * The value of a text field as Composa last knew it (React's "value
 * tracker"): the value at the end of the last event walked for the field
 * (once a controlled field was put back to its state), or the value the
 * composition wrote since. `onChange` of a text field runs for an `input` or
 * `change` that brings another value (events.ts): a value set by a script and
 * announced with an `input` event (testing-library's `fireEvent.input`, an
 * autofill, a password manager) is an edit even when no `beforeinput` came
 * first, and a value the composition wrote since the last edit (a state
 * written after an `await`) is not mistaken for one at the next blur.
 */
const known = new WeakMap<Element, string>();

/** The field's value as last known, or undefined before any event or write. */
export function knownValue(field: Element): string | undefined {
  return known.get(field);
}

/** The field shows `value`, by an edit that was reported or by a write of the composition. */
export function trackValue(field: Element, value: string): void {
  known.set(field, value);
}
