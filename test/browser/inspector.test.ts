/**
 * The inspector panel in real Chromium, served by the real Vite dev server
 * with the repo's config (the playground): clicking the counter raises
 * exactly the count of the scope that read it, the "why" entry names the
 * write and its source line, hovering a node group outlines its element.
 */
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium } from "../chromium.js";

let server: ViteDevServer;
let browser: Browser;
let page: Page;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL("../../vite.config.ts", import.meta.url)),
    server: { host: "127.0.0.1", port: 0, strictPort: false, hmr: false },
    logLevel: "error",
  });
  await server.listen();
  base = server.resolvedUrls!.local[0]!;
  browser = await launchChromium({ timeout: 20_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(`${base}#counter`);
  await page.waitForSelector(".inspector-row", { timeout: 30_000 });
  return () => page.close();
});

/** The inspector's pass counter, to wait for the redraw after a click. */
const pass = () => page.$eval(".inspector", (el) => Number(el.getAttribute("data-pass")));

/** Recompose counts of the scope rows shown, by row label (labels are unique in this example once filtered). */
function scopeCounts(): Promise<Record<string, number>> {
  return page.$$eval(".inspector-row", (rows) =>
    Object.fromEntries(
      rows
        .filter((row) => row.querySelector(".inspector-counts") !== null)
        .map((row) => [
          row.getAttribute("data-name"),
          Number(row.querySelector(".inspector-counts")!.getAttribute("data-recomposed")),
        ]),
    ),
  );
}

/** Recompose / skip counts of the scope rows shown, in row order. */
function scopeRows(): Promise<string[]> {
  return page.$$eval(".inspector-row", (rows) =>
    rows
      .filter((row) => row.querySelector(".inspector-counts") !== null)
      .map((row) => {
        const counts = row.querySelector(".inspector-counts")!;
        return `${row.getAttribute("data-name")} ${counts.getAttribute("data-recomposed")}/${counts.getAttribute("data-skipped")}`;
      }),
  );
}

async function clickAndWait(selector: string): Promise<void> {
  const before = await pass();
  await page.click(selector);
  await page.waitForFunction(
    (n) => Number(document.querySelector(".inspector")!.getAttribute("data-pass")) > n,
    before,
  );
}

