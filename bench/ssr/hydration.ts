/**
 * `npm run bench:hydrate -- [runs]`: hydration of the server-rendering
 * page (bench/ssr/data.ts, the 1,000-row table in its layout) in Chromium,
 * Composa's `hydrate` vs React's `hydrateRoot`. Each page is rendered by its
 * own server build (run.ts), each client is built by Vite in production mode
 * into one script. Every run is a fresh page: the server's markup in
 * `#app`, the props as JSON beside it, the script loaded; the time is from
 * the call to the moment the page is live (Composa's `hydrate` returns;
 * React's root layout effect runs at commit), the JSON parsed before. The
 * frameworks alternate run by run, so that load on the machine falls on
 * both; the median is reported. A first, untimed run of each checks that
 * hydration changed nothing in the DOM (a MutationObserver) and that React
 * reported no mismatch.
 *
 * `npm run bench:hydrate -- [runs] --profile`: Composa's client built
 * unminified (names survive), each of `runs` fresh pages hydrated under the
 * CPU profiler (50 µs samples); prints the functions with the most self time
 * and with the most total time (callees included), summed over the pages.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { launchChromium } from "../../test/chromium.js";
import { inProduction } from "../build.js";
import { summarizeProfiles, type CpuProfile } from "../profile.js";
import { pageProps } from "./data.js";
import { buildRenderer, renderers } from "./run.js";

const here = fileURLToPath(new URL(".", import.meta.url));

const clients = [
  { name: "composa", entry: "hydrate-composa.ts" },
  { name: "react", entry: "hydrate-react.jsx" },
] as const;

async function buildClient(name: string, entry: string, outDir: string, minify = true): Promise<string> {
  let config = renderers.find((r) => r.name === name)!.config;
  // A library build would otherwise compile React's JSX for development (jsxDEV).
  if (name === "react") config = { ...config, oxc: { jsx: { runtime: "automatic", development: false } } };
  // Composa's development checks (dom/dev.ts) follow import.meta.env.DEV, which follows NODE_ENV.
  await inProduction(() =>
    build({
      ...config,
      configFile: false,
      logLevel: "warn",
      mode: "production",
      root: here,
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      build: {
        outDir,
        emptyOutDir: true,
        minify,
        lib: {
          entry: join(here, entry),
          formats: ["iife"],
          name: "HydrationBench",
          fileName: () => `${name}.js`,
        },
      },
    }),
  );
  return join(outDir, `${name}.js`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export async function runHydrationBench(runs = 15, profile = false): Promise<number> {
  const dir = join(here, "../dist/ssr-hydrate");
  rmSync(dir, { recursive: true, force: true });
  const props = pageProps(1000);
  const pages = new Map<string, { html: string; script: string }>();
  for (const c of clients) {
    const render = await buildRenderer(
      renderers.find((r) => r.name === c.name)!,
      join(dir, "server", c.name),
    );
    const script = await buildClient(c.name, c.entry, join(dir, "client", c.name), !profile);
    pages.set(c.name, { html: render(props), script });
  }
  const json = JSON.stringify(props).replace(/</g, "\\u003c");
  const browser = await launchChromium();
  try {
    const hydrateOnce = async (name: string, check: boolean, profiles?: CpuProfile[]) => {
      const { html, script } = pages.get(name)!;
      const page = await browser.newPage();
      try {
        const cdp = profiles ? await page.context().newCDPSession(page) : null;
        await page.setContent(
          `<!doctype html><html><head></head><body><div id="app">${html}</div>` +
            `<script type="application/json" id="props">${json}</script></body></html>`,
        );
        await page.addScriptTag({ path: script });
        if (cdp) {
          await cdp.send("Profiler.enable");
          await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
          await cdp.send("Profiler.start");
        }
        const result = await page.evaluate(
          (check) =>
            new Promise<{ ms: number; mutations: number; errors: number }>((resolve) => {
              const container = document.getElementById("app")!;
              const props = JSON.parse(document.getElementById("props")!.textContent!);
              const observer = new MutationObserver(() => {});
              if (check)
                observer.observe(container, {
                  subtree: true,
                  childList: true,
                  attributes: true,
                  characterData: true,
                });
              const g = globalThis as unknown as {
                hydrateApp(c: HTMLElement, p: unknown, done: () => void): void;
                hydrateErrors?: number;
              };
              const started = performance.now();
              g.hydrateApp(container, props, () => {
                const ms = performance.now() - started;
                const mutations = observer.takeRecords().length;
                observer.disconnect();
                resolve({ ms, mutations, errors: g.hydrateErrors ?? 0 });
              });
            }),
          check,
        );
        if (cdp)
          profiles!.push(((await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile }).profile);
        return result;
      } finally {
        await page.close();
      }
    };
    for (const c of clients) {
      const { mutations, errors } = await hydrateOnce(c.name, true);
      if (mutations !== 0 || errors !== 0)
        console.log(`warning: ${c.name}'s hydration made ${mutations} DOM mutations, ${errors} errors`);
    }
    if (profile) {
      const profiles: CpuProfile[] = [];
      const ms: number[] = [];
      for (let i = 0; i < runs; i++) ms.push((await hydrateOnce("composa", false, profiles)).ms);
      console.log(
        `composa hydrate (unminified, profiled): median ${median(ms).toFixed(1)} ms of ${runs} pages`,
      );
      console.log(summarizeProfiles(profiles));
      return 0;
    }
    const times = new Map<string, number[]>(clients.map((c) => [c.name, []]));
    for (let i = 0; i < runs; i++)
      for (const c of i % 2 === 0 ? clients : [...clients].reverse())
        times.get(c.name)!.push((await hydrateOnce(c.name, false)).ms);
    const composa = median(times.get("composa")!);
    const react = median(times.get("react")!);
    console.log(`hydration, 1,000-row page in Chromium (median of ${runs} fresh pages each):`);
    console.log(`  composa ${composa.toFixed(1).padStart(7)} ms`);
    console.log(
      `  react   ${react.toFixed(1).padStart(7)} ms   react/composa ${(react / composa).toFixed(2)}x`,
    );
    return 0;
  } finally {
    await browser.close();
  }
}
