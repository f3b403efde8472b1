// @vitest-environment happy-dom
// Components put together as React / Vue / Svelte code does: slots, higher-order
// composables, guards and switches, values of every kind as children.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Dashboard, People, Shell, Values, type Person, type Stats } from "./patterns-shapes.js";

const texts = (c: Element, sel: string) => [...c.querySelectorAll(sel)].map((e) => e.textContent);

describe("children and named slots", () => {
  it("a scoped slot gets each row's item, index and selection; fallbacks fill the unnamed slots", () => {
    const people = mutableStateOf<Person[]>([
      { id: 1, name: "Ada", email: "ada@x.org", address: { city: "london" } },
      { id: 2, name: "Bob" },
    ]);
    const note = mutableStateOf("hi");
    const { container } = render(People, { people, note });
    expect(texts(container, "li")).toEqual(["1. Ada ada@x.org LONDON", "2. Bob no email "]);
    expect(texts(container, "h2")).toEqual(["People", "★ hi"]);
    expect(container.querySelector("footer")!.textContent).toBe("2 people");
    fireEvent.click(container.querySelectorAll("li")[1]!.querySelector("em")!);
    expect(container.querySelector(".row--selected")!.textContent).toContain("Bob");
    people.value = [{ id: 2, name: "Bob", address: {} }, ...people.value.slice(0, 1)];
    flush();
    // keyed rows moved: the selection stays on Bob, now first
    expect(texts(container, "li")).toEqual(["1. Bob no email ", "2. Ada ada@x.org LONDON"]);
    expect(container.querySelector(".row--selected")!.textContent).toContain("1. Bob");
    note.value = "bye";
    flush();
    expect(texts(container, "h2")).toEqual(["People", "★ bye"]);
    expect(container.querySelector(".note")!.textContent).toBe("bye");
  });

  it("the empty slot, the panel's own state and its footer", () => {
    const people = mutableStateOf<Person[]>([]);
    const note = mutableStateOf("n");
    const { container } = render(People, { people, note });
    expect(container.querySelector(".empty button")!.textContent).toBe("Add the first");
    expectSameAsFresh(People, { people, note }, container);
    fireEvent.click(screen.getByText("Add the first"));
    expect(texts(container, "li")).toEqual(["1. First no email "]);
    expect(container.querySelector("footer")!.textContent).toBe("1 people");
    expectSameAsFresh(People, { people, note }, container);
    const [first] = screen.getAllByText("Hide");
    fireEvent.click(first!);
    expect(container.querySelector(".panel--closed .body")).toBeNull();
    expect(container.querySelector(".panel--closed footer")!.textContent).toBe("1 people");
    fireEvent.click(screen.getByText("Show"));
    expect(texts(container, "li")).toEqual(["1. First no email "]);
  });
});

describe("higher-order composables", () => {
  it("withLoading wraps a composable; a composable prop may change; the wrapped one keeps its state", () => {
    const { container, rerender } = render(Shell, { loading: true, nav: "a", active: "home" });
    expect(screen.getByRole("status").textContent).toBe("Loading profile…");
    expect(container.querySelector("nav")!.textContent).toBe("A:home");
    rerender({ loading: false, nav: "a", active: "home" });
    expect(container.querySelector(".profile")!.textContent).toBe("Ada visited 3 times♥ 0");
    expectSameAsFresh(Shell, { loading: false, nav: "a", active: "home" }, container);
    fireEvent.click(screen.getByText("♥ 0"));
    fireEvent.click(screen.getByText("♥ 1"));
    rerender({ loading: false, nav: "b", active: "feed" });
    expect(container.querySelector("nav")!.className).toBe("b");
    fireEvent.click(container.querySelector("nav")!);
    expect(container.querySelector("nav")!.textContent).toBe("B:feed:1");
    expect(screen.getByText("♥ 2")).toBeTruthy();
    rerender({ loading: false, nav: "a", active: "feed" });
    expect(container.querySelector("nav")!.textContent).toBe("A:feed");
    rerender({ loading: false, nav: "b", active: "feed" });
    // a new NavB: its state was dropped when NavA took its place
    expect(container.querySelector("nav")!.textContent).toBe("B:feed:0");
    expect(screen.getByText("♥ 2")).toBeTruthy();
  });
});

