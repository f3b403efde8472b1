/**
 * `mutableStateOf`: a single observable value (Compose's `MutableState`).
 */
import { peekRecord, readRecord, recordWrite, writableRecord } from "./observation.js";
import { RecordState } from "./record-state.js";
import { NO_MERGE } from "../snapshot/records.js";
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

/** The class behind `mutableStateOf`; exported for `instanceof` and devtools. */
export class SnapshotMutableState<T> extends RecordState<T> implements MutableState<T> {
  constructor(
    value: T,
    readonly policy: SnapshotMutationPolicy<T>,
    label?: string,
  ) {
    super(value, label);
  }

  get value(): T {
    return readRecord(this).value;
  }

  set value(next: T) {
    // Compare against the current value without observing it: a write is not a read.
    const previous = peekRecord(this).value;
    if (this.policy.equivalent(previous, next)) return;
    writableRecord(this).value = next;
    recordWrite(this, previous, next);
  }

  /** Concurrent writes: no conflict if they agree under the policy, else the policy's `merge`. */
  override mergeRecords(previous: T, current: T, applied: T): T | typeof NO_MERGE {
    if (this.policy.equivalent(current, applied)) return current;
    const merged = this.policy.merge?.(previous, current, applied);
    return merged === undefined ? NO_MERGE : merged;
  }

  override toString(): string {
    return `MutableState(${this.label ? this.label + ": " : ""}${String(peekRecord(this).value)})`;
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
