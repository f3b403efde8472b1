/**
 * The one seam between observable state and whoever reads it.
 *
 * Every state class keeps its value in a *record* and touches it only through
 * three calls: `readRecord` (an observed read), `writableRecord` (the record a
 * write may change) and `recordWrite` (tell readers it changed). Today a state
 * has exactly one record; snapshot isolation (Compose's MVCC snapshots) can
 * later keep a chain of records per state and pick the right one in these
 * functions, without touching the state classes.
 *
 * Readers (recompose scopes, deferred DOM bindings, derived states) learn what
 * they read through an `Observation`, which subscribes them while they run.
 */
import type { Reader, StateBase, StateObject } from "./state-object.js";

export { StateBase } from "./state-object.js";
export type { Reader, StateObject } from "./state-object.js";

/** The observation reads are currently recorded into, or `null`. */
let current: Observation | null = null;
/** Bumped by every change; `StateObject.version` values are taken from it. */
let globalVersion = 0;
/** How many `recordWrite` calls are on the stack. */
let writeDepth = 0;
/** Work to run once the outermost write has told all its readers. */
const pending: Array<{ propagate(): void }> = [];
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
  private paused = false;
  /** Writing state while this observation is the current tracker throws. */
  readonly pure: boolean;

  /**
   * @param reader Subscribed to what is read while this observation tracks.
   * @param options.pure Writing state while this observation is the current
   *   tracker throws (derived calculations must not have side effects).
   */
  constructor(
    readonly reader: Reader,
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
    if (this.tracking) throw new Error("Observation.begin(): this observation is already tracking");
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
    if (current !== this) throw new Error("Observation.end(): not the innermost tracking observation");
    current = this.outer;
    this.outer = null;
    this.tracking = false;
  }

  /** Called for every read while this observation is the current tracker. */
  record(state: StateObject): void {
    const seen = (this.seen ??= new Map());
    if (seen.has(state)) return;
    // Subscribe first: if it throws (a derived cycle), the read is not recorded.
    if (!this.paused && !(this.previous?.has(state) ?? false)) state.subscribe(this.reader);
    seen.set(state, state.version);
  }

  /**
   * Drop every subscription but remember what was read, so the reads can
   * still be checked by version (an unobserved derived state does this).
   */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    for (const state of this.allReads()) state.unsubscribe(this.reader);
  }

  /** Subscribe again to what was read; later tracks subscribe as usual. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const state of this.allReads()) state.subscribe(this.reader);
  }

  /** Unsubscribe from everything and forget the reads. */
  dispose(): void {
    if (!this.paused) for (const state of this.allReads()) state.unsubscribe(this.reader);
    this.seen?.clear();
    this.previous?.clear();
  }

  private allReads(): Iterable<StateObject> {
    // Most scopes read nothing: no set to build for them (a released table row would make one each).
    if (this.previous === null || this.previous.size === 0) return this.seen === null ? [] : this.seen.keys();
    if (this.seen === null || this.seen.size === 0) return this.previous.keys();
    return new Set([...(this.seen?.keys() ?? []), ...(this.previous?.keys() ?? [])]);
  }
}

const NO_READS: ReadonlyMap<StateObject, number> = new Map();

/**
 * Run `fn` with no current tracker: what it reads subscribes nobody.
 *
 * @example
 * const label = untracked(() => title.value); // read once, never recompose for it
 */
export function untracked<T>(fn: () => T): T {
  const saved = current;
  current = null;
  try {
    return fn();
  } finally {
    current = saved;
  }
}

/** The observation reads are being recorded into, if any. */
export function currentObservation(): Observation | null {
  return current;
}

/** The latest value of the global version counter. */
export function currentVersion(): number {
  return globalVersion;
}

/** Take a fresh version stamp (a change that has nobody to tell). */
export function nextVersion(): number {
  return ++globalVersion;
}

/**
 * Seam: an observed read of `state`. Returns the record the caller must read
 * its value from (today always `record`; under snapshots, the one visible to
 * the current snapshot).
 */
export function readRecord<R>(state: StateObject, record: R): R {
  current?.record(state);
  return record;
}

/**
 * Seam: the record a write to `state` may change (today `record` itself;
 * under snapshots, a copy private to the current snapshot). Call it only once
 * the policy has said the write changes something, then `recordWrite`.
 */
export function writableRecord<R>(state: StateObject, record: R): R {
  if (current?.pure) {
    throw new Error(
      `A derivedStateOf calculation wrote to ${state.label ?? "a state"}: ` +
        "derived calculations must be pure; write from an event handler or an effect instead.",
    );
  }
  return record;
}

/**
 * Seam: `state` changed from `previous` to `next`. Invalidates its readers
 * synchronously, lets derived states decide whether they changed in turn
 * (after every direct reader has been told, so they see a consistent world),
 * then calls the `onAnyWrite` listeners.
 */
export function recordWrite(state: StateBase, previous: unknown, next: unknown): void {
  state.version = ++globalVersion;
  let failure: unknown = undefined;
  let failed = false;
  writeDepth++;
  try {
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
    if (writeDepth === 1) drainPending();
  } finally {
    writeDepth--;
  }
  for (const listener of writeListeners.slice()) listener(state);
  if (failed) throw failure;
}

/**
 * Ask for `task.propagate()` once the current write has reached all its
 * direct readers (right away when no write is under way). Derived states use
 * it to recompute in dependency order instead of mid-notification.
 */
export function schedulePropagation(task: { propagate(): void }): void {
  pending.push(task);
  if (writeDepth === 0) drainPending();
}

let draining = false;

function drainPending(): void {
  if (draining) return;
  draining = true;
  let failure: unknown = undefined;
  let failed = false;
  // Tasks may schedule more tasks; they are appended and run in this loop.
  // One failing task must not keep the others' readers from being told.
  for (let i = 0; i < pending.length; i++) {
    try {
      pending[i]!.propagate();
    } catch (error) {
      if (!failed) [failed, failure] = [true, error];
    }
  }
  pending.length = 0;
  draining = false;
  if (failed) throw failure;
}

/**
 * Call `listener` after every write that changed a state's value (and every
 * derived state whose result changed while it had readers), so that a
 * Recomposer can schedule a frame. Returns a function that removes it.
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
