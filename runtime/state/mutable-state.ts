/**
 * `mutableStateOf`: a single observable value (Compose's `MutableState`).
 */
import { StateBase, readRecord, recordWrite, writableRecord } from "./observation.js";
import { referentialEqualityPolicy, resolveOptions } from "./policy.js";
import type { PolicyOrOptions, SnapshotMutationPolicy } from "./policy.js";

/** A value that can be observed: reading `.value` inside a tracked scope subscribes it. */
export interface State<T> {
  readonly value: T;
}

/** A `State` that can be written: a write the policy calls different invalidates its readers. */
export interface MutableState<T> extends State<T> {
  value: T;
}

/** Where the value lives: the unit a future snapshot system would version. */
interface ValueRecord<T> {
  value: T;
}

/** The class behind `mutableStateOf`; exported for `instanceof` and devtools. */
export class SnapshotMutableState<T> extends StateBase implements MutableState<T> {
  private readonly record: ValueRecord<T>;

  constructor(
    value: T,
    readonly policy: SnapshotMutationPolicy<T>,
    label?: string,
  ) {
    super(label);
    this.record = { value };
  }

  get value(): T {
    return readRecord(this, this.record).value;
  }

  set value(next: T) {
    // Compare against the current value without observing it: a write is not a read.
    const previous = this.record.value;
    if (this.policy.equivalent(previous, next)) return;
    writableRecord(this, this.record).value = next;
    recordWrite(this, previous, next);
  }

  override toString(): string {
    return `MutableState(${this.label ? this.label + ": " : ""}${String(this.record.value)})`;
  }
}

/**
 * Create an observable value. Reading `.value` inside a tracked scope (a
 * composable, a deferred binding, a `derivedStateOf`) subscribes it; writing a
 * value that the policy calls different invalidates every subscriber.
 *
 * The second argument is a policy (default `referentialEqualityPolicy`, i.e.
 * `Object.is`) or `{ policy, label }`.
 *
 * @example
 * const count = mutableStateOf(0);
 * count.value++; // readers of `count` recompose
 *
 * const point = mutableStateOf({ x: 0, y: 0 }, structuralEqualityPolicy);
 * point.value = { x: 0, y: 0 }; // equal by structure: nothing happens
 *
 * const name = mutableStateOf("", { label: "name" }); // shown as "name" in devtools
 */
export function mutableStateOf<T>(value: T, policy?: PolicyOrOptions<T>): MutableState<T> {
  const options = resolveOptions<T>(policy, referentialEqualityPolicy);
  return new SnapshotMutableState(value, options.policy, options.label);
}
