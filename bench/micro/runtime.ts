// Node micro-benchmark of the runtime alone (no DOM, no compiler): composables
// written by hand in the compiled shape of docs/compiled-code.md, a plain-object
// Applier. Guards the slot table's and the Composer's cost per group.
import { performance } from "node:perf_hooks";
import { Composition, type Composer } from "../../runtime/index.js";
import { TreeApplier, type Node } from "./tree-applier.js";

type C = Composer<Node>;
interface Item {
  id: number;
  label: string;
}

const TABLE = 1, TBODY = 2, ITEM = 3, ROW = 4, TR = 5, TEXT = 6;
const COUNT = 10_000;
/** Rows of the reorder cases (jfb's swap is on 1,000 rows). */
const REORDERED = 1_000;

/** `Row({ label })`: a restartable composable that skips when its label is unchanged. */
function Row(c: C, label: string): void {
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
    Row(c, item.label);
    c.endMovableGroup();
  }
  c.endNode();
  c.endRestartGroup();
}

const items = (count: number, tag = ""): Item[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, label: `row ${i + 1}${tag}` }));

export interface MicroResult {
  name: string;
  /** Median wall time of one pass, ms; null when the runtime cannot do it yet. */
  median: number | null;
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

export function runMicro(quick: boolean): MicroResult[] {
  const runs = quick ? 10 : 30;
  const base = items(COUNT);
  const oneChanged = base.map((item, i) => (i === COUNT / 2 ? { id: item.id, label: `${item.label} !!!` } : item));
  verify(base, oneChanged);
  const small = items(REORDERED);
  const reversed = [...small].reverse();
  const swapped = [...small];
  [swapped[1], swapped[REORDERED - 2]] = [swapped[REORDERED - 2]!, swapped[1]!];
  verifyOrder(small, reversed);
  verifyOrder(small, swapped);
  return [
    measure(`compose ${COUNT} rows (${COUNT * 2} groups + nodes)`, runs, () => {
      const composition = new Composition(new TreeApplier());
      return () => composition.setContent((c) => Table(c, base));
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
    {
      name: `one leaf state write among ${COUNT} scopes`,
      median: null,
      runs: 0,
      note: "needs the Recomposer, not on main yet",
    },
  ];
}
