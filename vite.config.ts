import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import composa from "./plugin/vite/index.js";
import { compiledOutput } from "./playground/tools/compiled-output.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One config serves the playground (`npm run dev`, root `playground/`) and the
// tests (root: the repo). `composa` and `composa/*` resolve to the sources, so
// tests and the dev server run the code as written, never a stale dist/.
export default defineConfig({
  root: here("./playground"),
  resolve: {
    alias: [
      { find: /^composa$/, replacement: here("./runtime/index.ts") },
      {
        find: /^composa\/(dom|server|internal|testing|jsx-runtime|jsx-dev-runtime|devtools)$/,
        replacement: here("./runtime/$1/index.ts"),
      },
      { find: /^composa\/inspector$/, replacement: here("./runtime/devtools/panel/index.ts") },
    ],
  },
  plugins: [composa(), compiledOutput()],
  server: { port: 5173 },
  test: {
    root: here("."),
    include: [
      "runtime/**/*.test.ts",
      // A test written as users write one in a .tsx file, compiled by composa/vite (runtime/testing/).
      "runtime/**/*.test.tsx",
      "plugin/**/*.test.ts",
      "test/**/*.test.ts",
      "bench/**/*.test.ts",
      "playground/**/*.test.ts",
      "fuzz/**/*.test.ts",
    ],
    // A hang guard, not a speed check: property tests take a few seconds alone and
    // several times that on a loaded 2-core machine (vitest's default is 5 s).
    testTimeout: 30_000,
    // The same for hooks (vitest's default is 10 s): a page's first load through the dev server
    // took longer than that once, under a load average of ~10.
    hookTimeout: 60_000,
  },
});
