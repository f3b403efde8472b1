/**
 * A generated dialect program as a small tree (so the minimizer can cut it)
 * and its printer. Expressions are already source text: the generator wrote
 * them in scope, the printer only lays out statements and JSX.
 *
 * Paths: every remembered cell and every composable call carries the path of
 * its group's identity (`p`), built only from what identity depends on: the
 * chain of call sites, and for each loop iteration its index (unkeyed) or its
 * key and occurrence (keyed, duplicates in order). A keyed call behind flow
 * control in an unkeyed loop's iteration makes that loop a keyed list: its
 * path is the loop's outer path, its site, key and occurrence among the
 * list (counted by the loop's `k<site>`, once per call into `h<site>`), not
 * the iteration's index. Two cells with the same path in consecutive steps
 * must be the same object.
 */

/** How a program's root state reaches it: root props re-rendered, or state objects written and flushed. */
export type Mode = "props" | "state";

export interface ElementNode {
  kind: "element";
  /** A tag name, or (with `tagFrom`) the local that holds one. */
  tag: string;
  /** A dynamic tag: `const <tag> = <tagFrom>;` is printed before the element (a statement only). */
  tagFrom?: string;
  key: string | null;
  attrs: [name: string, expr: string][];
  children: Child[];
}

export interface CallNode {
  kind: "call";
  /** A component's name (`C1`, `App.C1`, `Parts.C1`), or the slot a component calls (`props.s`, `S`). */
  callee: string;
  key: string | null;
  props: [name: string, expr: string][];
  /** Content for a wrapper composable (passed as `children`). */
  children: Child[] | null;
  /** A parameterized slot for a component that calls one. */
  slot?: SlotArg | null;
  /**
   * A keyed call behind flow control in an unkeyed loop (`Scope.list`): its
   * key's occurrence among the list, counted once in `const name = init;`
   * before the call (a statement), since its path is evaluated again for its
   * content.
   */
  occurrence?: Occurrence;
}

export interface Occurrence {
  name: string;
  init: string;
}

/**
 * A parameterized slot given at a call: `({ p, v: v7 }) => …` as the attribute
 * `prop` or as the one child. The callee calls it with `p` (the identity path
 * of its call site) and a value `v`.
 */
export interface SlotArg {
  site: number;
  as: "attr" | "child";
  prop: string;
  /** The local name of the value prop `v`. */
  param: string;
  /** An arrow with an element as its body (`=> <li … />`) when it is one emit, else a block. */
  expression: boolean;
  body: Stmt[];
}

/** The parameterized slot a component calls, and how it reaches it. */
export interface Slot {
  /** Given as the attribute `s` or as the one child (`children`). */
  prop: "s" | "children";
  /** `<props.s … />` (props taken whole) or `<Slot … />` after `{ s: Slot }` (not `S`: that is the root state). */
  call: "member" | "binding";
  /** The type of the value it is called with. */
  type: "num" | "str" | "item";
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
      /** Keyed: every element or call the body emits is keyed by the item's id (one statement, or an `if` of them). */
      keyed: boolean;
      /** Written as a counted loop over the list (`for (let j = 0; …) { const x = xs[j]; … }`). */
      indexed?: boolean;
      skip: string | null;
      path: string;
      body: Stmt[];
      /** Its body holds keyed calls (behind flow control): declare their occurrence counter `k<site>`. */
      keyedCalls?: boolean;
    }
  | {
      kind: "for-count";
      site: number;
      index: string;
      count: string;
      skip: string | null;
      path: string;
      body: Stmt[];
      /** As for `for-of`. */
      keyedCalls?: boolean;
    }
  | { kind: "return"; test: string; body: Stmt[] }
  | { kind: "key"; key: string; body: Stmt[] }
  | { kind: "const"; name: string; init: string }
  | { kind: "effect"; code: string }
  | { kind: "fault"; site: string }
  /** `if (test) boom(site)`: a throw that depends on the state, inside an ErrorBoundary's content. */
  | { kind: "bomb"; test: string; site: string }
  /** `<Moved v={value} />`: the program's one movable content, placed here (it moves between such places). */
  | { kind: "movable"; value: string }
  /** A reassigned prop (`a0 += 1`, `if (!a1) a1 = "z"`). */
  | { kind: "assign"; code: string }
  | { kind: "continue" }
  /** In a value composable: `if (test) return value;`, or `return value;` without a test. */
  | { kind: "ret"; test: string | null; value: string }
  /** In a block-bodied `.map` callback: `if (test) return <emit />;` (or `null`), or without a test. */
  | { kind: "ret-emit"; test: string | null; emit: Emit | null }
  /** A keyed choice (generate/choices.ts): `const kc<site> = occurrences();`, then an `if` or `switch` of keyed elements. */
  | { kind: "choice"; site: number; body: Stmt }
  /** A keyed choice as content: `test ? <>{a}</> : <>{b}</>;` (or `test && <>{a}</>;`), maybe as a `<div>`'s child. */
  | { kind: "choice-expr"; site: number; test: string; a: Emit[]; b: Emit[] | null; wrap: boolean };

