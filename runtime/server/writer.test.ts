/**
 * The markup writer (writer.ts) on the paths where markup rules rewrite
 * content: options selected by their text or inside a template, raw text
 * with elements in it, leading newlines, static runs after a text, void
 * elements and unsafeInnerHTML with children, SVG, an error boundary that
 * rolls back inside an open element. The expected strings are what the
 * server wrote when it built a tree of nodes and serialized it once
 * (serialize.ts), the reference this writer replaced. Movable content, lazy
 * lists and portals are compared with a client render's DOM.
 */
import { Window } from "happy-dom";
import { describe, expect, test, vi } from "vitest";
import { load } from "../../plugin/babel/test/harness.js";
import * as dom from "../dom/index.js";
import { renderToString } from "./index.js";

const app = (source: string) => load(source, { "composa/dom": dom }).module.App;

describe("markup the rules rewrite", () => {
  test("option selected by its text", () => {
    const App = app(
      "export function App({ v }) { <select value={v}><option>a</option><option>{v}</option><optgroup><option>c</option></optgroup></select>; }",
    );
    expect(renderToString(App, { v: "b" })).toBe(
      "<select><option>a</option><option selected><!---->b</option><optgroup><option>c</option></optgroup></select>",
    );
  });

  test("static options in a select with a value", () => {
    const App = app(
      'export function App() { <select value="y"><option>x</option><option>y</option></select>; <select value={["p", "q"]} multiple><option value="p">P</option><option>q</option></select>; }',
    );
    expect(renderToString(App)).toBe(
      '<select><option>x</option><option selected>y</option></select><select multiple><option value="p" selected>P</option><option selected>q</option></select>',
    );
  });

  test("<noscript> content is markup (for browsers without scripts), not raw text", () => {
    const App = app(
      'export function App({ src }) { <noscript><p class="warn">Enable JavaScript &amp; reload</p><img src={src} alt="" /></noscript>; }',
    );
    expect(renderToString(App, { src: "/p.gif?a=1&b=2" })).toBe(
      '<noscript><p class="warn">Enable JavaScript &amp; reload</p><img alt src="/p.gif?a=1&amp;b=2"></noscript>',
    );
  });

  test("raw text with nested element and refused end tag", () => {
    const App = app(
      'export function App({ t }) { <script>{t}<b>{"in"}</b>x</script>; <style>{"a</style>"}</style>; <title>{"<t>"}{"&"}</title>; }',
    );
    expect(renderToString(App, { t: "if (a < b) {}" })).toBe(
      "<script>if (a < b) {}inx</script><style></style><title>&lt;t&gt;&amp;</title>",
    );
  });

  test("a script whose content opens a comment and then a <script> is refused: the parser would keep it open past its end tag", () => {
    const App = app(
      'export function App({ data }) { <script type="application/json">{JSON.stringify(data)}</script>; <button>after</button>; }',
    );
    const errors = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(renderToString(App, { data: { c: "<!--<script>" } })).toBe(
        '<script type="application/json"></script><button>after</button>',
      );
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/"<!--" then "<script".*\\u003c/);
      // Either alone is written as it is.
      for (const c of ["<!--", "<script>", "<!-- --> <scripts"])
        expect(renderToString(App, { data: { c } })).toBe(
          `<script type="application/json">${JSON.stringify({ c })}</script><button>after</button>`,
        );
    } finally {
      errors.mockRestore();
    }
  });

  test("leading newlines", () => {
    const App = app(
      'export function App({ t }) { <pre>{t}</pre>; <pre>{"\\n"}x</pre>; <pre>{"\\nstatic"}</pre>; <textarea>{t}</textarea>; <listing>{"\\n"}</listing>; }',
    );
    expect(renderToString(App, { t: "\nline" })).toBe(
      "<pre>\n\nline</pre><pre>\n\n<!---->x</pre><pre>\n\nstatic</pre><textarea>\n\nline</textarea><listing>\n\n</listing>",
    );
  });

  test("template static run after a text", () => {
    const App = app("export function App({ a }) { <p>{a}static <b>x</b> tail</p>; <p>{a}<i>i</i>text</p>; }");
    expect(renderToString(App, { a: "A" })).toBe(
      "<p><!---->A<!---->static <b>x</b> tail</p><p><!---->A<i>i</i>text</p>",
    );
  });

  test("void element and unsafeInnerHTML ignore children", () => {
    const App = app(
      'export function App({ h }) { <div unsafeInnerHTML={h}><span>no</span></div>; <img src="/a.png" alt="x" />; <br />; }',
    );
    expect(renderToString(App, { h: "<i>raw</i>" })).toBe(
      '<div><i>raw</i></div><img src="/a.png" alt="x"><br>',
    );
  });

  test("svg templates and elements", () => {
    const App = app(
      'export function App({ r }) { <svg><g><circle r={r} /><rect /></g><foreignObject><p>{r}</p></foreignObject></svg>; <svg viewBox="0 0 1 1" />; }',
    );
    expect(renderToString(App, { r: 2 })).toBe(
      '<svg><g><circle r="2"/><rect/></g><foreignObject><p><!---->2</p></foreignObject></svg><svg viewBox="0 0 1 1"/>',
    );
  });

  test("static textarea value in a template", () => {
    const App = app(
      'export function App() { <div><textarea value="\\nv" rows="2" /><input value="i" checked /></div>; }',
    );
    expect(renderToString(App)).toBe(
      '<div><textarea rows="2">\\nv</textarea><input value="i" checked></div>',
    );
  });

  test("error boundary inside an element with attributes", () => {
    const App = app(
      'import { ErrorBoundary } from "composa";\n    export function App({ bad }) {\n      <div class="box" title={bad ? "b" : "g"}>\n        <ErrorBoundary fallback={({ error }) => <em>{error.message}</em>}>{() => { <p>before</p>; "t"; if (bad) throw new Error("no"); <p>after</p>; }}</ErrorBoundary>\n        tail\n      </div>;\n    }',
    );
    expect(renderToString(App, { bad: true })).toBe('<div class="box" title="b"><em>no</em>tail</div>');
  });

  test("error boundary first in an element, then text", () => {
    const App = app(
      'import { ErrorBoundary } from "composa";\n    export function App({ bad }) {\n      <p>x<ErrorBoundary fallback={({ error }) => <>{error.message}</>}>{() => { <>{"in"}</>; if (bad) throw new Error("no"); }}</ErrorBoundary>y</p>;\n    }',
    );
    expect(renderToString(App, { bad: true })).toBe("<p>x<!---->no<!---->y</p>");
  });

  test("kit deferred text and texts", () => {
    const App = app(
      'import { Text, Column, Button } from "composa/dom";\n    export function App() { <Column><Text text={() => "late"} /><Text text="" /><Button text="b" onClick={() => {}} /></Column>; }',
    );
    expect(renderToString(App)).toBe(
      '<div class="composa-column"><span class="composa-text"><!---->late</span><span class="composa-text"><!--t--></span><button type="button" class="composa-button">b</button></div>',
    );
  });
});

