/**
 * The bad-input corpus: each program with its expected catalogue code and
 * `line:col`; and a mutation fuzz over valid programs (delete / duplicate /
 * swap tokens): every failure must be a located catalogue error, never an
 * internal crash.
 */
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { CompileError, ERRORS } from "./errors.js";
import { errorOf } from "./test/error-of.js";

const H = `import { remember, key } from "composa";\n`; // line 1 of every corpus program

// [description, program (after the header line), code, "line:col"]
const corpus: [string, string, keyof typeof ERRORS, string][] = [
  ["element assigned", `function A() { const x = <div />; }`, "CMP001", "2:26"],
  ["element as argument", `function A() { f(<div />); }`, "CMP001", "2:18"],
  ["element at module level", `const x = <div />;`, "CMP001", "2:11"],
  ["element in array", `function A() { const xs = [<b />]; }`, "CMP001", "2:28"],
  ["element as attribute value", `function A() { <X icon=<Y /> />; }`, "CMP001", "2:24"],
  ["element in object", `function A() { g({ a: <b /> }); }`, "CMP001", "2:23"],
  ["element in template", "function A() { `${<b />}`; }", "CMP001", "2:19"],
  ["return element", `function A() {\n  return <div />;\n}`, "CMP002", "3:10"],
  ["return element in if", `function A({ c }) { if (c) return <b />; <i />; }`, "CMP002", "2:35"],
  ["element in try", `function A() {\n  try {\n    <div />;\n  } catch {}\n}`, "CMP003", "4:5"],
  ["element in catch", `function A() { try { f(); } catch (e) { <p />; } }`, "CMP003", "2:41"],
  ["element in finally", `function A() { try { f(); } finally { <p />; } }`, "CMP003", "2:39"],
  ["composable returns a value", `function A() { <div />; return 1; }`, "CMP004", "2:25"],
  ["composable returns a string", `const A = () => { <i />; return "x"; };`, "CMP004", "2:26"],
  ["two params", `function A(a, b) { <div />; }`, "CMP005", "2:15"],
  ["three params arrow", `const A = (a, b, c) => { <div />; };`, "CMP005", "2:15"],
  ["composable called as function", `function B() { <i />; }\nfunction A() { B({}); }`, "CMP006", "3:16"],
  [
    "composable arrow called",
    `const B = () => { <i />; };\nfunction A() { <div />; B(); }`,
    "CMP006",
    "3:25",
  ],
  ["lambda to forEach", `function A({ xs }) { xs.forEach((x) => { <b />; }); }`, "CMP007", "2:33"],
  // A list kept in a variable is an element used as a value (as `const rows = [<b />]` is).
  ["map outside content", `function A({ xs }) { const r = xs.map((x) => <b />); <i />; }`, "CMP001", "2:39"],
  [
    "element in an onClick handler",
    `function A() { <button onClick={() => { <b />; }} />; }`,
    "CMP023",
    "2:41",
  ],
  [
    "element in a composable's on* prop",
    `function A() { <Button onPress={() => <b />} />; }`,
    "CMP023",
    "2:39",
  ],
  ["element in a ref", `function A() { <div ref={(el) => { <b />; }} />; }`, "CMP023", "2:36"],
  [
    "composable given as a handler",
    `function B() { <b />; }\nfunction A() { <button onClick={B} />; }`,
    "CMP023",
    "3:33",
  ],
  [
    "element in a remember calculation",
    `function A() { const f = remember(() => { <b />; }); <i />; }`,
    "CMP024",
    "2:35",
  ],
  [
    "element in an effect",
    `import { SideEffect } from "composa";\nfunction A() { SideEffect(() => { <b />; }); <i />; }`,
    "CMP024",
    "3:27",
  ],
  [
    "element in a promise callback",
    `function A({ p }) { p.then(() => { <b />; }); <i />; }`,
    "CMP024",
    "2:28",
  ],
  ["lambda to setTimeout", `function A() { <i />; setTimeout(() => <b />); }`, "CMP024", "2:34"],
  [
    "remember in event handler",
    `function A() { <button onClick={() => remember(() => 1)} />; }`,
    "CMP008",
    "2:39",
  ],
  ["use* in callback", `function A() { const f = () => useTheme(); <i />; }`, "CMP008", "2:32"],
  ["key without block", `function A({ k }) { key(k); <i />; }`, "CMP009", "2:21"],
  ["key with extra args", `function A({ k }) { key(k, () => { <i />; }, 3); }`, "CMP009", "2:21"],
  ["key as a value", `function A({ k }) { const v = key(k, () => {}); <i />; }`, "CMP009", "2:31"],
  ["value composable emits", `function useThing() { <div />; }`, "CMP010", "2:1"],
  ["remember* emits", `const rememberX = () => { <b />; };`, "CMP010", "2:19"],
  ["remember without calc", `function A() { const x = remember(); <i />; }`, "CMP011", "2:26"],
  ["content block with params", `function A() { <div>{(x) => { <b />; }}</div>; }`, "CMP012", "2:22"],
  ["namespaced tag", `function A() { <svg:rect />; }`, "CMP013", "2:17"],
  ["class method", `class K { render() { <div />; } }`, "CMP016", "2:11"],
  ["async composable", `async function A() { <div />; }`, "CMP017", "2:1"],
  ["generator composable", `function* A() { <div />; }`, "CMP017", "2:1"],
  ["async lambda", `function A() { <Box content={async () => { <b />; }} />; }`, "CMP017", "2:30"],
  ["empty attribute expression", `function A() { <div title={} />; }`, "CMP015", "2:27"],
  ["spread child", `function A({ xs }) { <div>{...xs}</div>; }`, "CMP022", "2:27"],
  ["syntax error", `function A() { <div> }`, "CMP015", "2:21"],
  ["unclosed tag", `function A() { <div><span></div>; }`, "CMP015", "2:33"],
  // Elements in other value positions.
  ["element in ?: value", `function A({ c }) { const x = c ? <a /> : <b />; }`, "CMP001", "2:35"],
  ["element in && value", `function A({ c }) { const x = c && <a />; }`, "CMP001", "2:36"],
  ["element as a prop default", `function A({ icon = <Star /> }) { <i />; }`, "CMP001", "2:21"],
  ["element in class property", `class K { x = <div />; }`, "CMP001", "2:15"],
  ["element thrown", `function A() { throw <b />; }`, "CMP001", "2:22"],
  ["element as if test", `function A() { if (<b />) { <i />; } }`, "CMP001", "2:20"],
  ["element as for-of right side", `function A() { for (const x of <b />) { <i />; } }`, "CMP001", "2:32"],
  ["element as switch discriminant", `function A() { switch (<b />) { default: } }`, "CMP001", "2:24"],
  ["element passed to new", `function A() { new Foo(<b />); }`, "CMP001", "2:24"],
  ["element as computed key", `function A() { const o = { [<b />]: 1 }; <i />; }`, "CMP001", "2:29"],
  ["element as destructuring default", `function A() { const [x = <b />] = []; <i />; }`, "CMP001", "2:27"],
  // React's ways of keeping elements as values (array children and list calls in content compile).
  [
    "element pushed into an array",
    `function A({ n }) { const xs = []; xs.push(<li key={n} />); }`,
    "CMP001",
    "2:44",
  ],
  ["element assigned later", `function A() { let h; h = <h1 />; <i />; }`, "CMP001", "2:27"],
  [
    "array of elements as a value",
    `function A() { const xs = [<b />, <i />]; <ul>{xs}</ul>; }`,
    "CMP001",
    "2:28",
  ],
  [
    "array of elements filtered",
    `function A({ c }) { <ul>{[c && <li />, <b />].filter(Boolean)}</ul>; }`,
    "CMP001",
    "2:32",
  ],
  [
    "list result reversed",
    `function A({ xs }) { <ul>{xs.map((x) => <li key={x} />).reverse()}</ul>; }`,
    "CMP001",
    "2:34",
  ],
  [
    "Array.from callback outside content",
    `function A({ xs }) { const ys = Array.from(xs, (x) => <li />); }`,
    "CMP007",
    "2:48",
  ],
  [
    "flatMap callback outside content",
    `function A({ xs }) { const ys = xs.flatMap((x) => [<li />]); }`,
    "CMP007",
    "2:44",
  ],
  [
    "element returned by a local lambda",
    `function A() { const f = () => { return <a />; }; <i />; }`,
    "CMP002",
    "2:41",
  ],
  ["fragment returned", `function A() { return <><b /></>; }`, "CMP002", "2:23"],
  ["composable returns a string after content", `function A() { <b />; return "s"; }`, "CMP004", "2:23"],
  [
    "element in try in a loop",
    `function A({ xs }) { for (const x of xs) { try { <b />; } catch {} } }`,
    "CMP003",
    "2:50",
  ],
  [
    "element in try in a content block",
    `function A() { <div>{() => { try { <b />; } finally {} }}</div>; }`,
    "CMP003",
    "2:36",
  ],
  ["four params", `function A(a, b, c, d) { <div />; }`, "CMP005", "2:15"],
  ["rest parameter", `function A(...{ a }) { <p>{a}</p>; }`, "CMP005", "2:12"],
  [
    "element lambda to an ordinary function in a remember calculation",
    `function A() { const d = remember(() => g(() => <b />)); <i />; }`,
    "CMP024",
    "2:43",
  ],
  [
    "composable called in an event handler",
    `function B() { <i />; }\nfunction A() { <button onClick={() => B({})} />; }`,
    "CMP006",
    "3:39",
  ],
  [
    "block-bodied map outside content",
    `function A({ xs }) { const a = xs.map((x) => { return <b />; }); <i />; }`,
    "CMP001",
    "2:39",
  ],
  ["element lambda to filter", `function A({ xs }) { xs.filter((x) => <b />); }`, "CMP007", "2:32"],
  ["use* in a timer", `function A() { setTimeout(() => useTheme(), 1); <i />; }`, "CMP008", "2:33"],
  [
    "key in a loop with extra args",
    `function A({ xs }) { for (const x of xs) { key(x, () => { <b />; }, 1); } }`,
    "CMP009",
    "2:44",
  ],
  ["key with a non-function block", `function A({ k }) { key(k, 3); <i />; }`, "CMP009", "2:21"],
  ["key block with parameters", `function A({ k }) { key(k, (a) => { <b />; }); }`, "CMP009", "2:21"],
  ["use* emits a fragment", `function useX() { <>ok</>; }`, "CMP010", "2:1"],
  [
    "content block destructures a parameter",
    `function A() { <div>{({ a }) => { <b />; }}</div>; }`,
    "CMP012",
    "2:22",
  ],
  ["namespaced composable tag", `function A() { <ns:Comp />; }`, "CMP013", "2:17"],
  ["getter composable", `const o = { get view() { <div />; return 1; } };`, "CMP016", "2:13"],
  ["setter composable", `class K { set view(v) { <div />; } }`, "CMP016", "2:11"],
  ["static method composable", `class K { static render() { <div />; } }`, "CMP016", "2:11"],
  ["async arrow composable", `const A = async () => { <div />; };`, "CMP017", "2:11"],
  ["async generator composable", `async function* A() { <div />; }`, "CMP017", "2:1"],
  [
    "function with elements called in place",
    `function A() { <div>{(() => { <b />; })()}</div>; }`,
    "CMP026",
    "2:23",
  ],
  ["React.memo", `const Item = React.memo(({ t }) => { <b>{t}</b>; });`, "CMP027", "2:25"],
  ["forwardRef", `const Input = forwardRef((props, ref) => { <input ref={ref} />; });`, "CMP027", "2:26"],
  ["spread child in a list", `function A({ xs }) { <ul>{...xs}</ul>; }`, "CMP022", "2:26"],
  [
    "composable given to .map",
    `function row(x) { <li>{x}</li>; }\nfunction A({ xs }) { <ul>{xs.map(row)}</ul>; }`,
    "CMP007",
    "3:34",
  ],
  [
    "composable given to a timer",
    `function Banner() { <b />; }\nfunction A() { setTimeout(Banner, 10); <i />; }`,
    "CMP024",
    "3:27",
  ],
  ["await in a plain composable", `function A() { await f(); <div />; }`, "CMP015", "2:16"],
  ["unterminated attribute string", `function A() { <div title="x />; }`, "CMP015", "2:27"],
  ["mismatched closing tag", `function A() { <div></span>; }`, "CMP015", "2:21"],
];

