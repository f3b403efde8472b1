import { afterEach, describe, expect, it, vi } from "vitest";
import { CompositionError } from "./errors.js";
import { flush, watchPasses } from "./recomposer.js";
import { derivedStateOf, mutableStateListOf, mutableStateMapOf, mutableStateOf } from "./state/index.js";
import { scope, setup } from "./test/scopes.js";
import { debugList, type DebugGroup } from "./slot-table/debug.js";

afterEach(() => flush());

/** Same groups, and the very same slot values (by identity). */
function sameTable(actual: DebugGroup[], expected: typeof actual): void {
  expect(actual.map(({ slots, ...group }) => group)).toEqual(expected.map(({ slots, ...group }) => group));
  actual.forEach((group, i) => group.slots.forEach((value, s) => expect(value).toBe(expected[i]!.slots[s])));
}

describe("recomposition of invalid scopes", () => {
  it("a write to state read only by a leaf re-runs only that leaf", () => {
    const { applier, composition, runs, tree } = setup();
    const count = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Parent",
        (c) => {
          c.startElement(2, "column");
          c.text(3, "title");
          scope(c, 4, "Leaf", (c) => c.text(5, `count ${count.value}`), runs);
          c.text(6, "footer");
          c.endNode();
        },
        runs,
      ),
    );
    expect(runs).toEqual({ Parent: 1, Leaf: 1 });
    applier.take();
    for (let i = 1; i <= 3; i++) {
      count.value = i;
      flush();
    }
    expect(runs).toEqual({ Parent: 1, Leaf: 4 });
    expect(applier.take()).toEqual([
      'text "count 0" -> "count 1"',
      'text "count 1" -> "count 2"',
      'text "count 2" -> "count 3"',
    ]);
    expect(tree()).toBe('root(column("title","count 3","footer"))');
  });

  it("many writes before a flush give one pass", () => {
    const { composition, runs } = setup();
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    composition.setContent((c) => scope(c, 1, "Leaf", (c) => c.text(2, `${a.value}${b.value}`), runs));
    for (let i = 1; i <= 10; i++) {
      a.value = i;
      b.value = i;
    }
    flush();
    expect(runs.Leaf).toBe(2);
  });

  it("parent and child both invalid: parents first, each once per pass", () => {
    const { composition, runs, tree } = setup();
    const outer = mutableStateOf("x");
    const inner = mutableStateOf(0);
    const order: string[] = [];
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Parent",
        (c) => {
          order.push("Parent");
          c.text(2, outer.value);
          scope(
            c,
            3,
            "Child",
            (c) => {
              order.push("Child");
              c.text(4, inner.value);
            },
            runs,
          );
        },
        runs,
      ),
    );
    order.length = 0;
    inner.value = 1; // child first in time…
    outer.value = "y";
    flush();
    expect(order).toEqual(["Parent", "Child"]); // …but parent first in the table, and the child only once
    expect(tree()).toBe('root("y","1")');
  });

  it("skipToGroupEnd restarts invalid scopes inside the group it skips (How Composition Works)", () => {
    const { composition, runs, tree } = setup();
    const top = mutableStateOf(0);
    const deep = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Top",
        (c) => {
          c.text(2, top.value);
          scope(
            c,
            3,
            "Middle",
            (c) => {
              c.startElement(4, "box");
              scope(c, 5, "Deep", (c) => c.text(6, deep.value), runs);
              c.endNode();
            },
            runs,
          );
        },
        runs,
      ),
    );
    top.value = 1;
    deep.value = 1;
    flush();
    expect(runs).toEqual({ Top: 2, Middle: 1, Deep: 2 });
    expect(tree()).toBe('root("1",box("1"))');
  });

  it("a restarted scope that adds and removes nodes places them among its parent's other children", () => {
    const { applier, composition, runs, tree } = setup();
    const items = mutableStateListOf("a", "b");
    composition.setContent((c) =>
      scope(
        c,
        1,
        "App",
        (c) => {
          c.startElement(2, "list");
          c.text(3, "head");
          scope(
            c,
            4,
            "Items",
            (c) => {
              for (const item of items) {
                c.startMovableGroup(5, item);
                c.text(6, item);
                c.endMovableGroup();
              }
            },
            runs,
          );
          c.text(7, "tail");
          c.endNode();
        },
        runs,
      ),
    );
    applier.take();
    items.push("c");
    flush();
    expect(applier.take()).toEqual(['insert list[3] "c"']);
    items.splice(0, 1);
    flush();
    expect(applier.take()).toEqual(["remove list[1] x1"]);
    items.reverse();
    flush();
    expect(tree()).toBe('root(list("head","c","b","tail"))');
    expect(runs).toEqual({ App: 1, Items: 4 });
  });

  it("derived state recomposes its readers only when its result changes", () => {
    const { composition, runs } = setup();
    const offset = mutableStateOf(0);
    const pastHalf = derivedStateOf(() => offset.value > 50);
    composition.setContent((c) => scope(c, 1, "Fab", (c) => c.text(2, pastHalf.value ? "up" : "down"), runs));
    for (let i = 1; i < 100; i++) {
      offset.value = i;
      flush();
    }
    expect(runs.Fab).toBe(2); // first composition + the one flip at 51
  });

  it("list and map reads subscribe the scope that made them", () => {
    const { composition, runs } = setup();
    const list = mutableStateListOf(1, 2);
    const map = mutableStateMapOf<string, number>(["a", 1]);
    composition.setContent((c) => {
      scope(c, 1, "Length", (c) => c.text(2, list.length), runs);
      scope(c, 3, "Has", (c) => c.text(4, String(map.has("b"))), runs);
    });
    list.push(3);
    flush();
    expect(runs).toEqual({ Length: 2, Has: 1 });
    map.set("b", 2);
    flush();
    expect(runs).toEqual({ Length: 2, Has: 2 });
  });

  it("a write during composition to state read earlier in the pass gives another pass", () => {
    const { composition, runs, tree } = setup();
    const source = mutableStateOf(1);
    const copy = mutableStateOf(0);
    composition.setContent((c) => {
      scope(c, 1, "Reader", (c) => c.text(2, copy.value), runs);
      scope(
        c,
        3,
        "Writer",
        (c) => {
          copy.value = source.value * 10;
          c.text(4, source.value);
        },
        runs,
      );
    });
    flush();
    expect(tree()).toBe('root("10","1")');
    source.value = 2;
    flush();
    expect(tree()).toBe('root("20","2")');
  });

  it("a composition that keeps invalidating itself stops with an error naming the composable", () => {
    const { composition } = setup();
    const n = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Spinner",
        (c) => {
          c.text(2, n.value);
          n.value = n.value + 1;
        },
        {},
      ),
    );
    expect(() => flush()).toThrow(/Spinner \(app\.tsx:1:1\) keeps invalidating itself/);
    expect(composition.hasInvalidations).toBe(false);
  });

  it("a write asks for one frame, which recomposes its readers and asks for no other", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const { composition, runs, tree } = setup();
      const n = mutableStateOf(0);
      const later = mutableStateOf(0);
      composition.setContent((c) => {
        scope(c, 1, "Leaf", (c) => c.text(2, n.value), runs);
        scope(c, 3, "Later", (c) => c.text(4, later.value), runs);
      });
      for (let i = 1; i <= 3; i++) {
        n.value = i;
        expect(frames.length).toBe(1);
        frames.shift()!(0);
        expect(tree()).toBe(`root("${i}","0")`);
        expect(frames.length).toBe(0); // not an empty second frame
      }
      // Work a frame leaves (an effect's write after its last pass) still gets the next frame.
      composition.setContent((c) => {
        scope(c, 1, "Leaf", (c) => c.text(2, n.value), runs);
        scope(c, 3, "Later", (c) => c.text(4, later.value), runs);
        c.recordSideEffect(() => {
          if (later.value === 0) later.value = 1;
        });
      });
      flush();
      n.value = 10;
      frames.shift()!(0);
      expect(tree()).toBe(`root("10","1")`);
      expect(runs.Leaf).toBe(5);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("without requestAnimationFrame a write recomposes in a microtask", async () => {
    const { composition, runs, tree } = setup();
    const n = mutableStateOf(0);
    composition.setContent((c) => scope(c, 1, "Leaf", (c) => c.text(2, n.value), runs));
    n.value = 1;
    n.value = 2;
    expect(tree()).toBe('root("0")');
    await Promise.resolve();
    expect(tree()).toBe('root("2")');
    expect(runs.Leaf).toBe(2);
  });
});

