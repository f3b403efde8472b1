// `npm run bench:hydrate`: Node 20 cannot run TypeScript; Vite's module runner loads hydration.ts (as cli.mjs does run.ts).
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./hydration.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
process.exitCode = await module.runHydrationBench(Number(process.argv[2] ?? 15));
