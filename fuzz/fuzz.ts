/**
 * One fuzzing campaign: program `i` of seed `s` is generated from
 * `Random(s + i)` (so any failure is replayed by its own seed), run for its
 * steps, and on failure minimized and reported with the seed, the minimized
 * program and the state sequence.
 *
 * @example
 * const report = fuzz({ seed: 1, programs: 200, steps: 25, mode: "props", document });
 * if (report.failures.length) console.log(report.failures[0].text);
 */
import { runProgram, type Failure, type RunStats } from "./differential.js";
import { generateProgram } from "./generate.js";
import { minimize } from "./minimize.js";
import { printProgram, type Mode, type Program } from "./program.js";
import { Random } from "./random.js";
import { generateSteps, type Step } from "./steps.js";

export interface FuzzOptions {
  seed: number;
  programs: number;
  steps: number;
  mode: Mode;
  /** Insert fault points and make some passes fail on purpose. */
  faults?: boolean;
  effects?: boolean;
  boundaries?: boolean;
  /** `{value}` children whose kind changes (`GenerateOptions.kinds`). */
  kinds?: boolean;
  /** Array children and list calls (`GenerateOptions.lists`). */
  lists?: boolean;
  /** `rememberId()` calls (`GenerateOptions.ids`). */
  ids?: boolean;
  /** `{...spread}` attributes (`GenerateOptions.spreads`). */
  spreads?: boolean;
  /** Composition locals (`GenerateOptions.locals`). */
  locals?: boolean;
  /** Dynamic tags from a table (`GenerateOptions.tags`). */
  tags?: boolean;
  /** User bindings named like the compiler's own (`GenerateOptions.internals`). */
  internals?: boolean;
  /** Keyed choices (`GenerateOptions.choices`). */
  choices?: boolean;
  document: Document;
  /** Stop after this many failures (default 1). */
  maxFailures?: number;
  /** Server-render and hydrate each program's first composition (hydrate.ts). */
  hydrate?: boolean;
  /** Minimize failing cases (default true). */
  minimize?: boolean;
  onProgress?: (done: number, stats: RunStats) => void;
}

export interface FuzzFailure {
  seed: number;
  failure: Failure;
  program: Program;
  steps: Step[];
  /** Seed, kind, message, minimized program and state sequence, ready to print. */
  text: string;
}

export interface FuzzReport {
  programs: number;
  stats: RunStats;
  failures: FuzzFailure[];
}

/** The program and steps of one seed. */
export function caseOf(
  seed: number,
  options: Pick<
    FuzzOptions,
    | "steps"
    | "mode"
    | "faults"
    | "effects"
    | "boundaries"
    | "kinds"
    | "lists"
    | "ids"
    | "spreads"
    | "locals"
    | "tags"
    | "internals"
    | "choices"
  >,
): { program: Program; steps: Step[] } {
  const r = new Random(seed);
  const program = generateProgram(r, {
    mode: options.mode,
    faults: options.faults,
    effects: options.effects,
    boundaries: options.boundaries,
    kinds: options.kinds,
    lists: options.lists,
    ids: options.ids,
    spreads: options.spreads,
    locals: options.locals,
    tags: options.tags,
    internals: options.internals,
    choices: options.choices,
  });
  const steps = generateSteps(r, options.steps, {
    cells: options.mode === "state",
    faults: options.faults ?? false,
  });
  return { program, steps };
}

export function fuzz(options: FuzzOptions): FuzzReport {
  const stats: RunStats = { steps: 0, faults: 0 };
  const failures: FuzzFailure[] = [];
  let programs = 0;
  for (let i = 0; i < options.programs; i++) {
    const seed = options.seed + i;
    const { program, steps } = caseOf(seed, options);
    const failure = runProgram(program, steps, options.document, stats, options.hydrate);
    programs++;
    options.onProgress?.(programs, stats);
    if (failure === null) continue;
    const small =
      options.minimize === false
        ? { program, steps, failure }
        : minimize(program, steps, failure, (p, s) =>
            runProgram(p, s, options.document, undefined, options.hydrate),
          );
    failures.push({
      seed,
      failure: small.failure,
      program: small.program,
      steps: small.steps,
      text: describeFailure(seed, small.failure, small.program, small.steps),
    });
    if (failures.length >= (options.maxFailures ?? 1)) break;
  }
  return { programs, stats, failures };
}

export function describeFailure(
  seed: number,
  failure: Failure,
  program: Program,
  steps: readonly Step[],
): string {
  const lines = [
    `seed ${seed}: ${failure.kind} after step ${failure.step}`,
    failure.message,
    `--- program (minimized; compiled with dev: ${program.compile.dev}, templates: ${program.compile.templates}):`,
    printProgram(program),
    "--- state sequence:",
    ...steps.map(
      (s, i) =>
        `${i}: ${JSON.stringify(s.values)}${s.cellWrites.length ? ` cells ${JSON.stringify(s.cellWrites)}` : ""}${s.fault !== null ? ` fault #${s.fault}` : ""}`,
    ),
  ];
  return lines.join("\n");
}
