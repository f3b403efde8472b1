/**
 * Error boundaries' checkpoints: where a pass stands, and the rollback that
 * undoes everything composed after it, so that a boundary whose content threw
 * composes its fallback in the same pass and a failed pass applies nothing of
 * it (`ErrorBoundary`).
 *
 * Free functions, not Composer methods: only `ErrorBoundary` calls them, and
 * a bundler drops an unused function but never an unused method, so an app
 * without error boundaries carries none of this. The parts each class keeps
 * (`markChanges`, `markFrame`, `markNodes` and their way back) sit next to
 * their class, for the same reason.
 */
import type { AnyComposer } from "./composition.js";
import { isMarkupWriter } from "./compiled-composer.js";
import { markChanges, truncateChanges, type ChangeListMark } from "./change-list.js";
import { markFrame, restoreFrame, type FrameMark } from "./group-frame.js";
import { internalError } from "./messages.js";
import { releaseScopes } from "./recompose-scope.js";

/** @internal Where a pass stood, for `rollback`. */
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

/** The server's markup writer keeps checkpoints of its own (runtime/server/writer.ts). */
interface Undoable {
  checkpoint(): unknown;
  rollback(mark: unknown, onError: (error: unknown) => void): void;
}

/**
 * Marks where the current group of `$c` stands, before its first child
 * group, so that `rollback` can undo everything composed after it.
 */
export function checkpoint($c: AnyComposer): unknown {
  if (isMarkupWriter($c)) return ($c as unknown as Undoable).checkpoint();
  const frame = $c.top();
  if (frame.pending !== null) throw internalError("I014");
  const mark: Checkpoint = {
    depth: $c.depth,
    insertDepth: $c.insertDepth,
    insertSize: $c.insertTable.size,
    changes: markChanges($c.changes),
    frame: markFrame(frame),
    locals: $c.locals,
    forcing: $c.forcing,
    factory: $c.applier.markFactory?.(),
  };
  return mark;
}

/** Undoes everything `$c` composed since `mark`; values remembered since are abandoned. */
export function rollback($c: AnyComposer, mark: unknown, onError: (error: unknown) => void): void {
  if (isMarkupWriter($c)) return ($c as unknown as Undoable).rollback(mark, onError);
  const m = mark as Checkpoint;
  for (let d = $c.depth - 1; d >= m.depth; d--) $c.stack[d]!.scope?.abort();
  $c.depth = m.depth;
  $c.insertDepth = m.insertDepth;
  releaseScopes($c.insertTable, m.insertSize); // inserted since: never entered, must stop reading
  $c.insertWriter.truncate(m.insertSize);
  truncateChanges($c.changes, m.changes, onError);
  restoreFrame($c.top(), m.frame);
  $c.locals = m.locals;
  $c.forcing = m.forcing;
  $c.applier.restoreFactory?.(m.factory);
}
