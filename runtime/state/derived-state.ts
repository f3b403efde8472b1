/**
 * `derivedStateOf`: a cached calculation over other states.
 *
 * How it stays cheap and correct (DESIGN.md, "Snapshots"):
 *
 * - **Lazy.** It computes only when read: by code, or by a recompose scope
 *   about to recompose (which checks whether its result changed). A write to
 *   a dependency only marks it *stale* and tells its readers it *may* have
 *   changed; one whose readers all left is never recomputed.
 * - **Observed (it has readers):** it is subscribed to what its calculation
 *   read, so a write marks it stale. **Unobserved:** it holds no
 *   subscriptions (nothing leaks when the last reader goes) and revalidates
 *   on read instead, by comparing the version each dependency had when it was
 *   read with the version it has now.
 * - **Revalidation** walks the dependencies in read order, bringing derived
 *   dependencies up to date first (so a diamond recomputes each node once),
 *   and recomputes only if a version moved.
 * - **Snapshots.** The cache holds the result the global snapshot sees. In a
 *   snapshot that sees something else (its own writes, or an older state of
 *   the world), the cache serves if every dependency has the version it was
 *   computed with; otherwise the value is computed for that snapshot alone
 *   and kept beside the cache, never in it, so a snapshot later discarded
 *   cannot pollute it.
 */
import {
  Observation,
  StateBase,
  nextVersion,
  notifyReaders,
  observeRead,
  pauseObservation,
  resumeObservation,
} from "./observation.js";
import type { Reader, StateObject } from "./observation.js";
import type { State } from "./mutable-state.js";
import { resolveOptions, structuralEqualityPolicy } from "./policy.js";
import type { PolicyOrOptions, SnapshotMutationPolicy } from "./policy.js";
import { activeReadObserver, commitCount, currentSnapshot, type Snapshot } from "../snapshot/index.js";

/** A result: a calculation that threw caches its error (reads rethrow it until a dependency changes). */
interface ResultRecord<T> {
  status: "none" | "value" | "error";
  value: T | undefined;
  error: unknown;
  /** Its version: a new stamp whenever the result changes under the policy. */
  stamp: number;
}

/** A result computed for one snapshot that sees something the global one does not. */
interface SnapshotResult<T> extends ResultRecord<T> {
  readonly snapshot: Snapshot;
  readonly reads: ReadonlyMap<StateObject, number>;
}

/**
 * The `next` value a derived state gives its readers when a dependency
 * changed: it is not computed until someone reads it (devtools reads it once
 * the pass that recomposed the reader is applied).
 */
export const NOT_YET_COMPUTED: unique symbol = Symbol("not yet computed");

/** Derived states being brought up to date, outermost first (for cycle errors). */
const evaluating: DerivedState<unknown>[] = [];
let nextId = 1;
/** The reader of a calculation run for one snapshot: it subscribes nothing. */
const NOBODY: Reader = { invalidate() {} };

/** The class behind `derivedStateOf`; exported for `instanceof` and devtools. */
export class DerivedState<T> extends StateBase implements State<T>, Reader {
  private readonly observation = new Observation(this, { pure: true });
  private readonly record: ResultRecord<T> = { status: "none", value: undefined, error: undefined, stamp: 0 };
  /** The last result computed for a snapshot that sees something else than the global one. */
  private local: SnapshotResult<T> | null = null;
  private readonly id = nextId++;
  /** Observed only: a dependency changed since the last revalidation. */
  private stale = false;
  /** Being revalidated or computed right now (re-entry means a cycle). */
  private busy = false;

  /** Its invalidations mean "may have changed" (see `StateObject.derived`). */
  get derived(): true {
    return true;
  }
  /** `commitCount()` at the last revalidation. */
  private checkedAt = -1;

  constructor(
    private readonly calculation: () => T,
    readonly policy: SnapshotMutationPolicy<T>,
    label?: string,
  ) {
    super(label);
    // Until someone reads it, it must not keep its dependencies' subscriptions.
    pauseObservation(this.observation);
  }

  get value(): T {
    const record = this.current();
    observeRead(this, record.stamp);
    // A snapshot's read observer (snapshotFlow) must learn what the value depends on: only those are written.
    const observer = activeReadObserver();
    if (observer !== null) this.reportReads(observer, record);
    if (record.status === "error") throw record.error;
    return record.value as T;
  }

  /** The version of the result the current snapshot sees (brings it up to date). */
  get version(): number {
    return this.current().stamp;
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
    // each other forever.
    if (reader instanceof DerivedState) {
      const path = this.pathTo(reader as DerivedState<unknown>, new Set());
      if (path !== null)
        throw cycleError([reader as DerivedState<unknown>, this as DerivedState<unknown>, ...path]);
    }
    if (!this.observed) {
      // Becoming observed: be current, then subscribe to exactly what that read.
      this.refresh();
      resumeObservation(this.observation);
      this.stale = false;
    }
    super.subscribe(reader);
  }

