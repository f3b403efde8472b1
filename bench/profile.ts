// `npm run bench -- --profile 08 --apps composa`: where the time of one operation
// goes, for whoever closes a gap. Each app is built unminified (names survive) into
// dist/<name>.profile/, the operation's warm-up runs as in a timed sample, then the
// timed click runs under the CPU profiler and a trace. Prints, per app, the trace's
// main-thread time by kind (script, style, layout, paint...) between the click and
// its commit, and the functions with the most self time. With BENCH_PROFILE_DIR set,
// the raw .cpuprofile of each app is written there too.
import { writeFile } from "node:fs/promises";
import { build, mergeConfig, type InlineConfig } from "vite";
import type { Browser } from "playwright-core";
import { appsDir, distDir, type BenchApp } from "./apps.js";
import { openApp } from "./browser.js";
import { inProduction } from "./build.js";
import type { Operation } from "./ops.js";
import { clickToCommit, traceCategories, type TraceEvent } from "./trace.js";

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Trace events (complete, main thread) grouped by what DevTools' summary calls them. */
const kinds: Record<string, string> = {
  FunctionCall: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  TimerFire: "script",
  RunMicrotasks: "script",
  V8Execute: "script",
  MajorGC: "gc",
  MinorGC: "gc",
  "V8.GC_SCAVENGER": "gc",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "commit",
};

export async function buildForProfile(app: BenchApp): Promise<string> {
  const name = `${app.name}.profile`;
  const base: InlineConfig = {
    configFile: false,
    root: `${appsDir}${app.name}`,
    base: "./",
    logLevel: "warn",
    mode: "production",
    build: {
      outDir: `${distDir}${name}`,
      emptyOutDir: true,
      minify: false,
      modulePreload: { polyfill: false },
    },
  };
  await inProduction(async () => build(app.vite ? mergeConfig(base, await app.vite()) : base));
  return name;
}

export async function profileOperation(
  browser: Browser,
  origin: string,
  name: string,
  op: Operation,
): Promise<string> {
  const page = await openApp(browser, origin, name);
  try {
    const cdp = await page.context().newCDPSession(page);
    await op.init(page);
    await cdp.send("HeapProfiler.collectGarbage");
    if (op.throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: op.throttle });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await browser.startTracing(page, { categories: traceCategories, screenshots: false });
    await op.run(page);
    await new Promise((resolve) => setTimeout(resolve, 40));
    const trace = await browser.stopTracing();
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: CpuProfile };
    const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
    if (process.env.BENCH_PROFILE_DIR) {
      // The raw profile, for DevTools (Performance > Load profile) or other tools.
      await writeFile(
        `${process.env.BENCH_PROFILE_DIR}/${name}-${op.id}.cpuprofile`,
        JSON.stringify(profile),
      );
    }
    return `${name} ${op.id}: ${clickToCommit(events).toFixed(1)} ms (${op.throttle}× CPU)\n${byKind(events)}\n${topFunctions(profile)}`;
  } finally {
    await page.close();
  }
}

/** Main-thread time by kind between the click and the end of the trace, top-level events only. */
function byKind(events: TraceEvent[]): string {
  const click = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  if (!click) return "(no click in the trace)";
  const totals = new Map<string, number>();
  let coveredUntil = 0;
  const main = events
    .filter((e) => e.ph === "X" && e.pid === click.pid && e.ts >= click.ts && kinds[e.name] !== undefined)
    .sort((a, b) => a.ts - b.ts);
  for (const e of main) {
    // Nested events (a Layout inside a FunctionCall) count once, for the outer one.
    if (e.ts < coveredUntil) continue;
    coveredUntil = e.ts + (e.dur ?? 0);
    const kind = kinds[e.name]!;
    totals.set(kind, (totals.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...totals].map(([kind, ms]) => `  ${kind.padEnd(8)} ${ms.toFixed(1).padStart(8)} ms`).join("\n");
}

function topFunctions(profile: CpuProfile, count = 25): string {
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  for (const [id, us] of time) {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us / 1000);
  }
  const rows = [...self]
    .filter(([key]) => !key.startsWith("(idle)") && !key.startsWith("(program)"))
    .sort((a, b) => b[1] - a[1]);
  return rows
    .slice(0, count)
    .map(([key, ms]) => `  ${ms.toFixed(2).padStart(8)} ms  ${key}`)
    .join("\n");
}

/**
 * Several profiles of the same code summed: the functions with the most self
 * time, then with the most total time (a function's own and its callees',
 * counted once per sample however deep it recurses), in ms over all profiles.
 */
export function summarizeProfiles(profiles: CpuProfile[], count = 30): string {
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const key = (id: number) => {
      const f = byId.get(id)!.callFrame;
      return `${f.functionName || "(anonymous)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
    };
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const own = key(id);
      if (own.startsWith("(idle)") || own.startsWith("(program)")) return;
      all += ms;
      self.set(own, (self.get(own) ?? 0) + ms);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(key(at));
      for (const k of seen) total.set(k, (total.get(k) ?? 0) + ms);
    });
  }
  const rows = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(
        ([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${k}`,
      )
      .join("\n");
  return `sampled ${all.toFixed(1)} ms\nself time:\n${rows(self)}\ntotal time:\n${rows(total)}`;
}
