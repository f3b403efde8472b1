// @vitest-environment happy-dom
/**
 * Issue 22, movable content (DESIGN, "Movable content, subcompositions and
 * lazy lists"): dialect programs whose movable content is placed elsewhere
 * (another parent, another branch, another position) keeps its nodes (`===`),
 * its state and its effects; content not placed by the end of a pass is
 * disposed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import * as dom from "./dom/index.js";
import { render } from "./dom/render.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { load } from "../plugin/babel/test/harness.js";

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  document.body.append(container);
});

/** The page without the ranges' comments (dom/range.ts): what the elements are. */
function html(): string {
  return container.innerHTML.replace(/<!--[[\]]-->/g, "");
}

const PROGRAM = `
  import { movableContentOf, remember, mutableStateOf, DisposableEffect } from "composa";
  export const log = [];
  export const Counter = movableContentOf(({ label }) => {
    const count = remember(() => mutableStateOf(0));
    DisposableEffect(() => { log.push("enter"); return () => log.push("leave"); });
    <button onClick={() => count.value++}>{label}:{count.value}</button>;
  });
  export function App({ where, label }) {
    if (where.value === "a") {
      <section><Counter label={label} /></section>;
    } else if (where.value === "b") {
      <article><p>first</p><Counter label={label} /></article>;
    } else if (where.value === "c") {
      <Counter label={label} />;
      <hr />;
    }
  }
`;

describe("movableContentOf", () => {
  it("moves to another parent and another branch with the same nodes, state and effects", () => {
    const { module } = load(PROGRAM, { "composa/dom": dom });
    const where = mutableStateOf("a");
    render(module.App, container, { where, label: "n" });
    expect(html()).toBe("<section><button>n:0</button></section>");
    const button = container.querySelector("button")!;
    button.click();
    flush();
    expect(html()).toBe("<section><button>n:1</button></section>");
    expect(module.log).toEqual(["enter"]);

    where.value = "b";
    flush();
    expect(html()).toBe("<article><p>first</p><button>n:1</button></article>");
    expect(container.querySelector("button")).toBe(button);
    where.value = "c";
    flush();
    expect(html()).toBe("<button>n:1</button><hr>");
    expect(container.querySelector("button")).toBe(button);
    expect(module.log).toEqual(["enter"]); // never left, never entered again

    // Its restart scopes still work where it is now, and its handler too.
    button.click();
    flush();
    expect(html()).toBe("<button>n:2</button><hr>");
  });

  it("recomposes with new props where it is, and moves with new props in the same pass", () => {
    const { module } = load(PROGRAM, { "composa/dom": dom });
    const where = mutableStateOf("a");
    const app = render(module.App, container, { where, label: "x" });
    const button = container.querySelector("button")!;
    render(module.App, container, { where, label: "y" });
    expect(html()).toBe("<section><button>y:0</button></section>");
    where.value = "b";
    render(module.App, container, { where, label: "z" });
    expect(html()).toBe("<article><p>first</p><button>z:0</button></article>");
    expect(container.querySelector("button")).toBe(button);
    app.dispose();
  });

  it("is disposed when no place takes it by the end of the pass; placed again, it starts afresh", () => {
    const { module } = load(PROGRAM, { "composa/dom": dom });
    const where = mutableStateOf("a");
    const app = render(module.App, container, { where, label: "n" });
    const button = container.querySelector("button")!;
    button.click();
    flush();
    where.value = "none";
    flush();
    expect(html()).toBe("");
    expect(module.log).toEqual(["enter", "leave"]);
    where.value = "b";
    flush();
    expect(html()).toBe("<article><p>first</p><button>n:0</button></article>");
    expect(container.querySelector("button")).not.toBe(button);
    expect(module.log).toEqual(["enter", "leave", "enter"]);
    app.dispose();
    expect(module.log).toEqual(["enter", "leave", "enter", "leave"]);
  });

  it("moves among keyed siblings and between parents when a list is split", () => {
    const { module } = load(
      `
      import { movableContentOf, remember, mutableStateOf } from "composa";
      const rows = new Map();
      function rowOf(id) {
        if (!rows.has(id)) rows.set(id, movableContentOf(() => { const n = remember(() => mutableStateOf(id)); <li>{n.value}</li>; }));
        return rows.get(id);
      }
      export function App({ items, split }) {
        if (split.value) {
          <ul>{items.value.filter((i) => i % 2 === 0).map((i) => { const R = rowOf(i); return <R key={i} />; })}</ul>;
          <ol>{items.value.filter((i) => i % 2 === 1).map((i) => { const R = rowOf(i); return <R key={i} />; })}</ol>;
        } else {
          <ul>{items.value.map((i) => { const R = rowOf(i); return <R key={i} />; })}</ul>;
        }
      }
    `,
      { "composa/dom": dom },
    );
    const items = mutableStateOf([1, 2, 3, 4]);
    const split = mutableStateOf(false);
    render(module.App, container, { items, split });
    const nodes = [...container.querySelectorAll("li")];
    expect(html()).toBe("<ul><li>1</li><li>2</li><li>3</li><li>4</li></ul>");
    items.value = [4, 3, 2, 1];
    flush();
    expect(html()).toBe("<ul><li>4</li><li>3</li><li>2</li><li>1</li></ul>");
    const same = (expected: Element[]) =>
      [...container.querySelectorAll("li")].forEach((li, i) => expect(li).toBe(expected[i]));
    same([nodes[3]!, nodes[2]!, nodes[1]!, nodes[0]!]);
    split.value = true;
    flush();
    expect(html()).toBe("<ul><li>4</li><li>2</li></ul><ol><li>3</li><li>1</li></ol>");
    same([nodes[3]!, nodes[1]!, nodes[2]!, nodes[0]!]);
  });

  it("placed twice in one pass: the place that was there keeps it, the new one gets a fresh instance", () => {
    const { module } = load(
      `
      import { movableContentOf, remember, mutableStateOf } from "composa";
      export const C = movableContentOf(() => { const n = remember(() => mutableStateOf(0)); <button onClick={() => n.value++}>{n.value}</button>; });
      export function App({ twice }) {
        if (twice.value) { <p><C /></p>; }
        <div><C /></div>;
      }
    `,
      { "composa/dom": dom },
    );
    const twice = mutableStateOf(false);
    render(module.App, container, { twice });
    const button = container.querySelector("button")!;
    button.click();
    flush();
    twice.value = true;
    flush();
    expect(html()).toBe("<p><button>0</button></p><div><button>1</button></div>");
    expect(container.querySelector(":scope > div button")).toBe(button);
  });

  it("inside an error boundary: content that throws shows the fallback and leaves nothing behind", () => {
    const { module } = load(
      `
      import { movableContentOf, ErrorBoundary, DisposableEffect } from "composa";
      export const log = [];
      export const C = movableContentOf(({ broken }) => {
        DisposableEffect(() => { log.push("enter"); return () => log.push("leave"); });
        if (broken) throw new Error("broke");
        <b>ok</b>;
      });
      export function App({ broken }) {
        <ErrorBoundary fallback={({ error }) => <i>{error.message}</i>}><C broken={broken.value} /></ErrorBoundary>;
      }
    `,
      { "composa/dom": dom },
    );
    const broken = mutableStateOf(false);
    render(module.App, container, { broken });
    expect(html()).toBe("<b>ok</b>");
    broken.value = true;
    flush();
    expect(html()).toContain("broke");
    expect(module.log).toEqual(["enter", "leave"]);
  });
});

