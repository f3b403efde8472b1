// @vitest-environment happy-dom
/**
 * A template hole that holds no text (`{false}`, an element, a list): the
 * server writes nothing for it, so hydration must not claim the next text's
 * marker for it (found by the differential fuzzer's hydrate mode, seeds
 * 230004 and 230106: `b{false}{n}` took "2" as the first hole's text).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";
import { load, type Module } from "../../../plugin/babel/test/harness.js";

afterEach(() => vi.restoreAllMocks());

describe("hydrating template holes", () => {
  it("a hole that holds nothing or an element, between texts, is adopted with no mismatch and no mutation", () => {
    const m = load(
      `
export function App({ n, flag }) {
  <ul>
    <li>e{flag}a</li>
    <li>b{n > 5}{n}</li>
    <li>c{flag && <i>x</i>}{n}d</li>
  </ul>;
}`,
      { "composa/dom": dom },
    ).module as Module;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const props of [
      { n: 2, flag: false },
      { n: 7, flag: true },
    ]) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(m.App, props);
      const texts = [...container.querySelectorAll("li")].map((li) => li.textContent);
      const observer = new MutationObserver(() => {});
      observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
      dom.hydrate(m.App, container, props);
      expect(observer.takeRecords()).toEqual([]);
      expect(warn).not.toHaveBeenCalled();
      expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(texts);
      dom.render(m.App, container, { n: 3, flag: !props.flag });
      const fresh = document.createElement("div");
      dom.render(m.App, fresh, { n: 3, flag: !props.flag });
      expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe(fresh.innerHTML);
    }
  });

  for (const templates of [false, true])
    it(`an empty text (the server's <!--t-->) is made with no report: the parser can make none (templates: ${templates})`, () => {
      const m = load(
        `export function App({ v }) { <div><p>{v}</p><b>{v}x</b></div>; }`,
        { "composa/dom": dom },
        "/src/empty.tsx",
        {
          templates,
        },
      ).module as Module;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const container = document.createElement("div");
      container.innerHTML = renderToString(m.App, { v: "" });
      expect(container.innerHTML).toContain("<!--t-->");
      dom.hydrate(m.App, container, { v: "" });
      expect(warn).not.toHaveBeenCalled();
      dom.render(m.App, container, { v: "y" });
      expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe("<div><p>y</p><b>yx</b></div>");
    });

  for (const templates of [false, true])
    it(`an empty text costs one mutation, the marker replaced by the text; the list then inserts as after a client render (templates: ${templates})`, () => {
      // Found by the differential fuzzer's hydrate mode once its words included "" (seed 230010).
      const m = load(
        `export function App({ v, items }) { <ul>{v}{items.map((i) => <li key={i}>{i}</li>)}</ul>; }`,
        { "composa/dom": dom },
        "/src/empty-list.tsx",
        { templates, dev: false },
      ).module as Module;
      const container = document.createElement("div");
      container.innerHTML = renderToString(m.App, { v: "", items: [] });
      expect(container.innerHTML).toBe("<ul><!--t--></ul>");
      const observer = new MutationObserver(() => {});
      observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
      dom.hydrate(m.App, container, { v: "", items: [] });
      const records = observer.takeRecords();
      observer.disconnect();
      // happy-dom records a replacement as an insertion and a removal (a browser, as one record).
      expect(records.flatMap((r) => [...r.addedNodes, ...r.removedNodes].map((n) => n.nodeName))).toEqual([
        "#text",
        "#comment",
      ]);
      expect(container.innerHTML).toBe("<ul></ul>");
      expect(container.firstChild!.childNodes.length).toBe(1);
      dom.render(m.App, container, { v: "", items: [1, 2] });
      expect(container.innerHTML).toBe("<ul><li>1</li><li>2</li></ul>");
    });
});
