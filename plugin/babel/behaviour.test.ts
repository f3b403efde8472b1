/**
 * Behaviour: dialect programs compiled by the plugin, run against the real
 * runtime with a recording Applier. The How Composition Works scenarios, skipping, restart
 * scopes, children lambdas, content blocks, early return, and
 * incremental == from-scratch on sequences of props.
 */
import { describe, expect, it } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import { Box, load, mount, type Module } from "./test/harness.js";

function program(src: string, extra: Record<string, unknown> = {}) {
  const log: string[] = [];
  const created = { n: 0 };
  const { module, code } = load(src, { test: { log, created }, kit: { Box }, ...extra });
  return { m: module as Module, log, created, code };
}

/** After each props step, the incrementally recomposed tree equals a fresh composition of the same props. */
function sameAsFresh(App: Module[string], steps: object[]) {
  const live = mount(App, steps[0]);
  for (const p of steps) {
    live.update(p);
    expect(live.tree()).toBe(mount(App, p).tree());
  }
}

const NAME = `
import { log } from "test";
function Name({ text }) { log.push(text); <item>{\`\${text}\`}</item>; }
`;

describe("ShowPerson (How Composition Works)", () => {
  const variants = {
    "`if` as a statement": `${NAME}
export function ShowPerson({ person }) {
  <column>{() => {
    <Name text={person.name} />;
    if (person.employed) {
      <Name text={person.employer} />;
    }
    <Name text={person.email} />;
  }}</column>;
}`,
    "`{cond && <… />}`": `${NAME}
export function ShowPerson({ person }) {
  <column>
    <Name text={person.name} />
    {person.employed && <Name text={person.employer} />}
    <Name text={person.email} />
  </column>;
}`,
  };
  for (const [name, src] of Object.entries(variants)) {
    it(`deletes and inserts only the company (${name})`, () => {
      const { m, log } = program(src);
      const person = { name: "Ada", employed: true, employer: "ACME", email: "ada@x" };
      const app = mount(m.ShowPerson, { person });
      expect(app.tree()).toBe('root(column(item("Ada"),item("ACME"),item("ada@x")))');
      const [nameNode, , emailNode] = app.root.children[0]!.children;
      log.length = 0;
      expect(app.update({ person: { ...person, employed: false } })).toEqual(["remove column[1] x1"]);
      expect(app.tree()).toBe('root(column(item("Ada"),item("ada@x")))');
      expect(app.root.children[0]!.children).toEqual([nameNode, emailNode]);
      expect(app.root.children[0]!.children[0]).toBe(nameNode);
      expect(log).toEqual([]); // Name("Ada") and Name("ada@x") were skipped: their props are the same
      // The new subtree is built detached, then attached once.
      expect(app.update({ person })).toEqual(['insert item[0] "ACME"', "insert column[1] item"]);
      expect(app.root.children[0]!.children[2]).toBe(emailNode);
      expect(log).toEqual(["ACME"]);
    });
  }
});

describe("Counters with showMiddle (How Composition Works: content identity)", () => {
  it("toggling removes or inserts only the middle counter; the last keeps its state", () => {
    const { m } = program(`
import { remember } from "composa";
import { created } from "test";
function Counter({ id }) { const s = remember(() => ({ n: created.n++ })); <counter>{\`\${id}\${s.n}\`}</counter>; }
export function Counters({ showMiddle }) {
  <Counter id="a" />;
  if (showMiddle) {
    <Counter id="b" />;
  }
  <Counter id="c" />;
}`);
    const app = mount(m.Counters, { showMiddle: true });
    expect(app.tree()).toBe('root(counter("a0"),counter("b1"),counter("c2"))');
    const last = app.root.children[2];
    expect(app.update({ showMiddle: false })).toEqual(["remove root[1] x1"]);
    expect(app.tree()).toBe('root(counter("a0"),counter("c2"))');
    expect(app.update({ showMiddle: true })).toEqual(['insert counter[0] "b3"', "insert root[1] counter"]);
    expect(app.tree()).toBe('root(counter("a0"),counter("b3"),counter("c2"))');
    expect(app.root.children[2]).toBe(last);
  });
});

