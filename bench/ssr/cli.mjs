// `npm run bench:ssr`: Node 20 cannot run TypeScript; Vite's module runner loads run.ts (as bench/cli.mjs does).
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./run.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
process.exitCode = await module.runSsrBench(Number(process.argv[2] ?? 3000));
