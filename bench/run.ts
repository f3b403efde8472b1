// `npm run bench [-- --quick] [--runs N] [--apps vanilla,react] [--ops 01,07,cold] [--no-build]`
// (and `--micro`, `--node-app`, `--size`, `--profile <op>`, `--tiers <op>`, `--heap-snapshot`:
// see micro/, node-app/, size.ts, profile.ts, tiers.ts, heap-snapshot.ts):
// build, pre-check, then time every operation (total and script time) and the cold
// start with the apps interleaved (for each run index, each app in turn) so that
// machine noise hits all of them alike.
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, release, type } from "node:os";
import { parseArgs } from "node:util";
import { benchDir, selectApps, type BenchApp } from "./apps.js";
import { launch } from "./browser.js";
import { buildApps } from "./build.js";
import { checkApps } from "./check.js";
import { bundleSize, coldStart, heapAfterCreate, timeOperation } from "./measure.js";
import { runMicroBenchmarks } from "./micro/launch.js";
import { operations } from "./ops.js";
import { buildForProfile, profileOperation } from "./profile.js";
import { heapByKind } from "./heap-snapshot.js";
import {
  formatCompile,
  formatMicro,
  formatResults,
  median,
  summarize,
  summarizeColdStart,
  type Results,
} from "./report.js";
import { startServer } from "./server.js";
import { formatSize, measureSize } from "./size.js";
import { traceTiers } from "./tiers.js";
import { nodeAppOperations, runNodeApp } from "./node-app/launch.js";
import type { Timing } from "./trace.js";

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: "boolean", default: false },
      runs: { type: "string" },
      apps: { type: "string" },
      ops: { type: "string" },
      "no-build": { type: "boolean", default: false },
      micro: { type: "boolean", default: false },
      profile: { type: "string" },
      tiers: { type: "string" },
      "node-app": { type: "boolean", default: false },
      size: { type: "boolean", default: false },
      "heap-snapshot": { type: "boolean", default: false },
    },
  });
  const quick = values.quick!;
  if (values.micro) {
    // The runtime alone and the compiler: seconds, for whoever tunes them.
    const { runtime, compile } = await runMicroBenchmarks(quick);
    console.log(`${formatMicro(runtime)}\n\n${formatCompile(compile)}`);
    return 0;
  }
  if (values["node-app"]) {
    const ops = values.ops ? values.ops.split(",") : nodeAppOperations;
    console.log(await runNodeApp(ops, values.runs ? Number(values.runs) : 3));
    return 0;
  }
  if (values.size) {
    for (const app of selectApps(values.apps)) console.log(formatSize(app.name, await measureSize(app)));
    return 0;
  }
  // jfb takes 15 samples per op; --quick (one) is a smoke test of the whole run, not numbers.
  const runs = values.runs ? Number(values.runs) : quick ? 1 : 15;
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}: expected a positive integer`);
  const apps = selectApps(values.apps);
  const names = apps.map((a) => a.name);
  const prefixes = values.ops?.split(",");
  const ops = prefixes ? operations.filter((op) => prefixes.some((p) => op.id.startsWith(p))) : operations;
  // The cold start is not one of jfb's operations: `--ops cold` names it.
  const cold = !prefixes || prefixes.includes("cold");
  if (ops.length === 0 && !cold) throw new Error(`--ops ${values.ops}: no operation id starts with that`);
  if (values.profile) return profile(values.profile, apps);
  if (values["heap-snapshot"]) return heapSnapshot(apps);
  if (values.tiers) {
    const op = operations.find((o) => o.id.startsWith(values.tiers!));
    if (!op) throw new Error(`--tiers ${values.tiers}: no operation id starts with that`);
    return traceTiers(op, apps);
  }
  const started = Date.now();
  const log = (msg: string) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

  if (!values["no-build"]) {
    log(`building ${names.join(", ")}`);
    await buildApps(apps);
  }
  const server = await startServer();
  const browser = await launch();
  try {
    log("pre-check: same rows after every operation");
    const check = await checkApps(browser, server.origin, apps);
    if (check.mismatches.length) {
      console.error(check.mismatches.join("\n"));
      return 1;
    }
    log("pre-check passed");

    // One retry: a rare malformed trace (no commit recorded) should not void a 10-minute run.
    const retried = async (what: string, measure: () => Promise<Timing>): Promise<Timing> => {
      try {
        return await measure();
      } catch (error) {
        log(`${what}: ${(error as Error).message}; retrying once`);
        return measure();
      }
    };
    const progress = (id: string, samples: Record<string, Timing[]>) =>
      log(
        `${id}: ${names.map((n) => `${n} ${median(samples[n]!.map((t) => t.total)).toFixed(1)} (script ${median(samples[n]!.map((t) => t.script)).toFixed(1)}) ms`).join(", ")}`,
      );
    const samples: Record<string, Record<string, Timing[]>> = {};
    for (const op of ops) {
      samples[op.id] = Object.fromEntries(names.map((n) => [n, []]));
      for (let i = 0; i < runs; i++) {
        for (const name of names)
          samples[op.id]![name]!.push(
            await retried(`${op.id} ${name}`, () => timeOperation(browser, server.origin, name, op)),
          );
      }
      progress(op.id, samples[op.id]!);
    }
    const coldSamples: Record<string, Timing[]> = Object.fromEntries(names.map((n) => [n, []]));
    if (cold) {
      for (let i = 0; i < runs; i++) {
        for (const name of names)
          coldSamples[name]!.push(
            await retried(`cold start ${name}`, () => coldStart(browser, server.origin, name)),
          );
      }
      progress("cold start", coldSamples);
    }

    const heapSamples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < (quick ? 1 : 3); i++) {
      for (const name of names) heapSamples[name]!.push(await heapAfterCreate(browser, server.origin, name));
    }
    const size = Object.fromEntries(
      await Promise.all(names.map(async (n) => [n, await bundleSize(n)] as const)),
    );

    log("micro-benchmarks: runtime, compile time");
    const { runtime: micro, compile } = await runMicroBenchmarks(quick);
    const date = new Date().toISOString();
    const results: Results = {
      machine: {
        cpu: cpus()[0]?.model.trim() ?? "unknown",
        cores: cpus().length,
        chromium: `Chromium ${browser.version()}`,
        node: process.version,
        os: `${type()} ${release()}`,
        date,
      },
      mode: quick ? "quick" : "full",
      runs,
      apps: names,
      reference: names[0]!,
      ...summarize(ops, names, samples, check.domOps),
      ...(cold ? { coldStart: summarizeColdStart(names, coldSamples) } : {}),
      heap: Object.fromEntries(names.map((n) => [n, median(heapSamples[n]!)])),
      size,
      micro,
      compile,
    };
    console.log(`\n${formatResults(results)}\n\n${formatMicro(micro)}\n\n${formatCompile(compile)}`);
    await mkdir(`${benchDir}results`, { recursive: true });
    const json = JSON.stringify(results, null, 2) + "\n";
    await writeFile(`${benchDir}results/${date.replace(/[:.]/g, "-")}.json`, json);
    // latest.json is the README's table: only a full run of every app and op replaces it.
    // A quick run leaves latest-quick.json (not committed), a partial run only its dated copy.
    if (!values.apps && !values.ops && !values.runs)
      await writeFile(`${benchDir}results/${quick ? "latest-quick" : "latest"}.json`, json);
    log("done");
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `--heap-snapshot`: what each app's heap after creating 1k rows is made of (unminified builds). */
async function heapSnapshot(apps: BenchApp[]): Promise<number> {
  const names: string[] = [];
  for (const app of apps) names.push(await buildForProfile(app));
  const server = await startServer();
  const browser = await launch();
  try {
    for (const name of names) console.log(`${(await heapByKind(browser, server.origin, name)).join("\n")}\n`);
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `--profile <op>`: one profiled sample of the first operation whose id starts with `<op>`, per app. */
async function profile(prefix: string, apps: BenchApp[]): Promise<number> {
  const op = operations.find((o) => o.id.startsWith(prefix));
  if (!op) throw new Error(`--profile ${prefix}: no operation id starts with that`);
  const names: string[] = [];
  for (const app of apps) names.push(await buildForProfile(app));
  const server = await startServer();
  const browser = await launch();
  try {
    for (const name of names) console.log(`${await profileOperation(browser, server.origin, name, op)}\n`);
    return 0;
  } finally {
    await browser.close();
    await server.close();
  }
}
