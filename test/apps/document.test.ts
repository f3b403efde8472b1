// @vitest-environment happy-dom
/**
 * Whole-document apps (`<html>` at the root): `renderToString` gives the
 * document (no doctype, as React's), `renderToStream` the document after
 * `<!DOCTYPE html>`, and `hydrate(App, document)` adopts the parsed
 * document with no mutation, keeping what is not the app's (the doctype,
 * the parser's `<head>`, nodes a script sent after `</html>` or an
 * extension added, attributes set on `<html>`), then works.
 */
import { flush } from "composa";
import { hydrate, render } from "composa/dom";
import { renderStyles, renderToStream, renderToString } from "composa/server";
import { afterEach, expect, it, vi } from "vitest";
import { KitPage, NoHead, Page, StaticPage, Trailing, Widget } from "./document.js";

const props = { title: "Docs <home>", user: "Zoë" };

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.restoreAllMocks();
});

/** The server's page parsed as a browser parses it, `after` sent after `</html>`. */
function parse(html: string, after = ""): Document {
  return new DOMParser().parseFromString(`<!DOCTYPE html>${html}${after}`, "text/html");
}

/** Hydrates `doc`: the mutations it made and the warnings it printed. */
function hydrateDocument<P extends object>(App: (p: P) => void, doc: Document, p: P) {
  const observer = new MutationObserver(() => {});
  observer.observe(doc, { subtree: true, childList: true, attributes: true, characterData: true });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const before = [...doc.querySelectorAll("*")];
  const composition = hydrate(App, doc, p);
  disposers.push(() => composition.dispose());
  const mutations = observer.takeRecords().map((r) => `${r.type} on ${r.target.nodeName}`);
  observer.disconnect();
  const replaced = before.filter((el) => !el.isConnected).length;
  return { mutations, replaced, warnings: warn.mock.calls.map((c) => String(c[0])) };
}

