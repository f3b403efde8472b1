// The three measurements per app: a traced, timed click (jfb's CPU benchmark),
// the JS heap after creating 1k rows, and the bundle size.
import { readdir, readFile } from "node:fs/promises";
import { brotliCompressSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { distDir } from "./apps.js";
import { openApp } from "./browser.js";
import type { Operation } from "./ops.js";
import { exists, idCell, waitFor } from "./page.js";
import { clickToCommit, traceCategories, type TraceEvent } from "./trace.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Quiet time before each timed click (see `timeOperation`). */
const SETTLE_MS = 200;

/** One jfb run: fresh page, warm-up, GC, throttle, trace the click, milliseconds to its commit. */
export async function timeOperation(browser: Browser, origin: string, app: string, op: Operation): Promise<number> {
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
    return clickToCommit(events);
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