describe("an error in content placed late reaches the error boundary around the placement", () => {
  const PROGRAM_LATE = `
    import { movableContentOf, remember, mutableStateOf, ErrorBoundary, DisposableEffect } from "composa";
    export const log = [];
    export const C = movableContentOf(({ broken }) => {
      const n = remember(() => mutableStateOf(0));
      DisposableEffect(() => { log.push("enter"); return () => log.push("leave"); });
      if (broken) throw new Error("broke late");
      <button onClick={() => n.value++}>{n.value}</button>;
    });
    export function App({ where, broken, label }) {
      <h1>{label.value}</h1>;
      if (where.value === "a") {
        <section><C broken={broken.value} /></section>;
      } else {
        <ErrorBoundary fallback={({ error, retry }) => <i onClick={retry}>{error.message}</i>}>
          <article><C broken={broken.value} /></article>
        </ErrorBoundary>;
      }
      <footer>{label.value}</footer>;
    }
  `;

  it("a move whose content throws shows the boundary's fallback; the rest of the pass applies; retry places it again", () => {
    const { module } = load(PROGRAM_LATE, { "composa/dom": dom });
    const where = mutableStateOf("a");
    const broken = mutableStateOf(false);
    const label = mutableStateOf("one");
    render(module.App, container, { where, broken, label });
    container.querySelector("button")!.click();
    flush();
    expect(html()).toBe("<h1>one</h1><section><button>1</button></section><footer>one</footer>");

    // One pass: the content moves into the boundary (composed late, as a move) and throws there.
    where.value = "b";
    broken.value = true;
    label.value = "two";
    expect(() => flush()).not.toThrow();
    expect(html()).toMatch(/^<h1>two<\/h1><i>.*broke late<\/i><footer>two<\/footer>$/);
    expect(module.log).toEqual(["enter", "leave"]); // its old place left, nothing took it

    broken.value = false;
    flush();
    expect(html()).toMatch(/^<h1>two<\/h1><i>.*broke late<\/i><footer>two<\/footer>$/); // until retry
    container.querySelector("i")!.click();
    flush();
    expect(html()).toBe("<h1>two</h1><article><button>0</button></article><footer>two</footer>");
    expect(module.log).toEqual(["enter", "leave", "enter"]);
    container.querySelector("button")!.click();
    flush();
    expect(html()).toBe("<h1>two</h1><article><button>1</button></article><footer>two</footer>");
  });

  it("without a boundary around the placement, the pass fails and applies nothing", () => {
    const unguarded = PROGRAM_LATE.replace(
      "<ErrorBoundary fallback={({ error, retry }) => <i onClick={retry}>{error.message}</i>}>",
      "",
    ).replace("</ErrorBoundary>;", "");
    const { module } = load(unguarded, { "composa/dom": dom });
    const where = mutableStateOf("a");
    const broken = mutableStateOf(false);
    const label = mutableStateOf("one");
    render(module.App, container, { where, broken, label });
    where.value = "b";
    broken.value = true;
    label.value = "two";
    expect(() => flush()).toThrow(/broke late/);
    expect(html()).toBe("<h1>one</h1><section><button>0</button></section><footer>one</footer>");
    expect(module.log).toEqual(["enter"]);
  });
});

