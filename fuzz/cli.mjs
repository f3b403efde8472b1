// Node 20 cannot run TypeScript; Vite's module runner (already a dependency)
// loads the fuzzer's sources as they are, like bench/cli.mjs does.
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./cli.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
try {
  process.exitCode = await module.main(process.argv.slice(2));
} catch (error) {
  console.error(`fuzz: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
