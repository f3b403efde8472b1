/**
 * `composa/testing`: rendering composables in tests (DESIGN, "For users"),
 * for React Testing Library users:
 *
 * - `render(App, props?)` composes `App` into a fresh `<div>` appended to
 *   `document.body` and settles it (writes made by effects while it composed
 *   are recomposed too); it returns the container, testing-library's queries
 *   bound to the page, `rerender(props)`, `unmount()`, `debug()`,
 *   `asFragment()` and `flush()` (`render.ts`).
 * - Every rendered composition is unmounted after each test, updates are
 *   flushed after each event `fireEvent` or `user-event` dispatches (as
 *   React's `act` does), and frames keep coming under fake timers
 *   (`runner.ts`), where `waitFor` advances the fake clock as it does under
 *   jest (`fake-clock.ts`). Anything else that writes state (a direct `el.click()`, a
 *   timer, a resolved promise) is recomposed in the next frame: call
 *   `flush()` or `act(…)` to do it now, or wait with `findBy…`.
 * - `renderHook(useThing)` runs a value composable alone (`render-hook.ts`).
 * - Both take a `wrapper`, a composable placed around the one under test
 *   (to provide composition locals), as React Testing Library's (`wrapper.ts`).
 *
 * @example
 * import { render } from "composa/testing";
 * import { fireEvent, screen } from "@testing-library/dom";
 * it("counts", () => {
 *   render(Counter, { label: "Clicks" });
 *   fireEvent.click(screen.getByRole("button", { name: "+1" }));
 *   expect(screen.getByText("Clicks: 1")).toBeTruthy();
 * });
 */
import "./runner.js";
import { flush as flushRecomposer } from "../recomposer.js";

export { render, cleanup } from "./render.js";
export type { RenderResult, RenderOptions, BoundQueries } from "./render.js";
export type { Wrapper } from "./wrapper.js";
export { renderHook } from "./render-hook.js";
export type { RenderHookResult, RenderHookOptions } from "./render-hook.js";
export { act } from "./act.js";

/** Recompose every invalidated scope now (`flush` from `composa`). */
export const flush: () => void = flushRecomposer;
