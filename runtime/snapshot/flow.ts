/**
 * `snapshotFlow`: "the canonical bridge from Compose to Flow" ("Compose
 * Internals"), here an `AsyncIterable`.
 */
import { Snapshot } from "./snapshot-api.js";

/**
 * The values of `block()` over time: the current one at once, then a new one
 * after each apply (or `Snapshot.sendApplyNotifications()`, which the
 * Recomposer calls at each frame) that changed a state `block` read, skipping
 * values `Object.is`-equal to the last one. A consumer that is busy sees only
 * the latest value (changes are conflated). Ending the iteration (`break`,
 * `return`, a throw in the loop) stops observing.
 *
 * With `LaunchedEffect`, it reacts to state whoever reads it, where a
 * `SideEffect` runs only when its own composable recomposes. A flow made
 * while a `LaunchedEffect`'s block starts (before its first `await`, as in
 * `for await (… of snapshotFlow(…))`) ends when that effect is aborted, as a
 * Kotlin flow collected in the effect's coroutine is cancelled with it:
 * otherwise a loop waiting for a change that never comes (the composable
 * left, its state with it) would keep its observer forever. `signal` ties it
 * to another `AbortSignal` instead.
 *
 * @example
 * LaunchedEffect(async (signal) => {
 *   for await (const items of snapshotFlow(() => [...todos])) {
 *     if (signal.aborted) break;
 *     localStorage.setItem("todos", JSON.stringify(items));
 *   }
 * });
 */
export function snapshotFlow<T>(block: () => T, signal: AbortSignal | null = launching): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator](): AsyncIterator<T> {
      let reads = new Set<object>();
      let dirty = true;
      let first = true;
      let done = false;
      let last: T | undefined;
      let wake: (() => void) | null = null;
      let handle: { dispose(): void } | null = null;

      const stop = () => {
        done = true;
        handle?.dispose();
        handle = null;
        signal?.removeEventListener("abort", stop);
        wake?.();
      };
      if (signal?.aborted) done = true;
      else signal?.addEventListener("abort", stop);

      /** Runs `block` in a read-only snapshot, noting the states it reads. */
      const read = (): T => {
        const seen = new Set<object>();
        const snapshot = Snapshot.takeSnapshot((state) => seen.add(state));
        try {
          return snapshot.enter(block);
        } finally {
          snapshot.dispose();
          reads = seen;
        }
      };

      return {
        async next(): Promise<IteratorResult<T>> {
          // Observe before the first read, so that no apply between the two is missed.
          handle ??= done
            ? null
            : Snapshot.registerApplyObserver((changed) => {
                for (const state of changed) {
                  if (!reads.has(state)) continue;
                  dirty = true;
                  wake?.();
                  return;
                }
              });
          while (!done) {
            if (dirty) {
              dirty = false;
              let value: T;
              try {
                value = read();
              } catch (error) {
                stop();
                throw error;
              }
              if (first || !Object.is(value, last)) {
                first = false;
                last = value;
                return { value, done: false };
              }
              continue;
            }
            await new Promise<void>((resolve) => (wake = resolve));
            wake = null;
          }
          return { value: undefined, done: true };
        },
        async return(): Promise<IteratorResult<T>> {
          stop();
          return { value: undefined, done: true };
        },
        async throw(error?: unknown): Promise<IteratorResult<T>> {
          stop();
          throw error;
        },
      };
    },
  };
}

/** The signal of the `LaunchedEffect` whose block is starting now (see `snapshotFlow`). */
let launching: AbortSignal | null = null;

/** Runs `start` (a `LaunchedEffect`'s block, up to its first `await`) with `signal` as flows' default. */
export function launchingWith<R>(signal: AbortSignal, start: () => R): R {
  const outer = launching;
  launching = signal;
  try {
    return start();
  } finally {
    launching = outer;
  }
}
