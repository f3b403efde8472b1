// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { events, Search, Stopwatch } from "./effects.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("an interval starts, changes speed and stops with its cleanup", () => {
  events.length = 0;
  const running = mutableStateOf(false);
  const { container, unmount } = render(Stopwatch, { running });
  const output = container.querySelector("output")!;
  const reset = screen.getByRole<HTMLButtonElement>("button", { name: "Reset" });
  expect(reset.disabled).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Start" }));
  expect(events).toEqual(["start 100"]);
  vi.advanceTimersByTime(350);
  flush();
  expect(output.textContent).toBe("3");
  expect(reset.disabled).toBe(false);
  fireEvent.click(screen.getByRole("button", { name: "Speed" }));
  expect(events).toEqual(["start 100", "stop 100", "start 50"]);
  vi.advanceTimersByTime(100);
  flush();
  expect(output.textContent).toBe("5");
  fireEvent.click(screen.getByRole("button", { name: "Stop" }));
  expect(events.at(-1)).toBe("stop 50");
  vi.advanceTimersByTime(1000);
  flush();
  expect(output.textContent).toBe("5");
  fireEvent.click(reset);
  expect(output.textContent).toBe("0");
  expect(reset.disabled).toBe(true);
  running.value = true;
  flush();
  expect(events.at(-1)).toBe("start 50");
  unmount();
  expect(events.at(-1)).toBe("stop 50");
});

it("a debounced search cancels stale requests and shows the latest results", async () => {
  const calls: string[] = [];
  const fetcher = async (q: string) => {
    calls.push(q);
    return q === "zz" ? [] : [`${q}1`, `${q}2`];
  };
  const { container } = render(Search, { fetcher });
  const input = screen.getByLabelText<HTMLInputElement>("Search");
  const status = container.querySelector(".status")!;
  fireEvent.input(input, { target: { value: "a" } });
  expect(status.textContent).toBe("loading");
  await vi.advanceTimersByTimeAsync(100);
  fireEvent.input(input, { target: { value: "ab" } });
  await vi.advanceTimersByTimeAsync(250);
  flush();
  expect(calls).toEqual(["ab"]);
  expect(status.textContent).toBe("done");
  expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["1. ab1", "2. ab2"]);
  expect(document.title).toBe("done: ab");
  fireEvent.input(input, { target: { value: "zz" } });
  await vi.advanceTimersByTimeAsync(250);
  flush();
  expect(container.querySelector("ul")).toBeNull();
  expect(container.querySelector(".none")!.textContent).toBe("No results for “zz”");
  fireEvent.input(input, { target: { value: "" } });
  flush();
  expect(status.textContent).toBe("idle");
  expect(container.querySelector(".none")).toBeNull();
  expect(document.title).toBe("idle:"); // a title is trimmed
});

it("a timer that writes state after its composition left changes nothing and throws nothing", () => {
  const running = mutableStateOf(true);
  const { container, unmount } = render(Stopwatch, { running });
  // The interval is stopped by its cleanup; a write from a stale closure is harmless too.
  const reset = container.querySelector<HTMLButtonElement>("button:nth-of-type(3)")!;
  unmount();
  running.value = false;
  vi.advanceTimersByTime(1000);
  expect(() => flush()).not.toThrow();
  fireEvent.click(reset);
  expect(() => flush()).not.toThrow();
  expect(container.childNodes.length).toBe(0);
});
