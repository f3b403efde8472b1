/**
 * composa/eslint in a user's flat config with typescript-eslint (its parser and
 * recommended rules, as the README shows): the repository's dialect programs
 * (examples, playground, test/apps, the good type tests) give no report from
 * the dialect's rules, and `composa.configs.typescript` keeps
 * typescript-eslint's `no-unused-expressions` from reporting element
 * statements behind `&&` / `?:` while it still reports real unused expressions.
 */
import { ESLint, type Linter } from "eslint";
import Module, { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import composa from "./index.js";

// typescript-eslint needs TypeScript's compiler API, which this repository's
// TypeScript 7 lacks: its packages load the TypeScript 5 dev dependency, as in
// eslint.config.js (a user with TypeScript 5 needs none of this).
const require = createRequire(import.meta.url);
const ts5 = require.resolve("typescript-5");
const ts5Root = ts5.slice(0, ts5.lastIndexOf("/lib/"));
type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const modules = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = modules._resolveFilename;
modules._resolveFilename = function (this: unknown, request, parent, ...rest) {
  const fromPackage = /[\\/]node_modules[\\/]/.test(parent?.filename ?? "");
  if (fromPackage && request === "typescript") return ts5;
  if (fromPackage && request.startsWith("typescript/"))
    return resolveFilename.call(this, ts5Root + request.slice("typescript".length), parent, ...rest);
  return resolveFilename.call(this, request, parent, ...rest);
};
const tseslint = require("typescript-eslint") as { configs: { recommended: Linter.Config[] } };

const root = fileURLToPath(new URL("../../", import.meta.url));

function eslint(config: Linter.Config[]): ESLint {
  return new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config, ignore: false });
}

const userConfig = [...tseslint.configs.recommended, composa.configs.typescript];

describe("composa/eslint with typescript-eslint", { timeout: 120_000 }, () => {
  it("reports nothing of the dialect's on the repository's programs", async () => {
    const results = await eslint(userConfig).lintFiles([
      "examples/starter/src/*.tsx",
      "playground/**/*.tsx",
      "test/apps/*.tsx",
      "test/types/good/*.tsx",
      "runtime/testing/test/*.tsx",
      "runtime/testing/*.test.tsx",
    ]);
    expect(results.length).toBeGreaterThan(50);
    const dialect = results.flatMap((r) =>
      r.messages
        .filter((m) => m.fatal || /^composa\/|no-unused-expressions/.test(m.ruleId ?? ""))
        .map((m) => `${r.filePath.slice(root.length)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`),
    );
    expect(dialect).toEqual([]);
  });

  const program = [
    `import { mutableStateOf, remember } from "composa";`,
    `export function Badges({ ok, xs }: { ok: boolean; xs: string[] }): void {`,
    `  const n = remember(() => mutableStateOf(0));`,
    `  ok && <b>new</b>;`,
    `  ok ? <i>yes</i> : null;`,
    `  xs.length > 0 || <p>empty</p>;`,
    `  n.value + 1;`,
    `}`,
    ``,
  ].join("\n");

  it("composa.configs.typescript: element statements pass, an unused sum is reported", async () => {
    const [result] = await eslint(userConfig).lintText(program, { filePath: "Badges.tsx" });
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([["composa/no-unused-expressions", 7]]);
  });

  it("without it, typescript-eslint's recommended reports each element statement", async () => {
    const config = [...tseslint.configs.recommended, composa.configs.recommended];
    const [result] = await eslint(config).lintText(program, { filePath: "Badges.tsx" });
    expect(result!.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ["@typescript-eslint/no-unused-expressions", 4],
      ["@typescript-eslint/no-unused-expressions", 5],
      ["@typescript-eslint/no-unused-expressions", 6],
      ["@typescript-eslint/no-unused-expressions", 7],
    ]);
  });

  it("reports a compile error at its place through typescript-eslint's parser", async () => {
    const source = `export function Footer(): void {\n  return <footer />;\n}\n`;
    const [result] = await eslint(userConfig).lintText(source, { filePath: "Footer.tsx" });
    expect(result!.messages).toMatchObject([
      { ruleId: "composa/compiler", line: 2, column: 10, endLine: 2, endColumn: 20 },
    ]);
    expect(result!.messages[0]!.message).toMatch(/^\[CMP002\] /);
  });
});