  override unsubscribe(reader: Reader): void {
    if (!this.readers.has(reader)) return;
    super.unsubscribe(reader);
    if (!this.observed) {
      pauseObservation(this.observation);
      // From now on versions decide; trust the cache only if it was current.
      this.checkedAt = this.stale ? -1 : commitCount();
    }
  }

  /**
   * A dependency changed: the result may have. Tell the readers once (they
   * decide, when they need the value, whether it really changed); compute
   * nothing now.
   */
  invalidate(): void {
    if (this.stale) return;
    this.stale = true;
    const record = this.record;
    notifyReaders(this, record.status === "error" ? record.error : record.value, NOT_YET_COMPUTED);
  }

  /** The result the current snapshot sees, brought up to date. */
  private current(): ResultRecord<T> {
    const snapshot = currentSnapshot();
    if (snapshot === null || snapshot.sharesGlobalView()) {
      this.refresh();
      return this.record;
    }
    return this.refreshIn(snapshot);
  }

  /**
   * Bring the cached result up to date, recomputing only if a dependency
   * changed. A calculation's error is cached, not thrown (the `value` getter
   * throws it after recording the read, so the reader still learns when the
   * state recovers); only a cycle throws from here.
   */
  private refresh(): void {
    if (this.busy) throw this.cycleError();
    // Nothing committed since the last check, and no dependency said it changed. Observed or not, a commit
    // alone sends a check of the versions: readers hear of a write outside any snapshot only when the
    // global snapshot advances (DESIGN.md, "Snapshots"), but a read right after the write must see it.
    if (this.record.status !== "none" && !this.stale && this.checkedAt === commitCount()) return;
    this.busy = true;
    evaluating.push(this as DerivedState<unknown>);
    try {
      if (this.record.status === "none" || this.changedSince(this.observation.readVersions)) this.compute();
    } finally {
      evaluating.pop();
      this.busy = false;
      this.stale = false;
      this.checkedAt = commitCount();
    }
  }

  /** Whether a dependency now has another version than in `reads` (derived ones are brought up to date first). */
  private changedSince(reads: ReadonlyMap<StateObject, number>): boolean {
    for (const [dependency, version] of reads) if (dependency.version !== version) return true;
    return false;
  }

  private compute(): void {
    const record = this.record;
    let next: T;
    try {
      next = this.observation.track(this.calculation);
    } catch (error) {
      record.status = "error";
      record.error = error;
      record.value = undefined;
      record.stamp = nextVersion();
      return;
    }
    if (record.status === "value" && this.policy.equivalent(record.value as T, next)) return;
    record.status = "value";
    record.value = next;
    record.error = undefined;
    record.stamp = nextVersion();
  }

  /** The result for `snapshot`, which sees something else than the global snapshot. */
  private refreshIn(snapshot: Snapshot): ResultRecord<T> {
    if (this.busy) throw this.cycleError();
    this.busy = true;
    evaluating.push(this as DerivedState<unknown>);
    try {
      // The cache serves if this snapshot sees every dependency as it was computed with.
      if (this.record.status !== "none" && !this.changedSince(this.observation.readVersions))
        return this.record;
      const local = this.local;
      if (local !== null && local.snapshot === snapshot && !this.changedSince(local.reads)) return local;
      const tracker = new Observation(NOBODY, { pure: true });
      pauseObservation(tracker);
      let result: SnapshotResult<T>;
      try {
        const value = tracker.track(this.calculation);
        const same = this.record.status === "value" && this.policy.equivalent(this.record.value as T, value);
        result = {
          snapshot,
          reads: tracker.readVersions,
          status: "value",
          value,
          error: undefined,
          stamp: same ? this.record.stamp : nextVersion(),
        };
      } catch (error) {
        result = {
          snapshot,
          reads: tracker.readVersions,
          status: "error",
          value: undefined,
          error,
          stamp: nextVersion(),
        };
      }
      this.local = result;
      return result;
    } finally {
      evaluating.pop();
      this.busy = false;
    }
  }

  /** Tells `observer` about the states the result was computed from, through derived dependencies. */
  private reportReads(observer: (state: object) => void, record: ResultRecord<T>): void {
    const reads =
      record === this.record ? this.observation.readVersions : (record as SnapshotResult<T>).reads;
    for (const dependency of reads.keys()) {
      if (dependency instanceof DerivedState) void dependency.value;
      else observer(dependency);
    }
  }

  /** The derived states leading from what this one read to `target`, or `null`. */
  private pathTo(
    target: DerivedState<unknown>,
    visited: Set<DerivedState<unknown>>,
  ): DerivedState<unknown>[] | null {
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
