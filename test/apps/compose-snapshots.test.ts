// @vitest-environment happy-dom
// compose-snapshots.tsx, and the snapshot API as application code calls it.
import { fireEvent, screen } from "@testing-library/dom";
import {
  derivedStateOf,
  mutableStateListOf,
  mutableStateMapOf,
  mutableStateOf,
  Snapshot,
  SnapshotApplyConflictError,
  structuralEqualityPolicy,
  type SnapshotMutationPolicy,
} from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  AccountView,
  Clamped,
  Editor,
  FilledWhileComposing,
  Inbox,
  reads,
  Totals,
  type Account,
} from "./compose-snapshots.js";

const tick = () => new Promise((r) => setTimeout(r, 0));
const account = (): Account => ({
  name: mutableStateOf("Ada"),
  email: mutableStateOf("ada@x"),
  tags: mutableStateListOf("admin"),
});

beforeEach(() => {
  reads.length = 0;
});

describe("an editor staging edits in a mutable snapshot", () => {
  it("the rest of the UI sees nothing before Save, everything at once after", () => {
    const acc = account();
    const result = mutableStateOf("");
    const { container } = render(Editor, { account: acc, result });
    fireEvent.click(screen.getByText("Edit"));
    fireEvent.input(screen.getByLabelText("name"), { target: { value: "Grace" } });
    expect(screen.getByLabelText<HTMLInputElement>("name").value).toBe("Grace");
    expect(container.querySelector(".view")!.textContent).toBe("Ada <ada@x> [admin]");
    expect(acc.name.value).toBe("Ada");
    fireEvent.click(screen.getByText("Save"));
    expect(container.querySelector(".view")!.textContent).toBe("Grace <ada@x> [admin,renamed]");
    expect(container.querySelector("output")!.textContent).toBe("saved");
    expect(reads).toEqual(["Ada <ada@x> [admin]", "Grace <ada@x> [admin,renamed]"]);
    const view = document.createElement("div");
    view.append(container.querySelector(".view")!.cloneNode(true));
    expectSameAsFresh(AccountView, { account: acc }, view);
  });

  it("Cancel drops the edits; nobody recomposes for them", () => {
    const acc = account();
    const result = mutableStateOf("");
    const { container } = render(Editor, { account: acc, result });
    fireEvent.click(screen.getByText("Edit"));
    fireEvent.input(screen.getByLabelText("name"), { target: { value: "Grace" } });
    fireEvent.click(screen.getByText("Cancel"));
    expect(acc.name.value).toBe("Ada");
    expect([...acc.tags]).toEqual(["admin"]);
    expect(container.querySelector(".view")!.textContent).toBe("Ada <ada@x> [admin]");
    expect(reads).toEqual(["Ada <ada@x> [admin]"]);
  });

  it("a write to the same state outside the snapshot meanwhile makes Save fail, keeping that write", () => {
    const acc = account();
    const result = mutableStateOf("");
    const { container } = render(Editor, { account: acc, result });
    fireEvent.click(screen.getByText("Edit"));
    fireEvent.input(screen.getByLabelText("name"), { target: { value: "Grace" } });
    acc.name.value = "Alan";
    flush();
    expect(container.querySelector(".view")!.textContent).toBe("Alan <ada@x> [admin]");
    fireEvent.click(screen.getByText("Save"));
    expect(container.querySelector("output")!.textContent).toBe("conflict");
    expect(container.querySelector(".view")!.textContent).toBe("Alan <ada@x> [admin]");
    expect([...acc.tags]).toEqual(["admin"]);
  });
});

