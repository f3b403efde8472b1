// @vitest-environment happy-dom
/**
 * Templates: static host subtrees are cloned, not built node by node, and
 * everything else behaves exactly as without them.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import * as dom from "../../runtime/dom/index.js";
import { compile } from "./compile.js";
import { load, mount, type Module } from "./test/harness.js";

afterEach(() => flush());

const ROW = `
export function Row({ id, label, selected, onSelect, onRemove }) {
  <tr class={selected ? "danger" : ""}>
    <td class="col-md-1">{id}</td>
    <td class="col-md-4"><a onClick={onSelect}>{label}</a></td>
    <td class="col-md-1"><a onClick={onRemove}><span class="glyphicon glyphicon-remove" aria-hidden="true" /></a></td>
    <td class="col-md-6" />
  </tr>;
}`;

describe("templates", () => {
  it("hoist a benchmark row's static structure into one template, folded: its dynamic parts are holes of one group", () => {
    const { code } = compile(ROW, { filename: "/src/row.tsx", root: "/src" });
    const description = code.slice(code.indexOf("const $tpl0 = ") + 14, code.indexOf(";\n"));
    expect(JSON.parse(description.replace(/(\w+):/g, '"$1":'))).toEqual([
      "tr",
      null,
      ["td", { class: "col-md-1" }, ""],
      ["td", { class: "col-md-4" }, ["a", null, ""]],
      [
        "td",
        { class: "col-md-1" },
        ["a", null, ["span", { class: "glyphicon glyphicon-remove", "aria-hidden": "true" }]],
      ],
      ["td", { class: "col-md-6" }],
    ]);
    expect(code.match(/startTemplate\(/g)).toHaveLength(1);
    // Nothing in it needs a group: folded, one group for the row. Its hole nodes, in
    // pre-order: the first td ({id}), the second's a (onClick, {label}), the third's a.
    expect(code).toContain("const $holes0 = [[0], [1, 0], [2, 0]];");
    expect(code).toContain("$c.startTemplate(");
    expect(code).not.toMatch(/startTemplateNode\(|templateStatic\(|templateDynamic\(|startElement\(/);
    expect(code.match(/\$c\.(set|holeSet|holeContent)\((\d+, )?"?\w+/g)).toEqual([
      '$c.set("class',
      "$c.holeContent(0, id",
      '$c.holeSet(1, "onClick',
      "$c.holeContent(1, label",
      '$c.holeSet(2, "onClick',
    ]);
    expect(code).toContain("$c.endTemplate();");
    expect(compile(ROW, { filename: "/src/row.tsx", root: "/src", templates: false }).code).not.toContain(
      "$tpl",
    );
  });

  const MIXED = `
import { Leaf } from "test";
export function App({ show, items, title }) {
  <section class="app">
    <h1>Title: {title}</h1>
    <p>before</p>
    {show && <em class="flag">shown</em>}
    <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>
    <Leaf text={title} />
    <p>after <b>bold</b></p>
  </section>;
}`;
  const Leaf = (
    props: { text: string },
    $c: {
      text(k: number, v: unknown): void;
      startReplaceableGroup(k: number): void;
      endReplaceableGroup(): void;
    },
  ) => {
    $c.startReplaceableGroup(1);
    $c.text(2, `leaf:${props.text}`);
    $c.endReplaceableGroup();
  };

  it("give the same tree as node-by-node creation through every change (Applier without cloneTemplate)", () => {
    const steps = [
      { show: true, items: [1, 2, 3], title: "a" },
      { show: false, items: [3, 1], title: "b" },
      { show: true, items: [], title: "b" },
      { show: true, items: [4, 2, 9, 1], title: "c" },
    ];
    const withT = mount(load(MIXED, { test: { Leaf } }).module.App, steps[0]);
    const without = mount(
      load(MIXED, { test: { Leaf } }, "/src/test.tsx", { templates: false }).module.App,
      steps[0],
    );
    for (const p of steps) {
      withT.update(p);
      without.update(p);
      expect(withT.tree()).toBe(without.tree());
    }
    expect(withT.tree()).toContain('em("shown")');
  });

  it("in the DOM: one clone per row instead of one createElement per node, same HTML, events work", () => {
    const html: string[] = [];
    let created = 0;
    for (const templates of [true, false]) {
      const m = load(
        `
import { remember, mutableStateOf } from "composa";
import { rows, clicks } from "test";
${ROW}
export function Table() {
  const selected = remember(() => mutableStateOf(0));
  <table><tbody>{rows.value.map((r) => <Row key={r.id} id={r.id} label={r.label} selected={selected.value === r.id} onSelect={() => { selected.value = r.id; clicks.push(r.id); }} onRemove={() => {}} />)}</tbody></table>;
}`,
        {
          "composa/dom": dom,
          test: {
            rows: mutableStateOf(
              Array.from({ length: 50 }, (_, i) => ({ id: i + 1, label: `row ${i + 1}` })),
            ),
            clicks: [] as number[],
          },
        },
        "/src/test.tsx",
        { templates },
      ).module as Module;
      const container = document.createElement("div");
      const spy = vi.spyOn(document, "createElement");
      dom.render(m.Table, container);
      created = templates
        ? spy.mock.calls.filter(([tag]) => tag !== "table" && tag !== "tbody").length
        : created;
      const withoutCount = spy.mock.calls.length;
      spy.mockRestore();
      if (!templates) expect(withoutCount).toBeGreaterThanOrEqual(50 * 8);
      (container.querySelectorAll("tr")[4]!.querySelector("td:nth-of-type(2) a") as HTMLElement).click();
      flush();
      expect(container.querySelectorAll("tr.danger")).toHaveLength(1);
      html.push(container.innerHTML);
    }
    expect(created).toBe(8); // the template, built once: tr, 4 td, 2 a, span
    expect(html[0]).toBe(html[1]);
    expect(html[0]).toContain('<tr class="danger"><td class="col-md-1">5</td>');
  });

  it("a {value} child fills the template's text node when it is text, and leaves no trace otherwise", () => {
    const m = load(
      `
export function Card({ title, body }) {
  <div class="card"><h2 class="title">{title}</h2>{body}<p>end</p></div>;
}`,
      { "composa/dom": dom },
    ).module as Module;
    const bodies: unknown[] = [
      "text",
      42,
      null,
      ["a", ["b", 7], false],
      (_: unknown, $c: { text(k: number, v: unknown): void }) => $c.text(1, "from a lambda"),
      "text again",
      undefined,
    ];
    // Created with each kind of value, then recomposed through every other kind:
    // always the HTML of a fresh composition, never an empty text node.
    for (const first of bodies) {
      const container = document.createElement("div");
      const createText = vi.spyOn(document, "createTextNode");
      dom.render(m.Card, container, { title: "T", body: first });
      // Text values go into the template's cloned text nodes: none is created for them
      // (the calls left build the template itself: its two placeholders and "end").
      expect(
        createText.mock.calls.map(([data]) => data).filter((data) => data !== "" && data !== "end"),
      ).toEqual(typeof first === "string" || typeof first === "number" ? [] : expect.anything());
      createText.mockRestore();
      const shown =
        first === null || first === undefined
          ? ""
          : Array.isArray(first)
            ? "ab7"
            : typeof first === "function"
              ? "from a lambda"
              : String(first);
      expect(container.innerHTML).toBe(`<div class="card"><h2 class="title">T</h2>${shown}<p>end</p></div>`);
      for (const next of bodies) {
        dom.render(m.Card, container, { title: String(next), body: next });
        const fresh = document.createElement("div");
        dom.render(m.Card, fresh, { title: String(next), body: next });
        expect(container.innerHTML).toBe(fresh.innerHTML);
        const empty = [...container.querySelectorAll("*")]
          .flatMap((el) => [...el.childNodes])
          .filter((n) => n.nodeType === 3 && (n as Text).data === "");
        expect(empty).toEqual([]);
      }
    }
  });

  it("trailing static children (no groups) survive a scope restarting inside their node, moves and inserts before them", () => {
    const m = load(
      `
import { remember, mutableStateOf } from "composa";
export const counters = [];
export function List({ items, show }) {
  <ul class="list">{items.map((i) => <li key={i} class="item"><div><Counter />{show && <em>new</em>}tail <b>bold</b><i class="x" /></div></li>)}</ul>;
}
function Counter() {
  const n = remember(() => mutableStateOf(0));
  counters.push(n);
  <span>{n.value}</span>;
}`,
      { "composa/dom": dom },
    ).module as Module & { counters: { value: number }[] };
    const container = document.createElement("div");
    const show = (items: number[], on: boolean) => {
      dom.render(m.List, container, { items, show: on });
      const fresh = document.createElement("div");
      dom.render(m.List, fresh, { items, show: on });
      return [
        container.innerHTML.replace(/<span>\d+<\/span>/g, "<span>#</span>"),
        fresh.innerHTML.replace(/<span>\d+<\/span>/g, "<span>#</span>"),
      ];
    };
    const [a, b] = show([1, 2, 3], false);
    expect(a).toBe(b);
    expect(container.querySelector("li")!.innerHTML).toBe(
      '<div><span>0</span>tail <b>bold</b><i class="x"></i></div>',
    );
    // Only the counter's scope recomposes: the composer enters li and div without running their code.
    m.counters[1]!.value = 5;
    flush();
    expect(container.querySelectorAll("li")[1]!.innerHTML).toBe(
      '<div><span>5</span>tail <b>bold</b><i class="x"></i></div>',
    );
    const tails = [...container.querySelectorAll("b")];
    for (const [items, on] of [
      [[3, 1, 2], true],
      [[2, 4, 3], false],
      [[4, 2], true],
    ] as const) {
      const [live, fresh] = show([...items], on);
      expect(live).toBe(fresh);
    }
    // The kept rows kept their static nodes.
    expect(container.querySelectorAll("b")[1]).toBe(tails[1]);
  });

  it("clones are filled in outside the page and belong to it once inserted", () => {
    const m = load(
      `${ROW}
export function Table({ ids }) { <table><tbody>{ids.map((i) => <Row key={i} id={i} label={"r" + i} />)}</tbody></table>; }`,
      { "composa/dom": dom },
    ).module as Module;
    const container = document.createElement("div");
    document.body.appendChild(container);
    dom.render(m.Table, container, { ids: [0, 1, 2] });
    const nodes = [...container.querySelectorAll("*")];
    expect(nodes).toHaveLength(2 + 3 * 8);
    for (const node of nodes) expect(node.ownerDocument).toBe(document);
    expect(container.querySelector("td")!.textContent).toBe("0");
    container.remove();
  });

  it("an SVG template is built in the SVG namespace", () => {
    const m = load(
      `
export function Icon({ r }) {
  <svg viewBox="0 0 10 10"><g class="shapes"><circle cx="5" cy="5" r={r} /></g></svg>;
}`,
      { "composa/dom": dom },
    ).module as Module;
    const container = document.createElement("div");
    dom.render(m.Icon, container, { r: 3 });
    const circle = container.querySelector("circle")!;
    expect(circle.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(circle.getAttribute("r")).toBe("3");
    expect(container.querySelector("g")!.getAttribute("class")).toBe("shapes");
  });

  it("a custom element's literal attributes and prop: / on: names stay out of the description (a clone copies attributes only)", () => {
    const source = `
export function Card() {
  <div class="card" attr:role="note" prop:title="t" on:ping={() => {}}><x-gauge max="10" label="Fuel"><b>!</b></x-gauge></div>;
}`;
    const { code } = compile(source, { filename: "/src/card.tsx", root: "/src" });
    const from = code.indexOf("const $tpl0 = ") + 14;
    const description = code.slice(from, code.indexOf(";\n", from));
    expect(description).toContain('"attr:role": "note"');
    expect(description).not.toContain("prop:title");
    expect(description).not.toContain("on:ping");
    expect(description).not.toContain("Fuel");
    class XGauge extends HTMLElement {
      max = 0;
    }
    customElements.define("x-gauge", XGauge);
    const m = load(source, { "composa/dom": dom }).module as Module;
    for (let render = 0; render < 2; render++) {
      // The second render clones the prototype built by the first.
      const container = document.createElement("div");
      document.body.appendChild(container);
      dom.render(m.Card, container, {});
      const gauge = container.querySelector("x-gauge") as XGauge;
      expect(gauge.max).toBe("10"); // a property of the element, in every clone
      expect(gauge.hasAttribute("max")).toBe(false);
      expect(gauge.getAttribute("label")).toBe("Fuel");
      const div = container.querySelector("div")!;
      expect(div.getAttribute("role")).toBe("note");
      expect(div.title).toBe("t");
      container.remove();
    }
  });
});
