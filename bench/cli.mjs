// Node 20 cannot run TypeScript, and the bench is TypeScript so that `tsc` checks it
// with the rest of the repo. Vite (already a dependency) loads it through its module
// runner: no tsx/ts-node, no compile step, no dist/ for the harness.
import { runnerImport } from "vite";

// `--tiers` reads V8's trace from the renderer's stdout, which Playwright passes on only to
// its debug log (bench/tiers.ts takes it from there); the log reads DEBUG when it loads.
if (process.argv.includes("--tiers") && !process.env.DEBUG) process.env.DEBUG = "pw:browser";

const { module } = await runnerImport(new URL("./run.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
try {
  process.exitCode = await module.main(process.argv.slice(2));
} catch (error) {
  // Usage errors (unknown flag, unknown app) need their message, not a stack.
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
