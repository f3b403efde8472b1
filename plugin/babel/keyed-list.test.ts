/**
 * `keyedList`: `{xs.map((x) => <Row key={x.id} … />)}` whose callback is one
 * keyed call compiles to one runtime call (transform/keyed-list.ts), which
 * maps the list as the callback did and keeps the rows that stand where they
 * stood in one loop (runtime/keyed-list.ts). Each case is a shape it must
 * leave alone, a way `map` reads an array that it must keep, or a pass whose
 * result its loop (cursors in locals, a run of kept rows told to the node
 * frame at once) must get right: every update is checked against composing
 * the same list from scratch.
 */
import { describe, expect, it } from "vitest";
import { load, mount, type Module } from "./test/harness.js";

const rowSource = `
import { log } from "test";
export function Row({ label, n }) { log.push(label); <row>{label + n}</row>; }
// 0, 1 or 2 nodes, as its props say: rows of different sizes in one list.
export function Rows({ label, n }) {
  log.push(label);
  if (n === 1) <row>{label}</row>;
  if (n === 2) { <row>{label}</row>; <row>{label + "'"}</row>; }
}`;

function program(list: string, dev: boolean, extra: Record<string, unknown> = {}) {
  const log: string[] = [];
  const rows = load(rowSource, { test: { log, ...extra } }, "/src/rows.tsx", { dev });
  const compiled = load(list, { rows: rows.module, test: { log, ...extra } }, "/src/list.tsx", { dev });
  return { list: compiled.module as Module, code: compiled.code, log };
}

type Item = { id: number; label: string; n: number };
const item = (id: number, n = 1): Item => ({ id, label: `r${id}`, n });

for (const dev of [false, true]) {
  describe(`keyedList (${dev ? "dev" : "production"} build)`, () => {
    const sizes = `
import { Rows } from "rows";
export function List({ items }) {
  <list>{items.map((item) => <Rows key={item.id} label={item.label} n={item.n} />)}</list>;
}`;

    /** Mounts `first`, then each list in turn; after each, the tree is the one a fresh composition of it makes. */
    function sequence(lists: Item[][]) {
      const { list, log } = program(sizes, dev);
      const app = mount(list.List, { items: lists[0] });
      let called: string[] = [];
      for (const items of lists.slice(1)) {
        log.length = 0;
        app.update({ items });
        called = [...log];
        const fresh = mount(list.List, { items });
        expect(app.tree()).toBe(fresh.tree());
      }
      /** The rows the last update called. */
      return called;
    }

    it("keeps runs of rows of 0, 1 and 2 nodes around a changed row, a removed one and a moved one", () => {
      const many = Array.from({ length: 12 }, (_, i) => item(i + 1, i % 3));
      const changed = many.map((r) => (r.id === 6 ? { ...r, n: (r.n + 1) % 3 } : r));
      expect(sequence([many, changed])).toEqual(["r6"]);
      const removed = changed.filter((r) => r.id !== 4);
      const moved = [...removed.slice(0, 2), removed[8]!, ...removed.slice(2, 8), ...removed.slice(9)];
      sequence([many, changed, removed, moved, many, [], many]);
    });

    it("keeps every row when one more is appended, and when the first is new", () => {
      const many = Array.from({ length: 6 }, (_, i) => item(i + 1, (i * 2) % 3));
      expect(sequence([many, [...many, item(7, 2)]])).toEqual(["r7"]);
      sequence([many, [item(0, 2), ...many], many]);
    });
  });
}

