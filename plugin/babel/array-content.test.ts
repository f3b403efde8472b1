/**
 * Array children and list calls (DESIGN, "The dialect" 3): an array literal
 * holding content runs its items in order; `Array.from(src, cb)` and
 * `flatMap` are loops like `.map`. Keyed elements keep their state across
 * reorders whatever path produced them (an array item, a `&&`), unkeyed
 * items match by position, and every step equals a fresh composition.
 */
import { describe, expect, it } from "vitest";
import { load, mount, type Module } from "./test/harness.js";

const COUNTER = `
import { remember } from "composa";
import { created } from "test";
function C({ id }) { const s = remember(() => ({ n: created.n++ })); <c>{\`\${id}:\${s.n}\`}</c>; }
`;

function program(src: string, templates: boolean) {
  const created = { n: 0 };
  const { module } = load(COUNTER + src, { test: { created } }, "/src/test.tsx", { templates });
  return { m: module as Module, created };
}

/**
 * After each step, the incrementally recomposed tree equals a fresh
 * composition of the same props (but for the serials of `C`'s state, which
 * a fresh composition makes anew).
 */
function sameAsFresh(App: Module[string], steps: object[]) {
  const tree = (app: ReturnType<typeof mount>) => app.tree().replace(/:\d+"/g, '"');
  const live = mount(App, steps[0]);
  for (const p of steps) {
    live.update(p);
    expect(tree(live)).toBe(tree(mount(App, p)));
  }
}

const PROGRAMS = `
export function Pairs({ xs, notes }) {
  <dl>{xs.map((x) => [<C key={"t" + x} id={"t" + x} />, notes && <C key={"d" + x} id={"d" + x} />])}</dl>;
}
export function Mixed({ c, n, s }) {
  <p>{["a", n, c && <b />, null, false, , c ? <C id="x" /> : "no", s, [1, 2]]}</p>;
  <q>{[c && <C id="first" />, <C id="second" />]}</q>;
}
export function Keyed({ c, user }) {
  <nav>{[<C key="home" id="home" />, c && <C key="admin" id="admin" />, <C key={user} id={user} />]}</nav>;
}
export function Froms({ xs, n }) {
  <a>{Array.from({ length: n }, (_, i) => <C key={i} id={"i" + i} />)}</a>;
  <b>{Array.from(xs, (x) => <C key={x} id={"x" + x} />)}</b>;
  <f>{xs.flatMap((x) => [<C key={"f" + x} id={"f" + x} />, <hr />])}</f>;
  <g>{[...xs].reverse().map((x) => <C key={x} id={"r" + x} />)}</g>;
  <h>{xs.filter((x) => x % 2).slice(0, 2).map((x) => <C key={x} id={"o" + x} />)}</h>;
}
export const Body = ({ n }) => [<C id="body" />, n > 1 && <i>{n}</i>];
export function Statement({ n }) {
  [<C id="stmt" />, n];
  <Body n={n} />;
}
`;

for (const templates of [false, true]) {
  describe(`array children (templates: ${templates})`, () => {
    it("keyed elements of an array returned by a map callback move with their keys", () => {
      const { m, created } = program(PROGRAMS, templates);
      const app = mount(m.Pairs, { xs: [1, 2, 3], notes: true });
      expect(app.tree()).toBe('root(dl(c("t1:0"),c("d1:1"),c("t2:2"),c("d2:3"),c("t3:4"),c("d3:5")))');
      app.update({ xs: [3, 1, 2], notes: true });
      expect(app.tree()).toBe('root(dl(c("t3:4"),c("d3:5"),c("t1:0"),c("d1:1"),c("t2:2"),c("d2:3")))');
      // Hiding the notes leaves the terms as they are; showing them makes new ones.
      app.update({ xs: [2, 3], notes: false });
      expect(app.tree()).toBe('root(dl(c("t2:2"),c("t3:4")))');
      app.update({ xs: [3, 2], notes: true });
      expect(app.tree()).toBe('root(dl(c("t3:4"),c("d3:6"),c("t2:2"),c("d2:7")))');
      expect(created.n).toBe(8);
    });

    it("items show as React shows them; a conditional item keeps its siblings' state", () => {
      const { m } = program(PROGRAMS, templates);
      const app = mount(m.Mixed, { c: true, n: 0, s: "s" });
      expect(app.tree()).toBe('root(p("a","0",b(),c("x:0"),"s","1","2"),q(c("first:1"),c("second:2")))');
      app.update({ c: false, n: 5, s: null });
      expect(app.tree()).toBe('root(p("a","5","no","1","2"),q(c("second:2")))');
      app.update({ c: true, n: 5, s: null });
      expect(app.tree()).toBe('root(p("a","5",b(),c("x:3"),"1","2"),q(c("first:4"),c("second:2")))');
      sameAsFresh(m.Mixed, [
        { c: true, n: 0, s: "s" },
        { c: false, n: 1, s: 2 },
        { c: true, n: 2, s: [3, "x"] },
        { c: false, n: 0, s: undefined },
      ]);
    });

    it("a keyed item is identified by its key: a new key is a new element, hiding one keeps the others", () => {
      const { m } = program(PROGRAMS, templates);
      const app = mount(m.Keyed, { c: false, user: "ada" });
      expect(app.tree()).toBe('root(nav(c("home:0"),c("ada:1")))');
      app.update({ c: true, user: "ada" });
      expect(app.tree()).toBe('root(nav(c("home:0"),c("admin:2"),c("ada:1")))');
      app.update({ c: true, user: "bob" });
      expect(app.tree()).toBe('root(nav(c("home:0"),c("admin:2"),c("bob:3")))');
      app.update({ c: false, user: "bob" });
      expect(app.tree()).toBe('root(nav(c("home:0"),c("bob:3")))');
    });

    it("Array.from, flatMap and chains ending in .map are keyed loops", () => {
      const { m, created } = program(PROGRAMS, templates);
      const app = mount(m.Froms, { xs: [1, 2, 3], n: 2 });
      expect(app.tree()).toBe(
        'root(a(c("i0:0"),c("i1:1")),b(c("x1:2"),c("x2:3"),c("x3:4")),f(c("f1:5"),hr(),c("f2:6"),hr(),c("f3:7"),hr()),g(c("r3:8"),c("r2:9"),c("r1:10")),h(c("o1:11"),c("o3:12")))',
      );
      app.update({ xs: [3, 2, 1], n: 3 });
      expect(app.tree()).toBe(
        'root(a(c("i0:0"),c("i1:1"),c("i2:13")),b(c("x3:4"),c("x2:3"),c("x1:2")),f(c("f3:7"),hr(),c("f2:6"),hr(),c("f1:5"),hr()),g(c("r1:10"),c("r2:9"),c("r3:8")),h(c("o3:12"),c("o1:11")))',
      );
      expect(created.n).toBe(14);
      sameAsFresh(m.Froms, [
        { xs: [1, 2, 3], n: 2 },
        { xs: [4, 1, 1, 3], n: 0 },
        { xs: [], n: 4 },
        { xs: [5, 3, 4, 1], n: 1 },
        { xs: [1, 5], n: 2 },
      ]);
    });

    it("an array as a statement and as a composable's body", () => {
      const { m } = program(PROGRAMS, templates);
      const app = mount(m.Statement, { n: 1 });
      expect(app.tree()).toBe('root(c("stmt:0"),"1",c("body:1"))');
      app.update({ n: 2 });
      expect(app.tree()).toBe('root(c("stmt:0"),"2",c("body:1"),i("2"))');
    });
  });
}
