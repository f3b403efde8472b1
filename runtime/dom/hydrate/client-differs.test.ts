// @vitest-environment happy-dom
/** Hydration with a client whose state differs from the server's, in development: client-differs-suite.ts. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { renderToString } from "../../server/index.js";
import * as dom from "../index.js";
import { clientDiffersSuite } from "./client-differs-suite.js";

clientDiffersSuite([false, true], 15);

describe("what the random programs found", () => {
  afterEach(() => vi.restoreAllMocks());

  function hydrateWith(source: string, templates: boolean, server: object, client: object) {
    const { App } = load(source, { "composa/dom": dom }, "/src/found.tsx", { templates }).module as Module;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const container = document.createElement("div");
    container.innerHTML = renderToString(App, server);
    const composition = dom.hydrate(App, container, client);
    return { App, container, composition, warnings: warn.mock.calls.map((c) => String(c[0])) };
  }

  for (const templates of [false, true]) {
    it(`a server text claimed for a client text "" is emptied and reported (templates: ${templates})`, () => {
      const source = `export function App({ t }) { <div><p>A{t}</p><p>{t}B</p></div>; }`;
      const { App, container, warnings } = hydrateWith(source, templates, { t: "x" }, { t: "" });
      expect(container.textContent).toBe("AB");
      // Each p reports its text (a template's {t} before "B" is a text asked for as "" too).
      expect(warnings).toHaveLength(2);
      expect(warnings.join("\n")).toMatch(/p:0: expected text "", found text "x"/);
      expect(warnings.join("\n")).toMatch(/p:1: expected text "(B)?", found text "x"/);
      dom.render(App, container, { t: "y" });
      expect(container.textContent).toBe("AyyB");
    });

    it(`the server's children of an element the client composes none in are removed and reported (templates: ${templates})`, () => {
      const source = `export function App({ open }) { <ul>{open && <li>first</li>}{open && "more"}</ul>; }`;
      const { App, container, warnings } = hydrateWith(source, templates, { open: true }, { open: false });
      expect(container.innerHTML).toBe("<ul></ul>");
      expect(warnings).toEqual([expect.stringContaining("found <li>")]);
      dom.render(App, container, { open: true });
      expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe("<ul><li>first</li>more</ul>");
    });
  }

  it("an element whose content a property gives keeps it (unsafeInnerHTML, a textarea's value)", () => {
    const source = `export function App({ html, v }) { <div><section unsafeInnerHTML={html} /><textarea value={v} /></div>; }`;
    const { container, warnings } = hydrateWith(
      source,
      false,
      { html: "<b>x</b>", v: "text" },
      { html: "<b>x</b>", v: "text" },
    );
    expect(warnings).toEqual([]);
    expect(container.querySelector("section")!.innerHTML).toBe("<b>x</b>");
    expect(container.querySelector("textarea")!.value).toBe("text");
  });
});
