/**
 * The one seam between observable state and whoever reads it.
 *
 * Every state class with records keeps its value in versioned records (see
 * runtime/snapshot/) and touches them only through three calls: `readRecord`
 * (an observed read of the record the current snapshot sees),
 * `writableRecord` (the record a write may change: a private copy inside a
 * mutable snapshot) and `recordWrite` (tell readers it changed: when the
 * global snapshot advances for a write outside any snapshot, at `apply()` for
 * one inside; DESIGN.md, "Snapshots").
 *
 * Readers (recompose scopes, deferred DOM bindings, derived states) learn what
 * they read through an `Observation`, which subscribes them while they run.
 */
import type { Reader, StateObject } from "./state-object.js";
import type { StateRecord } from "../snapshot/records.js";
import {
  activeReadObserver,
  currentSnapshot,
  nextStamp,
  readableRecord,
  recordGlobalWrite,
  setReaderNotifier,
  withoutReadObserver,
  writableRecordFor,
} from "../snapshot/index.js";
import type { RecordedState } from "../snapshot/records.js";
import { internalError, runtimeError } from "../messages.js";

export { StateBase } from "./state-object.js";
export type { Reader, StateObject } from "./state-object.js";

/** The observation reads are currently recorded into, or `null`. */
let current: Observation | null = null;
const writeListeners: Array<(state: StateObject) => void> = [];

/**
 * Records which states a `Reader` reads, and keeps it subscribed to exactly
 * those: each `track` subscribes to new reads and unsubscribes from states
 * read last time but not this time. Reads are deduplicated, and the two maps
 * that hold them are swapped and reused between tracks: a read costs a map
 * lookup, never a new object.
 *
 * @example
 * const count = mutableStateOf(0);
 * const scope = { invalidate: () => console.log("dirty") };
 * const observation = new Observation(scope);
 * observation.track(() => count.value); // scope now reads `count`
 * count.value = 1;                       // logs "dirty"
 * observation.dispose();                 // reads nothing any more
 */
export class Observation {
  /**
   * Reads of the current or last track: state -> its version when first read.
   * Both maps are made on first need: most recompose scopes read nothing, and
   * a page of rows would otherwise carry two empty maps per row.
   */
  private seen: Map<StateObject, number> | null = null;
  /** During a track: the reads of the previous one. Empty (or null) otherwise. */
  private previous: Map<StateObject, number> | null = null;
  private tracking = false;
  private outer: Observation | null = null;
  /** @internal Subscribed to nothing it reads (`pauseObservation`). */
  paused = false;
  /** Writing state while this observation is the current tracker throws. */
  readonly pure: boolean;

  /**
   * @param reader Subscribed to what is read while this observation tracks.
   * @param options.pure Writing state while this observation is the current
   *   tracker throws (derived calculations must not have side effects).
   */
  constructor(
    /** Mutable for recompose scopes, which lend an unused observation on (recompose-scope.ts). */
    public reader: Reader,
    options?: { pure?: boolean },
  ) {
    this.pure = options?.pure ?? false;
  }

  /** The states read during the last track, in first-read order (devtools). */
  get reads(): StateObject[] {
    return this.seen === null ? [] : [...this.seen.keys()];
  }

  /** How many states the last track read. */
  get readCount(): number {
    return this.seen === null ? 0 : this.seen.size;
  }

  /** The states read during the last track, each with the version it had then. */
  get readVersions(): ReadonlyMap<StateObject, number> {
    return this.seen ?? NO_READS;
  }

  /** Run `fn` with this observation as the current tracker; returns its result. */
  track<T>(fn: () => T): T {
    this.begin();
    let result: T;
    try {
      result = fn();
    } catch (error) {
      this.abort();
      throw error;
    }
    this.end();
    return result;
  }

  /**
   * Start tracking (for callers that cannot wrap the work in a function, such
   * as the Composer between `startRestartGroup` and `endRestartGroup`). Must be
   * closed by `end()` or `abort()`, innermost first.
   */
  begin(): void {
    if (this.tracking) throw internalError("I009");
    const last = this.seen;
    this.seen = this.previous; // empty: cleared at the end of the last track
    this.previous = last;
    this.tracking = true;
    this.outer = current;
    current = this;
  }

  /** Finish tracking: drop the subscriptions to states that were not read again. */
  end(): void {
    this.close();
    const previous = this.previous;
    if (previous === null || previous.size === 0) return;
    for (const state of previous.keys()) {
      if (!(this.seen?.has(state) ?? false) && !this.paused) state.unsubscribe(this.reader);
    }
    previous.clear();
  }

  /**
   * Finish tracking after the work failed: keep the subscriptions of the last
   * complete track as well as the new ones. Subscribing too much only costs a
   * spurious invalidation; subscribing too little would lose an update.
   */
  abort(): void {
    this.close();
    const previous = this.previous;
    if (previous === null || previous.size === 0) return;
    const seen = (this.seen ??= new Map());
    for (const [state, version] of previous) {
      if (!seen.has(state)) seen.set(state, version);
    }
    previous.clear();
  }

  private close(): void {
    if (current !== this) throw internalError("I010");
    current = this.outer;
    this.outer = null;
    this.tracking = false;
  }

