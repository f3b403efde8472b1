// @vitest-environment happy-dom
/**
 * Hydration checks the static parts of the templates it claims (in
 * development): a static attribute that differs on a claimed template node,
 * and a static child the pass never walks that differs or is extra, are
 * reported as mismatches (expected vs found) and repaired, the smallest
 * static subtree replaced; the app keeps working. Matching markup is
 * adopted with no report and no mutation.
 */
import { afterEach, expect, test, vi } from "vitest";
import { load } from "../../../plugin/babel/test/harness.js";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";
import { flush } from "../../index.js";

const { App } = load(
  `
  import { remember, mutableStateOf } from "composa";
  export function App() {
    const n = remember(() => mutableStateOf(1));
    <table>
      <tbody>
        <tr class="row">
          <td class="id">{n.value}</td>
          <td class="spacer">static <b>text</b></td>
          <td><button class="more" onClick={() => (n.value = n.value + 1)}>+</button></td>
        </tr>
      </tbody>
    </table>;
  }`,
  { "composa/dom": dom },
  "/src/static.tsx",
  { templates: true },
).module;

afterEach(() => {
  document.body.textContent = "";
  vi.restoreAllMocks();
});

/** The server's markup, changed by `tamper`, hydrated; what was reported and mutated. */
function hydrateTampered(tamper: (html: string) => string) {
  const html = renderToString(App);
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = tamper(html);
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const before = { id: container.querySelector("td.id"), spacer: container.querySelector("td.spacer") };
  dom.hydrate(App, container);
  const mutations = observer.takeRecords().length;
  observer.disconnect();
  return { container, warnings, mutations, before };
}

/** The app still works after hydration: a click recomposes the dynamic cell. */
function clickWorks(container: HTMLElement): void {
  container.querySelector<HTMLButtonElement>("button.more")!.click();
  flush();
  expect(container.querySelector("td.id")!.textContent).toBe("2");
}

test("matching markup: no report, no mutation", () => {
  const { container, warnings, mutations } = hydrateTampered((html) => html);
  expect(warnings).toEqual([]);
  expect(mutations).toBe(0);
  clickWorks(container);
});

test("a static attribute of a claimed template node that differs is reported and written back", () => {
  const { container, warnings } = hydrateTampered((html) =>
    html.replace('<tr class="row">', '<tr class="evil">'),
  );
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(
    /hydration mismatch at .*tr:0: expected class="row", found class="evil"; repaired/,
  );
  expect(container.querySelector("tr")!.getAttribute("class")).toBe("row");
  clickWorks(container);
});

test("a static child the pass never walks that differs is reported and replaced, alone", () => {
  const { container, warnings, before } = hydrateTampered((html) =>
    html.replace("static <b>text</b>", "static <b>tampered</b>"),
  );
  expect(warnings).toEqual([
    "[composa] hydration mismatch at (container) > table:0 > tbody:0 > tr:0 > td:1: expected <b> (static), found <b>; repaired",
  ]);
  const spacer = container.querySelector("td.spacer")!;
  expect(spacer.innerHTML).toBe("static <b>text</b>");
  // The smallest static subtree that differs was replaced: the <b>, not its cell, nor the row's other cells.
  expect(spacer).toBe(before.spacer);
  expect(container.querySelector("td.id")).toBe(before.id);
  clickWorks(container);
});

test("an attribute the server added in the static rest counts too, and a node the template does not have is removed", () => {
  const { container, warnings } = hydrateTampered((html) =>
    html.replace("<b>text</b>", '<b title="x">text</b>').replace("</tr>", "<td>extra</td></tr>"),
  );
  expect(warnings).toEqual([
    "[composa] hydration mismatch at (container) > table:0 > tbody:0 > tr:0: expected nothing more (the template ends), found <td>; repaired",
    "[composa] hydration mismatch at (container) > table:0 > tbody:0 > tr:0 > td:1: expected <b> (static), found <b>; repaired",
  ]);
  expect(container.querySelector("b")!.hasAttribute("title")).toBe(false);
  expect(container.querySelectorAll("td")).toHaveLength(3);
  clickWorks(container);
});

