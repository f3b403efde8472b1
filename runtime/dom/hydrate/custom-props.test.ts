// @vitest-environment happy-dom
/**
 * Custom elements on the server and at hydration: objects and functions
 * with parameters are properties in the browser, so the server writes no
 * markup for them (never `items="[object Object]"`, never a renderer called
 * with no arguments), and hydration gives them to the element; a name the
 * element's class defines gets its property even where the server's
 * attribute already shows the same text.
 */
import { afterEach, expect, test, vi } from "vitest";
import { load } from "../../../plugin/babel/test/harness.js";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";

afterEach(() => {
  document.body.textContent = "";
  vi.restoreAllMocks();
});

const { App } = load(
  `
  export const items = ["a", "b"];
  export function App() {
    <x-list items={items} renderer={(root, item) => (root.textContent = item.toUpperCase())} label="static" count={2} plain={{ n: 1 }} />;
  }`,
  { "composa/dom": dom },
  "/src/custom-props.tsx",
).module;

class XList extends HTMLElement {
  items: unknown = undefined;
  renderer: unknown = undefined;
  labelSet: string[] = [];
  set label(value: string) {
    this.labelSet.push(value);
  }
}

test("the server writes primitives only; hydration gives the element its properties, with no report", () => {
  const html = renderToString(App);
  expect(html).toBe('<x-list label="static" count="2"></x-list>');
  customElements.define("x-list", XList);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  dom.hydrate(App, container);
  const el = container.firstElementChild as XList & { plain: unknown };
  expect(el).toBeInstanceOf(XList);
  expect(el.items).toEqual(["a", "b"]);
  expect(typeof el.renderer).toBe("function");
  expect(el.labelSet).toEqual(["static"]);
  expect(el.getAttribute("count")).toBe("2");
  // Not a name the class defines: an object still never becomes "[object Object]".
  expect(el.hasAttribute("plain")).toBe(false);
  expect(warnings).toEqual([]);
});

const { App: Late } = load(
  `
  export const tags = ["a"];
  export function App() {
    <late-props count={3} tone="warm" open={true} tags={tags} />;
  }`,
  { "composa/dom": dom },
  "/src/custom-late.tsx",
).module;

test("an element defined after hydration: nothing is written at hydration, its class gets every prop on definition", async () => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(Late);
  expect(container.innerHTML).toBe('<late-props count="3" tone="warm" open=""></late-props>');
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(container, { subtree: true, attributes: true, childList: true });
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  dom.hydrate(Late, container);
  records.push(...observer.takeRecords());
  observer.disconnect();
  expect(records.filter((r) => r.type === "childList" || r.attributeName !== null)).toEqual([]);
  class LateProps extends HTMLElement {
    count = 0;
    open = false;
    tags: string[] = [];
  }
  customElements.define("late-props", LateProps);
  await customElements.whenDefined("late-props");
  await Promise.resolve();
  const el = container.firstElementChild as LateProps;
  expect([el.count, el.open, el.tags]).toEqual([3, true, ["a"]]);
  // As a client render leaves it: the attributes that stood in for properties are gone, `tone` stays one.
  expect(container.innerHTML).toBe('<late-props tone="warm"></late-props>');
  expect(warnings).toEqual([]);
});
