// @vitest-environment happy-dom
import { hydrate, render as renderInto } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { afterEach, expect, it, vi } from "vitest";
import { SignIn, Wizard } from "./ids.js";

afterEach(() => {
  document.body.innerHTML = "";
});

/** Each field's label → input id, checking that the label, the input and its hint agree. */
function ids(root: ParentNode): string[] {
  return [...root.querySelectorAll(".field")].map((field) => {
    const id = field.querySelector("label")!.htmlFor;
    expect(field.querySelector("input")!.id).toBe(id);
    const hint = field.querySelector("small");
    if (hint !== null) expect(field.querySelector("input")!.getAttribute("aria-describedby")).toBe(hint.id);
    return id;
  });
}

function expectUnique(list: string[]): void {
  expect(new Set(list).size).toBe(list.length);
  for (const id of list) expect(id).toMatch(/^[A-Za-z_][\w-]*$/); // a CSS identifier: `#${id}` needs no escaping
}

it("each field has its own id, kept while it stays; a new one gets a new id", () => {
  const { container, rerender } = render(SignIn, { fields: ["Name"], withCode: false });
  const first = ids(container);
  expect(first).toHaveLength(3);
  expectUnique(first);
  expect(document.querySelector(`#${first[0]}`)).toBe(container.querySelector("input"));

  rerender({ fields: ["Name", "City"], withCode: true });
  const second = ids(container);
  expect(second).toHaveLength(5);
  expectUnique(second);
  // Email, Password and Name kept theirs; the code field and City are new.
  expect([second[0], second[1], second[3]]).toEqual(first);

  rerender({ fields: ["City"], withCode: false });
  expect(ids(container)).toEqual([second[0], second[1], second[4]]);

  // Another app on the page never gets the same ids.
  const other = render(SignIn, { fields: ["Name"], withCode: false });
  expectUnique([...ids(container), ...ids(other.container)]);
});

it("hydration gives the server's ids, and ids made later on the page never equal them", () => {
  const props = { fields: ["Name", "City"], withCode: true };
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(SignIn, props);
  const server = ids(container);
  expectUnique(server);
  const nodes = [...container.querySelectorAll("*")];

  // A client render of the same app gets other ids: hydration must not take those.
  render(SignIn, props);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(SignIn, container, props);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect([...container.querySelectorAll("*")]).toEqual(nodes);
  expect(ids(container)).toEqual(server);

  renderInto(SignIn, container, { fields: ["Name", "City", "Zip"], withCode: true });
  const after = ids(container);
  expect(after.slice(0, 5)).toEqual(server);
  expectUnique(after);
  composition.dispose();
});

it("a portal's fields, which the server does not write, do not shift the ids after them", () => {
  const helpTarget = document.body.appendChild(document.createElement("aside"));
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(SignIn, { fields: [], withCode: true, helpTarget: null });
  const server = ids(container);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(SignIn, container, { fields: [], withCode: true, helpTarget });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect(ids(container)).toEqual(server);
  expectUnique([...server, ...ids(helpTarget)]);
  expect(ids(helpTarget)).toHaveLength(1);
  composition.dispose();
});

it("two server-rendered apps on one page keep apart with idPrefix", () => {
  const props = { fields: [], withCode: false };
  const [a, b] = ["a", "b"].map((idPrefix) => {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(SignIn, props, { idPrefix });
    return container;
  });
  expectUnique([...ids(a!), ...ids(b!)]);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  hydrate(SignIn, a!, props, { idPrefix: "a" });
  hydrate(SignIn, b!, props, { idPrefix: "b" });
  expect(warn).not.toHaveBeenCalled();
  // Hydrated with another prefix than the server's, the ids are repaired, and reported.
  const c = document.body.appendChild(document.createElement("div"));
  c.innerHTML = renderToString(SignIn, props, { idPrefix: "a" });
  hydrate(SignIn, c, props);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
  expect(ids(c)[0]).toBe("_s0");
});

it("asked outside a composition, it throws the error remember throws", () => {
  return import("composa").then(({ rememberId }) => expect(() => rememberId()).toThrow(/R001|composition/));
});

it("movable content hydrates with the ids the server wrote in place, and keeps its id when it moves", () => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(Wizard, { wide: false });
  const server = ids(container);
  expectUnique(server);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  hydrate(Wizard, container, { wide: false });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect(ids(container)).toEqual(server);
  renderInto(Wizard, container, { wide: true });
  expect(container.querySelector("section input")!.id).toBe(server[1]);
  expect(ids(container)).toEqual(server);
});
