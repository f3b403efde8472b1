/**
 * Deferred bindings: phase skipping for attributes.
 *
 * An attribute given as a function (other than `on*` and `ref`), e.g.
 * `style={() => ({ transform: `translateX(${x.value}px)` })}`, is evaluated
 * here rather than during composition, under a read tracker. When a state it
 * read changes, only this binding is re-evaluated and only its one DOM
 * property is written: no scope recomposes (Compose's `graphicsLayer { }`).
 *
 * The tracker comes from a swappable factory (`setBindingTrackerFactory`);
 * the default is the state layer's `Observation`, with the Binding itself as
 * the `Reader`, so devtools can tell a binding (`reader instanceof Binding`)
 * from a recompose scope in a state's reader set.
 */
import { Observation, type Reader, type StateObject } from "../state/observation.js";
import { addFrameWork, requestFrame, watchPasses } from "../recomposer.js";
import { sendApplyNotifications } from "../snapshot/index.js";
import { reportError } from "./report.js";

/** Records the state reads of `track(fn)` and reports when one changes. */
export interface BindingTracker {
  /** Run `fn`, (re)subscribing to exactly the state it reads; return its result. */
  track<T>(fn: () => T): T;
  /** Unsubscribe from everything; the tracker is never used again. */
  dispose(): void;
  /** The states the last `track` read, if the tracker knows them (devtools' state-reads table). */
  reads?(): StateObject[];
}

/** Makes a tracker that tells `reader` when a state it tracked changes. */
export type BindingTrackerFactory = (reader: Reader) => BindingTracker;

/** Writes the evaluated value to the DOM (props.ts's plain setter). */
export type BindingSink = (el: Element, name: string, value: unknown, previous: unknown) => void;

/** The default: one `Observation` per binding. */
export const observationTracker: BindingTrackerFactory = (reader) => {
  const observation = new Observation(reader);
  return {
    track: (fn) => observation.track(fn),
    dispose: () => observation.dispose(),
    reads: () => observation.reads,
  };
};

let trackerFactory: BindingTrackerFactory = observationTracker;

/**
 * Install the factory that bindings created from now on use; returns the
 * previous one (so tests can restore it).
 *
 * @example
 * const previous = setBindingTrackerFactory(() => ({ track: (fn) => fn(), dispose() {} })); // no tracking
 * setBindingTrackerFactory(previous);
 */
export function setBindingTrackerFactory(factory: BindingTrackerFactory): BindingTrackerFactory {
  const previous = trackerFactory;
  trackerFactory = factory;
  return previous;
}

// Invalidated bindings wait here until the next flush, so that several writes
// in one task cost one DOM write per binding.
const dirty = new Set<Binding>();
let flushScheduled = false;
// By default they update in the runtime's frame, after recomposition, and in `flush()`.
let scheduler: (flush: () => void) => void = () => requestFrame();

/**
 * Replace how a flush of invalidated bindings is scheduled (default: a
 * microtask); the runtime points it at its frame clock. Returns the previous.
 */
export function setBindingScheduler(next: (flush: () => void) => void): (flush: () => void) => void {
  const previous = scheduler;
  scheduler = next;
  return previous;
}

/**
 * Re-evaluate every invalidated binding now (the runtime's `flush()` calls
 * this). Writes made outside any snapshot are sent to their readers first
 * (DESIGN.md, "Snapshots"): until then no binding knows it read them.
 */
export function flushBindings(): void {
  flushScheduled = false;
  sendApplyNotifications();
  flushing = true;
  try {
    // Bounded: a binding whose evaluation writes the state it reads would
    // otherwise spin forever.
    for (let round = 0; dirty.size > 0 && round < 100; round++) {
      const batch = [...dirty];
      dirty.clear();
      for (const binding of batch) binding.update();
    }
  } finally {
    flushing = false;
  }
}

let flushing = false;

/**
 * Whether bindings are being updated outside any pass (`flushBindings`): what a write then
 * leaves for the end of a pass (a `<select>`'s value after its option's text changed) is done
 * at once, since no pass will end (DomApplier.settleLater).
 */
export function flushingBindings(): boolean {
  return flushing;
}

/** Whether some binding waits for `flushBindings()`. */
export function hasPendingBindings(): boolean {
  return dirty.size > 0;
}

/**
 * Bindings invalidated in a frame (or `flush()`) where a pass failed: not updated then, since
 * the state they would show is the one the pass failed on and the page keeps its last good
 * state whole (DESIGN.md, `flush()`); updated after the next pass that applies. Not pending
 * work meanwhile: nothing retries a failed pass, so nothing spins.
 */
const held = new Set<Binding>();

addFrameWork({
  hasWork: hasPendingBindings,
  run: flushBindings,
  hold: () => {
    for (const binding of dirty) held.add(binding);
    dirty.clear();
  },
});

watchPasses((_composition, error) => {
  if (error !== undefined || held.size === 0) return;
  for (const binding of held) dirty.add(binding);
  held.clear();
});

/** One deferred attribute of one element; the `Reader` of the state it reads. */
export class Binding implements Reader {
  /** The value last written to the DOM (the `previous` of the next write). */
  last: unknown;
  private fn: () => unknown;
  private readonly tracker: BindingTracker;
  private disposed = false;

  constructor(
    readonly el: Element,
    readonly name: string,
    fn: () => unknown,
    previous: unknown,
    private readonly sink: BindingSink,
  ) {
    this.fn = fn;
    this.last = previous;
    this.tracker = trackerFactory(this);
    this.update();
  }

  /** The composition passed a new function: use it from now on. */
  replace(fn: () => unknown): void {
    this.fn = fn;
    this.update();
  }

  /** Evaluate under the tracker and write the result if it changed. */
  update(): void {
    if (this.disposed) return;
    dirty.delete(this);
    let value: unknown;
    try {
      value = this.tracker.track(this.fn);
    } catch (error) {
      // Keep the last good value; a binding must not break the pass that
      // applies the change list, nor a later flush of other bindings.
      reportError(error);
      return;
    }
    if (Object.is(value, this.last)) return;
    const previous = this.last;
    this.last = value;
    this.sink(this.el, this.name, value, previous);
  }

  /** The states its last evaluation read (empty if its tracker does not say). */
  get reads(): StateObject[] {
    return this.tracker.reads?.() ?? [];
  }

  /** Reader: a state read by the last evaluation changed; update at the next flush. */
  invalidate(_state?: StateObject, _previous?: unknown, _next?: unknown): void {
    if (this.disposed) return;
    dirty.add(this);
    if (!flushScheduled) {
      flushScheduled = true;
      scheduler(flushBindings);
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    dirty.delete(this);
    held.delete(this);
    this.tracker.dispose();
  }
}
