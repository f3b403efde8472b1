// @vitest-environment happy-dom
/**
 * composa/devtools on known programs (compiled by composa/vite, rendered by
 * composa/dom into happy-dom): exact group trees and filters, counts after
 * known clicks, the state-reads table, and why a scope recomposed.
 */
import { afterEach, describe, expect, it } from "vitest";
import { Snapshot, flush, mutableStateOf } from "composa";
import { render, type DomComposition } from "composa/dom";
import {
  compositionOf,
  compositionTree,
  formatWhy,
  groupLabel,
  inspect,
  readerLabel,
  type GroupInfo,
  type Inspector,
  type PartOptions,
  type TreeFilter,
  writeText,
} from "composa/devtools";
import { scope, setup } from "../../runtime/test/scopes.js";
import { App, Counters } from "./show-middle.js";
import { SimpleStateReader, alphaFirst, alphaSecond, alphaThird } from "./simple-state-reader.js";

const mounted: DomComposition[] = [];

function mount(app: unknown): { root: HTMLElement; inspector: Inspector; composition: DomComposition } {
  const root = document.createElement("div");
  document.body.append(root);
  const composition = render(app as (props: object) => void, root);
  mounted.push(composition);
  return { root, composition, inspector: inspect(composition) };
}

afterEach(() => {
  for (const composition of mounted.splice(0)) composition.dispose();
  document.body.innerHTML = "";
  alphaFirst.value = 0.5;
  alphaSecond.value = 0.9;
  alphaThird.value = 0.8;
  flush();
});

