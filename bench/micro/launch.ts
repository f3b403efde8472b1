// Runs the micro-benchmarks (runtime + compile time) as they would run in production:
// bundled by Vite (an SSR build: our sources inlined, node_modules imported as they
// are) and executed by a fresh `node`. Under the bench's own module runner every
// imported binding would be a getter, which is not the code users run.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { build } from "vite";
import { benchDir, distDir } from "../apps.js";
import type { CompileTiming } from "./compile.js";
import type { MicroResult } from "./runtime.js";

export interface MicroResults {
  runtime: MicroResult[];
  compile: CompileTiming[];
}

export async function runMicroBenchmarks(quick: boolean): Promise<MicroResults> {
  const outDir = `${distDir}micro`;
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    build: {
      ssr: `${benchDir}micro/main.ts`,
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { output: { entryFileNames: "main.mjs" } },
    },
  });
  const repo = `${benchDir}../`;
  const run = async (nodeFlags: string[], flags: string[]): Promise<MicroResults> => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...nodeFlags, `${outDir}/main.mjs`, repo, ...(quick ? ["--quick"] : []), ...flags],
      {
        env: { ...process.env, NODE_ENV: "production" },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    return JSON.parse(stdout) as MicroResults;
  };
  const results = await run([], []);
  // The same cases with V8's optimizing compiler off: the code a page runs its first
  // updates in (Ignition and Sparkplug), where every call and property access costs.
  // Steadier than a browser's first update, and what the skip path is tuned for.
  const cold = await run(["--no-opt"], ["--cold"]);
  for (const m of results.runtime) m.cold = cold.runtime.find((c) => c.name === m.name)?.median ?? null;
  return results;
}
