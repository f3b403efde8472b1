/**
 * `composa/vite`: the Vite plugin (default export). Compiles the dialect in
 * `.jsx`/`.tsx` files with `composa/babel`, with source maps chained to the
 * original file, compile errors in Vite's overlay, and (in dev) hot reload
 * that keeps `remember`ed state.
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from "vite";
 * import composa from "composa/vite";
 * export default defineConfig({ plugins: [composa()] });
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { transformWithOxc, type FilterPattern, type Plugin, type ResolvedConfig, type UserConfig } from "vite";
import { compile, type ExtraBabelOptions } from "../babel/compile.js";
import { isCompileError } from "../babel/errors.js";
import { formatMetrics, type FileMetrics } from "../babel/metrics.js";
import { oxcExclusion } from "./filter.js";

export interface ComposaViteOptions {
  /** Files to compile (default: `.jsx` and `.tsx` files). */
  include?: FilterPattern;
  /** Files never compiled (default: anything under `node_modules`). */
  exclude?: FilterPattern;
  /** Extra Babel options (plugins, presets, parserOpts); they run after Composa's plugin. */
  babel?: ExtraBabelOptions;
  /**
   * Development output: source information and hot reload. Default: on
   * unless Vite's mode is `production` (so `vite build` drops it).
   */
  dev?: boolean;
  /**
   * Hot reload that keeps state (default: on in the dev server, for the
   * browser; needs `dev`).
   */
  hot?: boolean;
  /**
   * Write the compiler metrics report (Compose's `composables.txt`): `true`
   * writes `composa-metrics.txt` in the project root, a string names the file.
   */
  metrics?: boolean | string;
  /** Create static host subtrees by cloning hoisted templates (default true; false to measure their gain). */
  templates?: boolean;
}

export const DEFAULT_INCLUDE = /\.[jt]sx$/;
export const DEFAULT_EXCLUDE = /\/node_modules\//;

export default function composa(options: ComposaViteOptions = {}): Plugin {
  const include = patterns(options.include ?? DEFAULT_INCLUDE);
  const exclude = patterns(options.exclude ?? DEFAULT_EXCLUDE);
  let root = process.cwd();
  let dev = true;
  let serving = false;
  let metricsFile: string | null = null;
  const metrics = new Map<string, FileMetrics>();

  return {
    name: "composa",
    enforce: "pre",

    config(user: UserConfig): UserConfig {
      const base = user.root ? resolve(user.root) : process.cwd();
      // Vite's own oxc transform must not see the files compiled here: they
      // come out as plain JavaScript (types stripped, no JSX left).
      const skip = oxcExclusion(include, exclude, base);
      const userOxc = user.oxc === false ? undefined : user.oxc;
      return {
        ...(user.oxc === false ? {} : { oxc: { exclude: userOxc?.exclude === undefined ? [/\.js$/, skip] : [skip] } }),
        // The dependency scanner reads .tsx entries with Rolldown, whose
        // default JSX transform would invent a react/jsx-dev-runtime import.
        optimizeDeps: { rolldownOptions: { transform: { jsx: "preserve" } } },
      };
    },

    configResolved(config: ResolvedConfig) {
      root = config.root;
      dev = options.dev ?? config.mode !== "production";
      serving = config.command === "serve" && config.server.hmr !== false;
      if (options.metrics) metricsFile = resolve(root, typeof options.metrics === "string" ? options.metrics : "composa-metrics.txt");
    },

    transform: {
      filter: { id: { include, exclude } },
      async handler(code, id, transformOptions) {
        const filename = id.replace(/[?#].*$/, "");
        let result: ReturnType<typeof compile>;
        try {
          // Server transforms (`ssr`: Vite's server environment, or the
          // legacy ssr flag) never get hot-reload plumbing, even when `hot`
          // is asked for: the server's module is evaluated per request, has no
          // `import.meta.hot` client, and its output is markup.
          const server = transformOptions?.ssr === true || this.environment?.config.consumer === "server";
          const hot = dev && !server && (options.hot ?? (serving && this.environment?.config.consumer === "client"));
          result = compile(code, { filename, dev, hot, root, metrics: metricsFile !== null, templates: options.templates, babel: options.babel });
        } catch (error) {
          if (!isCompileError(error)) throw error;
          // The overlay and `vite build` read id / loc / frame from the error itself.
          throw Object.assign(new Error(`[${error.code}] ${error.reason}`), {
            id: filename,
            code: error.code,
            loc: error.loc ? { file: filename, line: error.loc.line, column: error.loc.column } : undefined,
            frame: error.frame,
          });
        }
        if (result.metrics && metricsFile) {
          metrics.set(filename, result.metrics);
          if (this.environment?.mode === "dev") writeMetrics(metricsFile, metrics);
        }
        if (result.changed) return { code: result.code, map: result.map as never, moduleType: "js" };
        // Nothing of the dialect in it: only the types need stripping, which
        // Vite's oxc (turned off for these files) would otherwise have done.
        if (!/\.[mc]?tsx?$/.test(filename)) return null;
        const stripped = await transformWithOxc(code, filename, { lang: filename.endsWith("x") ? "tsx" : "ts", sourcemap: true });
        return { code: stripped.code, map: stripped.map as never, moduleType: "js" };
      },
    },

    buildEnd() {
      if (metricsFile && metrics.size > 0) writeMetrics(metricsFile, metrics);
    },
  };
}

function patterns(p: FilterPattern): Array<string | RegExp> {
  return p == null ? [] : typeof p === "string" || p instanceof RegExp ? [p] : [...p];
}

function writeMetrics(file: string, metrics: Map<string, FileMetrics>): void {
  const files = [...metrics.keys()].sort();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, files.map((f) => formatMetrics(metrics.get(f)!)).join("\n"));
}