describe("errors during recomposition", () => {
  it("flush() rethrows naming the composable, applies nothing, and the next pass starts from the last good state", () => {
    const { applier, composition, runs, tree } = setup();
    const n = mutableStateOf(0);
    const effects: string[] = [];
    composition.setContent((c) =>
      scope(
        c,
        1,
        "App",
        (c) => {
          c.startElement(2, "box");
          scope(
            c,
            3,
            "Bomb",
            (c) => {
              c.text(4, n.value);
              c.recordSideEffect(() => effects.push(`effect ${n.value}`));
              if (n.value === 1) {
                c.text(5, "half-done");
                throw new TypeError("boom");
              }
            },
            runs,
          );
          c.endNode();
        },
        runs,
      ),
    );
    const before = { tree: tree(), table: debugList(composition.table) };
    applier.take();
    effects.length = 0;
    n.value = 1;
    let error: unknown;
    try {
      flush();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CompositionError);
    expect((error as Error).message).toContain("boom");
    expect((error as Error).message).toContain("Bomb (app.tsx:3:1)");
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(applier.take()).toEqual([]);
    expect(tree()).toBe(before.tree);
    sameTable(debugList(composition.table), before.table);
    expect(effects).toEqual([]);
    n.value = 2;
    flush();
    expect(tree()).toBe('root(box("2"))');
    expect(effects).toEqual(["effect 2"]);
  });

  it("a frame that fails reports the error and keeps the last good state", async () => {
    const { composition, tree } = setup();
    const n = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Bomb",
        (c) => {
          if (n.value === 1) throw new Error("late");
          c.text(2, n.value);
        },
        {},
      ),
    );
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    n.value = 1;
    await Promise.resolve();
    await Promise.resolve();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(String(spy.mock.calls[0]![0])).toContain("late");
    spy.mockRestore();
    expect(tree()).toBe('root("0")');
  });

  it("scopes that completed in a failed pass run again in the next one", async () => {
    const { composition, runs, tree } = setup();
    const n = mutableStateOf(0);
    const other = mutableStateOf(0);
    let failing = true;
    composition.setContent((c) => {
      scope(c, 1, "Done", (c) => c.text(2, `done ${n.value}`), runs);
      scope(
        c,
        3,
        "Bomb",
        (c) => {
          if (n.value === 1 && failing) throw new Error("once");
          c.text(4, `bomb ${n.value}`);
        },
        runs,
      );
      scope(c, 5, "Other", (c) => c.text(6, `other ${other.value}`), runs);
    });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    n.value = 1; // Done recomposes, then Bomb throws: nothing of the pass is applied
    await Promise.resolve();
    await Promise.resolve();
    spy.mockRestore();
    expect(tree()).toBe('root("done 0","bomb 0","other 0")');
    // Nothing Done or Bomb reads changes again: only the failed pass left them to run.
    failing = false;
    other.value = 1;
    flush();
    expect(tree()).toBe('root("done 1","bomb 1","other 1")');
    expect(runs).toEqual({ Done: 3, Bomb: 3, Other: 2 });
  });
});

