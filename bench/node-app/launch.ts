// `npm run bench -- --node-app [--ops select,swap,replace] [--runs N]`: the Composa bench app
// under happy-dom in Node (main.ts), built by Vite with the Composa plugin as an SSR
// bundle (our sources inlined, node_modules imported), each operation run in fresh
// `node --no-opt` processes: the fastest of N processes × 41 passes. Compare two trees
// (a change and its base) by running this in each: the figures are steady to a few
// percent even on a loaded machine. happy-dom's DOM is not Blink's: this measures the
// runtime's own work, not the DOM's.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { build, mergeConfig } from "vite";
import { apps, benchDir, distDir } from "../apps.js";
import { inProduction } from "../build.js";

/** The operations run when none are named; `replace` and `create` (1,000 new rows, mostly DOM work here) only when asked for. */
export const nodeAppOperations = ["select", "swap", "remove", "update"];

export async function runNodeApp(ops: string[], runs: number): Promise<string> {
  const outDir = `${distDir}node-app`;
  // The bench app's own build config (the Composa plugin, `composa` resolved to the sources).
  const composaApp = await apps.find((app) => app.name === "composa")!.vite!();
  await inProduction(() =>
    build(
      mergeConfig(composaApp, {
        configFile: false,
        logLevel: "warn",
        mode: "production",
        ssr: { noExternal: true, external: ["happy-dom"] },
        build: {
          ssr: `${benchDir}node-app/main.ts`,
          outDir,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: "main.mjs" } },
        },
      }),
    ),
  );
  const rows: string[] = [];
  for (const op of ops) {
    const samples: number[] = [];
    for (let r = 0; r < runs; r++) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--no-opt", `${outDir}/main.mjs`, op, "41"],
        {
          env: { ...process.env, NODE_ENV: "production" },
        },
      );
      samples.push(Number(stdout.trim()));
    }
    rows.push(
      `${op.padEnd(8)} ${Math.min(...samples)
        .toFixed(3)
        .padStart(8)} ms   (${samples.map((s) => s.toFixed(3)).join(" ")})`,
    );
  }
  return `bench app under happy-dom, node --no-opt, fastest pass of ${runs} processes × 41\n${rows.join("\n")}`;
}
