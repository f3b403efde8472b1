import type { Anchor } from "./slot-table/anchor.js";
import { SCOPE_FLAG } from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";
import { Observation, StateBase, type Reader, type StateObject } from "./state/observation.js";
import type { AnyComposer, Composable } from "./composition.js";
import { runtimeError } from "./messages.js";
import { devtoolsHook } from "./devtools-hook.js";

/** The "state" of an explicit `invalidate()` call (devtools shows it as the write). */
class InvalidateCall extends StateBase {
  readonly version = 0;
}
const INVALIDATE_CALL: StateObject = new InvalidateCall("invalidate()");

/**
 * Derived states report "may have changed"; a scope checks them before recomposing.
 * Asked of the state, not by `instanceof`, so that an app without derived state
 * does not bundle them.
 */
function isDerived(state: StateObject): boolean {
  return state.derived === true;
}

/**
 * Observations of scopes that read nothing in their last composition, for the
 * next scope that starts: a scope needs one only while it composes, or while
 * it holds reads. A page of rows that read no state then keeps none per row;
 * the pool holds at most as many as scopes were open at once.
 */
const spareObservations: Observation[] = [];
const MAX_SPARE = 64;
const NO_READER: Reader = { invalidate() {} };

function lendObservation(scope: RecomposeScope): Observation {
  const observation = spareObservations.pop();
  if (observation === undefined) return new Observation(scope);
  observation.reader = scope;
  return observation;
}

// Shared by every scope until the composer gives it the locals in effect (no map per scope).
const NO_LOCALS: ReadonlyMap<unknown, unknown> = new Map();

// Bits of `RecomposeScope.flags`: rarely set booleans in one field, which
// pays for `props` and `changed` (a scope is one per row of a list).
const PINNED = 1;
const CATCHES_ERRORS = 2;
const TRACKING = 4;
// A flag, not a field of its own: V8 treats a field as constant until its
// first store after construction, and code optimized on that (the
// constructor's) is thrown away at the first scope released. `flags` is
// stored to by every pass anyway (`TRACKING`).
const RELEASED = 8;
// It has conditions (see `conditions`).
const CONDITIONAL = 16;

/**
 * The conditions of scopes invalid only because derived states they read may
 * have changed: each state with the version it read. Checked (`checkInvalid`)
 * when the pass reaches the scope, so a derived state is computed only for a
 * scope about to recompose, never for one that left meanwhile. Kept apart
 * (and flagged `CONDITIONAL`): few scopes ever have any, and a field of its
 * own was 4 of a scope's bytes, one scope per row of a list (bench/README.md,
 * "Memory").
 */
const conditions = new WeakMap<RecomposeScope, Map<StateObject, number>>();

/**
 * Devtools' counts per scope (`composeCountOf`, `skipCountOf`), kept apart and
 * only while devtools is installed (devtools-hook.ts; importing
 * `composa/devtools` installs it, so it counts from then on): a scope is one
 * per row of a list, and two counter fields were 8 of its 64 bytes
 * (bench/README.md, "Memory").
 */
const counts = new WeakMap<RecomposeScope, { ran: number; skipped: number }>();

function countsOf(scope: RecomposeScope): { ran: number; skipped: number } {
  let entry = counts.get(scope);
  if (entry === undefined) counts.set(scope, (entry = { ran: 0, skipped: 0 }));
  return entry;
}

/**
 * Times `scope`'s body ran since it entered the composition, counted while
 * devtools is installed (`counts`). Functions, not getters: only devtools
 * reads them, and an app without it carries neither (bench/README.md,
 * "Bundle size").
 */
export function composeCountOf(scope: RecomposeScope): number {
  return counts.get(scope)?.ran ?? 0;
}

/** Times `scope` was skipped since it entered the composition, counted while devtools is installed. */
export function skipCountOf(scope: RecomposeScope): number {
  return counts.get(scope)?.skipped ?? 0;
}

/** @internal Its body was skipped without opening its group (skip-composer.ts): counted while devtools is installed. */
export function countSkip(scope: RecomposeScope): void {
  countsOf(scope).skipped++;
}

/** A restart's inputs (`updateScope`): the composable, its props and its `$changed` bits. */
export interface RestartInputs {
  block: Composable;
  props: unknown;
  /** The caller's bits, plus bit 0 to force the body. */
  changed: number;
}

/** Who is told when a scope becomes invalid (the composition, to schedule a pass). */
export interface ScopeOwner {
  invalidate(scope: RecomposeScope, state: StateObject, previous: unknown, next: unknown): void;
}

