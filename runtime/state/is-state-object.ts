/** Recognizing state objects, for the Composer's stability rules. */
import { StateBase } from "./observation.js";
import { isStateList } from "./state-list.js";

/**
 * Whether `value` is an observable state (a state, derived state, list or
 * map). The Composer treats these as stable: they notify their own readers.
 *
 * @example
 * isStateObject(mutableStateOf(1)); // true
 * isStateObject([1]);               // false
 */
export function isStateObject(value: unknown): boolean {
  return value instanceof StateBase || isStateList(value);
}
