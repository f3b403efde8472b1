import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// One config serves the playground (later) and the tests. `composa` resolves to the
// sources, so tests and the dev server run the code as written, never a stale dist/.
export default defineConfig({
  resolve: {
    alias: [{ find: /^composa$/, replacement: here("./runtime/index.ts") }],
  },
  test: {
    include: ["runtime/**/*.test.ts", "plugin/**/*.test.ts", "test/**/*.test.ts", "bench/**/*.test.ts", "fuzz/**/*.test.ts"],
  },
});
