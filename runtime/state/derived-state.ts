/**
 * `derivedStateOf`: a cached calculation over other states.
 *
 * How it stays glitch-free and cheap:
 *
 * - **Lazy.** Nothing is computed until the value is read.
 * - **Observed (it has readers):** it is subscribed to what its calculation
 *   read. A write to one of those marks it *stale* and schedules it with
 *   `schedulePropagation`, which runs only after the write has reached every
 *   direct reader. Then it revalidates (below), recomputing if needed, and
 *   invalidates its readers only if the new result differs under its policy.
 *   A reader therefore never sees an intermediate ("glitch") value, and a
 *   derived boolean over a scroll offset invalidates only when it flips.
 * - **Unobserved (no readers):** it holds no subscriptions at all (nothing
 *   leaks when the last reader goes), and revalidates on read instead, by
 *   comparing the version each dependency had when it was read with the
 *   version it has now.
 * - **Revalidation** walks the dependencies in read order, bringing derived
 *   dependencies up to date first (so a diamond recomputes each node once, in
 *   dependency order), and recomputes only if a version moved.
 */
import {
  Observation,
  StateBase,
  currentVersion,
  nextVersion,
  readRecord,
  recordWrite,
  schedulePropagation,
} from "./observation.js";
import type { Reader, StateObject } from "./observation.js";
import type { State } from "./mutable-state.js";
import { resolveOptions, structuralEqualityPolicy } from "./policy.js";
import type { PolicyOrOptions, SnapshotMutationPolicy } from "./policy.js";

/** The cached result: the unit a future snapshot system would version. */
interface ResultRecord<T> {
  /** A calculation that threw caches its error: reads rethrow it until a dependency changes. */
  status: "none" | "value" | "error";
  value: T | undefined;
  error: unknown;
}

/** Derived states being brought up to date, outermost first (for cycle errors). */
const evaluating: DerivedState<unknown>[] = [];
let nextId = 1;

/** The class behind `derivedStateOf`; exported for `instanceof` and devtools. */
export class DerivedState<T> extends StateBase implements State<T>, Reader {
  private readonly observation = new Observation(this, { pure: true });
  private readonly record: ResultRecord<T> = { status: "none", value: undefined, error: undefined };
  private readonly id = nextId++;
  /** Observed only: a dependency changed since the last revalidation. */
  private stale = false;
  /** Observed only: waiting in the propagation queue. */
  private queued = false;
  /** Being revalidated or computed right now (re-entry means a cycle). */
  private busy = false;
  /** Unobserved only: the global version at the last revalidation. */
  private checkedAt = -1;

  constructor(
    private readonly calculation: () => T,
    readonly policy: SnapshotMutationPolicy<T>,
    label?: string,
  ) {
    super(label);
    // Until someone reads it, it must not keep its dependencies' subscriptions.
    this.observation.pause();
  }

  get value(): T {
    this.refresh();
    const record = readRecord(this, this.record);
    if (record.status === "error") throw record.error;
    return record.value as T;
  }

  /** The states the last calculation read (devtools). */
  get dependencies(): StateObject[] {
    return this.observation.reads;
  }

  private get observed(): boolean {
    return this.readers.size > 0;
  }

  override subscribe(reader: Reader): void {
    // A new edge between derived states: refuse it if it closes a loop. Two
    // cached derived states reading each other would otherwise invalidate
    // each other forever, one propagation at a time, never nested.
    if (reader instanceof DerivedState) {
      const path = this.pathTo(reader as DerivedState<unknown>, new Set());
      if (path !== null) throw cycleError([reader as DerivedState<unknown>, this as DerivedState<unknown>, ...path]);
    }
    if (!this.observed) {
      // Becoming observed: be current, then subscribe to exactly what that read.
      this.refresh();
      this.observation.resume();
      this.stale = false;
    }
    super.subscribe(reader);
  }

  override unsubscribe(reader: Reader): void {
    if (!this.readers.has(reader)) return;
    super.unsubscribe(reader);
    if (!this.observed) {
      this.observation.pause();
      // From now on versions decide; trust the cache only if it was current.
      this.checkedAt = this.stale ? -1 : currentVersion();
    }
  }

