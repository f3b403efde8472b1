/**
 * `inspect(composition)`: everything devtools tells about one live
 * composition. The group tree, recompose / skip counts, the state-reads
 * table, and why each scope recomposed: the writes that invalidated it,
 * old → new value, and where they were made.
 */
import type { Composition, InvalidationListener } from "../composition.js";
import { composeCountOf, forEachScope, skipCountOf, type RecomposeScope } from "../recompose-scope.js";
import { SCOPE_FLAG } from "../slot-table/group-layout.js";
import type { StateObject } from "../state/observation.js";
import { filterGroups, type TreeFilter } from "./filters.js";
import {
  assertReadable,
  forEachNode,
  nodeGroupIndex,
  readGroup,
  readGroups,
  scopeGroupIndex,
  topNodes,
  nameOfGroup,
  type GroupInfo,
} from "./groups.js";
import { bindingsOf, describeStates, type StateInfo } from "./states.js";
import { isToolingState, peekState, stateLabel } from "./values.js";
import type { AppliedChanges } from "../snapshot/apply-result.js";
import { currentApply, currentGlobalWrite, setGlobalWriteObserver } from "../snapshot/index.js";
import { NOT_YET_COMPUTED } from "../state/derived-state.js";
import { captureStack, firstOutsideFrame } from "./where.js";

/** A write that invalidated a scope. */
export interface Write {
  readonly state: StateObject;
  /** The state's label when it was written. */
  readonly label: string;
  readonly previous: unknown;
  readonly next: unknown;
  /**
   * `path:line:col` of the first stack frame outside Composa, when known.
   * `composa/vite`'s development builds keep the user's code on its source
   * lines, so the line is the source line; the column is the served code's
   * (`originalLocation(where)` maps it through the source map).
   */
  readonly where: string | undefined;
  /**
   * The snapshot apply that made the write visible (its id and every state
   * it wrote), for a write made inside a snapshot (`withMutableSnapshot`, a
   * composition's pass); `undefined` for a write outside any snapshot.
   */
  readonly apply: AppliedChanges | undefined;
}

/** One recomposition of a scope and why it happened. */
export interface Recomposition {
  /** Which applied pass of the composition (counted since devtools saw it) recomposed it. */
  readonly pass: number;
  /**
   * The writes that invalidated it. Empty when its caller recomposed it:
   * the caller passed new parameters (or cannot skip).
   */
  readonly writes: readonly Write[];
}

/** How often a scope's body ran again, and how often it was skipped. */
export interface ScopeCounts {
  /** Recompositions since it entered the composition (its first composition is not one). */
  readonly recomposed: number;
  /** Skips since it entered (its caller recomposed; its parameters had not changed). */
  readonly skipped: number;
  /** The same, since the last `resetCounts()`. */
  readonly recomposedSinceReset: number;
  readonly skippedSinceReset: number;
}

/** Options of `tree()` and `states()`: the part to look at. */
export interface PartOptions {
  /** Look only under the node group of this node (e.g. the element an example renders into). */
  root?: unknown;
}

/** Options of `reads()` and `states()`. */
export interface ReadOptions {
  /** Also list the tools' own states (hot reload's versions), hidden by default. */
  includeTooling?: boolean;
}

class PendingWrite implements Write {
  constructor(
    readonly state: StateObject,
    readonly label: string,
    readonly previous: unknown,
    public next: unknown,
    readonly apply: AppliedChanges | undefined,
    /** How many times the scope had run when the write came: later runs saw it. */
    readonly ranBefore: number,
    private readonly stack: Error,
  ) {}

  private location: string | undefined | null = null;

  /** A derived state's new result is known once a pass that read it was applied. */
  settle(): this {
    if (this.next === NOT_YET_COMPUTED) this.next = peekState(this.state);
    return this;
  }

  get where(): string | undefined {
    if (this.location === null) this.location = firstOutsideFrame(this.stack.stack);
    return this.location;
  }
}

/**
 * Where each state was last written outside any snapshot. Its readers hear of
 * the write only when the global snapshot advances (the next frame or
 * `flush()`: DESIGN.md, "Snapshots"), when the stack no longer shows who
 * wrote it; so it is taken at the write, once devtools inspects a composition.
 */
const globalWriteStacks = new WeakMap<object, Error>();
let watchingGlobalWrites = false;

function watchGlobalWrites(): void {
  if (watchingGlobalWrites) return;
  watchingGlobalWrites = true;
  setGlobalWriteObserver((state) => globalWriteStacks.set(state, captureStack()));
}

/** Recompositions kept per scope: the newest ones. */
const HISTORY = 20;

/** Times its body ran (skips are counted apart). */
const ran = composeCountOf;

