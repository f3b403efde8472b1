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
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [`${outDir}/main.mjs`, repo, ...(quick ? ["--quick"] : [])],
    {
      env: { ...process.env, NODE_ENV: "production" },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as MicroResults;
}
