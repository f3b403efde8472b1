/**
 * composa/eslint through ESLint's own `Linter` (flat config): a good program
 * gives nothing; a bad program per code gives that code, the compiler's
 * message and its location, underlined to the end of the offending node.
 */
import { Linter } from "eslint";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../babel/compile.js";
import { ERRORS, isCompileError, type ErrorCode } from "../babel/errors.js";
import composa from "./index.js";

/**
 * The rule reads only the text, so for `.tsx` a parser that builds an empty
 * program stands in for typescript-eslint's (espree reads no types).
 */
const textOnlyParser: Linter.Parser = {
  parseForESLint(text: string) {
    const lines = text.split("\n");
    const end = { line: lines.length, column: lines[lines.length - 1]!.length };
    return {
      ast: {
        type: "Program",
        body: [],
        sourceType: "module",
        comments: [],
        tokens: [],
        range: [0, text.length],
        loc: { start: { line: 1, column: 0 }, end },
      } as never,
    };
  },
};

function lint(code: string, filename: string): Linter.LintMessage[] {
  const config: Linter.Config[] = [
    composa.configs.recommended,
    { files: ["**/*.tsx"], languageOptions: { parser: textOnlyParser } },
  ];
  return new Linter({ configType: "flat" }).verify(code, config, { filename });
}

const H = `import { key, mutableStateOf, remember } from "composa";\n`;

// One program per code the rule reports; `.tsx` where the code needs TypeScript
// (or where espree would refuse the file before the rule runs).
const bad: [ErrorCode, string, string][] = [
  ["CMP001", "App.jsx", `function A() { const x = <em />; <i />; }`],
  ["CMP002", "App.jsx", `function Footer() {\n  return <footer />;\n}`],
  ["CMP003", "App.jsx", `function A() {\n  try {\n    <div />;\n  } catch {}\n}`],
  ["CMP004", "App.jsx", `function A() { <div />; return 1; }`],
  ["CMP005", "App.jsx", `function A(a, b) { <div />; }`],
  ["CMP006", "App.jsx", `function B() { <i />; }\nfunction A() { B({}); }`],
  ["CMP007", "App.jsx", `function A({ xs }) { xs.forEach((x) => { <li />; }); <ul />; }`],
  ["CMP008", "App.jsx", `function A() { <button onClick={() => remember(() => 1)} />; }`],
  ["CMP009", "App.jsx", `function A({ k }) { key(k); <i />; }`],
  ["CMP010", "App.jsx", `function useThing() { <div />; }`],
  ["CMP011", "App.jsx", `function A() { const x = remember(); <i />; }`],
  ["CMP012", "App.jsx", `function A() { <div>{(x) => { <b />; }}</div>; }`],
  ["CMP013", "App.jsx", `function A() { <svg:rect />; }`],
  ["CMP014", "App.tsx", `function A() { <i />; }\nexport = A;`],
  ["CMP015", "App.tsx", `function A() { <div> }`],
  ["CMP016", "App.jsx", `class K { render() { <div />; } }`],
  ["CMP017", "App.jsx", `async function A() { <div />; }`],
  ["CMP022", "App.tsx", `function A({ xs }) { <div>{...xs}</div>; }`],
  ["CMP023", "App.jsx", `function A() { <button onClick={() => { <b />; }} />; }`],
  ["CMP024", "App.jsx", `function A() { <i />; setTimeout(() => <b />); }`],
  ["CMP026", "App.jsx", `function A() { <div>{(() => { <b />; })()}</div>; }`],
  ["CMP027", "App.jsx", `const Item = memo(({ t }) => { <b>{t}</b>; });`],
  ["CMP025", "App.tsx", `@sealed class Store {}\nfunction A() { <i />; }`],
];

describe("composa/compiler", () => {
  it("reports nothing on programs the compiler accepts (.jsx with espree, .tsx)", () => {
    const good = `${H}export function Counter({ label }) {\n  const count = remember(() => mutableStateOf(0));\n  <button onClick={() => count.value++}>{label}: {count.value}</button>;\n}\n`;
    expect(lint(good, "Counter.jsx")).toEqual([]);
    const typed = `${H}export function Counter({ label }: { label: string }) {\n  const xs: number[] = [];\n  <ul>{xs.map((x) => <li key={x}>{x}</li>)}</ul>;\n}\n`;
    expect(lint(typed, "Counter.tsx")).toEqual([]);
    // TypeScript the compiler writes out as tsc does (no CMP014 any more).
    const emitted = `${H}export enum Filter { All, Done = "done" }\nnamespace UI { export const gap = 2; }\nimport gap = UI.gap;\nexport function Bar({ f }: { f: Filter }) {\n  <p title={Filter[0]}>{f === Filter.Done ? gap : 0}</p>;\n}\n`;
    expect(lint(emitted, "Bar.tsx")).toEqual([]);
  });

  it("reports nothing on React-style programs that tsc accepts (test/apps, test/types/good/react.tsx)", () => {
    const apps = fileURLToPath(new URL("../../test/apps/", import.meta.url));
    const files = readdirSync(apps)
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => apps + f);
    files.push(fileURLToPath(new URL("../../test/types/good/react.tsx", import.meta.url)));
    for (const file of files) expect([file, lint(readFileSync(file, "utf8"), file)]).toEqual([file, []]);
  });

  it("covers every code of the catalogue", () => {
    expect(new Set(bad.map(([code]) => code))).toEqual(new Set(Object.keys(ERRORS)));
  });

  it.each(bad)("%s: the compiler's code, message and location (%s)", (code, filename, program) => {
    const source = H + program;
    let expected:
      | { reason: string; loc: { line: number; column: number }; end?: { line: number; column: number } }
      | undefined;
    try {
      compile(source, { filename });
    } catch (error) {
      if (isCompileError(error) && error.loc)
        expected = { reason: error.reason, loc: error.loc, end: error.end };
    }
    expect(expected, "the compiler refuses the program").toBeDefined();
    const messages = lint(source, filename);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      ruleId: "composa/compiler",
      severity: 2,
      message: `[${code}] ${expected!.reason}`,
      line: expected!.loc.line,
      column: expected!.loc.column, // ESLint's columns are 1-based in messages, as the compiler's
    });
    if (expected!.end) expect({ line: message!.endLine, column: message!.endColumn }).toEqual(expected!.end);
  });

  it("underlines the offending element: `return <footer />` from `<footer` to `/>`", () => {
    const [message] = lint(`function Footer() {\n  return <footer />;\n}`, "Footer.jsx");
    expect(message).toMatchObject({ line: 2, column: 10, endLine: 2, endColumn: 20 });
  });

  it("yields to eslint-disable comments like any rule", () => {
    const source = `function A() {\n  // eslint-disable-next-line composa/compiler\n  const x = <em />;\n}`;
    expect(lint(source, "A.jsx")).toEqual([]);
  });
});
