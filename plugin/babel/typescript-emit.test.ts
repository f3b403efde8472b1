/**
 * TypeScript that emits code (`enum`, `namespace`, `import Alias = N.x`,
 * `accessor` fields, and the erasable rest) compiled by Composa must build
 * the same objects as `tsc`'s own emit for ES2022: each program below is run
 * twice, once as Composa compiles it and once as TypeScript 5's
 * `transpileModule` does, and what it exports must be the same, key order,
 * reverse mappings and prototypes' members included.
 */
import { parse } from "@babel/parser";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { isCompileError } from "./errors.js";
import { evaluate, load, type Module } from "./test/harness.js";

interface Ts5 {
  transpileModule(
    source: string,
    options: { compilerOptions: Record<string, unknown>; fileName: string },
  ): { outputText: string };
  ScriptTarget: { ES2021: number; ES2022: number };
  ModuleKind: { ESNext: number };
  JsxEmit: { Preserve: number };
}
const ts = createRequire(import.meta.url)("typescript-5") as Ts5;

/** A composable, so that Composa compiles the file (a file with none comes back as written). */
const PROBE = "\nfunction CompileProbe() { <i />; }\n";

function tscOutput(source: string, target: "ES2021" | "ES2022" = "ES2022"): string {
  return ts.transpileModule(source, {
    fileName: "program.tsx",
    compilerOptions: {
      target: ts.ScriptTarget[target],
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
      isolatedModules: true,
    },
  }).outputText;
}

function viaTsc(source: string): Module {
  return evaluate(tscOutput(source));
}

/** The user's own imports of a module's code (`./…`), as `source: names`. */
function importsOf(code: string): string[] {
  const program = parse(code, { sourceType: "module", plugins: ["jsx"] }).program;
  return program.body.flatMap((s) =>
    s.type === "ImportDeclaration" && s.source.value.startsWith("./")
      ? [`${s.source.value}: ${s.specifiers.map((x) => x.local.name).join(", ")}`]
      : [],
  );
}

/** A value as data: own keys in order (functions by name and own keys), class instances by their fields. */
function shape(v: unknown, seen = new Set<unknown>()): unknown {
  if (typeof v === "symbol") return v.toString();
  if (v === null || (typeof v !== "object" && typeof v !== "function")) return Number.isNaN(v) ? "NaN" : v;
  if (seen.has(v)) return "[cycle]";
  seen.add(v);
  const own = Object.fromEntries(
    Reflect.ownKeys(v as object).flatMap((k) =>
      typeof k === "string" && !(typeof v === "function" && ["length", "name", "prototype"].includes(k))
        ? [[k, shape((v as Record<string, unknown>)[k], seen)]]
        : [],
    ),
  );
  if (typeof v === "function") return { function: v.name, own };
  if (Array.isArray(v)) return v.map((x) => shape(x, seen));
  return { keys: Object.keys(v), own };
}

