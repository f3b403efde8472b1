/**
 * A `{left && <A />}` / `{left || <A />}` / `{left ?? <A />}` child shows what
 * the expression evaluates to, as in React and Solid: the element, or the left
 * value when that is what the expression gives (`{count && <A />}` shows `0`).
 */
import { describe, expect, it } from "vitest";
import { load, mount, type Module } from "./test/harness.js";

const { module } = load(`
export function View({ n }) {
  <p>{n && <b />}{n || <i />}{n ?? <u />}</p>;
  n && <hr />;
}
export function Counted({ items }) {
  <p>{items.length && <list />}{items.length > 0 && <some />}{!items.length && <none />}</p>;
}
`);
const m = module as Module;

describe("logical children show their value", () => {
  const cases: [unknown, string][] = [
    [0, 'root(p("0",i(),"0"))'],
    [NaN, 'root(p("NaN",i(),"NaN"))'],
    ["", 'root(p(i(),""))'],
    [false, "root(p(i()))"],
    [null, "root(p(i(),u()))"],
    [undefined, "root(p(i(),u()))"],
    [2, 'root(p(b(),"2","2"),hr())'],
    ["x", 'root(p(b(),"x","x"),hr())'],
  ];
  for (const [n, tree] of cases)
    it(`n = ${String(n) || '""'}`, () => {
      expect(mount(m.View, { n }).tree()).toBe(tree);
    });

  it("recomposes between the value and the element as a fresh composition would", () => {
    const live = mount(m.View, { n: 1 });
    for (const [n, tree] of [...cases, ...cases.reverse()]) {
      live.update({ n });
      expect(live.tree()).toBe(tree);
    }
  });

  it("a boolean left (a comparison, a negation) shows nothing when false", () => {
    const live = mount(m.Counted, { items: [] });
    expect(live.tree()).toBe('root(p("0",none()))');
    live.update({ items: [1] });
    expect(live.tree()).toBe("root(p(list(),some()))");
    live.update({ items: [] });
    expect(live.tree()).toBe('root(p("0",none()))');
  });
});
