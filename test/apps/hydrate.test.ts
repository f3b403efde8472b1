// @vitest-environment happy-dom
// The apps rendered on the server and hydrated: no node is replaced, the
// markup equals a client render, and the hydrated app then works as rendered.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { afterEach, expect, it, vi } from "vitest";
import { liveValues, markup } from "./fresh.js";
import { makeStore, TodoApp } from "./todo.js";
import { SignUp } from "./form.js";
import * as toggles from "./toggles.js";
import { Avatar } from "./react-attributes.js";

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const d of disposers.splice(0)) d();
  document.body.innerHTML = "";
});

/**
 * Equal to a client render of the same state, but for what server markup
 * keeps: the empty comments that separate adjacent texts (an empty text's
 * `<!--t-->` does not stay), and the
 * `value` / `checked` attributes of the initial state (live values compared instead).
 */
function expectSameAsFresh<P extends object>(App: (p: P) => void, props: P, container: HTMLElement): void {
  const strip = (html: string) => html.replace(/<!---->/g, "").replace(/ (value|checked)="[^"]*"/g, "");
  const fresh = render(App, props as never);
  expect(strip(markup(container))).toBe(strip(markup(fresh.container)));
  expect(liveValues(container)).toEqual(liveValues(fresh.container));
  fresh.unmount();
}

function serverThenHydrate<P extends object>(App: (p: P) => void, props: P): HTMLElement {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(App, props);
  const before = [...container.querySelectorAll("*")];
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(App, container, props);
  disposers.push(() => composition.dispose());
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect([...container.querySelectorAll("*")]).toEqual(before);
  return container;
}

it("the to-do app hydrates and then works", () => {
  const store = makeStore([
    { id: 1, text: "milk", done: true },
    { id: 2, text: "eggs", done: false },
  ]);
  const container = serverThenHydrate(TodoApp, { store });
  expectSameAsFresh(TodoApp, { store }, container);
  fireEvent.click(screen.getByLabelText("Toggle eggs"));
  expect(container.querySelector(".todo-count")!.textContent).toBe("0 items left");
  fireEvent.click(screen.getByRole("button", { name: /Clear completed/ }));
  expect(container.querySelector("main")).toBeNull();
  expectSameAsFresh(TodoApp, { store }, container);
});

it("the sign-up form hydrates with its live values", () => {
  const container = serverThenHydrate(SignUp, {});
  fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Ada" } });
  expect(container.querySelector("output")!.textContent).toBe("2 problems");
});

it("holes and attributes of every kind hydrate", () => {
  const values: unknown[] = ["a", "", 0, null, true, ["x", 1], 2.5];
  for (const name of [
    "HoleBetweenText",
    "HoleAlone",
    "TwoHolesAdjacent",
    "MixedChildren",
    "Conditional",
    "Slots",
    "IfElse",
    "Switch",
  ] as const) {
    for (const v of values) {
      const s = mutableStateOf<unknown>(v);
      const App = toggles[name];
      const container = serverThenHydrate(App, { s });
      expectSameAsFresh(App, { s }, container);
      s.value = v === "a" ? 0 : "a";
      flush();
      expectSameAsFresh(App, { s }, container);
      expect(markup(container)).not.toBe("");
    }
  }
});

it("a page template's indentation around the server's markup is no mismatch: the app's nodes are adopted", () => {
  const container = document.body.appendChild(document.createElement("div"));
  const store = makeStore([{ id: 1, text: "milk", done: false }]);
  container.innerHTML = `\n    ${renderToString(TodoApp, { store })}\n  `;
  const app = [...container.querySelectorAll("*")];
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(TodoApp, container, { store });
  disposers.push(() => composition.dispose());
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect([...container.querySelectorAll("*")]).toEqual(app);
});

it("React's attribute spellings hydrate without a mismatch (focusable, an empty src, suppress*)", () => {
  for (const photo of ["", "me.png"]) {
    const container = serverThenHydrate(Avatar, { photo, seen: "now" });
    expectSameAsFresh(Avatar, { photo, seen: "now" }, container);
  }
});