/**
 * How a list child calls its callback (`GenerateOptions.lists`): `.map`, or
 * another list call the dialect runs as the same loop: `flatMap`,
 * `Array.from(list, cb)`, `Array.from({ length }, cb)`, or `.map` on a copy
 * of the list (`[...list]`, `list.slice()`, `Array.from(list)`,
 * `list.filter(() => true)`), or through an optional chain on a list that
 * may be missing (`(list.length > 0 ? list : undefined)?.map(…)`). Every form gives the callback the item, its
 * index and the list (`all`, for the occurrence of its key).
 */
export type ListCall =
  | "map"
  | "flatMap"
  | "from"
  | "from-length"
  | "spread-map"
  | "slice-map"
  | "from-map"
  | "filter-map"
  | "optional-map";

/** An array literal child, `{[item, …]}` (React's array child), or a map callback's array body. */
export interface ArrayChild {
  kind: "array";
  /**
   * Items, printed as array items: a text is a string literal, an `expr`
   * its expression (an empty one a hole), a `map` a spread of the list.
   */
  items: Child[];
}

export type Child =
  | { kind: "text"; text: string }
  | { kind: "expr"; expr: string }
  | Emit
  | { kind: "and"; test: string; then: Emit }
  | { kind: "cond"; test: string; a: Emit; b: Emit }
  /**
   * `list.map((x, i, all) => body)`; with `test`, `test ? alt : body` (`alt`
   * null prints `null`) or, as `and`, `!(test) && body`.
   */
  | {
      kind: "map";
      site: number;
      list: string;
      keyed: boolean;
      /** An element or call, or an array of them (keyed ones keyed by the item's id). */
      body: Emit | ArrayChild;
      test?: string | null;
      form?: "cond" | "and";
      alt?: Emit | null;
      /** Default `.map`. */
      call?: ListCall;
    }
  /** A keyed `.map` whose callback has a block body of `ret-emit` statements. */
  | { kind: "map-block"; site: number; list: string; body: Stmt[]; call?: ListCall }
  | ArrayChild
  | { kind: "block"; body: Stmt[] }
  | { kind: "children" };

export interface Component {
  /** What calls write: `C1`, or `App.C1` (a member), or `Parts.C1` (an object-literal property). */
  name: string;
  /** How it is declared (default a function declaration). */
  form?: "function" | "member-arrow" | "member-function" | "object-arrow" | "object-method";
  /** Props taken whole (`(props)`) and destructured in the body with `let`. */
  whole?: boolean;
  /** The parameterized slot it calls, if any. */
  slot?: Slot | null;
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
  /** Value composables (`function useU1(p, n) { … return …; }`), called as functions. */
  uses?: UseFn[];
  /** The movable content holds a `rememberId()` too (hydration composes it in a subcomposition of its own). */
  ids?: boolean;
  /** Declares the composition locals its bodies provide and read (generate/locals.ts). */
  locals?: boolean;
  /** Declares the table its dynamic tags are read from, and a module-level `$props` (generate/names.ts). */
  tags?: boolean;
  internals?: boolean;
}

export interface UseFn {
  name: string;
  body: Stmt[];
}

/** The module-level table dynamic tags are read from (`tags` in the printed program; generate/names.ts). */
export const TAG_TABLE = ["div", "span", "section", "b"] as const;

/** A module-level constant named like the compiler's props parameter, read in every component. */
export const MODULE_INTERNAL = "$props";

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

/** `obj`: an object of host attributes, spread (`GenerateOptions.spreads`). */
export type ValueType = "num" | "bool" | "str" | "list" | "item" | "obj";

