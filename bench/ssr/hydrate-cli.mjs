// `npm run bench:hydrate`: Node 20 cannot run TypeScript; Vite's module runner loads hydration.ts (as cli.mjs does run.ts).
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./hydration.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
const args = process.argv.slice(2);
const runs = args.find((a) => /^\d+$/.test(a));
process.exitCode = await module.runHydrationBench(Number(runs ?? 15), args.includes("--profile"));
