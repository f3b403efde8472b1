/**
 * Where the Composer finds `stable`'s comparison (stable.ts): null until a
 * program marks its first value, so that `Composer.changed` compares by
 * identity alone, and an app that never calls `stable` bundles none of it.
 */

/** Both values marked with `stable` and equal by content; null while nothing is marked. */
export let stableEqual: ((previous: unknown, value: object) => boolean) | null = null;

/** Called by `stable()` when it marks a value. */
export function installStableEqual(equal: (previous: unknown, value: object) => boolean): void {
  stableEqual = equal;
}
