import { afterEach, describe, expect, it } from "vitest";
import { forEachScope, type RecomposeScope } from "./recompose-scope.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup } from "./test/scopes.js";

// A recompose scope holds an Observation only while it composes or holds reads
// (recompose-scope.ts, `keepObservation`): a page of rows that read no state keeps none per row.
afterEach(() => flush());

function scopes(table: Parameters<typeof forEachScope>[0]): RecomposeScope[] {
  const all: RecomposeScope[] = [];
  forEachScope(table, (s) => all.push(s));
  return all;
}

describe("a recompose scope's observation", () => {
  it("is kept by a scope that read state, and by none of the scopes that read nothing", () => {
    const { composition, runs, tree } = setup();
    const count = mutableStateOf(0);
    composition.setContent((c) =>
      scope(c, 1, "list", (c) => {
        c.text(2, `count ${count.value}`);
        for (let i = 0; i < 100; i++) scope(c, 3 + i, `row${i}`, (c) => c.text(1, `row ${i}`), runs);
      }),
    );
    const [list, ...rows] = scopes(composition.table);
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => row.observation === null)).toBe(true);
    expect(list!.observation?.reads).toEqual([count]);
    count.value = 1;
    flush();
    expect(tree()).toMatch(/^root\("count 1","row 0"/);
  });

  it("a scope that reads nothing holds no field for derived states' conditions (one scope per row)", () => {
    const { composition } = setup();
    composition.setContent((c) => scope(c, 1, "row", (c) => c.text(1, "row")));
    const [row] = scopes(composition.table);
    // Kept apart, for the few scopes that have them (recompose-scope.ts, `conditions`).
    expect(Object.keys(row!)).not.toContain("conditions");
    // The restart's composable, props and bits are one record, made only for a scope that restarts.
    expect(Object.keys(row!)).toHaveLength(8);
    expect(row!.restartInputs).toBeNull();
  });

  it("a scope that reads state gets its restart inputs, and restarts alone with them", () => {
    const { composition, runs, tree } = setup();
    const count = mutableStateOf(0);
    composition.setContent((c) => scope(c, 1, "counter", (c) => c.text(2, `n ${count.value}`), runs));
    const [counter] = scopes(composition.table);
    const inputs = counter!.restartInputs;
    expect(inputs).not.toBeNull();
    count.value = 1;
    flush();
    expect(tree()).toBe('root("n 1")');
    expect(runs.counter).toBe(2);
    expect(counter!.restartInputs).toBe(inputs); // kept and refilled, not made again
  });

  it("goes when the scope stops reading, and serves another scope's reads", () => {
    const { composition, runs, tree } = setup();
    const a = mutableStateOf(0);
    const b = mutableStateOf("x");
    let reading = true;
    const first = (c: Parameters<typeof scope>[0]) =>
      scope(c, 1, "first", (c) => c.text(2, reading ? `a ${a.value}` : "a off"), runs);
    composition.setContent(first);
    const [scopeOfFirst] = scopes(composition.table);
    expect(scopeOfFirst!.observation).not.toBeNull();
    reading = false;
    a.value = 1;
    flush();
    expect(tree()).toBe('root("a off")');
    expect(scopeOfFirst!.observation).toBeNull();
    a.value = 2; // no longer read by anyone: nothing recomposes
    flush();
    expect(runs.first).toBe(2);
    composition.setContent((c) => {
      first(c);
      scope(c, 3, "second", (c) => c.text(4, `b ${b.value}`), runs);
    });
    b.value = "y";
    flush();
    expect(tree()).toBe('root("a off","b y")');
    expect(runs.second).toBe(2);
  });
});
