// @vitest-environment happy-dom
// Effects where React and Compose code puts them (effect-edges.tsx): what runs,
// in which order, and what is reported.
import { fireEvent, screen } from "@testing-library/dom";
import { render as renderInto } from "composa/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AsyncSetup,
  Cleanups,
  Guarded,
  Keyed,
  Layered,
  Launch,
  LaunchedCleanup,
  log,
  Modal,
  Paged,
  Relabel,
  Remembered,
  Rows,
  SelfClosing,
  Subscribed,
  Rows2,
} from "./effect-edges.js";
import { expectSameAsFresh } from "./fresh.js";

const reported: unknown[] = [];
beforeEach(() => {
  // happy-dom lays nothing out: a lazy list 100px high composes its first rows.
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { get: () => 100, configurable: true });
  log.length = 0;
  reported.length = 0;
  vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

/** What `step` logged. */
function step(run: () => void): string[] {
  log.length = 0;
  run();
  return [...log];
}

/** The original messages (development builds report an EffectError naming the effect, with the original as its cause). */
const messages = () => reported.map((e) => (((e as Error).cause ?? e) as Error).message);

describe("effects in odd places", () => {
  it("cleanups run children before parents, on a key change before the new subtree starts", () => {
    const { rerender, unmount } = render(Keyed, { k: 1, show: true });
    expect(log).toEqual(["in b1", "in b1.a", "in b1.b", "side b1.a", "side b1.b"]);
    expect(step(() => rerender({ k: 2, show: true }))).toEqual([
      "out b1.b",
      "out b1.a",
      "out b1",
      "in b2",
      "in b2.a",
      "in b2.b",
      "side b2.a",
      "side b2.b",
    ]);
    expect(step(() => rerender({ k: 2, show: false }))).toEqual(["out b2.b", "out b2.a", "out b2"]);
    rerender({ k: 2, show: true });
    expect(step(unmount)).toEqual(["out b2.b", "out b2.a", "out b2"]);
  });

  it("a cleanup that throws is reported and the other cleanups still run", () => {
    const { container, rerender, unmount } = render(Cleanups, { show: true });
    expect(step(() => rerender({ show: false }))).toEqual([]);
    expect(messages()).toEqual(["cleanup failed"]);
    expectSameAsFresh(Cleanups, { show: false }, container);
    rerender({ show: true });
    expect(step(unmount)).toEqual(["out last", "out first"]);
    expect(messages()).toEqual(["cleanup failed", "cleanup failed"]);
  });

  it("moving rows runs none of their effects; removing one runs only its cleanup", () => {
    const { container, rerender } = render(Rows, { ids: [1, 2, 3] });
    expect(step(() => rerender({ ids: [3, 1, 2] }))).toEqual([]);
    expectSameAsFresh(Rows, { ids: [3, 1, 2] }, container);
    expect(step(() => rerender({ ids: [3, 2] }))).toEqual(["out row 1"]);
  });

  it("content that fails mid-pass starts no effect; the boundary's old content leaves", () => {
    const { container, rerender } = render(Guarded, { fail: false });
    expect(step(() => rerender({ fail: true }))).toEqual(["out ok 2", "out ok 1"]);
    expect(container.textContent).toBe("failed mid-pass");
    // As React's boundaries: the fallback stays until retry.
    rerender({ fail: false });
    expect(step(() => fireEvent.click(screen.getByRole("button")))).toEqual([
      "in ok 1",
      "in ok 2",
      "side ok 1",
      "side ok 2",
    ]);
    expectSameAsFresh(Guarded, { fail: false }, container);
  });

  it("a remembered value whose key changes is forgotten, the new one remembered", () => {
    const { rerender, unmount } = render(Remembered, { k: 1 });
    expect(log).toEqual(["remembered 1"]);
    expect(step(() => rerender({ k: 1 }))).toEqual([]);
    expect(step(() => rerender({ k: 2 }))).toEqual(["forgotten 1", "remembered 2"]);
    expect(step(unmount)).toEqual(["forgotten 2"]);
  });

  it("a launch that failed before a key change aborted it is reported; the abort itself is not", async () => {
    const { rerender } = render(Launch, { mode: "fails at once" });
    rerender({ mode: "waits" }); // aborts the first launch before its rejection is seen
    rerender({ mode: "waits again" }); // aborts the second: it rethrows its abort reason
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(messages()).toEqual(["failed before the abort"]);
  });

  it("an effect that disposes its own composition: every started effect is cleaned up, nothing starts after", () => {
    const container = document.body.appendChild(document.createElement("div"));
    const app = renderInto(SelfClosing, container, { quit: () => app.dispose() });
    const done = step(() => {
      container.querySelector("button")!.click();
      flush();
    });
    // As React's root.unmount() from an effect: the pass being applied finishes, then the
    // composition is disposed, so each effect that started has its cleanup run.
    expect(done).toEqual([
      "in before",
      "in quit",
      "in after",
      "side before",
      "side after",
      "out after",
      "out quit",
      "out before",
    ]);
    expect(container.childNodes.length).toBe(0);
    expect(reported).toEqual([]);
    expect(step(() => app.dispose())).toEqual([]);
  });

  it("flush() in an effect of a lazy row composed while its parent's pass is applied recomposes the parent right after it", () => {
    const container = document.body.appendChild(document.createElement("div"));
    renderInto(Rows2, container, { rows: [] });
    const app = renderInto(Rows2, container, { rows: ["a"] });
    expect(reported).toEqual([]);
    expect(log).toEqual(["measured 40"]);
    expect(container.querySelector("p")!.textContent).toBe("height 40");
    app.dispose();
  });

  it("render() into the container from an effect of a lazy row composed while its pass is applied renders once it ends", () => {
    const container = document.body.appendChild(document.createElement("div"));
    const relabel = () => renderInto(Relabel, container, { rows: ["a"], label: "second", relabel: () => {} });
    renderInto(Relabel, container, { rows: [], label: "first", relabel });
    const app = renderInto(Relabel, container, { rows: ["a"], label: "first", relabel });
    expect(reported).toEqual([]);
    expect(container.querySelector("p")!.textContent).toBe("second");
    app.dispose();
  });

  it("an effect whose setup changes its own key and flushes is cleaned up once it returns", () => {
    const page = mutableStateOf(1);
    const { container, unmount } = render(Paged, { page });
    expect(container.textContent).toBe("page 2");
    expect(log).toEqual(["subscribe 1", "subscribe 2", "unsubscribe 1"]);
    expect(step(unmount)).toEqual(["unsubscribe 2"]);
  });

  it("an object made while composing is a new key at every pass (as React's deps); its fields as keys are not", () => {
    const { rerender } = render(Subscribed, { room: "a", user: "u" });
    expect(step(() => fireEvent.click(screen.getByRole("button")))).toEqual(["object key a/u"]);
    expect(step(() => rerender({ room: "b", user: "u" }))).toEqual(["object key b/u", "field keys b/u"]);
  });

  it("a Portal's and a movable content's effects run in composition order with their parent's", () => {
    const target = document.body.appendChild(document.createElement("div"));
    const { rerender, unmount } = render(Layered, { target, show: true });
    expect(log).toEqual([
      "in before",
      "in portal",
      "in movable",
      "in after",
      "side before",
      "side portal",
      "side movable",
      "side after",
    ]);
    expect(step(() => rerender({ target, show: false }))).toEqual([
      "out after",
      "out movable",
      "out portal",
      "out before",
    ]);
    rerender({ target, show: true });
    expect(step(unmount)).toEqual(["out after", "out movable", "out portal", "out before"]);
  });

  it("an async DisposableEffect runs, with a development warning naming the composable and what to write instead", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { rerender } = render(AsyncSetup, { id: 1 });
      rerender({ id: 2 });
      expect(log).toEqual(["load 1", "load 2"]);
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(
          /^\[composa\] DisposableEffect's effect in AsyncSetup \(.*effect-edges\.tsx:\d+:\d+\) returned a promise.*LaunchedEffect/,
        ),
        expect.stringMatching(/in AsyncSetup .*returned a promise/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("a LaunchedEffect that returns a cleanup gets a development warning: nothing would call it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const { unmount } = render(LaunchedCleanup, {});
      unmount();
      expect(log).toEqual(["started"]);
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(
          /^Composa \[R029\]: the LaunchedEffect in LaunchedCleanup \(.*\) returned a function.*DisposableEffect/,
        ),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("a Portal's effect that closes the Portal: its other effects still start, then all are cleaned up", () => {
    const container = document.body.appendChild(document.createElement("div"));
    const target = document.body.appendChild(document.createElement("div"));
    const app = renderInto(Modal, container, { target });
    expect(log).toEqual(["in closer", "in second", "out second", "out closer"]);
    expect(reported).toEqual([]);
    expect(container.textContent).toBe("closed");
    expect(target.childNodes.length).toBe(0);
    app.dispose();
  });
});
