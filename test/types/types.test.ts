/**
 * The dialect's type test. tsc 7 has no JS API, so the binary is spawned:
 * 1. good/ and bad/ type-check as they are (every `@ts-expect-error` in bad/
 *    is used, since an unused one is itself an error);
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
const DIRECTIVE = /^\s*\/\/ @ts-expect-error\b.*$/;

function runTsc(project: string): { status: number | null; output: string } {
  const result = spawnSync(tsc, ["--noEmit", "--pretty", "false", "-p", project], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("JSX types (tsc)", { timeout: 60_000 }, () => {
  it("good and bad files type-check (every @ts-expect-error is needed)", () => {
    const { status, output } = runTsc(join(here, "tsconfig.json"));
    expect(output).toBe("");
    expect(status).toBe(0);
  });

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
