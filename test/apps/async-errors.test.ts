// @vitest-environment happy-dom
// async-errors.tsx: racing requests, a timer that stops with its component,
// errors in an effect, a handler and while composing, and a retried boundary.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asyncLog, config, CountdownPage, Dashboard, FailingEffect, SearchBox } from "./async-errors.js";

const reported: unknown[] = [];
beforeEach(() => {
  asyncLog.length = 0;
  reported.length = 0;
  vi.stubGlobal("reportError", (e: unknown) => reported.push(e));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch-like search: it rejects with an AbortError when its signal aborts, as fetch does. */
function fakeSearch() {
  const pending: { q: string; resolve: (r: string[]) => void; signal: AbortSignal }[] = [];
  const search = (q: string, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => {
      signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      pending.push({ q, resolve, signal });
    });
  return { pending, search };
}

const settle = async () => {
  await new Promise((r) => setTimeout(r, 0));
  flush();
};

describe("LaunchedEffect requests keyed by a fast-changing query", () => {
  it("each keystroke aborts the previous request; only the last result lands, whatever the order they answer in", async () => {
    const { pending, search } = fakeSearch();
    const user = userEvent.setup();
    const { container } = render(SearchBox, { search });
    await user.type(screen.getByLabelText("search"), "abc");
    expect(pending.map((p) => `${p.q} ${p.signal.aborted}`)).toEqual(["a true", "ab true", "abc false"]);
    expect(asyncLog).toEqual(["aborted a", "aborted ab"]);
    expect(screen.getByRole("status").textContent).toBe("loading");
    pending[2].resolve(["abc1", "abc2"]);
    await settle();
    pending[0].resolve(["a1"]); // late, and aborted long ago
    await settle();
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["abc1", "abc2"]);
    expect(screen.getByRole("status").textContent).toBe("done");
    await user.clear(screen.getByLabelText("search"));
    await settle();
    expect(container.querySelectorAll("li").length).toBe(0);
    expect(screen.getByRole("status").textContent).toBe("idle");
  });
});

describe("timers", () => {
  it("an interval ticks while its component is shown and is cleared when it leaves", () => {
    vi.useFakeTimers();
    const { container } = render(CountdownPage);
    vi.advanceTimersByTime(1000);
    flush();
    expect(container.querySelector(".left")!.textContent).toBe("2");
    screen.getByText("toggle").click();
    flush();
    expect(asyncLog).toEqual(["timer started", "timer cleared"]);
    // Its callback never runs again: it would have counted down to 0 and called onDone.
    vi.advanceTimersByTime(5000);
    flush();
    expect(container.querySelector(".done")!.textContent).toBe("running");
  });

  it("run to its end, it calls back and the page says so", () => {
    vi.useFakeTimers();
    const { container } = render(CountdownPage);
    vi.advanceTimersByTime(3000);
    flush();
    expect(container.querySelector(".left")!.textContent).toBe("0");
    expect(container.querySelector(".done")!.textContent).toBe("done");
  });
});

describe("errors: what the user sees", () => {
  it("while composing: the boundary's fallback; retry after the cause is fixed shows the content", async () => {
    const user = userEvent.setup();
    config.valid = false;
    const { container } = render(Dashboard);
    expect(screen.getByRole("alert").textContent).toContain("Something went wrong: chart config missing");
    await user.click(screen.getByText("Try again"));
    expect(screen.getByRole("alert")).toBeTruthy(); // still broken: the fallback again
    config.valid = true;
    await user.click(screen.getByText("Try again"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector("svg")!.getAttribute("data-points")).toBe("3");
  });

  it("in an event handler: reported with the handler and the composable, the writes before it kept, the app goes on", async () => {
    const user = userEvent.setup();
    config.valid = true;
    const { container } = render(Dashboard);
    await user.click(container.querySelector(".bad")!);
    expect(reported.map(String)).toEqual([
      expect.stringMatching(/HandlerError: .*click handler on <button> in Dashboard .*threw: handler broke/),
    ]);
    expect(container.querySelector(".bad")!.textContent).toBe("clicked 1");
    await user.click(container.querySelector(".bad")!);
    expect(container.querySelector(".bad")!.textContent).toBe("clicked 2");
  });

  it("in an effect: reported with the effect and the composable; the composition stays and updates", () => {
    const { container, rerender } = render(FailingEffect, { fail: true });
    expect(reported.map(String)).toEqual([
      expect.stringMatching(/EffectError: .*DisposableEffect in FailingEffect .*threw: effect broke/),
    ]);
    expect(container.textContent).toBe("failing");
    rerender({ fail: false });
    expect(container.textContent).toBe("fine");
    expect(asyncLog).toEqual(["effect ok"]);
  });
});