describe("movable content puts its nodes directly into the parent (no wrapper element)", () => {
  const TABLES = `
    import { movableContentOf, remember, mutableStateOf } from "composa";
    const rows = new Map();
    // Each row is two <tr>: the content's own nodes, several of them, are the parent's children.
    function rowOf(id) {
      if (!rows.has(id))
        rows.set(id, movableContentOf(() => {
          const n = remember(() => mutableStateOf(0));
          <tr class="main"><td onClick={() => n.value++}>{id}:{n.value}</td></tr>;
          <tr class="detail"><td>{id}</td></tr>;
        }));
      return rows.get(id);
    }
    export function App({ left, right, lists }) {
      <table>
        <tbody>{left.value.map((i) => { const R = rowOf(i); return <R key={i} />; })}</tbody>
        <tbody>{right.value.map((i) => { const R = rowOf(i); return <R key={i} />; })}</tbody>
      </table>;
      <ul>{lists.value[0].map((i) => { const R = itemOf(i); return <R key={i} />; })}</ul>;
      <ul>{lists.value[1].map((i) => { const R = itemOf(i); return <R key={i} />; })}</ul>;
    }
    const items = new Map();
    function itemOf(id) {
      if (!items.has(id)) items.set(id, movableContentOf(() => { <li>{id}</li>; }));
      return items.get(id);
    }
  `;

  it("a row moved between two <tbody> (and an item between two <ul>) keeps its nodes; the parents' children are exactly the <tr> / <li>", () => {
    const { module } = load(TABLES, { "composa/dom": dom });
    const left = mutableStateOf([1, 2, 3]);
    const right = mutableStateOf([4]);
    const lists = mutableStateOf([["a", "b"], ["c"]]);
    render(module.App, container, { left, right, lists });
    const [top, bottom] = [...container.querySelectorAll("tbody")];
    const texts = (el: Element) =>
      [...el.children].map((c) => `${c.localName}.${c.className}:${c.textContent}`);
    expect(texts(top!)).toEqual([
      "tr.main:1:0",
      "tr.detail:1",
      "tr.main:2:0",
      "tr.detail:2",
      "tr.main:3:0",
      "tr.detail:3",
    ]);
    const row2 = [...top!.children].slice(2, 4);
    (row2[0]!.firstChild as HTMLElement).click(); // state that must travel with the row
    flush();

    left.value = [3, 1];
    right.value = [4, 2];
    lists.value = [["b"], ["c", "a"]];
    flush();
    expect(texts(top!)).toEqual(["tr.main:3:0", "tr.detail:3", "tr.main:1:0", "tr.detail:1"]);
    expect(texts(bottom!)).toEqual(["tr.main:4:0", "tr.detail:4", "tr.main:2:1", "tr.detail:2"]);
    expect([...bottom!.children].slice(2)).toEqual(row2); // the same objects
    expect(bottom!.children[2]).toBe(row2[0]);
    // Selectors see the rows as the tbody's own children, as if written inline.
    expect(container.querySelectorAll("tbody > tr").length).toBe(8);
    expect(bottom!.querySelector(":scope > tr:first-child")!.textContent).toBe("4:0");
    const [ul1, ul2] = [...container.querySelectorAll("ul")];
    expect([...ul1!.children].map((c) => c.localName + ":" + c.textContent)).toEqual(["li:b"]);
    expect([...ul2!.children].map((c) => c.localName + ":" + c.textContent)).toEqual(["li:c", "li:a"]);
    expect(container.querySelectorAll("ul > li:first-child").length).toBe(2);
    // No element of the runtime's own: only comments mark where each placement is.
    expect(container.querySelector("composa-content")).toBe(null);
    expect(html()).toBe(
      '<table><tbody><tr class="main"><td>3:0</td></tr><tr class="detail"><td>3</td></tr><tr class="main"><td>1:0</td></tr><tr class="detail"><td>1</td></tr></tbody>' +
        '<tbody><tr class="main"><td>4:0</td></tr><tr class="detail"><td>4</td></tr><tr class="main"><td>2:1</td></tr><tr class="detail"><td>2</td></tr></tbody></table>' +
        "<ul><li>b</li></ul><ul><li>c</li><li>a</li></ul>",
    );

    // Removing a placement removes exactly its nodes; the others keep working.
    left.value = [1];
    right.value = [2, 4];
    flush();
    expect(texts(top!)).toEqual(["tr.main:1:0", "tr.detail:1"]);
    expect(texts(bottom!)).toEqual(["tr.main:2:1", "tr.detail:2", "tr.main:4:0", "tr.detail:4"]);
    (bottom!.children[0]!.firstChild as HTMLElement).click();
    flush();
    expect(texts(bottom!)[0]).toBe("tr.main:2:2");
  });

  it("nested placements, content that grows and shrinks, and siblings around them keep their order", () => {
    const { module } = load(
      `
      import { movableContentOf } from "composa";
      export const Inner = movableContentOf(({ n }) => { for (let i = 0; i < n; i++) { <i>{i}</i>; } });
      export const Outer = movableContentOf(({ n, where }) => {
        <b>start</b>;
        if (where === "first") { <Inner n={n} />; <u>mid</u>; } else { <u>mid</u>; <Inner n={n} />; }
        <b>end</b>;
      });
      export function App({ n, where, side }) {
        if (side.value) { <p><s>x</s><Outer n={n.value} where={where.value} /><s>y</s></p>; }
        else { <div><Outer n={n.value} where={where.value} /><s>z</s></div>; }
      }
    `,
      { "composa/dom": dom },
    );
    const n = mutableStateOf(2);
    const where = mutableStateOf("first");
    const side = mutableStateOf(true);
    render(module.App, container, { n, where, side });
    expect(html()).toBe("<p><s>x</s><b>start</b><i>0</i><i>1</i><u>mid</u><b>end</b><s>y</s></p>");
    const first = container.querySelector("i")!;
    where.value = "second";
    n.value = 3;
    flush();
    expect(html()).toBe("<p><s>x</s><b>start</b><u>mid</u><i>0</i><i>1</i><i>2</i><b>end</b><s>y</s></p>");
    expect(container.querySelector("i")).toBe(first);
    side.value = false;
    n.value = 1;
    flush();
    expect(html()).toBe("<div><b>start</b><u>mid</u><i>0</i><b>end</b><s>z</s></div>");
    expect(container.querySelector("i")).toBe(first);
    where.value = "first";
    flush();
    expect(html()).toBe("<div><b>start</b><i>0</i><u>mid</u><b>end</b><s>z</s></div>");
  });
});