const tsCorpus: [string, string, keyof typeof ERRORS, string][] = [
  ["export =", `function A() { <div />; }\nexport = A;`, "CMP014", "3:1"],
  ["import = require", `import fs = require("fs");\nfunction A() { <div />; }`, "CMP014", "2:1"],
  [
    "export import = require",
    `export import fs = require("fs");\nfunction A() { <div />; }`,
    "CMP014",
    "2:1",
  ],
  [
    "enum member without value after a string",
    `enum E { A = "a", B }\nfunction A() { <div />; }`,
    "CMP014",
    "2:19",
  ],
  [
    "accessor with a computed name",
    `class K { accessor [k] = 1; }\nfunction A() { <div />; }`,
    "CMP014",
    "2:21",
  ],
  ["decorated accessor", `class K { @dec accessor x = 1; }\nfunction A() { <div />; }`, "CMP025", "2:11"],
  ["decorator", `@dec class K {}\nfunction A() { <div />; }`, "CMP025", "2:1"],
  ["member decorator", `class K { @dec m() {} }\nfunction A() { <div />; }`, "CMP025", "2:11"],
  [
    "angle-bracket type assertion in .tsx",
    `function A() { const x = <number>y; <div />; }`,
    "CMP015",
    "2:44",
  ],
];

describe("bad-input corpus", () => {
  it("has at least 50 programs", () => expect(corpus.length + tsCorpus.length).toBeGreaterThanOrEqual(50));
  const all = [
    ...corpus.map((c) => [...c, "/src/bad.jsx"] as const),
    ...tsCorpus.map((c) => [...c, "/src/bad.tsx"] as const),
  ];
  for (const [name, body, code, at, file] of all) {
    it(`${code} ${name}`, () => {
      const e = errorOf(H + body, file);
      expect(e.code).toBe(code);
      expect(`${e.loc?.line}:${e.loc?.column}`).toBe(at);
      expect(e.message).toContain(`bad.`);
      expect(e.message).toContain(`:${at}: [${code}]`);
      expect(e.frame).toContain(">");
    });
  }
  it("every catalogue message says what to write instead", () => {
    for (const [code, message] of Object.entries(ERRORS)) {
      if (code === "CMP015") continue;
      expect(message, code).toMatch(
        /write|use|declare|name it|rename|put|wrap|return nothing|pass|give|move|call/i,
      );
    }
  });
});

