// @vitest-environment happy-dom
// What a React Testing Library user reaches for, in composa/testing: queries
// returned by render, debug, asFragment, act, renderHook, and fake timers
// with findBy / waitFor / user-event.
import { screen, waitFor } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { act, render, renderHook } from "composa/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  Counter,
  DarkTheme,
  DebouncedSearch,
  Delayed,
  effectLog,
  Fetcher,
  StateTheme,
  theme,
  useCounter,
  useThemeLabel,
  WithPortal,
} from "./test/apps.js";

afterEach(() => vi.useRealTimers());

describe("render's result", () => {
  it("has testing-library's queries, bound to document.body (portals included)", async () => {
    const target = document.body.appendChild(document.createElement("aside"));
    const { getByText, queryByText, findByText, getAllByRole } = render(WithPortal, { target });
    expect(getByText("inside").tagName).toBe("P");
    expect(getByText("in the portal").parentNode).toBe(target);
    expect(queryByText("nowhere")).toBeNull();
    expect(await findByText("inside")).toBeTruthy();
    expect(getAllByRole("paragraph")).toHaveLength(2);
    target.remove();
  });

  it("binds its queries to a given container, as React Testing Library does", async () => {
    render(Counter, { label: "Outside" });
    const host = document.body.appendChild(document.createElement("section"));
    const { getByRole, queryByText } = render(Counter, { label: "Inside" }, { container: host });
    const user = userEvent.setup();
    await user.click(getByRole("button", { name: "+1" }));
    expect(queryByText("Inside: 1")).toBeTruthy();
    expect(queryByText("Outside: 0")).toBeNull();
    host.remove();
  });

  it("puts a fresh container in a given baseElement and binds the queries there", () => {
    const base = document.body.appendChild(document.createElement("main"));
    render(Counter, { label: "Elsewhere" });
    const { container, queryByText } = render(Counter, { label: "Here" }, { baseElement: base });
    expect(container.parentNode).toBe(base);
    expect(queryByText("Here: 0")).toBeTruthy();
    expect(queryByText("Elsewhere: 0")).toBeNull();
    base.remove();
  });

  it("debug() prints the page as prettyDOM formats it", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const { debug, container } = render(Counter, { label: "Clicks" });
      debug();
      debug(container.querySelector("button")!);
      expect(log).toHaveBeenCalledTimes(2);
      expect(String(log.mock.calls[0]![0])).toMatch(/<body>[\s\S]*Clicks: 0/);
      expect(String(log.mock.calls[1]![0])).not.toContain("Clicks");
    } finally {
      log.mockRestore();
    }
  });

  it("asFragment() is a copy of the container's children at that moment", async () => {
    const { asFragment, getByRole } = render(Counter, { label: "Clicks" });
    const before = asFragment();
    await userEvent.setup().click(getByRole("button"));
    expect(before.textContent).toBe("Clicks: 0+1");
    expect(asFragment().textContent).toBe("Clicks: 1+1");
    expect(before.firstChild).not.toBe(asFragment().firstChild);
  });
});

describe("act", () => {
  it("recomposes after what it ran: a fake timer's write is on screen when it returns", () => {
    vi.useFakeTimers();
    render(Delayed);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("Shown")).toBeTruthy();
  });

  it("awaits an async callback, then recomposes", async () => {
    let resolve!: (text: string) => void;
    render(Fetcher, { load: () => new Promise<string>((r) => (resolve = r)) });
    const value = await act(async () => {
      resolve("data");
      await Promise.resolve();
      return 42;
    });
    expect(value).toBe(42);
    expect(screen.getByText("Got data")).toBeTruthy();
  });
});