/**
 * Devtools' view of one composition. Get it with `inspect(composition)`.
 *
 * @example
 * const inspector = inspect(render(App, root));
 * inspector.subscribe(() => console.log(formatTree(inspector.tree({ sourceOnly: true }), inspector)));
 */
export class Inspector {
  /** Applied passes since devtools saw the composition. */
  passes = 0;
  private readonly pending = new WeakMap<RecomposeScope, PendingWrite[]>();
  /** Times each scope had run at the last applied pass (absent: not seen yet). */
  private readonly seenRuns = new WeakMap<RecomposeScope, number>();
  private readonly history = new WeakMap<RecomposeScope, Recomposition[]>();
  private readonly baseline = new WeakMap<RecomposeScope, { ran: number; skipped: number }>();
  private readonly listeners = new Set<(inspector: Inspector) => void>();
  /** Scopes invalidated since the last applied pass: where that pass recomposed. */
  private readonly invalidatedSincePass = new Set<RecomposeScope>();
  /** One stack per write, shared by the scopes it invalidates. */
  private lastWrite: { state: StateObject; version: number; stack: Error } | null = null;
  private readonly listener: InvalidationListener;
  private readonly chained: InvalidationListener | null;

  constructor(readonly composition: Composition<unknown>) {
    this.chained = composition.onInvalidate;
    this.listener = (scope, state, previous, next) => {
      this.chained?.(scope, state, previous, next);
      this.invalidated(scope, state, previous, next);
    };
    composition.onInvalidate = this.listener;
    watchGlobalWrites();
    if (!composition.table.writing)
      forEachScope(composition.table, (scope) => this.seenRuns.set(scope, ran(scope)));
  }

  // ---- the group tree -------------------------------------------------------

  /**
   * The composition's groups as a tree, filtered (see `TreeFilter`); with
   * `root`, only what is under that node's group.
   *
   * @example
   * inspector.tree({ scopesOnly: true, root: document.querySelector("#app") });
   */
  tree(options: TreeFilter & PartOptions = {}): GroupInfo[] {
    const table = this.composition.table;
    assertReadable(table);
    let groups: GroupInfo[];
    if (options.root === undefined) groups = readGroups(table);
    else {
      const at = nodeGroupIndex(table, options.root);
      groups = at < 0 ? [] : [...readGroup(table, at).children];
    }
    return filterGroups(groups, options);
  }

  /** The group of `scope`, with its descendants; undefined once it left. */
  groupOf(scope: RecomposeScope): GroupInfo | undefined {
    const at = scopeGroupIndex(this.composition.table, scope);
    return at < 0 ? undefined : readGroup(this.composition.table, at);
  }

  /**
   * The nodes a group (from `tree()` of this pass) puts into its parent: its
   * own node, or its outermost descendants' (what an inspector outlines on hover).
   */
  nodesOf(group: GroupInfo): unknown[] {
    const table = this.composition.table;
    assertReadable(table);
    return group.index < table.size && table.key(group.index) === group.key
      ? topNodes(table, group.index)
      : [];
  }

  /** The composable a scope belongs to: `Counter` (or `group 0x…` without source information). */
  nameOf(scope: RecomposeScope): string {
    const table = this.composition.table;
    const at = scopeGroupIndex(table, scope);
    if (at < 0) return "(left the composition)";
    return nameOfGroup(table, at).name ?? `restart group 0x${(table.key(at) >>> 0).toString(16)}`;
  }

  // ---- counts ---------------------------------------------------------------

  counts(scope: RecomposeScope): ScopeCounts {
    const runs = ran(scope);
    const base = this.baseline.get(scope);
    return {
      recomposed: Math.max(0, runs - 1),
      skipped: skipCountOf(scope),
      recomposedSinceReset: base === undefined ? Math.max(0, runs - 1) : runs - base.ran,
      skippedSinceReset: skipCountOf(scope) - (base?.skipped ?? 0),
    };
  }

  /** Counting "since reset" starts again now for every scope. */
  resetCounts(): void {
    assertReadable(this.composition.table);
    forEachScope(this.composition.table, (scope) =>
      this.baseline.set(scope, { ran: ran(scope), skipped: skipCountOf(scope) }),
    );
  }

  // ---- why ------------------------------------------------------------------

  /** Its recompositions (the newest `HISTORY`), oldest first, each with the writes that caused it. */
  why(scope: RecomposeScope): readonly Recomposition[] {
    return this.history.get(scope) ?? [];
  }

  /** Writes that invalidated `scope` and that it has not recomposed for yet. */
  pendingWrites(scope: RecomposeScope): readonly Write[] {
    return this.pending.get(scope) ?? [];
  }