const VALID = [
  `import { remember, mutableStateOf } from "composa";
export function Counter({ label, items = [] }) {
  const count = remember(() => mutableStateOf(0));
  <Row>
    <Text text={label + count.value} />
    <Button text="+" onClick={() => count.value++} />
    {items.map((x) => <Item key={x.id} item={x} />)}
    {count.value > 2 && <b>big</b>}
  </Row>;
}`,
  `export function View({ mode, xs }) {
  if (!xs.length) { <empty />; return; }
  <ul>{() => { for (const x of xs) { switch (mode) { case 1: <a />; break; default: <li>{x}</li>; } } }}</ul>;
  <p class="x" {...xs}>hello {mode} world</p>;
}`,
];

function tokens(src: string): { start: number; end: number }[] {
  const ast = parse(src, { sourceType: "module", plugins: ["jsx"], tokens: true });
  return (ast.tokens ?? []).filter((tk) => tk.end > tk.start).map((tk) => ({ start: tk.start, end: tk.end }));
}

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe("decorators", () => {
  it("say which Babel plugin to add and through which option, not a generic syntax error (.tsx and .jsx)", () => {
    for (const file of ["/src/store.tsx", "/src/store.jsx"]) {
      const e = errorOf(`@observable\nclass Store {}\nexport function A() { <div />; }`, file);
      expect(e.code).toBe("CMP025");
      expect(e.message).toMatch(/^store\.[tj]sx:1:1: \[CMP025\]/);
      expect(e.reason).toContain('composa({ babel: { plugins: [["@babel/plugin-proposal-decorators"');
      expect(e.frame).toContain("> 1 | @observable");
    }
  });
});

