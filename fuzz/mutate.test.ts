/**
 * Mutation fuzzing of the compiler over generated programs (the corpus and
 * the token fuzz of hand-written ones are in plugin/babel/errors.test.ts):
 * every mutant compiles to plain JavaScript or is a located catalogue error.
 */
import { describe, expect, it } from "vitest";
import { caseOf } from "./fuzz.js";
import { classify, mutationFuzz } from "./mutate.js";
import { printProgram } from "./program.js";

describe("compiler mutation fuzz over generated programs", () => {
  it("0 internal crashes in 12 programs × 30 mutants", () => {
    const sources = Array.from({ length: 12 }, (_, i) =>
      printProgram(
        caseOf(9_000 + i, {
          steps: 1,
          mode: i % 2 ? "state" : "props",
          faults: true,
          effects: true,
          boundaries: true,
        }).program,
      ),
    );
    const report = mutationFuzz(sources, { mutations: 30, seed: 9 });
    expect(report.crashes).toEqual([]);
    expect(report.mutants).toBeGreaterThan(200);
    const rejected = Object.values(report.rejected).reduce((a, b) => a + b, 0);
    // Both outcomes happen: the fuzz is not all syntax errors, nor all harmless.
    expect(report.compiled).toBeGreaterThan(report.mutants / 10);
    expect(rejected).toBeGreaterThan(report.mutants / 10);
    expect(Object.keys(report.rejected).length).toBeGreaterThan(3);
  }, 120_000);

  it("counts JSX left in the output as a crash", () => {
    // Not a compile error, yet not JavaScript: what an unlowered default once produced.
    expect(classify("export const x = 1;")).toEqual({ kind: "compiled" });
    expect(classify("function A() { <div>; }")).toMatchObject({ kind: "rejected", code: "CMP015" });
  });
});
