// `npm run bench:lazy`: the lazy-list benchmark (run.ts), loaded through Vite's
// module runner as bench/cli.mjs loads the main bench.
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./run.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
process.exitCode = await module.main();
