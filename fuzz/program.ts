/**
 * A generated dialect program as a small tree (so the minimizer can cut it)
 * and its printer. Expressions are already source text: the generator wrote
 * them in scope, the printer only lays out statements and JSX.
 *
 * Paths: every remembered cell and every composable call carries the path of
 * its group's identity (`p`), built only from what identity depends on: the
 * chain of call sites, and for each loop iteration its index (unkeyed) or its
 * key and occurrence (keyed, duplicates in order). Two cells with the same
 * path in consecutive steps must be the same object.
 */

/** How a program's root state reaches it: root props re-rendered, or state objects written and flushed. */
export type Mode = "props" | "state";

export interface ElementNode {
  kind: "element";
  tag: string;
  key: string | null;
  attrs: [name: string, expr: string][];
  children: Child[];
}

export interface CallNode {
  kind: "call";
  callee: string;
  key: string | null;
  props: [name: string, expr: string][];
  /** Content for a wrapper composable (passed as `children`). */
  children: Child[] | null;
}

export type Emit = ElementNode | CallNode;

export type Stmt =
  | Emit
  | { kind: "if"; branches: { test: string | null; body: Stmt[] }[] }
  | { kind: "switch"; disc: string; cases: { value: number | null; body: Stmt[]; fallthrough: boolean }[] }
  | {
      kind: "for-of";
      site: number;
      item: string;
      list: string;
      /** Keyed: the body is one keyed statement, whose movable group is the iteration. */
      keyed: boolean;
      skip: string | null;
      path: string;
      body: Stmt[];
    }
  | { kind: "for-count"; site: number; index: string; count: string; skip: string | null; path: string; body: Stmt[] }
  | { kind: "return"; test: string; body: Stmt[] }
  | { kind: "key"; key: string; body: Stmt[] }
  | { kind: "const"; name: string; init: string }
  | { kind: "effect"; code: string }
  | { kind: "fault"; site: string }
  /** `if (test) boom(site)`: a throw that depends on the state, inside an ErrorBoundary's content. */
  | { kind: "bomb"; test: string; site: string }
  /** `<Moved v={value} />`: the program's one movable content, placed here (it moves between such places). */
  | { kind: "movable"; value: string };

export type Child =
  | { kind: "text"; text: string }
  | { kind: "expr"; expr: string }
  | Emit
  | { kind: "and"; test: string; then: Emit }
  | { kind: "cond"; test: string; a: Emit; b: Emit }
  | { kind: "map"; site: number; list: string; keyed: boolean; body: Emit }
  | { kind: "block"; body: Stmt[] }
  | { kind: "children" };

export interface Component {
  name: string;
  /** Destructured props, with an optional default (`a0 = 1`). */
  params: { name: string; fallback: string | null }[];
  /** Places `{children}` once at the top level of its body. */
  wrap: boolean;
  body: Stmt[];
}

export interface Program {
  mode: Mode;
  /** Compiler options it is compiled with: development builds or not, static subtrees as templates or not. */
  compile: { dev: boolean; templates: boolean };
  /** `components[0]` is `App`, the root. */
  components: Component[];
}

/** Root values every program may read (as props of App, or as state objects `S.name`). */
export const ROOT_VARS = [
  ["f0", "bool"],
  ["f1", "bool"],
  ["n0", "num"],
  ["n1", "num"],
  ["s0", "str"],
  ["l0", "list"],
  ["l1", "list"],
] as const;

export type ValueType = "num" | "bool" | "str" | "list" | "item";

export function printProgram(program: Program): string {
  const out: string[] = [
    `import { remember, key, SideEffect, DisposableEffect, derivedStateOf, ErrorBoundary, movableContentOf } from "composa";`,
    `import { cell, ords, ord, fault, sideEffect, disposable, boom, tripped, S } from "fuzz";`,
    "",
    `const Moved = movableContentOf(({ v }) => { <em>{v}</em>; });`,
    "",
  ];
  for (const c of program.components) {
    const isApp = c === program.components[0];
    const params = isApp
      ? program.mode === "props"
        ? ROOT_VARS.map(([n]) => n)
        : []
      : ["p", ...c.params.map((x) => (x.fallback === null ? x.name : `${x.name} = ${x.fallback}`)), ...(c.wrap ? ["children"] : [])];
    out.push(`${isApp ? "export " : ""}function ${c.name}({ ${params.join(", ")} }) {`);
    if (isApp) out.push(`  const p = "A";`);
    printBlock(c.body, 1, out);
    out.push("}", "");
  }
  return out.join("\n");
}

