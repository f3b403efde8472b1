/**
 * The differential runner: composes a generated program, drives it through a
 * sequence of root states, and after every step checks that
 * - the live DOM equals the DOM of a fresh composition of the same state;
 * - remembered cells whose group kept its identity (same path) are the same
 *   objects, and the live composition holds exactly the cells and disposable
 *   effects a fresh one holds (nothing leaked, nothing lost);
 * - disposing the fresh composition forgets every cell and disposes every
 *   effect;
 * - every SideEffect a successful pass composed ran, even after one that
 *   threw (content an ErrorBoundary rolled back excepted);
 * - a pass that throws (an armed fault point) leaves the DOM nodes, the slot
 *   table, the cells and the effects exactly as before, runs no side effect,
 *   and the same step, disarmed, then composes correctly;
 * - the runtime reported no error but those thrown on purpose.
 * Before the checks, each ErrorBoundary showing its fallback retries once.
 *
 * In props mode the root state is App's props (`render` again); in state
 * mode it lives in state objects written between steps, then `flush()`.
 * With `hydrate`, the first composition is server-rendered and hydrated
 * (hydrate.ts), and the DOM is compared without hydration markers.
 */
import * as runtime from "../runtime/index.js";
import { render, type DomComposition } from "../runtime/dom/index.js";
import {
  Bomb,
  Env,
  InjectedEffectError,
  InjectedFault,
  cell,
  currentEnv,
  disposable,
  fault,
  occurrences,
  ord,
  ords,
  rootState,
  sideEffect,
  boom,
  tripped,
  useEnv,
  type Cell,
  type RootState,
  type RootValues,
} from "./helpers.js";
import { canonicalHtml, serverRenderAndHydrate, withoutMarkers, withTexts } from "./hydrate.js";
import { loadProgram } from "./load.js";
import { printProgram, type Program } from "./program.js";
import type { Step } from "./steps.js";
import { debugList } from "../runtime/slot-table/debug.js";

export type FailureKind =
  "compile" | "error" | "dom" | "identity" | "cells" | "effects" | "bookkeeping" | "fault" | "hydrate";

export interface Failure {
  kind: FailureKind;
  /** Index of the step after which the check failed. */
  step: number;
  message: string;
}

export interface RunStats {
  steps: number;
  /** Passes that failed on purpose (an armed fault point threw). */
  faults: number;
  /** Boundary retries the runner clicked. */
  retries?: number;
  /** Hydrate mode: programs whose server markup the HTML parser restructured (invalid nesting), hydrated by repair. */
  restructured?: number;
  /** Hydrate mode: placements of movable content hydrated (the server's ranges adopted). */
  placements?: number;
}

/** `flush()` once the Recomposer provides it (state mode needs it). */
export function runtimeFlush(): (() => void) | null {
  const flush = (runtime as unknown as { flush?: () => void }).flush;
  return typeof flush === "function" ? flush : null;
}

/** Whether the runtime has effects (`SideEffect`, `DisposableEffect`) for programs to use. */
export function runtimeHasEffects(): boolean {
  const r = runtime as unknown as Record<string, unknown>;
  return typeof r.SideEffect === "function" && typeof r.DisposableEffect === "function";
}

/** Whether the runtime has `ErrorBoundary` for programs to use. */
export function runtimeHasBoundaries(): boolean {
  return typeof (runtime as unknown as Record<string, unknown>).ErrorBoundary === "function";
}

class CheckFailed extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

export function runProgram(
  program: Program,
  steps: readonly Step[],
  doc: Document,
  stats: RunStats = { steps: 0, faults: 0 },
  hydrate = false,
): Failure | null {
  let instantiate: ReturnType<typeof loadProgram>["instantiate"];
  try {
    instantiate = loadProgram(printProgram(program), program.compile).instantiate;
  } catch (error) {
    return { kind: "compile", step: 0, message: messageOf(error) };
  }
  const run = new Run(program, steps, doc, instantiate, stats, hydrate);
  try {
    run.start();
    return null;
  } catch (error) {
    if (error instanceof CheckFailed) return error.failure;
    return { kind: "error", step: run.stepIndex, message: messageOf(error) };
  } finally {
    run.stop();
  }
}

class Run {
  stepIndex = 0;
  /** Values written into cells, by path: fresh compositions start from them. */
  private readonly written = new Map<string, number>();
  private readonly live = new Env(this.written);
  private readonly container: HTMLElement;
  private composition: DomComposition | null = null;
  private readonly state: RootState | null;
  private readonly App: (props: object) => void;
  private readonly flush: (() => void) | null;
  private readonly savedReportError: unknown;

