/**
 * Hot reload through structural edits in the real Vite dev server and
 * Chromium (the edits of plugin/vite/test/structural-edits.ts): a small app
 * per edit, each in its own module and container; a half-typed draft with
 * its caret and focus, a child's counter, their DOM nodes and the child's
 * effect must all survive the edit. Waits poll; nothing sleeps.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP, EDITS } from "../../plugin/vite/test/structural-edits.js";
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

describe("hot reload through structural edits, in the Vite dev server", { timeout: 120_000 }, () => {
  let dir: string;
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "composa-hot-structure-"));
    writeFileSync(
      join(dir, "index.html"),
      `<!doctype html><html><body>${EDITS.map((_, i) => `<div id="app${i}"></div>`).join("")}<script type="module" src="./main.ts"></script></body></html>`,
    );
    writeFileSync(
      join(dir, "effects.ts"),
      "export const effects = { started: 0, stopped: 0 };\n(window as unknown as { effects: typeof effects }).effects = effects;\n",
    );
    EDITS.forEach((_, i) => writeFileSync(join(dir, `App${i}.tsx`), APP));
    writeFileSync(
      join(dir, "main.ts"),
      `import { render } from "composa/dom";\n${EDITS.map((_, i) => `import { App as App${i} } from "./App${i}";\nrender(App${i}, document.getElementById("app${i}")!);`).join("\n")}\n`,
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
    await page.waitForFunction((n) => document.querySelectorAll(".counter").length === n, EDITS.length);
    await page.evaluate(() => void ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  EDITS.forEach((edit, i) => {
    it(`keeps focus, caret, draft, counter, nodes and effect: ${edit.name}`, async () => {
      const app = `#app${i}`;
      await page.click(`${app} .counter`);
      await page.click(`${app} .counter`);
      await page.fill(`${app} input`, "half-typed");
      await page.evaluate((app) => {
        const input = document.querySelector<HTMLInputElement>(`${app} input`)!;
        input.setSelectionRange(4, 4);
        Object.assign(window, { before: { input, counter: document.querySelector(`${app} .counter`) } });
      }, app);

      const file = join(dir, `App${i}.tsx`);
      const shows = `(${edit.shows.toString()})(document.querySelector(${JSON.stringify(app)}))`;
      // A write the watcher missed (it can be late to start) is written again.
      for (let attempt = 0; ; attempt++) {
        writeFileSync(file, edit.apply(APP));
        try {
          await page.waitForFunction(shows, null, { timeout: 5_000, polling: 50 });
          break;
        } catch (error) {
          if (attempt === 2) throw error;
        }
      }
      const after = await page.evaluate((app) => {
        const { before, effects } = window as unknown as {
          before: { input: HTMLInputElement; counter: Element };
          effects: object;
        };
        const input = document.querySelector<HTMLInputElement>(`${app} input`)!;
        return {
          sameInput: input === before.input,
          sameCounter: document.querySelector(`${app} .counter`) === before.counter,
          focused: document.activeElement === input,
          value: input.value,
          caret: input.selectionStart,
          counter: before.counter.textContent,
          effects,
        };
      }, app);
      expect(after).toEqual({
        sameInput: true,
        sameCounter: true,
        focused: true,
        value: "half-typed",
        caret: 4,
        counter: edit.counter?.(2) ?? "n=2",
        effects: { started: EDITS.length, stopped: 0 },
      });
      // The new code runs on the kept state.
      await page.click(`${app} .counter`);
      const expected = edit.counter?.(2 + edit.step) ?? `n=${2 + edit.step}`;
      await page.waitForFunction(
        ([app, text]) => document.querySelector(`${app} .counter`)?.textContent === text,
        [app, expected] as const,
      );
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    });
  });
});
