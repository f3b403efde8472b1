import {
  CHANGED_FORCE,
  type CompiledComposable,
  type CompiledComposer,
  type SkipSignature,
} from "./compiled-composer.js";
import { GroupComposer } from "./group-composer.js";
import type { GroupFrame } from "./group-frame.js";
import type { Pending } from "./pending.js";
import { countSkip, type RecomposeScope } from "./recompose-scope.js";
import { devtoolsHook } from "./devtools-hook.js";
import { OBJECT_KEY_FLAG } from "./slot-table/group-layout.js";
import { unchangedKeyedCall, unchangedRestartGroup, type KeptGroup } from "./unchanged-group.js";

/** Filled by `unchangedRestartGroup` and `unchangedKeyedCall` (one object for all; keyed-list.ts reads it too). */
export const keptRow: KeptGroup = { size: 0, nodes: 0 };
/** What `openKeyed` did. */
const NOT_OPENED = 0;
const OPENED = 1;
export const KEPT = 2;
/** `keptAtCursor` kept nothing and may not: `openKeyed` takes the group. */
const TAKE = 3;

/**
 * The fast skips: a composable call whose inputs did not change is kept
 * whole before its group is opened, in one call from compiled code, instead
 * of the group being opened, its props compared slot by slot and the group
 * closed (`skipRestartGroup`); for a keyed row, its keyed group with it
 * (`keyedCall`). What they keep is exactly what the long way would keep:
 * each falls back to it at the first doubt. They count in the code a page's
 * first updates run in, before a JIT has optimized anything: there every
 * call and property access costs (bench/README.md, "What the tiers show").
 */
export abstract class SkipComposer<N> extends GroupComposer<N> {
  /**
   * Keeps the restart group `key` at the cursor whole without opening it
   * when opening it would decide so: nothing forces it, no scope inside it
   * is invalid, its props are unchanged (`unchangedRestartGroup`). Else
   * returns false having changed nothing, and the compiled code opens the
   * group and compares as usual. One call instead of about eight per
   * skipped row, which counts in code a JIT has not optimized yet.
   *
   * @example
   * if ($c.skipRestartGroup(0x2f, $changed, $props, $props0)) return;
   * $c.startRestartGroup(0x2f); …
   */
  skipRestartGroup(
    key: number,
    changed: number,
    props: object,
    names: readonly string[],
    self?: unknown,
  ): boolean {
    if (changed & CHANGED_FORCE || this.insertDepth !== 0 || this.forcing !== 0) return false;
    const parent = this.stack[this.depth - 1]!;
    const index = parent.childCursor;
    if (parent.pending !== null || index >= parent.oldEnd) return false;
    if (
      !this.skippedScope(
        unchangedRestartGroup(this.table, index, key, changed, props, names, self, keptRow),
        index,
      )
    )
      return false;
    parent.keepOld(index, keptRow.size, keptRow.nodes);
    return true;
  }

  /**
   * A keyed call, `<Row key={id} … />`: the movable group `key` / `dataKey`
   * around `fn(props, this, changed)`. When that group is the old one at the
   * cursor, or the one Pending takes (moved: its move is recorded as usual),
   * and `fn`'s fast skip (`$skip`, see compiled-composer.ts) would keep its
   * restart group, both are kept whole here without opening either: what
   * `startMovableGroup`, `skipRestartGroup` and `endMovableGroup` would do
   * for a row that did not change, in one call. Otherwise exactly those.
   *
   * @example
   * $c.keyedCall(0x51, item.id, Row, { item, selected }, 0);
   */
  keyedCall(key: number, dataKey: unknown, fn: CompiledComposable, props: object, changed: number): void {
    // The same few steps whether rows are created or kept, so that code a JIT
    // optimized while creating rows still serves when they are kept: the
    // branching is in `keptAtCursor` and `openKeyed`, which a create leaves at
    // their first tests. A row kept in order costs this call and `keptAtCursor`'s.
    let opened = this.keptAtCursor(key, dataKey, fn, props, changed);
    if (opened === TAKE) opened = this.openKeyed(key, dataKey, fn.$skip!, props, changed);
    if (opened === KEPT) return;
    if (opened === NOT_OPENED) this.startMovableGroup(key, dataKey);
    fn(props as never, this as unknown as CompiledComposer, changed);
    this.endMovableGroup();
  }

  /**
   * `keyedCall`'s group once `keptAtCursor` did not keep the one at the
   * cursor: taken as `start` takes it, then kept whole where it now stands
   * (KEPT: out of order, Pending took it and recorded its move), or opened
   * as `startMovableGroup` would (OPENED: old, or new).
   */
  protected openKeyed(
    key: number,
    dataKey: unknown,
    skip: SkipSignature,
    props: object,
    changed: number,
  ): number {
    const parent = this.stack[this.depth - 1]!;
    const inOrder = parent.pending === null;
    return this.openTaken(
      parent,
      this.takeOld(parent, key, dataKey),
      inOrder,
      key,
      dataKey,
      skip,
      props,
      changed,
    );
  }

