/**
 * composa/server in plain Node (this file runs without any DOM library):
 * the markup of elements, attributes, texts and templates; effects; streams.
 */
import { describe, expect, test, vi } from "vitest";
import { load } from "../../plugin/babel/test/harness.js";
import * as dom from "../dom/index.js";
import { renderToStream, renderToString } from "./index.js";

const app = (source: string, name = "App") => load(source, { "composa/dom": dom }).module[name];

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return await new Response(stream).text();
}

test("no DOM in this process", () => {
  expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
});

describe("markup", () => {
  test("elements, attributes, void elements, booleans, class and style values", () => {
    const App = app(`
      export function App({ on }) {
        <div class={["a", { b: on, c: false }]} style={{ backgroundColor: "red", width: 10, zIndex: 2, "--gap": "4px" }} data-on={on} aria-hidden={false} hidden={on} title={null}>
          <input type="checkbox" checked={on} value="v" disabled={false} />
          <br />
          <label htmlFor="x" tabIndex={0}>x</label>
        </div>;
      }`);
    expect(renderToString(App, { on: true })).toBe(
      '<div class="a b" style="background-color:red;width:10px;z-index:2;--gap:4px" data-on="true" aria-hidden="false" hidden>' +
        '<input type="checkbox" checked value="v"><br><label for="x" tabindex="0">x</label></div>',
    );
  });

  test("SVG and MathML keep their attribute case and close empty elements; HTML comes back under foreignObject", () => {
    const App = app(`
      export function App() {
        <svg viewBox="0 0 2 2"><circle r={1} /><foreignObject><br /><p>t</p></foreignObject></svg>;
        <math><mi>x</mi></math>;
      }`);
    expect(renderToString(App)).toBe(
      '<svg viewBox="0 0 2 2"><circle r="1"/><foreignObject><br><p>t</p></foreignObject></svg><math><mi>x</mi></math>',
    );
  });

  test("text is escaped; adjacent texts are separated by <!----> and an empty text is <!--t-->", () => {
    const App = app(`
      export function App({ a, b }) {
        <p>{a}{b}</p>;
        <p>{""}</p>;
        <p>x{a}</p>;
      }`);
    expect(renderToString(App, { a: "<&>", b: '"' })).toBe(
      '<p>&lt;&amp;&gt;<!---->"</p><p><!--t--></p><p>x<!---->&lt;&amp;&gt;</p>',
    );
  });

  test("conditionals, lists and composables; templates are serialized with their dynamic parts", () => {
    const App = app(`
      function Item({ label }) { <li class="item">{label}</li>; }
      export function App({ items, show }) {
        <ul>{items.map((i) => <Item key={i} label={i} />)}</ul>;
        {show && <b>shown</b>}
        {show ? null : <i>hidden</i>}
      }`);
    expect(renderToString(App, { items: ["x", "y"], show: false })).toBe(
      '<ul><li class="item"><!---->x</li><li class="item"><!---->y</li></ul><i>hidden</i>',
    );
    expect(renderToString(App, { items: [], show: true })).toBe("<ul></ul><b>shown</b>");
  });

  test("textarea, select and option: initial values as markup", () => {
    const App = app(`
      export function App() {
        <textarea value={"\\nline <1>"} />;
        <select value="b"><option value="a">A</option><option value="b">B</option></select>;
        <select defaultValue="a"><option value="a">A</option></select>;
      }`);
    expect(renderToString(App)).toBe(
      '<textarea>\n\nline &lt;1&gt;</textarea><select><option value="a">A</option><option value="b" selected>B</option></select>' +
        '<select><option value="a" selected>A</option></select>',
    );
  });

  test("an <output>'s defaultValue is its text, as its DOM property makes it; its value is an attribute", () => {
    const App = app(`
      export function App({ v }) {
        <output defaultValue={v} />;
        <output defaultValue="static & <b>" />;
        <output value={v}>kept</output>;
      }`);
    expect(renderToString(App, { v: "1 < 2" })).toBe(
      '<output>1 &lt; 2</output><output>static &amp; &lt;b&gt;</output><output value="1 < 2">kept</output>',
    );
  });

  test("unsafeInnerHTML is written as it is; event handlers and refs leave nothing", () => {
    const App = app(`
      export function App() {
        <div unsafeInnerHTML={"<b>raw</b>"} onClick={() => {}} ref={() => {}} />;
      }`);
    expect(renderToString(App)).toBe("<div><b>raw</b></div>");
  });

  test("`attr:name` is the attribute `name` (`true` empty), `prop:name` a property, which has no markup: as the browser sets them", () => {
    const App = app(`
      export function App({ on }) {
        <span attr:aria-busy={on} attr:data-mode="dark" attr:tabindex={on} prop:shown={on} />;
        <x-chip prop:items={[1]} active={on} />;
      }`);
    expect(renderToString(App, { on: true })).toBe(
      '<span data-mode="dark" aria-busy="true" tabindex></span><x-chip active></x-chip>',
    );
  });

  test("a deferred attribute or text is evaluated once", () => {
    const App = app(`
      import { mutableStateOf, remember } from "composa";
      export function App() {
        const n = remember(() => mutableStateOf(7));
        <p title={() => "t" + n.value}>{() => n.value}</p>;
      }`);
    expect(renderToString(App)).toBe('<p title="t7"><!---->7</p>');
  });

  test("the UI kit renders without a document", () => {
    const App = app(`
      import { Button, Row, Text } from "composa/dom";
      export function App() { <Row><Text text="a" /><Button text="+" onClick={() => {}} /></Row>; }`);
    expect(renderToString(App)).toBe(
      '<div class="composa-row"><span class="composa-text">a</span><button type="button" class="composa-button">+</button></div>',
    );
  });
});

