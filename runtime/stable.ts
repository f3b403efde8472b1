/**
 * `stable(value)`: Compose's `@Immutable` for one value (DESIGN.md,
 * "Stability"). A composable's parameter is compared by identity (strong
 * skipping), so a new object with the same content, made at every pass
 * (`<Badge style={{ size: 2 }} />`, a `new Point(1, 2)`), makes the callee
 * run again. An object marked stable promises never to change once made:
 * where both the old and the new value are marked, they are compared by
 * content (`structurallyEqual`: an `equals(other)` method decides for an
 * object that has one), and an equal one skips, as Compose compares stable
 * parameters with `equals`. So do `remember` and effect keys.
 */
import { structurallyEqual } from "./state/policy.js";

const marked = new WeakSet<object>();

/**
 * Marks `value` (an object) as immutable, and returns it: compared by
 * content with another marked value where a composable's parameters and
 * `remember` keys are compared.
 *
 * @example
 * <Chart range={stable({ from: start, to: end })} />; // skipped while from and to stay the same
 */
export function stable<T>(value: T): T {
  if (typeof value === "object" && value !== null) marked.add(value);
  return value;
}

/** Whether `value` was marked with `stable`. */
export function isStable(value: unknown): boolean {
  return typeof value === "object" && value !== null && marked.has(value);
}

/** `Composer.changed`'s second look at an object that is not the one stored: both marked and equal by content. */
export function stableEqual(previous: unknown, value: object): boolean {
  return marked.has(value) && isStable(previous) && structurallyEqual(previous, value);
}
