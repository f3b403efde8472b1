// `npm run screenshot:inspector`: Node 20 cannot run TypeScript, so Vite's module runner loads screenshot.ts.
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./screenshot.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
await module.main();
