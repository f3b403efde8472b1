// @vitest-environment happy-dom
// React's hooks as their users write them (react-hooks.tsx), driven as a user
// would; what React would show is said where it differs.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import * as A from "./react-hooks.js";

beforeEach(() => {
  A.log.length = 0;
});
afterEach(() => vi.useRealTimers());

const texts = (c: HTMLElement, sel: string) => [...c.querySelectorAll(sel)].map((e) => e.textContent);

describe("React-style hooks", () => {
  it("useReducer with an init function: two dispatches in one handler make one pass", async () => {
    const user = userEvent.setup();
    const { container } = render(A.Stepper, { start: 3 });
    await user.click(screen.getByText("+2 steps"));
    expect(container.querySelector("output")!.textContent).toBe("5");
    await user.selectOptions(screen.getByLabelText("step"), "5");
    await user.click(screen.getByText("+2 steps"));
    expect(container.querySelector("output")!.textContent).toBe("15");
    await user.click(screen.getByText("reset"));
    expect(container.querySelector("output")!.textContent).toBe("3");
    expect((screen.getByLabelText("step") as HTMLSelectElement).value).toBe("1");
    expect(A.log).toEqual(["render 3", "render 5", "render 5", "render 15", "render 3"]);
  });

  it("useSyncExternalStore follows the store and unsubscribes when it leaves", () => {
    const store = A.createStore(true);
    const { container, unmount } = render(A.Online, { store });
    expect(store.listeners).toBe(1);
    store.set(false);
    flush();
    expect(container.innerHTML).toBe('<p class="off">offline</p>');
    store.set(true);
    flush();
    expect(container.innerHTML).toBe('<p class="on">online</p>');
    unmount();
    expect(store.listeners).toBe(0);
    expect(() => store.set(false)).not.toThrow();
  });

  it("an effect that measures and writes state is shown by the same render, and again on change", () => {
    const { container, rerender } = render(A.Measured, { text: "abc" });
    expect(container.querySelector("small")!.textContent).toBe("24px");
    rerender({ text: "abcdef" });
    expect(container.querySelector("small")!.textContent).toBe("48px");
  });

  it("state adjusted while composing when a prop changed (React's previous-props pattern)", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(A.Picker, { items: ["a", "b", "c"] });
    await user.click(screen.getByText("next"));
    await user.click(screen.getByText("next"));
    expect(container.querySelector("p")!.textContent).toBe("c");
    rerender({ items: ["x", "y"] });
    expect(container.querySelector("p")!.textContent).toBe("x");
    expectSameAsFresh(A.Picker, { items: ["x", "y"] }, container);
  });

  it("a child that writes its parent's state while composing settles in the same render", () => {
    const { container, rerender } = render(A.Parent, { count: 2 });
    expect(container.innerHTML).toBe("<b>4</b><i>2</i>");
    rerender({ count: 5 });
    expect(container.innerHTML).toBe("<b>10</b><i>5</i>");
  });

  it("a timer that writes state after its component left changes nothing and throws nothing", () => {
    vi.useFakeTimers();
    const { container, unmount } = render(A.Delayed, { ms: 50 });
    expect(container.textContent).toBe("waiting");
    unmount();
    expect(() => {
      vi.advanceTimersByTime(100);
      flush();
    }).not.toThrow();
    expect(A.log).toEqual(["timer wrote"]);
    expect(container.innerHTML).toBe("");
  });

  it("useMemo and useCallback recompute only when a dependency changed", () => {
    const prices = [10, 20];
    const { container, rerender } = render(A.Totals, { prices, rate: 0.1 });
    expect(container.textContent).toBe("33");
    rerender({ prices, rate: 0.2 });
    expect(container.textContent).toBe("36");
    fireEvent.click(container.querySelector("button")!);
    rerender({ prices: [5], rate: 0.2 });
    fireEvent.click(container.querySelector("button")!);
    expect(A.log).toEqual(["sum", "report 36", "sum", "report 6"]);
  });

  it("state remembered in a .map callback belongs to the row's key: it moves when rows are reordered", async () => {
    const user = userEvent.setup();
    const rows: A.Row[] = [
      { id: "a", title: "Alpha", body: "first" },
      { id: "b", title: "Beta", body: "second" },
      { id: "c", title: "Gamma", body: "third" },
    ];
    const { container, rerender } = render(A.Accordion, { rows });
    await user.click(screen.getByText("Beta"));
    const region = screen.getByRole("region");
    expect(region.textContent).toBe("second");
    expect(screen.getByText("Beta").getAttribute("aria-controls")).toBe(region.id);
    rerender({ rows: [rows[2]!, rows[0]!, rows[1]!] });
    expect(texts(container, "button")).toEqual(["Gamma", "Alpha", "Beta"]);
    expect(screen.getByRole("region").textContent).toBe("second");
    expect(screen.getByText("Beta").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Beta").getAttribute("aria-controls")).toBe(screen.getByRole("region").id);
    rerender({ rows: [rows[1]!] });
    expect(screen.getByRole("region").textContent).toBe("second");
  });

  it("state remembered in a keyed for…of body moves with the row too", async () => {
    const user = userEvent.setup();
    const rows: A.Row[] = [
      { id: "a", title: "Alpha", body: "" },
      { id: "b", title: "Beta", body: "" },
    ];
    const { container, rerender } = render(A.Votes, { rows });
    await user.click(screen.getByText("Beta: 0"));
    await user.click(screen.getByText("Beta: 1"));
    rerender({ rows: [rows[1]!, rows[0]!] });
    expect(texts(container, "button")).toEqual(["Beta: 2", "Alpha: 0"]);
  });
});
