// @vitest-environment happy-dom
// Errors thrown by application code: what is reported, what it names, and that the page
// keeps its last good state and goes on working.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { CompositionError, HandlerError, mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  CartDialog,
  Dashboard,
  Gallery,
  Gauge,
  Orders,
  PostFeed,
  Profile,
  SingleOrder,
  Theater,
  Transfer,
  errorLog,
  type Order,
  type Post,
} from "./patterns-errors.js";

const reported: unknown[] = [];
beforeEach(() => {
  reported.length = 0;
  errorLog.length = 0;
  vi.stubGlobal("reportError", (e: unknown) => reported.push(e));
});
afterEach(() => vi.unstubAllGlobals());

const messages = () => reported.map((e) => (e as Error).message);

describe("an error in an event handler", () => {
  it("is reported naming the event, the element and the composable; the writes it did not reach are not made; the page keeps working", async () => {
    const user = userEvent.setup();
    const balance = mutableStateOf(15);
    const { container } = render(Transfer, { balance });
    await user.click(screen.getByText("Send"));
    await user.click(screen.getByText("Send"));
    expect(messages()).toEqual([
      expect.stringMatching(
        /^Composa: the click handler on <button> in Transfer \(test\/apps\/patterns-errors\.tsx:\d+:\d+\) threw: insufficient funds$/,
      ),
    ]);
    expect(reported[0]).toBeInstanceOf(HandlerError);
    expect((reported[0] as Error).cause).toBeInstanceOf(RangeError);
    expect(container.querySelector(".balance")!.textContent).toBe("Balance 5");
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["10"]);
    await user.clear(screen.getByLabelText("amount"));
    await user.type(screen.getByLabelText("amount"), "x");
    await user.click(screen.getByText("Send"));
    expect(messages()[1]).toMatch(/ in Transfer \(.*\) threw: not a number: x$/);
    await user.clear(screen.getByLabelText("amount"));
    await user.type(screen.getByLabelText("amount"), "5");
    await user.click(screen.getByText("Send"));
    expect(container.querySelector(".balance")!.textContent).toBe("Balance 0");
    expect(reported.length).toBe(2);
  });
});

describe("an error in a handler that is not delegated", () => {
  it("is reported naming the event, the element and the composable, as a delegated one; the next event still runs", () => {
    const calls = mutableStateOf(0);
    const { container } = render(Gallery, { calls });
    const img = container.querySelector("img")!;
    fireEvent.scroll(container.querySelector(".viewport")!);
    fireEvent.load(img);
    fireEvent.mouseEnter(img);
    fireEvent.click(container.querySelector("x-rating")!);
    container.querySelector("x-rating")!.dispatchEvent(new Event("rate"));
    fireEvent.load(img);
    const named = (event: string, tag: string, what: string) =>
      new RegExp(
        `^Composa: the ${event} handler on <${tag}> in Gallery \\(test/apps/patterns-errors\\.tsx:\\d+:\\d+\\) threw: ${what} failed$`,
      );
    expect(messages()).toEqual([
      expect.stringMatching(named("scroll", "div", "scroll")),
      expect.stringMatching(named("load", "img", "load")),
      expect.stringMatching(named("mouseenter", "img", "hover")),
      expect.stringMatching(named("click", "section", "capture")),
      expect.stringMatching(named("rate", "x-rating", "rate")),
      expect.stringMatching(named("load", "img", "load")),
    ]);
    for (const error of reported) expect(error).toBeInstanceOf(HandlerError);
    expect((reported[0] as Error).cause).toEqual(new Error("scroll failed"));
    flush();
    expect(container.querySelector(".calls")!.textContent).toBe("calls 6");
  });
});

