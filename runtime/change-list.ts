import type { PassFrame } from "./pass-frame.js";
import type { Applier, TextValue } from "./applier.js";
import type { SlotTable } from "./slot-table/slot-table.js";
import type { SlotWriter } from "./slot-table/slot-writer.js";

/**
 * Work of a pass that runs after all its changes (Compose's "late changes"):
 * a subcomposition's pass composed within this one, movable content placed
 * somewhere else. `prepare` runs once composition has finished, before
 * anything is applied (it may compose, and throw: the pass fails); `apply`
 * after every change of the pass; `abandon` instead, if the pass (or the
 * error boundary content that recorded it) is dropped.
 */
export interface LateWork {
  prepare?(): void;
  apply(): void;
  abandon(): void;
}

/**
 * Thrown by late work's `prepare` when composing late content failed inside
 * an error boundary: the composition composes the pass again, and this time
 * placement number `placement` throws `cause` where it is, so that the
 * boundary around it shows its fallback and the rest of the pass applies
 * (Composition.prepare). Compose composes movable content in place; ours
 * composes at the end of the pass (see movable-content.ts), after the
 * boundary's content has closed, hence a second attempt.
 */
export class LateFailure {
  constructor(
    readonly placement: number,
    readonly cause: unknown,
  ) {}
}

/**
 * The effects of a subcomposition's pass applied inside its parent's (a
 * Portal's content, movable content): run in the parent's phases, not while
 * the parent's table is still being edited, so that effects keep one order
 * across both (DESIGN.md, "Public runtime API"): every cleanup first, then
 * what entered in composition order, the content's where it was composed,
 * then side effects likewise. The parent's pass holds a marker in its
 * entering and side effect lists where the content was composed.
 */
export class DeferredEffects {
  private leaving: RememberObserver[] = [];
  private entering: RememberObserver[] = [];
  private sides: (() => void)[] = [];
  /** Those of its own subcompositions, whose cleanups run with its own. */
  private nested: DeferredEffects[] = [];

  /** `dispatch` runs a phase for the composition that owns them (it may dispose itself meanwhile). */
  constructor(private readonly dispatch: (phase: () => void) => void) {}

  /** Takes what `changes` would have run (it is emptied for the next pass right after). */
  take(leaving: RememberObserver[], changes: ChangeList<unknown>): void {
    this.leaving = leaving;
    this.entering = changes.remembered.slice();
    this.sides = changes.sideEffects.slice();
    this.nested = changes.nestedEffects.slice();
  }

  leave(onError: (error: unknown) => void): void {
    for (const nested of this.nested) nested.leave(onError);
    const leaving = this.leaving;
    this.leaving = [];
    if (leaving.length > 0)
      this.dispatch(() => {
        for (const observer of leaving) guard(() => observer.onForgotten?.(), onError);
      });
  }

  enter(onError: (error: unknown) => void): void {
    const entering = this.entering;
    this.entering = [];
    if (entering.length > 0)
      this.dispatch(() => {
        for (const observer of entering) guard(() => observer.onRemembered?.(), onError);
      });
  }

  side(onError: (error: unknown) => void): void {
    const sides = this.sides;
    this.sides = [];
    if (sides.length > 0) this.dispatch(() => sides.forEach((effect) => guard(effect, onError)));
  }
}

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

// Operation codes of the change list. Each change is its code followed by its
// arguments in one flat array: recording allocates no closure per change,
// which matters when a pass creates thousands of nodes.
const INSERT_GROUPS = 0; // pos, parent, start, count
const REMOVE_GROUPS = 1; // pos, count
const MOVE_GROUP = 2; // from, to
const SET_SLOT = 3; // pos, offset, value
const SET_NODE_COUNT = 4; // pos, count
const CHILDREN = 5; // parent, ops(applier)
const INSERT_CHILDREN = 6; // parent, nodes (appended in order)
const SET_PROPERTY = 7; // node, name, value, previous
const SET_TEXT = 8; // node, text
const CUSTOM = 9; // run()
const ADD_FLAGS = 10; // pos, flags
const MOVE_GROUP_LATER = 11; // from, end
const SET_FIRST_PROPERTY = 12; // node, name, value (previous: undefined)

