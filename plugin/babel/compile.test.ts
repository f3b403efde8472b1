import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { hashString } from "./keys.js";
import { load, mount } from "./test/harness.js";

const opts = { filename: "/src/app/Counter.tsx", root: "/src" };

/** The keys (hex literals) passed to start* / text / dynamic calls, in order. */
function keysOf(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\$c\.(?:start\w+|text|dynamic)\((0x[0-9a-f]+)/g)) out.push(m[1]!);
  return out;
}

function fnSlice(code: string, name: string): string {
  const start = code.indexOf(`function ${name}(`);
  const next = code.indexOf("\nfunction ", start + 1);
  const nextExport = code.indexOf("\nexport function ", start + 1);
  const ends = [next, nextExport].filter((i) => i > 0);
  return code.slice(start, ends.length ? Math.min(...ends) : undefined);
}

describe("compile()", () => {
  it("returns a file with no elements and no composables byte-identical", () => {
    const src = "// plain module\nexport const  x = ( 1 +2 ) ;\nfunction f(a) { return a.map(b => b * 2) }\n";
    const r = compile(src, { filename: "/src/plain.ts", root: "/src" });
    expect(r.changed).toBe(false);
    expect(r.code).toBe(src);
    expect(r.map).toBeNull();
  });

  it("strips TypeScript from files it compiles", () => {
    const src = `import type { X } from "./x";\ninterface P { label: string }\nexport function A({ label }: P): void { const n = label as string; <div title={n!} />; }\n`;
    const r = compile(src, { filename: "/src/a.tsx", root: "/src" });
    expect(r.code).not.toMatch(/interface|: P|as string|import type/);
    expect(r.code).toContain("$c.startElement(");
    expect(r.code).toContain('$c.set("title", n)');
  });

  it("strips declarations that are types only, so the output parses as JavaScript", () => {
    // `declare const` is how a Vite app types a `define`d constant; abstract classes and
    // definite assignment (`let x!: T`) are everyday TypeScript too.
    const src = `export type * from "./types";
declare const __APP_VERSION__: string;
export declare let later: number;
declare class Native {}
abstract class Shape { abstract area(): number; abstract name: string; declare tag: string; sides = 0; }
export abstract class Square extends Shape { area() { return 1; } name = "square"; }
export function A({ n }: { n: number }) { let x!: number; x = n; <p title={__APP_VERSION__}>{x}</p>; }
`;
    const { code } = compile(src, { filename: "/src/a.tsx", root: "/src" });
    expect(() => parse(code, { sourceType: "module" })).not.toThrow();
    expect(code).not.toMatch(/declare|abstract|Native|x!|name;|tag;|types/);
    expect(code).toMatch(/class Shape \{\s*sides = 0;\s*\}/);
    expect(code).toContain("export class Square extends Shape");
  });

  it("compiles TypeScript parameter properties as TypeScript does: a field each, assigned after super()", () => {
    // A class in a component file is ordinary TypeScript (a model kept in state, say).
    const src = `
export class Point {
  constructor(readonly x: number, public y = 0) {}
  get sum() { return this.x + this.y; }
}
export const Labeled = class extends Point {
  tag = "t";
  constructor(x: number, private readonly label: string, ...rest: number[]) {
    const n = rest.length;
    super(x, n);
    this.tag += n;
  }
  text() { return \`\${this.label}:\${this.sum}:\${this.tag}\`; }
};
export function View({ p }: { p: InstanceType<typeof Labeled> }) { <p>{p.text()}</p>; }`;
    const { module, code } = load(src, {}, "/src/model.tsx");
    expect(() => parse(code, { sourceType: "module" })).not.toThrow();
    const point = new module.Point(2);
    expect(point.sum).toBe(2);
    expect(Object.keys(new module.Point(1, 2))).toEqual(["x", "y"]);
    const labeled = new module.Labeled(3, "a", 9, 9);
    expect(labeled.text()).toBe("a:5:t2");
    expect(Object.keys(labeled)).toEqual(["x", "y", "label", "tag"]); // TypeScript's order
    expect(mount(module.View, { p: labeled }).tree()).toContain("a:5:t2");
  });

  it("compiles the DESIGN.md Counter to the documented shape", () => {
    const src = `import { remember, mutableStateOf } from "composa";
import { Row, Text, Button } from "composa/dom";

export function Counter({ label }: { label: string }) {
  const count = remember(() => mutableStateOf(0));
  <Row>
    <Text text={\`\${label}: \${count.value}\`} />
    <Button text="+" onClick={() => count.value++} />
  </Row>;
}
`;
    const { code } = compile(src, opts);
    const key = (p: string) => `0x${hashString(`app/Counter.tsx\u0000${p}`).toString(16)}`;
    expect(code).toBe(`import { remember, mutableStateOf } from "composa";
import { Row, Text, Button } from "composa/dom";
const $props0 = [];
const $props1 = ["label"];
Counter.$skip = {
  key: ${key("Counter")},
  names: $props1,
  same: (p, s, i) => {
    let a, b;
    return (a = s[i]) === (b = p.label) ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b;
  }
};
export function Counter($props, $c, $changed) {
  if ($c.skipRestartGroup(${key("Counter")}, $changed, $props, $props1)) return;
  $c.startRestartGroup(${key("Counter")});
  let $dirty = $changed;
  if (($changed & 0b110) === 0) $dirty |= $c.changed($props.label) ? 0b100 : 0b10;else if (($changed & 0b110) !== 0b110) $c.changed($props.label);
  if (!$c.skipIfUnchanged(($dirty & 1) === 0 && ($dirty & 0b100 & ~($dirty << 1)) === 0)) {
    let {
      label
    } = $props;
    const count = $c.cache(false, () => mutableStateOf(0));
    Row({
      children: $c.cache($c.changed(label) | $c.changed(count), () => function $lambda0($props, $c, $changed) {
        if ($c.skipRestartGroup(${key("Counter/Row#0/children#0")}, $changed, $props, $props0, $lambda0)) return;
        $c.startRestartGroup(${key("Counter/Row#0/children#0")});
        let $dirty = $changed;
        if ($c.changed($lambda0)) $dirty |= 1;
        if (!$c.skipIfUnchanged(($dirty & 1) === 0)) {
          Text({
            text: \`\${label}: \${count.value}\`
          }, $c, 0);
          $c.startReplaceableGroup(${key("Counter/Row#0/children#0/Button#0")});
          Button({
            text: "+",
            onClick: $c.cache($c.changed(count), () => () => count.value++)
          }, $c, 0);
          $c.endReplaceableGroup();
        }
        $c.endRestartGroup()?.updateScope($lambda0, $props, $changed | 1);
      })
    }, $c, 0);
  }
  $c.endRestartGroup()?.updateScope(Counter, $props, $changed | 1);
}`);
  });

  it("a lambda compares itself with its last instance only when its instances can differ (it captures something)", () => {
    const { code } = compile(
      `export function A({ t }) {\n  <Box><b>fixed</b></Box>;\n  <Box><b>{t}</b></Box>;\n}\n`,
      opts,
    );
    expect(code.match(/\$c\.changed\(\$lambda\d+\)/g)).toHaveLength(1);
  });

  it("passes a host element's event handler as written, and memoizes a composable's", () => {
    const src = `export function A({ id, save }) {\n  <button onClick={() => save(id)} />;\n  <Button onClick={() => save(id)} />;\n}\n`;
    const { code } = compile(src, opts);
    // Swapping a DOM handler is one property write: a memo would only add slots and comparisons.
    expect(code).toContain('$c.set("onClick", () => save(id))');
    expect(code).toContain("onClick: $c.cache($c.changed(save) | $c.changed(id), () => () => save(id))");
  });

  it("keeps a function's keys when another function is added or edited", () => {
    const b = `export function B({ x }) {\n  <div>\n    <Text text={x} />\n    {x && <span>{x}</span>}\n  </div>;\n}\n`;
    const before = compile(
      `import { Text } from "composa/dom";\nexport function A() { <p>a</p>; }\n${b}`,
      opts,
    ).code;
    const after = compile(
      `import { Text } from "composa/dom";\n// a comment\nexport function Z() { <i />; }\nexport function A() { <p>changed</p>; <hr />; if (1) { <br />; } }\n\n\n${b}`,
      opts,
    ).code;
    expect(keysOf(fnSlice(after, "B"))).toEqual(keysOf(fnSlice(before, "B")));
    expect(keysOf(fnSlice(before, "B")).length).toBeGreaterThan(3);
    // …and in another file the same function gets other keys.
    const other = compile(`import { Text } from "composa/dom";\n${b}`, {
      ...opts,
      filename: "/src/app/Other.tsx",
    }).code;
    expect(keysOf(fnSlice(other, "B"))).not.toEqual(keysOf(fnSlice(before, "B")));
  });

  it("keeps sibling keys when an element of another kind is inserted before them", () => {
    const one = compile(`export function A() { <Text />; <Button />; }`, opts).code;
    const two = compile(`export function A() { <Text />; <Image />; <Text />; <Button />; }`, opts).code;
    const k1 = keysOf(one);
    const k2 = keysOf(two);
    expect(k2).toContain(k1[0]);
    expect(keysOf(one).length).toBe(1); // only the restart group: calls have no call-site group
    expect(k1[0]).toBe(k2[0]);
  });

  it("adds source information in dev builds only", () => {
    const src = `export function A({ c }) { if (c) { <b />; } }`;
    expect(compile(src, { ...opts, dev: true }).code).toContain('"A@app/Counter.tsx:1:8"');
    expect(compile(src, { ...opts, dev: true }).code).toContain('"if@app/Counter.tsx:1:28"');
    expect(compile(src, { ...opts, dev: false }).code).not.toContain("@app/");
  });

  it("produces a source map that points generated calls back to their elements", () => {
    const src = `export function A() {\n  <div>\n    <span />\n  </div>;\n}\n`;
    const r = compile(src, opts);
    const map = r.map as { mappings: string; sources: string[] };
    expect(map.sources.length).toBe(1);
    expect(map.mappings.length).toBeGreaterThan(10);
  });
});

describe("metrics", () => {
  it("reports restartable/skippable and each prop's stability, as JSON and text", () => {
    const src = `interface P { label: string; items: string[]; onClick: () => void }
export function A({ label, items = [], onClick }: P) { <div />; }
export function B({ x, ...rest }: { x: number }) { <div {...rest} />; }
export function useThing() { return remember(() => 1); }
import { remember } from "composa";
`;
    const r = compile(src, { ...opts, metrics: true });
    const [a, b, use] = r.metrics!.composables;
    expect(a).toMatchObject({ name: "A", restartable: true, skippable: true });
    expect(a!.props).toEqual([
      { name: "label", stability: "stable", default: null },
      { name: "items", stability: "unstable", default: "dynamic" },
      { name: "onClick", stability: "stable", default: null },
    ]);
    expect(b).toMatchObject({ name: "B", restartable: true, skippable: false });
    expect(use).toMatchObject({ name: "useThing", kind: "value", restartable: false, skippable: false });
    expect(r.metricsText).toContain(
      "restartable skippable composable A(\n  stable label\n  unstable items = @dynamic\n  stable onClick\n)",
    );
    expect(r.metrics!.totals).toMatchObject({ composables: 3, restartable: 2, skippable: 1 });
  });
});
