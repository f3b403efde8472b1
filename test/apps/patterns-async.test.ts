// @vitest-environment happy-dom
// Async work: each request is answered by hand, in the order a race would give.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  Poller,
  Retrying,
  SaveForm,
  Search,
  UserPage,
  UserPageFlag,
  pollLog,
  type Api,
} from "./patterns-async.js";

interface Call {
  path: string;
  signal: AbortSignal | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A fetch stand-in whose calls wait until the test answers them. */
function fakeApi() {
  const calls: Call[] = [];
  const api: Api = (path, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ path, signal, resolve, reject });
      signal?.addEventListener("abort", () => reject(signal.reason));
    });
  const call = (path: string) => {
    const found = calls.findLast((c) => c.path === path);
    if (!found) throw new Error(`no call to ${path}; calls: ${calls.map((c) => c.path).join(", ")}`);
    return found;
  };
  return { api, calls, call };
}

/** Let promise callbacks run, then recompose. */
async function settle() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  flush();
}

const reported: unknown[] = [];
beforeEach(() => {
  reported.length = 0;
  pollLog.length = 0;
  vi.stubGlobal("reportError", (e: unknown) => reported.push(e));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("loading, error and data", () => {
  it("shows loading, then data; an error offers a retry that loads again", async () => {
    const { api, call } = fakeApi();
    const { container } = render(UserPage, { id: 1, api });
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(container.querySelector("article")!.getAttribute("aria-busy")).toBe("true");
    call("/users/1").reject(new Error("503"));
    await settle();
    expect(screen.getByRole("alert").textContent).toBe("Failed: 503");
    fireEvent.click(screen.getByText("Try again"));
    expect(screen.getByRole("status")).toBeTruthy();
    call("/users/1").resolve({ name: "Ada" });
    await settle();
    expect(container.querySelector("h1")!.textContent).toBe("Ada");
    expect(container.querySelector("article")!.getAttribute("aria-busy")).toBe("false");
    expect(reported).toEqual([]);
  });

  it("a key change aborts the old request; its late answer never shows", async () => {
    const { api, call } = fakeApi();
    const { container, rerender } = render(UserPage, { id: 1, api });
    rerender({ id: 2, api });
    expect(call("/users/1").signal!.aborted).toBe(true);
    call("/users/2").resolve({ name: "Grace" });
    await settle();
    expect(container.querySelector("h1")!.textContent).toBe("Grace");
    call("/users/1").resolve({ name: "Ada (stale)" });
    await settle();
    expect(container.querySelector("h1")!.textContent).toBe("Grace");
    // back to 1: a new request, not the stale one
    rerender({ id: 1, api });
    expect(screen.getByRole("status")).toBeTruthy();
    call("/users/1").resolve({ name: "Ada" });
    await settle();
    expect(container.querySelector("h1")!.textContent).toBe("Ada");
    // the aborted rejection is not reported as an error
    expect(reported).toEqual([]);
  });

  it("the cleanup-flag version: the response to the old id, answered last, does not win", async () => {
    const { api, call } = fakeApi();
    const { container, rerender } = render(UserPageFlag, { id: 1, api });
    rerender({ id: 2, api });
    call("/users/2").resolve({ name: "Grace" });
    await settle();
    call("/users/1").resolve({ name: "Ada" });
    await settle();
    expect(container.querySelector("h1")!.textContent).toBe("Grace");
  });

  it("unmounting while a request is out: the answer writes to a state nobody reads, nothing is reported", async () => {
    const { api, call } = fakeApi();
    const { unmount } = render(UserPage, { id: 1, api });
    const out = call("/users/1");
    unmount();
    expect(out.signal!.aborted).toBe(true);
    out.resolve({ name: "late" });
    await settle();
    expect(reported).toEqual([]);
  });
});

describe("retries", () => {
  it("backs off between attempts and shows each failure; gives up after the last", async () => {
    vi.useFakeTimers();
    const { api, calls } = fakeApi();
    const { container } = render(Retrying, { api, attempts: 3 });
    calls[0]!.reject(new Error("timeout"));
    await settle();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["attempt 1: timeout"]);
    expect(calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.length).toBe(2);
    calls[1]!.reject(new Error("reset"));
    await settle();
    await vi.advanceTimersByTimeAsync(150);
    expect(calls.length).toBe(2); // 200 ms the second time
    await vi.advanceTimersByTimeAsync(50);
    expect(calls.length).toBe(3);
    calls[2]!.reject(new Error("timeout"));
    await settle();
    expect(container.querySelector("output")!.textContent).toBe("gave up");
    expect(container.querySelectorAll("li").length).toBe(3);
  });

  it("succeeds on a later attempt; unmounting during the backoff stops the loop", async () => {
    vi.useFakeTimers();
    const first = fakeApi();
    const { container } = render(Retrying, { api: first.api, attempts: 5 });
    first.calls[0]!.reject(new Error("x"));
    await settle();
    await vi.advanceTimersByTimeAsync(100);
    first.calls[1]!.resolve("done");
    await settle();
    expect(container.querySelector("output")!.textContent).toBe("done");

    const second = fakeApi();
    const { unmount } = render(Retrying, { api: second.api, attempts: 5 });
    second.calls[0]!.reject(new Error("x"));
    await settle();
    unmount();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.calls.length).toBe(1);
  });
});

