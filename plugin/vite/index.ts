/**
 * `composa/vite`: the Vite plugin (default export). Compiles the dialect in
 * `.jsx`/`.tsx` files with `composa/babel`, with source maps chained to the
 * original file, compile errors in Vite's overlay, and (in dev) hot reload
 * that keeps `remember`ed state, runtime errors in Vite's overlay and, with
 * `inspector`, the inspector panel.
 *
 * @example
 * // vite.config.ts
 * import { defineConfig } from "vite";
 * import composa from "composa/vite";
 * export default defineConfig({ plugins: [composa()] });
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  transformWithOxc,
  type ConfigEnv,
  type FilterPattern,
  type Plugin,
  type ResolvedConfig,
  type UserConfig,
} from "vite";
import { compile, type ExtraBabelOptions } from "../babel/compile.js";
import { isCompileError } from "../babel/errors.js";
import { formatMetrics, type FileMetrics } from "../babel/metrics.js";
import { oxcExclusion } from "./filter.js";
import { manglePlugin } from "./mangle.js";
import {
  INSPECTOR_ID,
  inspectorModule,
  inspectorTag,
  PANEL_SOURCES,
  RESOLVED_INSPECTOR_ID,
  type InspectorOptions,
} from "./inspector.js";
import {
  ERRORS_ID,
  errorsModule,
  errorsTag,
  relayRuntimeErrors,
  RESOLVED_ERRORS_ID,
} from "./runtime-errors.js";

export interface ComposaViteOptions {
  /** Files to compile (default: `.jsx` and `.tsx` files). */
  include?: FilterPattern;
  /** Files never compiled (default: anything under `node_modules`). */
  exclude?: FilterPattern;
  /** Extra Babel options (plugins, presets, parserOpts); they run after Composa's plugin. */
  babel?: ExtraBabelOptions;
  /**
   * Development output: source information, hot reload, the user's code
   * kept on its source lines (stack frames name them). Default: on
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
  /**
   * The inspector panel on the page, shown and hidden by a keyboard shortcut
   * (default `alt+shift+c`): `true`, or `{ shortcut: "ctrl+i" }`. Dev server
   * only (with `dev`); `vite build` output carries nothing of it. Default off.
   */
  inspector?: boolean | InspectorOptions;
  /**
   * A composable that throws during a frame pass shows in Vite's error
   * overlay (its name, the message, its source location) until a pass
   * applies again (default: on in the dev server, with `dev`; false to leave
   * such errors to the console).
   */
  errorOverlay?: boolean;
  /**
   * Shorten the runtime's internal member names (private fields, the slot
   * table's gap bookkeeping, …) in production builds, which the minifier
   * cannot do (plugin/vite/mangle.ts; bench/README.md, "Bundle size").
   * Default true; false for a tool that reads the runtime's classes outside
   * the compiler contract from its own modules.
   */
  mangleInternals?: boolean;
}

export const DEFAULT_INCLUDE = /\.[jt]sx$/;
export const DEFAULT_EXCLUDE = /\/node_modules\//;

/**
 * The plugin, and (`mangleInternals`) the one that shortens the runtime's
 * internal names in production builds after this one compiled the dialect.
 */
export default function composa(options: ComposaViteOptions = {}): Plugin[] {
  const plugins = [compilerPlugin(options)];
  if (options.mangleInternals !== false) plugins.push(manglePlugin());
  return plugins;
}

