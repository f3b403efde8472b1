import type { ChangeListMark } from "./change-list.js";
import type { FrameMark } from "./group-frame.js";
import { SkipComposer } from "./skip-composer.js";
import { releaseScopes } from "./recompose-scope.js";
import { internalError } from "./messages.js";

/** Where a pass stood, for `rollback` (see `ErrorBoundary`). */
export interface Checkpoint {
  depth: number;
  insertDepth: number;
  insertSize: number;
  changes: ChangeListMark;
  frame: FrameMark;
  locals: ReadonlyMap<unknown, unknown>;
  forcing: number;
  /** The Applier's own mark (`Applier.markFactory`), if it keeps one. */
  factory: unknown;
}

/**
 * The group half of the Composer plus what error boundaries need of it: a
 * checkpoint of where a pass stands, and the rollback that undoes everything
 * composed after it, so that a boundary whose content threw composes its
 * fallback in the same pass and a failed pass applies nothing of it.
 */
export abstract class CheckpointComposer<N> extends SkipComposer<N> {
  /**
   * Marks where the current group stands, before its first child group, so
   * that `rollback` can undo everything composed after it: an error boundary
   * whose content threw shows its fallback in the same pass.
   */
  checkpoint(): Checkpoint {
    const frame = this.top();
    if (frame.pending !== null) throw internalError("I014");
    return {
      depth: this.depth,
      insertDepth: this.insertDepth,
      insertSize: this.insertTable.size,
      changes: this.changes.mark(),
      frame: frame.mark(),
      locals: this.locals,
      forcing: this.forcing,
      factory: this.applier.markFactory?.(),
    };
  }

  /** Undoes everything composed since `mark`; values remembered since are abandoned. */
  rollback(mark: Checkpoint, onError: (error: unknown) => void): void {
    for (let d = this.depth - 1; d >= mark.depth; d--) this.stack[d]!.scope?.abort();
    this.depth = mark.depth;
    this.insertDepth = mark.insertDepth;
    releaseScopes(this.insertTable, mark.insertSize); // inserted since: never entered, must stop reading
    this.insertWriter.truncate(mark.insertSize);
    this.changes.truncate(mark.changes, onError);
    this.top().restore(mark.frame);
    this.locals = mark.locals;
    this.forcing = mark.forcing;
    this.applier.restoreFactory?.(mark.factory);
  }
}