const programs: [string, string][] = [
  [
    "enum: auto-increment, explicit, string, references to earlier members and outer constants, folding",
    `const outer = 5; const prefix = "pre"; let dynamic = 7;
export enum E { A, B = A + 1, C = E.B * 2, D = outer, F = "x", G = F, H = \`t\${prefix}\`, I = dynamic * 2, J = prefix + "y", K = -1, L, M = 1 << 4, N = ~M, O = "o".length, P = I + 1, R = 2, S }`,
  ],
  [
    "enum: declaration merging, string keys, a member named like the enum",
    `export enum E { A = 1 } enum E { B = E.A + 10, C = B + 1 } export enum Self { Self = 3, "two words" = Self * 2, Next }
export const read = [E.A, E[11], Self["two words"], Self[3]];`,
  ],
  [
    "const enum and export enum as ordinary objects, declare enum erased",
    `export const enum Dir { Up = "UP", Down = "DOWN" } declare enum Ambient { X } export enum Flags { None = 0, A = 1 << 0, B = 1 << 1, AB = A | B }
export enum Derived { Up = Dir.Up, Both = Flags.AB, Plus = Flags.B + 1 }
export const used = [Dir.Up, Flags.AB, Flags[3]];`,
  ],
  [
    "enum inside a function body, a block, and merged into a namespace",
    `export function make(n: number) { enum Local { A = n, B = A * 2 } return Local; }
export const made = make(4);
export let inBlock: unknown; { enum Scoped { X = 2 } inBlock = Scoped; }
export enum Color { Red } export namespace Color { export function name(c: Color) { return Color[c]; } }
export const red = Color.name(Color.Red);`,
  ],
  [
    "namespace: exported values, functions, classes, locals, writes seen from outside",
    `export namespace N {
  export const x = 1, y = x + 1;
  export let count = 0;
  const hidden = 10;
  export function bump() { count++; return count + hidden; }
  export class K { v = x; }
  export const { p, q: [r] } = { p: 3, q: [4] };
  export enum Inner { A = 5 }
}
export const bumped = [N.bump(), N.bump(), N.count, new N.K().v];`,
  ],
  [
    "namespace: nested dotted names, merging blocks, merging with a function and a class, types only",
    `export namespace A.B.C { export const d = 1; }
namespace A.B { export const e = A.B.C.d + 1; }
export namespace M { export const first = 1; }
export namespace M { export const second = M.first + 1; }
export function Fn() { return 1; } export namespace Fn { export const meta = "m"; }
export class Klass { static make() { return Klass.defaults; } } export namespace Klass { export const defaults = { k: 1 }; }
namespace TypesOnly { export interface I { a: 1 } export type T = number; }
export const read = [A.B.e, M.second, Fn.meta, Klass.make()];`,
  ],
  [
    "namespace: destructuring with defaults and rest, nested namespaces reading the outer one's exports, writes through updates",
    `export namespace Config {
  export const { mode = "light", ...others } = { size: 2, dense: true } as Record<string, unknown>;
  export let [first, , third = 30] = [1, 2];
  export let hits = 0;
  export namespace Derived {
    export const label = \`\${mode}:\${third}\`;
    export function hit() { hits++; hits += 1; [first] = [first + 1]; return { hits, first }; }
  }
  export class Store { static defaults = { mode, third }; read() { return Derived.label; } }
}
export const read = [Config.Derived.hit(), Config.Derived.hit(), new Config.Store().read(), Config.Store.defaults];`,
  ],
  [
    "namespace: an exported ambient variable (set from outside) is read through the object",
    `export namespace Env { export declare let mode: string; export function describe() { return "mode " + mode; } }
(Env as { mode: string }).mode = "test";
export const read = Env.describe();`,
  ],
  [
    'enum: members read as E["A"], string names, folding of every operator',
    `export enum Ops { A = 7, B = Ops["A"] * 2, C = A % 4, D = 2 ** 5, E = 1 >>> 0, F = -8 >> 1, G = 6 & 3 ^ 1, H = "x" + 1 + 2, "with space" = 9, I = ~~3 }
export const read = [Ops.B, Ops[14], Ops["with space"], Ops[9]];`,
  ],
  [
    "import aliases of entities",
    `export namespace Shapes { export namespace Polygons { export class Square { side = 2; } export const sides = 4; } }
import Polys = Shapes.Polygons;
import Sides = Shapes.Polygons.sides;
import TypeOnly = Shapes.Polygons.Square;
export import Again = Shapes.Polygons;
let t: TypeOnly | undefined;
export const read = [new Polys.Square().side, Sides, Again.sides, t];`,
  ],
  [
    "classes: parameter properties, accessor fields, abstract, declare, definite, override, index signatures, optional methods",
    `abstract class Base { abstract area(): number; declare tag: string; [key: string]: unknown; describe?(): string; sides = 0; }
export class Square extends Base {
  accessor side = 2;
  static accessor count = 0;
  accessor #secret = "s";
  ready!: boolean;
  constructor(public readonly name: string) { super(); Square.count++; }
  override area(): number { return this.side * this.side; }
  get secret() { return this.#secret; }
}
export class Sub extends Square {}
const sq = new Square("sq"); sq.side = 3; new Sub("sub");
export const read = [Object.keys(sq), sq.area(), sq.secret, Square.count, Sub.count];`,
  ],
  [
    "erasable syntax: overloads, declare, this parameters, satisfies, as const, generic arrows, unique symbol, readonly arrays",
    `declare const injected: string; declare function ambient(): void; declare let later: number;
export function pick(x: string): string; export function pick(x: number): number;
export function pick(this: unknown, x: string | number) { return x; }
export const config = { mode: "dark", sizes: [1, 2] } as const satisfies { mode: string; sizes: readonly number[] };
export const identity = <T,>(x: T): T => x;
export const tag: unique symbol = Symbol("tag");
const list: readonly number[] = [3, 1, 2];
let definite!: number; definite = 1;
export const read = [pick(1), identity("i"), typeof tag, [...list].sort(), definite, config.sizes];`,
  ],
];

describe("TypeScript emit: Composa builds what tsc builds", () => {
  for (const [name, source] of programs) {
    it(name, () => {
      const ours = load(source + PROBE, {}, "/src/program.tsx").module;
      const theirs = viaTsc(source);
      expect(Object.keys(ours).length).toBeGreaterThan(0);
      expect(shape(ours)).toEqual(shape(theirs));
    });
  }
});