describe("keyedList: what the compiler emits", () => {
  const shapes: [string, string, boolean][] = [
    [
      "an arrow with an element body",
      "items.map((item) => <Row key={item.id} label={item.label} n={item.n} />)",
      true,
    ],
    [
      "an arrow with index and array parameters",
      "items.map((item, i, all) => <Row key={item.id} label={item.label + i} n={all.length} />)",
      true,
    ],
    [
      "a function expression (its own this)",
      "items.map(function (item) { return <Row key={item.id} />; })",
      false,
    ],
    ["destructured parameters", "items.map(({ id }) => <Row key={id} label={id} />)", false],
    [
      "a callback that composes more",
      "items.map((item) => item.hidden ? null : <Row key={item.id} />)",
      false,
    ],
    ["a callee given by the item", "items.map((item) => <item.Row key={item.id} />)", false],
    ["flatMap", "items.flatMap((item) => <Row key={item.id} />)", false],
    ["no key", "items.map((item) => <Row label={item.label} />)", false],
  ];
  for (const [what, list, expected] of shapes)
    it(`${expected ? "one call" : "a map"} for ${what}`, () => {
      const { code } = program(
        `import { Row } from "rows";\nexport function List({ items }) { <list>{${list}}</list>; }`,
        false,
      );
      expect(code.includes("$c.keyedList(")).toBe(expected);
    });
});

describe("keyedList: callees read once per list", () => {
  const emitted = (source: string) => program(source, false).code.includes("$c.keyedList(");
  it("takes a function declared at the module's top, and an import", () => {
    expect(
      emitted(`function Local({ label }) { <b>{label}</b>; }
export function List({ items }) { <list>{items.map((item) => <Local key={item.id} label={item.label} />)}</list>; }`),
    ).toBe(true);
  });
  it("leaves a const, a prop and a local binding to map, which reads them only for an item", () => {
    expect(
      emitted(`export function List({ items }) { <list>{items.map((item) => <Later key={item.id} label={item.label} />)}</list>; }
const Later = ({ label }) => { <b>{label}</b>; };`),
    ).toBe(false);
    expect(
      emitted(
        `export function List({ items, Item }) { <list>{items.map((item) => <Item key={item.id} />)}</list>; }`,
      ),
    ).toBe(false);
  });
});

describe("keyedList: maps the list as `map` does", () => {
  const source = `
import { Row } from "rows";
import { log } from "test";
export function List({ items }) {
  <list>
    {items.map((item, i, all) => (
      <Row key={(log.push("key " + i), item.id)} label={(log.push("props " + i), item.label)} n={i + "/" + all.length} />
    ))}
  </list>;
}`;

  it("reads each item's key, then its props, with its index and the array, skipping holes", () => {
    const { list, code, log } = program(source, false);
    expect(code).toContain("$c.keyedList(");
    // eslint-disable-next-line no-sparse-arrays
    const items = [item(1), , item(3)] as Item[];
    const app = mount(list.List, { items });
    expect(log).toEqual(["key 0", "props 0", "r1", "key 2", "props 2", "r3"]);
    expect(app.tree()).toBe('root(list(row("r10/3"),row("r32/3")))');
    log.length = 0;
    app.update({ items: items.slice() }); // holes kept
    // Kept rows: their keys and props read again, in order; no row called.
    expect(log).toEqual(["key 0", "props 0", "key 2", "props 2"]);
  });

  it("maps a collection by its own map, and an array whose map is its own", () => {
    const { list, log } = program(source, false);
    class Collection {
      constructor(private readonly rows: Item[]) {}
      map<T>(fn: (row: Item, i: number, all: Item[]) => T): T[] {
        log.push("own map");
        return this.rows.map((row, i) => fn(row, i, this.rows));
      }
    }
    const app = mount(list.List, { items: new Collection([item(1), item(2)]) });
    expect(log[0]).toBe("own map");
    expect(app.tree()).toBe('root(list(row("r10/2"),row("r21/2")))');
    log.length = 0;
    const array = [item(2), item(1)];
    Object.defineProperty(array, "map", {
      value: (fn: (row: Item, i: number, all: Item[]) => unknown) => {
        log.push("array's map");
        return Array.prototype.map.call(array, fn);
      },
    });
    app.update({ items: array });
    expect(log[0]).toBe("array's map");
    expect(app.tree()).toBe('root(list(row("r20/2"),row("r11/2")))');
  });

  it("fails on a list that is not there as `xs.map(…)` does", () => {
    const { list } = program(source, false);
    expect(() => mount(list.List, { items: null })).toThrow(
      /Cannot read properties of null \(reading 'map'\)/,
    );
    expect(() => mount(list.List, { items: { length: 1 } })).toThrow(/map is not a function/);
  });
});
