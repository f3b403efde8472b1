/**
 * Everyday server-rendered pages (ssr-apps/) in real Chromium: rendered by
 * composa/server in this (Node) process, put in a container as the browser
 * parses it, hydrated with the same props. For each: no mismatch reported,
 * no DOM mutation, no node replaced, the DOM equals a client render's, and
 * the same clicks on the hydrated page and on a client render give the same
 * DOM.
 */
import type { Browser, Page } from "playwright-core";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "../../runtime/server/index.js";
import { launchChromium } from "../chromium.js";
import { buildHydrationBundle } from "./hydrate/build.js";
import { clickInApp, openBundlePage } from "./hydrate/page.js";
import { all, cases } from "./ssr-apps/cases.js";

declare const SsrApps: import("./ssr-apps/entry.js").SsrAppsPage;

let browser: Browser;
let bundlePath = "";
let remove = () => {};

beforeAll(async () => {
  const bundle = await buildHydrationBundle(fileURLToPath(new URL("./ssr-apps/entry.ts", import.meta.url)));
  bundlePath = bundle.path;
  remove = bundle.remove;
  browser = await launchChromium({ timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  remove();
});

function openPage(): Promise<Page> {
  return openBundlePage(browser, bundlePath);
}

interface Hydrated {
  parsed: string;
  hydrated: string;
  mutations: string[];
  replaced: number;
  warnings: string[];
  errors: string[];
}

function hydrateInPage(page: Page, id: string, props: object, html: string): Promise<Hydrated> {
  return page.evaluate(
    ([id, props, html]) => {
      const root = document.createElement("div");
      root.id = "app";
      document.body.append(root);
      root.innerHTML = html;
      const parsed = SsrApps.describeTree(root);
      const before = [...root.querySelectorAll("*")];
      const warnings: string[] = [];
      const errors: string[] = [];
      const [warn, error] = [console.warn, console.error];
      console.warn = (m: unknown) => warnings.push(String(m));
      console.error = (m: unknown) => errors.push(String(m));
      const observer = new MutationObserver(() => {});
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        SsrApps.hydrate(SsrApps.apps[id] as never, root, props);
      } finally {
        [console.warn, console.error] = [warn, error];
      }
      // An empty text is written `<!--t-->` and replaced by the empty text (one mutation, docs/server-rendering.md): not counted.
      const emptyText = (r: MutationRecord) =>
        r.type === "childList" &&
        [...r.removedNodes].every((n) => n.nodeType === 8 && (n as Comment).data === "t") &&
        [...r.addedNodes].every((n) => n.nodeType === 3 && (n as Text).data === "");
      const mutations = observer
        .takeRecords()
        .filter((r) => !emptyText(r))
        .map((r) => `${r.type} on ${(r.target as Element).localName ?? r.target.nodeName}`);
      observer.disconnect();
      const after = new Set(root.querySelectorAll("*"));
      const replaced = before.filter((el) => !after.has(el)).length;
      return { parsed, hydrated: SsrApps.describeTree(root), mutations, replaced, warnings, errors };
    },
    [id, props, html] as const,
  );
}

function renderInPage(page: Page, id: string, props: object): Promise<string> {
  return page.evaluate(
    ([id, props]) => {
      const root = document.createElement("div");
      root.id = "app";
      document.body.append(root);
      SsrApps.render(SsrApps.apps[id] as never, root, props);
      return SsrApps.describeTree(root);
    },
    [id, props] as const,
  );
}

function click(page: Page, n: number): Promise<string | null> {
  return clickInApp(page, n, "SsrApps");
}

/**
 * Markup the HTML parser restructures (React warns about both: "<tr> cannot
 * be a child of <table>", "<div> cannot be a descendant of <p>"): the
 * parsed tree is not the composition's, so hydration reports it and repairs
 * it; the app then works as a client render.
 */
const restructured: [id: string, props: object, report: RegExp][] = [
  [
    "BareTable",
    { rows: ["one", "two"] },
    /table:0: expected <tr> \(the HTML parser puts a <tr> written in a <table> into a <tbody>: write the <tbody>\), found <tbody>/,
  ],
  [
    "DivInP",
    { text: "intro" },
    /p:0: expected <div> \(static\) \(the HTML parser ends a <p> before a <div>: use another element than <p> around it\), found nothing/,
  ], // Not the parser: content that throws only on the server (the fallback there, the content in the browser).
  ["ServerOnlyError", {}, /p:0: expected class="wide", found class="fallback"/],
];

describe("markup the parser restructures", () => {
  for (const [id, props, report] of restructured) {
    it(`${id}: reported, repaired, then works`, async () => {
      const html = renderToString(all[id]!, props);
      const [hydrating, rendering] = [await openPage(), await openPage()];
      try {
        const result = await hydrateInPage(hydrating, id, props, html);
        const fresh = await renderInPage(rendering, id, props);
        expect(result.warnings.join("\n")).toMatch(report);
        expect(result.errors).toEqual([]);
        expect(result.hydrated).toBe(fresh);
        for (let n = 0; n < 8; n++) {
          const after = await click(hydrating, n);
          if (after === null) break;
          expect(after, `after clicking control ${n}`).toBe(await click(rendering, n));
        }
      } finally {
        await hydrating.close();
        await rendering.close();
      }
    });
  }
});

describe("<noscript>", () => {
  it("its content, one text while scripts run, is no mismatch: a claimed one is made anew, a static one kept; the rest is adopted and works", async () => {
    const props = { pixel: "/p.gif?u=1&v=2" };
    const html = renderToString(all["NoScript"]!, props);
    const [hydrating, rendering] = [await openPage(), await openPage()];
    try {
      const result = await hydrateInPage(hydrating, "NoScript", props, html);
      expect({ warnings: result.warnings, errors: result.errors }).toEqual({ warnings: [], errors: [] });
      // The two claimed <noscript>s are replaced (in their parent, the container); nothing else.
      expect(result.replaced).toBe(2);
      expect(new Set(result.mutations)).toEqual(new Set(["childList on div"]));
      const kept = await hydrating.evaluate(() => document.querySelector(".wrap noscript")!.innerHTML);
      expect(kept).toMatch(/^<img src="\/static.gif" alt/); // the server's markup, as one text
      const fresh = await renderInPage(rendering, "NoScript", props);
      const withoutNoscript = (tree: string) =>
        tree.replace(/<noscript>.*?<\/noscript>/g, "<noscript></noscript>");
      expect(withoutNoscript(result.hydrated)).toBe(withoutNoscript(fresh));
      expect(withoutNoscript((await click(hydrating, 0))!)).toBe(
        withoutNoscript((await click(rendering, 0))!),
      );
    } finally {
      await hydrating.close();
      await rendering.close();
    }
  });
});

describe("everyday pages", () => {
  for (const [id, props] of cases) {
    it(`${id} ${JSON.stringify(props)}: hydrates without a mismatch or a mutation, then works`, async () => {
      const html = renderToString(all[id]!, props);
      const [hydrating, rendering] = [await openPage(), await openPage()];
      try {
        const result = await hydrateInPage(hydrating, id, props, html);
        const fresh = await renderInPage(rendering, id, props);
        expect({ warnings: result.warnings, errors: result.errors }).toEqual({ warnings: [], errors: [] });
        expect(result.mutations).toEqual([]);
        expect(result.replaced).toBe(0);
        expect(sameIds(result.parsed)).toBe(sameIds(fresh));
        expect(sameIds(result.hydrated)).toBe(sameIds(fresh));
        for (let n = 0; n < 8; n++) {
          const after = await click(hydrating, n);
          if (after === null) break;
          expect(sameIds(after!), `after clicking control ${n}`).toBe(sameIds((await click(rendering, n))!));
        }
      } finally {
        await hydrating.close();
        await rendering.close();
      }
    });
  }
});

/**
 * `rememberId`'s ids: the server's (`_s0`, kept by hydration) and a client
 * render's (`_c0`, the page's own sequence, docs/server-rendering.md) are
 * numbered in the same order; compared without their sequence's letter.
 */
function sameIds(tree: string): string {
  return tree.replace(/\b_[sc](\d+)/g, "_id$1");
}