describe("composition and snapshots", () => {
  it("a composable clamping its state while composing: applied with the pass, derived state follows", () => {
    const n = mutableStateOf(3);
    const { container } = render(Clamped, { n });
    n.value = 50;
    flush();
    expect(n.value).toBe(10);
    expect(container.textContent).toBe("10 20");
    expectSameAsFresh(Clamped, { n }, container);
  });

  it("a list written by a later sibling while composing: its earlier reader shows it in the same flush", () => {
    const list = mutableStateListOf<string>();
    const n = mutableStateOf(2);
    const { container } = render(FilledWhileComposing, { list, n });
    expect(container.textContent).toBe("2");
    n.value = 5;
    flush();
    expect(container.textContent).toBe("5");
    expectSameAsFresh(FilledWhileComposing, { list, n }, container);
  });

  it("a job's snapshot writes are invisible to composition until it applies", async () => {
    const messages = mutableStateListOf<string>();
    let apply!: () => void;
    const { container } = render(Inbox, { messages, job: (a) => (apply = a) });
    await tick();
    flush();
    expect(container.querySelectorAll("li")).toHaveLength(0);
    expect(messages.length).toBe(0);
    apply();
    flush();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["m1", "m2"]);
    expectSameAsFresh(Inbox, { messages, job: () => {} }, container);
  });

  it("snapshotFlow logs each distinct total once, written together in withMutableSnapshot", async () => {
    const a = mutableStateOf(1);
    const b = mutableStateOf(2);
    const log: number[] = [];
    const { container } = render(Totals, { a, b, log: (n) => log.push(n) });
    await tick();
    Snapshot.withMutableSnapshot(() => {
      a.value = 2;
      b.value = 5;
    });
    await tick();
    // 3 again: equal to the last value, not logged.
    Snapshot.withMutableSnapshot(() => {
      a.value = 0;
      b.value = 3;
    });
    await tick();
    a.value = 10;
    flush();
    await tick();
    b.value = 3; // the same value written again: no new total
    flush();
    await tick();
    expect(log).toEqual([3, 7, 3, 13]);
    expect(container.textContent).toBe("13");
  });
});

