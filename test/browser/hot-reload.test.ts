/**
 * The playground in the real Vite dev server and Debian's Chromium: hot
 * reload keeps state, a compile error shows Vite's overlay with
 * `file:line:col` and keeps the app, fixing it resumes with state. The
 * playground is copied to a temporary directory first, so the edits never
 * touch the repository. Waits poll; nothing sleeps.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { build, createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const config = join(repo, "vite.config.ts");

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

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function position(text: string, needle: string): { line: number; column: number } {
  const at = text.indexOf(needle);
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

describe("the playground in the Vite dev server", { timeout: 120_000 }, () => {
  let dir: string;
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "composa-playground-"));
    cpSync(join(repo, "playground"), dir, { recursive: true, filter: (src) => !src.includes("screenshots") });
    const port = await freePort();
    server = await createServer({
      configFile: config,
      root: dir,
      logLevel: "silent",
      server: { host: "127.0.0.1", port, strictPort: true, fs: { allow: [dir, repo] } },
    });
    await server.listen();
    url = `http://127.0.0.1:${port}/`;
    browser = await launchChromium({ timeout: 30_000 });
    page = await browser.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const count = () => page.locator(".result .count").textContent();
  const plusButton = ".result .counter button:last-child";

  /**
   * Writes `text` to `file` and waits until `done` holds in the page. A write
   * the watcher missed (it can be late to start) is written again.
   */
  async function edit(file: string, text: string, done: () => boolean, timeout = 15_000): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      writeFileSync(file, text);
      try {
        await page.waitForFunction(done, null, { timeout: timeout / 3, polling: 50 });
        return;
      } catch {
        // not yet: write again
      }
    }
    throw new Error(`the page did not update after writing ${file}`);
  }

  it("keeps the counter's state through an edit, a compile error and its fix, without reloading", async () => {
    await page.goto(`${url}#counter`);
    await page.waitForSelector(".result .count");
    // A full reload would lose this.
    await page.evaluate(() => void ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    for (let i = 0; i < 3; i++) await page.click(plusButton);
    await page.waitForFunction(() => document.querySelector(".result .count")?.textContent === "3");

    // A text change, and a new function above the composable.
    const file = join(dir, "examples/counter.tsx");
    const original = readFileSync(file, "utf8");
    const edited = original
      .replace('text="+"', 'text="plus"')
      .replace(
        "/** A remembered state",
        "function twice(n: number): number {\n  return n * 2;\n}\n\n/** A remembered state",
      );
    expect(edited).not.toBe(original);
    await edit(
      file,
      edited,
      () => document.querySelector(".result .counter button:last-child")?.textContent === "plus",
    );
    expect(await count()).toBe("3");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // The source tab shows the new text too.
    await page.waitForFunction(() =>
      document.querySelector(".code")?.textContent?.includes("function twice"),
    );

    // A syntax error: Vite's overlay shows where, the app stays as it was.
    const broken = edited.replace('text="plus"', 'text="plus');
    const at = position(broken, '"plus onClick');
    await edit(
      file,
      broken,
      () => !!document.querySelector("vite-error-overlay")?.shadowRoot?.querySelector(".file")?.textContent,
    );
    const shown = await page.evaluate(() => {
      const root = document.querySelector("vite-error-overlay")!.shadowRoot!;
      return {
        file: root.querySelector(".file")!.textContent!,
        message: root.querySelector(".message")!.textContent!,
      };
    });
    expect(shown.file).toBe(`${join(dir, "examples/counter.tsx")}:${at.line}:${at.column}`);
    expect(shown.message).toContain("CMP015");
    expect(await count()).toBe("3");

    // Fixed (with one more change): the overlay goes, the new code runs with the same state.
    await edit(file, edited.replace('text="plus"', 'text="add"'), () => {
      const button = document.querySelector(".result .counter button:last-child");
      return button?.textContent === "add" && !document.querySelector("vite-error-overlay");
    });
    expect(await count()).toBe("3");
    await page.click(plusButton);
    await page.waitForFunction(() => document.querySelector(".result .count")?.textContent === "4");
    // That click restarted Counter's scope alone, from the function its scope stored: the new code.
    expect(await page.textContent(plusButton)).toBe("add");
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
});

describe("vite build of the playground", () => {
  // (Minification is checked on a tiny app in plugin/vite/plugin.test.ts: the playground
  // embeds its examples' source and compiled code as strings.)
  it("has no source information and no hot-reload plumbing", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "composa-playground-build-"));
    try {
      await build({ configFile: config, logLevel: "silent", build: { outDir, emptyOutDir: true } });
      const assets = join(outDir, "assets");
      const js = readdirSync(assets)
        .filter((f) => f.endsWith(".js"))
        .map((f) => readFileSync(join(assets, f), "utf8"))
        .join("\n");
      expect(js).toContain("startRestartGroup");
      // No "Name@file:line:col" source strings, no hot families (match, not the whole bundle, on failure).
      expect(js.match(/\w+@(examples|shell)\/[\w.-]+:\d+/)).toBeNull();
      expect(js.match(/.{40}(\$composa\$hot|\$composa\$fam|hotRuntime|import\.meta\.hot).{40}/)).toBeNull();
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);
});
