import type { Anchor } from "./slot-table/anchor.js";
import type { Composer } from "./composer.js";
import { SCOPE_FLAG } from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";
import { Observation, type Reader, type StateObject } from "./state/observation.js";

// Shared by every scope until the composer gives it the locals in effect (no map per scope).
const NO_LOCALS: ReadonlyMap<unknown, unknown> = new Map();

/** Who is told when a scope becomes invalid (the composition, to schedule a pass). */
export interface ScopeOwner {
  invalidate(scope: RecomposeScope, state: StateObject, previous: unknown, next: unknown): void;
}

/**
 * The recompose scope of a restart group (seed 000, "Restarting"): what to
 * call to compose the group again on its own, and where the group is (an
 * anchor, so it is found however the table changed since).
 *
 * `start`/`end` bracket the group's composition; reads of observable state in
 * between mark the scope as used, and `endRestartGroup` returns it only then,
 * so a composable that reads nothing allocates no restart lambda.
 */
export class RecomposeScope implements Reader {
  /** The restart lambda given by `updateScope`. */
  block: ((composer: Composer<any>) => void) | null = null;
  /** Set when state it read changed; cleared when its group starts composing again. */
  invalid = false;
  /** Times its body ran, and times it was skipped, since it entered the composition (for devtools). */
  composeCount = 0;
  skipCount = 0;
  /**
   * An error boundary's scope: when a scope inside it restarts alone, the
   * boundary's own code runs (and skips) around it, to catch what it throws.
   */
  catchesErrors = false;
  /** The composition locals it was composed with: a restart uses them again. */
  locals: ReadonlyMap<unknown, unknown> = NO_LOCALS;
  /** False once its group left the composition. */
  alive = true;
  /** @internal The last pass its body ran in (`GroupComposer.pass`). */
  lastPass = 0;
  /** The state this scope read in its last composition subscribes it. */
  readonly observation = new Observation(this);
  private tracking = false;

  constructor(
    /** Its group, once it read something (a scope that reads nothing never restarts, and gets none). */
    public anchor: Anchor | null,
    private readonly owner: ScopeOwner | null = null,
  ) {}

  /** A state it read changed. */
  invalidate(state: StateObject, previous: unknown, next: unknown): void {
    if (!this.alive) return;
    this.invalid = true;
    this.owner?.invalidate(this, state, previous, next);
  }

  /** Stores the lambda that recomposes this group. */
  updateScope(block: (composer: Composer<any>) => void): void {
    this.block = block;
  }

  /**
   * @internal Its group starts composing: reads from here on subscribe it. A
   * write to what it read after this point (even later in the same pass)
   * leaves it invalid for the next pass.
   */
  start(): void {
    this.invalid = false;
    this.observation.begin();
    this.tracking = true;
  }

  /** @internal Its group ends after its body ran in `pass`; returns whether an observable read happened. */
  end(pass: number): boolean {
    this.tracking = false;
    this.composeCount++;
    this.lastPass = pass;
    this.observation.end();
    return this.observation.readCount > 0;
  }

  /**
   * @internal Its body was skipped: it did not read again what it read last
   * time, so those subscriptions stay (with any reads made before the skip).
   */
  skip(): void {
    this.tracking = false;
    this.skipCount++;
    this.observation.abort();
  }

  /** @internal The pass failed while this scope was open: it must run again. */
  abort(): void {
    this.invalid = this.alive;
    if (!this.tracking) return;
    this.tracking = false;
    this.observation.abort();
  }

  /** @internal Its group left the composition: it reads nothing any more. */
  release(): void {
    this.alive = false;
    this.observation.dispose();
  }
}

/** Calls `visit` with every restart group's scope (and its index) in `table`, or in `[from, to)`. */
export function forEachScope(table: SlotTable, visit: (scope: RecomposeScope, index: number) => void, from = 0, to = table.size): void {
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
