/**
 * Mutation fuzzing of the compiler: valid programs with tokens deleted,
 * duplicated, swapped, or replaced by a token from elsewhere (an element, a
 * keyword, a brace). The plugin must either compile the result to plain
 * JavaScript (no JSX left: it parses without the JSX plugin) or raise a
 * located catalogue error. Anything else is an internal crash.
 *
 * @example
 * const report = mutationFuzz([source], { mutations: 100, seed: 1 });
 * report.crashes; // []
 */
import { parse } from "@babel/parser";
import { compile } from "../plugin/babel/compile.js";
import { ERRORS, isCompileError } from "../plugin/babel/errors.js";
import { Random } from "./random.js";

export interface MutationReport {
  mutants: number;
  compiled: number;
  /** Located catalogue errors, by code. */
  rejected: Record<string, number>;
  /** Internal crashes and outputs that are not plain JavaScript: each with its program. */
  crashes: string[];
}

interface Token {
  start: number;
  end: number;
}

function tokens(src: string): Token[] {
  const ast = parse(src, { sourceType: "module", plugins: ["jsx"], tokens: true });
  return (ast.tokens ?? []).filter((tk) => tk.end > tk.start).map((tk) => ({ start: tk.start, end: tk.end }));
}

/** Things to drop into a program: they are valid somewhere, rarely where they land. */
const INSERTS = [
  "<b />",
  "<A />",
  "return",
  "key(",
  "remember(",
  "{",
  "}",
  "=>",
  "...",
  "async",
  "try {",
  "`${",
  "yield",
  "<>",
  "</div>",
];

/** Whole-line edits: they keep the syntax more often, so they reach the dialect's own checks. */
const LINE_EDITS: ((line: string) => string)[] = [
  (l) => `try { ${l} } catch {}`,
  (l) => (l.trimStart().startsWith("<") ? `return ${l.trimStart()}` : l),
  (l) => (l.trimStart().startsWith("<") ? `const z = ${l.trimStart()}` : l),
  (l) => (l.trimStart().startsWith("<") ? `f(${l.trimStart().replace(/;$/, "")});` : l),
  (l) => l.replace(/^(export )?function (\w+)\(\{/, "$1async function $2({"),
  (l) => l.replace(/^(export )?function (\w+)\(\{/, "$1function $2(extra, {"),
  (l) => l.replace(/^function C(\d)/, "function useC$1"),
  (l) => l.replace(/\(\) => \{$/, "(x) => {"),
  (l) => `${l}\nreturn 1;`,
  (l) => `${l}\n[1].forEach(() => { <b />; });`,
  (l) => l.replace(/remember\(\(\) =>/, "remember("),
  (l) => l.replace(/<(\w+)/, "<ns:$1"),
  // Issue 18's constructs: slots, members, object-literal composables, value composables.
  (l) => l.replace(/\(\{ p, v: (\w+) \}\) =>/, "($1) =>"),
  (l) => l.replace(/\(\{ p, v: (\w+) \}\) =>/, "async ({ p, v: $1 }) =>"),
  (l) => l.replace(/\(\{ p, v: (\w+) \}\) => \{$/, "function ({ p, v: $1 }) {"),
  (l) => l.replace(/<(props\.\w+|Slot)\b/, "<$1.x"),
  (l) => l.replace(/<(props\.\w+|Slot)\b/, "<slot"),
  (l) => l.replace(/^(App|Parts)\.(\w+) = /, "$1.use$2 = "),
  (l) => l.replace(/^App\.(\w+) = /, 'App["$1"] = '),
  (l) => l.replace(/^(\s*)(\w+)\(props\) \{$/, "$1get $2() {"),
  (l) => l.replace(/^(\s*)let \{/, "$1const {"),
  (l) => l.replace(/return ([^;<]+);$/, "return <b>{$1}</b>;"),
  (l) => l.replace(/return null;$/, "return [<b key={1} />];"),
];

export function mutate(src: string, toks: Token[], r: Random): string | null {
  const a = r.pick(toks);
  const b = r.pick(toks);
  if (r.chance(0.6)) {
    // An edit goes to a line it applies to (from a random one on): most edits target one construct.
    const lines = src.split("\n");
    const edit = r.pick(LINE_EDITS);
    const from = r.int(lines.length);
    for (let k = 0; k < lines.length; k++) {
      const i = (from + k) % lines.length;
      const edited = edit(lines[i]!);
      if (edited === lines[i]) continue;
      lines[i] = edited;
      return lines.join("\n");
    }
    return null;
  }
  switch (r.int(5)) {
    case 0:
      return src.slice(0, a.start) + src.slice(a.end);
    case 1:
      return src.slice(0, a.end) + " " + src.slice(a.start, a.end) + src.slice(a.end);
    case 2: {
      const [x, y] = a.start < b.start ? [a, b] : [b, a];
      if (x.end > y.start) return null;
      return (
        src.slice(0, x.start) +
        src.slice(y.start, y.end) +
        src.slice(x.end, y.start) +
        src.slice(x.start, x.end) +
        src.slice(y.end)
      );
    }
    case 3:
      return src.slice(0, a.start) + src.slice(b.start, b.end) + src.slice(a.end);
    default:
      return src.slice(0, a.start) + r.pick(INSERTS) + " " + src.slice(a.start);
  }
}

/** Compiles one mutant: "compiled", a catalogue code, or a crash description. */
export function classify(
  src: string,
): { kind: "compiled" } | { kind: "rejected"; code: string } | { kind: "crash"; message: string } {
  let code: string;
  try {
    code = compile(src, { filename: "/src/m.jsx", root: "/src", sourceMaps: false }).code;
  } catch (e) {
    if (isCompileError(e) && e.code in ERRORS && e.loc) return { kind: "rejected", code: e.code };
    return {
      kind: "crash",
      message: `internal error: ${String((e as Error)?.stack ?? e)
        .split("\n")
        .slice(0, 4)
        .join("\n")}`,
    };
  }
  try {
    // No JSX may survive compilation (an element the compiler missed would stay raw).
    parse(code, { sourceType: "module" });
  } catch (e) {
    return { kind: "crash", message: `the output is not plain JavaScript: ${String((e as Error).message)}` };
  }
  return { kind: "compiled" };
}

export function mutationFuzz(
  sources: readonly string[],
  options: { mutations: number; seed: number },
): MutationReport {
  const r = new Random(options.seed);
  const report: MutationReport = { mutants: 0, compiled: 0, rejected: {}, crashes: [] };
  for (const src of sources) {
    const toks = tokens(src);
    for (let i = 0; i < options.mutations; i++) {
      const mutant = mutate(src, toks, r);
      if (mutant === null) continue;
      report.mutants++;
      const result = classify(mutant);
      if (result.kind === "compiled") report.compiled++;
      else if (result.kind === "rejected")
        report.rejected[result.code] = (report.rejected[result.code] ?? 0) + 1;
      else report.crashes.push(`${result.message}\n--- program:\n${mutant}`);
    }
  }
  return report;
}
