/**
 * Fake clocks (`vi.useFakeTimers()`, or any @sinonjs/fake-timers clock) in
 * tests that use testing-library.
 *
 * testing-library's `waitFor` (and so `findBy…`) polls with the global
 * `setTimeout` / `setInterval`, which a fake clock owns: nothing polls, and
 * even its own timeout never fires, so a test that waits for a debounced
 * call hangs until the runner kills it. Under jest it works, because
 * `waitFor` recognises jest's fake timers (a global `jest`) and then advances
 * the clock itself, one interval at a time, checking between steps, as
 * React Testing Library users rely on. `composa/testing` gives the same
 * behaviour under any runner: while a testing-library async call runs under a
 * fake clock, `waitFor` sees a `jest` whose `advanceTimersByTime` ticks that
 * clock, and each step is flushed (the updates its timers wrote are on screen
 * before the next check), as React Testing Library's `act` does.
 */
import type { Config } from "@testing-library/dom";
import { flush } from "../recomposer.js";

/** The part of a fake clock this uses: @sinonjs/fake-timers' `tick`. */
export interface FakeClock {
  tick(ms: number): unknown;
}

/**
 * The fake clock that owns `setTimeout`, if any: @sinonjs/fake-timers (which
 * vitest and jest use) marks each function it installs with its `clock`.
 */
export function fakeClock(): FakeClock | null {
  const timeout = globalThis.setTimeout as unknown as { clock?: Partial<FakeClock> };
  const clock = Object.prototype.hasOwnProperty.call(timeout, "clock") ? timeout.clock : undefined;
  return typeof clock?.tick === "function" ? (clock as FakeClock) : null;
}

type Global = { jest?: unknown };

/** The `jest` that testing-library's `waitFor` looks for: only what it calls. */
const lentJest = {
  advanceTimersByTime(ms: number): void {
    fakeClock()?.tick(ms);
  },
};

/**
 * The testing-library options that make `waitFor` advance a fake clock:
 * `asyncWrapper` lends `lentJest` for the duration of an async call made
 * under a fake clock (a real `jest` is left alone), and
 * `unstable_advanceTimersWrapper` flushes after each step.
 */
export function fakeClockConfig(previous: Config): Partial<Config> {
  const { asyncWrapper, unstable_advanceTimersWrapper: advanceTimersWrapper } = previous;
  let lent = 0; // async calls in flight with lentJest installed (they may overlap)
  return {
    asyncWrapper: async (run) => {
      const global = globalThis as Global;
      if (lent === 0 && (global.jest !== undefined || fakeClock() === null)) return asyncWrapper(run);
      if (lent++ === 0) global.jest = lentJest;
      try {
        return await asyncWrapper(run);
      } finally {
        if (--lent === 0 && global.jest === lentJest) delete global.jest;
      }
    },
    unstable_advanceTimersWrapper: async (advance) => {
      const result = await advanceTimersWrapper(advance);
      flush();
      return result;
    },
  };
}
