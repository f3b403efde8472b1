// @vitest-environment happy-dom
// Vue's v-model, computed and watch; Svelte's {#await}; React's useSyncExternalStore.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Cart,
  EagerReader,
  ReduxTodos,
  Weather,
  createStore,
  reduceTodos,
  renders,
  watchLog,
  type TodoAction,
  type TodoState,
} from "./patterns-frameworks.js";

beforeEach(() => {
  watchLog.length = 0;
  for (const k of Object.keys(renders)) delete renders[k];
});

async function settle() {
  for (let i = 0; i < 6; i++) await Promise.resolve();
  flush();
}

describe("Vue habits", () => {
  it("v-model on a component, a computed total, and a watch that sees each change once", async () => {
    const user = userEvent.setup();
    const { container } = render(Cart, { price: 4.5 });
    const total = () => container.querySelector(".total")!.textContent;
    expect(total()).toBe("Total: 4.50");
    expect(screen.getByLabelText("less")).toHaveProperty("disabled", true);
    await user.click(screen.getByLabelText("more"));
    await user.click(screen.getByLabelText("more"));
    expect(container.querySelector("output")!.textContent).toBe("3");
    expect(total()).toBe("Total: 13.50");
    await settle();
    await user.type(screen.getByLabelText("coupon"), "half");
    expect(total()).toBe("Total: 6.75");
    await settle();
    await user.type(screen.getByLabelText("coupon"), "x"); // "halfx": no coupon
    await settle();
    for (let i = 0; i < 5; i++) {
      await user.click(screen.getByLabelText("more")); // 4, 5, then disabled
      await settle();
    }
    expect(container.querySelector("output")!.textContent).toBe("5");
    expect(screen.getByLabelText("more")).toHaveProperty("disabled", true);
    await settle();
    // typing "h", "a", "l" changed nothing the watch reads: no entry for them
    expect(watchLog).toEqual(["4.5 → 9", "9 → 13.5", "13.5 → 6.75", "6.75 → 13.5", "13.5 → 18", "18 → 22.5"]);
  });
});

describe("Svelte's {#await}", () => {
  it("pending, then the value; a new promise replaces an older one that settles late", async () => {
    let resolveA!: (v: { city: string; temp: number }) => void;
    let rejectB!: (e: Error) => void;
    const a = new Promise<{ city: string; temp: number }>((r) => (resolveA = r));
    const b = new Promise<{ city: string; temp: number }>((_, r) => (rejectB = r));
    const { container, rerender } = render(Weather, { forecast: a });
    expect(container.querySelector(".pending")!.textContent).toBe("Loading forecast…");
    rerender({ forecast: b });
    resolveA({ city: "Oslo", temp: -3 });
    await settle();
    expect(container.querySelector(".pending")).not.toBeNull();
    rejectB(new Error("offline"));
    await settle();
    expect(container.querySelector(".error")!.textContent).toBe("No forecast (offline)");
    rerender({ forecast: Promise.resolve({ city: "Rome", temp: 21 }) });
    expect(container.querySelector(".pending")).not.toBeNull();
    await settle();
    expect(container.querySelector(".ok")!.textContent).toBe("Rome: 21°");
    expect(container.querySelector("h2")!.textContent).toBe("Weather");
  });
});

describe("React's useSyncExternalStore", () => {
  it("dispatches reach every selector; a selector whose result did not change recomposes nothing", async () => {
    const user = userEvent.setup();
    const store = createStore<TodoState, TodoAction>(reduceTodos, { todos: [], nextId: 1 });
    const { container, unmount } = render(ReduxTodos, { store });
    expect(store.listeners).toBe(2);
    await user.type(screen.getByLabelText("todo"), "milk{Enter}");
    await user.type(screen.getByLabelText("todo"), "eggs{Enter}");
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["milk", "eggs"]);
    expect(container.querySelector(".left")!.textContent).toBe("2 left");
    await user.click(screen.getByLabelText("milk"));
    expect(container.querySelector(".left")!.textContent).toBe("1 left");
    store.dispatch({ type: "add", text: "tea" });
    flush();
    expect(container.querySelector(".left")!.textContent).toBe("2 left");
    const before = renders.remaining!;
    store.dispatch({ type: "toggle", id: 99 }); // a new todos array, the same count left
    flush();
    expect(renders.remaining).toBe(before);
    expect(container.querySelectorAll("li").length).toBe(3);
    expectSameAsFresh(ReduxTodos, { store }, container);
    unmount();
    expect(store.listeners).toBe(0);
  });

  it("a dispatch between composing and subscribing is not missed", () => {
    const store = createStore<TodoState, TodoAction>(reduceTodos, { todos: [], nextId: 1 });
    const { container } = render(EagerReader, { store });
    expect(store.getState().todos.length).toBe(1);
    expect(container.querySelector(".n")!.textContent).toBe("1 todos");
    store.dispatch({ type: "add", text: "late" });
    flush();
    expect(container.querySelector(".n")!.textContent).toBe("2 todos");
  });
});
