/**
 * The generator: deterministic per seed, every construct the issue lists
 * shows up across a few hundred seeds, and every program it makes compiles.
 */
import { describe, expect, it } from "vitest";
import { caseOf } from "./fuzz.js";
import { loadProgram } from "./load.js";
import { printProgram, type Child, type Program, type Stmt } from "./program.js";
import { parseArgs } from "./cli.js";

/** Every statement and child kind in a program (a call with `key` counts as "keyed-call"). */
function kinds(program: Program): Set<string> {
  const out = new Set<string>();
  const stmts = (body: Stmt[]) => body.forEach(stmt);
  const children = (cs: Child[]) => cs.forEach(child);
  const stmt = (s: Stmt) => {
    out.add(s.kind === "for-of" && s.keyed ? "for-of keyed" : s.kind);
    if (s.kind === "switch" && s.cases.some((c) => c.fallthrough)) out.add("switch fall-through");
    if (s.kind === "const" && s.init.includes("cell(")) out.add("remembered cell");
    if (s.kind === "const" && (s.init.includes("derivedStateOf") || /remember\([^()]/.test(s.init))) out.add("derived");
    if (s.kind === "element" || s.kind === "call") return child(s);
    if (s.kind === "if") s.branches.forEach((b) => stmts(b.body));
    if (s.kind === "switch") s.cases.forEach((c) => stmts(c.body));
    if (s.kind === "for-of" || s.kind === "for-count" || s.kind === "return" || s.kind === "key") stmts(s.body);
  };
  const child = (c: Child) => {
    out.add(c.kind === "map" && c.keyed ? "map keyed" : c.kind);
    if (c.kind === "call" && c.key !== null) out.add("keyed call");
    if (c.kind === "call" && c.children && c.callee !== "ErrorBoundary") out.add("content for a wrapper");
    if (c.kind === "call" && c.callee === "ErrorBoundary") out.add("error boundary");
    if ((c.kind === "element" || c.kind === "call") && c.children) children(c.children);
    if (c.kind === "and") child(c.then);
    if (c.kind === "cond") [c.a, c.b].forEach(child);
    if (c.kind === "map") child(c.body);
    if (c.kind === "block") stmts(c.body);
  };
  program.components.forEach((c) => stmts(c.body));
  return out;
}

describe("program generator", () => {
  it("is deterministic: one seed, one program and one state sequence", () => {
    const a = caseOf(1234, { steps: 5, mode: "state", faults: true });
    const b = caseOf(1234, { steps: 5, mode: "state", faults: true });
    expect(printProgram(a.program)).toBe(printProgram(b.program));
    expect(a.steps).toEqual(b.steps);
    expect(printProgram(caseOf(1235, { steps: 5, mode: "state" }).program)).not.toBe(printProgram(a.program));
  });

  it("covers every construct of the dialect the issue lists", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 300; seed++) for (const k of kinds(caseOf(seed, { steps: 1, mode: "state", faults: true, effects: true, boundaries: true }).program)) seen.add(k);
    expect([...seen].sort()).toEqual(
      [
        "and", "block", "bomb", "call", "children", "cond", "const", "content for a wrapper", "derived", "effect", "element", "error boundary",
        "expr", "fault", "for-count", "for-of", "for-of keyed", "if", "key", "keyed call", "map", "map keyed", "remembered cell",
        "return", "switch", "switch fall-through", "text", "movable",
      ].sort(),
    );
  });

  it("makes programs the compiler accepts", () => {
    for (let seed = 0; seed < 15; seed++) {
      for (const mode of ["props", "state"] as const) {
        const source = printProgram(caseOf(seed, { steps: 1, mode, faults: true, effects: true, boundaries: true }).program);
        expect(() => loadProgram(source), `seed ${seed} ${mode}:\n${source}`).not.toThrow();
      }
    }
  }, 60_000);

  it("makes state sequences with inserts, removes, moves and duplicate keys", () => {
    let duplicates = 0;
    let reorders = 0;
    for (let seed = 0; seed < 50; seed++) {
      const { steps } = caseOf(seed, { steps: 25, mode: "props" });
      for (let i = 1; i < steps.length; i++) {
        const ids = steps[i]!.values.l0.map((x) => x.id);
        if (new Set(ids).size < ids.length) duplicates++;
        const before = steps[i - 1]!.values.l0.map((x) => x.id).filter((id) => ids.includes(id));
        const after = ids.filter((id) => before.includes(id));
        if (before.join() !== after.join()) reorders++;
      }
    }
    expect(duplicates).toBeGreaterThan(20);
    expect(reorders).toBeGreaterThan(20);
  });
});

describe("npm run fuzz arguments", () => {
  it("reads --programs, --steps, --seed, --mode, --faults", () => {
    expect(parseArgs(["--programs", "10000", "--steps", "25", "--seed", "7", "--mode", "both", "--faults"])).toMatchObject({
      programs: 10000,
      steps: 25,
      seed: 7,
      modes: ["props", "state"],
      faults: true,
      minimize: true,
    });
  });

  it("refuses what it does not know", () => {
    expect(() => parseArgs(["--programs", "-1"])).toThrow("--programs needs a non-negative integer");
    expect(() => parseArgs(["--mode", "dom"])).toThrow("--mode must be props, state or both");
    expect(() => parseArgs(["--fast"])).toThrow("unknown argument --fast");
  });
});