/** One line per group: label, kind, location; indented by depth. */
function outline(groups: readonly GroupInfo[], depth = 0): string[] {
  return groups.flatMap((g) => [
    `${"  ".repeat(depth)}${groupLabel(g)} ${g.kind}${g.location ? ` ${g.location.replace(/^.*\//, "")}` : ""}`,
    ...outline(g.children, depth + 1),
  ]);
}

const tree = (inspector: Inspector, filter: TreeFilter & PartOptions = {}) => outline(inspector.tree(filter));

/** The groups of the tree (unfiltered), depth first. */
function all(groups: readonly GroupInfo[]): GroupInfo[] {
  return groups.flatMap((g) => [g, ...all(g.children)]);
}

/** The scope of the `n`-th group (in tree order) named `name`. */
function scopeOf(inspector: Inspector, name: string, n = 0) {
  const group = all(inspector.tree()).filter((g) => g.name === name && g.scope !== undefined)[n];
  if (group === undefined) throw new Error(`no scope ${name}#${n}`);
  return group.scope!;
}

const click = (root: HTMLElement, selector: string, n = 0) => {
  (root.querySelectorAll(selector)[n] as HTMLElement).click();
  flush();
};

describe("the group tree", () => {
  it("is the slot table's groups: kinds, source information, nodes (showMiddle)", () => {
    const { inspector } = mount(App);
    const counter = (id: string, depth: string) =>
      [
        `Counter restart show-middle.tsx:5:1`,
        `  <div.counter> node`,
        `    Text restart`,
        `      <span.composa-text> node`,
        `        text replaceable`,
        `          #text "${id}: 0" node`,
        `    Button replaceable show-middle.tsx:9:5`,
        `      Button restart`,
        `        <button.composa-button> node`,
        `          text replaceable`,
        `            #text "+" node`,
        `          children replaceable`,
      ].map((line) => depth + line);
    expect(tree(inspector)).toEqual([
      "App restart show-middle.tsx:21:8",
      "  Button restart",
      "    <button.composa-button.toggle> node",
      "      text replaceable",
      '        #text "toggle" node',
      "      children replaceable",
      "  Counters restart show-middle.tsx:13:8",
      ...counter("a", "    "),
      "    if flow-control show-middle.tsx:15:3",
      ...counter("b", "      "),
      ...counter("c", "    "),
    ]);
  });

  it("gives each group its data slots, its node, its scope", () => {
    const { root, inspector } = mount(App);
    const [app] = inspector.tree();
    const showMiddle = app!.slots[0] as { label: string; value: boolean };
    expect(showMiddle.label).toBe("showMiddle"); // the remembered state object itself
    expect(showMiddle.value).toBe(true);
    const nodes = all(inspector.tree()).filter((g) => g.kind === "node");
    expect(nodes[0]!.node).toBe(root.querySelector("button.toggle"));
    const counters = all(inspector.tree()).find((g) => g.name === "Counters")!;
    expect(counters.slots).toEqual([true]); // its stored parameter
    // It reads no state (so it has no anchor), yet devtools finds its group.
    expect(inspector.nameOf(counters.scope!)).toBe("Counters");
    expect(inspector.groupOf(counters.scope!)?.index).toBe(counters.index);
  });

  it("shows a flow-control group's content leaving with it", () => {
    const { root, inspector } = mount(App);
    click(root, ".toggle");
    expect(tree(inspector, { scopesOnly: true })).toEqual([
      "App restart show-middle.tsx:21:8",
      "  Button restart",
      "  Counters restart show-middle.tsx:13:8",
      "    Counter restart show-middle.tsx:5:1",
      "      Text restart",
      "      Button restart",
      "    Counter restart show-middle.tsx:5:1",
      "      Text restart",
      "      Button restart",
    ]);
  });

  it("knows the nodes each group puts into its parent (what hovering outlines)", () => {
    const { root, inspector } = mount(App);
    const [app] = inspector.tree();
    expect(inspector.nodesOf(app!)).toEqual([
      root.querySelector(".toggle"),
      ...root.querySelectorAll(".counter"),
    ]);
    const counterB = all(inspector.tree()).filter((g) => g.name === "Counter")[1]!;
    expect(inspector.nodesOf(counterB)).toEqual([root.querySelectorAll(".counter")[1]]);
  });

  it("can be limited to what lies under one node", () => {
    const { root, inspector } = mount(App);
    const b = root.querySelectorAll(".counter")[1]!;
    // Filters judge each group by what it has in the slot table: "text" holds the hidden text node group, so it stays.
    expect(tree(inspector, { root: b, hideNodes: true, hideEmpty: true, hideLeaves: true })).toEqual([
      "Text restart",
      "  text replaceable",
      "Button replaceable show-middle.tsx:9:5",
      "  Button restart",
      "    text replaceable",
    ]);
  });
});

describe("filters (Decomposing Jetpack Compose)", () => {
  it("recompose scopes only: the tree of scopes", () => {
    const { inspector } = mount(SimpleStateReader);
    expect(tree(inspector, { scopesOnly: true })).toEqual([
      "SimpleStateReader restart simple-state-reader.tsx:9:8",
    ]);
  });

  it("node groups only: the tree the Applier built", () => {
    const { inspector } = mount(SimpleStateReader);
    expect(tree(inspector, { nodesOnly: true })).toEqual([
      "<div.column> node",
      "  <div.box.yellow> node",
      "  <div.box.blue> node",
      "  <div.box.gray> node",
    ]);
  });

  it("hide node groups, collapse flow-control groups, source information only", () => {
    const { inspector } = mount(SimpleStateReader);
    expect(tree(inspector, { hideNodes: true })).toEqual([
      "SimpleStateReader restart simple-state-reader.tsx:9:8",
      "  && flow-control simple-state-reader.tsx:14:25",
    ]);
    expect(tree(inspector, { collapseFlowControl: true })).toEqual([
      "SimpleStateReader restart simple-state-reader.tsx:9:8",
      "  <div.column> node",
      "    <div.box.yellow> node",
      "    <div.box.blue> node",
      "    <div.box.gray> node",
    ]);
    const { inspector: counters } = mount(App);
    expect(tree(counters, { sourceOnly: true })).toEqual([
      "App restart show-middle.tsx:21:8",
      "  Counters restart show-middle.tsx:13:8",
      "    Counter restart show-middle.tsx:5:1",
      "      Button replaceable show-middle.tsx:9:5",
      "    if flow-control show-middle.tsx:15:3",
      "      Counter restart show-middle.tsx:5:1",
      "        Button replaceable show-middle.tsx:9:5",
      "    Counter restart show-middle.tsx:5:1",
      "      Button replaceable show-middle.tsx:9:5",
    ]);
  });

  it("hide empty groups (no children, no data) and hide leaf groups (data, no children)", () => {
    const { inspector } = mount(App);
    const button = (filter: TreeFilter) => tree(inspector, filter).slice(1, 6);
    expect(button({})).toEqual([
      "  Button restart",
      "    <button.composa-button.toggle> node",
      "      text replaceable",
      '        #text "toggle" node',
      "      children replaceable",
    ]);
    expect(button({ hideEmpty: true })).toEqual([
      "  Button restart",
      "    <button.composa-button.toggle> node",
      "      text replaceable",
      '        #text "toggle" node',
      "  Counters restart show-middle.tsx:13:8",
    ]);
    // The text node group (its node and its text) is a leaf; then "text" is empty and "children" too, but only leaves go.
    expect(button({ hideLeaves: true })).toEqual([
      "  Button restart",
      "    <button.composa-button.toggle> node",
      "      text replaceable",
      "      children replaceable",
      "  Counters restart show-middle.tsx:13:8",
    ]);
  });

  it("hide data slots", () => {
    const { inspector } = mount(App);
    expect(inspector.tree()[0]!.slots.length).toBe(3);
    expect(inspector.tree({ hideSlots: true })[0]!.slots).toEqual([]);
  });
});

describe("recompose and skip counts", () => {
  it("count exactly the scopes a click recomposed, and the ones it skipped", () => {
    const { root, inspector } = mount(App);
    const counts = () =>
      Object.fromEntries(
        all(inspector.tree({ scopesOnly: true }))
          .filter((g) => g.name !== "Button" && g.name !== "Text")
          .map((g, i) => [
            `${i}:${g.name}`,
            `${inspector.counts(g.scope!).recomposed}/${inspector.counts(g.scope!).skipped}`,
          ]),
      );
    expect(counts()).toEqual({
      "0:App": "0/0",
      "1:Counters": "0/0",
      "2:Counter": "0/0",
      "3:Counter": "0/0",
      "4:Counter": "0/0",
    });
    click(root, ".counter button", 1); // b's "+"
    click(root, ".counter button", 1);
    expect(counts()).toEqual({
      "0:App": "0/0",
      "1:Counters": "0/0",
      "2:Counter": "0/0",
      "3:Counter": "2/0",
      "4:Counter": "0/0",
    });
    click(root, ".toggle"); // b leaves; App and Counters recompose; a and c are skipped
    expect(counts()).toEqual({ "0:App": "1/0", "1:Counters": "1/0", "2:Counter": "0/1", "3:Counter": "0/1" });
  });

  it("count again from zero after a reset", () => {
    const { root, inspector } = mount(App);
    click(root, ".counter button", 0);
    const a = scopeOf(inspector, "Counter", 0);
    inspector.resetCounts();
    expect(inspector.counts(a)).toEqual({
      recomposed: 1,
      skipped: 0,
      recomposedSinceReset: 0,
      skippedSinceReset: 0,
    });
    click(root, ".counter button", 0);
    click(root, ".toggle");
    expect(inspector.counts(a)).toEqual({
      recomposed: 2,
      skipped: 1,
      recomposedSinceReset: 1,
      skippedSinceReset: 1,
    });
  });
});

describe("the state-reads table (Decomposing Jetpack Compose's Simple State Reader)", () => {
  it("lists each state with its value, its readers and their kinds, and a derived state's dependencies", () => {
    const { inspector } = mount(SimpleStateReader);
    const rows = inspector.states().map((s) => ({
      label: s.label,
      kind: s.kind,
      value: s.value,
      readers: s.readers.map(readerLabel),
      dependencies: s.dependencies.map((d) => d.label),
    }));
    expect(rows).toEqual([
      {
        label: "alphaSecond",
        kind: "mutable",
        value: 0.9,
        readers: ["scope SimpleStateReader"],
        dependencies: [],
      },
      {
        label: "showThird",
        kind: "derived",
        value: true,
        readers: ["scope SimpleStateReader"],
        dependencies: ["alphaThird"],
      },
      {
        label: "alphaThird",
        kind: "mutable",
        value: 0.8,
        readers: ["derived showThird", "binding <div.box.gray>.style"],
        dependencies: [],
      },
      // Read only inside the deferred style lambda: the scope does not track it (Decomposing Jetpack Compose's alphaFirst).
      {
        label: "alphaFirst",
        kind: "mutable",
        value: 0.5,
        readers: ["binding <div.box.yellow>.style"],
        dependencies: [],
      },
    ]);
  });

  it("gives each scope the states it read in its last pass", () => {
    const { root, inspector } = mount(App);
    expect(inspector.reads(scopeOf(inspector, "App")).map((s) => s.label)).toEqual(["showMiddle"]);
    expect(inspector.reads(scopeOf(inspector, "Counter", 1)).map((s) => s.label)).toEqual(["count b"]);
    expect(inspector.reads(scopeOf(inspector, "Counters"))).toEqual([]);
    click(root, ".toggle");
    expect(inspector.states().map((s) => s.label)).toEqual(["showMiddle", "count a", "count c"]);
  });

  it("a write read only by a deferred binding recomposes nothing", () => {
    const { root, inspector } = mount(SimpleStateReader);
    const scope = scopeOf(inspector, "SimpleStateReader");
    alphaFirst.value = 0.2;
    flush();
    expect((root.querySelector(".yellow") as HTMLElement).style.opacity).toBe("0.2");
    expect(inspector.counts(scope).recomposed).toBe(0);
    expect(inspector.why(scope)).toEqual([]);
  });
});

describe("why did this recompose", () => {
  it("names the write, old → new, and where it was made (showMiddle, one toggle)", () => {
    const { root, inspector } = mount(App);
    click(root, ".toggle");
    const app = scopeOf(inspector, "App");
    const [entry] = inspector.why(app);
    expect(entry!.writes.map((w) => [w.label, w.previous, w.next])).toEqual([["showMiddle", true, false]]);
    // The onClick lambda in the example's source, not the runtime's setter or the event dispatcher.
    expect(entry!.writes[0]!.where).toMatch(/test\/devtools\/show-middle\.tsx:23:\d+$/);
    expect(formatWhy(inspector.why(app))).toMatch(
      /^pass 2: showMiddle true → false \(at .*show-middle\.tsx:23:\d+\)$/,
    );
    // Counters got a new parameter from App: its caller recomposed it, no write of its own.
    expect(formatWhy(inspector.why(scopeOf(inspector, "Counters")))).toBe(
      "pass 2: recomposed by its caller (new parameters)",
    );
    // The counters that stayed were skipped: nothing to explain.
    expect(inspector.why(scopeOf(inspector, "Counter", 0))).toEqual([]);
  });

  it("records recompositions of a pass composed from the root (render again with new props)", () => {
    const root = document.createElement("div");
    document.body.append(root);
    const composition = render(Counters as (props: { showMiddle: boolean }) => void, root, {
      showMiddle: true,
    });
    mounted.push(composition);
    const inspector = inspect(composition);
    render(Counters as (props: { showMiddle: boolean }) => void, root, { showMiddle: false });
    expect(formatWhy(inspector.why(scopeOf(inspector, "Counters")))).toBe(
      "pass 2: recomposed by its caller (new parameters)",
    );
    expect(tree(inspector, { sourceOnly: true, hideSlots: true })).toEqual([
      "Counters restart show-middle.tsx:13:8",
      "  Counter restart show-middle.tsx:5:1",
      "    Button replaceable show-middle.tsx:9:5",
      "  Counter restart show-middle.tsx:5:1",
      "    Button replaceable show-middle.tsx:9:5",
    ]);
  });

  it("keeps one entry per recomposition, each with its own writes", () => {
    const { root, inspector } = mount(App);
    click(root, ".counter button", 2);
    click(root, ".counter button", 2);
    const c = scopeOf(inspector, "Counter", 2);
    expect(inspector.why(c).map((r) => r.writes.map((w) => `${w.label}: ${w.previous} → ${w.next}`))).toEqual(
      [["count c: 0 → 1"], ["count c: 1 → 2"]],
    );
    expect(inspector.why(c).map((r) => r.pass)).toEqual([2, 3]);
  });

  it("gives the writes to one state before a frame as one change (the global snapshot's advance carries it)", () => {
    const { root, inspector } = mount(App);
    (root.querySelectorAll(".counter button")[0] as HTMLElement).click();
    (root.querySelectorAll(".counter button")[0] as HTMLElement).click();
    flush();
    const [entry] = inspector.why(scopeOf(inspector, "Counter", 0));
    expect(entry!.writes.map((w) => `${w.previous} → ${w.next}`)).toEqual(["0 → 2"]);
    // Where: the click handler that made the (last) write, not the flush that sent it.
    expect(entry!.writes[0]!.where).toMatch(/test\/devtools\/show-middle\.tsx:9:\d+$/);
  });

  it("names the snapshot apply that made writes visible, and every state it wrote", () => {
    const { composition } = setup();
    const first = mutableStateOf("Ada", { label: "first" });
    const last = mutableStateOf("Lovelace", { label: "last" });
    const other = mutableStateOf(0, { label: "other" });
    composition.setContent((c) => scope(c, 1, "Name", (c) => c.text(2, `${first.value} ${last.value}`)));
    const inspector = inspect(composition);
    const name = inspector.tree()[0]!.scope!;
    let id = 0;
    Snapshot.withMutableSnapshot(() => {
      first.value = "Grace";
      last.value = "Hopper";
      other.value = 1; // read by nobody, but part of the apply
      id = Snapshot.current.id;
    });
    flush();
    const [entry] = inspector.why(name);
    expect(entry!.writes.map((w) => [w.label, w.apply?.snapshotId, w.apply?.states])).toEqual([
      ["first", id, [first, last, other]],
      ["last", id, [first, last, other]],
    ]);
    // What the inspector panel's why line shows for each write.
    expect(entry!.writes.map(writeText)).toEqual([
      `first "Ada" → "Grace" [apply of snapshot ${id}: first, last, other]`,
      `last "Lovelace" → "Hopper" [apply of snapshot ${id}: first, last, other]`,
    ]);
    // Where: the withMutableSnapshot call, whose apply made them visible.
    expect(entry!.writes[0]!.where).toMatch(/test\/devtools\/inspect\.test\.ts:\d+:\d+$/);
    composition.dispose();
  });

  it("names a derived state that changed, not the state behind it", () => {
    const { inspector } = mount(SimpleStateReader);
    alphaThird.value = 0.7; // showThird stays true: nothing recomposes
    flush();
    const scope = scopeOf(inspector, "SimpleStateReader");
    expect(inspector.why(scope)).toEqual([]);
    alphaThird.value = 0.3;
    flush();
    expect(formatWhy(inspector.why(scope))).toMatch(
      /^pass 2: showThird true → false \(at .*test\/devtools\/inspect\.test\.ts:\d+:\d+\)$/,
    );
  });
});

describe("live updates and compositions", () => {
  it("calls subscribers after each applied pass, not at the write", () => {
    const { root, inspector } = mount(App);
    const seen: number[] = [];
    const stop = inspector.subscribe((i) => seen.push(i.passes));
    (root.querySelector(".toggle") as HTMLElement).click();
    expect(seen).toEqual([]);
    flush();
    expect(seen).toEqual([2]);
    stop();
    click(root, ".toggle");
    expect(seen).toEqual([2]);
  });

  it("knows the tree of compositions: one rendered inside another's element is its child", () => {
    const outer = mount(App);
    const host = outer.root.querySelector(".counter")!.appendChild(document.createElement("aside"));
    const inner = render(SimpleStateReader as never, host);
    mounted.push(inner);
    const other = mount(SimpleStateReader);
    const mine = compositionTree().filter((c) =>
      [outer.composition, other.composition].includes(c.composition as DomComposition),
    );
    expect(mine.map((c) => [c.name, c.children.map((k) => k.name)])).toEqual([
      ["App", ["SimpleStateReader"]],
      ["SimpleStateReader", []],
    ]);
    expect(mine[0]!.children[0]!.composition).toBe(inner);
    expect(compositionOf(outer.root.querySelector(".toggle"))).toBe(outer.composition);
    expect(compositionOf(host.querySelector(".column"))).toBe(inner);
  });

  it("forgets a disposed composition", () => {
    const { composition } = mount(App);
    composition.dispose();
    expect(compositionTree().some((c) => c.composition === composition)).toBe(false);
  });
});

describe("any composition, any Applier", () => {
  it("leaves hot reload's version states out of reads and the table, and says a bump changed the code", () => {
    const { composition } = setup(); // a plain object tree: devtools needs no DOM
    const version = mutableStateOf(0, { label: "hot:src/app.tsx#Leaf" });
    const n = mutableStateOf(1, { label: "n" });
    composition.setContent((c) =>
      scope(c, 1, "Leaf", (c) => {
        void version.value;
        c.text(2, n.value);
      }),
    );
    const inspector = inspect(composition);
    const leaf = inspector.tree()[0]!.scope!;
    expect(inspector.reads(leaf).map((s) => s.label)).toEqual(["n"]);
    expect(inspector.reads(leaf, { includeTooling: true }).map((s) => s.label)).toEqual([
      "hot:src/app.tsx#Leaf",
      "n",
    ]);
    expect(inspector.states().map((s) => s.label)).toEqual(["n"]);
    version.value++;
    flush();
    expect(formatWhy(inspector.why(leaf))).toMatch(/^pass 2: code of Leaf changed \(hot reload\)/);
    expect(outline(inspector.tree())).toEqual(["Leaf restart app.tsx:1:1", '  #text "1" node']);
    composition.dispose();
  });
});