function printBlock(body: Stmt[], depth: number, out: string[]): void {
  for (const s of body) printStmt(s, depth, out);
}

function printStmt(s: Stmt, depth: number, out: string[]): void {
  const pad = "  ".repeat(depth);
  switch (s.kind) {
    case "element":
    case "call":
      out.push(`${pad}${printEmit(s)};`);
      return;
    case "if":
      s.branches.forEach((b, i) => {
        const head = i === 0 ? `if (${b.test}) {` : b.test === null ? "} else {" : `} else if (${b.test}) {`;
        out.push(pad + head);
        printBlock(b.body, depth + 1, out);
      });
      out.push(`${pad}}`);
      return;
    case "switch":
      out.push(`${pad}switch (${s.disc}) {`);
      for (const c of s.cases) {
        out.push(`${pad}  ${c.value === null ? "default" : `case ${c.value}`}: {`);
        printBlock(c.body, depth + 2, out);
        if (!c.fallthrough) out.push(`${pad}    break;`);
        out.push(`${pad}  }`);
      }
      out.push(`${pad}}`);
      return;
    case "for-of": {
      const n = s.site;
      if (s.keyed) out.push(`${pad}const o${n} = ords();`);
      else out.push(`${pad}let i${n} = 0;`);
      out.push(`${pad}for (const ${s.item} of ${s.list}) {`);
      const inner = pad + "  ";
      if (s.keyed) {
        // Skipped items open no group: count occurrences after the skip.
        if (s.skip) out.push(`${inner}if (${s.skip}) continue;`);
        out.push(`${inner}const q${n} = o${n}(${s.item}.id);`);
      } else {
        // Every iteration opens its group, skipped or not: count before the skip.
        out.push(`${inner}const q${n} = i${n}++;`);
        if (s.skip) out.push(`${inner}if (${s.skip}) continue;`);
      }
      out.push(`${inner}const p${n} = ${s.path};`);
      printBlock(s.body, depth + 1, out);
      out.push(`${pad}}`);
      return;
    }
    case "for-count": {
      const n = s.site;
      out.push(`${pad}for (let ${s.index} = 0; ${s.index} < ${s.count}; ${s.index}++) {`);
      if (s.skip) out.push(`${pad}  if (${s.skip}) continue;`);
      out.push(`${pad}  const p${n} = ${s.path};`);
      printBlock(s.body, depth + 1, out);
      out.push(`${pad}}`);
      return;
    }
    case "return":
      out.push(`${pad}if (${s.test}) {`);
      printBlock(s.body, depth + 1, out);
      out.push(`${pad}  return;`, `${pad}}`);
      return;
    case "key":
      out.push(`${pad}key(${s.key}, () => {`);
      printBlock(s.body, depth + 1, out);
      out.push(`${pad}});`);
      return;
    case "const":
      out.push(`${pad}const ${s.name} = ${s.init};`);
      return;
    case "effect":
      out.push(`${pad}${s.code};`);
      return;
    case "fault":
      out.push(`${pad}fault(${JSON.stringify(s.site)});`);
      return;
    case "bomb":
      out.push(`${pad}if (${s.test}) boom(${JSON.stringify(s.site)});`);
      return;
    case "movable":
      out.push(`${pad}<Moved v={${s.value}} />;`);
      return;
  }
}

export function printEmit(e: Emit): string {
  const name = e.kind === "element" ? e.tag : e.callee;
  const attrs = e.kind === "element" ? e.attrs : e.props;
  const parts = [name];
  if (e.key !== null) parts.push(`key={${e.key}}`);
  for (const [a, v] of attrs) parts.push(`${a}={${v}}`);
  const children = e.children;
  if (!children || children.length === 0) return `<${parts.join(" ")} />`;
  return `<${parts.join(" ")}>${children.map(printChild).join("")}</${name}>`;
}

function printChild(c: Child): string {
  switch (c.kind) {
    case "text":
      return c.text;
    case "expr":
      return `{${c.expr}}`;
    case "element":
    case "call":
      return printEmit(c);
    case "and":
      return `{${c.test} && ${printEmit(c.then)}}`;
    case "cond":
      return `{${c.test} ? ${printEmit(c.a)} : ${printEmit(c.b)}}`;
    case "map":
      return `{${c.list}.map((x${c.site}, i${c.site}, all${c.site}) => ${printEmit(c.body)})}`;
    case "block": {
      const out: string[] = [];
      printBlock(c.body, 1, out);
      return `{() => {\n${out.join("\n")}\n}}`;
    }
    case "children":
      return "{children}";
  }
}