describe("effects", () => {
  test("do not run on the server; remembered values are abandoned, never remembered", () => {
    const ran = vi.fn();
    const observer = { onRemembered: vi.fn(), onForgotten: vi.fn(), onAbandoned: vi.fn() };
    const App = load(
      `
      import { DisposableEffect, LaunchedEffect, SideEffect, remember } from "composa";
      export function App() {
        remember(() => observer);
        SideEffect(() => ran("side"));
        DisposableEffect(1, () => { ran("disposable"); return () => ran("cleanup"); });
        LaunchedEffect(1, async () => ran("launched"));
        <p>ok</p>;
      }`,
      { "composa/dom": dom, fixtures: {} },
    ).module.App;
    (globalThis as Record<string, unknown>).observer = observer;
    expect(renderToString(App)).toBe("<p>ok</p>");
    expect(ran).not.toHaveBeenCalled();
    expect(observer.onRemembered).not.toHaveBeenCalled();
    expect(observer.onAbandoned).toHaveBeenCalledTimes(1);
    delete (globalThis as Record<string, unknown>).observer;
  });
});

describe("renderToStream", () => {
  test("streams the same markup as renderToString, in UTF-8 chunks", async () => {
    const App = app(`
      export function App({ ids }) {
        <ul>{ids.map((i) => <li key={i}>{"é😀" + i}</li>)}</ul>;
      }`);
    const ids = Array.from({ length: 3000 }, (_, i) => i);
    const expected = renderToString(App, { ids });
    expect(expected.length).toBeGreaterThan(16 * 1024);
    expect(await streamText(renderToStream(App, { ids }))).toBe(expected);
  });

  test("the app is composed at the call: an error while composing throws from renderToStream, before any Response", () => {
    let composed = 0;
    (globalThis as Record<string, unknown>).counted = () => composed++;
    const App = app(`export function App() { counted(); <p>ok</p>; }`);
    const stream = renderToStream(App);
    expect(composed).toBe(1); // nothing read yet
    expect(stream).toBeInstanceOf(ReadableStream);
    delete (globalThis as Record<string, unknown>).counted;
    const Broken = app(`export function App() { <p>{(() => { throw new Error("boom"); })()}</p>; }`);
    expect(() => renderToStream(Broken)).toThrow(/boom/);
  });

  test("only a whole document (an app whose root is <html>) gets <!DOCTYPE html>", async () => {
    const Doc = app(`export function App() { <html><body><p>x</p></body></html>; }`);
    const Custom = app(`export function App() { <html-view><p>x</p></html-view>; }`);
    expect(await streamText(renderToStream(Doc))).toBe("<!DOCTYPE html><html><body><p>x</p></body></html>");
    expect(await streamText(renderToStream(Custom))).toBe("<html-view><p>x</p></html-view>");
  });

  test("allReady (React's) is resolved: everything is composed already", async () => {
    const App = app(`export function App() { <p>ok</p>; }`);
    const stream = renderToStream(App);
    await expect(stream.allReady).resolves.toBeUndefined();
    expect(await streamText(stream)).toBe("<p>ok</p>");
  });
});
