/**
 * `keyedCall`: a composable call alone in its keyed group (`<Row key={id} … />`)
 * is one call, which keeps an unchanged row whole, keyed group and restart
 * group, without calling the composable (transform/element.ts; the runtime's
 * skip-composer.ts). It needs the callee's skip signature (`Row.$skip`,
 * transform/function.ts). Each case below is one where the row must be
 * called, or one that shows it was not; in dev builds (groups carry source
 * information) and production builds.
 */
import { describe, expect, it, vi } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import { Pending } from "../../runtime/pending.js";
import { load, mount, type Module } from "./test/harness.js";

/** A compiled composable behind a wrapper that counts its calls (and keeps its skip signature). */
function counted(fn: Module[string], calls: string[]) {
  const wrapper = (props: { label?: string }, $c: unknown, changed: number) => {
    calls.push(String(props.label));
    fn(props, $c, changed);
  };
  return Object.assign(wrapper, { $skip: fn.$skip });
}

for (const dev of [true, false]) {
  describe(`a keyed call kept whole without calling it (${dev ? "dev" : "production"} build)`, () => {
    const rowSource = `
import { log } from "test";
export function Row({ label, n }) { log.push(label); <row>{label + n}</row>; }
export const ArrowRow = ({ label, n }) => { log.push(label); <row>{label + n}</row>; };
export function Other({ label }) { log.push("other " + label); <other>{label}</other>; }`;
    const listSource = `
import { Row } from "rows";
export function List({ items, Item = Row }) {
  <list>{items.map((item) => <Item key={item.id} label={item.label} n={item.n} />)}</list>;
}`;

    function program(extra: Record<string, unknown> = {}) {
      const log: string[] = [];
      const calls: string[] = [];
      const rows = load(rowSource, { test: { log, ...extra } }, "/src/rows.tsx", { dev });
      const Row = counted(rows.module.Row, calls);
      const list = load(listSource, { rows: { Row } }, "/src/list.tsx", { dev });
      return {
        rows: rows.module as Module,
        rowsCode: rows.code,
        list: list.module as Module,
        listCode: list.code,
        log,
        calls,
      };
    }

    const a = { id: 1, label: "a", n: 1 };
    const b = { id: 2, label: "b", n: 1 };
    const c = { id: 3, label: "c", n: 1 };
    const d = { id: 4, label: "d", n: 1 };

    it("is what the compiler emits for a keyed composable call, with the callee's skip signature", () => {
      const { rowsCode, listCode } = program();
      // A dev build checks the callee, a prop that may hold anything (runtime/callee.ts).
      const callee = dev ? '\\$composa\\$composableOf\\(Item, "Item"\\)' : "Item";
      expect(listCode).toMatch(
        new RegExp(
          `\\$c\\.keyedCall\\(0x[0-9a-f]+, item\\.id, ${callee}, \\{\\s*label: item\\.label,\\s*n: item\\.n\\s*\\}, 0\\);`,
        ),
      );
      expect(listCode).not.toContain("startMovableGroup");
      expect(rowsCode).toMatch(
        /Row\.\$skip = \{\s*key: 0x[0-9a-f]+,\s*names: \$props\d+,\s*same: \(p, s, i\) => \{/,
      );
      // Only a declaration is bound before the module runs: an arrow has none.
      expect(rowsCode).not.toContain("ArrowRow.$skip");
    });

    it("keeps unchanged rows without calling them, and calls the one whose prop changed", () => {
      const { list, calls, log } = program();
      const app = mount(list.List, { items: [a, b, c] });
      expect(calls).toEqual(["a", "b", "c"]);
      calls.length = log.length = 0;
      app.update({ items: [a, { ...b, n: 2 }, c] });
      expect(calls).toEqual(["b"]);
      expect(log).toEqual(["b"]);
      expect(app.tree()).toBe('root(list(row("a1"),row("b2"),row("c1")))');
    });

    it("compares a kept row's props with its signature's same(), by Object.is: NaN is unchanged, -0 after 0 is not", () => {
      const { rows, list, calls } = program();
      const same = vi.fn(rows.Row.$skip!.same!);
      const Row = Object.assign(counted(rows.Row, calls), { $skip: { ...rows.Row.$skip!, same } });
      const x = { id: 1, label: "x", n: NaN };
      const y = { id: 2, label: "y", n: 0 };
      const app = mount(list.List, { items: [x, y], Item: Row });
      calls.length = 0;
      app.update({ items: [{ ...x }, { ...y }], Item: Row });
      expect(calls).toEqual([]);
      expect(same).toHaveBeenCalledTimes(2);
      app.update({
        items: [
          { ...x, n: NaN },
          { ...y, n: -0 },
        ],
        Item: Row,
      });
      expect(calls).toEqual(["y"]);
      const slots = ["x", 1, "y"];
      const compare = rows.Row.$skip!.same! as (p: object, s: unknown[], at: number) => boolean;
      expect([compare({ label: "x", n: 1 }, slots, 0), compare({ label: "y", n: 1 }, slots, 0)]).toEqual([
        true,
        false,
      ]);
      expect([compare({ label: 1, n: "y" }, slots, 1), compare({ label: 1, n: "z" }, slots, 1)]).toEqual([
        true,
        false,
      ]);
    });

    it("keeps moved and remaining rows without calling them (swap, remove, insert)", () => {
      const { list, calls } = program();
      const app = mount(list.List, { items: [a, b, c, d] });
      calls.length = 0;
      app.update({ items: [a, d, c, b] });
      expect(calls).toEqual([]);
      expect(app.tree()).toBe('root(list(row("a1"),row("d1"),row("c1"),row("b1")))');
      app.update({ items: [a, c, b] });
      expect(calls).toEqual([]);
      expect(app.tree()).toBe('root(list(row("a1"),row("c1"),row("b1")))');
      app.update({ items: [b, d, a, c] });
      expect(calls).toEqual(["d"]);
      expect(app.tree()).toBe('root(list(row("b1"),row("d1"),row("a1"),row("c1")))');
    });

    it("keeps the rows after a removed one where Pending's cursor stands, without a take each", () => {
      const { list, calls } = program();
      const tree = (rows: (typeof a)[]) =>
        `root(list(${rows.map((r) => `row("${r.label}${r.n}")`).join(",")}))`;
      const many = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, label: `r${i + 1}-`, n: 1 }));
      const app = mount(list.List, { items: many });
      calls.length = 0;
      const take = vi.spyOn(Pending.prototype, "take");
      try {
        // Row 3 leaves; a later row changed: only it is called, and only it and row 4
        // (the first after the gap, which makes Pending) are taken through Pending.
        const next = many.filter((r) => r.id !== 3);
        next[10] = { ...next[10]!, n: 2 };
        app.update({ items: next });
        expect(calls).toEqual([next[10]!.label]);
        expect(take).toHaveBeenCalledTimes(2);
        expect(app.tree()).toBe(tree(next));
        // A row moved down: the one deferred for it is found later, the others kept as they stand.
        calls.length = 0;
        const moved = [...next.slice(0, 5), ...next.slice(6, 12), next[5]!, ...next.slice(12)];
        app.update({ items: moved });
        expect(calls).toEqual([]);
        expect(app.tree()).toBe(tree(moved));
      } finally {
        take.mockRestore();
      }
    });

    it("calls a row whose own state changed in the same pass as its unchanged parent", () => {
      const count = mutableStateOf(0);
      const log: string[] = [];
      const { module } = load(
        `
import { log, count } from "test";
function Row({ label }) { log.push(label); <row>{label + count.value}</row>; }
export function List({ items }) {
  log.push("List");
  <list>{items.map((item) => <Row key={item.id} label={item.label} />)}</list>;
}`,
        { test: { log, count } },
        "/src/list.tsx",
        { dev },
      );
      const app = mount(module.List, { items: [a, b] });
      log.length = 0;
      count.value = 1;
      app.update({ items: [b, a] });
      flush();
      expect(log).toEqual(["List", "b", "a"]);
      expect(app.tree()).toBe('root(list(row("b1"),row("a1")))');
    });

    it("opens a kept row whose inner scope is invalid in the same pass, and every row under a changed static local", () => {
      const count = mutableStateOf(0);
      const log: string[] = [];
      const { module } = load(
        `
import { staticCompositionLocalOf, CompositionLocalProvider } from "composa";
import { log, count } from "test";
export const Theme = staticCompositionLocalOf("light");
function Badge() { log.push("Badge"); <badge>{count.value}</badge>; }
function Row({ label }) { log.push(label); <row>{label + Theme.current}<Badge /></row>; }
export function List({ items, theme }) {
  <CompositionLocalProvider values={[Theme.provides(theme)]}>
    <list>{items.map((item) => <Row key={item.id} label={item.label} />)}</list>
  </CompositionLocalProvider>;
}`,
        { test: { log, count } },
        "/src/list.tsx",
        { dev },
      );
      const app = mount(module.List, { items: [a, b], theme: "light" });
      log.length = 0;
      count.value = 1;
      app.update({ items: [a, b], theme: "light" });
      // In the same pass as the list, not in a later one.
      expect(log).toEqual(["Badge", "Badge"]);
      expect(app.tree()).toBe('root(list(row("alight",badge("1")),row("blight",badge("1"))))');
      flush();
      expect(log).toEqual(["Badge", "Badge"]);
      log.length = 0;
      app.update({ items: [a, b], theme: "dark" });
      expect(log).toEqual(["a", "Badge", "b", "Badge"]);
      expect(app.tree()).toBe('root(list(row("adark",badge("1")),row("bdark",badge("1"))))');
    });

    it("opens the rows after a removed one whose inner scope is invalid in the same pass (Pending's cursor)", () => {
      const count = mutableStateOf(0);
      const log: string[] = [];
      const { module } = load(
        `
import { log, count } from "test";
function Badge({ label }) { log.push("Badge " + label); <badge>{count.value}</badge>; }
function Row({ label }) { log.push(label); <row>{label}<Badge label={label} /></row>; }
export function List({ items }) {
  <list>{items.map((item) => <Row key={item.id} label={item.label} />)}</list>;
}`,
        { test: { log, count } },
        "/src/list.tsx",
        { dev },
      );
      const app = mount(module.List, { items: [a, b, c, d] });
      log.length = 0;
      count.value = 1;
      // `a` leaves: `b` is taken through Pending, `c` and `d` kept where Pending's cursor stands,
      // each only once no scope inside it is invalid. Their Badges recompose in this pass.
      app.update({ items: [b, c, d] });
      expect(log).toEqual(["Badge b", "Badge c", "Badge d"]);
      expect(app.tree()).toBe('root(list(row("b",badge("1")),row("c",badge("1")),row("d",badge("1"))))');
      flush();
      expect(log).toEqual(["Badge b", "Badge c", "Badge d"]);
    });

    it("calls a composable without a skip signature, and a different composable under the same key", () => {
      const { rows, list, log } = program();
      const app = mount(list.List, { items: [a, b], Item: rows.ArrowRow });
      log.length = 0;
      app.update({ items: [a, b], Item: rows.ArrowRow });
      // No signature: called, and its own fast skip keeps it.
      expect(log).toEqual([]);
      expect(app.tree()).toBe('root(list(row("a1"),row("b1")))');
      app.update({ items: [a, b], Item: rows.Other });
      expect(log).toEqual(["other a", "other b"]);
      expect(app.tree()).toBe('root(list(other("a"),other("b")))');
    });

    it("keeps the three calls when a prop is a memoized lambda (its slot is the keyed group's)", () => {
      const log: string[] = [];
      const { module, code } = load(
        `
import { log } from "test";
import { Row } from "rows";
export function List({ items, pick }) {
  <list>{items.map((item) => <Row key={item.id} label={item.label} n={item.n} onPick={() => pick(item.id)} />)}</list>;
}`,
        {
          test: { log },
          rows: { Row: load(rowSource, { test: { log } }, "/src/rows.tsx", { dev }).module.Row },
        },
        "/src/list.tsx",
        { dev },
      );
      expect(code).toContain("startMovableGroup");
      expect(code).not.toContain("keyedCall");
      const pick = () => {};
      const app = mount(module.List, { items: [a, b], pick });
      log.length = 0;
      app.update({ items: [b, a], pick });
      expect(log).toEqual([]);
      expect(app.tree()).toBe('root(list(row("b1"),row("a1")))');
    });
  });
}
