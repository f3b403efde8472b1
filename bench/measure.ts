// The measurements per app: a traced, timed click (jfb's CPU benchmark: total and
// script time), the cold start (page load to 1k rows), the JS heap after creating
// 1k rows, and the bundle size.
import { readdir, readFile } from "node:fs/promises";
import { brotliCompressSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { distDir } from "./apps.js";
import { openApp } from "./browser.js";
import type { Operation } from "./ops.js";
import { exists, idCell, waitFor } from "./page.js";
import { measureClick, measureLoad, traceCategories, type TraceEvent, type Timing } from "./trace.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Quiet time before each timed click (see `timeOperation`). */
const SETTLE_MS = 200;

/** Time given to the cold start's first frame of 1,000 rows (see `coldStart`). */
const COLD_SETTLE_MS = 300;

/** One jfb run: fresh page, warm-up, GC, throttle, trace the click; milliseconds to its commit, and its script. */
export async function timeOperation(
  browser: Browser,
  origin: string,
  app: string,
  op: Operation,
): Promise<Timing> {
  const page = await openApp(browser, origin, app);
  try {
    const cdp = await page.context().newCDPSession(page);
    await op.init(page);
    // Garbage of the warm-up must not be collected inside the timed click.
    await cdp.send("HeapProfiler.collectGarbage");
    // Every click starts from the same machine state: on our 2-core VM a click
    // right after the warm-up ran up to 30% faster at random (the CPU still at
    // speed), which split one app's samples into two clusters (create 1k,
    // vanilla: 91-163 ms); after a short quiet moment they form one (129-145).
    await sleep(SETTLE_MS);
    if (op.throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: op.throttle });
    await browser.startTracing(page, { categories: traceCategories, screenshots: false });
    let trace: Buffer;
    try {
      await op.run(page);
      // jfb waits 40 ms so the commit that follows the last work is in the trace.
      await sleep(40);
    } finally {
      trace = await browser.stopTracing();
    }
    if (op.throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    return measureClick(events);
  } finally {
    await page.close();
  }
}

/**
 * In the page, before any of its scripts: click #run as soon as the app can take it.
 * At DOMContentLoaded every module script has run (they are deferred), so the
 * handlers of an app that renders synchronously are there; an app whose buttons
 * appear later (rendered in a later task) is clicked in the microtask
 * after they are inserted. A synthetic click, as the warm-ups: no harness round trip.
 */
function clickRunWhenReady(): void {
  addEventListener("DOMContentLoaded", () => {
    const tryClick = () => {
      const button = document.getElementById("run");
      if (button) button.click();
      return button !== null;
    };
    if (tryClick()) return;
    const observer = new MutationObserver(() => {
      if (tryClick()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/**
 * Cold start: from the navigation of a fresh page to the commit that shows 1,000 rows
 * (download, parse and compile of the bundle, its evaluation, the first render, then
 * create 1k on code that never ran). Total: the trace's `navigationStart` of the app's
 * document to the end of that commit (jfb's rule from the click on); script: the JS on
 * the page's main thread in that span (the bundle's background parse is in the total only).
 */
export async function coldStart(browser: Browser, origin: string, app: string): Promise<Timing> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  try {
    await page.addInitScript(clickRunWhenReady);
    await browser.startTracing(page, { categories: traceCategories, screenshots: false });
    let trace: Buffer;
    const url = `${origin}/${app}/index.html`;
    try {
      await page.goto(url, { waitUntil: "commit" });
      await waitFor(page, exists(idCell(1000)));
      // jfb's 40 ms after the rows are in the DOM are not enough here: the frame that
      // shows them is the page's first full style and layout (react-dom's rows came
      // from a task of their own, and the trace stopped inside that frame's Layout in 5
      // of 12 samples). Wait longer, then for one task of ours: it runs only after the
      // main thread finishes the frame it may be in, commit included.
      await sleep(COLD_SETTLE_MS);
      await page.evaluate(() => 0);
      await sleep(40);
    } finally {
      trace = await browser.stopTracing();
    }
    const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    return measureLoad(events, url);
  } finally {
    await page.close();
  }
}

/** Used JS heap (bytes) after a forced GC, once 1k rows are shown (jfb's "run memory"). */
export async function heapAfterCreate(browser: Browser, origin: string, app: string): Promise<number> {
  const page = await openApp(browser, origin, app);
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.click("#run");
    await waitFor(page, exists(idCell(1000)));
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return usedSize;
  } finally {
    await page.close();
  }
}

export interface BundleSize {
  /** Minified JS bytes, all chunks. */
  min: number;
  /** The same, each chunk brotli-compressed (default quality 11), summed. */
  brotli: number;
}

export async function bundleSize(app: string): Promise<BundleSize> {
  const dir = `${distDir}${app}/assets/`;
  const size: BundleSize = { min: 0, brotli: 0 };
  for (const file of await readdir(dir)) {
    if (!file.endsWith(".js")) continue;
    const code = await readFile(dir + file);
    size.min += code.length;
    size.brotli += brotliCompressSync(code).length;
  }
  return size;
}