/**
 * The recompose scope of a restart group (How Composition Works, "Restarting"): what to
 * call to compose the group again on its own, and where the group is (an
 * anchor, so it is found however the table changed since).
 *
 * `start`/`end` bracket the group's composition; reads of observable state in
 * between mark the scope as used, and `endRestartGroup` returns it only then,
 * so a composable that reads nothing stores no restart inputs.
 *
 * The restart is stored as its parts, the composable, its props and its
 * `$changed` bits (`updateScope`), not as a closure over them: the
 * compiled code then allocates nothing to restart (docs/compiled-code.md);
 * the scope makes their record once, at its first `updateScope`.
 */
export class RecomposeScope implements Reader {
  /**
   * @internal What recomposes this group alone (`updateScope`); null until a read needs
   * it. One record, not three fields: a scope is one per row of a list, and
   * rows that read no state never get one (8 of a scope's bytes; bench/README.md,
   * "Memory").
   */
  restartInputs: RestartInputs | null = null;
  /** Set when state it read changed; cleared when its group starts composing again. */
  invalid = false;
  /**
   * `PINNED`: `currentRecomposeScope()` was called in its body, it must be
   * restartable even if it read nothing. `CATCHES_ERRORS`: see
   * `catchesErrors`. `TRACKING`: between `start` and `end`/`skip`/`abort`.
   * `RELEASED`: see `alive`. `CONDITIONAL`: see `conditions`.
   */
  private flags = 0;
  /** The composition locals it was composed with: a restart uses them again. */
  locals: ReadonlyMap<unknown, unknown> = NO_LOCALS;
  /** @internal The last pass its body ran in (`GroupComposer.pass`). */
  lastPass = 0;
  /**
   * The state this scope read in its last composition subscribes it. Null
   * while it holds no reads (`keepObservation`): most scopes of a page read none.
   */
  observation: Observation | null = null;

  constructor(
    /** Its group, once it read something (a scope that reads nothing never restarts, and gets none). */
    public anchor: Anchor | null,
    private readonly owner: ScopeOwner | null = null,
  ) {}

  /**
   * A state it read changed (a derived state: may have changed). Without
   * arguments (`currentRecomposeScope().invalidate()`): recompose it in the
   * next pass whatever it read.
   */
  invalidate(state: StateObject = INVALIDATE_CALL, previous?: unknown, next?: unknown): void {
    if (!this.alive) return;
    if (isDerived(state)) {
      const version = this.observation?.readVersions.get(state);
      if (!this.invalid && version !== undefined) {
        conditions.set(this, new Map([[state, version]]));
        this.flags |= CONDITIONAL;
      } else if (this.flags & CONDITIONAL && version !== undefined) conditions.get(this)!.set(state, version);
    } else {
      // It already read the value now visible (it recomposed after the write, in the pass that made it).
      if (state !== INVALIDATE_CALL && this.observation?.readVersions.get(state) === state.version) return;
      this.dropConditions();
    }
    this.invalid = true;
    this.owner?.invalidate(this, state, previous, next);
  }

  /**
   * @internal Whether it must recompose: invalid, and (if only derived states
   * made it so) one of them now has another result than the one it read.
   */
  checkInvalid(): boolean {
    if (!this.invalid) return false;
    if ((this.flags & CONDITIONAL) === 0) return true;
    const versions = conditions.get(this)!;
    this.dropConditions();
    for (const [state, version] of versions) if (state.version !== version) return true;
    this.invalid = false;
    return false;
  }

  /** @internal Invalid only because derived states may have changed (see `checkInvalid`). */
  get conditional(): boolean {
    return this.invalid && (this.flags & CONDITIONAL) !== 0;
  }

  private dropConditions(): void {
    if ((this.flags & CONDITIONAL) === 0) return;
    this.flags &= ~CONDITIONAL;
    conditions.delete(this);
  }

  /** @internal Whether `owner` is told about this scope (its composition). */
  ownedBy(owner: ScopeOwner): boolean {
    return this.owner === owner;
  }

  /**
   * An error boundary's scope: when a scope inside it restarts alone, the
   * boundary's own code runs (and skips) around it, to catch what it throws.
   */
  get catchesErrors(): boolean {
    return (this.flags & CATCHES_ERRORS) !== 0;
  }

  set catchesErrors(value: boolean) {
    this.flags = value ? this.flags | CATCHES_ERRORS : this.flags & ~CATCHES_ERRORS;
  }

