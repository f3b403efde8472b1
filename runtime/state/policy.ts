/**
 * Mutation policies: when is a write "no change"? A write whose new value the
 * policy calls equivalent to the old one is dropped and invalidates nothing.
 */

/**
 * Decides whether two values of a state are the same (Compose's
 * `SnapshotMutationPolicy`).
 *
 * @example
 * const caseInsensitive: SnapshotMutationPolicy<string> = {
 *   equivalent: (a, b) => a.toLowerCase() === b.toLowerCase(),
 * };
 * const name = mutableStateOf("Ada", caseInsensitive);
 * name.value = "ADA"; // no change: nobody recomposes
 */
export interface SnapshotMutationPolicy<T> {
  // Methods (not properties) so that a policy for `unknown` fits any `T`.
  equivalent(a: T, b: T): boolean;
  /**
   * A snapshot that wrote `applied` applies, but the state changed from
   * `previous` (what the snapshot saw) to `current` meanwhile: return the
   * value to keep, or `undefined` when they cannot be merged (the apply
   * fails). Without `merge`, such an apply fails (DESIGN.md, "Snapshots").
   *
   * @example
   * // A counter that adds concurrent increments.
   * const counting: SnapshotMutationPolicy<number> = {
   *   equivalent: (a, b) => a === b,
   *   merge: (previous, current, applied) => current + (applied - previous),
   * };
   */
  merge?(previous: T, current: T, applied: T): T | undefined;
}

// The built-in policies are typed `any` so that each fits a state of any type
// (`merge`, when a policy has one, returns the state's own type, which
// `unknown` cannot promise): the three disabled lint lines below are that.

/** Same value by `Object.is` (the default for `mutableStateOf`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const referentialEqualityPolicy: SnapshotMutationPolicy<any> = {
  equivalent: (a, b) => Object.is(a, b),
};

/**
 * Same value by structure, like Kotlin's `==` on data classes: arrays, plain
 * objects, `Map`, `Set`, `Date`, `RegExp` and typed arrays are compared by
 * content; an object with an `equals(other)` method decides for itself; any
 * other object is compared by identity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const structuralEqualityPolicy: SnapshotMutationPolicy<any> = {
  equivalent: (a, b) => structurallyEqual(a, b),
};

/** Never the same: every write invalidates (for values mutated in place). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const neverEqualPolicy: SnapshotMutationPolicy<any> = {
  equivalent: () => false,
};

/** Deep structural equality; see `structuralEqualityPolicy`. Handles cycles. */
export function structurallyEqual(a: unknown, b: unknown): boolean {
  return equal(a, b, null);
}

/** Pairs under comparison, so that cyclic structures terminate. */
type Visiting = Map<object, object> | null;

function equal(a: unknown, b: unknown, visiting: Visiting): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (typeof (a as { equals?: unknown }).equals === "function") {
    return (a as { equals(other: unknown): boolean }).equals(b);
  }
  const proto = Object.getPrototypeOf(a);
  if (proto !== Object.getPrototypeOf(b)) return false;
  // Assume equal while comparing a pair already on the stack (a cycle).
  if (visiting?.get(a) === b) return true;
  visiting ??= new Map();
  const outer = visiting.get(a);
  visiting.set(a, b);
  try {
    return equalObjects(a, b, proto, visiting);
  } finally {
    if (outer === undefined) visiting.delete(a);
    else visiting.set(a, outer);
  }
}

function equalObjects(a: object, b: object, proto: unknown, visiting: Map<object, object>): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], other[i], visiting)) return false;
    return true;
  }
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) return String(a) === String(b);
  if (ArrayBuffer.isView(a) && !(a instanceof DataView)) {
    const x = a as unknown as ArrayLike<unknown>;
    const y = b as unknown as ArrayLike<unknown>;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) return false;
    return true;
  }
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    if (a.size !== other.size) return false;
    for (const [key, value] of a) {
      if (!other.has(key) || !equal(value, other.get(key), visiting)) return false;
    }
    return true;
  }
  if (a instanceof Set) return equalSets(a, b as Set<unknown>, visiting);
  // Plain objects only: a class instance without `equals` has identity semantics.
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], visiting))
      return false;
  }
  return true;
}

function equalSets(a: Set<unknown>, b: Set<unknown>, visiting: Map<object, object>): boolean {
  if (a.size !== b.size) return false;
  // Primitives match by `has`; objects need a structural partner in `b`,
  // each partner used once.
  let unmatched: unknown[] | null = null;
  for (const value of b) {
    if (typeof value === "object" && value !== null && !a.has(value)) (unmatched ??= []).push(value);
  }
  for (const value of a) {
    if (b.has(value)) continue;
    if (unmatched === null) return false;
    const index = unmatched.findIndex((candidate) => equal(value, candidate, visiting));
    if (index < 0) return false;
    unmatched.splice(index, 1);
  }
  return true;
}

/** Options of `mutableStateOf` and `derivedStateOf`. */
export interface StateOptions<T> {
  /** When a new value counts as "no change" (defaults differ per state kind). */
  policy?: SnapshotMutationPolicy<T>;
  /** A name shown by devtools. */
  label?: string;
}

/** The second argument of `mutableStateOf` / `derivedStateOf`: a policy, or options. */
export type PolicyOrOptions<T> = SnapshotMutationPolicy<T> | StateOptions<T>;

/** Normalize a `PolicyOrOptions` argument. */
export function resolveOptions<T>(
  arg: PolicyOrOptions<T> | undefined,
  defaultPolicy: SnapshotMutationPolicy<T>,
): { policy: SnapshotMutationPolicy<T>; label: string | undefined } {
  if (arg === undefined) return { policy: defaultPolicy, label: undefined };
  if (typeof (arg as SnapshotMutationPolicy<T>).equivalent === "function") {
    return { policy: arg as SnapshotMutationPolicy<T>, label: undefined };
  }
  const options = arg as StateOptions<T>;
  return { policy: options.policy ?? defaultPolicy, label: options.label };
}
