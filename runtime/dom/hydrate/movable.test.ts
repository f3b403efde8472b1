// @vitest-environment happy-dom
/**
 * Hydrating movable content (issues 22/23). The server writes a placement
 * as the client's range (`<!--[-->` … `<!--]-->`, dom/range.ts); hydration
 * adopts it with no DOM mutation, and the content then moves as after a
 * client render. Markup without the placement, or with other content in it,
 * is reported and repaired.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import * as dom from "../index.js";
import { clientMarkup } from "../test/client-markup.js";
import { flush } from "../../recomposer.js";
import { renderToString } from "../../server/index.js";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { HydratingApplier } from "./applier.js";

afterEach(() => vi.restoreAllMocks());

const source = `
  import { movableContentOf, remember, mutableStateOf } from "composa";
  const Card = movableContentOf(({ label }) => {
    const n = remember(() => mutableStateOf(0));
    <button onClick={() => n.value++}>{n.value}</button>;
    <i>{label}</i>;
  });
  export const wide = mutableStateOf(false);
  export function App() {
    if (wide.value) { <section><b>side</b><Card label="w" /></section>; }
    else { <ul><li>first</li><Card label="n" /><li>last</li></ul>; }
    <p>after</p>;
  }
`;

function loadApp(): Module & { wide: { value: boolean } } {
  return load(source, { "composa/dom": dom }).module as Module & { wide: { value: boolean } };
}

/** Hydrates `markup` with `App`: the mutations hydration made, and the mismatches it counted. */
function hydrateMarkup(App: (props: object) => void, markup: string) {
  const container = document.createElement("div");
  document.body.replaceChildren(container);
  container.innerHTML = markup;
  const server = [...container.querySelectorAll("*")];
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
  const composition = dom.hydrate(App, container);
  const mutations = observer.takeRecords().length;
  observer.disconnect();
  const mismatches = (composition.applier as unknown as { mismatches: number }).mismatches;
  return { container, composition, mutations, mismatches, server };
}

describe("hydrating movable content", () => {
  it("adopts the server's range with no mutation, then moves it as a client render does (same nodes, state kept)", () => {
    const m = loadApp();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = renderToString(m.App);
    expect(html).toBe(clientMarkup(m.App));
    const { container, mutations, mismatches } = hydrateMarkup(m.App, html);
    expect(mismatches).toBe(0);
    expect(mutations).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    const button = container.querySelector("button")!;
    const start = button.previousSibling!;
    expect(start.nodeType).toBe(8);
    // The server's comments became the range: its start is the placement's node.
    expect((start as unknown as { rangeEnd?: Node }).rangeEnd).toBe(
      container.querySelector("i")!.nextSibling,
    );
    button.click();
    flush();
    expect(container.innerHTML).toBe(
      "<ul><li>first</li><!--[--><button>1</button><i>n</i><!--]--><li>last</li></ul><p>after</p>",
    );
    // Added before the range: the parent's children are addressed logically (the range counts as one).
    m.wide.value = true;
    flush();
    expect(container.innerHTML).toBe(
      "<section><b>side</b><!--[--><button>1</button><i>w</i><!--]--></section><p>after</p>",
    );
    expect(container.querySelector("button")).toBe(button);
    button.click();
    flush();
    m.wide.value = false;
    flush();
    expect(container.innerHTML).toBe(
      "<ul><li>first</li><!--[--><button>2</button><i>n</i><!--]--><li>last</li></ul><p>after</p>",
    );
    expect(container.querySelector("button")).toBe(button);
  });

  it("adopts several placements, nested ones and texts next to them with no mutation", () => {
    const m = load(
      `
      import { movableContentOf } from "composa";
      const Inner = movableContentOf(({ v }) => { <em>{v}</em>; });
      const Outer = movableContentOf(({ v }) => { <Inner v={v} />; <b>{v}</b>; <Inner v={v + "!"} />; });
      export function App() { <div>x<Outer v="a" /><Inner v="b" />y<Outer v="c" /></div>; }
    `,
      { "composa/dom": dom },
    ).module as Module;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const html = renderToString(m.App);
    expect(html).toBe(clientMarkup(m.App));
    const { container, mutations, mismatches } = hydrateMarkup(m.App, html);
    expect([mismatches, mutations]).toEqual([0, 0]);
    expect(warn).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
  });

  it("an adopted range takes structural changes inside it and beside it after hydration", () => {
    const m = load(
      `
      import { movableContentOf, mutableStateOf } from "composa";
      export const on = mutableStateOf(false);
      const Box = movableContentOf(() => { if (on.value) { <b>on</b>; } <i>i</i>; if (!on.value) { <u>off</u>; } });
      export function App() { <div><Box />{on.value ? <s>between</s> : null}<p>after</p></div>; }
    `,
      { "composa/dom": dom },
    ).module as Module & { on: { value: boolean } };
    const html = renderToString(m.App);
    const { container, mutations, mismatches } = hydrateMarkup(m.App, html);
    expect([mismatches, mutations]).toEqual([0, 0]);
    const i = container.querySelector("i");
    for (const value of [true, false, true]) {
      m.on.value = value;
      flush();
      expect(container.innerHTML.replaceAll("<!---->", "")).toBe(clientMarkup(m.App));
      expect(container.querySelector("i")).toBe(i);
    }
  });
});