test("an attribute the server added to a claimed template node is reported as the template's others are, and removed", () => {
  const { container, warnings, mutations, before } = hydrateTampered((html) =>
    html
      .replace('<tr class="row">', '<tr data-extra="1" class="row">')
      .replace('<td class="id">', '<td class="id" hidden>'),
  );
  expect(warnings).toEqual([
    '[composa] hydration mismatch at (container) > table:0 > tbody:0 > tr:0: expected no data-extra attribute, found data-extra="1"; repaired',
    '[composa] hydration mismatch at (container) > table:0 > tbody:0 > tr:0 > td:0: expected no hidden attribute, found hidden=""; repaired',
  ]);
  expect(mutations).toBe(2); // the two removals, nothing else
  expect(container.querySelector("tr")!.outerHTML).toMatch(/^<tr class="row"><td class="id">/);
  expect(container.querySelector("td.id")).toBe(before.id);
  clickWorks(container);
});

test("an attribute the server added to an element the pass creates (no template) is reported and removed; the pass's own attributes are not", () => {
  const { App: Plain } = load(
    `export function App({ on }) { <label htmlFor="f" className="c" data-on={on} disabled={false} style={{ color: "red" }}>x</label>; }`,
    { "composa/dom": dom },
  ).module;
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(Plain, { on: true }).replace("<label", '<label title="t"');
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  dom.hydrate(Plain, container, { on: true });
  expect(warnings).toEqual([
    '[composa] hydration mismatch at (container) > label:0: expected no title attribute, found title="t"; repaired',
  ]);
  expect(container.innerHTML).toBe('<label for="f" class="c" data-on="true" style="color:red">x</label>');
});

test("a custom element's attributes are its own: not reported, not removed", () => {
  customElements.define(
    "x-role",
    class extends HTMLElement {
      connectedCallback(): void {
        this.setAttribute("role", "button");
      }
    },
  );
  const { App: Custom } = load(`export function App() { <x-role label="a">x</x-role>; }`, {
    "composa/dom": dom,
  }).module;
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(Custom);
  expect(container.firstElementChild!.getAttribute("role")).toBe("button");
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  dom.hydrate(Custom, container);
  expect(warnings).toEqual([]);
  expect(container.firstElementChild!.getAttribute("role")).toBe("button");
});

test("a textarea of a template whose value the server wrote as its content is adopted with that content: no report, no mutation", () => {
  const { App: Form } = load(
    `import { remember, mutableStateOf } from "composa";
    export function App() {
      const note = remember(() => mutableStateOf("\\nSigned"));
      <form>
        <textarea value={note.value} onInput={(e) => (note.value = e.currentTarget.value)} />
        <textarea name="plain" defaultValue="hello" />
      </form>;
    }`,
    { "composa/dom": dom },
    "/src/textarea.tsx",
    { templates: true },
  ).module;
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(Form);
  const texts = [...container.querySelectorAll("textarea")].map((t) => t.firstChild);
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  dom.hydrate(Form, container);
  expect(observer.takeRecords()).toHaveLength(0);
  observer.disconnect();
  expect(warnings).toEqual([]);
  const areas = [...container.querySelectorAll("textarea")];
  expect(areas.map((t) => t.firstChild)).toEqual(texts);
  expect(areas.map((t) => t.value)).toEqual(["\nSigned", "hello"]);
});

test("an element of a template whose content is unsafeInnerHTML's (given by the pass or static) keeps the server's markup: no report, no mutation", () => {
  const { App: Cms } = load(
    `export function App({ html }) {
      <article><h2>Post</h2><div class="body" unsafeInnerHTML={html} /><div class="sig" unsafeInnerHTML="<i>me</i>" /></article>;
    }`,
    { "composa/dom": dom },
    "/src/cms.tsx",
    { templates: true },
  ).module;
  const html = "<p>Hi <b>there</b> &amp; welcome</p>";
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(Cms, { html });
  const adopted = container.querySelector("p");
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  dom.hydrate(Cms, container, { html });
  expect(observer.takeRecords()).toHaveLength(0);
  observer.disconnect();
  expect(warnings).toEqual([]);
  expect(container.querySelector("p")).toBe(adopted);
  expect(container.querySelector(".sig")!.innerHTML).toBe("<i>me</i>");
});
