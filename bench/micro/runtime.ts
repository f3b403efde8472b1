// Node micro-benchmark of the runtime alone (no DOM, no compiler): composables
// written by hand in the compiled shape of docs/compiled-code.md, a plain-object
// Applier. Guards the slot table's and the Composer's cost per group.
import { performance } from "node:perf_hooks";
import { flush, mutableStateOf, type MutableState } from "../../runtime/index.js";
import { Composition, type Composer } from "../../runtime/internal/index.js";
import { TreeApplier, type Node } from "./tree-applier.js";

type C = Composer<Node>;
interface Item {
  id: number;
  label: string;
}

const TABLE = 1,
  TBODY = 2,
  ITEM = 3,
  ROW = 4,
  TR = 5,
  TEXT = 6;
const COUNT = 10_000;
/** Rows of the reorder cases (jfb's swap is on 1,000 rows). */
const REORDERED = 1_000;

/** The prop names of `Row` and `StatefulRow`, hoisted as compiled code hoists them. */
const ROW_PROPS = ["label"];
const STATEFUL_ROW_PROPS = ["item"];

/** `Row({ label })`: a restartable composable that skips when its label is unchanged. */
function Row(props: { label: string }, c: C): void {
  if (c.skipRestartGroup(ROW, 0, props, ROW_PROPS)) return;
  const label = props.label;
  c.startRestartGroup(ROW);
  const changed = c.changed(label);
  if (changed || !c.skipping) {
    c.startElement(TR, "tr");
    c.text(TEXT, label);
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup();
}

/** A keyed loop: `items.map((item) => <Row key={item.id} label={item.label} />)`. */
function Table(c: C, items: Item[]): void {
  c.startRestartGroup(TABLE);
  c.startElement(TBODY, "tbody");
  for (const item of items) {
    c.startMovableGroup(ITEM, item.id);
    Row({ label: item.label }, c);
    c.endMovableGroup();
  }
  c.endNode();
  c.endRestartGroup();
}

/** A row whose label is state it reads itself: a write restarts just this scope. */
interface StatefulItem {
  id: number;
  label: MutableState<string>;
}

/** `StatefulRow({ item })`: reads `item.label.value`, so it is a scope of its own. */
function StatefulRow(props: { item: StatefulItem }, c: C, $changed: number): void {
  const force = ($changed & 1) !== 0;
  if (!force && c.skipRestartGroup(ROW, 0, props, STATEFUL_ROW_PROPS)) return;
  const item = props.item;
  c.startRestartGroup(ROW);
  const changed = c.changed(item);
  if (changed || force || !c.skipping) {
    c.startElement(TR, "tr");
    c.text(TEXT, item.label.value);
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(StatefulRow, props, $changed | 1);
}

function StatefulTable(c: C, items: StatefulItem[]): void {
  c.startRestartGroup(TABLE);
  c.startElement(TBODY, "tbody");
  for (const item of items) {
    c.startMovableGroup(ITEM, item.id);
    StatefulRow({ item }, c, 0);
    c.endMovableGroup();
  }
  c.endNode();
  c.endRestartGroup();
}

const items = (count: number, tag = ""): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, label: `row ${i + 1}${tag}` }));

export interface MicroResult {
  name: string;
  /** Median wall time of one pass, ms; null when the runtime cannot do it yet. */
  median: number | null;
  /** The same with V8's optimizing compiler off (`node --no-opt`; set by launch.ts). */
  cold?: number | null;
  runs: number;
  note?: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** Times `pass` after `prepare` (untimed) on fresh state; warm-up passes first so the JIT is settled. */
function measure(name: string, runs: number, prepare: () => () => void): MicroResult {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const pass = prepare();
    const start = performance.now();
    pass();
    const time = performance.now() - start;
    if (i >= 5) times.push(time);
  }
  return { name, median: median(times), runs };
}

function composed(list: Item[]): Composition<Node> {
  const composition = new Composition(new TreeApplier());
  composition.setContent((c) => Table(c, list));
  return composition;
}

/** A fast wrong runtime must not pass for a fast runtime: check the tree once. */
function verify(base: Item[], oneChanged: Item[]): void {
  const applier = new TreeApplier();
  const composition = new Composition(applier);
  composition.setContent((c) => Table(c, base));
  composition.setContent((c) => Table(c, oneChanged));
  const rows = applier.root.children[0]?.children ?? [];
  const texts = rows.map((tr) => tr.children[0]?.text);
  if (rows.length !== COUNT || texts.some((text, i) => text !== oneChanged[i]!.label)) {
    throw new Error("micro-benchmark: the composed tree does not show the rows");
  }
}