function compilerPlugin(options: ComposaViteOptions): Plugin {
  // The inspector's own panel is in the dialect: compiled whatever `include` says.
  const include = [...patterns(options.include ?? DEFAULT_INCLUDE), PANEL_SOURCES];
  const exclude = patterns(options.exclude ?? DEFAULT_EXCLUDE);
  let root = process.cwd();
  let dev = true;
  let serving = false;
  let inspector: InspectorOptions | null = null;
  let errorOverlay = false;
  let metricsFile: string | null = null;
  const metrics = new Map<string, FileMetrics>();

  return {
    name: "composa",
    enforce: "pre",

    config(user: UserConfig, env: ConfigEnv): UserConfig {
      const base = user.root ? resolve(user.root) : process.cwd();
      // Vite's own oxc transform must not see the files compiled here: they
      // come out as plain JavaScript (types stripped, no JSX left).
      const skip = oxcExclusion(include, exclude, base);
      const userOxc = user.oxc === false ? undefined : user.oxc;
      // The runtime's development checks (runtime/dev.ts) read this global:
      // a literal here lets the minifier drop them and their texts from a
      // production bundle, as Vue's `__DEV__` (issue 25). It is Vite's own
      // production flag (`import.meta.env.DEV`), which Vite has derived from
      // NODE_ENV (set from the mode when unset) before this hook runs: the
      // compiler's `dev` option is separate (a test page can take production
      // compiled code and still see the runtime's warnings).
      const runtimeDev = process.env.NODE_ENV !== "production";
      return {
        define: { __COMPOSA_DEV__: JSON.stringify(runtimeDev) },
        ...(user.oxc === false
          ? {}
          : { oxc: { exclude: userOxc?.exclude === undefined ? [/\.js$/, skip] : [skip] } }),
        // The dependency scanner reads .tsx entries with Rolldown, whose
        // default JSX transform would invent a react/jsx-dev-runtime import.
        optimizeDeps: {
          rolldownOptions: { transform: { jsx: "preserve" } },
          ...(env.command === "serve" ? { include: injectedDependencies(options) } : {}),
        },
      };
    },

    configResolved(config: ResolvedConfig) {
      root = config.root;
      dev = options.dev ?? config.mode !== "production";
      serving = config.command === "serve" && config.server.hmr !== false;
      const wanted = options.inspector === true ? {} : options.inspector || null;
      inspector = dev && config.command === "serve" ? wanted : null;
      // The page reports through `import.meta.hot`: there is none without HMR.
      errorOverlay = dev && serving && options.errorOverlay !== false;
      if (options.metrics)
        metricsFile = resolve(
          root,
          typeof options.metrics === "string" ? options.metrics : "composa-metrics.txt",
        );
    },

    configureServer(server) {
      if (errorOverlay) relayRuntimeErrors(server);
    },

    resolveId(id) {
      if (inspector !== null && id === INSPECTOR_ID) return RESOLVED_INSPECTOR_ID;
      if (errorOverlay && id === ERRORS_ID) return RESOLVED_ERRORS_ID;
      return undefined;
    },

    load(id) {
      if (inspector !== null && id === RESOLVED_INSPECTOR_ID) return inspectorModule(inspector);
      if (errorOverlay && id === RESOLVED_ERRORS_ID) return errorsModule();
      return undefined;
    },

    transformIndexHtml() {
      return [...(errorOverlay ? [errorsTag()] : []), ...(inspector === null ? [] : [inspectorTag()])];
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
          const hot =
            dev && !server && (options.hot ?? (serving && this.environment?.config.consumer === "client"));
          result = compile(code, {
            filename,
            dev,
            hot,
            retainLines: dev,
            root,
            metrics: metricsFile !== null,
            templates: options.templates,
            babel: options.babel,
          });
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
        const stripped = await transformWithOxc(code, filename, {
          lang: filename.endsWith("x") ? "tsx" : "ts",
          sourcemap: true,
        });
        return { code: stripped.code, map: stripped.map as never, moduleType: "js" };
      },
    },

    buildEnd() {
      if (metricsFile && metrics.size > 0) writeMetrics(metricsFile, metrics);
    },
  };
}

/**
 * The package's entries that the modules this plugin adds to the page
 * import, for Vite to pre-bundle with the app's own (`optimizeDeps.include`).
 * The dependency scanner never sees those modules: an entry it missed would
 * be served as separate files, a second copy of the runtime beside the
 * app's, which devtools and the error overlay would watch in vain. Only for
 * an installed package: a linked one (or these sources) is served as it is,
 * once.
 */
function injectedDependencies(options: ComposaViteOptions): string[] {
  if (!fileURLToPath(import.meta.url).includes("/node_modules/")) return [];
  const entries = options.errorOverlay === false ? [] : ["composa", "composa/internal"];
  if (options.inspector) entries.push("composa", "composa/dom", "composa/devtools");
  return [...new Set(entries)];
}

function patterns(p: FilterPattern): Array<string | RegExp> {
  return p == null ? [] : typeof p === "string" || p instanceof RegExp ? [p] : [...p];
}

function writeMetrics(file: string, metrics: Map<string, FileMetrics>): void {
  const files = [...metrics.keys()].sort();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, files.map((f) => formatMetrics(metrics.get(f)!)).join("\n"));
}