  /** A dependency changed: decide later, once the whole write has propagated. */
  invalidate(): void {
    this.stale = true;
    if (!this.queued) {
      this.queued = true;
      schedulePropagation(this);
    }
  }

  /** Called by the propagation queue: recompute now so readers learn if we changed. */
  propagate(): void {
    this.queued = false;
    // A busy one is being computed further up the stack and will notify itself.
    if (!this.observed || this.busy) return;
    this.refresh();
  }

  /**
   * Bring the cached result up to date, recomputing only if a dependency
   * changed. A calculation's error is cached, not thrown (the `value` getter
   * throws it after recording the read, so the reader still learns when the
   * state recovers); only a cycle throws from here.
   */
  private refresh(): void {
    if (this.busy) throw this.cycleError();
    if (this.observed ? !this.stale : this.checkedAt === currentVersion()) return;
    this.busy = true;
    evaluating.push(this as DerivedState<unknown>);
    try {
      if (this.record.status === "none" || this.dependencyChanged()) this.compute();
    } finally {
      evaluating.pop();
      this.busy = false;
      this.stale = false;
      this.checkedAt = currentVersion();
    }
  }

  private dependencyChanged(): boolean {
    for (const [dependency, version] of this.observation.readVersions) {
      if (dependency instanceof DerivedState) dependency.refresh();
      if (dependency.version !== version) return true;
    }
    return false;
  }

  private compute(): void {
    const record = this.record;
    const previous = record.status === "value" ? record.value : record.error;
    let next: T;
    try {
      next = this.observation.track(this.calculation);
    } catch (error) {
      record.status = "error";
      record.error = error;
      record.value = undefined;
      this.changed(previous, error);
      return;
    }
    if (record.status === "value" && this.policy.equivalent(record.value as T, next)) return;
    const first = record.status === "none";
    record.status = "value";
    record.value = next;
    record.error = undefined;
    if (!first) this.changed(previous, next);
  }

  private changed(previous: unknown, next: unknown): void {
    if (this.observed) recordWrite(this, previous, next);
    else this.version = nextVersion();
  }

  /** The derived states leading from what this one read to `target`, or `null`. */
  private pathTo(target: DerivedState<unknown>, visited: Set<DerivedState<unknown>>): DerivedState<unknown>[] | null {
    for (const dependency of this.observation.readVersions.keys()) {
      if (!(dependency instanceof DerivedState) || visited.has(dependency)) continue;
      if (dependency === target) return [target];
      visited.add(dependency);
      const rest = dependency.pathTo(target, visited);
      if (rest !== null) return [dependency, ...rest];
    }
    return null;
  }

  private cycleError(): DerivedCycleError {
    const start = evaluating.indexOf(this as DerivedState<unknown>);
    return cycleError([...evaluating.slice(start), this as DerivedState<unknown>]);
  }

  /** The name used in errors and devtools. */
  name(): string {
    return this.label ?? (this.calculation.name || `derivedStateOf#${this.id}`);
  }

  override toString(): string {
    return `DerivedState(${this.name()})`;
  }
}

function cycleError(path: DerivedState<unknown>[]): DerivedCycleError {
  const names = path.map((derived) => derived.name()).join(" → ");
  return new DerivedCycleError(`derivedStateOf cycle: ${names} (a derived state reads itself)`);
}

/** Thrown when derived states read each other in a cycle; names the cycle. */
export class DerivedCycleError extends Error {
  override name = "DerivedCycleError";
}

/**
 * Create a state whose value is `calculation()`, cached. It recomputes only
 * when a state it read changed, and its readers are invalidated only when the
 * result changes under `policy` (default `structuralEqualityPolicy`, as
 * Compose). The second argument is a policy or `{ policy, label }`.
 * A calculation must not write state; reading itself (even through other
 * derived states) throws a `DerivedCycleError` naming the cycle.
 *
 * @example
 * const offset = mutableStateOf(0);
 * const showButton = derivedStateOf(() => offset.value > 50);
 * // A scope reading `showButton.value` recomposes when it flips, not on every scroll pixel.
 */
export function derivedStateOf<T>(calculation: () => T, policy?: PolicyOrOptions<T>): State<T> {
  const options = resolveOptions<T>(policy, structuralEqualityPolicy);
  return new DerivedState(calculation, options.policy, options.label);
}