/** 10,000 rows that each read their own label state; `write` changes the middle one and flushes. */
function statefulRows(): { applier: TreeApplier; write: () => void } {
  const list: StatefulItem[] = Array.from({ length: COUNT }, (_, i) => ({
    id: i + 1,
    label: mutableStateOf(`row ${i + 1}`),
  }));
  const applier = new TreeApplier();
  new Composition(applier).setContent((c) => StatefulTable(c, list));
  let writes = 0;
  const write = () => {
    list[COUNT / 2]!.label.value = `written ${++writes}`;
    flush();
  };
  return { applier, write };
}

/** The write must reach the tree through flush(), or the case times nothing. */
function verifyWrite(): void {
  const { applier, write } = statefulRows();
  write();
  const text = applier.root.children[0]?.children[COUNT / 2]?.children[0]?.text;
  if (text !== "written 1")
    throw new Error(`micro-benchmark: the state write did not recompose its row (got ${text})`);
}

function verifyOrder(before: Item[], after: Item[]): void {
  const applier = new TreeApplier();
  const composition = new Composition(applier);
  composition.setContent((c) => Table(c, before));
  composition.setContent((c) => Table(c, after));
  const texts = (applier.root.children[0]?.children ?? []).map((tr) => tr.children[0]?.text);
  if (texts.join() !== after.map((item) => item.label).join()) {
    throw new Error("micro-benchmark: the reordered tree does not show the rows in their new order");
  }
}

function inputs() {
  const base = items(COUNT);
  const oneChanged = base.map((item, i) =>
    i === COUNT / 2 ? { id: item.id, label: `${item.label} !!!` } : item,
  );
  const small = items(REORDERED);
  const reversed = [...small].reverse();
  const swapped = [...small];
  [swapped[1], swapped[REORDERED - 2]] = [swapped[REORDERED - 2]!, swapped[1]!];
  // jfb removes the 4th row.
  const removed = small.filter((_, i) => i !== 3);
  return { base, oneChanged, small, reversed, swapped, removed };
}

/** Throws unless every timed case produces the tree it claims to (the bench test runs it). */
export function verifyMicro(): void {
  const { base, oneChanged, small, reversed, swapped, removed } = inputs();
  verify(base, oneChanged);
  verifyOrder(small, reversed);
  verifyOrder(small, swapped);
  verifyOrder(small, removed);
  verifyOrder([], small);
  verifyWrite();
}

export function runMicro(quick: boolean): MicroResult[] {
  const runs = quick ? 10 : 30;
  verifyMicro();
  const { base, oneChanged, small, reversed, swapped, removed } = inputs();
  const creating = composed([]);
  return [
    measure(`compose ${COUNT} rows (${COUNT * 4} groups, ${COUNT * 2} nodes)`, runs, () => {
      const composition = new Composition(new TreeApplier());
      return () => composition.setContent((c) => Table(c, base));
    }),
    measure(`create ${REORDERED} rows after a clear (one composition)`, runs, () => {
      // jfb's create 1k: each pass inserts into a composition that held rows before,
      // through the insert table and change list its earlier passes left (composition.ts).
      creating.setContent((c) => Table(c, []));
      return () => creating.setContent((c) => Table(c, small));
    }),
    measure(`recompose ${COUNT} rows, nothing changed`, runs, () => {
      const composition = composed(base);
      return () => composition.setContent((c) => Table(c, base));
    }),
    measure(`recompose ${COUNT} rows from the root, one label changed`, runs, () => {
      const composition = composed(base);
      return () => composition.setContent((c) => Table(c, oneChanged));
    }),
    measure(`reverse ${REORDERED} keyed rows`, runs, () => {
      const composition = composed(small);
      return () => composition.setContent((c) => Table(c, reversed));
    }),
    measure(`swap rows 2 and ${REORDERED - 2} of ${REORDERED}`, runs, () => {
      const composition = composed(small);
      return () => composition.setContent((c) => Table(c, swapped));
    }),
    measure(`remove row 4 of ${REORDERED} keyed rows`, runs, () => {
      const composition = composed(small);
      return () => composition.setContent((c) => Table(c, removed));
    }),
    measure(`one leaf state write among ${COUNT} scopes, flush()`, runs, () => {
      const { write } = statefulRows();
      return write;
    }),
  ];
}
