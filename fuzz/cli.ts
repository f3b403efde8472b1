/**
 * `npm run fuzz -- --programs 10000 --steps 25 --seed N [--mode props|state|both|hydrate] [--hydrate] [--faults] [--no-minimize]`
 *   (`--mode hydrate` is both modes, each program's first composition server-rendered and hydrated; `--hydrate` does that in the modes given)
 * `npm run fuzz -- --mutants 50 --programs 1000 --seed N` (the compiler's mutation fuzz instead)
 * `npm run fuzz -- --leaks 10000 --list 10000x1000` (Chromium: mount/dispose cycles, a keyed list under load)
 *
 * Runs the differential fuzzer in plain Node (happy-dom provides the
 * document) and prints the figures; on a failure, the seed, the minimized
 * program and the state sequence, and exits with 1. With `--mutants`, runs
 * the compiler's mutation fuzz over that many mutants of each generated
 * program and prints the internal crashes.
 */
import { Window } from "happy-dom";
import { caseOf, fuzz, type FuzzReport } from "./fuzz.js";
import { runtimeFlush, runtimeHasBoundaries, runtimeHasEffects } from "./differential.js";
import { printProgram, type Mode } from "./program.js";
import { mutationFuzz } from "./mutate.js";
import { keyedListUnderLoad, mountDisposeCycles, openHarness } from "../test/browser/load.js";

interface Args {
  programs: number;
  steps: number;
  seed: number;
  modes: Mode[];
  faults: boolean;
  /** First compositions server-rendered and hydrated (fuzz/hydrate.ts). */
  hydrate: boolean;
  minimize: boolean;
  /** Mutants per program: run the compiler's mutation fuzz instead. */
  mutants: number | null;
  /** Chromium: mount/dispose cycles of the mid-sized app, and a keyed list's rows x operations. */
  leaks: number | null;
  list: { rows: number; operations: number } | null;
}

export function parseArgs(argv: string[]): Args {
  const args: Args = {
    programs: 1000,
    steps: 25,
    seed: Date.now() % 1_000_000,
    modes: ["props"],
    faults: false,
    hydrate: false,
    minimize: true,
    mutants: null,
    leaks: null,
    list: null,
  };
  let mode = "auto";
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const int = () => {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 0) throw new Error(`${a} needs a non-negative integer`);
      return v;
    };
    if (a === "--programs") args.programs = int();
    else if (a === "--steps") args.steps = Math.max(1, int());
    else if (a === "--seed") args.seed = int();
    else if (a === "--mode") mode = value();
    else if (a === "--faults") args.faults = true;
    else if (a === "--hydrate") args.hydrate = true;
    else if (a === "--no-minimize") args.minimize = false;
    else if (a === "--mutants") args.mutants = int();
    else if (a === "--leaks") args.leaks = int();
    else if (a === "--list") {
      const m = /^(\d+)x(\d+)$/.exec(value());
      if (!m) throw new Error("--list needs ROWSxOPERATIONS, e.g. 10000x1000");
      args.list = { rows: Number(m[1]), operations: Number(m[2]) };
    } else
      throw new Error(
        `unknown argument ${a} (use --programs N --steps N --seed N --mode props|state|both|hydrate --hydrate --faults --no-minimize --mutants N --leaks N --list RxO)`,
      );
  }
  if (mode === "auto") args.modes = runtimeFlush() ? ["props", "state"] : ["props"];
  else if (mode === "both") args.modes = ["props", "state"];
  else if (mode === "hydrate") {
    args.modes = ["props", "state"];
    args.hydrate = true;
  } else if (mode === "props" || mode === "state") args.modes = [mode];
  else throw new Error(`--mode must be props, state or both, or hydrate, not ${mode}`);
  if (args.modes.includes("state") && !runtimeFlush())
    throw new Error("state mode needs flush() from composa (the Recomposer)");
  return args;
}

