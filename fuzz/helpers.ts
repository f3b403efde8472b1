/**
 * What generated programs import from `"fuzz"`: remembered cells that report
 * when they enter and leave the composition, occurrence counters for keyed
 * loops, fault points, effect probes, and (in state mode) the root state
 * objects `S`.
 *
 * Each composition the runner drives (the live one, each fresh one) has its
 * own `Env`; the runner makes it current around every pass it starts.
 */
import { mutableStateListOf, mutableStateOf, type MutableState, type StateList } from "../runtime/index.js";
import type { RememberObserver } from "../runtime/change-list.js";

export interface Item {
  id: number;
  label: string;
}

/** A remembered value whose identity the runner follows by its path. */
export class Cell implements RememberObserver {
  private static serials = 0;
  readonly serial = ++Cell.serials;
  /** The value shown (props mode: constant). */
  readonly n: number;
  /** The value shown (state mode): written by the runner between steps. */
  readonly s: MutableState<number>;

  constructor(
    readonly path: string,
    initial: number,
    private readonly env: Env,
  ) {
    this.n = initial;
    this.s = mutableStateOf(initial);
  }

  onRemembered(): void {
    this.env.remembered(this);
  }

  onForgotten(): void {
    this.env.forgotten(this);
  }

  onAbandoned(): void {
    this.env.abandoned.push(this.path);
  }
}

/** The cells, effects and faults of one composition. */
export class Env {
  /** Cells that entered and have not left, by path. */
  readonly cells = new Map<string, Cell>();
  /** Disposable effects entered and not disposed, by path (and key). */
  readonly effects = new Set<string>();
  /** Every `SideEffect` composed, and every one run, in order. */
  readonly composedSideEffects: string[] = [];
  readonly sideEffects: string[] = [];
  /** Errors the runtime reported (effects and cleanups that threw on purpose). */
  readonly reported: unknown[] = [];
  /** Cells of failed passes, told that they never entered. */
  readonly abandoned: string[] = [];
  /** Bookkeeping errors (a cell remembered twice, forgotten unknown...). */
  readonly errors: string[] = [];
  /** The fault point that throws on its next run, if any. */
  armed: string | null = null;
  /** Fault points that ran in the current pass. */
  readonly reached = new Set<string>();
  /** Boundaries that showed their fallback since the runner last cleared this (a step), and in the current pass. */
  readonly tripped = new Set<string>();
  readonly trippedInPass = new Set<string>();
  /**
   * Written by every `boom` before it throws: content its boundary rolled back wrote it while
   * composing, so no write may ever land (a failed content's writes are dropped with it).
   */
  readonly sink = mutableStateOf<string | null>(null);

  constructor(
    /** Values the runner wrote into cells, by path: a fresh composition starts from them. */
    readonly values: Map<string, number> = new Map(),
  ) {}

  remembered(cell: Cell): void {
    if (this.cells.has(cell.path)) this.errors.push(`two live cells with path ${cell.path}`);
    this.cells.set(cell.path, cell);
  }

  forgotten(cell: Cell): void {
    if (this.cells.get(cell.path) !== cell)
      this.errors.push(`forgotten cell ${cell.path} #${cell.serial} was not live`);
    else this.cells.delete(cell.path);
  }
}

let current = new Env();

/** Makes `env` current; returns the previous one. */
export function useEnv(env: Env): Env {
  const previous = current;
  current = env;
  return previous;
}

export function currentEnv(): Env {
  return current;
}

/** A remembered cell at `path` (a fresh composition starts from the value the runner wrote there). */
export function cell(path: string, initial: number): Cell {
  return new Cell(path, current.values.get(path) ?? initial, current);
}

/** Counts occurrences of each key in one run of a keyed loop: duplicates match in order. */
export function ords(): (key: unknown) => number {
  const seen = new Map<unknown, number>();
  return (key) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  };
}

/**
 * Occurrences of keyed elements in one run of a container (generate/choices.ts):
 * `(identity, member)` gives the member the next occurrence of `identity` the
 * first time it is asked in this run, and the same number after that.
 */