describe("guards, switch, ternaries and && chains", () => {
  it("an early return shows the login form until there is a user", async () => {
    const user = mutableStateOf<{ name: string; admin?: boolean; unread?: number } | null>(null);
    const props: Parameters<typeof Dashboard>[0] = { user, status: "idle", items: [] };
    const { container, rerender } = render(Dashboard, props);
    expect(screen.getByText("Log in")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("user name"), "x");
    await userEvent.click(screen.getByText("Log in"));
    expect(container.querySelector("h1")!.textContent).toBe("Welcome Guest");
    expect(container.querySelector("h1")!.className).toBe("title");
    expect(screen.getByText("Press load")).toBeTruthy();
    expectSameAsFresh(Dashboard, props, container);
    user.value = { name: "Root", admin: true, unread: 0 };
    rerender({ user, status: "loading", items: [] });
    expect(container.querySelector("h1")!.className).toBe("title title--admin");
    // 0 unread: `unread > 0` is false, so no badge (and no "0")
    expect(container.querySelector(".badge")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(container.querySelector(".retry")).toBeNull();
    expectSameAsFresh(Dashboard, { user, status: "loading", items: [] }, container);
    rerender({ user, status: "error", items: [], error: new Error("Offline") });
    expect(screen.getByRole("alert").textContent).toBe("Offline");
    expect(container.querySelector(".retry")).not.toBeNull();
    expectSameAsFresh(
      Dashboard,
      { user, status: "error", items: [], error: new Error("Offline") },
      container,
    );
    user.value = { name: "Root", admin: true, unread: 4 };
    rerender({ user, status: "ready", items: ["a", "b"] });
    expect(container.querySelector(".badge")!.textContent).toBe("4");
    expect(container.querySelector(".bulk")).not.toBeNull();
    expect(container.querySelector(".retry")).not.toBeNull();
    expect(texts(container, "li")).toEqual(["a", "b"]);
    expectSameAsFresh(Dashboard, { user, status: "ready", items: ["a", "b"] }, container);
    rerender({ user, status: "ready", items: [] });
    expect(container.querySelector(".bulk")).toBeNull();
    fireEvent.click(screen.getByText("Log out"));
    expect(screen.getByText("Log in")).toBeTruthy();
    expect(container.querySelector("h1")).toBeNull();
    expectSameAsFresh(Dashboard, { user, status: "ready", items: [] }, container);
  });
});

describe("values of every kind as children", () => {
  const cases: Stats[] = [
    { count: 0, ratio: NaN, label: null, flag: true, tags: [], nested: null },
    { count: 3, ratio: 0.5, label: "x", flag: false, tags: ["a", "b"], nested: { deep: { value: 0 } } },
    { count: -0, ratio: Infinity, label: undefined, flag: true, tags: ["only"], nested: { deep: {} } },
    {
      count: 12,
      ratio: -1.25,
      label: "",
      flag: false,
      tags: ["a", "b", "c"],
      nested: { deep: { value: 7 } },
    },
    { count: 0, ratio: NaN, label: null, flag: true, tags: [], nested: null },
  ];

  it("numbers (0, NaN, -0, Infinity), null, undefined, booleans and string arrays show as React shows them", () => {
    const stats = mutableStateOf(cases[0]!);
    const { container } = render(Values, { stats });
    const show = () => Object.fromEntries(texts(container, "dd").map((t, i) => [i, t]));
    expect(Object.values(show())).toEqual([
      "0",
      "0",
      "NaN",
      "",
      "",
      "true",
      "",
      "none",
      "n/a",
      "0 of 0     !",
    ]);
    for (const next of cases.slice(1)) {
      stats.value = next;
      flush();
      expectSameAsFresh(Values, { stats }, container);
    }
    stats.value = cases[1]!;
    flush();
    expect(Object.values(show())).toEqual([
      "3",
      "has some",
      "0.5",
      "x",
      "",
      "false",
      "ab",
      "a, b",
      "0",
      "3 of 2 x    !",
    ]);
  });
});
