/** `currentRecomposeScope()`: a composable's handle on its own recompose scope (DESIGN.md, "Snapshots"). */
import { currentComposer } from "./remember.js";

/** What `currentRecomposeScope()` returns. */
export interface RecomposeScopeHandle {
  /** Recompose this composable in the next pass, whatever it read. */
  invalidate(): void;
}

/**
 * The recompose scope of the restartable composable being composed. Calling
 * `invalidate()` on it (from an event handler, a callback, an effect)
 * recomposes that composable in the next pass, as a write to a state it read
 * would. Use it to bridge state that is not observable.
 *
 * @example
 * function Clock(_: {}, $c: Composer, $changed: number) {
 *   const scope = currentRecomposeScope();
 *   LaunchedEffect(async (signal) => { while (!signal.aborted) { await tick(); scope.invalidate(); } });
 * }
 */
export function currentRecomposeScope(): RecomposeScopeHandle {
  const scope = currentComposer().currentRecomposeScope();
  if (scope === null) {
    throw new Error("Composa: currentRecomposeScope() must be called in a restartable composable's body");
  }
  scope.pin();
  return scope;
}