export function printProgram(program: Program): string {
  const out: string[] = [
    `import { remember, key, SideEffect, DisposableEffect, derivedStateOf, ErrorBoundary, Fragment, movableContentOf, rememberId } from "composa";`,
    `import { cell, ords, ord, occurrences, fault, sideEffect, disposable, boom, tripped, S } from "fuzz";`,
    "",
    program.ids
      ? `const Moved = movableContentOf(({ v }) => { const id = rememberId(); <em title={id}>{v}</em>; });`
      : `const Moved = movableContentOf(({ v }) => { <em>{v}</em>; });`,
    "",
  ];
  if (program.locals)
    // generate/locals.ts: a dynamic and a static local.
    out.splice(
      2,
      0,
      `import { compositionLocalOf, staticCompositionLocalOf, CompositionLocalProvider } from "composa";`,
      "",
      `const LocalD = compositionLocalOf(0);`,
      `const LocalS = staticCompositionLocalOf(0);`,
    );
  if (program.tags) out.push(`const tags = ${JSON.stringify(TAG_TABLE)};`, "");
  if (program.internals) out.push(`const ${MODULE_INTERNAL} = 7;`, "");
  for (const u of program.uses ?? []) {
    out.push(`function ${u.name}(p, n) {`);
    printBlock(u.body, 1, out);
    out.push("}", "");
  }
  const members: string[][] = [];
  for (const c of program.components) {
    const isApp = c === program.components[0];
    const lines: string[] = [];
    if (isApp) {
      const params = program.mode === "props" ? ROOT_VARS.map(([n]) => n) : [];
      lines.push(`export function App({ ${params.join(", ")} }) {`, `  const p = "A";`);
    } else {
      const names = [
        "p",
        ...c.params.map((x) => (x.fallback === null ? x.name : `${x.name} = ${x.fallback}`)),
        ...(c.wrap ? ["children"] : []),
      ];
      if (c.slot && c.slot.call === "binding") names.push(`${c.slot.prop}: Slot`);
      const params = c.whole ? "props" : `{ ${names.join(", ")} }`;
      const local = c.name.slice(c.name.indexOf(".") + 1);
      const head =
        c.form === "member-arrow"
          ? `${c.name} = (${params}) => {`
          : c.form === "member-function"
            ? `${c.name} = function ${local}(${params}) {`
            : c.form === "object-arrow"
              ? `${local}: (${params}) => {`
              : c.form === "object-method"
                ? `${local}(${params}) {`
                : `function ${c.name}(${params}) {`;
      lines.push(head);
      if (c.whole) lines.push(`  let { ${names.join(", ")} } = props;`);
    }
    printBlock(c.body, 1, lines);
    const object = c.form === "object-arrow" || c.form === "object-method";
    lines.push(object ? "}," : c.form === "member-arrow" || c.form === "member-function" ? "};" : "}");
    if (object) members.push(lines);
    else out.push(...lines, "");
  }
  if (members.length > 0) {
    out.push("const Parts = {");
    for (const lines of members) out.push(...lines.map((l) => `  ${l}`));
    out.push("};", "");
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
      if (s.kind === "call" && s.occurrence)
        out.push(`${pad}const ${s.occurrence.name} = ${s.occurrence.init};`);
      if (s.kind === "element" && s.tagFrom) out.push(`${pad}const ${s.tag} = ${s.tagFrom};`);
      out.push(`${pad}${printEmit(s)};`);
      return;
    case "choice":
      out.push(`${pad}const kc${s.site} = occurrences();`);
      printStmt(s.body, depth, out);
      return;
    case "choice-expr": {
      out.push(`${pad}const kc${s.site} = occurrences();`);
      const frag = (emits: Emit[]) => `<>${emits.map(printEmit).join("")}</>`;
      const content = s.b === null ? `${s.test} && ${frag(s.a)}` : `${s.test} ? ${frag(s.a)} : ${frag(s.b)}`;
      out.push(`${pad}${s.wrap ? `<div class="kc">{${content}}</div>` : content};`);
      return;
    }
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
      if (s.keyedCalls) out.push(`${pad}const k${n} = ords();`);
      if (s.keyed) out.push(`${pad}const o${n} = ords();`);
      else out.push(`${pad}let i${n} = 0;`);
      const inner = pad + "  ";
      if (s.indexed) {
        out.push(
          `${pad}const xs${n} = ${s.list};`,
          `${pad}for (let j${n} = 0; j${n} < xs${n}.length; j${n}++) {`,
          `${inner}const ${s.item} = xs${n}[j${n}];`,
        );
      } else {
        out.push(`${pad}for (const ${s.item} of ${s.list}) {`);
      }
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
      if (s.keyedCalls) out.push(`${pad}const k${n} = ords();`);
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
    case "assign":
      out.push(`${pad}${s.code};`);
      return;
    case "continue":
      out.push(`${pad}continue;`);
      return;
    case "ret":
      out.push(`${pad}${s.test === null ? "" : `if (${s.test}) `}return ${s.value};`);
      return;
    case "ret-emit":
      out.push(
        `${pad}${s.test === null ? "" : `if (${s.test}) `}return ${s.emit === null ? "null" : printEmit(s.emit)};`,
      );
      return;
  }
}