/** @internal How long each of a change list's lists was at a point of the pass (`markChanges`). */
export interface ChangeListMark {
  changes: number;
  remembered: number;
  forgotten: number;
  sideEffects: number;
  released: number;
  releasedScopes: number;
  late: number;
}

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
  /**
   * The changes, `size` entries of it. Written by index, never emptied with
   * `length = 0` (V8 would drop the backing store): a composition reuses one
   * list for all its passes (`reset`), so a pass that records thousands of
   * changes does not grow an array from nothing each time.
   */
  private changes: unknown[] = [];
  /** @internal Entries of `changes` in use (`truncateChanges` sets it back). */
  size = 0;
  /** @internal How far entries may still hold values (a truncated tail included): `reset` clears up to here. */
  written = 0;
  /** @internal The most entries a pass has recorded: `changes` is kept at that length (`reset`). */
  peak = 0;
  /** @internal Where the last group insert's count sits in `changes`, to coalesce adjacent inserted siblings into one copy; -1 after a remove or move. */
  lastInsert = -1;
  readonly remembered: RememberObserver[] = [];
  /** Values that leave, in the order the pass met them (`forget`); `forgottenAt[i]` is where `forgotten[i]` sat. */
  readonly forgotten: RememberObserver[] = [];
  /** @internal */
  readonly forgottenAt: number[] = [];
  /** @internal The frame of the pass recording into it (`PassFrame.add`), told of what it forgets. */
  frame: PassFrame | null = null;
  readonly sideEffects: (() => void)[] = [];
  readonly released: N[] = [];
  /** Scopes whose groups leave: they must stop recomposing. */
  readonly releasedScopes: { release(): void }[] = [];
  /** Work that waits for the end of the pass (`LateWork`). */
  readonly late: LateWork[] = [];
  /** The effects of subcompositions applied with this pass, run in its phases (`DeferredEffects`). */
  readonly nestedEffects: DeferredEffects[] = [];

  /** Changes recorded so far. */
  get length(): number {
    return this.size;
  }

  /**
   * `observer` leaves the composition with this pass; `at` is the data index
   * of its slot in the old table, i.e. its place in the composition it
   * leaves (see `apply`).
   */
  forget(observer: RememberObserver, at: number): void {
    this.forgotten.push(observer);
    this.forgottenAt.push(at);
    this.frame?.forgot(observer);
  }

  insertGroups(pos: number, parent: number, start: number, count: number): void {
    const c = this.changes;
    const last = this.lastInsert;
    // An insert right after the last one, from right after it in the insert table: one copy
    // (changes recorded in between touch only groups before it or nodes).
    if (
      last >= 0 &&
      c[last - 2] === parent &&
      (c[last - 3] as number) + (c[last] as number) === pos &&
      (c[last - 1] as number) + (c[last] as number) === start
    ) {
      c[last] = (c[last] as number) + count;
      return;
    }
    this.record5(INSERT_GROUPS, pos, parent, start, count);
    this.lastInsert = this.size - 1;
  }

  removeGroups(pos: number, count: number): void {
    this.lastInsert = -1;
    this.record3(REMOVE_GROUPS, pos, count);
  }

  moveGroup(from: number, to: number): void {
    this.lastInsert = -1;
    this.record3(MOVE_GROUP, from, to);
  }

  /** The group at `from` moves later among its siblings, to end where the sibling ending at `end` did. */
  moveGroupLater(from: number, end: number): void {
    this.lastInsert = -1;
    this.record3(MOVE_GROUP_LATER, from, end);
  }

  setSlot(pos: number, offset: number, value: unknown): void {
    this.record4(SET_SLOT, pos, offset, value);
  }

  setNodeCount(pos: number, count: number): void {
    this.record3(SET_NODE_COUNT, pos, count);
  }

  addFlags(pos: number, flags: number): void {
    this.record3(ADD_FLAGS, pos, flags);
  }

  /** Applier work on `parent`'s children: runs between `down(parent)` and `up()`. */
  children(parent: N, ops: (applier: Applier<N>) => void): void {
    this.record3(CHILDREN, parent, ops);
  }

  /** `nodes` become the children of the new node `parent`, in order. */
  insertChildren(parent: N, nodes: readonly N[]): void {
    this.record3(INSERT_CHILDREN, parent, nodes);
  }

  setProperty(node: N, name: string, value: unknown, previous: unknown): void {
    // A new node's properties (three per row of a table) have no previous value: one entry
    // less each, in a list kept at its largest pass's size (bench/README.md, "Memory").
    if (previous === undefined) this.record4(SET_FIRST_PROPERTY, node, name, value);
    else this.record5(SET_PROPERTY, node, name, value, previous);
  }

  /** Any other work on the tree, in order with the rest. */
  custom(run: () => void): void {
    this.record2(CUSTOM, run);
  }

  setText(node: N, text: TextValue): void {
    this.record3(SET_TEXT, node, text);
  }

  // One per arity: a rest parameter would allocate an array per change.
  private record2(op: number, a: unknown): void {
    const n = this.size;
    this.changes[n] = op;
    this.changes[n + 1] = a;
    this.size = n + 2;
  }

  private record3(op: number, a: unknown, b: unknown): void {
    const n = this.size;
    this.changes[n] = op;
    this.changes[n + 1] = a;
    this.changes[n + 2] = b;
    this.size = n + 3;
  }

  private record4(op: number, a: unknown, b: unknown, c: unknown): void {
    const n = this.size;
    this.changes[n] = op;
    this.changes[n + 1] = a;
    this.changes[n + 2] = b;
    this.changes[n + 3] = c;
    this.size = n + 4;
  }

  private record5(op: number, a: unknown, b: unknown, c: unknown, d: unknown): void {
    const n = this.size;
    this.changes[n] = op;
    this.changes[n + 1] = a;
    this.changes[n + 2] = b;
    this.changes[n + 3] = c;
    this.changes[n + 4] = d;
    this.size = n + 5;
  }

  /**
   * Empties the list for the next pass, keeping its capacity; the values it
   * held (nodes, closures) are let go.
   */
  reset(): void {
    // `fill(null)`: once per pass over every change recorded, mostly in unoptimized code (slot-writer.ts `clearSlots`).
    const end = Math.max(this.written, this.size);
    if (end > this.peak) {
      // The largest pass so far: the list is kept at its size, not at the capacity V8's
      // growth by half again reached (12,014 entries held 15,044 after 1,000 rows were
      // created; bench/README.md, "Memory"). `slice`, not `new Array`: the copy keeps
      // the array's elements kind, so code optimized on the list's stores stays valid.
      this.peak = end;
      this.changes = this.changes.slice(0, end);
    }
    if (end > 0) this.changes.fill(null, 0, end);
    this.size = this.written = 0;
    this.lastInsert = -1;
    this.frame = null;
    this.remembered.length = this.forgotten.length = this.forgottenAt.length = this.sideEffects.length = 0;
    this.released.length = this.releasedScopes.length = this.late.length = this.nestedEffects.length = 0;
  }

  /**
   * Lets go of the capacity `reset` keeps for the next pass (an emptied list
   * keeps its peak): the composition calls it once the page stayed idle after a
   * large pass (composition.ts, `scheduleTrim`). `length`, not a new array: the
   * list keeps its elements kind, so code optimized on its stores stays valid.
   */
  trim(): void {
    if (this.size !== 0) return;
    this.peak = 0;
    this.changes.length = 0;
  }

  /** Composition has finished: late work that composes does it now (see `LateWork`). */
  prepareLate(): void {
    // By index: preparing may add late work of its own.
    for (let i = 0; i < this.late.length; i++) this.late[i]!.prepare?.();
  }

  /**
   * Carries out every change, then the remember observers and side effects in Compose's order;
   * or, given `collect` (a subcomposition's pass applied inside its parent's), hands them to it.
   */
  apply(
    table: SlotTable,
    insertTable: SlotTable,
    applier: Applier<N>,
    onError: (error: unknown) => void,
    collect: DeferredEffects | null = null,
  ): void {
    const writer = table.openWriter();
    applier.onBeginChanges?.();
    try {
      runChanges(this.changes, this.size, writer, applier, insertTable);
      // After every change of the pass: a moved content's old place has been removed by now.
      for (let i = 0; i < this.late.length; i++) this.late[i]!.apply();
      for (const node of this.released) applier.onRelease?.(node);
      for (const scope of this.releasedScopes) scope.release();
    } finally {
      applier.onEndChanges?.();
      writer.close();
    }
    // Leaving first, in reverse composition order; then entering; then side effects.
    const forgotten = this.forgotten;
    const leaving =
      forgotten.length === 0
        ? []
        : ascending(this.forgottenAt)
          ? forgotten.slice().reverse()
          : lastPlaceFirst(this.forgottenAt).map((i) => forgotten[i]!);
    if (collect !== null) {
      collect.take(leaving, this as ChangeList<unknown>);
      return;
    }
    for (const nested of this.nestedEffects) nested.leave(onError);
    for (const observer of leaving) guard(() => observer.onForgotten?.(), onError);
    for (const observer of this.remembered) guard(() => observer.onRemembered?.(), onError);
    for (const effect of this.sideEffects) guard(effect, onError);
  }

  /** The pass failed: values it remembered never entered. */
  abandon(onError: (error: unknown) => void): void {
    for (let i = this.late.length - 1; i >= 0; i--) guard(() => this.late[i]!.abandon(), onError);
    this.late.length = 0;
    for (const observer of this.remembered) guard(() => observer.onAbandoned?.(), onError);
  }
}

