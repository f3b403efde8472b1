// @vitest-environment happy-dom
// Array children and list calls (test/apps/arrays.tsx) in the DOM: keyed
// state moves with its key whatever produced the element, unkeyed items
// match by position, every step equals a fresh composition, and the server's
// markup hydrates without a mutation.
import { hydrate, render as renderInto } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { afterEach, expect, it, vi } from "vitest";
import { Arrays, fieldsMade, serials, type Item } from "./arrays.js";
import { expectSameAsFresh, markup } from "./fresh.js";

type Props = { items: Item[]; admin: boolean; count: number; user: string };

const a: Item = { id: 1, label: "a", note: "n1" };
const b: Item = { id: 2, label: "b" };
const c: Item = { id: 3, label: "c", note: "n3", hidden: true };
const d: Item = { id: 4, label: "d" };

const steps: Props[] = [
  { items: [a, b, c], admin: false, count: 0, user: "ada" },
  { items: [c, a, b], admin: true, count: 2, user: "ada" },
  { items: [b, d, c, a], admin: false, count: 1, user: "bob" },
  { items: [{ ...a, note: undefined }, d], admin: true, count: 3, user: "bob" },
  { items: [], admin: false, count: 0, user: "ada" },
  { items: [d, c, b, a], admin: true, count: 2, user: "ada" },
];

/** Each field's name and serial (which `Field` instance it is) in one list. */
function fields(container: HTMLElement, list: string): string[] {
  return [...container.querySelectorAll(`${list} label`)].map((l) => `${l.textContent}#${serials.get(l)}`);
}

afterEach(() => {
  document.body.innerHTML = "";
});

it("every step equals a fresh composition of the same props", () => {
  const app = render(Arrays, steps[0]!);
  for (const p of [...steps, ...steps.slice().reverse()]) {
    app.rerender(p);
    expectSameAsFresh(Arrays, p, app.container);
  }
  app.unmount();
});

it("shows what React shows for an array literal: elements, texts, numbers; nothing for null, booleans and holes", () => {
  const app = render(Arrays, { items: [a, b], admin: false, count: 2, user: "ada" });
  const html = (sel: string) => markup(app.container.querySelector(sel)!).replace(/^<[^>]+>|<\/\w+>$/g, "");
  expect(html("p.mixed")).toBe("Total: 2 <b>many</b><i>2</i>");
  expect(html("ol.spread")).toBe("<li>first</li><li>a</li><li>b</li><li>last</li>");
  expect(html("ul.times")).toBe("<li>0</li><li>1</li>");
  app.rerender({ items: [b], admin: false, count: 0, user: "ada" });
  expect(html("p.mixed")).toBe("Total: 0 none");
  expect(html("ol.spread")).toBe("<li>first</li><li>b</li><li>last</li>");
  expect(html("ul.times")).toBe("");
  app.unmount();
});

it("keyed state moves with its key in every list shape, and a new key is a new element", () => {
  const app = render(Arrays, steps[0]!);
  const lists = ["dl", "ul.from", "ul.flat", "ul.chain", "ul.entries", "ul.copies", "ul.from-map"];
  const before = Object.fromEntries(lists.map((l) => [l, fields(app.container, l)]));
  const nav = fields(app.container, "nav");
  const input = app.container.querySelector<HTMLInputElement>("ul.from input[aria-label=a]")!;
  input.value = "typed";
  const made = fieldsMade();

  // Reverse the items: every keyed field keeps its instance (same serial), in the new order.
  app.rerender({ ...steps[0]!, items: [c, b, a] });
  expect(fieldsMade()).toBe(made);
  for (const l of lists) {
    const after = fields(app.container, l);
    expect(after.slice().sort()).toEqual(before[l]!.slice().sort());
    // (Object.entries lists integer keys in ascending order, whatever the items' order.)
    if (l !== "ul.entries") expect(after, l).not.toEqual(before[l]);
  }
  // The same DOM input, with what was typed in it.
  expect(app.container.querySelector("ul.from input[aria-label=a]")).toBe(input);
  expect(input.value).toBe("typed");

  // Showing the admin item inserts one field; the others keep theirs.
  app.rerender({ ...steps[0]!, items: [c, b, a], admin: true });
  expect(fields(app.container, "nav")).toEqual([nav[0], `admin#${made + 1}`, nav[1]]);
  // A new key for the user field is a new field; the home field stays.
  app.rerender({ ...steps[0]!, items: [c, b, a], admin: true, user: "bob" });
  expect(fields(app.container, "nav")).toEqual([nav[0], `admin#${made + 1}`, `bob#${made + 2}`]);
  app.unmount();
});

it("renders on the server and hydrates with no mutation, then updates as rendered", () => {
  for (const p of steps) {
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(Arrays, p);
    const before = [...container.querySelectorAll("*")];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const composition = hydrate(Arrays, container, p);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect([...container.querySelectorAll("*")]).toEqual(before);
    const strip = (html: string) => html.replace(/<!--t?-->/g, "");
    const fresh = render(Arrays, p);
    expect(strip(markup(container))).toBe(strip(markup(fresh.container)));
    fresh.unmount();
    // Rendering again into the container recomposes the hydrated composition (DESIGN: it behaves as `render`).
    const next = steps[(steps.indexOf(p) + 1) % steps.length]!;
    expect(renderInto(Arrays, container, next)).toBe(composition);
    const nextFresh = render(Arrays, next);
    expect(strip(markup(container))).toBe(strip(markup(nextFresh.container)));
    nextFresh.unmount();
    composition.dispose();
    container.remove();
  }
});