export function occurrences(): (identity: string, member: string) => number {
  const given = new Map<string, number>();
  const counts = new Map<string, number>();
  return (identity, member) => {
    const id = `${identity}\u0000${member}`;
    let n = given.get(id);
    if (n === undefined) {
      n = counts.get(identity) ?? 0;
      counts.set(identity, n + 1);
      given.set(id, n);
    }
    return n;
  };
}

/** How many items before `index` in `items` have the same id (for keyed `.map`). */
export function ord(items: readonly Item[], index: number): number {
  const id = items[index]!.id;
  let n = 0;
  for (let i = 0; i < index; i++) if (items[i]!.id === id) n++;
  return n;
}

/** Thrown by an armed fault point. */
export class InjectedFault extends Error {
  constructor(readonly site: string) {
    super(`injected fault at ${site}`);
  }
}

/** A fault point: throws when the runner armed it. */
export function fault(site: string): void {
  current.reached.add(site);
  if (current.armed === site) throw new InjectedFault(site);
}

/** Thrown on purpose by an effect or a cleanup: the others must still run. */
export class InjectedEffectError extends Error {}

/** Thrown by `boom`, inside an ErrorBoundary's content. */
export class Bomb extends Error {}

/** Writes `sink`, then throws (for the states the program's test picks): the ErrorBoundary around it shows its fallback. */
export function boom(site: string): never {
  current.sink.value = site;
  throw new Bomb(`bomb ${site}`);
}

/** Called by a boundary's fallback: records that the boundary at `path` caught something; shows the message. */
export function tripped(path: string, error: unknown): string {
  current.tripped.add(path);
  current.trippedInPass.add(path);
  return error instanceof Error ? error.message : String(error);
}

/**
 * A `SideEffect` probe: composing it records the path, running it records it
 * again (so every pass can check that all it composed ran), and it may throw.
 *
 * @example
 * SideEffect(sideEffect(p + "/e1", false));
 */
export function sideEffect(path: string, throws: boolean): () => void {
  const env = current;
  env.composedSideEffects.push(path);
  return () => {
    env.sideEffects.push(path);
    if (throws) throw new InjectedEffectError(`side effect ${path}`);
  };
}

/**
 * A `DisposableEffect` probe: entering marks it active and its cleanup
 * inactive. `"throw"`: the effect throws (never active); `"cleanup-throw"`:
 * its cleanup throws after marking it inactive.
 *
 * @example
 * DisposableEffect(k, disposable(p + "/e2:" + k, "normal"));
 */
export function disposable(
  path: string,
  mode: "normal" | "throw" | "cleanup-throw",
): () => (() => void) | undefined {
  const env = current;
  return () => {
    if (mode === "throw") throw new InjectedEffectError(`effect ${path}`);
    if (env.effects.has(path)) env.errors.push(`effect ${path} entered twice`);
    env.effects.add(path);
    return () => {
      if (!env.effects.delete(path)) env.errors.push(`effect ${path} disposed but not active`);
      if (mode === "cleanup-throw") throw new InjectedEffectError(`cleanup ${path}`);
    };
  };
}

/** The root state of a state-mode program. */
export interface RootState {
  f0: MutableState<boolean>;
  f1: MutableState<boolean>;
  n0: MutableState<number>;
  n1: MutableState<number>;
  s0: MutableState<string>;
  l0: StateList<Item>;
  l1: StateList<Item>;
}

export interface RootValues {
  f0: boolean;
  f1: boolean;
  n0: number;
  n1: number;
  s0: string;
  l0: readonly Item[];
  l1: readonly Item[];
}

export function rootState(values: RootValues): RootState {
  return {
    f0: mutableStateOf(values.f0),
    f1: mutableStateOf(values.f1),
    n0: mutableStateOf(values.n0),
    n1: mutableStateOf(values.n1),
    s0: mutableStateOf(values.s0),
    l0: mutableStateListOf(...values.l0),
    l1: mutableStateListOf(...values.l1),
  };
}
