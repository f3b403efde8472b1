/**
 * Compiles a dialect program with the real compiler and evaluates it in this
 * process: the compiled module's imports become lookups in a table of modules
 * (`composa` and `composa/dom` are this repo's runtime sources) and its
 * exports a returned object.
 *
 * @example
 * const { instantiate } = loadProgram(source);
 * const { App } = instantiate({ fuzz: helpers });
 */
import { parse } from "@babel/parser";
import * as runtime from "../runtime/index.js";
import * as dom from "../runtime/dom/index.js";
import { compile } from "../plugin/babel/compile.js";

/**
 * The compiled module as a function body: each import becomes
 * `const { a, b: c } = $modules["source"]`, `export` keywords go, and the
 * exported names are returned. Source ranges from one parse are replaced (a
 * second Babel transform would cost as much as the compile).
 */
function toFunctionBody(code: string): string {
  const ast = parse(code, { sourceType: "module" });
  const edits: { start: number; end: number; text: string }[] = [];
  const exported: string[] = [];
  for (const s of ast.program.body) {
    if (s.type === "ImportDeclaration") {
      const names = s.specifiers.map((spec) => {
        if (spec.type !== "ImportSpecifier") throw new Error("only named imports are supported");
        const imported = spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
        return imported === spec.local.name ? imported : `${JSON.stringify(imported)}: ${spec.local.name}`;
      });
      edits.push({
        start: s.start!,
        end: s.end!,
        text: `const { ${names.join(", ")} } = $modules[${JSON.stringify(s.source.value)}];`,
      });
    } else if (s.type === "ExportNamedDeclaration" && s.declaration) {
      const d = s.declaration;
      if (d.type === "FunctionDeclaration" && d.id) exported.push(d.id.name);
      else if (d.type === "VariableDeclaration")
        for (const x of d.declarations) if (x.id.type === "Identifier") exported.push(x.id.name);
      edits.push({ start: s.start!, end: d.start!, text: "" });
    }
  }
  let out = code;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return `${out}\nreturn { ${exported.join(", ")} };`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProgramModule = Record<string, any>;

export interface LoadedProgram {
  /** The compiler's output. */
  compiled: string;
  /** Evaluates the module once more, with these extra modules (e.g. `fuzz`). */
  instantiate(modules: Record<string, unknown>): ProgramModule;
}

export function loadProgram(
  source: string,
  options: { dev?: boolean; templates?: boolean; filename?: string } = {},
): LoadedProgram {
  const { code } = compile(source, {
    filename: options.filename ?? "/fuzz/program.jsx",
    root: "/fuzz",
    dev: options.dev ?? true,
    templates: options.templates ?? true,
    sourceMaps: false,
  });
  const body = toFunctionBody(code);
  const factory = new Function("$modules", body) as (modules: Record<string, unknown>) => ProgramModule;
  return {
    compiled: code,
    instantiate: (modules) => factory({ composa: runtime, "composa/dom": dom, ...modules }),
  };
}
