/**
 * The code in the user's guide (README.md, docs/*.md) is the dialect as it
 * compiles and type-checks today:
 *
 * 1. every `tsx` / `ts` / `jsx` / `js` block compiles with composa/babel (a
 *    block of statements with elements at its top level, a fragment of a
 *    composable's body, is compiled as the body of one);
 * 2. every `tsx` / `ts` block type-checks against the package's types with
 *    the README's compiler options, except for the names a fragment leaves
 *    to its reader (`Post`, `App`, `./counter.js`): "cannot find name" and
 *    "cannot find module" of a relative path are the only errors allowed.
 *
 * `docs/errors.md` is generated from the error catalogue and tested there. A
 * block that is not meant to compile (a mistake shown as such) says so after
 * its language (```` ```tsx wrong ````): only a bare language is checked.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../../plugin/babel/compile.js";
import { isCompileError } from "../../plugin/babel/errors.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsc = join(root, "node_modules/typescript/bin/tsc");

interface Block {
  /** `README.md:29`: where the block's fence is. */
  where: string;
  lang: "tsx" | "ts" | "jsx" | "js";
  code: string;
}

const guides = ["README.md", ...readdirSync(join(root, "docs")).map((f) => `docs/${f}`)].filter(
  (f) => f.endsWith(".md") && f !== "docs/errors.md",
);

const blocks: Block[] = guides.flatMap((file) => {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/^```(tsx|ts|jsx|js)\n([\s\S]*?)^```/gm)].map((m) => ({
    where: `${file}:${text.slice(0, m.index).split("\n").length}`,
    lang: m[1] as Block["lang"],
    code: m[2]!,
  }));
});

/** Elements at a block's top level: a fragment of a composable's body, compiled and checked as one. */
function asModule(block: Block): string {
  const filename = `block.${block.lang.startsWith("t") ? "tsx" : "jsx"}`;
  try {
    compile(block.code, { filename, check: true });
    return block.code;
  } catch (error) {
    if (!(isCompileError(error) && error.code === "CMP001" && /module level/.test(error.reason))) throw error;
  }
  // Imports and `declare module` blocks stay at the top level; the rest is the body.
  const top: string[] = [];
  const body: string[] = [];
  let declaring = false;
  for (const line of block.code.split("\n")) {
    if (line.startsWith("declare ")) declaring = true;
    (declaring || line.startsWith("import ") ? top : body).push(line);
    if (declaring && line === "}") declaring = false;
  }
  return [...top, "export function Fragment(): void {", ...body, "}", ""].join("\n");
}

describe("code blocks of README.md and docs/", () => {
  it("finds the guide's blocks", () => {
    expect(blocks.length).toBeGreaterThan(15);
  });

  it.each(blocks.map((b) => [b.where, b] as const))("%s compiles", (_, block) => {
    const filename = `block.${block.lang.startsWith("t") ? "tsx" : "jsx"}`;
    expect(() => compile(asModule(block), { filename, check: true })).not.toThrow();
  });

  it("type-check (tsc), but for names a fragment leaves undeclared", { timeout: 120_000 }, () => {
    // Under node_modules/.cache, so that the blocks' imports of packages resolve as in a project.
    mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
    const dir = mkdtempSync(join(root, "node_modules/.cache/composa-blocks-"));
    try {
      const names = new Map<string, string>();
      blocks.forEach((block, i) => {
        if (!block.lang.startsWith("t")) return;
        const name = `block${i}.tsx`;
        names.set(name, block.where);
        // `export {}`: a block without imports is a module too (isolatedModules).
        writeFileSync(join(dir, name), `${asModule(block)}\nexport {};\n`);
      });
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
      const own = (path: string) => [join(root, path)];
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({
          // The README's tsconfig (its "Use Composa in your project"), with `composa` mapped to the sources.
          compilerOptions: {
            target: "es2022",
            lib: ["es2023", "dom", "dom.iterable"],
            module: "esnext",
            moduleResolution: "bundler",
            strict: true,
            skipLibCheck: true,
            isolatedModules: true,
            noEmit: true,
            jsx: "react-jsx",
            jsxImportSource: "composa",
            paths: {
              composa: own("runtime/index.ts"),
              "composa/vite": own("plugin/vite/index.ts"),
              "composa/babel": own("plugin/babel/index.ts"),
              "composa/eslint": own("plugin/eslint/index.ts"),
              "composa/inspector": own("runtime/devtools/panel/index.ts"),
              "composa/*": own("runtime/*/index.ts"),
            },
          },
          include: [...names.keys()],
        }),
      );
      const result = spawnSync(tsc, ["--noEmit", "--pretty", "false", "-p", join(dir, "tsconfig.json")], {
        encoding: "utf8",
      });
      const errors = `${result.stdout}${result.stderr}`
        .split("\n")
        .filter((line) => /error TS\d+/.test(line))
        // TS2304 / TS2552: a name the fragment leaves to its reader; TS2307 of a relative module.
        .filter((line) => !/error TS(2304|2552)|error TS2307: Cannot find module '\./.test(line))
        .map((line) =>
          line.replace(/^.*?(block\d+\.tsx)\((\d+),(\d+)\)/, (_, f, l) => `${names.get(f)} +${l}`),
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