  constructor(
    program: Program,
    private readonly steps: readonly Step[],
    private readonly doc: Document,
    instantiate: ReturnType<typeof loadProgram>["instantiate"],
    private readonly stats: RunStats,
    private readonly hydrate: boolean,
  ) {
    this.state = program.mode === "state" ? rootState(steps[0]!.values) : null;
    this.flush = runtimeFlush();
    if (program.mode === "state" && this.flush === null)
      throw new Error("state mode needs flush() from composa");
    this.App = instantiate({
      fuzz: { cell, ords, ord, occurrences, fault, sideEffect, disposable, boom, tripped, S: this.state },
    }).App;
    // Effects and cleanups that throw on purpose are reported, not thrown: collect them.
    this.savedReportError = (globalThis as { reportError?: unknown }).reportError;
    (globalThis as { reportError?: unknown }).reportError = (error: unknown) =>
      currentEnv().reported.push(error);
    this.container = doc.createElement("div");
    doc.body.appendChild(this.container);
  }

  start(): void {
    this.pass(() => {
      const props = this.propsFor(this.steps[0]!.values);
      if (!this.hydrate) this.composition = render(this.App, this.container, props);
      else {
        const hydrated = serverRenderAndHydrate(this.App, this.container, props, this.written);
        this.composition = hydrated.composition;
        if (hydrated.restructured) this.stats.restructured = (this.stats.restructured ?? 0) + 1;
        this.stats.placements = (this.stats.placements ?? 0) + hydrated.placements;
        if (hydrated.problem !== null) this.fail("hydrate", hydrated.problem);
      }
    });
    this.settle();
    this.check(0, new Map());
    for (let i = 1; i < this.steps.length; i++) {
      this.stepIndex = i;
      const step = this.steps[i]!;
      const before = new Map(this.live.cells);
      this.live.tripped.clear();
      const sites = [...this.live.reached].sort();
      if (step.fault !== null && sites.length > 0) {
        if (this.failingPass(step, sites[step.fault % sites.length]!)) {
          // The state change stays; only the failed pass is gone. Recompose it.
          this.stats.faults++;
          this.pass(() => this.recompose(step.values));
        }
      } else {
        this.pass(() => this.apply(step));
      }
      this.settle();
      this.check(i, before);
      this.stats.steps++;
    }
  }

  stop(): void {
    useEnv(new Env());
    try {
      this.composition?.dispose();
    } catch {
      // A failure is already being reported.
    }
    (globalThis as { reportError?: unknown }).reportError = this.savedReportError;
    this.container.remove();
  }

  private propsFor(values: RootValues): object {
    return this.state ? {} : values;
  }

  /**
   * Runs one pass (or more) with the live environment current. When it
   * succeeds, every SideEffect it composed ran, even after one that threw.
   */
  private pass(fn: () => void): void {
    this.live.reached.clear();
    this.live.trippedInPass.clear();
    const composed = this.live.composedSideEffects.length;
    const ran = this.live.sideEffects.length;
    const previous = useEnv(this.live);
    try {
      fn();
    } finally {
      useEnv(previous);
    }
    // Content a boundary rolled back composed its side effects for nothing.
    const expected = sorted(
      this.live.composedSideEffects
        .slice(composed)
        .filter((path) => !caughtBy(this.live.trippedInPass, path)),
    );
    const actual = sorted(this.live.sideEffects.slice(ran));
    if (expected !== actual)
      this.fail(
        "effects",
        `the side effects a pass composed did not all run\n  composed: ${expected}\n  ran:      ${actual}`,
      );
    const sink = this.live.sink.value;
    if (sink !== null)
      this.fail(
        "effects",
        `what boundary content wrote while composing (bomb ${sink}) was applied after it threw`,
      );
    // A cell that left takes its written value with it.
    for (const path of [...this.written.keys()]) if (!this.live.cells.has(path)) this.written.delete(path);
  }

  /**
   * Boundaries that show their fallback try their content again, once (a
   * fresh composition tries it once too): content that throws for this state
   * shows the fallback again, content that failed only by an injected fault
   * comes back.
   */
  private settle(): void {
    const buttons = [...this.container.querySelectorAll(".fuzz-retry")];
    if (buttons.length === 0) return;
    for (const b of buttons)
      b.dispatchEvent(new this.doc.defaultView!.MouseEvent("click", { bubbles: true }));
    this.stats.retries = (this.stats.retries ?? 0) + buttons.length;
    this.pass(() => this.flush!());
  }

  /** The step's state change; in state mode also its cell writes; then a pass. */
  private apply(step: Step): void {
    if (this.state) {
      this.writeState(step);
      this.flush!();
    } else {
      render(this.App, this.container, step.values);
    }
  }

