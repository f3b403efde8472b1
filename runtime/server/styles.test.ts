// @vitest-environment happy-dom
/**
 * The kit's stylesheet on a server page: `renderStyles()` writes it for the
 * head, and hydration adopts it (no second one, no DOM mutation anywhere in
 * the document); without it, hydration adds it once, as `render` does.
 */
import { Window } from "happy-dom";
import { expect, test } from "vitest";
import { load } from "../../plugin/babel/test/harness.js";
import * as dom from "../dom/index.js";
import { renderStyles, renderToString } from "./index.js";

const { App } = load(
  `
  import { Column, Row, Text } from "composa/dom";
  export function App() { <Column><Row><Text text="a" /></Row></Column>; }`,
  { "composa/dom": dom },
).module;

/** A fresh document (the kit remembers which documents it styled) holding the server's page. */
function serverPage(head: string): { document: Document; container: HTMLElement } {
  const window = new Window();
  const document = window.document as unknown as Document;
  document.head.innerHTML = head;
  const container = document.createElement("div");
  container.innerHTML = renderToString(App);
  document.body.append(container);
  return { document, container };
}

test("renderStyles() is the kit's stylesheet, for the head", () => {
  expect(renderStyles()).toBe(`<style data-composa-kit>${dom.KIT_CSS}</style>`);
});

test("hydrating a page whose head has renderStyles() adopts that stylesheet: none added, no mutation", () => {
  const { document, container } = serverPage(renderStyles());
  const server = document.querySelector("style[data-composa-kit]");
  expect(server!.textContent).toBe(dom.KIT_CSS);
  const view = document.defaultView as unknown as { MutationObserver: typeof MutationObserver };
  const observer = new view.MutationObserver(() => {});
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const composition = dom.hydrate(App, container);
  expect(observer.takeRecords()).toEqual([]);
  expect([...document.querySelectorAll("style[data-composa-kit]")]).toEqual([server]);
  composition.dispose();
});

test("without it, hydration adds the stylesheet once", () => {
  const { document, container } = serverPage("");
  dom.hydrate(App, container);
  expect(document.querySelectorAll("style[data-composa-kit]")).toHaveLength(1);
  expect(document.querySelector("style[data-composa-kit]")!.textContent).toBe(dom.KIT_CSS);
});
