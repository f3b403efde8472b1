import type { Applier } from "./applier.js";
import type { SlotTable } from "./slot-table/slot-table.js";
import type { SlotWriter } from "./slot-table/slot-writer.js";

/** A value remembered in a slot that wants to know when it enters and leaves the composition (Compose's `RememberObserver`). */
export interface RememberObserver {
  onRemembered?(): void;
  onForgotten?(): void;
  /** The pass that created it failed: it never entered. */
  onAbandoned?(): void;
}

/**
 * A remember observer as `cache` stores it (Compose's RememberObserverHolder).
 * The same object may also sit in slots that `changed` wrote (a lambda
 * memoized on it, a child's props): only the wrapped slot tells it that it
 * entered or left.
 */
export class Remembered {
  constructor(readonly observer: RememberObserver) {}
}

export function isRememberObserver(value: unknown): value is RememberObserver {
  return typeof value === "object" && value !== null && ("onRemembered" in value || "onForgotten" in value);
}

type Change<N> = (writer: SlotWriter, applier: Applier<N>, insertTable: SlotTable) => void;

/**
 * What a composition pass wants done, recorded while it runs and carried out
 * only once it has finished. A pass that throws is simply dropped: neither
 * the slot table nor the tree has seen any of it.
 *
 * Slot-table positions are the indices the table will have at the moment the
 * change runs: the Composer counts them as it goes, since changes run in the
 * order they were recorded (pre-order).
 */
export class ChangeList<N> {
  private changes: Change<N>[] = [];
  /** The last group insert, to coalesce adjacent inserted siblings into one copy. */
  private lastInsert: { pos: number; parent: number; start: number; count: number } | null = null;
  readonly remembered: RememberObserver[] = [];
  readonly forgotten: RememberObserver[] = [];
  readonly sideEffects: (() => void)[] = [];
  readonly released: N[] = [];
  /** Scopes whose groups leave: they must stop recomposing. */
  readonly releasedScopes: { release(): void }[] = [];

  /** Changes recorded so far. */
  get length(): number {
    return this.changes.length;
  }

  /** Drops what was recorded after `mark`; values remembered since never entered. */
  truncate(
    mark: { changes: number; remembered: number; forgotten: number; sideEffects: number; released: number; releasedScopes: number },
    onError: (error: unknown) => void,
  ): void {
    for (let i = mark.remembered; i < this.remembered.length; i++) guard(() => this.remembered[i]!.onAbandoned?.(), onError);
    this.changes.length = mark.changes;
    this.remembered.length = mark.remembered;
    this.forgotten.length = mark.forgotten;
    this.sideEffects.length = mark.sideEffects;
    this.released.length = mark.released;
    this.releasedScopes.length = mark.releasedScopes;
    this.lastInsert = null;
  }

  get isEmpty(): boolean {
    return this.changes.length === 0 && this.remembered.length === 0 && this.forgotten.length === 0 && this.sideEffects.length === 0;
  }

  insertGroups(pos: number, parent: number, start: number, count: number): void {
    const last = this.lastInsert;
    if (last && last.parent === parent && last.pos + last.count === pos && last.start + last.count === start) {
      last.count += count;
      return;
    }
    const insert = { pos, parent, start, count };
    this.lastInsert = insert;
    this.changes.push((w, _a, source) => w.insertFrom(insert.pos, insert.parent, source, insert.start, insert.count));
  }

  removeGroups(pos: number, count: number): void {
    this.lastInsert = null;
    this.changes.push((w) => w.removeGroups(pos, count));
  }

  moveGroup(from: number, to: number): void {
    this.lastInsert = null;
    this.changes.push((w) => w.moveGroup(from, to));
  }

  setSlot(pos: number, offset: number, value: unknown): void {
    this.changes.push((w) => w.setSlot(pos, offset, value));
  }

  setNodeCount(pos: number, count: number): void {
    this.changes.push((w) => w.setNodeCount(pos, count));
  }

  /** Applier work on `parent`'s children: runs between `down(parent)` and `up()`. */
  children(parent: N, ops: (applier: Applier<N>) => void): void {
    this.changes.push((_w, a) => {
      a.down(parent);
      ops(a);
      a.up();
    });
  }

  setProperty(node: N, name: string, value: unknown, previous: unknown): void {
    this.changes.push((_w, a) => a.setProperty(node, name, value, previous));
  }

  /** Any other work on the tree, in order with the rest. */
  custom(run: () => void): void {
    this.changes.push(run);
  }

  setText(node: N, text: string): void {
    this.changes.push((_w, a) => a.setText(node, text));
  }

  /** Carries out every change, then the remember observers and side effects in Compose's order. */
  apply(table: SlotTable, insertTable: SlotTable, applier: Applier<N>, onError: (error: unknown) => void): void {
    const writer = table.openWriter();
    applier.onBeginChanges?.();
    try {
      for (const change of this.changes) change(writer, applier, insertTable);
      for (const node of this.released) applier.onRelease?.(node);
      for (const scope of this.releasedScopes) scope.release();
    } finally {
      applier.onEndChanges?.();
      writer.close();
    }
    // Leaving first, in reverse composition order; then entering; then side effects.
    for (let i = this.forgotten.length - 1; i >= 0; i--) guard(() => this.forgotten[i]!.onForgotten?.(), onError);
    for (const observer of this.remembered) guard(() => observer.onRemembered?.(), onError);
    for (const effect of this.sideEffects) guard(effect, onError);
  }

  /** The pass failed: values it remembered never entered. */
  abandon(onError: (error: unknown) => void): void {
    for (const observer of this.remembered) guard(() => observer.onAbandoned?.(), onError);
  }
}

function guard(run: () => void, onError: (error: unknown) => void): void {
  try {
    run();
  } catch (error) {
    onError(error);
  }
}