export function printEmit(e: Emit): string {
  const name = e.kind === "element" ? e.tag : e.callee;
  const attrs = e.kind === "element" ? e.attrs : e.props;
  const parts = [name];
  if (e.key !== null) parts.push(`key={${e.key}}`);
  // A spread is written as the attribute `...` (`GenerateOptions.spreads`).
  for (const [a, v] of attrs) parts.push(a === "..." ? `{...${v}}` : `${a}={${v}}`);
  const slot = e.kind === "call" ? (e.slot ?? null) : null;
  if (slot?.as === "attr") parts.push(`${slot.prop}={${printSlot(slot)}}`);
  if (slot?.as === "child") return `<${parts.join(" ")}>{${printSlot(slot)}}</${name}>`;
  const children = e.children;
  if (!children || children.length === 0) return `<${parts.join(" ")} />`;
  return `<${parts.join(" ")}>${children.map(printChild).join("")}</${name}>`;
}

function printSlot(slot: SlotArg): string {
  const head = `({ p, v: ${slot.param} }) =>`;
  const only = slot.body.length === 1 ? slot.body[0]! : null;
  if (slot.expression && only && (only.kind === "element" || only.kind === "call"))
    return `${head} ${printEmit(only)}`;
  const out: string[] = [];
  printBlock(slot.body, 1, out);
  return `${head} {\n${out.join("\n")}\n}`;
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
    case "map-block":
      return `{${printList(c)}}`;
    case "array":
      return `{${printArray(c)}}`;
    case "block": {
      const out: string[] = [];
      printBlock(c.body, 1, out);
      return `{() => {\n${out.join("\n")}\n}}`;
    }
    case "children":
      return "{children}";
  }
}

/** A list child's call, `list.map((x, i, all) => …)` or another `ListCall`, without the braces. */
function printList(c: Extract<Child, { kind: "map" | "map-block" }>): string {
  const [x, i, all, l] = [`x${c.site}`, `i${c.site}`, `all${c.site}`, c.list];
  const head = (() => {
    switch (c.call ?? "map") {
      case "map":
        return `${l}.map((${x}, ${i}, ${all}) =>`;
      case "flatMap":
        return `${l}.flatMap((${x}, ${i}, ${all}) =>`;
      // `Array.from` calls its map function with the item and the index only: the list comes as a default.
      case "from":
        return `Array.from(${l}, (${x}, ${i}, ${all} = ${l}) =>`;
      case "from-length":
        return `Array.from({ length: ${l}.length }, (_${c.site}, ${i}, ${all} = ${l}, ${x} = ${all}[${i}]) =>`;
      case "spread-map":
        return `[...${l}].map((${x}, ${i}, ${all}) =>`;
      case "slice-map":
        return `${l}.slice().map((${x}, ${i}, ${all}) =>`;
      case "from-map":
        return `Array.from(${l}).map((${x}, ${i}, ${all}) =>`;
      case "filter-map":
        return `${l}.filter(() => true).map((${x}, ${i}, ${all}) =>`;
      case "optional-map":
        return `(${l}.length > 0 ? ${l} : undefined)?.map((${x}, ${i}, ${all}) =>`;
    }
  })();
  if (c.kind === "map-block") {
    const out: string[] = [];
    printBlock(c.body, 1, out);
    return `${head} {\n${out.join("\n")}\n})`;
  }
  const body = c.body.kind === "array" ? printArray(c.body) : printEmit(c.body);
  if (!c.test) return `${head} ${body})`;
  if (c.form === "and") return `${head} !(${c.test}) && ${body})`;
  return `${head} ${c.test} ? ${c.alt ? printEmit(c.alt) : "null"} : ${body})`;
}

/** `[item, …]`: texts as string literals, lists spread, an empty expression a hole. */
function printArray(c: ArrayChild): string {
  const item = (x: Child): string => {
    switch (x.kind) {
      case "text":
        return JSON.stringify(x.text);
      case "expr":
        return x.expr;
      case "and":
        return `${x.test} && ${printEmit(x.then)}`;
      case "cond":
        return `${x.test} ? ${printEmit(x.a)} : ${printEmit(x.b)}`;
      case "map":
      case "map-block":
        // Spreading a missing list throws in plain JavaScript too (`[...undefined]`): in an array the
        // list that may be missing is an empty one.
        return x.call === "optional-map"
          ? `...${printList({ ...x, call: "map", list: `(${x.list}.length > 0 ? ${x.list} : [])` })}`
          : `...${printList(x)}`;
      case "array":
        return printArray(x);
      case "element":
      case "call":
        return printEmit(x);
      default:
        // Content blocks and `{children}` are not array items (the generator makes none).
        return "null";
    }
  };
  // An empty item between commas is a hole (`[a, , b]`); a last one only ends the list.
  return `[${c.items.map(item).join(", ")}]`;
}
