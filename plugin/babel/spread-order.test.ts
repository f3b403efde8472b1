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
export function Aliases({ a, b }) { <div className={a} class={b} />; }
export function Twice({ a, b }) { <div title={a} title={b} />; }
export function Calls({ a, b }) { <div class={a.join(" ")} title="t" className={b} />; }
export function AliasAfter({ p }) { <div {...p} className="n" />; }
export function NoClassAfter({ p, c }) { <div {...p} class={c} />; }
export function StyleAfter({ p, s }) { <div {...p} style={s} />; }
export function Spread({ p }) { <div {...p} />; }
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

describe("class and className are one name", () => {
  it("of two named ones the later wins, also when only the earlier changes (fuzz seed 950041)", () => {
    const c = document.createElement("div");
    expect(shown(m.Aliases, { a: "x", b: "y" }, c).cls).toBe("y");
    expect(shown(m.Aliases, { a: "x2", b: "y" }, c).cls).toBe("y");
    expect(shown(m.Aliases, { a: "x2", b: undefined }, c).cls).toBe(null);
  });

  it("the same name twice: the later wins; the earlier value is still evaluated", () => {
    const c = document.createElement("div");
    expect(shown(m.Twice, { a: "x", b: "y" }, c).title).toBe("y");
    expect(shown(m.Twice, { a: "x2", b: "y" }, c).title).toBe("y");
    const seen: string[] = [];
    const a = { join: () => (seen.push("a"), "j") };
    expect(shown(m.Calls, { a, b: "k" }, c)).toMatchObject({ cls: "k", title: "t" });
    expect(seen).toEqual(["a"]);
  });

  it("a named className wins over a spread's class, also when only the spread changes", () => {
    const c = document.createElement("div");
    expect(shown(m.AliasAfter, { p: { class: "s" } }, c).cls).toBe("n");
    expect(shown(m.AliasAfter, { p: { class: "s2" } }, c).cls).toBe("n");
  });

  it("a named class that is empty removes the class a spread before it set (fuzz seed 950282)", () => {
    const c = document.createElement("div");
    expect(shown(m.NoClassAfter, { p: { className: "s" }, c: null }, c).cls).toBe(null);
    expect(shown(m.NoClassAfter, { p: { className: "s2" }, c: null }, c).cls).toBe(null);
    expect(shown(m.NoClassAfter, { p: { className: "s2" }, c: "n" }, c).cls).toBe("n");
  });

  it("in one spread object the later of class and className wins, also when only the earlier changes", () => {
    const c = document.createElement("div");
    expect(shown(m.Spread, { p: { class: "a", className: "b" } }, c).cls).toBe("b");
    expect(shown(m.Spread, { p: { class: "a2", className: "b" } }, c).cls).toBe("b");
    expect(shown(m.Spread, { p: { className: "b", class: "a2" } }, c).cls).toBe("a2");
    expect(shown(m.Spread, { p: { className: "b2", class: "a2" } }, c).cls).toBe("a2");
    expect(shown(m.Spread, { p: { className: "b2" } }, c).cls).toBe("b2");
  });
});

describe("style", () => {
  it("a named style object after a spread replaces the spread's style, on the first pass too (fuzz seed 950176)", () => {
    const style = (props: object, c: HTMLDivElement) => {
      shown(m.StyleAfter, props, c);
      return c.firstElementChild!.getAttribute("style");
    };
    const c = document.createElement("div");
    expect(style({ p: { style: "font-weight: bold" }, s: { color: "blue" } }, c)).toBe("color: blue;");
    expect(style({ p: { style: "color: red" }, s: { color: "blue" } }, c)).toBe("color: blue;");
    const d = document.createElement("div");
    expect(style({ p: { style: { fontWeight: "bold" } }, s: { color: "blue" } }, d)).toBe("color: blue;");
  });
});
