/**
 * `compile(code, options)`: one file through the plugin, for the Vite plugin
 * and the tests. A file with no elements and no composables comes back
 * byte-identical (no regeneration). Every failure is a `CompileError` from the
 * catalogue (syntax errors become CMP015).
 */
import { transformSync, type TransformOptions } from "@babel/core";
import composaBabel, { relativeFile, type ComposaMetadata } from "./index.js";
import { CompileError, formatMessage, isCompileError, Reporter } from "./errors.js";
import { formatMetrics, type FileMetrics } from "./metrics.js";
import { retainLinesPlugin } from "./retain-lines.js";

export interface CompileOptions {
  filename?: string;
  dev?: boolean;
  root?: string;
  metrics?: boolean;
  /** Static host subtrees as cloned templates (default true). */
  templates?: boolean;
  /** Hot-reload plumbing for dev servers (see `transform/hot.ts`). */
  hot?: boolean;
  sourceMaps?: boolean;
  /**
   * Only check: run the whole compiler (same analysis, same errors) but
   * generate no code (`code` comes back empty). For editors (composa/eslint).
   */
  check?: boolean;
  /**
   * Keep the user's code on its source lines (see `retain-lines.ts`), so that
   * stack frames name source lines without a source map (the Vite plugin's
   * dev builds). Default false.
   */
  retainLines?: boolean;
  /**
   * Extra Babel options (e.g. `plugins`, `presets`, `parserOpts`) merged into
   * the transform. Extra plugins run after Composa's, which rewrites the file
   * on `Program` enter: they see the compiled code, not the dialect.
   */
  babel?: ExtraBabelOptions;
}

export type ExtraBabelOptions = Omit<
  TransformOptions,
  "filename" | "code" | "ast" | "sourceMaps" | "sourceFileName" | "babelrc" | "configFile"
>;

export interface CompileResult {
  code: string;
  map: object | null;
  /** Present with `metrics: true`. */
  metrics?: FileMetrics;
  /** The metrics as Compose-style text. */
  metricsText?: string;
  changed: boolean;
}

export function compile(code: string, options: CompileOptions = {}): CompileResult {
  const filename = options.filename ?? "input.tsx";
  let result: ReturnType<typeof transformSync>;
  const extra = options.babel ?? {};
  try {
    result = transformSync(code, {
      ...extra,
      filename,
      babelrc: false,
      configFile: false,
      sourceMaps: options.check ? false : (options.sourceMaps ?? true),
      code: !options.check,
      sourceFileName: filename,
      retainLines: options.retainLines ?? false,
      compact: false,
      // Non-ASCII text stays as written ("−", not "\u2212"): the output is read in the playground and devtools.
      generatorOpts: { jsescOption: { minimal: true } },
      plugins: [
        [
          composaBabel,
          {
            dev: options.dev ?? false,
            root: options.root,
            metrics: options.metrics ?? false,
            templates: options.templates ?? true,
            hot: options.hot ?? false,
          },
        ],
        ...(extra.plugins ?? []),
        ...(options.retainLines ? [retainLinesPlugin] : []),
      ],
    });
  } catch (e) {
    throw toCompileError(e, code, relativeFile(filename, options.root));
  }
  const meta = (result?.metadata as unknown as { composa?: ComposaMetadata } | undefined)?.composa;
  const metrics = meta?.metrics;
  const report = metrics ? { metrics, metricsText: formatMetrics(metrics) } : {};
  if (!meta?.changed) return { code, map: null, changed: false, ...report };
  return {
    code: result?.code ?? "",
    map: (result?.map as object | null | undefined) ?? null,
    changed: true,
    ...report,
  };
}

function toCompileError(e: unknown, code: string, file: string): CompileError {
  if (isCompileError(e)) return new CompileError(e.code, e.reason, e.file, e.loc, e.frame, e.end);
  const err = e as {
    code?: string;
    loc?: { line: number; column: number };
    reasonCode?: string;
    message?: string;
    missingPlugin?: string[];
  };
  // The parser's "decorators isn't currently enabled": say which plugin to add and where (CMP025).
  if (err?.loc && err.missingPlugin?.some((p) => p === "decorators" || p === "decorators-legacy"))
    return new Reporter(file, code).atLoc(
      "CMP025",
      { line: err.loc.line, column: err.loc.column + 1 },
      formatMessage("CMP025", {}),
    );
  if (
    err &&
    (err.code === "BABEL_PARSER_SYNTAX_ERROR" || err.code === "BABEL_PARSE_ERROR" || err.reasonCode) &&
    err.loc
  ) {
    const message = String(err.message ?? "")
      .replace(/^[^:]*:\s*/, "")
      .replace(/\s*\(\d+:\d+\)[\s\S]*$/, "");
    const reporter = new Reporter(file, code);
    return reporter.atLoc(
      "CMP015",
      { line: err.loc.line, column: err.loc.column + 1 },
      formatMessage("CMP015", { message }),
    );
  }
  throw e;
}
