import type { Anchor } from "./slot-table/anchor.js";
import type { Composer } from "./composer.js";

/**
 * The recompose scope of a restart group (seed 000, "Restarting"): what to
 * call to compose the group again on its own, and where the group is (an
 * anchor, so it is found however the table changed since).
 *
 * `start`/`end` bracket the group's composition; reads of observable state in
 * between mark the scope as used, and `endRestartGroup` returns it only then,
 * so a composable that reads nothing allocates no restart lambda.
 */
export class RecomposeScope {
  /** The restart lambda given by `updateScope`. */
  block: ((composer: Composer<any>) => void) | null = null;
  /** Set when state it read changed; cleared once its group has been composed again. */
  invalid = false;
  /** False once its group left the composition. */
  alive = true;
  private used = false;

  /** The scope whose group is being composed, if any: reads subscribe it. */
  static current: RecomposeScope | null = null;
  private outer: RecomposeScope | null = null;

  constructor(public anchor: Anchor) {}

  /** Stores the lambda that recomposes this group. */
  updateScope(block: (composer: Composer<any>) => void): void {
    this.block = block;
  }

  /** An observable read happened while this scope was current. */
  recordRead(): void {
    this.used = true;
  }

  /** @internal */
  start(): void {
    this.used = false;
    this.outer = RecomposeScope.current;
    RecomposeScope.current = this;
  }

  /** @internal Returns whether an observable read happened. */
  end(): boolean {
    RecomposeScope.current = this.outer;
    this.outer = null;
    this.invalid = false;
    return this.used;
  }

  /** @internal Its group left the composition. */
  release(): void {
    this.alive = false;
  }
}
