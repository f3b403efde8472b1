/**
 * Hot reload of a module that uses movable content (issue 22), in the real
 * Vite dev server and Chromium: after the edit the card keeps its node, its
 * state and its effect, with no full reload, and the new code still moves it
 * with them. The happy-dom twin is plugin/vite/hot-movable.test.ts. Waits
 * poll; nothing sleeps.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MOVABLE_APP, MOVABLE_EDIT } from "../../plugin/vite/test/structural-edits.js";
import { launchChromium } from "../chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let dir: string;
let server: ViteDevServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "composa-hot-movable-"));
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><body><div id="app"></div><script type="module" src="./main.ts"></script></body></html>`,
  );
  writeFileSync(
    join(dir, "effects.ts"),
    "export const effects = { started: 0, stopped: 0 };\n(window as unknown as { effects: typeof effects }).effects = effects;\n",
  );
  writeFileSync(join(dir, "App.tsx"), MOVABLE_APP);
  writeFileSync(
    join(dir, "main.ts"),
    `import { render } from "composa/dom";\nimport { App } from "./App";\nrender(App, document.getElementById("app")!);\n`,
  );
  const port = await freePort();
  server = await createServer({
    configFile: join(repo, "vite.config.ts"),
    root: dir,
    logLevel: "silent",
    server: { host: "127.0.0.1", port, strictPort: true, fs: { allow: [dir, repo] } },
  });
  await server.listen();
  browser = await launchChromium({ timeout: 30_000 });
  page = await browser.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector("#app .card");
  await page.evaluate(() => void ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("an edit of a module with movable content keeps the card's node, state and effect; the new code still moves it", async () => {
  await page.click("#app .card");
  await page.click("#app .card");
  await page.waitForFunction(() => document.querySelector("#app .card")?.textContent === "card 2");
  await page.evaluate(() => Object.assign(window, { card: document.querySelector("#app .card") }));

  const shows = `(${MOVABLE_EDIT.shows.toString()})(document.querySelector("#app"))`;
  // A write the watcher missed (it can be late to start) is written again.
  for (let attempt = 0; ; attempt++) {
    writeFileSync(join(dir, "App.tsx"), MOVABLE_EDIT.apply(MOVABLE_APP));
    try {
      await page.waitForFunction(shows, null, { timeout: 5_000, polling: 50 });
      break;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
  const after = await page.evaluate(() => {
    const w = window as unknown as { card: Element; effects: object; notReloaded?: boolean };
    return {
      same: document.querySelector("#app .card") === w.card,
      text: w.card.textContent,
      effects: { ...w.effects },
      notReloaded: w.notReloaded,
    };
  });
  expect(after).toEqual({
    same: true,
    text: "card 2",
    effects: { started: 1, stopped: 0 },
    notReloaded: true,
  });

  await page.click("#app .move");
  await page.waitForSelector("#app .wide .card");
  await page.click("#app .card");
  await page.waitForFunction(() => document.querySelector("#app .card")?.textContent === "card 3");
  const moved = await page.evaluate(() => {
    const w = window as unknown as { card: Element; effects: object };
    return { same: document.querySelector("#app .wide .card") === w.card, effects: { ...w.effects } };
  });
  expect(moved).toEqual({ same: true, effects: { started: 1, stopped: 0 } });
  expect(errors).toEqual([]);
}, 120_000);
