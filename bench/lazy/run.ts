/**
 * The lazy-list benchmark (`npm run bench:lazy`): 100,000 rows of varied
 * heights in three virtual lists, side by side in one headless Chromium run:
 * Composa's `LazyColumn`, React 19 + @tanstack/react-virtual, and a
 * hand-written virtual list with a node pool (apps/). Per app, in a fresh page:
 *
 * - first render: `mount()` until the second animation frame after it (the
 *   first frame with the rows painted);
 * - JS heap after a forced GC, once rendered (CDP `Runtime.getHeapUsage`);
 * - a scripted scroll of the whole list in `STEPS` fixed steps, one per
 *   frame, with the CPU throttled 4× (CDP), after `WARMUP` steps: the
 *   intervals between animation frames (median, p95, max), and the DOM nodes
 *   added meanwhile (a MutationObserver; each added subtree counted whole).
 *
 * One run, so the figures are indicative: `bench/README.md` keeps them with
 * the machine they came from.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type InlineConfig } from "vite";
import composa from "../../plugin/vite/index.js";
import { launchChromium } from "../../test/chromium.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const repo = here("../../");

const STEPS = 200;
const WARMUP = 20;
const THROTTLE = 4;

interface LazyApp {
  name: string;
  entry: string;
  vite?: InlineConfig;
}

const APPS: LazyApp[] = [
  { name: "vanilla", entry: "apps/vanilla.js" },
  {
    name: "react + tanstack",
    entry: "apps/react.jsx",
    vite: { oxc: { jsx: { runtime: "automatic", development: false } } } as InlineConfig,
  },
  {
    name: "composa",
    entry: "apps/composa.tsx",
    vite: {
      plugins: [composa({ dev: false })],
      resolve: {
        alias: [
          { find: /^composa$/, replacement: `${repo}runtime/index.ts` },
          {
            find: /^composa\/(dom|jsx-runtime|jsx-dev-runtime|devtools)$/,
            replacement: `${repo}runtime/$1/index.ts`,
          },
        ],
      },
    },
  },
];

export interface LazyFigures {
  app: string;
  firstRenderMs: number;
  heapMB: number;
  frameMedianMs: number;
  frameP95Ms: number;
  frameMaxMs: number;
  nodesAdded: number;
  rowsShown: number;
}

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 14px sans-serif; }
  #app, #list { height: 600px; }
  .row { padding: 5px; box-sizing: border-box; border-bottom: 0; }
  .line { height: 20px; line-height: 20px; overflow: hidden; }
</style></head><body><div id="app"></div></body></html>`;

async function bundle(app: LazyApp, outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ...app.vite,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: here(app.entry), formats: ["iife"], name: "LazyBench", fileName: () => "app.js" },
    },
  });
  return join(outDir, "app.js");
}

/** In the page: mount, then scroll; returns what it measured there. */
function pageScript(steps: number, warmup: number): string {
  return `(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const t0 = performance.now();
    LazyBench.mount(document.getElementById("app"));
    await frame(); await frame();
    const firstRenderMs = performance.now() - t0;
    window.__scroll = async () => {
      const list = document.getElementById("list");
      const total = list.scrollHeight - list.clientHeight;
      const at = (s) => Math.round(((s + 1) / (${steps} + ${warmup})) * total);
      for (let s = 0; s < ${warmup}; s++) { list.scrollTop = at(s); await frame(); }
      let nodesAdded = 0;
      const count = (node) => { let n = 1; for (let c = node.firstChild; c; c = c.nextSibling) n += count(c); return n; };
      const observer = new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) nodesAdded += count(n); });
      observer.observe(list, { childList: true, subtree: true });
      const intervals = [];
      let last = await frame();
      for (let s = ${warmup}; s < ${steps} + ${warmup}; s++) {
        list.scrollTop = at(s);
        const t = await frame();
        intervals.push(t - last);
        last = t;
      }
      await frame();
      observer.disconnect();
      intervals.sort((a, b) => a - b);
      const rowsShown = [...list.querySelectorAll(".row")].filter((r) => r.offsetParent !== null).length;
      return { intervals, nodesAdded, rowsShown };
    };
    return firstRenderMs;
  })()`;
}

export async function runLazyBench(): Promise<LazyFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), "composa-lazy-bench-"));
  const browser = await launchChromium({ timeout: 30_000 });
  const figures: LazyFigures[] = [];
  try {
    for (const [i, app] of APPS.entries()) {
      const script = await bundle(app, join(dir, String(i)));
      const page = await browser.newPage({ viewport: { width: 800, height: 700 } });
      await page.setContent(PAGE);
      await page.addScriptTag({ path: script });
      const cdp = await page.context().newCDPSession(page);
      const firstRenderMs = (await page.evaluate(pageScript(STEPS, WARMUP))) as number;
      await cdp.send("HeapProfiler.collectGarbage");
      const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number };
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
      const scrolled = (await page.evaluate("window.__scroll()")) as {
        intervals: number[];
        nodesAdded: number;
        rowsShown: number;
      };
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      const q = (p: number) =>
        scrolled.intervals[
          Math.min(scrolled.intervals.length - 1, Math.floor(p * scrolled.intervals.length))
        ]!;
      figures.push({
        app: app.name,
        firstRenderMs,
        heapMB: heap.usedSize / 1024 / 1024,
        frameMedianMs: q(0.5),
        frameP95Ms: q(0.95),
        frameMaxMs: scrolled.intervals[scrolled.intervals.length - 1]!,
        nodesAdded: scrolled.nodesAdded,
        rowsShown: scrolled.rowsShown,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export function formatLazyFigures(figures: LazyFigures[], version: string): string {
  const base = figures[0]!;
  const ratio = (v: number, b: number) => (b > 0 ? ` (${(v / b).toFixed(2)})` : "");
  const header = [
    "app",
    "first render ms",
    "frame median ms",
    "frame p95 ms",
    "frame max ms",
    "nodes added scrolling",
    "JS heap MB",
  ];
  const rows = figures.map((f) => [
    f.app,
    f.firstRenderMs.toFixed(1) + ratio(f.firstRenderMs, base.firstRenderMs),
    f.frameMedianMs.toFixed(1) + ratio(f.frameMedianMs, base.frameMedianMs),
    f.frameP95Ms.toFixed(1) + ratio(f.frameP95Ms, base.frameP95Ms),
    f.frameMaxMs.toFixed(1),
    String(f.nodesAdded),
    f.heapMB.toFixed(2) + ratio(f.heapMB, base.heapMB),
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  return [
    line(header),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...rows.map(line),
    `100,000 rows (30-90 px), 600 px list; scroll: ${STEPS} steps over the whole list, one per frame, after ${WARMUP}, CPU ${THROTTLE}× throttled; ${version}`,
  ].join("\n");
}

export async function main(): Promise<number> {
  const figures = await runLazyBench();
  const browser = await launchChromium();
  const version = `Chromium ${browser.version()}, Node ${process.version}, ${new Date().toISOString()}`;
  await browser.close();
  const table = formatLazyFigures(figures, version);
  console.log(table);
  writeFileSync(here("../results/lazy-latest.json"), JSON.stringify({ figures, version }, null, 2));
  return 0;
}