  /** Called for every read while this observation is the current tracker. */
  record(state: StateObject, version: number): void {
    const seen = (this.seen ??= new Map());
    if (seen.has(state)) return;
    // Subscribe first: if it throws (a derived cycle), the read is not recorded.
    if (!this.paused && !(this.previous?.has(state) ?? false)) state.subscribe(this.reader);
    seen.set(state, version);
  }

  /** Unsubscribe from everything and forget the reads. */
  dispose(): void {
    if (!this.paused) for (const state of this.allReads()) state.unsubscribe(this.reader);
    this.seen?.clear();
    this.previous?.clear();
  }

  /** @internal */
  allReads(): Iterable<StateObject> {
    // Most scopes read nothing: no set to build for them (a released table row would make one each).
    if (this.previous === null || this.previous.size === 0) return this.seen === null ? [] : this.seen.keys();
    if (this.seen === null || this.seen.size === 0) return this.previous.keys();
    return new Set([...(this.seen?.keys() ?? []), ...(this.previous?.keys() ?? [])]);
  }
}

/**
 * Drops every subscription of `observation` but remembers what it read, so the
 * reads can still be checked by version (an unobserved derived state does this).
 * A function, not a method: only derived state pauses, and an app without it
 * then carries none of this (a method never shakes out; bench/README.md,
 * "Bundle size").
 */
export function pauseObservation(observation: Observation): void {
  if (observation.paused) return;
  observation.paused = true;
  for (const state of observation.allReads()) state.unsubscribe(observation.reader);
}

/** Subscribes `observation` again to what it read; later tracks subscribe as usual. */
export function resumeObservation(observation: Observation): void {
  if (!observation.paused) return;
  observation.paused = false;
  for (const state of observation.allReads()) state.subscribe(observation.reader);
}

const NO_READS: ReadonlyMap<StateObject, number> = new Map();

/**
 * Run `fn` with no current tracker and no snapshot read observer: what it
 * reads subscribes nobody (no recompose scope, no derived state, no
 * `Snapshot.observe` / `snapshotFlow` block), as Solid's `untrack`.
 *
 * @example
 * const label = untracked(() => title.value); // read once, never recompose for it
 */
export function untracked<T>(fn: () => T): T {
  const saved = current;
  current = null;
  try {
    return withoutReadObserver(fn);
  } finally {
    current = saved;
  }
}

/** The observation reads are being recorded into, if any. */
export function currentObservation(): Observation | null {
  return current;
}

/** A fresh version stamp (a derived result that changed). */
export function nextVersion(): number {
  return nextStamp();
}

/** Reports a read of `state` (seen with `version`) to the current tracker and the snapshot's read observer. */
export function observeRead(state: StateObject, version: number): void {
  current?.record(state, version);
  const observer = activeReadObserver();
  if (observer !== null) observer(state);
}

/**
 * Seam: an observed read of `state`. Returns the record the caller must read
 * its value from: the one visible to the current snapshot.
 */
export function readRecord<T>(state: RecordedState<T>): StateRecord<T> {
  const record = readableRecord(state);
  current?.record(state, record.stamp);
  const observer = activeReadObserver();
  if (observer !== null) observer(state);
  return record;
}

/** The record the current snapshot sees, without observing the read (a write compares against it). */
export function peekRecord<T>(state: RecordedState<T>): StateRecord<T> {
  return readableRecord(state);
}

/**
 * Seam: the record a write to `state` may change (the global snapshot's
 * record, or a copy private to the current mutable snapshot). Call it only
 * once the policy has said the write changes something, then `recordWrite`.
 */
export function writableRecord<T>(state: RecordedState<T>): StateRecord<T> {
  if (current?.pure) {
    throw runtimeError("R015", { name: state.label ?? "a state" });
  }
  return writableRecordFor(state);
}

/**
 * Seam: `state` changed from `previous` to `next`. Outside any snapshot, its
 * readers (and the `onAnyWrite` listeners) are told at the next
 * `Snapshot.sendApplyNotifications()` (each frame, `flush()`), which the
 * write asks for; inside a mutable snapshot, when it applies.
 */
export function recordWrite(state: StateObject, previous: unknown, next: unknown): void {
  if (currentSnapshot() === null) recordGlobalWrite(state, previous, next);
}

/**
 * Tells `state`'s readers it changed (a write outside any snapshot, or an
 * apply that made a write visible), then the `onAnyWrite` listeners. One
 * reader throwing does not keep the others from being told.
 */
export function notifyReaders(state: StateObject, previous: unknown, next: unknown): void {
  let failure: unknown = undefined;
  let failed = false;
  const readers = state.readers;
  // Copy: a reader may unsubscribe or resubscribe while being told.
  if (readers.size > 0) {
    for (const reader of Array.from(readers)) {
      try {
        reader.invalidate(state, previous, next);
      } catch (error) {
        if (!failed) [failed, failure] = [true, error];
      }
    }
  }
  for (const listener of writeListeners.slice()) listener(state);
  if (failed) throw failure;
}

setReaderNotifier(notifyReaders);

/**
 * Call `listener` after every write that changed a state's value (outside
 * any snapshot, or made visible by an apply), so that a Recomposer can
 * schedule a frame. Returns a function that removes it.
 *
 * @example
 * const stop = onAnyWrite(() => recomposer.scheduleFrame());
 */
export function onAnyWrite(listener: (state: StateObject) => void): () => void {
  writeListeners.push(listener);
  return () => {
    const index = writeListeners.indexOf(listener);
    if (index >= 0) writeListeners.splice(index, 1);
  };
}
