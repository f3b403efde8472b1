/**
 * `npm run bench -- --ssr`: renderToString throughput (pages per second) of
 * one realistic page (bench/ssr/data.ts: a nested layout with text,
 * attributes and conditionals around the 1,000-row table), in Composa,
 * react-dom/server and Solid's server renderer (babel-preset-solid with
 * generate: "ssr", hydratable as Composa's and React's markup is). Each page
 * is built for the server by Vite (production mode), run in this process one
 * after the other, warm-up first, then as many renders as fit in the window.
 */
import { transformAsync } from "@babel/core";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type InlineConfig, type Plugin } from "vite";
import composa from "../../plugin/vite/index.js";
import { pageProps, type PageProps } from "./data.js";

// Node's own import (this file runs under Vite's module runner, closed once it is loaded): the built pages are plain ESM.
const nativeImport = new Function("url", "return import(url)") as (url: string) => Promise<unknown>;
const here = fileURLToPath(new URL(".", import.meta.url));
const repo = join(here, "../..");

function solidSsr(): Plugin {
  return {
    name: "bench:solid-ssr",
    enforce: "pre",
    async transform(code, id) {
      if (!id.endsWith("page-solid.jsx")) return null;
      const out = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        presets: [["babel-preset-solid", { generate: "ssr", hydratable: true }]],
      });
      return { code: out!.code!, map: null, moduleType: "js" };
    },
  };
}

export const renderers: { name: string; entry: string; config: InlineConfig }[] = [
  {
    name: "composa",
    entry: "entry-composa.ts",
    config: {
      plugins: [composa()],
      resolve: {
        alias: [
          { find: /^composa\/server$/, replacement: join(repo, "runtime/server/index.ts") },
          { find: /^composa\/dom$/, replacement: join(repo, "runtime/dom/index.ts") },
          { find: /^composa$/, replacement: join(repo, "runtime/index.ts") },
        ],
      },
    },
  },
  { name: "react", entry: "entry-react.ts", config: { oxc: { jsx: { runtime: "automatic" } } } },
  {
    name: "solid",
    entry: "entry-solid.ts",
    config: { plugins: [solidSsr()], oxc: { exclude: [/page-solid\.jsx$/] } },
  },
];

export async function buildRenderer(
  r: (typeof renderers)[number],
  outDir: string,
): Promise<(props: PageProps) => string> {
  await build({
    ...r.config,
    configFile: false,
    logLevel: "warn",
    mode: "production",
    root: here,
    build: {
      ssr: join(here, r.entry),
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: "[name].js" } },
    },
  });
  const module = (await nativeImport(pathToFileURL(join(outDir, r.entry.replace(/\.ts$/, ".js"))).href)) as {
    render(props: PageProps): string;
  };
  return module.render;
}

function time(
  render: (props: PageProps) => string,
  props: PageProps,
  windowMs: number,
): { pagesPerSecond: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < 20; i++) bytes = render(props).length; // warm-up
  let pages = 0;
  const started = performance.now();
  let now = started;
  while (now - started < windowMs) {
    render(props);
    pages++;
    now = performance.now();
  }
  return { pagesPerSecond: (pages * 1000) / (now - started), bytes };
}

/** The page's text, for a same-page check across renderers (markers, hydration keys, attributes and escaping differ). */
function shape(html: string): string {
  const entities: Record<string, string> = {
    "&amp;": "&",
    "&lt;": "<",
    "&gt;": ">",
    "&quot;": '"',
    "&#x27;": "'",
    "&#39;": "'",
  };
  return html
    .replace(/<!--[^]*?-->/g, "")
    .replace(/<[^>"]*("[^"]*"[^>"]*)*>/g, "|")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => entities[e]!)
    .replace(/\|+/g, "|");
}

export async function runSsrBench(windowMs = 3000): Promise<number> {
  // Under bench/dist/ (ignored), where the built pages' bare imports (react, solid-js) resolve;
  // left there for profiling (`node --cpu-prof` on bench/dist/ssr/composa/entry-composa.js).
  const dir = join(here, "../dist/ssr");
  rmSync(dir, { recursive: true, force: true });
  {
    const props = pageProps(1000);
    const results: { name: string; pagesPerSecond: number; bytes: number }[] = [];
    const shapes = new Map<string, string>();
    for (const r of renderers) {
      const render = await buildRenderer(r, join(dir, r.name));
      shapes.set(r.name, shape(render(props)));
      results.push({ name: r.name, ...time(render, props, windowMs) });
    }
    const reference = shapes.get("composa")!;
    for (const [name, s] of shapes)
      if (s !== reference)
        console.log(
          `warning: ${name}'s page differs from composa's (tags and text)\n  ${s.slice(0, 300)}\n  ${reference.slice(0, 300)}`,
        );
    const composaRate = results[0]!.pagesPerSecond;
    console.log(
      `renderToString, 1,000-row page (${windowMs / 1000} s window each, node ${process.version}):`,
    );
    for (const r of results)
      console.log(
        `  ${r.name.padEnd(8)} ${r.pagesPerSecond.toFixed(1).padStart(7)} pages/s  ${(r.bytes / 1024).toFixed(0)} KB  composa/${r.name} ${(composaRate / r.pagesPerSecond).toFixed(2)}x`,
      );
    return 0;
  }
}
