// Turns raw samples into jfb-style numbers (median per op, ratio to the reference,
// weighted geometric mean of the ratios), for total and script time alike, and prints
// the tables of a run.
import type { BundleSize } from "./measure.js";
import type { CompileTiming } from "./micro/compile.js";
import type { MicroResult } from "./micro/runtime.js";
import type { Operation } from "./ops.js";
import type { Timing } from "./trace.js";

export interface Machine {
  cpu: string;
  cores: number;
  chromium: string;
  node: string;
  os: string;
  date: string;
}

/** Median ms of the samples, its ratio to the reference app's median, the samples. */
export interface Stat {
  median: number;
  ratio: number;
  samples: number[];
}

export interface OpResult {
  id: string;
  label: string;
  weight: number;
  throttle: number;
  /** Per app: total time (median, ratio, samples at the top level), script time, DOM mutations of the click. */
  apps: Record<string, Stat & { script: Stat; domOps: number | null }>;
}

export interface Results {
  machine: Machine;
  mode: "quick" | "full";
  runs: number;
  apps: string[];
  reference: string;
  operations: OpResult[];
  /** jfb's weighted geometric mean of the per-op ratios (total time). */
  geomean: Record<string, number>;
  /** The same, of the script time ratios. */
  scriptGeomean: Record<string, number>;
  /** Navigation to 1k rows on screen, per app (absent when not measured). */
  coldStart?: Record<string, { total: Stat; script: Stat }>;
  /** Used JS heap after creating 1k rows, bytes (median). */
  heap: Record<string, number>;
  size: Record<string, BundleSize>;
  /** Node micro-benchmark of the runtime alone. */
  micro: MicroResult[];
  /** Compile time per file: composa/babel vs Babel's TypeScript + React JSX transform. */
  compile: CompileTiming[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function weightedGeomean(ratios: number[], weights: number[]): number {
  let logSum = 0;
  let weightSum = 0;
  ratios.forEach((ratio, i) => {
    logSum += weights[i]! * Math.log(ratio);
    weightSum += weights[i]!;
  });
  return Math.exp(logSum / weightSum);
}

function stat(samples: number[], reference: number[]): Stat {
  const m = median(samples);
  return { median: m, ratio: m / median(reference), samples };
}

export function summarize(
  ops: Operation[],
  apps: string[],
  samples: Record<string, Record<string, Timing[]>>,
  domOps: Record<string, Record<string, number>>,
): { operations: OpResult[]; geomean: Record<string, number>; scriptGeomean: Record<string, number> } {
  const reference = apps[0]!;
  const operations = ops.map((op): OpResult => {
    const ref = samples[op.id]![reference]!;
    const perApp: OpResult["apps"] = {};
    for (const app of apps) {
      const own = samples[op.id]![app]!;
      perApp[app] = {
        ...stat(
          own.map((t) => t.total),
          ref.map((t) => t.total),
        ),
        script: stat(
          own.map((t) => t.script),
          ref.map((t) => t.script),
        ),
        domOps: domOps[op.id]?.[app] ?? null,
      };
    }
    return { id: op.id, label: op.label, weight: op.weight, throttle: op.throttle, apps: perApp };
  });
  const geomean: Record<string, number> = {};
  const scriptGeomean: Record<string, number> = {};
  const weights = operations.map((o) => o.weight);
  for (const app of apps) {
    geomean[app] = weightedGeomean(
      operations.map((o) => o.apps[app]!.ratio),
      weights,
    );
    scriptGeomean[app] = weightedGeomean(
      operations.map((o) => o.apps[app]!.script.ratio),
      weights,
    );
  }
  return { operations, geomean, scriptGeomean };
}

export function summarizeColdStart(
  apps: string[],
  samples: Record<string, Timing[]>,
): Record<string, { total: Stat; script: Stat }> {
  const ref = samples[apps[0]!]!;
  return Object.fromEntries(
    apps.map((app) => {
      const own = samples[app]!;
      return [
        app,
        {
          total: stat(
            own.map((t) => t.total),
            ref.map((t) => t.total),
          ),
          script: stat(
            own.map((t) => t.script),
            ref.map((t) => t.script),
          ),
        },
      ];
    }),
  );
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

const cell = (s: Stat) => `${s.median.toFixed(1)} (${s.ratio.toFixed(2)})`;
const opLabel = (op: OpResult) => (op.throttle > 1 ? `${op.label} (${op.throttle}× CPU)` : op.label);

/**
 * The tables of a run: total time (jfb's duration) and script time per op, "median ms
 * (ratio)", each with its weighted geometric mean; then per app the summary (cold
 * start, heap, bundle) and the DOM mutations of each click.
 */
export function formatResults(r: Results): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const times = (
    title: string,
    pick: (s: OpResult["apps"][string]) => Stat,
    geomean: Record<string, number>,
  ) => {
    const rows = [[`${title} (median ms, ×${r.reference})`, ...r.apps]];
    for (const op of r.operations) rows.push([opLabel(op), ...r.apps.map((a) => cell(pick(op.apps[a]!)))]);
    rows.push(["weighted geometric mean", ...r.apps.map((a) => geomean[a]!.toFixed(2))]);
    return table(rows);
  };
  const summary = [["per app", ...r.apps]];
  if (r.coldStart) {
    summary.push(["cold start to 1k rows, total ms", ...r.apps.map((a) => cell(r.coldStart![a]!.total))]);
    summary.push(["cold start to 1k rows, script ms", ...r.apps.map((a) => cell(r.coldStart![a]!.script))]);
  }
  summary.push(["JS heap after 1k rows (MB)", ...r.apps.map((a) => (r.heap[a]! / 1024 / 1024).toFixed(2))]);
  summary.push([
    "bundle min / brotli (kB)",
    ...r.apps.map((a) => `${kb(r.size[a]!.min)} / ${kb(r.size[a]!.brotli)}`),
  ]);
  const domOps = [["DOM ops of the click", ...r.apps]];
  for (const op of r.operations)
    domOps.push([op.label, ...r.apps.map((a) => String(op.apps[a]!.domOps ?? "-"))]);
  const m = r.machine;
  return [
    times("total", (s) => s, r.geomean),
    times("script", (s) => s.script, r.scriptGeomean),
    table(summary),
    table(domOps),
    `${r.mode} run, ${r.runs} runs per op, median; ${m.cpu} (${m.cores} cores), ${m.chromium}, Node ${m.node}, ${m.date}`,
  ].join("\n\n");
}

export function formatMicro(micro: MicroResult[]): string {
  const rows = [["runtime micro-benchmark (Node)", "median ms", "unoptimized (--no-opt)"]];
  for (const m of micro)
    rows.push([
      m.name,
      m.median === null ? `- (${m.note})` : m.median.toFixed(2),
      m.cold === undefined || m.cold === null ? "-" : m.cold.toFixed(2),
    ]);
  return table(rows);
}

export function formatCompile(timings: CompileTiming[]): string {
  const rows = [
    ["compile time per file (Node, median ms)", "lines", "composa/babel", "babel TS + React JSX", "ratio"],
  ];
  for (const t of timings)
    rows.push([
      t.file,
      String(t.lines),
      t.composa.toFixed(2),
      t.babel.toFixed(2),
      (t.composa / t.babel).toFixed(2),
    ]);
  return table(rows);
}