describe("hydrating through the content's RootedApplier (subcomposition.ts)", () => {
  for (const templates of [false, true])
    it(`attributes the server's markup already shows record no change and write nothing (templates: ${templates})`, () => {
      const m = load(
        `
        import { movableContentOf } from "composa";
        const Link = movableContentOf(({ v }) => { <a class="k" title={v} href="/x" data-x={v}>{v}</a>; });
        export function App() { <div><Link v="b" /><p>x</p></div>; }
      `,
        { "composa/dom": dom },
        "/src/rooted.tsx",
        { templates },
      ).module as Module;
      const html = renderToString(m.App);
      // Applier.shows answers while composing, so a match records no setProperty change at all.
      const written: string[] = [];
      const setProperty = HydratingApplier.prototype.setProperty;
      vi.spyOn(HydratingApplier.prototype, "setProperty").mockImplementation(function (
        this: HydratingApplier,
        ...args: Parameters<HydratingApplier["setProperty"]>
      ) {
        written.push(args[1]);
        setProperty.apply(this, args);
      });
      const { container, mutations, mismatches } = hydrateMarkup(m.App, html);
      expect([mismatches, mutations]).toEqual([0, 0]);
      expect(written).toEqual([]);
      expect(container.innerHTML).toBe(html);
    });

  it("an error boundary in the content whose content throws: the fallback adopts the server's nodes (the factory's mark is put back)", () => {
    const m = load(
      `
      import { movableContentOf, ErrorBoundary } from "composa";
      const Card = movableContentOf(({ v }) => {
        <ErrorBoundary fallback={({ error }) => <em>{error.message}</em>}>{() => {
          <p>before</p>; <b>{v}</b>; if (v) throw new Error("no"); <p>after</p>;
        }}</ErrorBoundary>;
        <i>tail</i>;
      });
      export function App() { <div><Card v="b" /><p>x</p></div>; }
    `,
      { "composa/dom": dom },
    ).module as Module;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const html = renderToString(m.App);
    expect(html).toBe("<div><!--[--><em>no</em><i>tail</i><!--]--><p>x</p></div>");
    const { container, mutations, mismatches, server } = hydrateMarkup(m.App, html);
    expect([mismatches, mutations]).toEqual([0, 0]);
    expect(warn).not.toHaveBeenCalled();
    expect(container.querySelector("em")).toBe(server[1]);
  });
});