  /** @internal `currentRecomposeScope()` was called in its body. */
  pin(): void {
    this.flags |= PINNED;
  }

  /** @internal Whether its group needs a restart lambda: it read state, or its body asked for it. */
  get used(): boolean {
    return (this.flags & PINNED) !== 0 || (this.observation !== null && this.observation.readCount > 0);
  }

  /**
   * Stores what recomposes this group alone: `block(props, composer, changed)`.
   * Compiled code passes the composable itself, its props and `$changed | 1`
   * when its group was composed; a group that was skipped keeps the inputs it
   * has (`endRestartGroup` returns null for it), which equal the new ones.
   */
  updateScope<P>(block: Composable<P>, props: P, changed: number): void {
    // The restart lambda of the contract before (one argument) would get the props as its composer.
    if (typeof changed !== "number") throw runtimeError("R017");
    const inputs = this.restartInputs;
    if (inputs === null) this.restartInputs = { block: block as Composable, props, changed };
    else {
      inputs.block = block as Composable;
      inputs.props = props;
      inputs.changed = changed;
    }
  }

  /**
   * @internal Composes its group again alone, `composer` positioned at it.
   * Typed `object`: the caller is the Composer's base class, which is only
   * ever a whole Composer.
   */
  restart(composer: object): void {
    const inputs = this.restartInputs!;
    inputs.block(inputs.props, composer as AnyComposer, inputs.changed);
  }

  /**
   * @internal Its group starts composing: reads from here on subscribe it. A
   * write to what it read after this point (even later in the same pass)
   * leaves it invalid for the next pass.
   */
  start(): void {
    this.invalid = false;
    if (this.flags & CONDITIONAL) this.dropConditions();
    (this.observation ??= lendObservation(this)).begin();
    this.flags |= TRACKING;
  }

  /** @internal Its group ends after its body ran in `pass`; returns whether an observable read happened. */
  end(pass: number): boolean {
    this.flags &= ~TRACKING;
    if (devtoolsHook !== null) countsOf(this).ran++;
    this.lastPass = pass;
    this.observation!.end();
    this.keepObservation();
    return this.used;
  }

  /**
   * @internal Its body was skipped: it did not read again what it read last
   * time, so those subscriptions stay (with any reads made before the skip).
   */
  skip(): void {
    this.flags &= ~TRACKING;
    if (devtoolsHook !== null) countsOf(this).skipped++;
    this.observation!.abort();
    this.keepObservation();
  }

  /** @internal The pass failed while this scope was open: it must run again. */
  abort(): void {
    this.invalid = this.alive;
    if ((this.flags & TRACKING) === 0) return;
    this.flags &= ~TRACKING;
    this.observation!.abort();
    this.keepObservation();
  }

  /** False once its group left the composition. */
  get alive(): boolean {
    return (this.flags & RELEASED) === 0;
  }

  /** @internal Its group left the composition: it reads nothing any more. */
  release(): void {
    this.flags |= RELEASED;
    this.observation?.dispose();
    this.keepObservation();
  }

  /** Its observation, if it holds no reads now, goes back to the pool (`spareObservations`). */
  private keepObservation(): void {
    const observation = this.observation;
    // Released while open (a failed pass): it is still the current tracker until aborted.
    if (observation === null || observation.readCount > 0 || (this.flags & TRACKING) !== 0) return;
    this.observation = null;
    // A spare one names no scope: the scope (its restart lambda, its nodes) may go.
    observation.reader = NO_READER;
    if (spareObservations.length < MAX_SPARE) spareObservations.push(observation);
  }
}

/** Calls `visit` with every restart group's scope (and its index) in `table`, or in `[from, to)`. */
export function forEachScope(
  table: SlotTable,
  visit: (scope: RecomposeScope, index: number) => void,
  from = 0,
  to = table.size,
): void {
  for (let i = from; i < to; i++) {
    const info = table.info(i);
    if (info & SCOPE_FLAG) visit(table.aux(i, info, SCOPE_FLAG) as RecomposeScope, i);
  }
}

/**
 * Releases the scopes of `table`'s groups from index `from` on: content a
 * failed pass (or a rolled-back error boundary's content) inserted, which
 * never enters the composition but whose scopes already subscribed to what
 * they read.
 */
export function releaseScopes(table: SlotTable, from = 0): void {
  forEachScope(table, (scope) => scope.release(), from);
}