/** Where `list` stands, for `truncateChanges` (an error boundary's checkpoint, checkpoint.ts). */
export function markChanges(list: ChangeList<unknown>): ChangeListMark {
  return {
    changes: list.size,
    remembered: list.remembered.length,
    forgotten: list.forgotten.length,
    sideEffects: list.sideEffects.length,
    released: list.released.length,
    releasedScopes: list.releasedScopes.length,
    late: list.late.length,
  };
}

/** Drops what `list` recorded after `mark`; values remembered since never entered. */
export function truncateChanges(
  list: ChangeList<unknown>,
  mark: ChangeListMark,
  onError: (error: unknown) => void,
): void {
  const { late, remembered } = list;
  for (let i = late.length - 1; i >= mark.late; i--) guard(() => late[i]!.abandon(), onError);
  late.length = mark.late;
  for (let i = mark.remembered; i < remembered.length; i++)
    guard(() => remembered[i]!.onAbandoned?.(), onError);
  list.written = Math.max(list.written, list.size);
  list.size = mark.changes;
  remembered.length = mark.remembered;
  if (list.forgotten.length > mark.forgotten) list.frame?.unforgot();
  list.forgotten.length = list.forgottenAt.length = mark.forgotten;
  list.sideEffects.length = mark.sideEffects;
  list.released.length = mark.released;
  list.releasedScopes.length = mark.releasedScopes;
  list.lastInsert = -1;
}