describe("movableContentOf placed many times", () => {
  // One content placed at n sites by each of two compositions: a late placement (a new site while
  // instances of the content live elsewhere) looks for an instance whose site leaves in its frame.
  // That search is made once per frame, not once per placement: counted in the frame's `forgets`
  // questions, which a search per placement asks n times each (n² in all; the fuzzer's seed 1700014
  // placed one content 3,969 times and did not finish).
  const MANY = `
    import { movableContentOf } from "composa";
    export const Tag = movableContentOf(({ v }) => { <em>{v}</em>; });
    export function App({ n }) {
      for (let i = 0; i < n; i++) <Tag v={i} />;
    }
  `;
  it("a new site searches the content's other instances once per frame", async () => {
    const { PassFrame } = await import("./pass-frame.js");
    const { module } = load(MANY, { "composa/dom": dom });
    const n = 200;
    render(module.App, container, { n });
    const other = document.createElement("div");
    document.body.append(other);
    const forgets = PassFrame.prototype.forgets;
    let asked = 0;
    PassFrame.prototype.forgets = function (this: InstanceType<typeof PassFrame>, observer) {
      asked++;
      return forgets.call(this, observer);
    };
    try {
      render(module.App, other, { n });
    } finally {
      PassFrame.prototype.forgets = forgets;
    }
    expect(other.querySelectorAll("em").length).toBe(n);
    expect(container.querySelectorAll("em").length).toBe(n);
    expect(asked).toBeLessThanOrEqual(2 * n);
  });
});
