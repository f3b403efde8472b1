import { describe, expect, it } from "vitest";
import type { Composer } from "./composer.js";
import { Composition } from "./composition.js";
import { Snapshot } from "./snapshot/index.js";
import { RecordingApplier, show, type TreeNode } from "./test/recording-applier.js";
import { debugList } from "./slot-table/debug.js";

// The seed programs of "How Composition Works", written in the shape the
// compiler generates (docs/compiled-code.md).
type C = Composer<TreeNode>;

/** A leaf composable: one text node, one remembered object, skips when `text` is unchanged. */
function Leaf(c: C, key: number, text: string, remembered: object[] = []) {
  c.startRestartGroup(key);
  const changed = c.changed(text);
  const data = c.cache(false, () => ({ of: text }));
  if (changed || !c.skipping) {
    remembered.push(data);
    c.text(1, text);
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup();
}

const SHOW_NAME = 10,
  SHOW_COMPANY = 11,
  SHOW_EMAIL = 12,
  COLUMN = 20,
  IF = 30,
  COUNTER = 40,
  TEXT = 41;

interface Person {
  name: string;
  employed: boolean;
  employer: string;
  email: string;
  reversed?: boolean;
}

function ShowPerson(c: C, p: Person, remembered: object[]) {
  c.startRestartGroup(1);
  c.startElement(COLUMN, "column");
  if (!p.reversed) {
    Leaf(c, SHOW_NAME, p.name, remembered);
    if (p.employed) Leaf(c, SHOW_COMPANY, p.employer, remembered);
    Leaf(c, SHOW_EMAIL, p.email, remembered);
  } else {
    Leaf(c, SHOW_EMAIL, p.email, remembered);
    Leaf(c, SHOW_COMPANY, p.employer, remembered);
    Leaf(c, SHOW_NAME, p.name, remembered);
  }
  c.endNode();
  c.endRestartGroup();
}

function setup() {
  const applier = new RecordingApplier();
  const composition = new Composition(applier);
  return { applier, composition, column: () => applier.root.children[0]! };
}

describe("ShowPerson (How Composition Works: detecting deletes, inserts and moves)", () => {
  const person: Person = { name: "Ada", employed: true, employer: "ACME", email: "ada@x" };

  it("employed true → false deletes one node and keeps the others with their remembered values", () => {
    const { applier, composition, column } = setup();
    const first: object[] = [];
    composition.setContent((c) => ShowPerson(c, person, first));
    expect(show(applier.root)).toBe('root(column("Ada","ACME","ada@x"))');
    const [nameNode, , emailNode] = column().children;
    applier.take();

    const second: object[] = [];
    composition.setContent((c) => ShowPerson(c, { ...person, employed: false }, second));
    expect(applier.take()).toEqual(["remove column[1] x1"]);
    expect(show(applier.root)).toBe('root(column("Ada","ada@x"))');
    expect(column().children[0]).toBe(nameNode);
    expect(column().children[1]).toBe(emailNode);
    // ShowName and ShowEmail skipped: nothing of theirs re-ran.
    expect(second).toEqual([]);
  });

  it("employed false → true inserts at index 1", () => {
    const { applier, composition } = setup();
    composition.setContent((c) => ShowPerson(c, { ...person, employed: false }, []));
    applier.take();
    composition.setContent((c) => ShowPerson(c, person, []));
    expect(applier.take()).toEqual(['insert column[1] "ACME"']);
    expect(show(applier.root)).toBe('root(column("Ada","ACME","ada@x"))');
  });

  it("the reversed order is detected as moves, with the remembered values moving along", () => {
    const { applier, composition, column } = setup();
    const first: object[] = [];
    composition.setContent((c) => ShowPerson(c, person, first));
    const nodes = column().children.slice();
    applier.take();
    composition.setContent((c) => ShowPerson(c, { ...person, reversed: true }, []));
    const moves = applier.take();
    expect(moves).toHaveLength(2); // Compose moves ShowEmail then ShowCompany; the planner also needs two
    expect(moves.every((op) => op.startsWith("move column"))).toBe(true);
    expect(column().children).toEqual([nodes[2], nodes[1], nodes[0]]);
    // Compose again in order: each Leaf finds its own remembered object.
    const third: object[] = [];
    composition.setContent((c) =>
      ShowPerson(c, { ...person, name: "Ada L.", employer: "ACME 2", email: "ada@y" }, third),
    );
    expect(third).toEqual(first);
  });
});

/** How Composition Works' Counter: remembers its count. */
function Counter(c: C, label: string, counts: Map<string, { count: number }>) {
  c.startRestartGroup(COUNTER);
  const state = c.cache(false, () => ({ count: 0 }));
  counts.set(label, state);
  c.text(TEXT, `${label}`);
  c.endRestartGroup();
}

describe("Counters with showMiddle (How Composition Works: content identity)", () => {
  function Counters(c: C, showMiddle: boolean, counts: Map<string, { count: number }>) {
    c.startRestartGroup(2);
    Counter(c, "first", counts);
    c.startReplaceableGroup(IF); // the flow-control group around `if`
    if (showMiddle) Counter(c, "middle", counts);
    c.endReplaceableGroup();
    Counter(c, "last", counts);
    c.endRestartGroup();
  }

  it("toggling removes or inserts only the middle counter; the last keeps its state", () => {
    const { applier, composition } = setup();
    const counts = new Map<string, { count: number }>();
    composition.setContent((c) => Counters(c, true, counts));
    counts.get("last")!.count = 7;
    const last = counts.get("last");
    applier.take();

    composition.setContent((c) => Counters(c, false, counts));
    expect(applier.take()).toEqual(["remove root[1] x1"]);
    expect(show(applier.root)).toBe('root("first","last")');

    composition.setContent((c) => Counters(c, true, counts));
    expect(applier.take()).toEqual(['insert root[1] "middle"']);
    expect(counts.get("last")).toBe(last);
    expect(counts.get("last")!.count).toBe(7);
    expect(counts.get("middle")!.count).toBe(0);
  });
});

describe("Repeated counters (How Composition Works: duplicate keys come back in order)", () => {
  function Counters(c: C, count: number, labelEvery: number, counts: Map<string, { count: number }>) {
    c.startRestartGroup(3);
    c.startElement(COLUMN, "row");
    for (let i = 0; i < count; i++) {
      c.startReplaceableGroup(50); // loop body
      c.startReplaceableGroup(IF);
      if (i % labelEvery === 0) c.text(60, `#${i}:`);
      c.endReplaceableGroup();
      Counter(c, `c${i}`, counts);
      c.endReplaceableGroup();
    }
    c.endNode();
    c.endRestartGroup();
  }

  it("switching displayLabelFor from % 5 to % 3 keeps every counter's state", () => {
    const { composition, applier } = setup();
    const counts = new Map<string, { count: number }>();
    composition.setContent((c) => Counters(c, 12, 5, counts));
    const before = new Map(counts);
    for (const [label, state] of counts) state.count = Number(label.slice(1)) * 10;
    composition.setContent((c) => Counters(c, 12, 3, counts));
    for (const [label, state] of counts) {
      expect(state, label).toBe(before.get(label));
      expect(state.count).toBe(Number(label.slice(1)) * 10);
    }
    expect(show(applier.root.children[0]!)).toBe(
      'row("#0:","c0","c1","c2","#3:","c3","c4","c5","#6:","c6","c7","c8","#9:","c9","c10","c11")',
    );
  });

  it("without flow-control groups the same change would lose state (the groups are what keeps it)", () => {
    // Counter-example: text and Counter as direct siblings with no loop group.
    function Flat(c: C, labelEvery: number, counts: Map<string, { count: number }>) {
      c.startRestartGroup(4);
      for (let i = 0; i < 6; i++) {
        if (i % labelEvery === 0) Counter(c, `label${i}`, counts); // a Counter-keyed group in place of the label
        Counter(c, `c${i}`, counts);
      }
      c.endRestartGroup();
    }
    const { composition } = setup();
    const counts = new Map<string, { count: number }>();
    composition.setContent((c) => Flat(c, 5, counts));
    const c3 = counts.get("c3");
    composition.setContent((c) => Flat(c, 3, counts));
    expect(counts.get("c3")).not.toBe(c3); // c3 now sits where c4 was, and got its state
  });
});

describe("keyed moves", () => {
  function List(c: C, ids: number[]) {
    c.startRestartGroup(5);
    c.startElement(COLUMN, "tbody");
    for (const id of ids) {
      c.startMovableGroup(70, id);
      c.startElement(71, "tr");
      c.text(72, `row ${id}`);
      c.endNode();
      c.endMovableGroup();
    }
    c.endNode();
    c.endRestartGroup();
  }

  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  function run(before: number[], after: number[]) {
    const { applier, composition } = setup();
    composition.setContent((c) => List(c, before));
    const tbody = applier.root.children[0]!;
    const byId = new Map(before.map((id, i) => [id, tbody.children[i]!]));
    applier.take();
    composition.setContent((c) => List(c, after));
    const ops = applier.take();
    expect(tbody.children.map((tr) => tr.children[0]!.text)).toEqual(after.map((id) => `row ${id}`));
    after.forEach((id, i) => {
      if (byId.has(id)) expect(tbody.children[i]).toBe(byId.get(id));
    });
    return ops;
  }

  it("swapping rows 2 and 999 of 1,000 costs 2 moves", () => {
    const after = range(1000);
    [after[1], after[998]] = [after[998]!, after[1]!];
    expect(run(range(1000), after)).toEqual(["move tbody[1] -> 999 x1", "move tbody[997] -> 1 x1"]);
  });

  it("reversing 1,000 rows costs 999 moves", () => {
    const ops = run(range(1000), range(1000).reverse());
    expect(ops.length).toBe(999);
    expect(ops.every((op) => op.startsWith("move"))).toBe(true);
  });

  it("removing 3 adjacent rows is one remove", () => {
    expect(run(range(10), [1, 2, 6, 7, 8, 9, 10])).toEqual(["remove tbody[2] x3"]);
  });

  it("removing, inserting and moving at once gives the right rows with node identity kept", () => {
    expect(run([1, 2, 3, 4, 5, 6], [6, 2, 7, 4, 1]).length).toBeGreaterThan(0);
  });
});

describe("a composition that throws", () => {
  it("leaves the tree and the table exactly as they were, and the next pass works", () => {
    const { applier, composition } = setup();
    const person: Person = { name: "Ada", employed: true, employer: "ACME", email: "ada@x" };
    composition.setContent((c) => ShowPerson(c, person, []));
    applier.take();
    const tree = show(applier.root);
    // The table by identity: every slot must hold the very same value afterwards.
    const snapshot = () =>
      debugList(composition.table).map((g) => ({ ...g, slots: g.slots.map((v) => identity(v)) }));
    const ids = new Map<unknown, number>();
    const identity = (v: unknown) =>
      typeof v === "object" && v !== null
        ? ids.has(v)
          ? ids.get(v)
          : (ids.set(v, ids.size), ids.size - 1)
        : v;
    const table = snapshot();
    expect(() =>
      composition.setContent((c) => {
        ShowPerson(c, { ...person, employed: false, name: "Changed" }, []);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(applier.take()).toEqual([]);
    expect(show(applier.root)).toBe(tree);
    expect(snapshot()).toEqual(table);

    composition.setContent((c) => ShowPerson(c, { ...person, employed: false }, []));
    expect(applier.take()).toEqual(["remove column[1] x1"]);
  });
});

describe("remember and remember observers", () => {
  it("recomputes when a key changes, and tells observers when they enter and leave", async () => {
    const { remember } = await import("./remember.js");
    const { composition } = setup();
    const log: string[] = [];
    const observer = (name: string) => ({
      onRemembered: () => log.push(`+${name}`),
      onForgotten: () => log.push(`-${name}`),
    });
    const content = (key: number, show: boolean) => (c: C) => {
      c.startRestartGroup(90);
      const value = remember(key, () => observer(`k${key}`));
      if (show) {
        c.startReplaceableGroup(91); // the branch's own group: its slots exist only while it does
        remember(() => observer("inner"));
        c.endReplaceableGroup();
      }
      c.text(92, String(value !== undefined));
      c.endRestartGroup();
    };
    composition.setContent(content(1, true));
    expect(log).toEqual(["+k1", "+inner"]);
    composition.setContent(content(1, true));
    expect(log).toEqual(["+k1", "+inner"]);
    composition.setContent(content(2, false));
    expect(log).toEqual(["+k1", "+inner", "-inner", "-k1", "+k2"]);
    composition.dispose();
    expect(log.at(-1)).toBe("-k2");
  });
});

describe("restart scopes", () => {
  it("endRestartGroup returns a scope only when observable state was read, and a write invalidates it", async () => {
    const { mutableStateOf } = await import("./state/index.js");
    const { composition } = setup();
    const count = mutableStateOf(0);
    const scopes: unknown[] = [];
    composition.setContent((c) => {
      c.startRestartGroup(100);
      c.text(1, "static");
      scopes.push(c.endRestartGroup());
      c.startRestartGroup(101);
      c.text(1, count.value);
      scopes.push(c.endRestartGroup());
    });
    expect(scopes[0]).toBeNull();
    expect(scopes[1]).not.toBeNull();
    expect(composition.hasInvalidations).toBe(false);
    count.value = 1;
    Snapshot.sendApplyNotifications(); // what a frame or flush() does first
    expect(composition.hasInvalidations).toBe(true);
    expect((scopes[1] as { invalid: boolean }).invalid).toBe(true);
  });

  it("a scope whose group left stops being invalidated", async () => {
    const { mutableStateOf } = await import("./state/index.js");
    const { composition } = setup();
    const flag = mutableStateOf(1);
    const content = (show: boolean) => (c: C) => {
      if (show) {
        c.startRestartGroup(102);
        c.text(1, flag.value);
        c.endRestartGroup();
      }
    };
    composition.setContent(content(true));
    composition.setContent(content(false));
    flag.value = 2;
    expect(composition.hasInvalidations).toBe(false);
  });
});

describe("releasing nodes", () => {
  it("reports to onRelease the removed nodes that had properties set, including one that got its first in a later pass", () => {
    const { applier, composition } = setup();
    // row: <li title={label}><b>{label}</b>{text}</li>; `text` is plain text, then a deferred binding (a property of the text node).
    const content = (rows: string[], text: unknown) => (c: C) => {
      for (const label of rows) {
        c.startMovableGroup(300, label);
        c.startElement(301, "li");
        c.set("title", label);
        c.startElement(302, "b");
        c.text(303, label);
        c.endNode();
        c.text(304, text);
        c.endNode();
        c.endMovableGroup();
      }
    };
    composition.setContent(content(["a", "b", "c"], "plain"));
    const [a, , c] = applier.root.children;
    composition.setContent(content(["a", "b", "c"], () => "bound"));
    composition.setContent(content(["b"], () => "bound"));
    // Each removed <li> (title) and its text node (a binding since pass 2); never <b> or its text, which had no property.
    expect(applier.released).toEqual([a, a!.children[1], c, c!.children[1]]);
  });
});

describe("slots", () => {
  it("a group that asks for more slots than it first had fails the pass and applies nothing", () => {
    const { applier, composition } = setup();
    const content = (extra: boolean) => (c: C) => {
      c.startReplaceableGroup(300);
      c.changed("a");
      if (extra) c.changed("b");
      c.endReplaceableGroup();
      c.text(301, extra ? "after" : "before");
    };
    composition.setContent(content(false));
    expect(() => composition.setContent(content(true))).toThrow(/more slots than it had/);
    expect(show(applier.root)).toBe('root("before")');
  });
});
