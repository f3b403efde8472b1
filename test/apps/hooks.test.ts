// @vitest-environment happy-dom
// Custom hooks (use* composables) behave as their React counterparts: each
// step compared with a fresh composition of the same state where it applies.
import { fireEvent, screen } from "@testing-library/dom";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { Clock, Counter, Debounced, log, Media, Stored, User, Wide } from "./hooks.js";

beforeEach(() => {
  log.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const text = (c: HTMLElement, sel: string) => c.querySelector(sel)?.textContent;

describe("custom hooks", () => {
  it("useCounter and usePrevious", () => {
    const { container } = render(Counter, { start: 5 });
    expect(text(container, "output")).toBe("5 (was none)");
    fireEvent.click(screen.getByText("+"));
    expect(text(container, "output")).toBe("6 (was 5)");
    fireEvent.click(screen.getByText("+"));
    fireEvent.click(screen.getByText("-"));
    expect(text(container, "output")).toBe("6 (was 7)");
    fireEvent.click(screen.getByText("reset"));
    expect(text(container, "output")).toBe("5 (was 6)");
  });

  it("useFetch aborts the old request on a key change and a late old response does not win", async () => {
    const pending = new Map<
      string,
      { resolve: (v: string) => void; reject: (e: unknown) => void; signal: AbortSignal }
    >();
    const fetcher = (url: string, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => pending.set(url, { resolve, reject, signal }));
    const { container, rerender } = render(User, { id: 1, fetcher });
    expect(text(container, "p")).toBe("loading");
    rerender({ id: 2, fetcher });
    expect(pending.get("/users/1")!.signal.aborted).toBe(true);
    expect(log).toEqual(["abort /users/1"]);
    pending.get("/users/2")!.resolve("Grace");
    await Promise.resolve();
    await Promise.resolve();
    flush();
    expect(text(container, "p.data")).toBe("Grace");
    pending.get("/users/1")!.resolve("Ada"); // late
    await Promise.resolve();
    await Promise.resolve();
    flush();
    expect(text(container, "p.data")).toBe("Grace");
    rerender({ id: 3, fetcher });
    expect(text(container, "p")).toBe("loading");
    pending.get("/users/3")!.reject(new Error("404"));
    await vi.runAllTimersAsync();
    flush();
    expect(text(container, "p.error")).toBe("Error: 404");
  });

  it("useInterval follows a changing delay and the latest callback", () => {
    const { container, rerender, unmount } = render(Clock, { ms: 100 as number | null });
    vi.advanceTimersByTime(250);
    flush();
    expect(text(container, "output")).toBe("2");
    fireEvent.click(screen.getByText("big steps"));
    vi.advanceTimersByTime(100);
    flush();
    expect(text(container, "output")).toBe("12");
    rerender({ ms: 1000 });
    expect(log).toEqual(["interval 100", "clear 100", "interval 1000"]);
    vi.advanceTimersByTime(999);
    flush();
    expect(text(container, "output")).toBe("12");
    rerender({ ms: null });
    vi.advanceTimersByTime(5000);
    flush();
    expect(text(container, "output")).toBe("12");
    unmount();
    expect(log).toEqual(["interval 100", "clear 100", "interval 1000", "clear 1000"]);
  });

  it("useDebounced settles after a pause", () => {
    const { container } = render(Debounced, {});
    const input = screen.getByLabelText("q");
    fireEvent.input(input, { target: { value: "a" } });
    vi.advanceTimersByTime(200);
    fireEvent.input(input, { target: { value: "ab" } });
    vi.advanceTimersByTime(200);
    flush();
    expect(text(container, "output")).toBe("");
    vi.advanceTimersByTime(100);
    flush();
    expect(text(container, "output")).toBe("ab");
  });

  it("useLocalStorage reads, writes and switches keys", () => {
    localStorage.clear();
    localStorage.setItem("b", "Bea");
    const { rerender } = render(Stored, { storageKey: "a" });
    const input = () => screen.getByLabelText<HTMLInputElement>("name");
    expect(input().value).toBe("anon");
    fireEvent.input(input(), { target: { value: "Al" } });
    expect(localStorage.getItem("a")).toBe("Al");
    rerender({ storageKey: "b" });
    expect(input().value).toBe("Bea");
    rerender({ storageKey: "a" });
    expect(input().value).toBe("Al");
  });

  it("useWindowSize listens and removes its listener on dispose", () => {
    // jsdom has no matchMedia (its users stub it, as here); happy-dom's is used as it is.
    if (typeof window.matchMedia !== "function") {
      const list = { matches: false, addEventListener() {}, removeEventListener() {} };
      vi.stubGlobal("matchMedia", () => list);
      onTestFinished(() => void vi.unstubAllGlobals());
    }
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const { container, unmount } = render(Media, {});
    const listener = add.mock.calls.find((c) => c[0] === "resize")![1];
    (window as unknown as { innerWidth: number }).innerWidth = 1234;
    window.dispatchEvent(new Event("resize"));
    flush();
    expect(text(container, "p")).toContain("1234");
    unmount();
    expect(remove.mock.calls.some((c) => c[0] === "resize" && c[1] === listener)).toBe(true);
    expect(log).toEqual(["listen resize", "unlisten resize"]);
  });

  it("useFetch: a response after the composable left writes nowhere and throws nothing", async () => {
    let resolve!: (v: string) => void;
    let signal!: AbortSignal;
    const fetcher = (_url: string, s: AbortSignal) => {
      signal = s;
      return new Promise<string>((r) => (resolve = r));
    };
    const { container, unmount } = render(User, { id: 1, fetcher });
    unmount();
    expect(signal.aborted).toBe(true);
    resolve("late");
    await vi.runAllTimersAsync();
    expect(() => flush()).not.toThrow();
    expect(container.childNodes.length).toBe(0);
  });

  it("useMediaQuery follows its query's changes and stops listening when the query changes or it leaves", () => {
    const lists = new Map<string, { matches: boolean; listeners: Set<() => void> }>();
    const list = (query: string) => {
      if (!lists.has(query)) lists.set(query, { matches: false, listeners: new Set() });
      const entry = lists.get(query)!;
      return {
        get matches() {
          return entry.matches;
        },
        addEventListener: (_: string, f: () => void) => entry.listeners.add(f),
        removeEventListener: (_: string, f: () => void) => entry.listeners.delete(f),
      };
    };
    vi.stubGlobal("matchMedia", list);
    try {
      const { container, rerender, unmount } = render(Wide, { query: "(min-width: 800px)" });
      const wide = lists.get("(min-width: 800px)")!;
      expect(container.textContent).toBe("narrow");
      wide.matches = true;
      wide.listeners.forEach((f) => f());
      flush();
      expect(container.textContent).toBe("wide");
      rerender({ query: "(min-width: 1200px)" });
      expect(container.textContent).toBe("narrow");
      expect(wide.listeners.size).toBe(0);
      unmount();
      expect(lists.get("(min-width: 1200px)")!.listeners.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
