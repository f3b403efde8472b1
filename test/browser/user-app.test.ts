/**
 * A user's app (test/browser/user-app/, copied to a temporary directory) in
 * the real Vite dev server with `composa/vite`, and Debian's Chromium: what
 * a user sees of its insides. Waits poll; nothing sleeps.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { build, createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile } from "../../plugin/babel/compile.js";
import composa from "../../plugin/vite/index.js";
import { launchChromium } from "../chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const fixture = join(repo, "test/browser/user-app");
const here = (path: string) => join(repo, path);

/** `composa` and `composa/*` from the sources, as in the repo's own config. */
export const aliases = [
  { find: /^composa$/, replacement: here("runtime/index.ts") },
  {
    find: /^composa\/(dom|internal|jsx-runtime|jsx-dev-runtime|devtools)$/,
    replacement: here("runtime/$1/index.ts"),
  },
  { find: /^composa\/inspector$/, replacement: here("runtime/devtools/panel/index.ts") },
];

/** probe.ts, in probe.html's window. */
interface Probe {
  probe: { start(): void; whyLocations(): string[] };
}

/** 1-based line of the first occurrence of `needle` in `text`. */
function lineOf(text: string, needle: string): number {
  return text.slice(0, text.indexOf(needle)).split("\n").length;
}

