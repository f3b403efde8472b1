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
});
