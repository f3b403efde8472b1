// Entry of `npm run bench -- --node-app` (launch.ts bundles it with the bench app and runs
// it in a fresh `node`): the Composa bench app under happy-dom, one operation timed
// `LOOP` times after jfb's warm-up for it; prints the fastest pass in ms. With
// `node --no-opt` this is the tier a page's first updates run in (bench/README.md, "What
// the tiers show"), and steady to a few percent on a loaded machine, where a browser's
// throttled click is not.
import { Window } from "happy-dom";

const win = new Window({ url: "http://localhost/" });
const globals = globalThis as unknown as Record<string, unknown>;
for (const name of [
  "window",
  "document",
  "Node",
  "Element",
  "HTMLElement",
  "Text",
  "Comment",
  "Event",
  "MouseEvent",
])
  globals[name] = (win as unknown as Record<string, unknown>)[name];
// Passes run when `flush` is called, not in a frame.
globals.requestAnimationFrame = () => 0;
win.document.body.innerHTML = '<div id="main"></div>';

const { flush } = await import("../../runtime/index.js");
await import("../apps/composa/main.js");

const $ = (selector: string) => {
  const el = win.document.querySelector(selector);
  if (el === null) throw new Error(`node-app: no ${selector}`);
  return el;
};
const click = (selector: string) => {
  $(selector).dispatchEvent(new win.MouseEvent("click", { bubbles: true }));
  flush();
};
const label = (row: number) => `tbody tr:nth-child(${row}) td:nth-child(2) a`;
const removeIcon = (row: number) => `tbody tr:nth-child(${row}) td:nth-child(3) a`;

const rows = () => win.document.querySelectorAll("tbody tr");
const text = (selector: string) => $(selector).textContent ?? "";

/**
 * Each operation: its warm-up (as jfb's, bench/ops.ts), what precedes each pass (not
 * timed), the pass `i` of the timed loop, and a check of the rows after `n` passes: a broken app fails instead of being fast.
 */
const operations: Record<
  string,
  { warmUp(): void; before?(): void; pass(i: number): void; check(n: number): boolean }
> = {
  select: {
    warmUp: () => click(label(5)),
    pass: (i) => click(label(i % 2 === 0 ? 2 : 5)),
    check: (n) =>
      win.document.querySelectorAll("tr.danger").length === 1 &&
      $(`tbody tr:nth-child(${n % 2 === 1 ? 2 : 5})`).className === "danger",
  },
  swap: {
    warmUp: () => Array.from({ length: 6 }, () => click("#swaprows")),
    pass: () => click("#swaprows"),
    check: (n) => text("tbody tr:nth-child(2) td") === String(n % 2 === 1 ? 999 : 2),
  },
  remove: {
    // Rows 9..5 one by one, then row 6: the remove path is warm; each timed pass removes row 4.
    warmUp: () => [9, 8, 7, 6, 5, 6].forEach((row) => click(removeIcon(row))),
    pass: () => click(removeIcon(4)),
    check: (n) => rows().length === 1000 - 6 - n,
  },
  create: {
    // jfb's create 1k: a clear (not timed) and 1,000 rows into the empty table, after five of them.
    warmUp: () => Array.from({ length: 5 }, () => (click("#clear"), click("#run"))),
    before: () => click("#clear"),
    pass: () => click("#run"),
    check: () => rows().length === 1000,
  },
  replace: {
    // A new 1,000 rows for the 1,000 shown: creating rows, in the tier of a page's first clicks.
    warmUp: () => click("#run"),
    pass: () => click("#run"),
    check: () => rows().length === 1000,
  },
  update: {
    warmUp: () => [1, 2, 3].forEach(() => click("#update")),
    pass: () => click("#update"),
    check: (n) => text(label(1)).endsWith(" !!!".repeat(3 + n)),
  },
};

const [name = "", loopArg = "21"] = process.argv.slice(2);
const op = operations[name];
if (op === undefined)
  throw new Error(`node-app: unknown operation ${name} (${Object.keys(operations).join(", ")})`);
click("#run");
op.warmUp();
let best = Infinity;
for (let i = 0; i < Number(loopArg); i++) {
  op.before?.(); // not timed
  const started = performance.now();
  op.pass(i);
  best = Math.min(best, performance.now() - started);
}
if (!op.check(Number(loopArg))) throw new Error(`node-app: the rows are not what ${name} should leave`);
process.stdout.write(`${best.toFixed(3)}\n`);
