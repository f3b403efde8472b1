// Turns raw samples into jfb-style numbers (median per op, ratio to the reference,
// weighted geometric mean of the ratios) and prints the one table of a run.
import type { BundleSize } from "./measure.js";
import type { CompileTiming } from "./micro/compile.js";
import type { MicroResult } from "./micro/runtime.js";
import type { Operation } from "./ops.js";

export interface Machine {
  cpu: string;
  cores: number;
  chromium: string;
  node: string;
  os: string;
  date: string;
}

export interface OpResult {
  id: string;
  label: string;
  weight: number;
  throttle: number;
  /** Per app: median ms, ratio to the reference app, all samples, DOM mutations of the click. */
  apps: Record<string, { median: number; ratio: number; samples: number[]; domOps: number | null }>;
}

export interface Results {
  machine: Machine;
  mode: "quick" | "full";
  runs: number;
  apps: string[];
  reference: string;
  operations: OpResult[];
  /** jfb's weighted geometric mean of the per-op ratios. */
  geomean: Record<string, number>;
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

export function summarize(
  ops: Operation[],
  apps: string[],
  samples: Record<string, Record<string, number[]>>,
  domOps: Record<string, Record<string, number>>,
): { operations: OpResult[]; geomean: Record<string, number> } {
  const reference = apps[0]!;
  const operations = ops.map((op): OpResult => {
    const refMedian = median(samples[op.id]![reference]!);
    const perApp: OpResult["apps"] = {};
    for (const app of apps) {
      const m = median(samples[op.id]![app]!);
      perApp[app] = { median: m, ratio: m / refMedian, samples: samples[op.id]![app]!, domOps: domOps[op.id]?.[app] ?? null };
    }
    return { id: op.id, label: op.label, weight: op.weight, throttle: op.throttle, apps: perApp };
  });
  const geomean: Record<string, number> = {};
  for (const app of apps) {
    geomean[app] = weightedGeomean(operations.map((o) => o.apps[app]!.ratio), operations.map((o) => o.weight));
  }
  return { operations, geomean };
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  return [line(rows[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/** One table: per app "median ms (ratio)" and the DOM mutations of the click; then the summary rows. */
export function formatResults(r: Results): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const header = ["operation (median ms, ×" + r.reference + ")", ...r.apps, ...r.apps.map((a) => `DOM ops ${a}`)];
  const rows = [header];
  for (const op of r.operations) {
    const label = op.throttle > 1 ? `${op.label} (${op.throttle}× CPU)` : op.label;
    rows.push([
      label,
      ...r.apps.map((a) => `${op.apps[a]!.median.toFixed(1)} (${op.apps[a]!.ratio.toFixed(2)})`),
      ...r.apps.map((a) => String(op.apps[a]!.domOps ?? "-")),
    ]);
  }
  const blank = r.apps.map(() => "");
  rows.push(["weighted geometric mean", ...r.apps.map((a) => r.geomean[a]!.toFixed(2)), ...blank]);
  rows.push(["JS heap after 1k rows (MB)", ...r.apps.map((a) => (r.heap[a]! / 1024 / 1024).toFixed(2)), ...blank]);
  rows.push(["bundle min / brotli (kB)", ...r.apps.map((a) => `${kb(r.size[a]!.min)} / ${kb(r.size[a]!.brotli)}`), ...blank]);
  const m = r.machine;
  return `${table(rows)}\n${r.mode} run, ${r.runs} runs per op, median; ${m.cpu} (${m.cores} cores), ${m.chromium}, Node ${m.node}, ${m.date}`;
}

export function formatMicro(micro: MicroResult[]): string {
  const rows = [["runtime micro-benchmark (Node)", "median ms"]];
  for (const m of micro) rows.push([m.name, m.median === null ? `- (${m.note})` : m.median.toFixed(2)]);
  return table(rows);
}

export function formatCompile(timings: CompileTiming[]): string {
  const rows = [["compile time per file (Node, median ms)", "lines", "composa/babel", "babel TS + React JSX", "ratio"]];
  for (const t of timings) rows.push([t.file, String(t.lines), t.composa.toFixed(2), t.babel.toFixed(2), (t.composa / t.babel).toFixed(2)]);
  return table(rows);
}
