/**
 * Hydrating raw-text and RCDATA elements (`title`, `textarea`, `style`...):
 * no comment can stand there, so the server writes their content as one
 * text, without markers and without a placement's range comments
 * (docs/server-rendering.md, "Markers"). Hydration claims that text for the
 * composition's texts in order (splitting it where the composition has
 * several), and makes a placement's range anew around the content's text:
 * no mismatch is reported, no text is lost or doubled, and the page then
 * updates as a client render does. Run in development (raw-text.test.ts)
 * and production (raw-text-production.test.ts, which trusts template nodes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { flush } from "../../recomposer.js";
import { renderToString } from "../../server/index.js";
import * as dom from "../index.js";
import { clientMarkup } from "../test/client-markup.js";

type App = Module & { s: { value: string } };

const apps: Record<string, string> = {
  "a title with a placement between two texts": `
    import { movableContentOf, mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    const M = movableContentOf(({ v }) => { <>{v}</>; });
    export function App() { <div><title>{"a"}<M v={s.value} />{"c"}</title><p>x</p></div>; }`,
  "a textarea and a style, each with a placement": `
    import { movableContentOf, mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    const M = movableContentOf(({ v }) => { <>{v}</>; });
    export function App() { <div><textarea>{"a"}<M v={s.value} /></textarea><style><M v={s.value + "{}"} />x{"{}"}</style></div>; }`,
  "a title of a text and static text": `
    import { mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    export function App() { <div><title>{s.value} - Site</title><p>x</p></div>; }`,
  "a title of static and dynamic texts": `
    import { mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    export function App() { <div><title>Hi {s.value}{s.value}!</title></div>; }`,
  "a static style of two texts (a template's static child)": `
    import { mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    export function App() { <div><style>a{"{}"}</style><p>{s.value}</p></div>; }`,
  "a title of a deferred text": `
    import { mutableStateOf } from "composa";
    export const s = mutableStateOf("b");
    export function App() { <div><title>{() => s.value}</title><p>x</p></div>; }`,
};

/** Markup without hydration markers, which stay in the DOM (docs/server-rendering.md). */
function withoutMarkers(html: string): string {
  return html.replaceAll("<!---->", "").replaceAll("<!--t-->", "");
}

/** The tests, for raw-text.test.ts (development) and raw-text-production.test.ts. */
export function rawTextSuite(): void {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.textContent = "";
  });

  describe("hydrating raw text", () => {
    for (const [name, source] of Object.entries(apps))
      for (const templates of [false, true])
        it(`${name} (templates: ${templates}): adopted with no report, the client's DOM, then updates as a client render`, () => {
          const m = load(source, { "composa/dom": dom }, "/src/raw.tsx", { templates }).module as App;
          const warnings: string[] = [];
          vi.spyOn(console, "warn").mockImplementation(
            (message: unknown) => void warnings.push(String(message)),
          );
          for (const first of ["b", ""]) {
            m.s.value = first;
            const container = document.createElement("div");
            document.body.replaceChildren(container);
            container.innerHTML = renderToString(m.App);
            const composition = dom.hydrate(m.App, container);
            expect(warnings).toEqual([]);
            expect((composition.applier as unknown as { mismatches: number }).mismatches).toBe(0);
            expect(withoutMarkers(container.innerHTML)).toBe(clientMarkup(m.App));
            for (const value of ["new", "", "b"]) {
              m.s.value = value;
              flush();
              expect(withoutMarkers(container.innerHTML)).toBe(clientMarkup(m.App));
            }
            composition.dispose();
          }
        });

    it("a title of one text is adopted with no mutation", () => {
      const m = load(apps["a title of a text and static text"]!.replace(" - Site", ""), {
        "composa/dom": dom,
      }).module as App;
      m.s.value = "b";
      const container = document.createElement("div");
      container.innerHTML = renderToString(m.App);
      const observer = new MutationObserver(() => {});
      observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
      dom.hydrate(m.App, container);
      expect(observer.takeRecords()).toEqual([]);
    });
  });
}
