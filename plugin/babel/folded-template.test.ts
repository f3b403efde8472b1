// @vitest-environment happy-dom
/**
 * Folded templates (`startTemplate` with holes, docs/compiled-code.md): a
 * template with nothing that needs a group of its own is one group, its
 * dynamic attributes and `{value}` children holes of it. Whatever each hole
 * holds and however it changes, the DOM is the unfolded form's, on the
 * client, on the server and through hydration.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import * as dom from "../../runtime/dom/index.js";
import { renderToString } from "../../runtime/server/index.js";
import { compile } from "./compile.js";
import { load, type Module } from "./test/harness.js";

afterEach(() => {
  flush();
  vi.restoreAllMocks();
});

const CARD = `
export function Card({ title, body, onTap, tone }) {
  <div class="card">
    <h2 class={tone}>{title}</h2>
    <section>{body}</section>
    <p onClick={onTap}>end <b>!</b></p>
  </div>;
}`;

function card(templates: boolean): Module {
  return load(CARD, { "composa/dom": dom }, "/src/card.tsx", { templates }).module as Module;
}

const GREETING = `
export function Greeting({ name, n, onTap }) {
  <p class="greet"><b onClick={onTap}>count: {n} <i>x</i></b> Hello {name}!</p>;
}`;

function greeting(templates: boolean): Module {
  return load(GREETING, { "composa/dom": dom }, "/src/greeting.tsx", { templates }).module as Module;
}

const lambda = (_: unknown, $c: { text(k: number, v: unknown): void }) => $c.text(1, "from a lambda");
const VALUES: unknown[] = ["text", 42, null, ["a", ["b", 7], false], lambda, "", undefined, true, "again"];

describe("folded templates", () => {
  it("compile to one group: holes for the elements with something dynamic", () => {
    const { code } = compile(CARD, { filename: "/src/card.tsx", root: "/src" });
    expect(code).toContain("const $holes0 = [[0], [1], [2]];");
    expect(code).not.toMatch(/startTemplateNode|templateDynamic|templateStatic/);
    expect(code.match(/\$c\.(holeSet|holeContent)\(\d+/g)).toEqual([
      "$c.holeSet(0",
      "$c.holeContent(0",
      "$c.holeContent(1",
      "$c.holeSet(2",
    ]);
  });

  it("are not folded when something needs a group: two values in one element, flow control, a call", () => {
    for (const body of [
      `<div><p>{x} {x}</p></div>`,
      `<div><p>{x && <b />}</p><i /></div>`,
      `<div><p><Leaf /></p><i /></div>`,
      `<div><p class={useTone()}>{x}</p></div>`,
    ]) {
      const { code } = compile(
        `import { Leaf } from "x"; function useTone() { return remember(() => "t"); } import { remember } from "composa";
export function A({ x }) { ${body}; }`,
        { filename: "/src/a.tsx", root: "/src" },
      );
      expect(code, body).not.toContain("$holes");
    }
  });

  it("show every kind of value as the unfolded form does, created with it or changed to it", () => {
    const folded = card(true);
    const unfolded = card(false);
    const taps: string[] = [];
    for (const first of VALUES) {
      const a = document.createElement("div");
      const b = document.createElement("div");
      const props = (v: unknown) => ({
        title: v,
        body: v,
        tone: typeof v,
        onTap: () => taps.push(String(v)),
      });
      dom.render(folded.Card, a, props(first));
      dom.render(unfolded.Card, b, props(first));
      expect(a.innerHTML).toBe(b.innerHTML);
      for (const next of VALUES) {
        dom.render(folded.Card, a, props(next));
        dom.render(unfolded.Card, b, props(next));
        expect(a.innerHTML, `${String(first)} then ${String(next)}`).toBe(b.innerHTML);
        // The same nodes too: no empty text node one form has and the other has not.
        expect(a.querySelector("section")!.childNodes.length).toBe(
          b.querySelector("section")!.childNodes.length,
        );
      }
      (a.querySelector("p") as HTMLElement).click();
      expect(taps.pop()).toBe("again");
    }
  });

  it("fold a value among static children, the root's too: the children around it stay", () => {
    const { code } = compile(GREETING, { filename: "/src/greeting.tsx", root: "/src" });
    expect(code).toContain("const $holes0 = [[], [0]];");
    expect(code).toContain("$c.holeContent(1, n, 1);");
    expect(code).toContain("$c.holeContent(0, name, 2);");
    // Not folded: a hole after a value in the same element (the value's content comes when the template ends).
    expect(compile(`export function G({ a, b }) { <p>{a} <b class={b}>x</b></p>; }`).code).not.toContain(
      "$holes",
    );
    const folded = greeting(true);
    const unfolded = greeting(false);
    for (const first of VALUES) {
      const a = document.createElement("div");
      const b = document.createElement("div");
      const props = (v: unknown) => ({ name: v, n: v, onTap: () => {} });
      dom.render(folded.Greeting, a, props(first));
      dom.render(unfolded.Greeting, b, props(first));
      expect(a.innerHTML).toBe(b.innerHTML);
      const italic = a.querySelector("i");
      for (const next of VALUES) {
        dom.render(folded.Greeting, a, props(next));
        dom.render(unfolded.Greeting, b, props(next));
        expect(a.innerHTML, `${String(first)} then ${String(next)}`).toBe(b.innerHTML);
        expect(a.querySelector("b")!.childNodes.length).toBe(b.querySelector("b")!.childNodes.length);
        expect(a.querySelector("i")).toBe(italic); // the static element after the value is never replaced
      }
    }
  });

  it("update only what changed, in place", () => {
    const m = card(true);
    const container = document.createElement("div");
    const props = { title: "a", body: "b", tone: "x", onTap: () => {} };
    dom.render(m.Card, container, props);
    const h2 = container.querySelector("h2")!;
    const text = h2.firstChild;
    const observer = new MutationObserver(() => {});
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    dom.render(m.Card, container, { ...props, title: "c" });
    const records = observer.takeRecords();
    expect(records.map((r) => r.type)).toEqual(["characterData"]);
    expect(h2.firstChild).toBe(text);
    expect(container.querySelector("h2")).toBe(h2);
  });

  it("release their hole nodes with the template: a ref hears null, a state-bound attribute stops", () => {
    const log: string[] = [];
    const tone = mutableStateOf("red");
    const m = load(
      `
import { log, tone } from "test";
export function List({ items }) {
  <ul>{items.map((i) => <li key={i}><span ref={(el) => log.push(el ? "set " + i : "null " + i)} class={() => tone.value}>{i}</span></li>)}</ul>;
}`,
      { "composa/dom": dom, test: { log, tone } },
    ).module as Module;
    expect(compile(`export function L({ i }) { <li><span ref={() => {}}>{i}</span></li>; }`).code).toContain(
      "$holes",
    );
    const container = document.createElement("div");
    dom.render(m.List, container, { items: [1, 2] });
    expect(log).toEqual(["set 1", "set 2"]);
    const second = container.querySelectorAll("span")[1]!;
    dom.render(m.List, container, { items: [1] });
    expect(log).toEqual(["set 1", "set 2", "null 2"]);
    tone.value = "blue";
    flush();
    expect(container.querySelector("span")!.className).toBe("blue");
    expect(second.className).toBe("red"); // removed: its binding was disposed
  });

  it("render on the server as the unfolded form does (but for markers), and hydrate with no mismatch and no mutation", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const [folded, unfolded, name] of [
      [card(true), card(false), "Card"],
      [greeting(true), greeting(false), "Greeting"],
    ] as const)
      for (const v of VALUES) {
        const props = { title: v, body: v, name: v, n: v, tone: "t", onTap: () => {} };
        const html = renderToString(folded[name], props);
        // The same markup but for markers (a template's text is given late: a separator before it).
        const bare = (markup: string) => markup.replace(/<!--.*?-->/g, "");
        expect(bare(html), String(v)).toBe(bare(renderToString(unfolded[name], props)));
        const container = document.createElement("div");
        container.innerHTML = html;
        const observer = new MutationObserver(() => {});
        observer.observe(container, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        dom.hydrate(folded[name], container, props);
        expect(warn, String(v)).not.toHaveBeenCalled();
        // Then it updates as a fresh render would.
        const later = { ...props, body: "later", title: 5, name: "later", n: 5 };
        dom.render(folded[name], container, later);
        const fresh = document.createElement("div");
        dom.render(folded[name], fresh, later);
        expect(bare(container.innerHTML)).toBe(fresh.innerHTML);
        observer.disconnect();
      }
  });
});
