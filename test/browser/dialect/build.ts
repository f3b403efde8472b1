/**
 * Builds test/browser/dialect/entry.ts into one IIFE (`window.Dialect`) with
 * Vite's build() and the real compiler (composa/vite), `composa` resolved to
 * the sources: the Chromium tests run dialect programs as an app would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import composa from "../../../plugin/vite/index.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export interface DialectBundle {
  path: string;
  remove(): void;
}

/** `entry` (a path) defaults to this folder's entry.ts; `name` is the global the IIFE sets. */
export async function buildDialectBundle(
  entry = here("./entry.ts"),
  name = "Dialect",
): Promise<DialectBundle> {
  const outDir = mkdtempSync(join(tmpdir(), "composa-dialect-"));
  await build({
    configFile: false,
    logLevel: "silent",
    plugins: [composa({ dev: false })],
    resolve: {
      alias: [
        { find: /^composa$/, replacement: here("../../../runtime/index.ts") },
        {
          find: /^composa\/(dom|jsx-runtime|jsx-dev-runtime|devtools)$/,
          replacement: here("../../../runtime/$1/index.ts"),
        },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry, formats: ["iife"], name, fileName: () => "dialect.js" },
    },
  });
  return { path: join(outDir, "dialect.js"), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
