// @vitest-environment happy-dom
// compose-state.tsx: hoisting, remember keys, derived state, key(), skipping.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Analytics,
  computed,
  derivedRuns,
  Feed,
  Filtered,
  HelloScreen,
  KeyedBlocks,
  Parent,
  Ranges,
  resetRuns,
  runs,
  sideEffects,
  Skipper,
  SplashHost,
  Threshold,
} from "./compose-state.js";

beforeEach(() => {
  resetRuns();
  computed.length = 0;
  derivedRuns.calc = 0;
  sideEffects.length = 0;
});

describe("state hoisting", () => {
  it("the stateless field shows the caller's state; siblings that read nothing changed are skipped", () => {
    const name = mutableStateOf("");
    const { container } = render(HelloScreen, { name });
    expect(runs).toEqual({ HelloScreen: 1, NameField: 1, Greeting: 1, Footer: 1 });
    const input = screen.getByLabelText<HTMLInputElement>("name");
    fireEvent.input(input, { target: { value: "ada" } });
    expect(input.value).toBe("ADA");
    expect(container.querySelector(".greeting")!.textContent).toBe("Hello, ADA!");
    expect(runs).toEqual({ HelloScreen: 2, NameField: 2, Greeting: 2, Footer: 1 });
    expectSameAsFresh(HelloScreen, { name }, container);
  });
});

describe("remember with keys", () => {
  it("recomputes only when a key changes", () => {
    const items = ["apple", "banana", "cherry"];
    const { container, rerender } = render(Filtered, { items, query: "an", tick: 0 });
    expect(container.textContent).toBe("banana");
    rerender({ items, query: "an", tick: 1 });
    expect(computed).toEqual(["an"]);
    rerender({ items, query: "e", tick: 2 });
    expect(computed).toEqual(["an", "e"]);
    expect(container.textContent).toBe("applecherry");
    const more = [...items, "melon"];
    rerender({ items: more, query: "e", tick: 3 });
    expect(computed).toEqual(["an", "e", "e"]);
    expect(container.textContent).toBe("applecherrymelon");
    expectSameAsFresh(Filtered, { items: more, query: "e", tick: 3 }, container);
  });
});

describe("rememberUpdatedState", () => {
  it("a long-lived effect calls the lambda of the latest pass, without restarting", async () => {
    let go!: () => void;
    const promise = new Promise<void>((r) => (go = r));
    const which = mutableStateOf("first");
    const { container } = render(SplashHost, { which, go: promise });
    which.value = "second";
    flush();
    which.value = "third";
    flush();
    go();
    await promise;
    await new Promise((r) => setTimeout(r, 0));
    flush();
    expect(container.querySelector("output")!.textContent).toBe("third");
  });
});

describe("derivedStateOf", () => {
  it("recomputes when its input changes; its reader recomposes only when the result changes", () => {
    const first = mutableStateOf(0);
    const { container } = render(Feed, { first });
    expect(runs).toEqual({ Feed: 1, ScrollToTop: 1 });
    const calc = derivedRuns.calc;
    first.value = 1;
    flush();
    expect(derivedRuns.calc).toBe(calc + 1);
    expect(runs).toEqual({ Feed: 1, ScrollToTop: 1 });
    first.value = 3;
    flush();
    expect(runs).toEqual({ Feed: 1, ScrollToTop: 2 });
    expect(container.querySelector("button")).not.toBeNull();
    first.value = 4;
    first.value = 5;
    flush();
    expect(runs).toEqual({ Feed: 1, ScrollToTop: 2 });
    flush();
    const after = derivedRuns.calc;
    flush();
    expect(derivedRuns.calc).toBe(after);
    first.value = 0;
    flush();
    expect(container.querySelector("button")).toBeNull();
    expectSameAsFresh(Feed, { first }, container);
  });

  it("remembered under a key, a new key derives anew from the same state", () => {
    const items = mutableStateOf([1, 5, 9]);
    const { container, rerender } = render(Threshold, { items, limit: 4 });
    expect(container.textContent).toBe("5 9");
    rerender({ items, limit: 6 });
    expect(container.textContent).toBe("9");
    items.value = [7, 8, 2];
    flush();
    expect(container.textContent).toBe("7 8");
    expectSameAsFresh(Threshold, { items, limit: 6 }, container);
  });
});

describe("key() blocks", () => {
  it("state and nodes move with the key; a new key is fresh; a removed key's state is gone", () => {
    const order = mutableStateOf(["a", "b", "c"]);
    const { container } = render(KeyedBlocks, { order });
    fireEvent.click(screen.getByText("b:0"));
    fireEvent.click(screen.getByText("b:1"));
    fireEvent.click(screen.getByText("c:0"));
    const bNode = container.querySelectorAll(".block")[1];
    order.value = ["c", "b", "a"];
    flush();
    expect(container.textContent).toBe("c:1b:2a:0");
    expect(container.querySelectorAll(".block")[1]).toBe(bNode);
    order.value = ["c", "a"];
    flush();
    order.value = ["b", "c", "a"];
    flush();
    expect(container.textContent).toBe("b:0c:1a:0");
    expect([...container.querySelectorAll(".block")].map((b) => b.getAttribute("data-made-for"))).toEqual([
      "b",
      "c",
      "a",
    ]);
  });
});

describe("skipping", () => {
  it("a composable whose inputs did not change is not called; an unstable new object is", () => {
    const tick = mutableStateOf(0);
    const fresh = mutableStateOf(false);
    const { container } = render(Skipper, { tick, fresh });
    resetRuns();
    tick.value = 1;
    flush();
    // ShowLabel's lambda captures `count`, unchanged: remembered by the compiler, so skipped too.
    expect(runs).toEqual({ Skipper: 1 });
    tick.value = 3;
    flush();
    expect(runs).toEqual({ Skipper: 2, ShowCount: 1, ShowLabel: 1 });
    fresh.value = true;
    flush();
    expect(runs).toEqual({ Skipper: 3, ShowCount: 1, ShowLabel: 1, ShowPoint: 1 });
    tick.value = 4;
    flush();
    expect(runs).toEqual({ Skipper: 4, ShowCount: 1, ShowLabel: 1, ShowPoint: 2 });
    expect(container.textContent).toBe("1,23n=34");
  });

  it("a new object marked stable and equal by content skips the callee and keeps remember's value", () => {
    const tick = mutableStateOf(0);
    const width = mutableStateOf(5);
    const { container } = render(Ranges, { tick, width });
    tick.value = 1;
    flush();
    expect(runs).toEqual({ Ranges: 2, ShowRange: 1, remembered: 1 });
    width.value = 6;
    flush();
    expect(runs).toEqual({ Ranges: 3, ShowRange: 2, remembered: 2 });
    expect(container.textContent).toBe("10-1616");
    expectSameAsFresh(Ranges, { tick, width }, container);
  });

  it("a child that reads a state recomposes alone", () => {
    const s = mutableStateOf(1);
    const { container } = render(Parent, { s });
    s.value = 2;
    flush();
    expect(runs).toEqual({ Parent: 1, Reader: 2, Footer: 1 });
    expect(container.textContent).toBe("2static");
  });
});

describe("SideEffect", () => {
  it("runs after each pass that ran the composable, with that pass's values", () => {
    const screenName = mutableStateOf("home");
    render(Analytics, { screenName });
    screenName.value = "cart";
    flush();
    flush();
    screenName.value = "pay";
    flush();
    expect(sideEffects).toEqual(["home", "cart", "pay"]);
  });
});
