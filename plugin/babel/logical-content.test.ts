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
export function Lists({ xs, c, loading }) {
  <a>{c && xs.map((x) => <i key={x}>{\`\${x}\`}</i>)}</a>;
  <b>{c ? xs.map((x) => <i key={x}>{\`\${x}\`}</i>) : null}</b>;
  <d>{loading ? <spin /> : xs.length > 0 && xs.map((x) => <i key={x}>{\`\${x}\`}</i>)}</d>;
}
export function Counts({ xs }) {
  <ul>{xs.map((x) => x.n && <li key={x.id}>{\`\${x.id}\`}</li>)}</ul>;
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

describe("a list under a condition", () => {
  it("`c && xs.map(…)`, `c ? xs.map(…) : null` and nested branches compose keyed lists", () => {
    const steps = [
      { xs: [1, 2], c: true, loading: false },
      { xs: [2, 1, 3], c: true, loading: true },
      { xs: [3], c: false, loading: false },
      { xs: [], c: true, loading: false },
      { xs: [3, 1], c: true, loading: false },
    ];
    const live = mount(m.Lists, steps[0]);
    expect(live.tree()).toBe('root(a(i("1"),i("2")),b(i("1"),i("2")),d(i("1"),i("2")))');
    for (const p of steps) {
      live.update(p);
      expect(live.tree()).toBe(mount(m.Lists, p).tree());
    }
    expect(live.tree()).toBe('root(a(i("3"),i("1")),b(i("3"),i("1")),d(i("3"),i("1")))');
    expect(mount(m.Lists, steps[1]).tree()).toBe(
      'root(a(i("2"),i("1"),i("3")),b(i("2"),i("1"),i("3")),d(spin()))',
    );
    expect(mount(m.Lists, steps[2]).tree()).toBe('root(a(),b(),d(i("3")))');
  });
});

describe("a number left of && in a keyed list", () => {
  it("shows the number in the item's place, and the rows keep their keys", () => {
    const steps = [
      {
        xs: [
          { id: "a", n: 1 },
          { id: "b", n: 0 },
          { id: "c", n: 2 },
        ],
      },
      {
        xs: [
          { id: "c", n: 2 },
          { id: "b", n: 3 },
          { id: "a", n: 0 },
        ],
      },
      {
        xs: [
          { id: "b", n: 0 },
          { id: "c", n: 0 },
        ],
      },
      {
        xs: [
          { id: "a", n: 1 },
          { id: "b", n: 0 },
          { id: "c", n: 2 },
        ],
      },
    ];
    const live = mount(m.Counts, steps[0]);
    expect(live.tree()).toBe('root(ul(li("a"),"0",li("c")))');
    for (const p of steps) {
      live.update(p);
      expect(live.tree()).toBe(mount(m.Counts, p).tree());
    }
  });
});
