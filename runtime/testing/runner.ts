/**
 * What `composa/testing` does on import to fit the test runner and
 * testing-library, as React Testing Library does:
 *
 * - unmount every rendered composition after each test (vitest with or without
 *   `globals`, or any runner with a global `afterEach`), unless
 *   `COMPOSA_SKIP_AUTO_CLEANUP` is set;
 * - flush after each event `fireEvent` or `user-event` dispatches;
 * - keep frames coming under a fake clock (`vi.useFakeTimers()`), and let
 *   `waitFor` advance that clock as it does under jest (`fake-clock.ts`).
 */
import { flush, setFrameScheduler } from "../recomposer.js";
import { fakeClockConfig } from "./fake-clock.js";
import { cleanup } from "./render.js";
import { testingLibrary } from "./testing-library.js";

type Env = { process?: { env?: Record<string, string | undefined> }; afterEach?: (fn: () => void) => void };
const env = globalThis as Env;
const variables = env.process?.env ?? {};

if (!variables.COMPOSA_SKIP_AUTO_CLEANUP) {
  if (typeof env.afterEach === "function") {
    env.afterEach(cleanup);
  } else if (variables.VITEST) {
    // vitest without `globals`: its hooks are imports. This module is evaluated
    // while a test file is collected, so the hook belongs to that file.
    const { afterEach } = await import("vitest");
    afterEach(cleanup);
  }
}

/**
 * `fireEvent` and `user-event` dispatch every event through testing-library's
 * `eventWrapper`: flushing there makes an event's updates visible when the
 * dispatch returns, after all its handlers ran (flushing from inside the
 * dispatch would show later handlers of the same event a changed DOM, which a
 * browser never does). Without testing-library: `flush()`.
 */
if (testingLibrary !== null) {
  const config = testingLibrary.getConfig();
  const previous = config.eventWrapper;
  let depth = 0; // an event dispatched by a handler (a label's click) flushes with the outer one
  testingLibrary.configure({
    eventWrapper: (dispatch) => {
      let result: unknown;
      depth++;
      try {
        previous(() => {
          result = dispatch();
        });
      } finally {
        depth--;
      }
      if (depth === 0) flush();
      return result as never;
    },
    ...fakeClockConfig(config),
  });
}

/**
 * Under `vi.useFakeTimers()` (or any @sinonjs/fake-timers clock, which marks
 * what it fakes with a `clock` property) `requestAnimationFrame` is the
 * clock's: its frame comes only when the test advances the clock, so a write
 * from a settled promise would never show and `findBy…` would wait forever.
 * Then a microtask is asked for too, and whichever comes first recomposes:
 * after any `await` the DOM is up to date, as it is with React (whose scheduler
 * fake timers do not reach), and advancing the clock past a frame still works.
 */
setFrameScheduler((run) => {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  const frame = globalThis.requestAnimationFrame;
  if (typeof frame !== "function") {
    queueMicrotask(once);
    return;
  }
  frame(once);
  if ("clock" in frame) queueMicrotask(once);
});