describe("a user's app in the Vite dev server", { timeout: 120_000 }, () => {
  let dir: string;
  let server: ViteDevServer;
  let browser: Browser;
  let page: Page;
  let url: string;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "composa-user-app-"));
    cpSync(fixture, dir, { recursive: true });
    server = await createServer({
      configFile: false,
      root: dir,
      logLevel: "silent",
      resolve: { alias: aliases },
      plugins: [composa({ inspector: true })],
      server: { host: "127.0.0.1", port: 0, fs: { allow: [dir, repo] } },
    });
    await server.listen();
    browser = await launchChromium({ timeout: 30_000 });
    page = await browser.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    url = server.resolvedUrls!.local[0]!;
    await page.goto(url);
    await page.waitForSelector(".header .clicks");
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("names the source line of a write in `why`, through the devtools API", async () => {
    const source = readFileSync(join(fixture, "Header.tsx"), "utf8");
    const line = lineOf(source, "clicks.value++");
    // Compiled as it is without kept lines, the write lies elsewhere: the test would see that line.
    const compiled = compile(source, { filename: join(dir, "Header.tsx"), root: dir, dev: true }).code;
    expect(lineOf(compiled, "clicks.value++")).not.toBe(line);

    const probe = await browser.newPage();
    probe.on("pageerror", (error) => errors.push(error.message));
    await probe.goto(`${url}probe.html`);
    await probe.waitForSelector(".header .clicks");
    await probe.evaluate(() => (window as unknown as Probe).probe.start());
    await probe.click(".header .more");
    await probe.waitForFunction(() => document.querySelector(".header .clicks")?.textContent === "1");
    const where = await probe.evaluate(() => (window as unknown as Probe).probe.whyLocations());
    expect(where).toEqual([expect.stringMatching(new RegExp(`/Header\\.tsx:${line}:\\d+$`))]);
    await probe.close();
    expect(errors).toEqual([]);
  });

  it("shows the inspector panel, with the app's composables, when the shortcut is pressed", async () => {
    expect(await page.$("#composa-inspector")).toBeNull();
    await page.keyboard.press("Alt+Shift+KeyC");
    const panel = page.locator("#composa-inspector");
    await panel.locator(".inspector-row[data-name='Header']").waitFor();
    expect(await panel.locator(".inspector-row[data-name='App']").count()).toBe(1);
    // A click, then its "why" in the panel, at the source line of the write.
    await page.click(".header .more");
    await panel
      .locator(".inspector-row[data-name='Header.children'] .inspector-counts[data-recomposed='1']")
      .waitFor();
    await panel.locator(".inspector-row[data-name='Header.children']").click();
    const line = lineOf(readFileSync(join(fixture, "Header.tsx"), "utf8"), "clicks.value++");
    await page.waitForFunction(
      (n) =>
        new RegExp(`Header\\.tsx:${n}:\\d+$`).test(
          document.querySelector("#composa-inspector .inspector-where")?.textContent ?? "",
        ),
      line,
    );
    // Pressed again, it hides.
    await page.keyboard.press("Alt+Shift+KeyC");
    await panel.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  const overlay = () => page.locator("vite-error-overlay");
  const items = () => page.locator(".items .item").allTextContents();

  it("shows a composable that throws in a frame in Vite's overlay, keeps the last good screen, and resumes when the state is fixed", async () => {
    const source = readFileSync(join(fixture, "Items.tsx"), "utf8");
    const line = lineOf(source, "export function ItemRow");
    const thrown = source.split("\n")[line]!; // the line after it: `if (…) throw new Error(…)`
    await page.click(".items .add-unnamed");
    await overlay().locator(".message-body").waitFor();
    // The composable's name and location, the original message.
    expect(await overlay().locator(".message-body").textContent()).toMatch(
      new RegExp(`^Composa: ItemRow \\(Items\\.tsx:${line}:8\\) threw: an item without a name$`),
    );
    expect(await overlay().locator(".plugin").textContent()).toBe("[plugin:composa] ");
    // Where it was thrown, in the source (mapped from the served module), with the code frame there.
    expect(await overlay().locator(".file").textContent()).toBe(
      `${join(dir, "Items.tsx")}:${line + 1}:${thrown.indexOf("new Error") + 1}`,
    );
    expect(await overlay().locator(".frame").textContent()).toContain(`> ${line + 1} | ${thrown}`);
    // The stack as the browser gave it (a source line: development builds keep them).
    expect(await overlay().locator(".stack").textContent()).toContain(`/Items.tsx:${line + 1}:`);
    expect(await items()).toEqual(["first"]);
    // A write that fixes the state (the overlay covers the page: the button is clicked directly).
    await page.$eval(".items .name-all", (button) => (button as HTMLElement).click());
    await overlay().waitFor({ state: "detached" });
    expect(await items()).toEqual(["first", "named"]);
    expect(errors).toEqual([`Composa: ItemRow (Items.tsx:${line}:8) threw: an item without a name`]);
    errors.length = 0;
  });

  it("resumes when a hot update fixes the file, with the app's state kept", async () => {
    await page.click(".items .add-unnamed");
    await overlay().locator(".message-body").waitFor();
    const file = join(dir, "Items.tsx");
    const fixed = readFileSync(file, "utf8").replace(
      'if (item.name === undefined) throw new Error("an item without a name");\n  <Text class="item" text={item.name} />;',
      '<Text class="item" text={item.name ?? "(no name)"} />;',
    );
    expect(fixed).toContain("(no name)");
    // The watcher can be late to start: a write it missed is written again.
    for (let attempt = 0; ; attempt++) {
      writeFileSync(file, fixed);
      try {
        await page.waitForFunction(() => document.querySelectorAll(".items .item").length === 3, undefined, {
          timeout: 10_000,
        });
        break;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
    expect(await items()).toEqual(["first", "named", "(no name)"]);
    expect(await overlay().count()).toBe(0);
    errors.length = 0;
  });
});

describe("the inspector option elsewhere", { timeout: 120_000 }, () => {
  it("adds nothing to the page when it is off", async () => {
    const server = await createServer({
      configFile: false,
      root: fixture,
      logLevel: "silent",
      plugins: [composa()],
      server: { middlewareMode: true, ws: false, watch: null },
    });
    try {
      const html = await server.transformIndexHtml("/", readFileSync(join(fixture, "index.html"), "utf8"));
      expect(html).toContain("/@vite/client");
      expect(html).not.toContain("composa-inspector");
    } finally {
      await server.close();
    }
  });

  it("leaves no inspector code in a production build, even when it is on", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "composa-user-app-build-"));
    try {
      await build({
        configFile: false,
        root: fixture,
        logLevel: "silent",
        resolve: { alias: aliases },
        plugins: [composa({ inspector: true })],
        build: { outDir, emptyOutDir: true },
      });
      const assets = readdirSync(join(outDir, "assets"));
      const output = [
        readFileSync(join(outDir, "index.html"), "utf8"),
        ...assets.map((f) => readFileSync(join(outDir, "assets", f), "utf8")),
      ].join("\n");
      // The app is there; the panel (its markup, its styles, devtools) is not.
      expect(output).toContain("more");
      // Nor the runtime-error client.
      for (const text of [
        "composa-inspector",
        "Reset counts",
        "inspector-row",
        "state write",
        "composa:error",
        "vite-error-overlay",
      ])
        expect(output).not.toContain(text);
      expect(assets.some((f) => f.endsWith(".css"))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
