// @vitest-environment happy-dom
// Shared state as stores: each step checked against a fresh composition of the same state.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  AdminOnly,
  KeyCounter,
  Orphan,
  SessionApp,
  Shop,
  StoreTodos,
  TodoStore,
  cartCount,
  cartItems,
  createSession,
  hookLog,
  runs,
} from "./patterns-stores.js";

beforeEach(() => {
  cartCount.value = 0;
  cartItems.splice(0, cartItems.length);
  for (const k of Object.keys(runs)) delete runs[k];
  hookLog.length = 0;
});

describe("a module-level store", () => {
  it("every reader updates, the writers and the page around them do not recompose", () => {
    const skus = ["apple", "pear"];
    const { container } = render(Shop, { skus });
    expect(screen.getByLabelText("cart").textContent).toBe("0");
    expect(screen.getByText("Your cart is empty")).toBeTruthy();
    const before = { ...runs };
    fireEvent.click(screen.getByText("Add apple"));
    fireEvent.click(screen.getByText("Add pear"));
    fireEvent.click(screen.getByText("Add apple"));
    expect(screen.getByLabelText("cart").textContent).toBe("3");
    expect([...container.querySelectorAll(".cart li")].map((li) => li.textContent)).toEqual([
      "apple × 2",
      "pear × 1",
    ]);
    expect(runs.shop).toBe(before.shop);
    expect(runs["card apple"]).toBe(before["card apple"]);
    expect(runs.badge).toBe(before.badge! + 3);
    expectSameAsFresh(Shop, { skus }, container);
  });

  it("two compositions of the same store stay in step (a store outlives its readers)", () => {
    const first = render(Shop, { skus: ["apple"] });
    const second = render(Shop, { skus: ["apple"] });
    fireEvent.click(first.container.querySelector("button")!);
    expect(second.container.querySelector(".badge")!.textContent).toBe("1");
    first.unmount();
    fireEvent.click(second.container.querySelector("button")!);
    expect(second.container.querySelector(".badge")!.textContent).toBe("2");
    expect(second.container.querySelector(".cart li")!.textContent).toBe("apple × 2");
  });
});

describe("a class holding states", () => {
  it("adds, toggles, filters and clears through methods; getters and derived state follow", async () => {
    const user = userEvent.setup();
    const store = new TodoStore();
    const { container } = render(StoreTodos, { store });
    const box = screen.getByLabelText("new todo");
    await user.type(box, "milk{Enter}");
    await user.type(box, "eggs{Enter}");
    await user.type(box, "   {Enter}");
    expect(box).toHaveProperty("value", "   ");
    await user.clear(box);
    expect(screen.getByText("2 left")).toBeTruthy();
    expect(screen.queryByText("Clear done")).toBeNull();
    await user.click(screen.getByLabelText("milk"));
    expect(screen.getByText("1 left")).toBeTruthy();
    expect(container.querySelector("li.done")!.textContent).toBe("milk");
    expectSameAsFresh(StoreTodos, { store }, container);
    await user.click(screen.getByText("active"));
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["eggs"]);
    expect(screen.getByText("active").getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByText("done"));
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["milk"]);
    expectSameAsFresh(StoreTodos, { store }, container);
    await user.click(screen.getByText("Clear done"));
    expect(container.querySelectorAll("li").length).toBe(0);
    await user.click(screen.getByText("all"));
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["eggs"]);
    expect(screen.queryByText("Clear done")).toBeNull();
    expectSameAsFresh(StoreTodos, { store }, container);
  });

  it("a write from outside any handler (a socket message) shows at the next flush", () => {
    const store = new TodoStore();
    const { container, flush } = render(StoreTodos, { store });
    store.add("from the server");
    flush();
    expect(container.querySelector("li")!.textContent).toBe("from the server");
    expect(screen.getByText("1 left")).toBeTruthy();
  });
});

describe("a store carried by context", () => {
  it("signing in and out changes every consumer under the provider", () => {
    const session = createSession();
    const { container } = render(SessionApp, { session });
    expect(container.querySelector(".greeting")!.textContent).toBe("Hello, guest");
    expect(container.querySelector(".admin")).toBeNull();
    fireEvent.click(screen.getByText("Sign in as admin"));
    expect(container.querySelector(".greeting")!.textContent).toBe("Hello, Ada");
    expect(container.querySelector(".admin")).not.toBeNull();
    expectSameAsFresh(SessionApp, { session }, container);
    fireEvent.click(screen.getByText("Sign out"));
    fireEvent.click(screen.getByText("Sign in as user"));
    expect(container.querySelector(".greeting")!.textContent).toBe("Hello, Bob");
    expect(container.querySelector(".admin")).toBeNull();
    expect(screen.getByRole("button").textContent).toBe("Sign out");
  });

  it("a consumer outside the provider fails with the hook's message and the composable's name", () => {
    expect(() => render(Orphan)).toThrow(
      /^Composa: Greeting \(test\/apps\/patterns-stores\.tsx:\d+:1\) threw in useSession \(test\/apps\/patterns-stores\.tsx:\d+:\d+\): useSession must be used inside <SessionProvider>$/,
    );
    expect(document.body.querySelector(".greeting")).toBeNull();
    // the server names it the same way
    expect(() => renderToString(Orphan)).toThrow(
      /^Composa: Greeting \(.*\) threw in useSession \(.*\): useSession must/,
    );
  });

  it("a hook that calls a hook that throws: both are named, outermost first", () => {
    expect(() => render(AdminOnly)).toThrow(
      /^Composa: AdminOnly \(.*\) threw in useAdmin \(.*:\d+:\d+\) → useSession \(.*:\d+:\d+\): useSession must/,
    );
  });
});

describe("custom hooks composed from hooks", () => {
  it("the listener is added once, reads the latest handler, and its state survives pausing", () => {
    const { container, unmount } = render(KeyCounter, { keyName: "j" });
    fireEvent.keyDown(document, { key: "j" });
    fireEvent.keyDown(document, { key: "k" });
    fireEvent.keyDown(document, { key: "j" });
    expect(container.querySelector("output")!.textContent).toBe("j: 2");
    fireEvent.click(screen.getByText("Counting"));
    fireEvent.keyDown(document, { key: "j" });
    expect(container.querySelector("output")!.textContent).toBe("j: 2");
    fireEvent.click(screen.getByText("Paused"));
    fireEvent.keyDown(document, { key: "j" });
    expect(container.querySelector("output")!.textContent).toBe("j: 3");
    expect(hookLog).toEqual(["listen keydown"]);
    unmount();
    expect(hookLog).toEqual(["listen keydown", "unlisten keydown"]);
  });
});
