// @vitest-environment happy-dom
// State written in odd places (writes.tsx): each has a defined outcome, never
// a loop without end or an internal TypeError.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Batch,
  Guarded,
  ImpureDerived,
  Later,
  Lifecycle,
  Reporter,
  Runaway,
  Settling,
  Trend,
} from "./writes.js";

afterEach(() => vi.useRealTimers());

describe("writes in odd places", () => {
  it("state set while composing from a prop change (React's derived-state pattern) settles in the same render", () => {
    const { container, rerender } = render(Trend, { value: 1 });
    expect(container.textContent).toBe("1 steady");
    rerender({ value: 3 });
    expect(container.textContent).toBe("3 up");
    rerender({ value: 2 });
    expect(container.textContent).toBe("2 down");
    rerender({ value: 2 });
    expect(container.textContent).toBe("2 down");
  });

  it("a composable that writes, while composing, what it reads is stopped with an error naming it", () => {
    expect(() => render(Runaway, {})).toThrow(/Composa \[R006\].*Runaway/);
  });

  it("a child writing its parent's state while composing: the parent catches up", () => {
    const { container } = render(Reporter, {});
    expect(container.querySelector("p")!.textContent).toBe("total 3");
    fireEvent.click(screen.getByText("more"));
    expect(container.querySelector("p")!.textContent).toBe("total 4");
  });

  it("writes in SideEffect and in DisposableEffect's setup and cleanup recompose", () => {
    expect(render(Settling, {}).container.textContent).toBe("3");
    const { container } = render(Lifecycle, {});
    expect(container.querySelector("p")!.textContent).toBe("mounted");
    fireEvent.click(screen.getByText("toggle"));
    expect(container.querySelector("p")!.textContent).toBe("mounted,unmounted");
    fireEvent.click(screen.getByText("toggle"));
    expect(container.querySelector("p")!.textContent).toBe("mounted,unmounted,mounted");
  });

  it("a derivedStateOf calculation that writes is an error naming the composable and the state", () => {
    expect(() => render(ImpureDerived, {})).toThrow(/ImpureDerived.*Composa \[R015\].*wrote to seen/);
  });

  it("many writes in one handler are one pass; a read after a write sees it", () => {
    let passes = 0;
    const { container } = render(Batch, { onCompose: () => passes++ });
    fireEvent.click(screen.getByText("five"));
    expect(passes).toBe(2);
    expect(container.querySelector("p")!.textContent).toBe("5 read 5");
  });

  it("writes from a microtask, a timer and a promise continuation all land", async () => {
    vi.useFakeTimers();
    const { container } = render(Later, {});
    await vi.runAllTimersAsync();
    flush();
    expect(container.textContent).toBe("111");
  });

  it("what content wrote while composing is dropped when it throws and its boundary shows the fallback", () => {
    const saved = mutableStateOf("initial");
    const { container, rerender } = render(Guarded, { saved, fail: false });
    rerender({ saved, fail: true });
    flush();
    expect(saved.value).toBe("initial");
    expect(container.textContent).toBe("initialfailedinitial");
    expectSameAsFresh(Guarded, { saved, fail: true }, container);
  });
});