describe("Repeated counters (How Composition Works: duplicate keys in order)", () => {
  it("switching the label rule from % 5 to % 3 keeps every counter's state", () => {
    const { m } = program(`
import { remember } from "composa";
import { created } from "test";
function Counter() { const s = remember(() => ({ n: created.n++ })); <counter>{\`\${s.n}\`}</counter>; }
export function Counters({ count, mod }) {
  <row>{() => {
    for (let i = 0; i < count; i++) {
      if (i % mod === 0) {
        <label>{\`#\${i}\`}</label>;
      }
      <Counter />;
    }
  }}</row>;
}`);
    const app = mount(m.Counters, { count: 10, mod: 5 });
    const counters = () => app.root.children[0]!.children.filter((n) => n.type === "counter");
    const before = counters();
    expect(before.map((n) => n.children[0]!.text)).toEqual([
      "0",
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
    ]);
    app.update({ count: 10, mod: 3 });
    expect(counters()).toEqual(before);
    counters().forEach((n, i) => expect(n).toBe(before[i]));
    expect(app.root.children[0]!.children.filter((n) => n.type === "label").length).toBe(4);
  });
});

describe("keyed moves", () => {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, label: `r${i}` }));
  const variants = {
    ".map": `export function List({ rows }) { <table>{rows.map((r) => <tr key={r.id}>{\`\${r.label}\`}</tr>)}</table>; }`,
    "for..of": `export function List({ rows }) { <table>{() => { for (const r of rows) { <tr key={r.id}>{\`\${r.label}\`}</tr>; } }}</table>; }`,
    "key()": `import { key } from "composa";\nexport function List({ rows }) { <table>{() => { for (const r of rows) { key(r.id, () => { <tr>{\`\${r.label}\`}</tr>; }); } }}</table>; }`,
  };
  for (const [name, src] of Object.entries(variants)) {
    it(`swapping 2 rows of 1,000 costs 2 moves; removing 3 adjacent rows one remove (${name})`, () => {
      const { m } = program(src);
      const app = mount(m.List, { rows });
      const nodes = app.root.children[0]!.children.slice();
      const swapped = rows.slice();
      [swapped[1], swapped[998]] = [swapped[998]!, swapped[1]!];
      const ops = app.update({ rows: swapped });
      expect(ops.filter((o) => o.startsWith("move"))).toHaveLength(2);
      expect(ops).toHaveLength(2);
      expect(app.root.children[0]!.children[1]).toBe(nodes[998]);
      expect(app.root.children[0]!.children[998]).toBe(nodes[1]);
      const removed = swapped.filter((_, i) => i < 10 || i > 12);
      expect(app.update({ rows: removed })).toEqual(["remove table[10] x3"]);
    });
  }
});

describe("skipping", () => {
  it("a child whose props did not change is skipped when an unrelated prop changes", () => {
    const { m, log } = program(`
import { remember, mutableStateOf } from "composa";
import { log } from "test";
function Child({ a, onClick, items = [] }) { log.push("Child " + a); <c>{\`\${a}:\${items.length}\`}</c>; }
export function Parent({ a, b }) {
  log.push("Parent");
  const count = remember(() => mutableStateOf(0));
  <Child a={a} onClick={() => count.value++} />;
  <p>{\`\${b}\`}</p>;
}`);
    const app = mount(m.Parent, { a: 1, b: 1 });
    expect(log).toEqual(["Parent", "Child 1"]);
    log.length = 0;
    app.update({ a: 1, b: 2 });
    expect(log).toEqual(["Parent"]);
    expect(app.tree()).toBe('root(c("1:0"),p("2"))');
    log.length = 0;
    app.update({ a: 2, b: 2 });
    expect(log).toEqual(["Parent", "Child 2"]);
    log.length = 0;
    app.update({ a: 2, b: 2 });
    expect(log).toEqual([]); // Parent itself skips: its props are the same
  });

  it("a host element's handler is the one of the latest composition", () => {
    const { m } = program(`
export function Item({ id, save }) { <button onClick={() => save(id)}>{\`\${id}\`}</button>; }`);
    const saved: number[] = [];
    const save = (id: number) => saved.push(id);
    const app = mount(m.Item, { id: 1, save });
    const button = app.root.children[0]!;
    (button.props.onClick as () => void)();
    app.update({ id: 2, save });
    expect(app.root.children[0]).toBe(button);
    (button.props.onClick as () => void)();
    app.update({ id: 2, save }); // skipped: the handler stays
    (button.props.onClick as () => void)();
    expect(saved).toEqual([1, 2, 2]);
  });

  it("a state write re-runs only the scope that read it", () => {
    const state = mutableStateOf(0);
    const log: string[] = [];
    const { m } = program(
      `
import { log, state } from "test";
import { Box } from "kit";
function Reader() { log.push("Reader"); <r>{\`\${state.value}\`}</r>; }
export function App() {
  log.push("App");
  <Box>
    <Reader />
    <other />
  </Box>;
}`,
      { test: { log, state } },
    );
    const app = mount(m.App);
    expect(log).toEqual(["App", "Reader"]);
    log.length = 0;
    state.value = 1;
    flush();
    expect(log).toEqual(["Reader"]);
    expect(app.tree()).toBe('root(box(r("1"),other()))');
  });

  it("a scope restarted after its parent skipped it runs with its last props and bits (a static prop keeps its slotless layout)", () => {
    const { m, log } = program(`
import { log } from "test";
function Row({ label, count }) { log.push(label); <item>{\`\${label} \${count.value}\`}</item>; }
export function App({ label, count, other }) {
  <list><Row label="fixed" count={count} /><Row label={label} count={count} /><b>{\`\${other}\`}</b></list>;
}`);
    const count = mutableStateOf(0);
    const app = mount(m.App, { label: "a", count, other: 1 });
    app.update({ label: "a", count, other: 2 }); // both rows skipped
    expect(log).toEqual(["fixed", "a"]);
    count.value = 1; // each row restarts alone, with the inputs it stored
    flush();
    expect(log).toEqual(["fixed", "a", "fixed", "a"]);
    expect(app.tree()).toBe('root(list(item("fixed 1"),item("a 1"),b("2")))');
    app.update({ label: "a", count, other: 3 }); // their slots still hold their props: skipped again
    expect(log).toHaveLength(4);
    app.update({ label: "b", count, other: 3 });
    count.value = 2;
    flush();
    expect(log).toEqual(["fixed", "a", "fixed", "a", "b", "fixed", "b"]);
    expect(app.tree()).toBe('root(list(item("fixed 2"),item("b 2"),b("3")))');
  });
});