  /**
   * Another pass over the current state, after a failed one. In state mode
   * the failed pass's scopes stay invalid until something schedules the
   * composition again (a later write): recompose it directly, as that pass would.
   */
  private recompose(values: RootValues): void {
    if (!this.state) render(this.App, this.container, values);
    else if (!this.composition!.recompose())
      this.fail("fault", "after a failed pass the composition had no invalid scopes left to recompose");
  }

  private writeState(step: Step): void {
    // Half the steps write through one mutable snapshot (all of a step's writes arrive in one apply),
    // the others outside any snapshot: both must give the same tree as a fresh composition.
    if (step.cellWrites.length % 2 === 0)
      runtime.Snapshot.withMutableSnapshot(() => this.writeStateNow(step));
    else this.writeStateNow(step);
  }

  private writeStateNow(step: Step): void {
    const s = this.state!;
    const v = step.values;
    for (const name of ["f0", "f1", "n0", "n1", "s0"] as const) {
      const st = s[name] as runtime.MutableState<unknown>;
      if (!Object.is(st.value, v[name])) st.value = v[name];
    }
    for (const name of ["l0", "l1"] as const) {
      const list = s[name];
      const next = v[name];
      if (list.length !== next.length || next.some((item, i) => list[i] !== item))
        list.splice(0, list.length, ...next);
    }
    const paths = [...this.live.cells.keys()].sort();
    for (const w of step.cellWrites) {
      if (paths.length === 0) break;
      const path = paths[w.pick % paths.length]!;
      this.live.cells.get(path)!.s.value = w.value;
      this.written.set(path, w.value);
    }
  }

  /**
   * Arms `site` and makes the step's pass. Returns false if the pass did not
   * reach the fault (it then counts as the step); otherwise checks that
   * nothing of the failed pass was applied.
   */
  private failingPass(step: Step, site: string): boolean {
    const before = this.snapshot();
    this.live.armed = site;
    let thrown: unknown = null;
    try {
      this.pass(() => this.apply(step));
    } catch (error) {
      thrown = error;
    } finally {
      this.live.armed = null;
    }
    if (thrown === null) return false;
    if (!isInjected(thrown)) throw thrown;
    if (!messageOf(thrown).includes(`injected fault at ${site}`))
      this.fail("fault", `the error does not carry the original message: ${messageOf(thrown)}`);
    const after = this.snapshot();
    for (const [what, a, b] of [
      ["DOM", before.html, after.html],
      ["slot table", before.table, after.table],
      ["cells", before.cells, after.cells],
      ["effects", before.effects, after.effects],
    ] as const) {
      if (a !== b)
        this.fail(
          "fault",
          `a failed pass (fault ${site}) changed the ${what}:\n  before: ${a}\n  after:  ${b}`,
        );
    }
    if (!sameNodes(before.nodes, after.nodes))
      this.fail("fault", `a failed pass (fault ${site}) replaced DOM nodes`);
    if (after.sideEffects !== before.sideEffects)
      this.fail(
        "fault",
        `a failed pass (fault ${site}) ran ${after.sideEffects - before.sideEffects} side effects`,
      );
    return true;
  }

  private snapshot() {
    const table = debugList(this.composition!.table);
    const ids = new Map<unknown, number>();
    // Slots compared by identity: each distinct object gets a number.
    const slotText = (v: unknown) => {
      if (v === null || (typeof v !== "object" && typeof v !== "function")) return String(v);
      if (!ids.has(v)) ids.set(v, ids.size);
      return `#${ids.get(v)}`;
    };
    return {
      html: this.container.innerHTML,
      nodes: allNodes(this.container),
      table: table
        .map((g) => `${g.key}/${g.size}/${g.nodes}/${g.parent}[${g.slots.map(slotText).join(",")}]`)
        .join(" "),
      cells: [...this.live.cells]
        .map(([p, c]) => `${p}#${c.serial}`)
        .sort()
        .join(" "),
      effects: [...this.live.effects].sort().join(" "),
      sideEffects: this.live.sideEffects.length,
    };
  }

