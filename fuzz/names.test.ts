// @vitest-environment happy-dom
/**
 * The generator's dynamic tags read from a table and user bindings named like
 * the compiler's own (generate/names.ts): they show up, and programs with
 * them equal a fresh composition at every step, in both modes.
 */
import { describe, expect, it } from "vitest";
import { caseOf, fuzz } from "./fuzz.js";
import { printProgram } from "./program.js";

const OPTIONS = { tags: true, internals: true, lists: true, spreads: true, kinds: true } as const;

describe("generated dynamic tags and internal names", () => {
  it("appear across a few seeds: `const T = tags[…]; <T />`, and `$c`, `$props`, `$v3` bindings", () => {
    const sources = Array.from({ length: 30 }, (_, i) =>
      printProgram(caseOf(5_000 + i, { steps: 1, mode: "props", ...OPTIONS }).program),
    );
    const count = (re: RegExp) => sources.filter((s) => re.test(s)).length;
    expect(count(/const (T\d+) = tags\[[^\n]*\n\s*<\1[ />]/)).toBeGreaterThan(5);
    expect(count(/^const \$props = 7;$/m)).toBe(30);
    expect(count(/const \$(c|changed|dirty|body) = /)).toBeGreaterThan(5);
    expect(count(/const \$(v|props|dirty|c|changed)\d+ = /)).toBeGreaterThan(5);
  });

  for (const mode of ["props", "state"] as const) {
    it(`${mode} mode: 10 programs × 5 steps with them equal a fresh composition`, () => {
      const report = fuzz({ seed: 5_200, programs: 10, steps: 5, mode, ...OPTIONS, document });
      expect(report.failures.map((f) => f.text)).toEqual([]);
      expect(report.stats.steps).toBe(10 * 4);
    }, 120_000);
  }
});
