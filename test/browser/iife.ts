/**
 * What a browser test loads into a blank page: its entry bundled with Vite
 * into one IIFE (`window[name]`), in a temporary directory of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, mergeConfig, type InlineConfig } from "vite";

export interface Iife {
  /** The bundle's path, for `page.addScriptTag({ path })`. */
  path: string;
  /** Deletes the directory. */
  remove(): void;
}

/** `config`: more of Vite's config, e.g. composa's plugin for an entry in the dialect. */
export async function buildIife(entry: URL, name: string, config: InlineConfig = {}): Promise<Iife> {
  const outDir = mkdtempSync(join(tmpdir(), "composa-iife-"));
  const fileName = `${name}.js`;
  const base: InlineConfig = {
    configFile: false,
    logLevel: "silent",
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: fileURLToPath(entry), formats: ["iife"], name, fileName: () => fileName },
    },
  };
  await build(mergeConfig(base, config));
  return { path: join(outDir, fileName), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