describe("async data and fake timers", { timeout: 10_000 }, () => {
  it("findBy… waits for a LaunchedEffect's data", async () => {
    render(Fetcher, { load: () => new Promise((r) => setTimeout(() => r("late"), 20)) });
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(await screen.findByText("Got late")).toBeTruthy();
  });

  it("under vi.useFakeTimers(), findBy… and waitFor see a settled promise's write (no frame is awaited from the fake clock)", async () => {
    vi.useFakeTimers();
    render(Fetcher, { load: () => Promise.resolve("now") });
    expect(await screen.findByText("Got now")).toBeTruthy();
    render(Fetcher, { load: () => Promise.resolve("again") });
    await waitFor(() => expect(screen.getByText("Got again")).toBeTruthy());
  });

  it("under vi.useFakeTimers(), advancing the clock shows a timer's write after the await", async () => {
    vi.useFakeTimers();
    render(Delayed);
    await vi.advanceTimersByTimeAsync(999);
    expect(screen.queryByText("Shown")).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.getByText("Shown")).toBeTruthy();
  });

  it("under vi.useFakeTimers(), waitFor advances the clock as it does under jest: a debounced call comes", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = vi.fn();
    render(DebouncedSearch, { search });
    await user.type(screen.getByLabelText("Search"), "abc");
    expect(search).not.toHaveBeenCalled(); // typing itself moved the clock by nothing
    await waitFor(() => expect(search).toHaveBeenCalledWith("abc"));
    expect(search).toHaveBeenCalledTimes(1);
    expect(Date.now()).toBeGreaterThanOrEqual(300); // fake time: waitFor moved the clock past the debounce
  });

  it("under vi.useFakeTimers(), findBy… waits for a timer's write, and recomposes after each step", async () => {
    vi.useFakeTimers({ now: 0 });
    render(Delayed);
    expect(await screen.findByText("Shown", {}, { timeout: 2000 })).toBeTruthy();
    expect(Date.now()).toBe(1000); // 50 ms steps, each checked once recomposed, as under jest
  });

  it("under vi.useFakeTimers(), waitFor gives up at its timeout on the fake clock instead of hanging", async () => {
    vi.useFakeTimers({ now: 0 });
    const never = waitFor(() => expect(screen.queryByText("never")).not.toBeNull(), { timeout: 500 });
    await expect(never).rejects.toThrow("expected null not to be null");
    expect(Date.now()).toBe(500);
    expect("jest" in globalThis).toBe(false); // only lent while testing-library waited
  });

  it("user-event with advanceTimers: each click shows its update", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(Delayed);
    await user.click(screen.getByRole("button"));
    await user.click(screen.getByRole("button"));
    expect(screen.getByRole("button").textContent).toBe("clicked 2");
  });
});

describe("renderHook", () => {
  it("runs a use… composable alone: its value, its state through act, new props, its cleanup", () => {
    effectLog.length = 0;
    const { result, rerender, unmount } = renderHook((start: number) => useCounter(start), {
      initialProps: 5,
    });
    expect(result.current.count).toBe(5);
    act(() => result.current.increment());
    expect(result.current.count).toBe(6);
    rerender(100); // remembered state is kept, as a hook's is
    expect(result.current.count).toBe(6);
    expect(effectLog).toEqual(["counter from 5"]);
    unmount();
    expect(effectLog).toEqual(["counter from 5", "counter left"]);
  });
});

describe("renderHook's wrapper", () => {
  it("wraps the hook's host: a composition local it provides is what the hook reads; state, rerender and unmount as without", () => {
    const { result, rerender, unmount } = renderHook((name: string) => useThemeLabel(name), {
      initialProps: "save",
      wrapper: DarkTheme,
    });
    expect(result.current.label).toBe("save (dark, 0)");
    expect(document.querySelector(".themed")).not.toBeNull(); // the wrapper's own nodes are there
    act(() => result.current.click());
    expect(result.current.label).toBe("save (dark, 1)");
    rerender("open"); // the hook's state is kept inside the wrapper
    expect(result.current.label).toBe("open (dark, 1)");
    unmount();
    expect(document.querySelector(".themed")).toBeNull();
    // without a wrapper, the local's default
    expect(renderHook(() => useThemeLabel("x")).result.current.label).toBe("x (light, 0)");
  });

  it("a wrapper that composes again gives the hook the new value", () => {
    theme.value = "dark";
    const { result } = renderHook(() => useThemeLabel("menu"), { wrapper: StateTheme });
    expect(result.current.label).toBe("menu (dark, 0)");
    act(() => (theme.value = "sepia"));
    expect(result.current.label).toBe("menu (sepia, 0)");
  });

  it("render takes a wrapper too, as React Testing Library's does", () => {
    const { container } = render(Counter, { label: "Clicks" }, { wrapper: DarkTheme });
    expect(container.querySelector(".themed")!.textContent).toContain("Clicks: 0");
  });
});
