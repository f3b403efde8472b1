// @vitest-environment happy-dom
/**
 * Issue 22, subcompositions (DESIGN, "Movable content, subcompositions and
 * lazy lists"), through `Portal`: a child composition inherits its parent's
 * locals (a provided local's change recomposes the reader in the child
 * alone), recomposes in the same frame, applies with its parent's pass or
 * not at all, is disposed with it, and is its child in devtools' tree.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { compositionTree } from "./devtools/index.js";
import * as dom from "./dom/index.js";
import { render } from "./dom/render.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { load } from "../plugin/babel/test/harness.js";

let container: HTMLElement;
let layer: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  layer = document.createElement("aside");
  layer.innerHTML = "<p>not ours</p>";
  document.body.append(container, layer);
});

/** The layer without the comments around the portal's content (dom/range.ts). */
const layerHtml = () => layer.innerHTML.replace(/<!--[[\]]-->/g, "");

const PROGRAM = `
  import { compositionLocalOf, CompositionLocalProvider, DisposableEffect, remember, mutableStateOf } from "composa";
  import { Portal } from "composa/dom";
  export const LocalTheme = compositionLocalOf("light");
  export const counts = { label: 0, app: 0 };
  export const log = [];
  function Label({ text }) {
    counts.label++;
    DisposableEffect(() => { log.push("enter"); return () => log.push("leave"); });
    <b class={LocalTheme.current}>{text}</b>;
  }
  export function App({ target, theme, open, text, fail }) {
    counts.app++;
    const clicks = remember(() => mutableStateOf(0));
    const t = text.value; // read here: the portal's content gets it as a prop
    <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>
      <span>{t}</span>
      {open.value ? <Portal target={target}><Label text={t} /><button onClick={() => clicks.value++}>{clicks.value}</button></Portal> : null}
    </CompositionLocalProvider>;
    if (fail.value) throw new Error("parent failed");
  }
`;

function setup() {
  const { module } = load(PROGRAM, { "composa/dom": dom });
  const state = {
    target: layer,
    theme: mutableStateOf("light"),
    open: mutableStateOf(true),
    text: mutableStateOf("hi"),
    fail: mutableStateOf(false),
  };
  const app = render(module.App, container, state);
  return { module, state, app };
}

