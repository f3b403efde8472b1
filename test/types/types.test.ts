/**
 * The dialect's type test. tsc 7 has no JS API, so the binary is spawned:
 * 1. good/ and bad/ type-check as they are (every `@ts-expect-error` in bad/
 *    is used, since an unused one is itself an error), under TypeScript 7 and
 *    under the TypeScript 5.9 that README's ESLint set-up installs;
 * 2. a copy of bad/ without the directives fails with errors on exactly the
 *    lines the directives covered, so none of them hides a typo instead of
 *    the mistake it documents.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = fileURLToPath(new URL(".", import.meta.url));
// TypeScript 7 by its own path: node_modules/.bin/tsc may be the TypeScript 5 alias
// (typescript-5, kept for ESLint), whichever npm linked last.
const tsc = fileURLToPath(new URL("../../node_modules/typescript/bin/tsc", import.meta.url));
// TypeScript 5.9, which README's ESLint set-up installs in a user's project: its lib.dom is older
// (no `hidden="until-found"`, an `input` event that is no InputEvent), and the types must not lean on
// what only TypeScript 7's has.
const tsc5 = fileURLToPath(new URL("../../node_modules/typescript-5/bin/tsc", import.meta.url));
const DIRECTIVE = /^\s*\/\/ @ts-expect-error\b.*$/;

function runTsc(project: string, compiler = tsc): { status: number | null; output: string } {
  const result = spawnSync(compiler, ["--noEmit", "--pretty", "false", "-p", project], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("JSX types (tsc)", { timeout: 60_000 }, () => {
  it.each([
    ["7", tsc],
    ["5.9", tsc5],
  ])(
    "good and bad files type-check under TypeScript %s (every @ts-expect-error is needed)",
    (_, compiler) => {
      const { status, output } = runTsc(join(here, "tsconfig.json"), compiler);
      expect(output).toBe("");
      expect(status).toBe(0);
    },
  );

  it("removing the @ts-expect-error directives makes exactly those lines fail", () => {
    const dir = mkdtempSync(join(tmpdir(), "composa-types-"));
    try {
      const expected = new Set<string>();
      const files: string[] = [];
      for (const name of readdirSync(join(here, "bad")).filter((f) => f.endsWith(".tsx"))) {
        const lines = readFileSync(join(here, "bad", name), "utf8").split("\n");
        // Blank the directive (keep line numbers) and expect an error on the next line.
        const stripped = lines.map((line, i) => {
          if (!DIRECTIVE.test(line)) return line;
          expected.add(`${name}:${i + 2}`);
          return "";
        });
        writeFileSync(join(dir, name), stripped.join("\n"));
        files.push(join(dir, name));
      }
      expect(expected.size).toBeGreaterThanOrEqual(10);
      // ESM like the package, or `export` in a .tsx would be an error of its own.
      writeFileSync(join(dir, "package.json"), '{ "type": "module" }');
      writeFileSync(
        join(dir, "tsconfig.json"),
        JSON.stringify({ extends: join(here, "tsconfig.json"), include: files }),
      );
      const { status, output } = runTsc(join(dir, "tsconfig.json"));
      expect(status).not.toBe(0);
      const failing = new Set<string>();
      for (const match of output.matchAll(/([^/\\\s]+\.tsx)\((\d+),\d+\): error TS\d+/g)) {
        failing.add(`${match[1]}:${match[2]}`);
      }
      expect([...failing].sort()).toEqual([...expected].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
