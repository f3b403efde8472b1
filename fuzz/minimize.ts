/**
 * Shrinks a failing case while it keeps failing the same way: first the
 * state sequence (drop the steps after the failure, then each step, each
 * cell write and fault), then the program (remove a statement or child,
 * replace a compound statement by its body, a conditional child by one of
 * its branches, a conditional `.map` callback by its element, drop
 * attributes, props and unused components and value composables, declare a
 * member or object-literal component as a plain function), until no
 * single edit helps or the budget of runs is spent. A `key(…)` block is never
 * unwrapped: in a keyed loop that would change what the paths mean.
 *
 * "The same way" is the same kind of failure, and for thrown errors the
 * same first line of the message: an edit that merely breaks the program
 * (an undefined variable) is not taken.
 */
import type { Failure } from "./differential.js";
import type { Child, Emit, Program, Stmt } from "./program.js";
import type { Step } from "./steps.js";

export type Runner = (program: Program, steps: Step[]) => Failure | null;

export function minimize(
  program: Program,
  steps: readonly Step[],
  failure: Failure,
  run: Runner,
  budget = 600,
): { program: Program; steps: Step[]; failure: Failure } {
  let best = { program, steps: steps.slice(), failure };
  let runs = 0;
  const attempt = (p: Program, s: Step[]): boolean => {
    if (runs++ >= budget) return false;
    const f = run(p, s);
    if (f === null || !sameFailure(f, failure)) return false;
    best = { program: p, steps: s, failure: f };
    return true;
  };

  attempt(best.program, best.steps.slice(0, failure.step + 1));
  let progress = true;
  while (progress && runs < budget) {
    progress = false;
    for (const s of stepCandidates(best.steps)) {
      if (attempt(best.program, s)) {
        progress = true;
        break;
      }
    }
    if (progress) continue;
    for (const p of programCandidates(best.program)) {
      if (attempt(p, best.steps)) {
        progress = true;
        break;
      }
    }
  }
  return best;
}

function sameFailure(a: Failure, b: Failure): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === "error" || a.kind === "compile") return firstLine(a.message) === firstLine(b.message);
  return true;
}

function firstLine(s: string): string {
  return s.split("\n")[0]!;
}

function* stepCandidates(steps: Step[]): Generator<Step[]> {
  for (let i = steps.length - 1; i >= 0 && steps.length > 1; i--) yield steps.filter((_, j) => j !== i);
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.fault !== null) yield steps.map((x, j) => (j === i ? { ...x, fault: null } : x));
    for (let k = 0; k < s.cellWrites.length; k++)
      yield steps.map((x, j) => (j === i ? { ...x, cellWrites: x.cellWrites.filter((_, m) => m !== k) } : x));
  }
}

type Path = (string | number)[];

/** Every array of statements or children in the program, by path. */
function lists(program: Program): { path: Path; kind: "stmts" | "children"; length: number }[] {
  return walk(program).lists;
}

/** Every element and call in the program, by path. */
function emits(program: Program): Path[] {
  return walk(program).emits;
}

function walk(program: Program): {
  lists: { path: Path; kind: "stmts" | "children"; length: number }[];
  emits: Path[];
} {
  const out: { path: Path; kind: "stmts" | "children"; length: number }[] = [];
  const found: Path[] = [];
  const stmts = (body: Stmt[], path: Path) => {
    out.push({ path, kind: "stmts", length: body.length });
    body.forEach((s, i) => stmt(s, [...path, i]));
  };
  const children = (cs: Child[], path: Path) => {
    out.push({ path, kind: "children", length: cs.length });
    cs.forEach((c, i) => child(c, [...path, i]));
  };
  const emit = (e: Child, path: Path) => {
    if (e.kind !== "element" && e.kind !== "call") return;
    found.push(path);
    if (e.children) children(e.children, [...path, "children"]);
    if (e.kind === "call" && e.slot) stmts(e.slot.body, [...path, "slot", "body"]);
  };
  const stmt = (s: Stmt, path: Path) => {
    switch (s.kind) {
      case "element":
      case "call":
        return emit(s, path);
      case "if":
        return s.branches.forEach((b, i) => stmts(b.body, [...path, "branches", i, "body"]));
      case "switch":
        return s.cases.forEach((c, i) => stmts(c.body, [...path, "cases", i, "body"]));
      case "for-of":
      case "for-count":
      case "return":
      case "key":
        return stmts(s.body, [...path, "body"]);
      case "ret-emit":
        return s.emit ? emit(s.emit, [...path, "emit"]) : undefined;
      default:
        return;
    }
  };
  const child = (c: Child, path: Path) => {
    switch (c.kind) {
      case "element":
      case "call":
        return emit(c, path);
      case "and":
        return emit(c.then, [...path, "then"]);
      case "cond":
        emit(c.a, [...path, "a"]);
        return emit(c.b, [...path, "b"]);
      case "map":
        if (c.alt) emit(c.alt, [...path, "alt"]);
        if (c.body.kind === "array") return children(c.body.items, [...path, "body", "items"]);
        return emit(c.body, [...path, "body"]);
      case "array":
        return children(c.items, [...path, "items"]);
      case "map-block":
      case "block":
        return stmts(c.body, [...path, "body"]);
      default:
        return;
    }
  };
  program.components.forEach((c, i) => stmts(c.body, ["components", i, "body"]));
  program.uses?.forEach((u, i) => stmts(u.body, ["uses", i, "body"]));
  return { lists: out, emits: found };
}