describe("the snapshot API", () => {
  it("a read-only snapshot sees the values (and derived values) of when it was taken", () => {
    const a = mutableStateOf(1);
    const list = mutableStateListOf(1, 2);
    const map = mutableStateMapOf<string, number>(["x", 1]);
    const sum = derivedStateOf(() => a.value + list.reduce((s, n) => s + n, 0) + (map.get("x") ?? 0));
    expect(sum.value).toBe(5);
    const snap = Snapshot.takeSnapshot();
    a.value = 10;
    list.push(3);
    map.set("x", 100);
    expect(sum.value).toBe(116);
    expect(snap.enter(() => [a.value, [...list], map.get("x"), sum.value])).toEqual([1, [1, 2], 1, 5]);
    expect(sum.value).toBe(116);
    expect(() => snap.enter(() => (a.value = 3))).toThrow(/R014/);
    snap.dispose();
    expect(() => snap.enter(() => a.value)).toThrow(/R009/);
  });

  it("merge policies: a counter merges concurrent increments; without merge the second apply fails", () => {
    const counting: SnapshotMutationPolicy<number> = {
      equivalent: (x, y) => x === y,
      merge: (previous, current, applied) => current + (applied - previous),
    };
    const hits = mutableStateOf(0, counting);
    const plain = mutableStateOf(0);
    const s1 = Snapshot.takeMutableSnapshot();
    const s2 = Snapshot.takeMutableSnapshot();
    s1.enter(() => {
      hits.value += 2;
      plain.value = 1;
    });
    s2.enter(() => {
      hits.value += 3;
      plain.value = 2;
    });
    expect(s1.apply().succeeded).toBe(true);
    const r2 = s2.apply();
    expect(r2.succeeded).toBe(false);
    expect(() => r2.check()).toThrow(SnapshotApplyConflictError);
    expect([hits.value, plain.value]).toEqual([2, 1]);
    s1.dispose();
    s2.dispose();
    // Only the merging state written: the increments add up.
    const s3 = Snapshot.takeMutableSnapshot();
    const s4 = Snapshot.takeMutableSnapshot();
    s3.enter(() => (hits.value += 5));
    s4.enter(() => (hits.value += 7));
    s3.apply().check();
    s4.apply().check();
    expect(hits.value).toBe(14);
    s3.dispose();
    s4.dispose();
    // Two snapshots that write equal values (structurally) do not conflict.
    const point = mutableStateOf({ x: 0 }, structuralEqualityPolicy);
    const s5 = Snapshot.takeMutableSnapshot();
    const s6 = Snapshot.takeMutableSnapshot();
    s5.enter(() => (point.value = { x: 1 }));
    s6.enter(() => (point.value = { x: 1 }));
    s5.apply().check();
    expect(s6.apply().succeeded).toBe(true);
    s5.dispose();
    s6.dispose();
  });

  it("nested mutable snapshots apply into their parent, and reach everyone only with it", () => {
    const a = mutableStateOf("a0");
    const b = mutableStateOf("b0");
    const outer = Snapshot.takeMutableSnapshot();
    outer.enter(() => (a.value = "a1"));
    const inner = outer.takeNestedMutableSnapshot();
    inner.enter(() => {
      expect(a.value).toBe("a1");
      b.value = "b1";
    });
    expect(outer.enter(() => b.value)).toBe("b0");
    inner.apply().check();
    inner.dispose();
    expect(outer.enter(() => b.value)).toBe("b1");
    expect(b.value).toBe("b0");
    outer.apply().check();
    outer.dispose();
    expect([a.value, b.value]).toEqual(["a1", "b1"]);
  });

  it("withMutableSnapshot nested: the inner applies into the outer; a throwing outer applies nothing", () => {
    const a = mutableStateOf(0);
    const b = mutableStateOf(0);
    expect(() =>
      Snapshot.withMutableSnapshot(() => {
        a.value = 1;
        Snapshot.withMutableSnapshot(() => (b.value = 1));
        expect(b.value).toBe(1);
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect([a.value, b.value]).toEqual([0, 0]);
    const r = Snapshot.withMutableSnapshot(() => {
      a.value = 2;
      return Snapshot.withMutableSnapshot(() => (b.value = a.value + 1));
    });
    expect([r, a.value, b.value]).toEqual([3, 2, 3]);
  });

  it("apply observers hear of each apply with the states written; disposing the handle stops them", () => {
    const a = mutableStateOf(0);
    const list = mutableStateListOf<number>();
    const heard: object[][] = [];
    const handle = Snapshot.registerApplyObserver((changed) => heard.push([...changed]));
    Snapshot.withMutableSnapshot(() => {
      a.value = 1;
      list.push(1);
    });
    a.value = 2;
    Snapshot.sendApplyNotifications();
    handle.dispose();
    a.value = 3;
    Snapshot.sendApplyNotifications();
    expect(heard).toEqual([[a, list], [a]]);
    // The list itself, as the application holds it: `changed.has(todos)` works.
    expect(heard[0]![1]).toBe(list);
  });

  it("read and write observers are told of a list as the application holds it", () => {
    const list = mutableStateListOf(1);
    const total = derivedStateOf(() => list.reduce((s, n) => s + n, 0));
    const read = new Set<object>();
    const snap = Snapshot.takeSnapshot((state) => read.add(state));
    snap.enter(() => total.value);
    snap.dispose();
    expect(read.has(list)).toBe(true);
    expect(read.has(total)).toBe(true);
    const written = new Set<unknown>();
    Snapshot.observe(
      null,
      (state) => written.add(state),
      () => list.push(2),
    );
    const mutable = Snapshot.takeMutableSnapshot(undefined, (state) =>
      written.add(`in snapshot: ${state === list}`),
    );
    mutable.enter(() => list.push(3));
    mutable.dispose();
    expect([...written]).toEqual([list, "in snapshot: true"]);
  });

  it("Snapshot.current.id grows with each apply", () => {
    const a = mutableStateOf(0);
    const before = Snapshot.current.id;
    Snapshot.withMutableSnapshot(() => (a.value = 1));
    const mid = Snapshot.current.id;
    expect(mid).toBeGreaterThan(before);
    a.value = 2;
    Snapshot.sendApplyNotifications();
    expect(Snapshot.current.id).toBeGreaterThan(mid);
  });
});
