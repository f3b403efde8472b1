/**
 * The server-rendered playground page (playground/server/) in Debian's
 * Chromium, served by the real Vite dev server in middleware mode and by the
 * production build (client + ssr builds): the server's markup arrives in the
 * HTML, hydrating it makes no DOM mutation and no warning, the server's nodes
 * stay (the same button object before and after), and a click works.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildProduction,
  startDevServer,
  startProductionServer,
  type Running,
} from "../../playground/server/server.js";
import { launchChromium } from "../chromium.js";

/**
 * Runs before the page's scripts: when the parser is done (readyState
 * "interactive", before module scripts run) it drops the parser's own
 * mutation records, keeps the server's "+" button, and from then on counts
 * every mutation inside #app.
 */
function watchHydration(): void {
  const w = window as unknown as { mutations: number; serverButton: Element | null; warnings: string[] };
  w.mutations = 0;
  w.serverButton = null;
  w.warnings = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    w.warnings.push(args.map(String).join(" "));
    warn.apply(console, args);
  };
  let counting = false;
  const observer = new MutationObserver((records) => {
    if (counting)
      w.mutations += records.filter((r) => document.getElementById("app")?.contains(r.target)).length;
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    observer.takeRecords();
    counting = true;
    w.serverButton = document.querySelector("#counter .counter button:last-child");
  });
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium({ timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function checkPage(url: string): Promise<void> {
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.addInitScript(watchHydration);
    const response = await page.goto(url, { waitUntil: "load" });
    // The markup is the server's: the HTML itself holds the examples.
    const html = await response!.text();
    expect(html).toContain('<span class="composa-text count">0</span>');
    expect(html).toContain("Write a composable");
    const state = await page.evaluate(() => {
      const w = window as unknown as { mutations: number; serverButton: Element | null; warnings: string[] };
      return {
        mutations: w.mutations,
        warnings: w.warnings,
        sameButton:
          w.serverButton !== null &&
          w.serverButton === document.querySelector("#counter .counter button:last-child"),
      };
    });
    expect(errors).toEqual([]);
    expect(state).toEqual({ mutations: 0, warnings: [], sameButton: true });
    // Hydrated: the server's button now has its handler.
    await page.click("#counter .counter button:last-child");
    await page.click("#counter .counter button:last-child");
    await page.waitForFunction(() => document.querySelector("#counter .count")?.textContent === "2");
    await page.click("#todos li.todo:not(.done) input[type=checkbox]");
    await page.waitForFunction(
      () => document.querySelector("#todos .footer .dim")?.textContent === "0 items left",
    );
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
}

describe("the server-rendered playground page", { timeout: 120_000 }, () => {
  it("in the Vite dev server (middleware mode): hydrates with zero mutations, then a click works", async () => {
    const dev = await startDevServer(0);
    try {
      await checkPage(dev.url);
    } finally {
      await dev.close();
    }
  });

  it("as a production build (client + ssr): hydrates with zero mutations, then a click works", async () => {
    const dir = mkdtempSync(join(tmpdir(), "composa-ssr-build-"));
    let prod: Running | undefined;
    try {
      await buildProduction(dir);
      // Production output: no hot-reload plumbing in either build.
      const assets = readdirSync(join(dir, "client/assets")).filter((f) => f.endsWith(".js"));
      const built = [
        ...assets.map((f) => readFileSync(join(dir, "client/assets", f), "utf8")),
        readFileSync(join(dir, "server/entry-server.js"), "utf8"),
      ];
      for (const js of built) expect(js).not.toMatch(/\$composa\$hot|import\.meta\.hot/);
      prod = await startProductionServer(dir, 0);
      await checkPage(prod.url);
    } finally {
      await prod?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
