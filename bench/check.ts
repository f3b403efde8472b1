// jfb's pre-check (isKeyed.ts), made stricter: one scripted sequence of the nine
// operations per app, and after each step every implementation must show the same
// rows as the reference (ids, labels, which row is `tr.danger`), and must be keyed
// (a <tr> never shows another row's id). The same pass counts the DOM mutations of
// each benchmarked click, in the state the timed run clicks in.
import type { Browser, Page } from "playwright-core";
import type { BenchApp } from "./apps.js";
import { openApp } from "./browser.js";
import {
  absent,
  exists,
  hasId,
  idCell,
  labelLink,
  press,
  removeIcon,
  row,
  waitFor,
  type Condition,
} from "./page.js";

interface Step {
  /** The benchmark whose timed click this step is; null for set-up steps. */
  op: string | null;
  click: string;
  done: Condition;
}

// Ids are page-global and start at 1: the first create shows 1..1000, the replace 1001..2000.
const steps: Step[] = [
  { op: "01_run1k", click: "#run", done: hasId(1000, 1000) },
  { op: "02_replace1k", click: "#run", done: hasId(1000, 2000) },
  {
    op: "03_update10th1k_x16",
    click: "#update",
    done: { kind: "endsWith", selector: labelLink(991), text: " !!!" },
  },
  { op: null, click: labelLink(5), done: { kind: "class", selector: row(5), className: "danger" } },
  { op: "04_select1k", click: labelLink(2), done: { kind: "class", selector: row(2), className: "danger" } },
  { op: "05_swap1k", click: "#swaprows", done: hasId(999, 1002) },
  { op: "06_remove-one-1k", click: removeIcon(4), done: hasId(4, 1005) },
  { op: null, click: "#clear", done: absent("tbody>tr") },
  { op: null, click: "#run", done: hasId(1000, 3000) },
  { op: "09_clear1k_x8", click: "#clear", done: absent("tbody>tr") },
  { op: "07_create10k", click: "#runlots", done: exists(labelLink(10000)) },
  { op: null, click: "#clear", done: absent("tbody>tr") },
  { op: null, click: "#run", done: hasId(1, 13001) },
  { op: "08_create1k-after1k_x2", click: "#add", done: exists(idCell(2000)) },
];

export interface CheckResult {
  /** DOM mutations of the benchmarked click, per operation id, per app. */
  domOps: Record<string, Record<string, number>>;
  /** Human-readable differences; empty when all apps agree. */
  mismatches: string[];
}

type Row = [id: string, label: string, danger: boolean];

interface StepResult {
  rows: Row[];
  /** Rows whose <tr> showed a different id before the step: not keyed. */
  rekeyed: number;
  mutations: number;
}

const SEED = 20240601;

/** Counts nodes added/removed and attribute/text changes anywhere in the body. */
function observe(): void {
  const w = window as unknown as { __mutations: number };
  w.__mutations = 0;
  new MutationObserver((records) => {
    for (const r of records)
      w.__mutations += r.type === "childList" ? r.addedNodes.length + r.removedNodes.length : 1;
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Tags every <tr> with the id it shows, so the next read can tell moved rows from reused ones. */
function tagRows(): void {
  for (const tr of document.querySelectorAll("tbody>tr")) {
    (tr as unknown as { __id: string }).__id = tr.querySelector("td")!.textContent!;
  }
  (window as unknown as { __mutations: number }).__mutations = 0;
}

function read(): StepResult {
  let rekeyed = 0;
  const rows = Array.from(document.querySelectorAll("tbody>tr"), (tr): Row => {
    const id = tr.querySelector("td:nth-of-type(1)")?.textContent ?? "";
    const tag = (tr as unknown as { __id?: string }).__id;
    if (tag !== undefined && tag !== id) rekeyed++;
    return [id, tr.querySelector("td:nth-of-type(2)>a")?.textContent ?? "", tr.classList.contains("danger")];
  });
  // Mutation records arrive in a microtask of the click, before this evaluate runs.
  return { rows, rekeyed, mutations: (window as unknown as { __mutations: number }).__mutations };
}

async function runSteps(page: Page): Promise<StepResult[]> {
  await page.evaluate(observe);
  const results: StepResult[] = [];
  for (const step of steps) {
    await page.evaluate(tagRows);
    await press(page, step.click);
    await waitFor(page, step.done);
    results.push(await page.evaluate(read));
  }
  return results;
}

function describe(rows: Row[], other: Row[]): string {
  if (rows.length !== other.length) return `${other.length} rows instead of ${rows.length}`;
  const i = rows.findIndex((r, k) => JSON.stringify(r) !== JSON.stringify(other[k]));
  return `row ${i + 1} is ${JSON.stringify(other[i])} instead of ${JSON.stringify(rows[i])}`;
}

export async function checkApps(browser: Browser, origin: string, apps: BenchApp[]): Promise<CheckResult> {
  const result: CheckResult = { domOps: {}, mismatches: [] };
  let reference: { name: string; steps: StepResult[] } | undefined;
  for (const app of apps) {
    const page = await openApp(browser, origin, app.name, SEED);
    let got: StepResult[];
    try {
      got = await runSteps(page);
    } catch (error) {
      result.mismatches.push(`${app.name}: ${(error as Error).message}`);
      continue;
    } finally {
      await page.close();
    }
    steps.forEach((step, i) => {
      const name = step.op ?? `set-up ${step.click}`;
      if (step.op) (result.domOps[step.op] ??= {})[app.name] = got[i]!.mutations;
      if (got[i]!.rekeyed)
        result.mismatches.push(`${name}: ${app.name} is not keyed: ${got[i]!.rekeyed} rows show another id`);
      if (reference && JSON.stringify(got[i]!.rows) !== JSON.stringify(reference.steps[i]!.rows)) {
        result.mismatches.push(
          `${name}: ${app.name} differs from ${reference.name}: ${describe(reference.steps[i]!.rows, got[i]!.rows)}`,
        );
      }
    });
    reference ??= { name: app.name, steps: got };
  }
  return result;
}
