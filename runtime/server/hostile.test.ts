/**
 * Hostile strings in texts, attributes, styles, class values, spread keys and
 * URLs never become markup: the server's output, parsed back (happy-dom here,
 * only to read the result; the render itself uses no DOM), has exactly the
 * elements the program wrote, no handler attribute, and no script URL.
 */
import { Window } from "happy-dom";
import { expect, test } from "vitest";
import { load } from "../../plugin/babel/test/harness.js";
import { HOSTILE_TEXT, HOSTILE_URLS } from "../dom/test/hostile.js";
import * as dom from "../dom/index.js";
import { renderToString } from "./index.js";

const { App } = load(
  `
  export function App({ t, u }) {
    <div class={t} title={t} data-x={t} style={{ color: t, [t]: "red" }} {...{ [t]: "x", onclick: "alert(1)", ONMOUSEOVER: "alert(1)", innerHTML: t, srcdoc: t }}>
      {t}
      <a href={u} title={t}>{t}{t}</a>
      <img src={u} alt={t} />
      <form action={u}><button formaction={u}>{t}</button></form>
      <svg><a href={u}><text>{t}</text></a><use xlink:href={u} /><set attributeName="href" to={u} /></svg>
      <textarea value={t} />
      <style>{t}</style>
      <p style={t}>{[t, t]}</p>
    </div>;
  }`,
  { "composa/dom": dom },
).module;

const window = new Window();
const parse = (html: string) => {
  const root = window.document.createElement("div");
  root.innerHTML = html;
  return root;
};
const TAGS = "DIV,A,IMG,FORM,BUTTON,svg,a,text,use,set,TEXTAREA,STYLE,P".split(",");

test.each(HOSTILE_TEXT.flatMap((t) => HOSTILE_URLS.slice(0, 6).map((u) => [t, u])))(
  "text %j with URL %j",
  (t, u) => {
    const html = renderToString(App, { t, u });
    const root = parse(html);
    const all = [...root.querySelectorAll("*")];
    // The elements of the program, in order, and nothing else.
    expect(all.map((el) => el.tagName)).toEqual(TAGS);
    for (const el of all) {
      for (const attr of el.getAttributeNames()) {
        expect(attr.toLowerCase().startsWith("on"), `${attr} on <${el.tagName}>`).toBe(false);
        expect(["innerhtml", "srcdoc"]).not.toContain(attr.toLowerCase());
        if (["href", "src", "action", "formaction", "xlink:href", "to"].includes(attr.toLowerCase()))
          throw new Error(`a script URL survived: ${attr}`);
      }
    }
    const div = all[0]!;
    expect(div.getAttribute("title")).toBe(t);
    expect(div.getAttribute("class")).toBe(t);
    expect(div.getAttribute("data-x")).toBe(t);
    expect(root.querySelector("a")!.textContent).toBe(t + t);
    expect(root.querySelector("textarea")!.textContent).toBe(t);
    expect(root.querySelector("p")!.textContent).toBe(t + t);
  },
);

test("a harmless URL is kept, escaped", () => {
  const root = parse(renderToString(App, { t: "x", u: '/a?b="c"&d' }));
  expect(root.querySelector("a")!.getAttribute("href")).toBe('/a?b="c"&d');
});
