// @vitest-environment happy-dom
/**
 * Hydrating movable content (issue 22) where the server's markup has no
 * placement (a mismatch): the client makes a range (dom/range.ts), and the
 * repair puts the whole range, content included, where the placement goes.
 */
import { afterEach, expect, it, vi } from "vitest";
import * as dom from "../index.js";
import { flush } from "../../recomposer.js";
import { load, type Module } from "../../../plugin/babel/test/harness.js";

afterEach(() => vi.restoreAllMocks());

it("markup without the placement: the repaired DOM holds the whole range, and the content works", () => {
  const m = load(
    `
    import { movableContentOf, remember, mutableStateOf } from "composa";
    export const Card = movableContentOf(() => {
      const n = remember(() => mutableStateOf(0));
      <button onClick={() => n.value++}>{n.value}</button>;
      <i>card</i>;
    });
    export function App() { <ul><li>first</li><Card /></ul>; }
  `,
    { "composa/dom": dom },
  ).module as Module;
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  container.innerHTML = "<ul><li>first</li></ul>";
  dom.hydrate(m.App, container);
  expect(container.innerHTML).toBe("<ul><li>first</li><!--[--><button>0</button><i>card</i><!--]--></ul>");
  container.querySelector("button")!.click();
  flush();
  expect(container.innerHTML).toBe("<ul><li>first</li><!--[--><button>1</button><i>card</i><!--]--></ul>");
});
