/**
 * Dev builds keep the user's code on its source lines (retain-lines.ts): a
 * state write in a handler, the place devtools' "why" points at, is on the
 * same line in the compiled code as in the source, in every playground example.
 */
import { readdirSync, readFileSync } from "node:fs";
import { traverse } from "@babel/core";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

const dir = new URL("../../playground/examples/", import.meta.url);
const examples = readdirSync(dir).filter((f) => f.endsWith(".tsx"));

/** Each write (`x.value++`, `x.value = …`) in `source`, with its 1-based line. */
function writes(source: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  traverse(ast, {
    "UpdateExpression|AssignmentExpression"(path) {
      const { start, end, loc } = path.node;
      out.push({ text: source.slice(start!, end!), line: loc!.start.line });
    },
  });
  return out;
}

function linesOf(code: string, text: string): number[] {
  const lines: number[] = [];
  for (let at = code.indexOf(text); at >= 0; at = code.indexOf(text, at + 1))
    lines.push(code.slice(0, at).split("\n").length);
  return lines;
}

describe("retainLines", () => {
  it.each(examples)("keeps every write of %s on its source line", (file) => {
    const source = readFileSync(new URL(file, dir), "utf8");
    const options = { filename: `/app/${file}`, root: "/app", dev: true, hot: true };
    const kept = compile(source, { ...options, retainLines: true }).code;
    // Writes whose text the compiler keeps (type annotations and `!` are stripped).
    const all = writes(source);
    const found = all.filter(({ text }) => linesOf(kept, text).length > 0);
    // An example with state writes must have some the test can find (the lazy list has none).
    if (all.length > 0) expect(found.length).toBeGreaterThan(0);
    for (const { text, line } of found) expect(linesOf(kept, text), text).toContain(line);
  });

  it("is what moves them: without it the compiled lines differ", () => {
    const source = readFileSync(new URL("counter.tsx", dir), "utf8");
    const plain = compile(source, { filename: "/app/counter.tsx", root: "/app", dev: true, hot: true }).code;
    const { text, line } = writes(source)[0]!;
    expect(linesOf(plain, text)).not.toContain(line);
  });
});