describe("an error in an effect", () => {
  it("names the effect and the composable; the other effects and the pass are not disturbed", () => {
    const { container, rerender, unmount } = render(Dashboard, {
      widgets: [
        { name: "a", failIn: "setup" },
        { name: "b", failIn: "side" },
        { name: "c", failIn: "cleanup" },
      ],
    });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^Composa: DisposableEffect in Widget \(test\/apps\/patterns-errors\.tsx:\d+:\d+\) threw: setup of a failed$/,
      ),
      expect.stringMatching(/^Composa: SideEffect in Widget \(.*\) threw: side effect of b failed$/),
    ]);
    expect((reported[0] as Error).cause).toEqual(new Error("setup of a failed"));
    expect(errorLog).toEqual(["setup a", "setup b", "setup c"]);
    expect([...container.querySelectorAll(".widget")].map((w) => w.textContent)).toEqual(["a", "b", "c"]);
    reported.length = 0;
    rerender({ widgets: [{ name: "a", failIn: "none" }] });
    expect(messages()).toEqual([
      expect.stringMatching(
        /^Composa: the cleanup of DisposableEffect in Widget \(.*\) threw: cleanup of c failed$/,
      ),
    ]);
    expect(errorLog).toEqual(["setup a", "setup b", "setup c", "cleanup c", "cleanup b"]);
    expectSameAsFresh(Dashboard, { widgets: [{ name: "a", failIn: "none" }] }, container);
    unmount();
  });

  it("an async effect's rejection names the LaunchedEffect and the composable", async () => {
    const { container } = render(Profile, { id: 1, load: () => Promise.reject(new TypeError("404")) });
    await new Promise((r) => setTimeout(r, 0));
    flush();
    expect(messages()).toEqual([
      expect.stringMatching(
        /^Composa: LaunchedEffect in Profile \(test\/apps\/patterns-errors\.tsx:\d+:\d+\) threw: 404$/,
      ),
    ]);
    expect((reported[0] as Error).cause).toBeInstanceOf(TypeError);
    expect(container.textContent).toBe("loading");
  });
});

