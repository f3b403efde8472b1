// @vitest-environment happy-dom
/**
 * An empty text: the server writes `<!--t-->` for it (the parser makes no
 * empty text node), and hydration makes the text. The text takes the
 * marker's place (one mutation, a replacement), so the hydrated DOM is a
 * client render's, node for node: no comment is left where a fresh render
 * has none, and updates of that text (non-empty, empty again) keep it so.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { mutableStateOf, flush } from "composa";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";
import { load, type Module } from "../../../plugin/babel/test/harness.js";

afterEach(() => vi.restoreAllMocks());

/** Every node, empty texts and comments included (`innerHTML` shows neither an empty text nor where it is). */
function nodes(parent: Node): string {
  let out = "";
  for (let at = parent.firstChild; at !== null; at = at.nextSibling) {
    if (at.nodeType === 3) out += JSON.stringify((at as Text).data);
    else if (at.nodeType === 8) out += `<!--${(at as Comment).data}-->`;
    else out += `<${(at as Element).localName}>${nodes(at)}</>`;
  }
  return out;
}

/** `node` alone in a fragment (for `nodes`). */
function wrap(node: Node): Node {
  const fragment = document.createDocumentFragment();
  fragment.append(node.cloneNode(true));
  return fragment;
}

const SOURCES: Record<string, string> = {
  alone: `export function App({ v }) { <p>{v}</p>; }`,
  "before a text": `export function App({ v }) { <p>{v}x</p>; }`,
  "after a text": `export function App({ v }) { <p>x{v}</p>; }`,
  "between texts": `export function App({ v }) { <p>a{v}b{v}c</p>; }`,
  "before an element": `export function App({ v }) { <div>{v}<b>x</b>{v}</div>; }`,
  "beside a list": `export function App({ v, items }) { <ul>{v}{items.map((i) => <li key={i}>{i}</li>)}{v}</ul>; }`,
  "in a composable": `function T({ t }) { <span>{t}</span>; } export function App({ v }) { <div><T t={v} /><T t={v + ""} /></div>; }`,
};

describe("hydrating an empty text", () => {
  for (const templates of [false, true])
    for (const [name, source] of Object.entries(SOURCES))
      it(`leaves the DOM a client render's, with one mutation per empty text (${name}, templates: ${templates})`, () => {
        const m = load(source, { "composa/dom": dom }, "/src/empty.tsx", { templates }).module as Module;
        const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
        const props = { v: "", items: [] as number[] };
        const container = document.createElement("div");
        const html = renderToString(m.App, props);
        container.innerHTML = html;
        expect(html).toContain("<!--t-->");
        const observer = new MutationObserver(() => {});
        observer.observe(container, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        dom.hydrate(m.App, container, props);
        const records = observer.takeRecords();
        observer.disconnect();
        expect(warn).not.toHaveBeenCalled();
        // Each `<!--t-->` is replaced by its text (one record in a browser; happy-dom records a
        // replacement as an insertion and a removal): the comments out, the texts in, nothing else.
        const markers = html.split("<!--t-->").length - 1;
        expect(records.flatMap((r) => [...r.removedNodes].map((n) => nodes(wrap(n))))).toEqual(
          Array(markers).fill("<!--t-->"),
        );
        expect(records.flatMap((r) => [...r.addedNodes].map((n) => nodes(wrap(n))))).toEqual(
          Array(markers).fill('""'),
        );
        const fresh = document.createElement("div");
        for (const next of [props, { v: "y", items: [1] }, { v: "", items: [] }, { v: "z", items: [2, 3] }]) {
          dom.render(m.App, container, next);
          dom.render(m.App, fresh, next);
          // No comment is left at all: `<!---->` separators appear only between two non-empty texts.
          expect(nodes(container).replace(/<!---->/g, "")).toBe(nodes(fresh));
        }
      });

  it("a deferred text that is empty keeps no marker, and its state updates it in place", () => {
    const m = load(
      `import { mutableStateOf } from "composa";
       export function App({ s }) { <p>{() => s.value}<i>i</i></p>; }`,
      { "composa/dom": dom, composa: { mutableStateOf } },
    ).module as Module;
    const s = mutableStateOf("");
    const container = document.createElement("div");
    container.innerHTML = renderToString(m.App, { s });
    expect(container.innerHTML).toBe("<p><!--t--><i>i</i></p>");
    dom.hydrate(m.App, container, { s });
    expect(nodes(container)).toBe('<p>""<i>"i"</></>');
    s.value = "a";
    flush();
    expect(nodes(container)).toBe('<p>"a"<i>"i"</></>');
    s.value = "";
    flush();
    expect(nodes(container)).toBe('<p>""<i>"i"</></>');
  });
});
