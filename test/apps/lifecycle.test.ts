// @vitest-environment happy-dom
// Lifecycle programs (lifecycle.tsx) checked as a React user would: the order
// of effects and cleanups, state set while composing, effects that set state,
// batching, structural equality, derived chains, a reducer through a context,
// nested and changing providers, key resets and an external store.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import {
  Budget,
  Cart,
  cart,
  createStore,
  EffectTree,
  Form,
  log,
  Measured,
  Orphan,
  Picker,
  Profile,
  Settings,
  settings,
  ThemedPage,
  TodoApp,
} from "./lifecycle.js";

beforeEach(() => {
  log.length = 0;
});

describe("effects across a parent and its children (DESIGN: Compose's order)", () => {
  it("mount: effects in composition order, parent first, then SideEffects; unmount: cleanups in reverse", () => {
    const { unmount } = render(EffectTree, { id: 1, show: true });
    expect(log.splice(0)).toEqual([
      "mount parent",
      "effect parent",
      "mount a",
      "effect a",
      "mount b1",
      "effect b1",
      "side parent",
      "side a",
      "side b1",
    ]);
    unmount();
    expect(log.splice(0)).toEqual([
      "cleanup b1",
      "unmount b1",
      "cleanup a",
      "unmount a",
      "cleanup parent",
      "unmount parent",
    ]);
  });

  it("update with the same props runs nothing; a key change remounts that child only; hiding it unmounts it", () => {
    const { rerender } = render(EffectTree, { id: 1, show: true });
    log.length = 0;
    rerender({ id: 1, show: true });
    expect(log).toEqual([]);
    rerender({ id: 2, show: true });
    expect(log.splice(0)).toEqual([
      "cleanup b1",
      "unmount b1",
      "mount b2",
      "effect b2",
      "side parent",
      "side b2",
    ]);
    rerender({ id: 2, show: false });
    expect(log.splice(0)).toEqual(["cleanup b2", "unmount b2", "side parent"]);
  });
});

describe("state", () => {
  it("state set while composing (React's adjusting state on a prop change) settles in the same update", () => {
    const { container, rerender } = render(Picker, { items: ["a", "b", "c"] });
    fireEvent.click(screen.getByText("c"));
    expect(container.querySelector(".on")!.textContent).toBe("c");
    log.length = 0;
    rerender({ items: ["x", "y"] });
    // Composed again at once with the reset selection, as React re-renders before committing.
    expect(log).toEqual(["compose x", "compose x"]);
    expect(container.querySelector(".on")!.textContent).toBe("x");
    expect(container.querySelectorAll("li").length).toBe(2);
  });

  it("an effect that measures and stores the result converges in one more pass", () => {
    // composa/testing's render flushes the pass the effect asked for, as React's act does.
    const { container, rerender } = render(Measured, { text: "abc" });
    expect(log.splice(0)).toEqual(["measure pass 0", "measure pass 30"]);
    expect(container.querySelector("p")!.dataset.width).toBe("30");
    rerender({ text: "abcdef" });
    flush();
    expect(log.splice(0)).toEqual(["measure pass 30", "measure pass 60"]);
    flush();
    expect(log).toEqual([]);
    expect(container.querySelector("p")!.dataset.width).toBe("60");
  });

  it("three writes in one handler are one pass", () => {
    render(Form);
    log.length = 0;
    fireEvent.click(screen.getByText("swap"));
    expect(log).toEqual(["form Grace Hopper 1"]);
    expect(screen.getByText("Grace Hopper (1)")).toBeTruthy();
  });

  it("structuralEqualityPolicy: an equal copy recomposes nothing, a changed one does", () => {
    settings.value = { theme: "dark", size: 12 };
    render(Settings);
    log.length = 0;
    settings.value = { theme: "dark", size: 12 };
    flush();
    expect(log).toEqual([]);
    settings.value = { ...settings.value, size: 14 };
    flush();
    expect(log).toEqual(["settings dark 14"]);
    expect(screen.getByText("dark 14")).toBeTruthy();
  });

  it("a derivedStateOf chain recomposes its reader only when the last value changes", () => {
    cart.splice(0, cart.length, { name: "pen", price: 3 });
    const { container } = render(Budget, { limit: 10 });
    expect(log.splice(0)).toEqual(["label ok"]);
    cart.push({ name: "book", price: 4 });
    flush();
    expect(log).toEqual([]);
    expect(container.querySelector(".count")!.textContent).toBe("2");
    cart.push({ name: "lamp", price: 5 });
    flush();
    expect(log.splice(0)).toEqual(["label over budget"]);
    cart.splice(1, 2);
    flush();
    expect(log.splice(0)).toEqual(["label ok"]);
    expect(container.querySelector("b")!.textContent).toBe("ok");
  });
});