describe("an error while composing", () => {
  it("the boundary shows its fallback in the same pass; resetting fixes the data and composes again", async () => {
    const user = userEvent.setup();
    const orders = mutableStateOf<Order[]>([{ id: 1, items: [{ name: "tea", price: 3 }] }]);
    const { container } = render(Orders, { orders });
    expect(container.querySelector(".total")!.textContent).toBe("Order 1: 3");
    orders.value = [...orders.value, { id: 2, items: null }];
    flush(); // the boundary catches: flush does not throw
    expect(screen.getByRole("alert").textContent).toContain(
      "Something went wrong: Cannot read properties of null",
    );
    // nothing of the failed content stays: not even order 1, which composed before order 2 threw
    expect(container.querySelector(".total")).toBeNull();
    expect(container.querySelector("h1")!.textContent).toBe("Orders");
    await user.click(screen.getByText("Try again"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.querySelector(".total")!.textContent).toBe("Order 1: 3");
    expect(container.querySelector("footer")!.textContent).toBe("resets: 1");
    orders.value = [...orders.value, { id: 3, items: [{ name: "cake", price: 4 }] }];
    flush();
    expect([...container.querySelectorAll(".total")].map((t) => t.textContent)).toEqual([
      "Order 1: 3",
      "Order 3: 4",
    ]);
  });

  it("without a boundary, flush throws naming the composable and the page keeps its last good state", () => {
    const order = mutableStateOf<Order>({ id: 1, items: [] });
    const { container } = render(SingleOrder, { order });
    expect(container.textContent).toBe("Order 1: 0");
    order.value = { id: 2, items: null };
    expect(() => flush()).toThrow(CompositionError);
    expect(container.textContent).toBe("Order 1: 0");
    order.value = { id: 3, items: null };
    expect(() => flush()).toThrow(
      /^Composa: OrderTotal \(test\/apps\/patterns-errors\.tsx:\d+:\d+\) threw: Cannot read properties of null/,
    );
    order.value = { id: 4, items: [{ name: "jam", price: 2 }] };
    flush();
    expect(container.textContent).toBe("Order 4: 2");
    expectSameAsFresh(SingleOrder, { order }, container);
  });
});

describe("a failed pass and deferred reads", () => {
  it("a deferred read of the state the failed pass read keeps the last good state too, and follows again once a pass applies", async () => {
    const level = mutableStateOf(50);
    const { container } = render(Gauge, { level });
    const shown = () => [
      container.querySelector(".label")!.textContent,
      (container.querySelector(".bar") as HTMLElement).style.width,
      container.querySelector(".value")!.textContent,
    ];
    expect(shown()).toEqual(["Level 50", "50%", "50"]);
    level.value = 150;
    expect(() => flush()).toThrow(/level 150 is over 100/);
    expect(shown()).toEqual(["Level 50", "50%", "50"]);
    flush(); // nothing is retried: the page stays as it was
    expect(shown()).toEqual(["Level 50", "50%", "50"]);
    level.value = 70;
    flush();
    expect(shown()).toEqual(["Level 70", "70%", "70"]);
    // in a frame (reported, not thrown) the same
    level.value = 120;
    await new Promise((r) => setTimeout(r, 50));
    expect(messages()).toEqual([expect.stringMatching(/level 120 is over 100/)]);
    expect(shown()).toEqual(["Level 70", "70%", "70"]);
    level.value = 90;
    flush();
    expect(shown()).toEqual(["Level 90", "90%", "90"]);
  });
});

describe("an error in a portal's content", () => {
  it("a pass of the portal's own that throws shows the fallback of the boundary around the portal", async () => {
    const user = userEvent.setup();
    const { container } = render(CartDialog, { crashAtOpen: false });
    await user.click(screen.getByText("Open cart"));
    const field = screen.getByLabelText("quantity");
    await user.type(field, "0");
    expect(screen.getByRole("dialog").textContent).toBe("30 €");
    await user.clear(field);
    await user.type(field, "-2"); // "-" alone is NaN, not negative: "-2" throws
    // the boundary caught it: flush did not throw, the dialog left, the fallback is where the boundary is
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container.querySelector("[role=alert]")!.textContent).toBe(
      "The cart failed: quantity -2 is negative",
    );
    expect(reported).toEqual([]);
    await user.click(screen.getByText("Reload cart"));
    // a new dialog, with fresh state
    expect((screen.getByLabelText("quantity") as HTMLInputElement).value).toBe("1");
    expect(container.querySelector("[role=alert]")).toBeNull();
  });

  it("content that throws when the portal opens: the fallback gets the error as thrown", async () => {
    const user = userEvent.setup();
    const { container } = render(CartDialog, { crashAtOpen: true });
    await user.click(screen.getByText("Open cart"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(container.querySelector("[role=alert]")!.textContent).toBe(
      "The cart failed: Cannot read properties of null (reading 'reduce')",
    );
  });
});

describe("an error in movable content", () => {
  it("a pass of the content's own that throws shows the fallback of the boundary around its place", () => {
    const src = mutableStateOf("a.mp4");
    const docked = mutableStateOf(false);
    const { container } = render(Theater, { src, docked });
    const video = container.querySelector("video")!;
    docked.value = true;
    flush();
    expect(container.querySelector(".dock video")).toBe(video); // moved, the same node
    src.value = "b.avi"; // only the content read it: a pass of its own
    flush();
    expect(container.querySelector("[role=alert]")!.textContent).toBe("cannot play b.avi");
    expect(container.querySelector("video")).toBeNull();
    expect(reported).toEqual([]);
    src.value = "b.mp4";
    fireEvent.click(screen.getByText("Reload player"));
    expect(container.querySelector(".dock video")!.getAttribute("src")).toBe("b.mp4");
    expectSameAsFresh(Theater, { src, docked }, container);
  });
});

describe("an error in a lazy list's item", () => {
  const post = (id: number, body: string | null): Post => ({ id, body: mutableStateOf(body) });
  const bodies = (c: HTMLElement) => [...c.querySelectorAll(".post")].map((p) => p.textContent);

  it("composing the first items, composing an item that enters, an item's own pass: the surrounding boundary shows its fallback", async () => {
    const user = userEvent.setup();
    // at the first render
    const posts = mutableStateOf([post(1, "a"), post(2, null), post(3, "c")]);
    const { container } = render(PostFeed, { posts });
    expect(screen.getByRole("alert").textContent).toBe("The feed failed: post 2 has no body");
    expect(bodies(container)).toEqual([]);
    await user.click(screen.getByText("Reload"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(bodies(container)).toEqual(["a", "c"]);
    // an item that enters later
    posts.value = [...posts.value, post(4, null)];
    flush();
    expect(screen.getByRole("alert").textContent).toBe("The feed failed: post 4 has no body");
    await user.click(screen.getByText("Reload"));
    expect(bodies(container)).toEqual(["a", "c"]);
    // an item's own pass (only the item read the state that changed)
    posts.value[0]!.body.value = null;
    flush();
    expect(screen.getByRole("alert").textContent).toBe("The feed failed: post 1 has no body");
    expect(container.querySelector("h1")!.textContent).toBe("Posts");
    await user.click(screen.getByText("Reload"));
    expect(bodies(container)).toEqual(["c"]);
    expect(reported).toEqual([]);
  });
});
