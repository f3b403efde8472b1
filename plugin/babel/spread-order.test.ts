// @vitest-environment happy-dom
/**
 * Attribute order on host elements (DESIGN, "The dialect" 5): where a named
 * attribute and a spread give the same name, the later one in source order
 * wins, as in React and Solid; a key that leaves the spread falls back to
 * the named value before it.
 */
import { describe, expect, it } from "vitest";
import * as dom from "../../runtime/dom/index.js";
import { load, type Module } from "./test/harness.js";

const m = load(
  `
export function Before({ p }) { <div class="a" title="t" {...p} />; }
export function After({ p }) { <div {...p} class="b" />; }
export function Between({ p, q }) { <div {...p} class="m" {...q} />; }
`,
  { "composa/dom": dom },
).module as Module;

function shown(App: Module[string], props: object, container = document.createElement("div")) {
  dom.render(App, container, props);
  const el = container.firstElementChild!;
  return { container, cls: el.getAttribute("class"), title: el.getAttribute("title") };
}

describe("named attributes and spreads: the later one wins", () => {
  it("a spread after a named attribute overrides it, and falls back to it when its key leaves", () => {
    const c = document.createElement("div");
    expect(shown(m.Before, { p: { class: "s" } }, c)).toMatchObject({ cls: "s", title: "t" });
    expect(shown(m.Before, { p: { class: "s2", title: "u" } }, c)).toMatchObject({ cls: "s2", title: "u" });
    expect(shown(m.Before, { p: {} }, c)).toMatchObject({ cls: "a", title: "t" });
  });

  it("a named attribute after a spread overrides it, also when only the spread changes", () => {
    const c = document.createElement("div");
    expect(shown(m.After, { p: { class: "s", title: "x" } }, c)).toMatchObject({ cls: "b", title: "x" });
    expect(shown(m.After, { p: { class: "s2" } }, c)).toMatchObject({ cls: "b", title: null });
  });

  it("between two spreads: the first spread loses to it, the second wins", () => {
    const c = document.createElement("div");
    expect(shown(m.Between, { p: { class: "p" }, q: {} }, c).cls).toBe("m");
    expect(shown(m.Between, { p: { class: "p" }, q: { class: "q" } }, c).cls).toBe("q");
    expect(shown(m.Between, { p: { class: "p" }, q: {} }, c).cls).toBe("m");
  });
});