describe("children lambdas, content blocks, early return", () => {
  it("children are a memoized lambda: same captures, same function", () => {
    const seen: unknown[] = [];
    const { m } = program(
      `
import { seen } from "spy";
function Spy({ children }) { seen.push(children); <s />; }
export function App({ x, y }) { <Spy><b>{\`\${x}\`}</b></Spy>; <i>{\`\${y}\`}</i>; }`,
      { spy: { seen } },
    );
    const app = mount(m.App, { x: 1, y: 1 });
    app.update({ x: 1, y: 2 });
    app.update({ x: 2, y: 2 });
    expect(seen).toHaveLength(2); // Spy skipped on the second pass: its children lambda was the same object
    expect(seen[0]).not.toBe(seen[1]);
  });

  it("content blocks with loops, switch and early return match a fresh composition", () => {
    const { m } = program(`
import { Box } from "kit";
export function View({ mode, items }) {
  if (!items.length) {
    <empty />;
    return;
  }
  <Box>
    <h>{\`\${mode}\`}</h>
    {() => {
      for (const it of items) {
        if (it === 3) continue;
        switch (mode) {
          case "a":
            <a>{\`\${it}\`}</a>;
            break;
          case "b":
            if (it > 4) break;
            <b>{\`\${it}\`}</b>;
          default:
            <d>{\`\${it}\`}</d>;
        }
      }
    }}
    {mode === "a" ? <x /> : <y />}
    {items.length > 2 && <many />}
  </Box>;
  <tail />;
}`);
    sameAsFresh(m.View, [
      { mode: "a", items: [1, 2, 3] },
      { mode: "b", items: [1, 2, 3, 4, 5, 6] },
      { mode: "c", items: [] },
      { mode: "b", items: [6, 5, 4, 3] },
      { mode: "a", items: [2] },
      { mode: "c", items: [1, 2, 3, 4] },
    ]);
    const app = mount(m.View, { mode: "b", items: [1, 5] });
    expect(app.tree()).toBe('root(box(h("b"),b("1"),d("1"),y()),tail())');
  });

  it("an early return inside nested groups closes them", () => {
    const { m } = program(`
export function A({ n }) {
  for (let i = 0; i < 5; i++) {
    if (i === n) {
      <stop />;
      return;
    }
    <v>{\`\${i}\`}</v>;
  }
  <end />;
}`);
    sameAsFresh(m.A, [{ n: 2 }, { n: 9 }, { n: 0 }, { n: 4 }, { n: 1 }]);
    expect(mount(m.A, { n: 1 }).tree()).toBe('root(v("0"),stop())');
  });
});

describe("slots after a value-returning composable", () => {
  it("a remember after a use… call (a child group) gets a group of its own and keeps its value", () => {
    const { m } = program(`
import { remember, mutableStateOf } from "composa";
function useTwice(n) { return n * 2; }
export function App({ n }) {
  const twice = useTwice(n);
  const count = remember(() => mutableStateOf(5));
  <p>{\`\${twice}/\${count.value}\`}</p>;
}`);
    const app = mount(m.App, { n: 1 });
    expect(app.tree()).toBe('root(p("2/5"))');
    app.update({ n: 2 });
    expect(app.tree()).toBe('root(p("4/5"))');
  });
});