describe("hydration mismatches in movable content", () => {
  it("markup without the placement: reported, and the repaired DOM holds the range and every sibling after it", () => {
    const m = loadApp();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container, mismatches, server } = hydrateMarkup(
      m.App,
      "<ul><li>first</li><li>last</li></ul><p>after</p>",
    );
    expect(mismatches).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
    expect(container.innerHTML).toBe(clientMarkup(m.App));
    // The server's siblings after the missing placement are adopted, not replaced by new ones.
    const adopted = [...container.querySelectorAll("li, p")];
    expect(adopted.length).toBe(3);
    adopted.forEach((node, i) => expect(node).toBe(server.filter((n) => n.matches("li, p"))[i]));
    container.querySelector("button")!.click();
    flush();
    m.wide.value = true;
    flush();
    expect(container.innerHTML).toBe(
      "<section><b>side</b><!--[--><button>1</button><i>w</i><!--]--></section><p>after</p>",
    );
  });

  it("a placement with other content: reported, the content between the comments repaired, the siblings kept", () => {
    const m = loadApp();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container, mismatches } = hydrateMarkup(
      m.App,
      "<ul><li>first</li><!--[--><i>n</i><u>old</u><!--]--><li>last</li></ul><p>after</p>",
    );
    const last = container.querySelector("li:last-child");
    expect(mismatches).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalled();
    expect(container.innerHTML).toBe(clientMarkup(m.App));
    expect(container.querySelector("li:last-child")).toBe(last);
    container.querySelector("button")!.click();
    flush();
    expect(container.querySelector("button")!.textContent).toBe("1");
  });

  // A text given at once, and a template's `{expr}` text (given late, after its `<!---->`).
  for (const templates of [false, true])
    it(`a text right after a placement the composition does not have is adopted (templates: ${templates})`, () => {
      const m = load(
        `export function App({ t }) { <p>{t}<b>b</b></p>; }`,
        { "composa/dom": dom },
        "/src/t.tsx",
        {
          templates,
        },
      ).module as Module;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const html = renderToString(m.App, { t: "hello" });
      const container = document.createElement("div");
      document.body.replaceChildren(container);
      container.innerHTML = html.replace("<p>", "<p><!--[--><i>n</i><!--]-->");
      const text = [...container.querySelector("p")!.childNodes].find((n) => n.nodeType === 3)!;
      const observer = new MutationObserver(() => {});
      observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
      dom.hydrate(m.App, container, { t: "hello" });
      const records = observer.takeRecords();
      observer.disconnect();
      expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
        "[composa] hydration mismatch at (container) > p:0: expected no movable content, found comment <!--[-->; repaired",
      ]);
      expect(container.innerHTML.replaceAll("<!---->", "")).toBe("<p>hello<b>b</b></p>");
      // The server's text is the composition's: not replaced, not rewritten; only the range went
      // (markers stay until the paragraph's first structural change).
      const p = container.querySelector("p")!;
      expect([...p.childNodes].find((n) => n.nodeType !== 8)).toBe(text);
      for (const record of records) {
        expect(record.target).not.toBe(text);
        expect([...record.addedNodes]).toEqual([]);
        expect([...record.removedNodes]).not.toContain(text);
      }
    });

  // A static list (its template's static rest is checked) and one whose items the pass claims.
  for (const body of ["<li>first</li><li>last</li>", "<li>first</li><li>{remember(() => 'last')}</li>"]) {
    it(`markup with placements the composition does not have (${body}): reported, removed with their content, the siblings after them adopted`, () => {
      const m = load(`import { remember } from "composa"; export function App() { <ul>${body}</ul>; }`, {
        "composa/dom": dom,
      }).module as Module;
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const { container, mismatches, server } = hydrateMarkup(
        m.App,
        "<ul><li>first</li><!--[--><i>n</i><!--]--><!--[--><!--]--><li>last</li></ul>",
      );
      expect(mismatches).toBeGreaterThan(0);
      expect(container.innerHTML.replaceAll("<!---->", "")).toBe("<ul><li>first</li><li>last</li></ul>");
      // Passed over whole: the sibling after them is the server's, adopted.
      expect(container.querySelector("li:last-child")).toBe(server.find((n) => n.textContent === "last"));
    });
  }
});