describe("subscriptions across skips", () => {
  it("a child skipped while its parent recomposes keeps its subscriptions", () => {
    const { composition, runs, tree } = setup();
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Parent",
        (c) => {
          c.text(2, `a${a.value}`);
          scope(c, 3, "Child", (c) => c.text(4, `b${b.value}`), runs);
        },
        runs,
      ),
    );
    a.value = 1; // Parent runs, Child skips
    flush();
    b.value = 1; // Child must still be subscribed
    flush();
    expect(tree()).toBe('root("a1","b1")');
    expect(runs).toEqual({ Parent: 2, Child: 2 });
  });
});

describe("watchPasses", () => {
  it("hears each pass of a composition: the error of a failed one, undefined once one applies", () => {
    const { composition, runs } = setup();
    const bad = mutableStateOf(false);
    const other = mutableStateOf(0);
    composition.setContent((c) =>
      scope(
        c,
        1,
        "Item",
        (c) => {
          if (bad.value) throw new Error("bad item");
          c.text(2, `other ${other.value}`);
        },
        runs,
      ),
    );
    const heard: Array<[boolean, string | undefined]> = [];
    const stop = watchPasses((which, error) =>
      heard.push([which === composition, error === undefined ? undefined : (error as Error).message]),
    );
    try {
      bad.value = true;
      expect(() => flush()).toThrow(CompositionError);
      other.value = 1; // a later write retries the failed scope: it fails again
      expect(() => flush()).toThrow(CompositionError);
      bad.value = false;
      flush();
      flush(); // nothing to recompose: nothing heard
    } finally {
      stop();
    }
    const failed = "Composa: Item (app.tsx:1:1) threw: bad item";
    expect(heard).toEqual([
      [true, failed],
      [true, failed],
      [true, undefined],
    ]);
  });
});