describe("a debounced search box", () => {
  it("sends one request after the typing pauses; an older answer that arrives late is dropped", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api, calls, call } = fakeApi();
    const { container } = render(Search, { api });
    const box = screen.getByLabelText("Search");
    await user.type(box, "ada");
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.path)).toEqual(["/search?q=ada"]);
    flush();
    expect(container.querySelector(".spinner")).not.toBeNull();
    // typing again before the answer: the old request is aborted
    await user.type(box, " l");
    expect(call("/search?q=ada").signal!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(250);
    call("/search?q=ada%20l").resolve(["Ada Lovelace"]);
    call("/search?q=ada").resolve(["Ada (stale)"]);
    await settle();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["Ada Lovelace"]);
    expect(container.querySelector(".spinner")).toBeNull();
    await user.clear(box);
    await settle();
    expect(container.querySelectorAll("li").length).toBe(0);
    expect(calls.length).toBe(2);
    expect(reported).toEqual([]);
  });
});

describe("polling", () => {
  it("polls at its interval, restarts when the interval changes, stops when paused and unmounted", async () => {
    vi.useFakeTimers();
    let n = 10;
    const api: Api = () => Promise.resolve(n++);
    const { container, rerender, unmount } = render(Poller, { api, every: 1000 });
    await settle();
    expect(container.querySelector("p")!.textContent).toBe("10 online");
    await vi.advanceTimersByTimeAsync(1000);
    flush();
    expect(container.querySelector("p")!.textContent).toBe("11 online");
    rerender({ api, every: 500 });
    await settle();
    expect(container.querySelector("p")!.textContent).toBe("12 online");
    await vi.advanceTimersByTimeAsync(500);
    flush();
    expect(container.querySelector("p")!.textContent).toBe("13 online");
    fireEvent.click(screen.getByText("Pause"));
    await vi.advanceTimersByTimeAsync(5000);
    flush();
    expect(container.querySelector("p")!.textContent).toBe("13 online");
    fireEvent.click(screen.getByText("Resume"));
    await settle();
    expect(container.querySelector("p")!.textContent).toBe("14 online");
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(n).toBe(15);
    expect(pollLog).toEqual(["start 1000", "stop 1000", "start 500", "stop 500", "start 500", "stop 500"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("await in a handler", () => {
  it("disables while saving, then writes the result; a failure shows its message", async () => {
    const { api, call } = fakeApi();
    const user = userEvent.setup();
    const { container } = render(SaveForm, { api });
    await user.click(screen.getByText("Save"));
    expect(screen.getByRole("button").textContent).toBe("Saving…");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(true);
    call("/save?title=Draft").resolve({ version: 1 });
    await settle();
    expect(screen.getByRole("status").textContent).toBe("Saved version 1");
    expect((screen.getByRole("button") as HTMLButtonElement).disabled).toBe(false);
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Final");
    await user.click(screen.getByText("Save"));
    expect(screen.queryByRole("status")).toBeNull();
    call("/save?title=Final").reject(new Error("conflict"));
    await settle();
    expect(screen.getByRole("status").textContent).toBe("Could not save: conflict");
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["v1: Draft"]);
    expect(screen.getByRole("button").textContent).toBe("Save");
  });
});