describe("subcompositions (Portal)", () => {
  it("composes into the target after what it holds, with the parent's locals; its events work", () => {
    const { state } = setup();
    expect(container.innerHTML).toBe("<span>hi</span>");
    expect(layerHtml()).toBe('<p>not ours</p><b class="light">hi</b><button>0</button>');
    layer.querySelector("button")!.click();
    flush();
    expect(layerHtml()).toBe('<p>not ours</p><b class="light">hi</b><button>1</button>');
    expect(state.open.value).toBe(true);
  });

  it("a provided local's change recomposes the reader in the child alone; parent and child change in one frame", () => {
    const { module, state } = setup();
    const b = layer.querySelector("b")!;
    const before = { ...module.counts };
    state.theme.value = "dark";
    flush();
    expect(layerHtml()).toBe('<p>not ours</p><b class="dark">hi</b><button>0</button>');
    expect(layer.querySelector("b")).toBe(b);
    state.text.value = "bye"; // read by the parent and passed to the child: one flush updates both
    flush();
    expect(container.innerHTML).toBe("<span>bye</span>");
    expect(layerHtml()).toBe('<p>not ours</p><b class="dark">bye</b><button>0</button>');
    expect(module.counts.label - before.label).toBe(2);
  });

  it("the parent recomposing keeps the portal: the same nodes, its state, no leave / enter", () => {
    const { module, state } = setup();
    const [b, button] = [layer.querySelector("b")!, layer.querySelector("button")!];
    button.click();
    flush();
    state.text.value = "bye"; // the parent recomposes and calls the Portal again
    flush();
    expect(layerHtml()).toBe('<p>not ours</p><b class="light">bye</b><button>1</button>');
    expect([layer.querySelector("b") === b, layer.querySelector("button") === button]).toEqual([true, true]);
    expect(module.log).toEqual(["enter"]);
  });

  it("applies with its parent's pass or not at all: a failed parent pass leaves the child as it was", () => {
    const { state } = setup();
    state.text.value = "new";
    state.fail.value = true;
    expect(() => flush()).toThrow(/parent failed/);
    expect(container.innerHTML).toBe("<span>hi</span>");
    expect(layerHtml()).toBe('<p>not ours</p><b class="light">hi</b><button>0</button>');
    state.fail.value = false;
    flush();
    expect(layerHtml()).toBe('<p>not ours</p><b class="light">new</b><button>0</button>');
  });

  it("a child that throws fails the parent's pass: nothing of it is applied", () => {
    const { module } = load(
      `
      import { Portal } from "composa/dom";
      function Broken({ n }) { if (n > 1) throw new Error("child failed"); <i>{n}</i>; }
      export function App({ target, n }) { <span>{n.value}</span>; <Portal target={target}><Broken n={n.value} /></Portal>; }
    `,
      { "composa/dom": dom },
    );
    const n = mutableStateOf(1);
    render(module.App, container, { target: layer, n });
    n.value = 2;
    expect(() => flush()).toThrow(/child failed/);
    expect(container.innerHTML).toBe("<span>1</span>");
    expect(layerHtml()).toBe("<p>not ours</p><i>1</i>");
  });

  it("is disposed when it leaves, and with its parent: effects leave, the target keeps what it held", () => {
    const { module, state, app } = setup();
    expect(module.log).toEqual(["enter"]);
    state.open.value = false;
    flush();
    expect(layer.innerHTML).toBe("<p>not ours</p>");
    expect(module.log).toEqual(["enter", "leave"]);
    state.open.value = true;
    flush();
    expect(module.log).toEqual(["enter", "leave", "enter"]);
    app.dispose();
    expect(layer.innerHTML).toBe("<p>not ours</p>");
    expect(module.log).toEqual(["enter", "leave", "enter", "leave"]);
  });

  it("shows as the parent's child in devtools' tree of compositions", () => {
    const { app } = setup();
    const node = compositionTree().find((c) => c.composition === app)!;
    expect(node.children.map((c) => c.root)).toEqual([layer]);
    app.dispose();
  });

  it("puts its content directly into the target, beside the target's own children, which stay untouched", () => {
    const { module } = load(
      `
      import { Portal } from "composa/dom";
      export const clicks = [];
      export function App({ target, rows, second }) {
        <span>app</span>;
        <Portal target={target}>{rows.value.map((r) => <tr key={r} onClick={() => clicks.push("a" + r)}><td>{r}</td></tr>)}</Portal>;
        if (second.value) { <Portal target={target}><tr onClick={() => clicks.push("b")}><td>b</td></tr></Portal>; }
      }
    `,
      { "composa/dom": dom },
    );
    const table = document.createElement("table");
    const tbody = table.createTBody();
    tbody.innerHTML = "<tr><td>own</td></tr>";
    const own = tbody.firstElementChild!;
    document.body.append(table);
    const rows = mutableStateOf([1, 2]);
    const second = mutableStateOf(true);
    const app = render(module.App, container, { target: tbody, rows, second });
    const cells = () => [...tbody.children].map((tr) => `${tr.localName}:${tr.textContent}`);
    expect(cells()).toEqual(["tr:own", "tr:1", "tr:2", "tr:b"]); // only <tr>: no wrapper element
    expect(tbody.firstElementChild).toBe(own);
    const row2 = tbody.children[2]!;
    rows.value = [2, 3, 1];
    flush();
    expect(cells()).toEqual(["tr:own", "tr:2", "tr:3", "tr:1", "tr:b"]);
    expect(tbody.children[1]).toBe(row2);
    (tbody.children[2] as HTMLElement).click();
    (tbody.children[4] as HTMLElement).click();
    own.dispatchEvent(new Event("click", { bubbles: true })); // not ours: no handler of ours runs
    expect(module.clicks).toEqual(["a3", "b"]);

    // The second portal leaves: exactly its nodes go; the first's events still work (same target).
    second.value = false;
    flush();
    expect(cells()).toEqual(["tr:own", "tr:2", "tr:3", "tr:1"]);
    (tbody.children[3] as HTMLElement).click();
    expect(module.clicks).toEqual(["a3", "b", "a1"]);
    app.dispose();
    expect(tbody.innerHTML).toBe("<tr><td>own</td></tr>");
    expect(tbody.firstElementChild).toBe(own);
  });
});