function runChanges<N>(c: unknown[], n: number, w: SlotWriter, a: Applier<N>, insertTable: SlotTable): void {
  for (let i = 0; i < n;) {
    switch (c[i] as number) {
      case INSERT_GROUPS:
        w.insertFrom(
          c[i + 1] as number,
          c[i + 2] as number,
          insertTable,
          c[i + 3] as number,
          c[i + 4] as number,
        );
        i += 5;
        break;
      case REMOVE_GROUPS:
        w.removeGroups(c[i + 1] as number, c[i + 2] as number);
        i += 3;
        break;
      case MOVE_GROUP:
        w.moveGroup(c[i + 1] as number, c[i + 2] as number);
        i += 3;
        break;
      case MOVE_GROUP_LATER:
        w.moveGroupLater(c[i + 1] as number, c[i + 2] as number);
        i += 3;
        break;
      case SET_SLOT:
        w.setSlot(c[i + 1] as number, c[i + 2] as number, c[i + 3]);
        i += 4;
        break;
      case SET_NODE_COUNT:
        w.setNodeCount(c[i + 1] as number, c[i + 2] as number);
        i += 3;
        break;
      case CHILDREN:
        a.down(c[i + 1] as N);
        (c[i + 2] as (applier: Applier<N>) => void)(a);
        a.up();
        i += 3;
        break;
      case INSERT_CHILDREN: {
        const nodes = c[i + 2] as N[];
        a.down(c[i + 1] as N);
        if (a.insertAll !== undefined && nodes.length > 1) a.insertAll(0, nodes);
        else for (let k = 0; k < nodes.length; k++) a.insert(k, nodes[k]!);
        a.up();
        i += 3;
        break;
      }
      case SET_PROPERTY:
        a.setProperty(c[i + 1] as N, c[i + 2] as string, c[i + 3], c[i + 4]);
        i += 5;
        break;
      case SET_FIRST_PROPERTY:
        a.setProperty(c[i + 1] as N, c[i + 2] as string, c[i + 3], undefined);
        i += 4;
        break;
      case ADD_FLAGS:
        w.addFlags(c[i + 1] as number, c[i + 2] as number);
        i += 3;
        break;
      case SET_TEXT:
        a.setText(c[i + 1] as N, c[i + 2] as TextValue);
        i += 3;
        break;
      default:
        (c[i + 1] as () => void)();
        i += 2;
    }
  }
}

/**
 * Leaving values go in reverse composition order, i.e. by their old slots'
 * places, last first. The pass meets a value replaced by its `remember` while
 * composing, but a removed group's values only when its parent ends (after
 * the siblings that follow it), so the order it met them in is not always
 * that one. It usually is (one look), else they are sorted.
 */
function ascending(at: readonly number[]): boolean {
  for (let i = 1; i < at.length; i++) if (at[i - 1]! > at[i]!) return false;
  return true;
}

/** The indices of `at`, largest place first. */
function lastPlaceFirst(at: readonly number[]): number[] {
  return Array.from({ length: at.length }, (_, i) => i).sort((a, b) => at[b]! - at[a]!);
}

export function guard(run: () => void, onError: (error: unknown) => void): void {
  try {
    run();
  } catch (error) {
    onError(error);
  }
}