  private check(step: number, before: Map<string, Cell>): void {
    if (this.live.errors.length > 0) this.fail("bookkeeping", this.live.errors.join("\n"));
    this.onlyInjectedReports(this.live);
    // A fresh composition of the same state.
    const fresh = new Env(this.written);
    const container = this.doc.createElement("div");
    const previous = useEnv(fresh);
    let composition: DomComposition;
    try {
      composition = render(this.App, container, this.propsFor(this.steps[step]!.values));
    } finally {
      useEnv(previous);
    }
    this.onlyInjectedReports(fresh);
    const freshSide = sorted(fresh.sideEffects);
    if (
      freshSide !== sorted(fresh.composedSideEffects.filter((path) => !caughtBy(fresh.trippedInPass, path)))
    ) {
      this.fail("effects", `a first composition did not run all its side effects: ${freshSide}`);
    }
    const live = sameIds(this.hydrate ? withoutMarkers(this.container) : canonicalHtml(this.container));
    const expected = sameIds(this.hydrate ? withTexts(container) : canonicalHtml(container));
    if (live !== expected)
      this.fail("dom", `live DOM differs from a fresh composition\n  live:  ${live}\n  fresh: ${expected}`);
    const livePaths = [...this.live.cells.keys()].sort().join(" ");
    const freshPaths = [...fresh.cells.keys()].sort().join(" ");
    if (livePaths !== freshPaths)
      this.fail(
        "cells",
        `live cells differ from a fresh composition's\n  live:  ${livePaths}\n  fresh: ${freshPaths}`,
      );
    const liveEffects = [...this.live.effects].sort().join(" ");
    const freshEffects = [...fresh.effects].sort().join(" ");
    if (liveEffects !== freshEffects)
      this.fail(
        "effects",
        `live effects differ from a fresh composition's\n  live:  ${liveEffects}\n  fresh: ${freshEffects}`,
      );
    for (const [path, cell] of this.live.cells) {
      // Content a boundary replaced by its fallback in this step, then tried again, is new.
      if (caughtBy(this.live.tripped, path)) continue;
      const old = before.get(path);
      if (old !== undefined && old !== cell)
        this.fail(
          "identity",
          `the cell at ${path} was remembered anew (#${old.serial} → #${cell.serial}) although its group kept its identity`,
        );
    }
    useEnv(fresh);
    try {
      composition.dispose();
    } finally {
      useEnv(previous);
    }
    if (fresh.cells.size > 0)
      this.fail("bookkeeping", `dispose() did not forget ${[...fresh.cells.keys()].join(", ")}`);
    if (fresh.effects.size > 0)
      this.fail("bookkeeping", `dispose() did not dispose the effects ${[...fresh.effects].join(", ")}`);
    if (fresh.errors.length > 0) this.fail("bookkeeping", fresh.errors.join("\n"));
    if (container.childNodes.length > 0) this.fail("bookkeeping", "dispose() left nodes in the container");
  }

  /** The runtime reported only the errors effects and cleanups threw on purpose. */
  private onlyInjectedReports(env: Env): void {
    // Development builds report an effect's error as an EffectError naming it, the original its cause.
    const original = (e: unknown) => (e instanceof runtime.EffectError ? e.cause : e);
    const other = env.reported
      .map(original)
      .find((e) => !(e instanceof InjectedEffectError || e instanceof Bomb || e instanceof InjectedFault));
    if (other !== undefined) this.fail("error", `reported: ${messageOf(other)}`);
  }

  private fail(kind: FailureKind, message: string): never {
    throw new CheckFailed({ kind, step: this.stepIndex, message });
  }
}

/**
 * Whether `path` lies in the content of one of these boundaries (that caught
 * an error), i.e. some boundary's path followed by "/" begins `path`. It looks
 * up each such prefix of `path` instead of testing every boundary: a step can
 * trip thousands of boundaries and check thousands of cells (fuzz seed
 * 230000, props mode), where cells × boundaries prefix tests took seconds.
 */
export function caughtBy(boundaries: Set<string>, path: string): boolean {
  if (boundaries.size === 0) return false;
  for (let i = path.indexOf("/"); i !== -1; i = path.indexOf("/", i + 1))
    if (boundaries.has(path.slice(0, i))) return true;
  return false;
}

function sorted(paths: string[]): string {
  return paths.slice().sort().join(" ");
}

function isInjected(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof InjectedFault) return true;
  }
  return false;
}

function allNodes(root: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

function sameNodes(a: Node[], b: Node[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

export function messageOf(error: unknown): string {
  if (error instanceof Error)
    return `${error.message}${error.stack ? `\n${error.stack.split("\n").slice(1, 6).join("\n")}` : ""}`;
  return String(error);
}

/**
 * `rememberId`'s ids renamed by order of first appearance: a fresh
 * composition takes new ids from the page's sequence, so only where the same
 * id appears, not which one it is, can match a live composition's.
 * (Hydration's own check, that it gives the server's ids, is exact: a
 * different id is a mismatch in `serverRenderAndHydrate`.)
 */
function sameIds(html: string): string {
  const names = new Map<string, number>();
  return html.replace(/_[sc][0-9a-z]+/g, (id) => {
    if (!names.has(id)) names.set(id, names.size);
    return `id${names.get(id)}`;
  });
}