function click(doc: Document, selector: string): void {
  doc.querySelector(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  flush();
}

it("renderToString gives the whole document without a doctype, renderToStream with one", async () => {
  const html = renderToString(Page, props);
  expect(html).toMatch(
    /^<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs &lt;home&gt;<\/title><meta name="description" content="About Docs <home> &amp; more">/,
  );
  expect(html).toMatch(/<\/head><body><header><h1>.*<\/body><\/html>$/);
  expect(await new Response(renderToStream(Page, props)).text()).toBe(`<!DOCTYPE html>${html}`);
  expect(await new Response(renderToStream(NoHead, { text: "t" })).text()).toMatch(/^<!DOCTYPE html><html>/);
});

it("hydrate(App, document) adopts the parsed document with no mutation, head included, then works", () => {
  const doc = parse(renderToString(Page, props));
  const { mutations, replaced, warnings } = hydrateDocument(Page, doc, props);
  expect({ mutations, replaced, warnings }).toEqual({ mutations: [], replaced: 0, warnings: [] });
  expect(doc.doctype?.name).toBe("html");
  expect(doc.title).toBe("Docs <home>");
  const button = doc.querySelector("button")!;
  click(doc, "button");
  expect(doc.querySelector("button")).toBe(button);
  expect(button.textContent).toBe("Clicked 1 times");
  expect(doc.title).toBe("(1) Docs <home>");
  expect(doc.head.querySelector("title")!.textContent).toBe("(1) Docs <home>");
});

it("what is not the app's stays where it is: a script sent after </html>, an extension's nodes at the end of head and body, attributes on <html>", () => {
  const doc = parse(renderToString(Page, props), '<script type="text/plain" id="client">x</script>\n');
  // What a theme script and an extension do before the app hydrates.
  doc.documentElement.classList.add("dark");
  doc.body.setAttribute("data-extension", "on");
  const injected = doc.createElement("style");
  doc.head.append(injected);
  const overlay = doc.createElement("div");
  doc.body.append(overlay);
  const { mutations, replaced, warnings } = hydrateDocument(Page, doc, props);
  expect({ mutations, replaced, warnings }).toEqual({ mutations: [], replaced: 0, warnings: [] });
  expect(doc.querySelector("#client")!.parentNode).toBe(doc.body);
  expect(injected.parentNode).toBe(doc.head);
  expect(overlay.parentNode).toBe(doc.body);
  expect(doc.documentElement.className).toBe("dark");
  expect(doc.body.getAttribute("data-extension")).toBe("on");
  // The app's nodes change where they are; the others stay after them.
  click(doc, "button");
  expect(doc.title).toBe("(1) Docs <home>");
  expect(doc.body.lastChild).toBe(overlay);
});

it("an app with no <head>: the parser's empty one is kept, nothing is reported or changed", () => {
  const doc = parse(renderToString(NoHead, { text: "hi" }));
  const head = doc.head;
  const result = hydrateDocument(NoHead, doc, { text: "hi" });
  expect(result).toEqual({ mutations: [], replaced: 0, warnings: [] });
  expect(doc.head).toBe(head);
  click(doc, "button");
  expect(doc.querySelector("button")!.textContent).toBe("on");
});

it("a real mismatch in the body is still reported and repaired", () => {
  const doc = parse(renderToString(Page, { ...props, user: null }));
  const { warnings } = hydrateDocument(Page, doc, props);
  expect(warnings.join("\n")).toMatch(/hydration mismatch .*main.*expected <p>/);
  expect(doc.querySelector("main p.hello")!.textContent).toBe("Hello, Zoë!");
  expect(doc.querySelector("main a")).toBeNull();
  click(doc, "button");
  expect(doc.querySelector("button")!.textContent).toBe("Clicked 1 times");
});

it("hydrate(App, document) with an app whose root is not <html>: R039, and the document is left as it was", () => {
  const doc = parse(renderToString(Page, props));
  const before = doc.documentElement.outerHTML;
  expect(() => hydrate(Widget, doc, {})).toThrow(
    /\[R039\]: hydrate was given the document, so the app's root must be `<html>`.*it composed <div> there/,
  );
  expect(doc.documentElement.outerHTML).toBe(before);
  expect(doc.doctype).not.toBeNull();
});

it("disposing the app removes its <html>, not the doctype kept before it", () => {
  const doc = parse(renderToString(Page, props));
  const doctype = doc.doctype;
  hydrate(Page, doc, props).dispose();
  expect([...doc.childNodes]).toEqual([doctype]);
});

/** `doc`'s `<head>` and `<body>` children, by tag (and class), markers aside. */
function shape(doc: Document): string[] {
  const names = (parent: Element) =>
    [...parent.childNodes]
      .filter((n) => n.nodeType !== 8)
      .map((n) =>
        n.nodeType === 3
          ? "#text"
          : n.nodeName.toLowerCase() + ((n as Element).className ? `.${(n as Element).className}` : ""),
      );
  return [...doc.documentElement.children].map((el) => `${el.localName}: ${names(el).join(" ")}`);
}

it("what the server wrote after the app's last node in <head> and <body> is kept, as React 19 keeps it, static head and body included", () => {
  // Dynamic: the client's composition leaves out what only the server wrote.
  const doc = parse(renderToString(Trailing, { extra: true }));
  const result = hydrateDocument(Trailing, doc, { extra: false });
  expect(result).toEqual({ mutations: [], replaced: 0, warnings: [] });
  expect(shape(doc)).toEqual(["head: title meta", "body: button p.server-only"]);
  // Content the app adds later goes after its own nodes, before the kept ones.
  click(doc, "button");
  expect(shape(doc)).toEqual(["head: title meta", "body: button p.late p.server-only"]);
  click(doc, "button");
  expect(shape(doc)).toEqual(["head: title meta", "body: button p.server-only"]);

  // Static (one template): the same, and no second <head> or <body>.
  const page = parse(renderToString(StaticPage, {}));
  const meta = page.createElement("meta");
  page.head.append(meta);
  page.body.append("tail text", page.createElement("footer"));
  const again = hydrateDocument(StaticPage, page, {});
  expect(again).toEqual({ mutations: [], replaced: 0, warnings: [] });
  expect(shape(page)).toEqual(["head: title meta", "body: main #text footer"]);
});

it("nodes before the app's first in <head> and <body> (an extension's, prepended) are kept too, and the app's changes land after them", () => {
  const doc = parse(renderToString(Trailing, { extra: false }));
  doc.head.prepend(doc.createElement("style"));
  doc.body.prepend(doc.createElement("aside"));
  const result = hydrateDocument(Trailing, doc, { extra: false });
  expect(result).toEqual({ mutations: [], replaced: 0, warnings: [] });
  click(doc, "button");
  expect(shape(doc)).toEqual(["head: style title", "body: aside button p.late"]);
  click(doc, "button");
  expect(shape(doc)).toEqual(["head: style title", "body: aside button"]);
});

it("a mismatch inside a static <body> repairs the smallest subtree there: one <head>, one <body>", () => {
  const page = parse(renderToString(StaticPage, {}));
  const body = page.body;
  page.querySelector("main")!.append(page.createElement("p"));
  const { warnings } = hydrateDocument(StaticPage, page, {});
  expect(warnings.join("\n")).toMatch(/hydration mismatch .*main/);
  expect(shape(page)).toEqual(["head: title", "body: main"]);
  expect(page.body).toBe(body);
  expect(page.querySelector("main")!.innerHTML).toBe("<p>a</p>");
});

it("render(App, document) (a client render of the whole document) is refused with R052, and the document is left as it was", () => {
  const doc = parse(renderToString(Page, props));
  const before = doc.documentElement.outerHTML;
  expect(() => render(Page, doc as never, props)).toThrow(
    /^Composa \[R052\]: render was given the document itself.*render\(App, document\.body\).*hydrate\(App, document\)/,
  );
  expect(doc.documentElement.outerHTML).toBe(before);
  expect(doc.doctype).not.toBeNull();
  // Nothing was registered: hydrating it afterwards works, and then render recomposes the hydrated app.
  expect(hydrateDocument(Page, doc, props)).toEqual({ mutations: [], replaced: 0, warnings: [] });
  const html = doc.documentElement;
  render(Page, doc as never, { ...props, title: "Renamed" });
  expect(doc.title).toBe("Renamed");
  expect(doc.documentElement).toBe(html);
});

it("a whole-document app that uses the kit writes its stylesheet in its own <head> with <KitStyles />: the server's is hydrated, none is added", () => {
  const html = renderToString(KitPage, { title: "Kit" });
  expect(html).toMatch(/<head><title>Kit<\/title><style data-composa-kit[^>]*>[^<]+<\/style><\/head>/);
  // The same stylesheet as renderStyles() gives a page whose head is not the app's.
  const parsedStyle = (markup: string) =>
    new DOMParser().parseFromString(markup, "text/html").querySelector("style")!;
  expect(parsedStyle(html).textContent).toBe(parsedStyle(renderStyles()).textContent);
  const doc = parse(html);
  expect(hydrateDocument(KitPage, doc, { title: "Kit" })).toEqual({
    mutations: [],
    replaced: 0,
    warnings: [],
  });
  click(doc, "button");
  expect(doc.querySelector(".composa-row")!.textContent).toBe("1+");
  expect(doc.querySelectorAll("style").length).toBe(1);
  expect(doc.querySelector("style")!.parentNode).toBe(doc.head);
});
