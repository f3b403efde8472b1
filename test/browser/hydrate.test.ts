/**
 * Server rendering and hydration in real Chromium: the playground's examples
 * rendered by composa/server in this (Node) process, parsed by the browser,
 * hydrated by composa/dom's `hydrate`.
 *
 * - the server's markup equals a fresh client render's DOM (describe.ts);
 * - hydrating it makes no DOM mutation (a MutationObserver on the container);
 * - after hydration the app behaves as a client render: the same clicks on
 *   both give the same DOM;
 * - a deliberate mismatch is reported (which node, expected vs found) and
 *   repaired, and the app keeps working.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderToString } from "../../runtime/server/index.js";
import { launchChromium } from "../chromium.js";
import { buildHydrationBundle } from "./hydrate/build.js";
import { clickInApp, openBundlePage } from "./hydrate/page.js";
import { exampleApps } from "./hydrate/examples.js";

declare const Hydration: import("./hydrate/entry.js").HydrationPage;

let browser: Browser;
let bundlePath = "";
let remove = () => {};

beforeAll(async () => {
  const bundle = await buildHydrationBundle();
  bundlePath = bundle.path;
  remove = bundle.remove;
  browser = await launchChromium({ timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  remove();
});

/** A fresh page (fresh module state in the examples) with the bundle loaded. */
function openPage(): Promise<Page> {
  return openBundlePage(browser, bundlePath);
}

// Some examples draw random labels: the server and the page draw the same ones.
const SEEDED_RANDOM = `(() => { let a = 42; return () => { a |= 0; a = (a + 0x6d2b79f5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; })()`;

function serverRender(id: string): string {
  const random = Math.random;
  Math.random = (0, eval)(SEEDED_RANDOM);
  try {
    return renderToString(exampleApps[id]!);
  } finally {
    Math.random = random;
  }
}

interface Hydrated {
  parsed: string;
  hydrated: string;
  mutations: number;
  warnings: string[];
}

/** Puts `html` in a container of `page` and hydrates example `id` there. */
function hydrateInPage(page: Page, id: string, html: string): Promise<Hydrated> {
  return page.evaluate(
    ([id, html, seeded]) => {
      Math.random = (0, eval)(seeded);
      const app = Hydration.exampleApps[id];
      const server = document.createElement("div");
      server.id = "app";
      document.body.append(server);
      server.innerHTML = html;
      const parsed = Hydration.describeTree(server);
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(String(message));
      const observer = new MutationObserver(() => {});
      observer.observe(server, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        Hydration.hydrate(app, server);
      } finally {
        console.warn = warn;
      }
      const mutations = observer.takeRecords().length;
      observer.disconnect();
      return { parsed, hydrated: Hydration.describeTree(server), mutations, warnings };
    },
    [id, html, SEEDED_RANDOM] as const,
  );
}

/** Renders example `id` afresh in a container of `page`. */
function renderInPage(page: Page, id: string): Promise<string> {
  return page.evaluate(
    ([id, seeded]) => {
      Math.random = (0, eval)(seeded);
      const fresh = document.createElement("div");
      fresh.id = "app";
      document.body.append(fresh);
      Hydration.render(Hydration.exampleApps[id], fresh);
      return Hydration.describeTree(fresh);
    },
    [id, SEEDED_RANDOM] as const,
  );
}

function click(page: Page, n: number): Promise<string | null> {
  return clickInApp(page, n, "Hydration");
}

describe("playground examples", () => {
  for (const id of Object.keys(exampleApps)) {
    it(`${id}: server markup equals the client DOM, hydrates with zero mutations, then behaves as render`, async () => {
      const html = serverRender(id);
      const [hydrating, rendering] = [await openPage(), await openPage()];
      try {
        const result = await hydrateInPage(hydrating, id, html);
        const fresh = await renderInPage(rendering, id);
        expect(result.parsed).toBe(fresh);
        expect(result.warnings).toEqual([]);
        expect(result.mutations).toBe(0);
        expect(result.hydrated).toBe(fresh);
        // (effects runs a timer: its two pages tick at their own pace, so their clicks are not compared.)
        for (let n = 0; n < (id === "effects" ? 0 : 6); n++) {
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

describe("movable content", () => {
  it("the server's range is adopted: after hydration the content moves with its nodes and state", async () => {
    const html = serverRender("movable");
    expect(html).toContain("<!--[--><button");
    const page = await openPage();
    try {
      const result = await hydrateInPage(page, "movable", html);
      expect([result.mutations, result.warnings]).toEqual([0, []]);
      const moved = await page.evaluate(() => {
        const root = document.getElementById("app")!;
        const card = root.querySelector<HTMLElement>("button.card")!;
        card.click();
        Hydration.flush();
        root.querySelector<HTMLElement>("button.move")!.click();
        Hydration.flush();
        const after = root.querySelector<HTMLElement>("button.card")!;
        return {
          same: after === card,
          parent: after.parentElement!.localName,
          html: root.innerHTML.replaceAll("<!---->", ""),
        }; // hydration markers stay
      });
      expect(moved).toEqual({
        same: true,
        parent: "section",
        html: '<section><b>side</b><!--[--><button class="card">1</button><i>section</i><!--]--></section><button class="move">move</button>',
      });
    } finally {
      await page.close();
    }
  });
});

describe("mismatch", () => {
  it("is reported (where, expected vs found) and repaired by replacing the smallest subtree; the app keeps working", async () => {
    const html = serverRender("counter");
    // A wrong element (the first button is an <a>) and a wrong text (the count).
    const tampered = html
      .replace("<button", "<a")
      .replace("</button>", "</a>")
      .replace(/>(<!---->)?0</, ">$141<");
    expect(tampered).not.toBe(html);
    const [hydrating, rendering] = [await openPage(), await openPage()];
    const result = await hydrateInPage(hydrating, "counter", tampered);
    const fresh = await renderInPage(rendering, "counter");
    expect(result.warnings.join("\n")).toMatch(/hydration mismatch at .*expected <button>, found <a>/);
    expect(result.warnings.join("\n")).toMatch(/expected text "0", found text "41"/);
    expect(result.mutations).toBeGreaterThan(0);
    expect(result.hydrated).toBe(fresh);
    expect(await click(hydrating, 0)).toBe(await click(rendering, 0));
    expect(await click(hydrating, 1)).toBe(await click(rendering, 1));
  });
});
