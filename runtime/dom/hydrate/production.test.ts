// @vitest-environment happy-dom
/**
 * Hydration as a production build runs it (dev.ts replaced by its
 * production value for every module of this file): template nodes the pass
 * never touched are trusted to hold the server's children (no view, no
 * comparison), but one that holds markers must still be known as such, so
 * that a later structural change in it (a text hole becoming an element or
 * nothing) removes the markers before it addresses children by index.
 */
import { expect, test, vi } from "vitest";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { renderToString } from "../../server/index.js";
import { DEV } from "../dev.js";
import * as dom from "../index.js";

vi.mock("../dev.js", () => ({ DEV: false, warn: () => {} }));

const { App } = load(
  `
export function App({ v }) {
  <div class="list">
    <p class="x">n: {v} end</p>
    <p class="y">{v}<b>static</b></p>
  </div>;
}`,
  { "composa/dom": dom },
).module as Module;

test("a trusted template node with markers takes later structural changes as a fresh render does", () => {
  expect(DEV).toBe(false);
  const container = document.createElement("div");
  container.innerHTML = renderToString(App, { v: "a" });
  expect(container.innerHTML).toContain("<!---->");
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
  dom.hydrate(App, container, { v: "a" });
  expect(observer.takeRecords()).toEqual([]);
  observer.disconnect();
  for (const v of [null, "b", ["c", "d"], "e"]) {
    dom.render(App, container, { v });
    const fresh = document.createElement("div");
    dom.render(App, fresh, { v });
    expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe(fresh.innerHTML);
  }
});

test("a template node handed a new node without a mismatch (an empty text: <!--t-->) is not trusted: the text takes the marker's place and updates", () => {
  const { App: Empty } = load(`export function App({ v }) { <div><p>{v}</p><b>{v}x</b></div>; }`, {
    "composa/dom": dom,
  }).module as Module;
  const container = document.createElement("div");
  container.innerHTML = renderToString(Empty, { v: "" });
  expect(container.innerHTML).toContain("<!--t-->");
  dom.hydrate(Empty, container, { v: "" });
  expect(container.innerHTML).toBe("<div><p></p><b>x</b></div>");
  expect([...container.querySelectorAll("p, b")].map((el) => el.childNodes.length)).toEqual([1, 2]);
  dom.render(Empty, container, { v: "new" });
  expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe("<div><p>new</p><b>newx</b></div>");
});

test("a whole document (hydrate(App, document)): the doctype, the parser's <head> and what follows the app in <body> stay; no mutation", () => {
  const { App: Doc } = load(
    `
import { mutableStateOf, remember } from "composa";
export function App({ t }) {
  const n = remember(() => mutableStateOf(0));
  <html><body><h1>{t}</h1><button onClick={() => n.value++}>{n.value}</button></body></html>;
}`,
    { "composa/dom": dom },
  ).module as Module;
  const doc = new DOMParser().parseFromString(
    `<!DOCTYPE html>${renderToString(Doc, { t: "hi" })}<p id="after">sent after it</p>`,
    "text/html",
  );
  const observer = new MutationObserver(() => {});
  observer.observe(doc, { subtree: true, childList: true, characterData: true, attributes: true });
  dom.hydrate(Doc, doc, { t: "hi" });
  expect(observer.takeRecords()).toEqual([]);
  observer.disconnect();
  expect(doc.doctype).not.toBeNull();
  expect(doc.head).not.toBeNull();
  dom.render(Doc, doc as never, { t: "hello" });
  expect(doc.body.innerHTML.replace(/<!--.*?-->/g, "")).toBe(
    '<h1>hello</h1><button>0</button><p id="after">sent after it</p>',
  );
});
