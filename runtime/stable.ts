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
 *
 * The Composer reaches the comparison through `stableEqual` in
 * stable-hook.ts, which `stable()` sets when it marks its first value:
 * nothing can be marked before, and an app that never imports `stable`
 * carries neither this module nor the structural comparison (issue 25).
 */
import { structurallyEqual } from "./state/policy.js";
import { installStableEqual } from "./stable-hook.js";

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
  if (typeof value === "object" && value !== null) {
    marked.add(value);
    installStableEqual(equalMarked);
  }
  return value;
}

/** Whether `value` was marked with `stable`. */
export function isStable(value: unknown): boolean {
  return typeof value === "object" && value !== null && marked.has(value);
}

/** `Composer.changed`'s second look at an object that is not the one stored: both marked and equal by content. */
function equalMarked(previous: unknown, value: object): boolean {
  return marked.has(value) && isStable(previous) && structurallyEqual(previous, value);
}