describe("mutation fuzz", () => {
  it("deleting, duplicating or swapping tokens never crashes the plugin", () => {
    const random = rng(42);
    let compiled = 0;
    let rejected = 0;
    const crashes: string[] = [];
    for (const src of VALID) {
      const toks = tokens(src);
      for (let i = 0; i < 300; i++) {
        const a = toks[Math.floor(random() * toks.length)]!;
        const b = toks[Math.floor(random() * toks.length)]!;
        const op = Math.floor(random() * 3);
        let mutated: string;
        if (op === 0) mutated = src.slice(0, a.start) + src.slice(a.end);
        else if (op === 1) mutated = src.slice(0, a.end) + " " + src.slice(a.start, a.end) + src.slice(a.end);
        else {
          const [x, y] = a.start < b.start ? [a, b] : [b, a];
          if (x.end > y.start) continue;
          mutated =
            src.slice(0, x.start) +
            src.slice(y.start, y.end) +
            src.slice(x.end, y.start) +
            src.slice(x.start, x.end) +
            src.slice(y.end);
        }
        try {
          compile(mutated, { filename: "/src/m.jsx", root: "/src" });
          compiled++;
        } catch (e) {
          if (e instanceof CompileError && e.code in ERRORS && e.loc) rejected++;
          else crashes.push(`${String((e as Error)?.message ?? e).slice(0, 200)}\n--- program:\n${mutated}`);
        }
      }
    }
    expect(crashes).toEqual([]);
    expect(compiled + rejected).toBeGreaterThan(400);
  }, 60_000); // 600 compiles: slow on a loaded machine, never a timing assertion
});

describe("CMP014: CommonJS forms say which ES form to write", () => {
  it("`export =` points to `export default`, `import x = require()` to an ES import", () => {
    const exported = errorOf(`export function A() { <div />; }\nexport = A;`, "/src/bad.tsx");
    expect(exported.code).toBe("CMP014");
    expect(exported.reason).toContain("`export default …`");
    const required = errorOf(`import fs = require("fs");\nexport function A() { <div />; }`, "/src/bad.tsx");
    expect(required.code).toBe("CMP014");
    expect(required.reason).toContain('`import x from "…"`');
  });
});