describe("the inspector panel beside an example", () => {
  it("raises exactly the count of the scope that read the clicked counter's state", async () => {
    await page.check('.inspector-filters input[name="sourceOnly"]');
    await page.waitForFunction(
      () => document.querySelectorAll(".inspector-row[data-kind='node']").length === 0,
    );
    const before = await scopeCounts();
    expect(before).toEqual({ Counter: 0, "Counter.children": 0 });
    await clickAndWait(".result-body button:has-text('+')");
    expect(await page.textContent(".result-body .count")).toBe("1");
    // The count is read inside Row's content lambda: that scope recomposes, Counter itself does not.
    expect(await scopeCounts()).toEqual({ Counter: 0, "Counter.children": 1 });
    await clickAndWait(".result-body button:has-text('+')");
    expect(await scopeCounts()).toEqual({ Counter: 0, "Counter.children": 2 });
  }, 60_000);

  it("shows why the selected scope recomposed: the write, old → new, at the source line", async () => {
    await clickAndWait(".result-body button:has-text('+')");
    await page.click(".inspector-row[data-name='Counter.children']");
    const details = page.locator(".inspector-details");
    await details.locator(".inspector-why li").first().waitFor();
    expect(await details.locator(".inspector-why li").first().textContent()).toMatch(/^pass \d+count 0 → 1/);
    // Mapped through the module's source map to the line of `onClick={() => count.value++}` in examples/counter.tsx.
    await page.waitForFunction(() =>
      /counter\.tsx:10:\d+$/.test(document.querySelector(".inspector-where")?.textContent ?? ""),
    );
    expect(await details.locator(".inspector-reads").textContent()).toBe("count = 1");
  }, 60_000);

  it("outlines a node group's element while its row is hovered", async () => {
    await page.hover(".inspector-row[data-name='<span.composa-text.count>']");
    const overlay = await page.waitForSelector(".inspector-highlight", { state: "visible" });
    const box = await overlay.boundingBox();
    const span = await (await page.$(".result-body .count"))!.boundingBox();
    // The overlay has a 2px border drawn outside nothing: it covers the element's own box.
    expect(box).toEqual({ x: span!.x, y: span!.y, width: span!.width, height: span!.height });
    await page.mouse.move(5, 5);
    await page.waitForSelector(".inspector-highlight", { state: "hidden" });
  }, 60_000);

  it("lists the state reads and the tree of compositions", async () => {
    await page.click(".inspector-tabs button:has-text('State reads')");
    const row = page.locator(".inspector-states tr[data-state='count']");
    await row.waitFor();
    expect(await row.locator(".inspector-value").textContent()).toBe("0");
    expect(await row.locator(".inspector-reader").allTextContents()).toEqual(["scope Counter.children"]);
    await page.click(".inspector-tabs button:has-text('Compositions')");
    const tree = page.locator(".inspector-compositions").first();
    await tree.waitFor();
    // The playground (App) and, rendered inside its pane, this panel's own composition.
    expect(await tree.locator(":scope > li > .inspector-label").allTextContents()).toEqual(["App"]);
    expect(await tree.locator(":scope > li > ul > li > .inspector-label").allTextContents()).toEqual([
      "InspectorPanel",
    ]);
  }, 60_000);

  it("shows, for the showMiddle example after one toggle, which scopes recomposed and the write that did it", async () => {
    await page.goto(`${base}#counters`);
    await page.reload();
    await page.waitForSelector(".inspector-row");
    await page.check('.inspector-filters input[name="sourceOnly"]');
    await page.waitForFunction(
      () => document.querySelectorAll(".inspector-row[data-kind='node']").length === 0,
    );
    expect(await scopeRows()).toEqual([
      "CountersExample 0/0",
      "CountersExample.children 0/0",
      "Counters 0/0",
      "Counter 0/0",
      "Counter.children 0/0",
      "Counter 0/0",
      "Counter.children 0/0",
      "Counter 0/0",
      "Counter.children 0/0",
    ]);
    await clickAndWait(".result-body input[type=checkbox]");
    // The middle counter left; the content lambda that read showMiddle recomposed and gave Counters a new
    // parameter; the first and last counters were skipped.
    expect(await scopeRows()).toEqual([
      "CountersExample 0/0",
      "CountersExample.children 1/0",
      "Counters 1/0",
      "Counter 0/1",
      "Counter.children 0/0",
      "Counter 0/1",
      "Counter.children 0/0",
    ]);
    await page.click(".inspector-row[data-name='CountersExample.children']");
    const why = page.locator(".inspector-why li").first();
    await why.waitFor();
    expect(await why.locator(".inspector-cause").first().textContent()).toMatch(/^showMiddle true → false/);
    await page.waitForFunction(() =>
      /counters\.tsx:29:\d+$/.test(document.querySelector(".inspector-where")?.textContent ?? ""),
    );
  }, 60_000);

  it("shows a lazy list's items as compositions of their own, children of the one the list is in", async () => {
    await page.goto(`${base}#lazy-list`);
    await page.reload();
    await page.waitForSelector(".inspector-row");
    await page.waitForSelector(".result-body .composa-lazy-item .lazy-entry");
    await page.click(".inspector-tabs button:has-text('Compositions')");
    const tree = page.locator(".inspector-compositions").first();
    await tree.waitFor();
    const items = await page.$$eval(".result-body .composa-lazy-item", (wrappers) => wrappers.length);
    expect(await tree.locator(":scope > li > .inspector-label").allTextContents()).toEqual(["App"]);
    const children = await tree.locator(":scope > li > ul > li > .inspector-label").allTextContents();
    // One subcomposition per composed (or pooled) item, besides this panel's own composition.
    const itemLabels = children.filter((label) => label !== "InspectorPanel");
    expect(children.length - itemLabels.length).toBe(1);
    expect(itemLabels.length).toBe(items);
    expect(items).toBeGreaterThan(5);
    expect(new Set(itemLabels).size).toBe(1);
    expect(itemLabels[0]).toMatch(/EntryView|LazyListExample/);
  }, 60_000);
});
