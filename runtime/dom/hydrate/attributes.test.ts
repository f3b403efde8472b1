// @vitest-environment happy-dom
/**
 * Hydration compares each dynamic attribute with what the server wrote
 * (`HydratingApplier.matches`): equal markup is adopted with no write, a
 * different value is reported and written, and a value the server would not
 * have written as it is (a refused URL, which markup should never hold) is
 * not trusted because the markup happens to show it.
 */
import { afterEach, expect, test, vi } from "vitest";
import { load } from "../../../plugin/babel/test/harness.js";
import * as dom from "../index.js";
import { renderToString } from "../../server/index.js";

const { App } = load(
  `
  export function App({ cls, href, title }) {
    <p class={cls} title={title}>
      <a href={href}>link</a>
    </p>;
  }`,
  { "composa/dom": dom },
  "/src/attributes.tsx",
  { templates: true },
).module;

afterEach(() => {
  document.body.textContent = "";
  vi.restoreAllMocks();
});

function hydrateMarkup(html: string, props: Record<string, unknown>) {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = html;
  const warnings: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  const observer = new MutationObserver(() => {});
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  dom.hydrate(App, container, props);
  const mutations = observer.takeRecords().length;
  observer.disconnect();
  return { container, warnings, mutations };
}

const props = { cls: "a b", href: '/x?y=1&z="2"', title: "" };

test("matching attributes (a class, a URL, an empty value, escaped characters) are adopted with no write", () => {
  const { warnings, mutations, container } = hydrateMarkup(renderToString(App, props), props);
  expect(warnings).toEqual([]);
  expect(mutations).toBe(0);
  expect(container.querySelector("a")!.getAttribute("href")).toBe(props.href);
});

test("a different class or attribute is reported and written", () => {
  const html = renderToString(App, props)
    .replace('class="a b"', 'class="a c"')
    .replace('title=""', 'title="t"');
  const { warnings, container } = hydrateMarkup(html, props);
  expect(warnings.join("\n")).toMatch(/expected class="a b"/);
  expect(container.querySelector("p")!.className).toBe("a b");
  expect(container.querySelector("p")!.getAttribute("title")).toBe("");
});

test("a script URL in the markup is not adopted, even when the client asks for the same one", () => {
  const bad = "javascript:alert(1)";
  const html = renderToString(App, props).replace(/href="[^"]*"/, `href="${bad}"`);
  const { warnings, container } = hydrateMarkup(html, { ...props, href: bad });
  expect(warnings.join("\n")).toMatch(/hydration mismatch/);
  expect(container.querySelector("a")!.hasAttribute("href")).toBe(false);
});

test("a named attribute after a spread still wins over the spread once hydrated", () => {
  const { Spread } = load(
    `
    export function Spread({ rest, title }) {
      <p {...rest} title={title}>x</p>;
    }`,
    { "composa/dom": dom },
    "/src/spread.tsx",
  ).module;
  const first = { rest: { title: "s", id: "a" }, title: "n" };
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(Spread, first);
  expect(container.querySelector("p")!.getAttribute("title")).toBe("n");
  dom.hydrate(Spread, container, first);
  dom.render(Spread, container, { rest: { title: "s2", id: "b" }, title: "n" });
  expect(container.querySelector("p")!.getAttribute("id")).toBe("b");
  expect(container.querySelector("p")!.getAttribute("title")).toBe("n");
});
