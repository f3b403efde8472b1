/**
 * Whole-document apps in real Chromium: the page Chromium loads is the
 * server's document (`<!DOCTYPE html>`, then `renderToString` of an app
 * whose root is `<html>`, then the client script the server sends after
 * `</html>`, which the parser puts at the end of `<body>`), and
 * `hydrate(App, document)` adopts it: no mismatch, no DOM mutation, the
 * doctype (standards mode), head elements and the client script kept; then
 * the page works (the title and the body follow the state).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { renderToStream, renderToString } from "../../runtime/server/index.js";
import * as apps from "../apps/document.js";
import { everydayCases } from "./ssr-apps/cases.js";
import { Layout } from "./ssr-apps/everyday.js";
import { launchChromium } from "../chromium.js";
import { buildHydrationBundle } from "./hydrate/build.js";

declare const DocumentApps: import("./document/entry.js").DocumentAppsPage;

let browser: Browser;
let bundle = "";
let remove = () => {};

beforeAll(async () => {
  const built = await buildHydrationBundle(fileURLToPath(new URL("./document/entry.ts", import.meta.url)));
  bundle = readFileSync(built.path, "utf8");
  remove = built.remove;
  browser = await launchChromium({ timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  remove();
});

/** A page of Chromium that loads `document` from a server (its stylesheet and the client script too). */
async function serve(document: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route("http://composa.test/**", (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: document });
    if (path === "/client.js") return route.fulfill({ contentType: "text/javascript", body: bundle });
    if (path === "/app.css") return route.fulfill({ contentType: "text/css", body: "h1 { color: teal }" });
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto("http://composa.test/");
  return page;
}

/** Hydrates `document` with app `id`: the mutations, warnings and replaced elements. */
function hydrateDocument(page: Page, id: string, props: object) {
  return page.evaluate(
    ([id, props]) => {
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (m: unknown) => warnings.push(String(m));
      const before = [...document.querySelectorAll("*")];
      const observer = new MutationObserver(() => {});
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        DocumentApps.hydrate(DocumentApps.apps[id] as never, document, props);
      } finally {
        console.warn = warn;
      }
      const mutations = observer.takeRecords().map((r) => `${r.type} on ${r.target.nodeName}`);
      observer.disconnect();
      return {
        mutations,
        warnings,
        replaced: before.filter((el) => !el.isConnected).length,
        mode: document.compatMode,
        doctype: document.doctype?.name ?? null,
      };
    },
    [id, props] as const,
  );
}

const props = { title: "Docs <home> & 😀", user: "Zoë" };

it("a streamed whole document loads in standards mode and hydrates with no mutation; head and body then follow the state", async () => {
  const html = await new Response(renderToStream(apps.Page, props)).text();
  const page = await serve(`${html}<script src="/client.js"></script>`);
  try {
    expect(await page.title()).toBe(props.title);
    const result = await hydrateDocument(page, "Page", props);
    expect(result).toEqual({ mutations: [], warnings: [], replaced: 0, mode: "CSS1Compat", doctype: "html" });
    // The client script the server sent after </html> is where the parser put it, and stays.
    expect(await page.evaluate(() => document.body.lastElementChild?.getAttribute("src"))).toBe("/client.js");
    await page.click("button");
    await page.evaluate(() => DocumentApps.flush());
    expect(await page.title()).toBe(`(1) ${props.title}`);
    expect(await page.textContent("button")).toBe("Clicked 1 times");
    expect(await page.evaluate(() => JSON.parse(document.getElementById("props")!.textContent!))).toEqual(
      props,
    );
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(
      `About ${props.title} & more`,
    );
  } finally {
    await page.close();
  }
});

it("renderToString's document (the doctype written by the caller, as with React), an app with no <head>: no mutation, then works", async () => {
  const html = renderToString(apps.NoHead, { text: "no head here" });
  const page = await serve(`<!DOCTYPE html>${html}\n<script src="/client.js"></script>\n`);
  try {
    const result = await hydrateDocument(page, "NoHead", { text: "no head here" });
    expect(result).toEqual({ mutations: [], warnings: [], replaced: 0, mode: "CSS1Compat", doctype: "html" });
    await page.click("button");
    await page.evaluate(() => DocumentApps.flush());
    expect(await page.textContent("button")).toBe("on");
    expect(await page.evaluate(() => document.head !== null && document.head.childElementCount)).toBe(0);
  } finally {
    await page.close();
  }
});

it("the everyday root layout (everyday.tsx, the same markup as React's): no mutation, then its menu opens", async () => {
  const props = everydayCases.find(([id]) => id === "Layout")![1] as Parameters<typeof Layout>[0];
  const html = await new Response(renderToStream(Layout, props)).text();
  const page = await serve(`${html}<script src="/client.js"></script>`);
  try {
    const result = await hydrateDocument(page, "Layout", props);
    expect(result).toEqual({ mutations: [], warnings: [], replaced: 0, mode: "CSS1Compat", doctype: "html" });
    expect(await page.title()).toBe("Getting started | Acme");
    await page.click("button");
    await page.evaluate(() => DocumentApps.flush());
    expect(await page.getAttribute("nav", "class")).toBe("open");
    expect(await page.getAttribute("button", "aria-expanded")).toBe("true");
  } finally {
    await page.close();
  }
});