function at(root: unknown, path: Path): unknown {
  let x = root;
  for (const k of path) x = (x as Record<string | number, unknown>)[k];
  return x;
}

function* programCandidates(program: Program): Generator<Program> {
  const all = lists(program);
  // Removals first: they shrink the most.
  for (const { path, length } of all) {
    for (let i = 0; i < length; i++) {
      const p = structuredClone(program);
      (at(p, path) as unknown[]).splice(i, 1);
      yield p;
    }
  }
  // Then replace a compound by what it contains.
  for (const { path, kind, length } of all) {
    for (let i = 0; i < length; i++) {
      const node = at(program, [...path, i]) as Stmt | Child;
      for (const replacement of inner(node, kind)) {
        const p = structuredClone(program);
        (at(p, path) as unknown[]).splice(i, 1, ...structuredClone(replacement));
        yield p;
      }
    }
  }
  // Attributes and props (never the identity path `p`).
  for (const path of emits(program)) {
    const node = at(program, path) as Emit;
    const attrs = node.kind === "element" ? node.attrs : node.props;
    for (let a = 0; a < attrs.length; a++) {
      if (attrs[a]![0] === "p") continue;
      const p = structuredClone(program);
      const n = at(p, path) as Emit;
      (n.kind === "element" ? n.attrs : n.props).splice(a, 1);
      yield p;
    }
  }
  // Unused components and value composables.
  const source = JSON.stringify(program.components);
  for (let c = program.components.length - 1; c > 0; c--) {
    const name = program.components[c]!.name;
    if (!source.includes(`"callee":"${name}"`)) {
      const p = structuredClone(program);
      p.components.splice(c, 1);
      yield p;
    }
  }
  const uses = program.uses ?? [];
  for (let u = uses.length - 1; u >= 0; u--) {
    if (!source.includes(`${uses[u]!.name}(`)) {
      const p = structuredClone(program);
      p.uses!.splice(u, 1);
      yield p;
    }
  }
  // A member or object-literal component declared as a function (calls renamed).
  for (let c = 1; c < program.components.length; c++) {
    const { name, form } = program.components[c]!;
    if (form === undefined || form === "function") continue;
    const local = name.slice(name.indexOf(".") + 1);
    const p = JSON.parse(
      JSON.stringify(program).split(`"callee":"${name}"`).join(`"callee":"${local}"`),
    ) as Program;
    Object.assign(p.components[c]!, { name: local, form: "function" });
    yield p;
  }
}

/** What a compound statement or child can be replaced with. */
function inner(node: Stmt | Child, kind: "stmts" | "children"): (Stmt | Child)[][] {
  if (kind === "stmts") {
    const s = node as Stmt;
    switch (s.kind) {
      case "if":
        return s.branches.map((b) => b.body);
      case "switch":
        return s.cases.map((c) => c.body);
      case "return":
        return [s.body];
      default:
        return [];
    }
  }
  const c = node as Child;
  switch (c.kind) {
    case "and":
      return [[c.then]];
    case "cond":
      return [[c.a], [c.b]];
    case "map": {
      // `.map` for another list call; the callback's condition dropped: the element for every item.
      const plain: Child[][] = c.call && c.call !== "map" ? [[{ ...c, call: "map" }]] : [];
      if (!c.test) return plain;
      return [
        ...plain,
        [{ ...c, test: null, alt: null }],
        ...(c.alt ? [[{ ...c, test: null, alt: null, body: c.alt }]] : []),
      ];
    }
    case "map-block":
      return c.call && c.call !== "map" ? [[{ ...c, call: "map" }]] : [];
    case "array":
      // The items as children of the element around (a value item's hole or text prints as a child too).
      return [c.items];
    default:
      return [];
  }
}
