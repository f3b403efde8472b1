// `npm run measure`: cold start of `npm run dev` and hot updates, measured (see measure.ts).
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./measure.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
await module.main(process.argv.slice(2));
