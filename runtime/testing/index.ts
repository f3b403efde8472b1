/**
 * `composa/testing`: rendering composables in tests (DESIGN, "For users").
 *
 * - `render(App, props?)` composes `App` into a fresh `<div>` appended to
 *   `document.body` (so `@testing-library/dom`'s `screen` finds it), and
 *   settles it: writes made by effects while it composed are recomposed too.
 * - Every rendered composition is unmounted after each test: under vitest
 *   (with or without `globals`), or any runner with a global `afterEach`.
 *   Set `COMPOSA_SKIP_AUTO_CLEANUP=true` to call `cleanup()` yourself.
 * - Updates are flushed after each event that `@testing-library/dom`'s
 *   `fireEvent` or `@testing-library/user-event` dispatches (as React's `act`
 *   does), through testing-library's `eventWrapper`: the DOM is up to date
 *   when `fireEvent.click` returns. Anything else that writes state (a direct
 *   `el.click()`, a timer, a resolved promise) is recomposed in the next
 *   animation frame; call `flush()` to do it now, or wait with `findBy…`.
 *
 * @example
 * import { render } from "composa/testing";
 * import { screen, fireEvent } from "@testing-library/dom";
 * it("counts", () => {
 *   render(Counter, { label: "Clicks" });
 *   fireEvent.click(screen.getByRole("button", { name: "+1" }));
 *   expect(screen.getByText("Clicks: 1")).toBeTruthy();
 * });
 */
import { render as renderInto, type DomComposition } from "../dom/render.js";
import { flush as flushRecomposer } from "../recomposer.js";

export interface RenderResult<P extends object> {
  /** The `<div>` the composition owns (appended to `document.body`). */
  readonly container: HTMLElement;
  /** The composition itself (`composa/internal` reads it, e.g. devtools). */
  readonly composition: DomComposition;
  /** Recompose with new props, keeping state where the structure matches; then settle. */
  rerender(props: P): void;
  /** Dispose the composition (effect and ref cleanups run) and remove the container. Idempotent. */
  unmount(): void;
  /** Recompose every invalidated scope now and apply the changes (`flush` from `composa`). */
  flush(): void;
}

export interface RenderOptions {
  /** Render into this element instead of a fresh `<div>` (it is not removed on unmount). */
  container?: HTMLElement;
}

/** Props are optional only for composables whose props may all be omitted. */
type PropsArgs<P extends object> = {} extends P
  ? [props?: P, options?: RenderOptions]
  : [props: P, options?: RenderOptions];

const mounted = new Set<() => void>();

/** Compose `App` with `props` into a fresh container and settle it. */
export function render<P extends object>(
  App: (props: P) => void,
  ...[props, options]: PropsArgs<P>
): RenderResult<P> {
  const own = options?.container === undefined;
  const container = options?.container ?? document.body.appendChild(document.createElement("div"));
  let composition: DomComposition;
  try {
    composition = renderInto(App, container, props);
    flushRecomposer();
  } catch (error) {
    // A failed first render leaves nothing behind (composa/dom's render disposed it).
    if (own) container.remove();
    throw error;
  }
  let alive = true;
  const unmount = () => {
    if (!alive) return;
    alive = false;
    mounted.delete(unmount);
    composition.dispose();
    if (own) container.remove();
  };
  mounted.add(unmount);
  return {
    container,
    composition,
    rerender(next: P) {
      if (!alive) throw new Error("composa/testing: rerender() after unmount()");
      renderInto(App, container, next);
      flushRecomposer();
    },
    unmount,
    flush: flushRecomposer,
  };
}

/** Recompose every invalidated scope now (`flush` from `composa`). */
export const flush: () => void = flushRecomposer;

/** Unmount everything `render` mounted (runs after each test on its own; see the module comment). */
export function cleanup(): void {
  for (const unmount of [...mounted]) unmount();
}

// ---- Integration with the test runner and testing-library ------------------

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
 * browser never does). testing-library is optional: without it, `flush()`.
 */
const testingLibrary = await import("@testing-library/dom").catch(() => null);
if (testingLibrary !== null) {
  const previous = testingLibrary.getConfig().eventWrapper;
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
      if (depth === 0) flushRecomposer();
      return result as never;
    },
  });
}