describe("the DOM kit", () => {
  test("every kit component writes what the tree serializer wrote", () => {
    const App = app(`
      import { Text, Button, Row, Column, Box, TextField, Checkbox } from "composa/dom";
      import { remember, mutableStateOf } from "composa";
      export function App() {
        const s = remember(() => mutableStateOf("v<"));
        const c = remember(() => mutableStateOf(true));
        <Column class="c" style={{ gap: 4 }}>
          <Row><Text text={() => s.value} /><Text text="plain" class="t" /></Row>
          <Box title="b"><Button text="go" disabled onClick={() => {}} /></Box>
          <TextField value={s.value} onValueChange={(v) => (s.value = v)} placeholder="p" />
          <TextField value="multi\\nline" onValueChange={() => {}} multiline />
          <Checkbox checked={c.value} onCheckedChange={(v) => (c.value = v)} label="check" />
          <Checkbox checked={false} onCheckedChange={() => {}} />
        </Column>;
      }`);
    expect(renderToString(App)).toBe(
      '<div class="composa-column c" style="gap:4px"><div class="composa-row"><span class="composa-text"><!---->v&lt;</span><span class="composa-text t">plain</span></div><div class="composa-box"><button type="button" class="composa-button" disabled>go</button></div><input placeholder="p" type="text" class="composa-textfield" value="v<"><input type="text" class="composa-textfield" value="multi\\nline"><label class="composa-checkbox"><input type="checkbox" checked><span>check</span></label><label class="composa-checkbox"><input type="checkbox"></label></div>',
    );
  });
});

describe("what composes into a tree of its own", () => {
  // A client render in a window of its own (this file, like the server, runs with no global document).
  function clientMarkup(App: (props: object) => void): string {
    const window = new Window();
    const container = window.document.createElement("div");
    window.document.body.append(container);
    const g = globalThis as Record<string, unknown>;
    const saved = { document: g.document, window: g.window };
    Object.assign(g, { document: window.document, window });
    try {
      const composition = dom.render(App, container as unknown as HTMLElement);
      const html = container.innerHTML;
      composition.dispose();
      return html;
    } finally {
      Object.assign(g, saved);
    }
  }

  test("movable content is written as the client's range: its content between two empty comments", () => {
    const App = app(`
      import { movableContentOf } from "composa";
      const M = movableContentOf(({ v }) => { <em>{v}</em>; });
      export function App() { <div>x<M v="a" /><M v="b" />y</div>; }`);
    const html = renderToString(App);
    expect(html).toBe(clientMarkup(App));
    expect(html).toBe("<div>x<!--[--><em>a</em><!--]--><!--[--><em>b</em><!--]-->y</div>");
  });

  test("a lazy list writes its two elements and no item; a portal writes nothing in the page", () => {
    const App = app(`
      import { LazyColumn, Portal } from "composa/dom";
      export function App({ target }) {
        <LazyColumn items={[1, 2, 3]}>{({ item }) => <p>{item}</p>}</LazyColumn>;
        <Portal target={target}><b>elsewhere</b></Portal>;
        <i>after</i>;
      }`);
    expect(renderToString(App, { target: null })).toBe(
      '<div class="composa-lazy-column" style="overflow:auto;position:relative" role="list" tabindex="0"><div style="position:relative;width:100%"></div></div><i>after</i>',
    );
  });

  test("code that needs a live tree gets R007", () => {
    const App = app(`
      import { currentComposer } from "composa";
      export function App() { <p>{String(currentComposer().applier)}</p>; }`);
    expect(() => renderToString(App)).toThrow(/Composa \[R007\]: this needs an Applier/);
  });
});

describe("errors", () => {
  test("a throw is reported as a composition error that names the composable", () => {
    const App = load(
      `
      function Inner() { <i>x</i>; throw new Error("deep"); }
      export function App() { <div><Inner /></div>; }`,
      { "composa/dom": dom },
    ).module.App;
    expect(() => renderToString(App)).toThrow(/Inner.*deep|deep/s);
    let error: unknown;
    try {
      renderToString(App);
    } catch (e) {
      error = e;
    }
    expect(String(error)).toMatch(/Inner/);
  });
});
