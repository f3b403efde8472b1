/**
 * What an item of a keyed list remembers outside its keyed element moves
 * with the item's key (`transform/iteration-key.ts`): a `remember` (or a
 * `use…` hook) written before `return <li key={x.id}>` in a `.map` callback,
 * or before `<Row key={x.id} />` in a `for…of` body, follows its row when the
 * rows are reordered, as state inside the element does. A key that cannot be
 * known before the iteration runs keeps the iteration's index.
 */
import { describe, expect, it } from "vitest";
import { load, mount, type Module } from "./test/harness.js";

const PROGRAMS = `
import { remember } from "composa";
import { created } from "test";
function useSerial() { return remember(() => created.n++); }
export function MapBefore({ xs }) {
  <ul>{xs.map((x) => {
    const n = remember(() => created.n++);
    return <li key={x.id}>{x.id + ":" + n}</li>;
  })}</ul>;
}
export function MapHook({ xs }) {
  <ul>{xs.map(({ id }) => {
    const n = useSerial();
    return <li key={id}>{id + ":" + n}</li>;
  })}</ul>;
}
export function LoopBefore({ xs }) {
  for (const x of xs) {
    const n = remember(() => created.n++);
    <b key={x.id}>{x.id + ":" + n}</b>;
  }
}
export function Guarded({ xs }) {
  <ul>{xs.map((x) => {
    const n = remember(() => created.n++);
    return x && <li key={x.id}>{x.id + ":" + n}</li>;
  })}</ul>;
}
export function LocalKey({ xs }) {
  <ul>{xs.map((x) => {
    const k = x.id;
    const n = remember(() => created.n++);
    return <li key={k}>{k + ":" + n}</li>;
  })}</ul>;
}
export function Reassigned({ xs }) {
  for (let x of xs) {
    const n = remember(() => created.n++);
    x = { id: x.id + "!" };
    <b key={x.id}>{x.id + ":" + n}</b>;
  }
}
`;

function program() {
  const created = { n: 0 };
  const { module, code } = load(PROGRAMS, { test: { created } });
  return { m: module as Module, code };
}

const items = (...ids: string[]) => ids.map((id) => ({ id }));

describe("state remembered before an item's keyed element", () => {
  for (const name of ["MapBefore", "MapHook", "LoopBefore"]) {
    it(`moves with the item's key (${name})`, () => {
      const { m } = program();
      const app = mount(m[name], { xs: items("a", "b", "c") });
      const first = app.tree();
      expect(first).toMatch(/a:0.*b:1.*c:2/s);
      app.update({ xs: items("c", "a", "b") });
      expect(app.tree()).toMatch(/c:2.*a:0.*b:1/s);
      app.update({ xs: items("b", "d") });
      expect(app.tree()).toMatch(/b:1.*d:3/s);
    });
  }

  it("is read safely before the element's own guard (a null item does not throw)", () => {
    const { m } = program();
    const app = mount(m.Guarded, { xs: [null, { id: "a" }, { id: "b" }] });
    expect(app.tree()).toMatch(/a:1.*b:2/s);
    app.update({ xs: [{ id: "b" }, null, { id: "a" }] });
    expect(app.tree()).toMatch(/b:2.*a:1/s);
  });

  it("keeps the iteration's index when the key is computed in the body or its binding is reassigned", () => {
    const { m, code } = program();
    for (const name of ["LocalKey", "Reassigned"]) {
      const fn = code.slice(code.indexOf(`function ${name}(`));
      expect(fn.slice(0, fn.indexOf("\n}\n"))).toMatch(/const \$i\d+ = \$n\d+\+\+/);
    }
    const app = mount(m.LocalKey, { xs: items("a", "b") });
    app.update({ xs: items("b", "a") });
    expect(app.tree()).toMatch(/b:0.*a:1/s); // by position, as before
  });
});
