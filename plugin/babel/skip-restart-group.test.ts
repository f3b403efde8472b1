/**
 * `skipRestartGroup`: a composable whose props are unchanged is kept whole in
 * one call, before its group is opened (transform/function.ts, `fastSkip`). Each case is one where keeping it whole would be wrong, and
 * the group must be opened and composed as usual; compiled in dev builds
 * (groups carry source information) and production builds (they do not).
 */
import { describe, expect, it } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import { load, mount, type Module } from "./test/harness.js";

for (const dev of [true, false]) {
  describe(`a restart group kept whole without opening it (${dev ? "dev" : "production"} build)`, () => {
    function program(src: string, extra: Record<string, unknown> = {}) {
      const log: string[] = [];
      const { module, code } = load(src, { test: { log, ...extra } }, "/src/test.tsx", { dev });
      return { m: module as Module, log, code };
    }

    it("is what the compiler emits before opening a composable's group", () => {
      const { code } = program(`export function Row({ label }) { <row>{label}</row>; }`);
      expect(code).toMatch(
        /if \(\$c\.skipRestartGroup\(0x[0-9a-f]+, \$changed, \$props, \$props\d+\)\) return;/,
      );
      expect(code).toMatch(/const \$props\d+ = \["label"\];/);
    });

    it("keeps the rows whose props are unchanged and runs the one whose prop changed", () => {
      const { m, log } = program(`
import { log } from "test";
function Row({ label, n }) { log.push(label); <row>{label + n}</row>; }
export function List({ items }) {
  <list>{items.map((item) => <Row key={item.id} label={item.label} n={item.n} />)}</list>;
}`);
      const a = { id: 1, label: "a", n: 1 };
      const b = { id: 2, label: "b", n: 1 };
      const c = { id: 3, label: "c", n: 1 };
      const app = mount(m.List, { items: [a, b, c] });
      log.length = 0;
      app.update({ items: [a, { ...b, n: 2 }, c] });
      expect(log).toEqual(["b"]);
      expect(app.tree()).toBe('root(list(row("a1"),row("b2"),row("c1")))');
      // Object.is, as `changed`: NaN equals NaN, 0 is not -0.
      const nan = { id: 4, label: "nan", n: NaN };
      app.update({ items: [nan] });
      log.length = 0;
      app.update({ items: [{ ...nan }] });
      expect(log).toEqual([]);
      app.update({ items: [{ id: 4, label: "zero", n: 0 }] });
      log.length = 0;
      app.update({ items: [{ id: 4, label: "zero", n: -0 }] });
      expect(log).toEqual(["zero"]);
    });

    it("opens a group with unchanged props whose own scope is invalid in the same pass", () => {
      const count = mutableStateOf(0);
      const outer = mutableStateOf("x");
      const { m, log } = program(
        `
import { log, count, outer } from "test";
function Counter({ label }) { log.push("Counter"); <c>{label + count.value}</c>; }
export function App() { log.push("App " + outer.value); <Counter label="n" />; }`,
        { count, outer },
      );
      const app = mount(m.App);
      log.length = 0;
      outer.value = "y";
      count.value = 1;
      flush();
      expect(log).toEqual(["App y", "Counter"]);
      expect(app.tree()).toBe('root(c("n1"))');
    });

    it("opens a group with unchanged props when a scope inside it is invalid, in the same pass", () => {
      const count = mutableStateOf(0);
      const outer = mutableStateOf("x");
      const screen = { show: () => "" };
      const { m, log } = program(
        `
import { SideEffect } from "composa";
import { log, count, outer, screen } from "test";
function Inner() { log.push("Inner"); <i>{count.value}</i>; }
function Middle({ label }) { log.push("Middle"); <m>{label}<Inner /></m>; }
export function App() {
  log.push("App " + outer.value);
  // After this pass's changes: what it shows must include Inner's new count.
  SideEffect(() => log.push("applied " + screen.show()));
  <Middle label="m" />;
}`,
        { count, outer, screen },
      );
      const app = mount(m.App);
      screen.show = app.tree;
      log.length = 0;
      outer.value = "y";
      count.value = 1;
      flush();
      expect(log).toEqual(["App y", "Inner", 'applied root(m("m",i("1")))']);
    });

    it("a composable under a provider whose locals changed restarts alone with the locals now in effect", () => {
      const withB = mutableStateOf(false);
      const tick = mutableStateOf(0);
      const { m, log } = program(
        `
import { CompositionLocalProvider, compositionLocalOf } from "composa";
import { log, withB, tick } from "test";
const LocalA = compositionLocalOf("no a");
const LocalB = compositionLocalOf("no b");
function Shell({ label }) {
  log.push("Shell");
  const t = tick.value;
  <leaf>{label + (t > 0 ? LocalB.current : LocalA.current)}</leaf>;
}
export function App() {
  const values = withB.value ? [LocalA.provides("a"), LocalB.provides("b")] : [LocalA.provides("a")];
  <CompositionLocalProvider values={values}><Shell label="t:" /></CompositionLocalProvider>;
}`,
        { withB, tick },
      );
      const app = mount(m.App);
      expect(app.tree()).toBe('root(leaf("t:a"))');
      // B is provided now: Shell read neither it nor anything that changed, so it is kept whole.
      withB.value = true;
      flush();
      log.length = 0;
      // Shell alone restarts: it must compose with the locals now in effect, B among them.
      tick.value = 1;
      flush();
      expect(log).toEqual(["Shell"]);
      expect(app.tree()).toBe('root(leaf("t:b"))');
    });

    // Slots of Pair: b, c, then the remembered 1. Read one slot too far, b = 1 would match c's old
    // slot and c = 1 the remembered value, and the change of b would be missed.
    const PAIR = `
import { remember } from "composa";
import { log } from "test";
function Pair({ fixed, b, c }) {
  log.push("Pair " + b + c);
  const one = remember(() => 1);
  <p>{fixed + b + c + one}</p>;
}`;
    it("compares a prop after a static one with its own slot (a static prop takes none)", () => {
      const { m, log } = program(`${PAIR}
export function App({ b, c }) { const bb = b + 0; const cc = c + 0; <Pair fixed="f" b={bb} c={cc} />; }`);
      const app = mount(m.App, { b: 2, c: 1 });
      log.length = 0;
      app.update({ b: 1, c: 1 });
      expect(log).toEqual(["Pair 11"]);
      expect(app.tree()).toBe('root(p("f111"))');
    });

    it("takes the caller's word for a prop it forwards as different", () => {
      const { m, log } = program(`${PAIR}
export function App({ b, c }) { <Pair fixed="f" b={b} c={c} />; }`);
      const app = mount(m.App, { b: 2, c: 1 });
      log.length = 0;
      app.update({ b: 1, c: 1 });
      expect(log).toEqual(["Pair 11"]);
      expect(app.tree()).toBe('root(p("f111"))');
    });

    it("runs a lambda composable whose props are unchanged but whose instance is new", () => {
      const { m, log } = program(
        `
import { log } from "test";
export function App({ word, tag }) {
  const Show = ({ tag }) => { log.push("Show " + word); <s>{tag + word}</s>; };
  <Show tag={tag} />;
}`,
      );
      const app = mount(m.App, { word: "a", tag: "t" });
      log.length = 0;
      app.update({ word: "a", tag: "t" });
      expect(log).toEqual([]);
      app.update({ word: "b", tag: "t" });
      expect(log).toEqual(["Show b"]);
      expect(app.tree()).toBe('root(s("tb"))');
    });
  });
}
