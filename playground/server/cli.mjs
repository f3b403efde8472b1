// Node 20 cannot run TypeScript; Vite's module runner (already a dependency)
// loads server.ts as it is, like bench/cli.mjs does.
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./server.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
try {
  process.exitCode = await module.main(process.argv.slice(2));
} catch (error) {
  console.error(`ssr: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
}
