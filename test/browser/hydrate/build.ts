/**
 * Builds test/browser/hydrate/entry.ts into one IIFE (`window.Hydration`)
 * with the real compiler (composa/vite), in development mode so that
 * hydration reports its mismatches.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import composa from "../../../plugin/vite/index.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** `entry`: the module to bundle (default: this folder's entry.ts, `window.Hydration`). */
export async function buildHydrationBundle(
  entry = here("./entry.ts"),
): Promise<{ path: string; remove(): void }> {
  const outDir = mkdtempSync(join(tmpdir(), "composa-hydrate-"));
  await build({
    configFile: false,
    logLevel: "silent",
    mode: "development",
    plugins: [composa({ dev: false })],
    resolve: {
      alias: [
        { find: /^composa$/, replacement: here("../../../runtime/index.ts") },
        {
          find: /^composa\/(dom|server|internal|jsx-runtime|jsx-dev-runtime|devtools)$/,
          replacement: here("../../../runtime/$1/index.ts"),
        },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry,
        formats: ["iife"],
        name: "HydrationBundle",
        fileName: () => "hydration.js",
      },
    },
  });
  return {
    path: join(outDir, "hydration.js"),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