export async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args.mutants !== null) return mutants(args, args.mutants);
  if (args.leaks !== null || args.list !== null) return chromium(args);
  const window = new Window();
  const document = window.document as unknown as Document;
  let failed = false;
  for (const mode of args.modes) {
    const started = performance.now();
    let last = 0;
    const report: FuzzReport = fuzz({
      seed: args.seed,
      programs: args.programs,
      steps: args.steps,
      mode,
      faults: args.faults,
      hydrate: args.hydrate,
      effects: runtimeHasEffects(),
      boundaries: runtimeHasBoundaries(),
      kinds: true,
      lists: true,
      ids: true,
      spreads: true,
      locals: true,
      tags: true,
      internals: true,
      choices: true,
      document,
      minimize: args.minimize,
      onProgress: (done, stats) => {
        const now = performance.now();
        if (now - last > 5000) {
          last = now;
          process.stderr.write(
            `  ${mode}: ${done}/${args.programs} programs, ${stats.steps} steps, ${stats.faults} failed passes\r`,
          );
        }
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { stats } = report;
    console.log(
      `fuzz ${mode}${args.hydrate ? " +hydrate" : ""}${args.faults ? " +faults" : ""}: seed ${args.seed}, ${report.programs} programs × ${args.steps} steps ` +
        `(${stats.steps} checked steps, ${stats.faults} failed passes, ${stats.retries ?? 0} boundary retries${args.hydrate ? `, ${stats.restructured ?? 0} restructured by the parser, ${stats.placements ?? 0} movable placements hydrated` : ""}), ${report.failures.length} mismatches, ${seconds} s`,
    );
    for (const f of report.failures) {
      failed = true;
      console.log(`\n${f.text}`);
    }
  }
  await window.happyDOM.close();
  return failed ? 1 : 0;
}

function mutants(args: Args, perProgram: number): number {
  const started = performance.now();
  const sources = Array.from({ length: args.programs }, (_, i) =>
    printProgram(
      caseOf(args.seed + i, {
        steps: 1,
        mode: i % 2 ? "state" : "props",
        faults: true,
        effects: true,
        boundaries: true,
        lists: true,
        ids: true,
        spreads: true,
        locals: true,
        tags: true,
        internals: true,
        choices: true,
      }).program,
    ),
  );
  const report = mutationFuzz(sources, { mutations: perProgram, seed: args.seed });
  const rejected = Object.entries(report.rejected)
    .sort()
    .map(([code, n]) => `${code} ${n}`)
    .join(", ");
  console.log(
    `compiler mutation fuzz: seed ${args.seed}, ${args.programs} programs, ${report.mutants} mutants: ` +
      `${report.compiled} compiled, rejected with a located error: ${rejected}; ${report.crashes.length} internal crashes, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const crash of report.crashes.slice(0, 5)) console.log(`\n${crash}`);
  return report.crashes.length > 0 ? 1 : 0;
}

async function chromium(args: Args): Promise<number> {
  const h = await openHarness();
  let failed = false;
  try {
    if (args.leaks !== null) {
      const f = await mountDisposeCycles(h, args.leaks);
      console.log(
        `leaks: mount/poke/dispose x${f.cycles} (${(f.milliseconds / f.cycles).toFixed(2)} ms each): JS heap after GC ${f.heapBefore} -> ${f.heapAfter} B ` +
          `(${(f.heapGrowth * 100).toFixed(2)} %); listeners on the container ${f.containerListeners}, added to window ${f.windowListenersAdded}, ` +
          `handlers held by the last mount's elements after dispose ${f.elementHandlers}; detached DOM nodes in a heap snapshot ${f.detachedNodes}`,
      );
      failed ||=
        Math.abs(f.heapGrowth) >= 0.05 ||
        f.containerListeners + f.windowListenersAdded + f.elementHandlers + f.detachedNodes > 0;
    }
    if (args.list !== null) {
      const f = await keyedListUnderLoad(h, args.list.rows, args.list.operations, args.seed);
      console.log(
        `keyed list: ${f.rows} rows x ${f.operations} random reorders/inserts/removes, ${f.clears} of them clears (seed ${args.seed}): ${f.wrongOrder} with wrong rows, ` +
          `${f.replacedNodes} surviving rows replaced, ${f.domOperations} DOM node operations, ${(f.milliseconds / f.operations).toFixed(1)} ms per operation`,
      );
      failed ||= f.wrongOrder + f.replacedNodes > 0;
    }
  } finally {
    await h.close();
  }
  return failed ? 1 : 0;
}