describe("TypeScript import elision: Composa keeps the imports tsc keeps", () => {
  const files: [string, string][] = [
    [
      "imports read only as types, or not at all, are dropped; values, JSX tags and re-exports stay",
      `import { Props, Kind } from "./types";
import Default, { Card, unusedHelper, type Theme } from "./ui";
import * as Icons from "./icons";
import * as TypesOnly from "./shapes";
import type { Store } from "./store";
import "./styles.css";
import { shared } from "./shared";
export { shared };
export function App({ n }: Props & { k: Kind; t: Theme; s: Store; sh: TypesOnly.Shape }) {
  <Card>{n}<Icons.Star /></Card>;
}`,
    ],
    [
      "an alias of an import is a value read of it when the alias is read as a value",
      `import * as Models from "./models";
import * as Schemas from "./schemas";
import User = Models.User;
import Schema = Schemas.Schema;
export function Row({ s }: { s: Schema }) {
  <p>{new User().name}</p>;
}`,
    ],
  ];
  for (const [name, source] of files) {
    it(name, () => {
      const ours = compile(source, { filename: "/src/app.tsx", root: "/src", sourceMaps: false }).code;
      const theirs = tscOutput(source);
      expect(importsOf(theirs).length).toBeGreaterThan(0);
      expect(importsOf(ours)).toEqual(importsOf(theirs));
    });
  }
});

describe("accessor fields and the decorators plugin", () => {
  it("leaves a decorated `accessor` to the decorators plugin the user adds, and writes out the others", () => {
    const { code } = compile(
      `class A { @tracked accessor x = 1; accessor y = 2; }\nexport function V() { <i />; }`,
      {
        filename: "/src/a.tsx",
        root: "/src",
        sourceMaps: false,
        // What a user's @babel/plugin-proposal-decorators turns on (its transform, not in this repository, runs after).
        babel: { parserOpts: { plugins: [["decorators", { decoratorsBeforeExport: true }]] } },
      },
    );
    expect(code).toMatch(/@tracked\s+accessor x = 1;/);
    expect(code).not.toMatch(/accessor y/);
    expect(code).toContain("#y_accessor_storage = 2;");
  });
});

describe("static accessors of a class without a name", () => {
  // tsc 5's ES2022 emit reads them through a `_a` it never sets (C.x throws),
  // so the reference is its ES2021 emit: `_a = class { … }`, read through `_a`.
  const source = `export const C = class { static accessor x = 1; accessor y = 2; static bump() { return ++this.x; } };
export class D extends C {}
export const made = [1, 2].map((i) => class { static accessor v = i; });
class E extends made[0] {}
D.x = 5;
export const read = [C.name, C.x, D.x, C.bump(), D.bump(), new D().y, made.map((m) => m.v), E.v];`;

  it("read their storage through the class, so a subclass's read works, each evaluation its own", () => {
    const ours = load(source + PROBE, {}, "/src/program.tsx").module;
    const theirs = evaluate(tscOutput(source, "ES2021"));
    expect(shape(ours)).toEqual(shape(theirs));
    expect(ours.read).toEqual(["C", 5, 5, 6, 7, 2, [1, 2], 1]);
  });

  it("in a default-exported class declaration too", () => {
    const ours = load(
      "export default class { static accessor w = 4; }" + PROBE,
      {},
      "/src/program.tsx",
    ).module;
    class Sub extends (ours.default as { new (): object; w: number }) {}
    Sub.w = 9;
    expect([Sub.w, (ours.default as { w: number }).w]).toEqual([9, 9]);
  });
});

describe("mutated TypeScript", () => {
  it("never crashes the compiler, and what it compiles is plain JavaScript", () => {
    const fixtures = ["typescript-enum", "typescript-namespace", "typescript-syntax"].map((name) =>
      readFileSync(new URL(`./fixtures/${name}/input.tsx`, import.meta.url), "utf8"),
    );
    let seed = 17;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const crashes: string[] = [];
    let compiled = 0;
    for (const src of fixtures) {
      const tokens = parse(src, {
        sourceType: "module",
        plugins: ["typescript", "jsx", "decoratorAutoAccessors"],
        tokens: true,
      }).tokens!.filter((x) => !/^Comment/.test((x as { type: unknown }).type as string));
      for (let i = 0; i < 100; i++) {
        const a = tokens[Math.floor(random() * tokens.length)]!;
        const b = tokens[Math.floor(random() * tokens.length)]!;
        const mutated =
          random() < 0.5
            ? src.slice(0, a.start) + src.slice(a.end)
            : src.slice(0, a.start) + src.slice(b.start, b.end) + " " + src.slice(a.start);
        try {
          const { code, changed } = compile(mutated, {
            filename: "/src/m.tsx",
            root: "/src",
            sourceMaps: false,
          });
          compiled++;
          if (changed) parse(code, { sourceType: "module" }); // no TypeScript left
        } catch (e) {
          if (!isCompileError(e)) crashes.push(`${String((e as Error)?.message).slice(0, 200)}\n${mutated}`);
        }
      }
    }
    expect(crashes).toEqual([]);
    expect(compiled).toBeGreaterThan(20);
  }, 60_000); // 300 compiles: slow on a loaded machine, never a timing assertion
});