  private invalidated(scope: RecomposeScope, state: StateObject, previous: unknown, next: unknown): void {
    this.invalidatedSincePass.add(scope);
    let write = this.lastWrite;
    if (write === null || write.state !== state || write.version !== state.version) {
      // A write outside any snapshot (or a derived state it changed): the stack taken at the write.
      const sent = currentApply() === null ? currentGlobalWrite() : null;
      const stack = (sent !== null ? globalWriteStacks.get(sent) : undefined) ?? captureStack();
      write = this.lastWrite = { state, version: state.version, stack };
    }
    let list = this.pending.get(scope);
    if (list === undefined) this.pending.set(scope, (list = []));
    list.push(
      new PendingWrite(
        state,
        stateLabel(state),
        previous,
        next,
        currentApply() ?? undefined,
        ran(scope),
        write.stack,
      ),
    );
  }

  /** @internal The hook: a pass was applied. */
  applied(): void {
    this.passes++;
    this.lastWrite = null;
    const table = this.composition.table;
    const visit = (scope: RecomposeScope) => {
      const runs = ran(scope);
      const last = this.seenRuns.get(scope);
      if (last === runs) return; // did not run
      this.seenRuns.set(scope, runs);
      if (last === undefined) return; // new in this pass
      const pending = this.pending.get(scope) ?? [];
      const writes = pending.filter((w) => w.ranBefore < runs).map((w) => w.settle());
      const later = pending.filter((w) => w.ranBefore >= runs);
      if (later.length > 0) this.pending.set(scope, later);
      else this.pending.delete(scope);
      let list = this.history.get(scope);
      if (list === undefined) this.history.set(scope, (list = []));
      list.push({ pass: this.passes, writes });
      if (list.length > HISTORY) list.splice(0, list.length - HISTORY);
    };
    // A recomposition starts at invalidated scopes: what ran lies in their groups. Without
    // any, the pass composed from the root (setContent): look at every scope.
    const ranges = this.invalidatedRanges();
    if (ranges === null) forEachScope(table, visit);
    else for (const [from, to] of ranges) forEachScope(table, visit, from, to);
    for (const listener of [...this.listeners]) listener(this);
  }

  /** The groups of the scopes invalidated since the last pass, outermost only, in order; null if none. */
  private invalidatedRanges(): Array<[number, number]> | null {
    if (this.invalidatedSincePass.size === 0) return null;
    const table = this.composition.table;
    const starts: number[] = [];
    for (const scope of this.invalidatedSincePass) {
      const at = scopeGroupIndex(table, scope);
      if (at >= 0) starts.push(at);
    }
    // Invalidated during the pass, after it ran: it recomposes in the next one.
    for (const scope of this.invalidatedSincePass)
      if (!scope.invalid || !scope.alive) this.invalidatedSincePass.delete(scope);
    starts.sort((a, b) => a - b);
    const ranges: Array<[number, number]> = [];
    for (const start of starts) {
      const last = ranges[ranges.length - 1];
      if (last !== undefined && start < last[1]) continue; // inside the previous one
      ranges.push([start, start + table.groupSize(start)]);
    }
    return ranges;
  }

  // ---- state reads ----------------------------------------------------------

  /** The states `scope` read in its last composition, in first-read order. */
  reads(scope: RecomposeScope, options: ReadOptions = {}): StateObject[] {
    const reads = scope.observation?.reads ?? [];
    return options.includeTooling ? reads : reads.filter((state) => !isToolingState(state));
  }

  /**
   * The state-reads table: every state read by a scope or a deferred
   * binding of the composition (or of the part under `root`), with the
   * dependencies of derived ones, each with its value and readers.
   */
  states(options: PartOptions & ReadOptions = {}): StateInfo[] {
    const table = this.composition.table;
    assertReadable(table);
    let from = 0;
    let to = table.size;
    if (options.root !== undefined) {
      from = nodeGroupIndex(table, options.root);
      if (from < 0) return [];
      to = from + table.groupSize(from);
    }
    const read = new Set<StateObject>();
    for (let i = from; i < to; i++) {
      const info = table.info(i);
      if (info & SCOPE_FLAG)
        for (const state of this.reads(table.aux(i, info, SCOPE_FLAG) as RecomposeScope, options))
          read.add(state);
    }
    forEachNode(
      table,
      (node) => {
        for (const binding of bindingsOf(node)) for (const state of binding.reads) read.add(state);
      },
      from,
      to,
    );
    return describeStates(read, (scope) => this.nameOf(scope));
  }

  // ---- live updates ---------------------------------------------------------

  /**
   * Calls `listener` after each applied pass of the composition; returns a
   * function that stops it.
   */
  subscribe(listener: (inspector: Inspector) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @internal The composition was disposed. */
  detach(): void {
    if (this.composition.onInvalidate === this.listener) this.composition.onInvalidate = this.chained;
    this.listeners.clear();
  }
}
