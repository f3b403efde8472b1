import { reportError } from "./report.js";
import { runtimeError } from "./messages.js";
import {
  hasPendingGlobalWrites,
  sendApplyNotifications,
  setNotificationScheduler,
} from "./snapshot/index.js";

/** What the Recomposer drives: a composition with invalid scopes to recompose. */
export interface Recomposable {
  /** Recomposes its invalid scopes and applies the changes; false if it had none. */
  recompose(): boolean;
  /** Names of the composables still invalid (for the error when a composition never settles). */
  describeInvalid(): string[];
  /** Forget every invalid scope (after that error, so that nothing spins). */
  dropInvalid(): void;
  /** Compositions inside others (subcompositions) have a depth: parents recompose first. */
  readonly depth?: number;
}

/** Other work a frame carries out after recomposition (composa/dom's deferred bindings). */
export interface FrameWork {
  hasWork(): boolean;
  run(): void;
  /**
   * Instead of `run`, in a frame or `flush()` where a pass failed: a failed pass applies nothing,
   * so work that would show the state it failed on (a deferred binding's new value) waits for a
   * pass that applies (DESIGN.md: the page keeps the last good state).
   */
  hold?(): void;
}

/**
 * Hears of each pass a composition made in a frame or `flush()`: `error` is
 * what it threw (the pass was dropped), undefined when it applied.
 */
export type PassListener = (composition: Recomposable, error: unknown) => void;

/** A composition that keeps invalidating itself is stopped after this many passes in one flush. */
const MAX_PASSES = 100;

const dirty = new Set<Recomposable>();
const frameWork: FrameWork[] = [];
let frameRequested = false;
let flushing = false;
/** Frames (flushes) so far. */
let frames = 0;

/** @internal The current frame's number (a pass outside any flush, as `render`'s, counts as the last one's). */
export function frameNumber(): number {
  return frames;
}
const passListeners = new Set<PassListener>();

/**
 * @internal Calls `listener` after each pass of a composition (development
 * tools: composa/vite's error overlay shows a failed one and closes once it
 * applies again); returns a function that stops it.
 */
export function watchPasses(listener: PassListener): () => void {
  passListeners.add(listener);
  return () => passListeners.delete(listener);
}

/** @internal A composition has invalid scopes: recompose it in the next frame. */
export function scheduleRecompose(composition: Recomposable): void {
  dirty.add(composition);
  requestFrame();
}

/** @internal A disposed composition never recomposes again. */
export function unscheduleRecompose(composition: Recomposable): void {
  dirty.delete(composition);
}

/**
 * Adds work every frame (and every `flush()`) carries out after recomposing,
 * until it has none; returns a function that removes it. `composa/dom` uses
 * it for deferred bindings, so that they update in the same frame.
 */
export function addFrameWork(work: FrameWork): () => void {
  frameWork.push(work);
  return () => {
    const at = frameWork.indexOf(work);
    if (at >= 0) frameWork.splice(at, 1);
  };
}

/**
 * Asks for a frame: `requestAnimationFrame` where there is one, a microtask
 * elsewhere. Many writes in one frame give one pass.
 */
export function requestFrame(): void {
  if (frameRequested) return;
  frameRequested = true;
  const run = () => {
    // Still requested while this frame flushes: what its passes invalidate (the write that
    // asked for the frame reaches its readers only now) is served by the same flush, which
    // loops until nothing is left; asking again would cost an empty frame per write.
    try {
      flush();
    } catch (error) {
      // A frame has no caller to throw to: report, and keep the last good state.
      reportError(error);
    } finally {
      frameRequested = false;
    }
    if (workLeft()) requestFrame();
  };
  scheduleFrame(run);
}

/** A frame: `requestAnimationFrame` where there is one, a microtask elsewhere. */
function animationFrame(run: () => void): void {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(run);
  else queueMicrotask(run);
}

let scheduleFrame: (run: () => void) => void = animationFrame;

/**
 * @internal How the next frame is asked for; `null` restores the default
 * (`requestAnimationFrame`, else a microtask). `composa/testing` adds a
 * microtask while a fake clock stands in for `requestAnimationFrame` (its
 * frames come only when a test advances it). `run` must be called once.
 */
export function setFrameScheduler(schedule: ((run: () => void) => void) | null): void {
  scheduleFrame = schedule ?? animationFrame;
}

/**
 * Recomposes every invalidated scope now and applies the changes, effects
 * included; then runs the frame's other work (deferred bindings). Writes made
 * meanwhile (by composition or effects) give further passes, up to a bound.
 * Throws a `CompositionError` naming the composable when one throws; that
 * composition keeps its last good state.
 *
 * @example
 * count.value++;
 * flush();
 * expect(container.textContent).toBe("1");
 */
export function flush(): void {
  if (flushing) return; // an effect calling flush() is served by the loop below
  flushing = true;
  frames++;
  let failure: unknown = null;
  try {
    for (let pass = 0; ; pass++) {
      if (pass === MAX_PASSES) throw unsettled();
      let worked = false;
      // Writes made outside any snapshot since the last pass reach their readers (scopes invalidate,
      // compositions become dirty) and the apply observers (snapshotFlow): DESIGN.md, "Snapshots".
      try {
        sendApplyNotifications();
      } catch (error) {
        failure ??= error; // a reader that threw: the others were told, the pass goes on
      }
      const order = [...dirty];
      // Parents first (a parent's pass may compose its subcompositions); otherwise in the order they were invalidated.
      if (order.length > 1) order.sort((a, b) => (a.depth ?? 0) - (b.depth ?? 0));
      for (const composition of order) {
        dirty.delete(composition);
        try {
          const ran = composition.recompose();
          worked = ran || worked;
          if (ran) for (const listener of passListeners) listener(composition, undefined);
        } catch (error) {
          failure ??= error;
          for (const listener of passListeners) listener(composition, error);
        }
      }
      for (const work of frameWork) {
        if (!work.hasWork()) continue;
        if (failure !== null && work.hold !== undefined) work.hold();
        else {
          work.run();
          worked = true;
        }
      }
      // Effects and frame work may have written state: those writes are sent at the top of the next pass.
      if (!worked || !workLeft()) break;
    }
  } finally {
    flushing = false;
  }
  if (failure !== null) throw failure;
}

/** Compositions to recompose, writes not yet sent to their readers, or frame work waiting. */
function workLeft(): boolean {
  return dirty.size > 0 || hasPendingGlobalWrites() || frameWork.some((w) => w.hasWork());
}

// The first write outside any snapshot since the last frame asks for one: its flush sends the
// notifications (readers, apply observers), as Compose's frame clock does.
setNotificationScheduler(requestFrame);

/** True when a composition waits to recompose (tests, devtools). Writes not yet sent to their readers: `hasPendingGlobalWrites`. */
export function hasPendingRecompositions(): boolean {
  return dirty.size > 0;
}

function unsettled(): Error {
  // The last pass's effects may have written again: those writes reach their readers now, so
  // that the error names them and they are dropped with the rest (or the next frame would
  // start the same loop again, and again at every frame).
  try {
    sendApplyNotifications();
  } catch {
    // a reader that threw: the loop is what is reported
  }
  const names = new Set<string>();
  for (const composition of dirty) {
    for (const name of composition.describeInvalid()) names.add(name);
    composition.dropInvalid();
  }
  dirty.clear();
  return runtimeError("R006", { passes: MAX_PASSES, names: [...names].join(", ") || "a composable" });
}