  /**
   * The first step of every keyed call, rows created included: NOT_OPENED
   * when nothing may be kept (creating, forced, no skip signature: then
   * `startMovableGroup` opens the group); KEPT when the group at the cursor
   * (children in their old order) or at Pending's cursor (in place after a
   * removed or moved one) has these keys and `unchangedKeyedCall` finds it
   * unchanged, and it was kept whole; else TAKE, having changed nothing: the
   * group is taken (`openKeyed`).
   *
   * `skippedScope` and `GroupFrame.keepOld` are inline: this runs once for
   * every row a list keeps, mostly in code a JIT has not optimized yet
   * (bench/README.md, "What the tiers show"), where each call costs.
   */
  private keptAtCursor(
    key: number,
    dataKey: unknown,
    fn: CompiledComposable,
    props: object,
    changed: number,
  ): number {
    if (this.insertDepth !== 0 || changed & CHANGED_FORCE || this.forcing !== 0) return NOT_OPENED;
    const skip = fn.$skip;
    if (skip === undefined) return NOT_OPENED;
    const parent = this.stack[this.depth - 1]!;
    if (parent.pending !== null)
      return this.keptAtPendingCursor(parent, parent.pending, key, dataKey, skip, props, changed)
        ? KEPT
        : TAKE;
    const index = parent.childCursor;
    if (index >= parent.oldEnd) return TAKE;
    const scope = unchangedKeyedCall(this.table, index, key, dataKey, skip, changed, props, keptRow);
    const size = keptRow.size;
    if (scope === null || (this.invalid.last >= index && this.invalid.anyIn(index, index + size)))
      return TAKE;
    scope.locals = this.locals;
    if (devtoolsHook !== null) countSkip(scope);
    const nodes = keptRow.nodes;
    parent.nodeFrame!.keep(parent.oldNodeCursor, nodes);
    parent.nodes += nodes;
    parent.nextChildPos += size;
    parent.oldNodeCursor += nodes;
    parent.childCursor = index + size;
    return KEPT;
  }

  /**
   * `keptAtCursor` once the children stopped matching: the group at
   * Pending's cursor kept whole where it stands, as taking it (no move: it is
   * in place) and finding it unchanged would; so every row after a removed
   * one costs what a row in order costs. False, having changed nothing, if
   * Pending would take another or the row changed.
   */
  protected keptAtPendingCursor(
    parent: GroupFrame<N>,
    pending: Pending,
    key: number,
    dataKey: unknown,
    skip: SkipSignature,
    props: object,
    changed: number,
  ): boolean {
    const index = pending.atCursor(key, dataKey);
    if (index < 0) return false;
    const scope = unchangedKeyedCall(this.table, index, key, dataKey, skip, changed, props, keptRow);
    // `skippedScope` and `parent.keepTaken`, inline, as in `keptAtCursor`.
    const size = keptRow.size;
    if (scope === null || (this.invalid.last >= index && this.invalid.anyIn(index, index + size)))
      return false;
    scope.locals = this.locals;
    if (devtoolsHook !== null) countSkip(scope);
    const nodes = keptRow.nodes;
    parent.nodeFrame!.keep(pending.takeCursorInPlace(size, nodes), nodes);
    parent.nodes += nodes;
    parent.nextChildPos += size;
    return true;
  }

  /**
   * `openKeyed` once the group is taken as `start` takes it (`index`, or -1
   * for none): new, or old and opened; or, out of order (Pending took it and
   * recorded its move), still kept whole where it now stands. A function of
   * its own: `openKeyed` runs the same code whether it creates rows or takes
   * old ones.
   */
  private openTaken(
    parent: GroupFrame<N>,
    index: number,
    inOrder: boolean,
    key: number,
    dataKey: unknown,
    skip: SkipSignature,
    props: object,
    changed: number,
  ): number {
    if (index < 0) {
      this.startNew(key, dataKey, OBJECT_KEY_FLAG, undefined);
      return OPENED;
    }
    const atCursor = inOrder && parent.pending === null; // looked at by keptAtCursor already
    if (
      !atCursor &&
      this.skippedScope(
        unchangedKeyedCall(this.table, index, key, dataKey, skip, changed, props, keptRow),
        index,
      )
    ) {
      parent.keepTaken(this.takenNode, keptRow.size, keptRow.nodes);
      return KEPT;
    }
    this.openOldFrame(parent, index, this.takenNode);
    return OPENED;
  }

  /**
   * The scope of the group at `index` that `unchangedRestartGroup` or
   * `unchangedKeyedCall` found unchanged (`kept` holds its size), once nothing
   * inside the group is invalid either: told it skipped, as opening and
   * skipping it would have left it. False for none.
   */
  private skippedScope(scope: RecomposeScope | null, index: number): boolean {
    // (`anyIn`'s first test, inline: most often every invalid scope lies before the row.)
    if (scope === null || (this.invalid.last >= index && this.invalid.anyIn(index, index + keptRow.size)))
      return false;
    scope.locals = this.locals;
    if (devtoolsHook !== null) countSkip(scope);
    return true;
  }
}
