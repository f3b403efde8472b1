/**
 * React's list component, `const Rows = ({ xs }) => xs.map((x) => <Row key={x.id} />)`,
 * and a list call written as a statement (`xs.map((x) => <li key={x} />);`) are
 * content, as `() => [<A />, <B />]` and an array statement are
 * (`analyze/positions.ts`, `listOwner`): the function composes, its items are
 * keyed by their keys. A list kept in a variable stays CMP001.
 */
import { describe, expect, it } from "vitest";
import { errorOf } from "./test/error-of.js";
import { load, mount, type Module } from "./test/harness.js";

const PROGRAMS = `
import { remember } from "composa";
import { created } from "test";
function Item({ id }) { const n = remember(() => created.n++); <li>{id + ":" + n}</li>; }
export const Rows = ({ xs }) => xs.map((x) => <Item key={x} id={x} />);
export const Maybe = ({ xs }) => xs.length > 0 && xs.map((x) => <Item key={x} id={x} />);
export const Grid = ({ rows }) => rows.map((r) => r.cells.map((c) => <Item key={r.id + c} id={r.id + c} />));
export function Statement({ xs }) {
  <h1 />;
  xs.map((x) => <Item key={x} id={x} />);
}
export function List({ xs }) {
  <ul><Rows xs={xs} /></ul>;
}
`;

function program() {
  const created = { n: 0 };
  return load(PROGRAMS, { test: { created } }).module as Module;
}

describe("a list call as a composable's content", () => {
  it("an arrow whose body is a .map is a composable whose items move with their keys", () => {
    const m = program();
    const app = mount(m.List, { xs: ["a", "b", "c"] });
    expect(app.tree()).toBe('root(ul(li("a:0"),li("b:1"),li("c:2")))');
    app.update({ xs: ["c", "a"] });
    expect(app.tree()).toBe('root(ul(li("c:2"),li("a:0")))');
  });

  it("behind && and nested in another .map", () => {
    const m = program();
    const maybe = mount(m.Maybe, { xs: [] });
    expect(maybe.tree()).toBe("root()");
    maybe.update({ xs: ["x"] });
    expect(maybe.tree()).toBe('root(li("x:0"))');
    const grid = mount(m.Grid, { rows: [{ id: "r", cells: ["1", "2"] }] });
    expect(grid.tree()).toBe('root(li("r1:1"),li("r2:2"))');
    grid.update({ rows: [{ id: "r", cells: ["2"] }] });
    expect(grid.tree()).toBe('root(li("r2:2"))');
  });

  it("a .map written as a statement of a composable's body places its items there", () => {
    const m = program();
    const app = mount(m.Statement, { xs: ["a", "b"] });
    expect(app.tree()).toBe('root(h1(),li("a:0"),li("b:1"))');
    app.update({ xs: ["b"] });
    expect(app.tree()).toBe('root(h1(),li("b:1"))');
  });

  it("a list kept in a variable is still an element used as a value (CMP001)", () => {
    const e = errorOf(
      `function A({ xs }) { const items = xs.map((x) => <li key={x} />); <ul>{items}</ul>; }`,
    );
    expect(e.code).toBe("CMP001");
  });
});