describe("a reducer whose dispatch goes down through a context", () => {
  it("adds, toggles (only that row recomposes) and clears", async () => {
    const user = userEvent.setup();
    const { container } = render(TodoApp);
    const input = screen.getByLabelText("new todo") as HTMLInputElement;
    await user.type(input, "milk{Enter}");
    await user.type(input, "eggs{Enter}");
    expect(input.value).toBe("");
    await user.type(input, "   {Enter}");
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["milk", "eggs"]);
    expect(input.value).toBe("   ");
    await user.clear(input);
    log.length = 0;
    await user.click(screen.getByLabelText("milk"));
    expect(log).toEqual(["item 1"]);
    expect((screen.getByLabelText("milk") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("1 left")).toBeTruthy();
    await user.click(screen.getByText("clear done"));
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["eggs"]);
    expect(screen.getByText("1 left")).toBeTruthy();
  });

  it("a consumer without its provider fails with the hook's message and the composable's name", () => {
    expect(() => render(Orphan)).toThrow(
      /Orphan \(test\/apps\/lifecycle.tsx:\d+:\d+\) threw in useDispatch .*: useDispatch must be used inside <TodoApp>/,
    );
  });
});

describe("composition locals", () => {
  const spans = (c: HTMLElement) =>
    [...c.querySelectorAll<HTMLElement>(".themed")].map((s) => `${s.textContent} ${s.style.color}`);

  it("nested providers override; a changed value reaches consumers below parents that skip", () => {
    const { container, rerender } = render(ThemedPage, { dark: false, user: null as string | null });
    expect(spans(container)).toEqual(["light/anonymous black", "sepia/anonymous brown"]);
    log.length = 0;
    rerender({ dark: true, user: null });
    expect(spans(container)).toEqual(["dark/anonymous white", "sepia/anonymous brown"]);
    // The panels skipped; the inner consumer's theme is the inner provider's, unchanged.
    expect(log.splice(0)).toEqual(["deeper dark"]);
    rerender({ dark: true, user: "ann" });
    expect(spans(container)).toEqual(["dark/ann white", "sepia/ann brown"]);
    expect(log.splice(0)).toEqual(["deeper dark", "deeper sepia"]);
  });
});

describe("React idioms", () => {
  it("a key on a form resets its state; updater functions compose", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(Profile, { userId: 1 });
    const input = screen.getByLabelText("name") as HTMLInputElement;
    await user.type(input, "!");
    await user.click(screen.getByText("save"));
    expect(input.value).toBe("user 1!");
    expect(container.querySelector("small")!.textContent).toBe("saved 2");
    rerender({ userId: 2 });
    const fresh = screen.getByLabelText("name") as HTMLInputElement;
    expect(fresh).not.toBe(input);
    expect(fresh.value).toBe("user 2");
    expect(container.querySelector("small")!.textContent).toBe("saved 0");
  });

  it("an external store subscribed in an effect: updates show, unmount unsubscribes", () => {
    const store = createStore<string[]>([]);
    const { container, unmount } = render(Cart, { store });
    expect(container.textContent).toBe("empty");
    store.set(["pen"]);
    flush();
    expect(container.textContent).toBe("pen");
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
