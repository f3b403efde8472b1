// @vitest-environment happy-dom
/**
 * React's `suppressHydrationWarning`: an element's own texts and attributes
 * that differ from the server's markup (a timestamp, a locale's format) are
 * repaired without a report, one level deep as in React: its children's
 * texts and any structural difference are still reported.
 */
import { afterEach, expect, test, vi } from "vitest";
import { load } from "../../../plugin/babel/test/harness.js";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";

const { Clock, Spread, Deep, Plain, Structure } = load(
  `
  export function Clock({ t }) {
    <p class="clock" suppressHydrationWarning>Now: {t}</p>;
    <time suppressHydrationWarning dateTime={t} title={"at " + t}>{t}</time>;
  }
  export function Spread({ t, attrs }) {
    <span {...attrs} data-t={t}>{t}</span>;
  }
  export function Deep({ t }) {
    <div suppressHydrationWarning><b>{t}</b></div>;
  }
  export function Plain({ t }) {
    <p class="clock">Now: {t}</p>;
  }
  export function Structure({ t }) {
    <div suppressHydrationWarning>{t === "a" ? <b>b</b> : <i>i</i>}</div>;
  }`,
  { "composa/dom": dom },
  "/src/suppress.tsx",
  { templates: true },
).module;

afterEach(() => {
  document.body.textContent = "";
  vi.restoreAllMocks();
});

/** The server's markup for `server`, hydrated with `client`: what was reported; the container. */
function hydrateWith<P extends object>(App: (p: P) => void, server: P, client: P) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(App, server);
  const before = [...container.querySelectorAll("*")];
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((m: unknown) => void warnings.push(String(m)));
  dom.hydrate(App, container, client);
  const fresh = document.body.appendChild(document.createElement("div"));
  dom.render(App, fresh, client);
  const strip = (html: string) => html.replaceAll("<!---->", "");
  return { warnings, container, same: strip(container.innerHTML) === strip(fresh.innerHTML), before };
}

test("an element's own text and attributes differ: repaired, not reported, no element replaced", () => {
  const { warnings, container, same, before } = hydrateWith(Clock, { t: "10:00" }, { t: "10:01" });
  expect(warnings).toEqual([]);
  expect(same).toBe(true);
  expect(container.querySelector("time")!.getAttribute("title")).toBe("at 10:01");
  expect(container.querySelector("p")!.textContent).toBe("Now: 10:01");
  expect([...container.querySelectorAll("*")]).toEqual(before);
});

test("given through a spread (no template): the same", () => {
  const attrs = { suppressHydrationWarning: true, title: "x" };
  const { warnings, same } = hydrateWith(Spread, { t: "a", attrs }, { t: "b", attrs });
  expect(warnings).toEqual([]);
  expect(same).toBe(true);
});

test("without it, the same difference is reported", () => {
  const { warnings, same } = hydrateWith(Plain, { t: "10:00" }, { t: "10:01" });
  expect(warnings).toEqual([
    '[composa] hydration mismatch at (container) > p:0: expected text "10:01", found text "10:00"; repaired',
  ]);
  expect(same).toBe(true);
  const spread = hydrateWith(Spread, { t: "a", attrs: {} }, { t: "b", attrs: {} });
  expect(spread.warnings).toHaveLength(2);
});

test("one level deep: a child's text is still reported, and so is a child element that differs", () => {
  const deep = hydrateWith(Deep, { t: "a" }, { t: "b" });
  expect(deep.warnings).toEqual([
    '[composa] hydration mismatch at (container) > div:0 > b:0: expected text "b", found text "a"; repaired',
  ]);
  expect(deep.same).toBe(true);
  const structure = hydrateWith(Structure, { t: "a" }, { t: "b" });
  expect(structure.warnings).toEqual([
    "[composa] hydration mismatch at (container) > div:0: expected <i>, found <b>; repaired",
  ]);
  expect(structure.same).toBe(true);
});
