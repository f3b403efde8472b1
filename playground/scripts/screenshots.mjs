// `npm run screenshots`: Node 20 cannot run TypeScript, so Vite's module runner
// loads screenshots.ts (type-checked with the rest of the repo), as bench/cli.mjs does.
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./screenshots.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
await module.main();
