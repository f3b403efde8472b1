// `npm run docs:errors`: writes docs/errors.md from the compiler's catalogue.
// Node 20 cannot run TypeScript; Vite's module runner loads the sources as they are.
import { writeFileSync } from "node:fs";
import { runnerImport } from "vite";

const { module } = await runnerImport(new URL("./error-docs.ts", import.meta.url).pathname, {
  configFile: false,
  logLevel: "warn",
});
writeFileSync(new URL("../../docs/errors.md", import.meta.url), module.errorDocs());
console.log("wrote docs/errors.md");
