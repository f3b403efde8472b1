/**
 * How the Composer hands a state list given as a host property
 * (`<select multiple value={tags}>`, `class={names}`) to the Applier: as a
 * plain copy, read while composing. A list is one object whatever its items,
 * so compared by identity it never changes, and the property setter, which
 * is no restart scope, would never see its edits; reading it here subscribes
 * the composing scope, and a copy with other items is a new value.
 *
 * Set by state-list.ts when the first list is made, so that a program with
 * no state list carries none of its code (DESIGN.md, "Public surface and size").
 */
export const listCopy: { of?: (value: object) => unknown[] | undefined } = {};

/** `copy`, or `previous` when that is a copy holding the same items (no change to play). */
export function sameOrCopy(previous: unknown, copy: unknown[]): unknown[] {
  if (!Array.isArray(previous) || previous.length !== copy.length) return copy;
  for (let i = 0; i < copy.length; i++) if (!Object.is(previous[i], copy[i])) return copy;
  return previous;
}
