import {
  CHANGED_FORCE,
  type CompiledComposable,
  type CompiledComposer,
  type SkipSignature,
} from "./compiled-composer.js";
import { GroupComposer } from "./group-composer.js";
import { OBJECT_KEY_FLAG } from "./slot-table/group-layout.js";
import { unchangedKeyedCall, unchangedRestartGroup, type KeptGroup } from "./unchanged-group.js";

/** Filled by `unchangedRestartGroup` and `unchangedKeyedCall` (one object for all). */
const kept: KeptGroup = { size: 0, nodes: 0 };

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
    const t = this.table;
    const scope = unchangedRestartGroup(t, index, key, changed, props, names, self, kept);
    if (scope === null || this.invalid.anyIn(index, index + kept.size)) return false;
    parent.keepOld(index, kept.size, kept.nodes);
    // What opening and skipping it would have left in its scope.
    scope.locals = this.locals;
    scope.skipCount++;
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
    const skip = (changed & CHANGED_FORCE) === 0 && this.forcing === 0 ? fn.$skip : undefined;
    if (this.insertDepth !== 0) {
      this.startNew(key, dataKey, OBJECT_KEY_FLAG, undefined);
    } else {
      const parent = this.stack[this.depth - 1]!;
      // Children in their old order: the group at the cursor, looked at before it is taken.
      if (skip !== undefined && parent.pending === null && parent.childCursor < parent.oldEnd) {
        const index = parent.childCursor;
        if (this.keepKeyedCall(index, key, dataKey, skip, changed, props)) {
          parent.keepOld(index, kept.size, kept.nodes);
          return;
        }
      }
      const index = this.takeOld(parent, key, dataKey);
      if (index < 0) {
        this.startNew(key, dataKey, OBJECT_KEY_FLAG, undefined);
      } else if (
        // Out of order (Pending took it, the moves are recorded): kept whole where it now stands.
        skip !== undefined &&
        parent.pending !== null &&
        this.keepKeyedCall(index, key, dataKey, skip, changed, props)
      ) {
        parent.nodeFrame!.keep(this.takenNode, kept.nodes);
        parent.nodes += kept.nodes;
        parent.nextChildPos += kept.size;
        return;
      } else {
        this.openOldFrame(parent, index, this.takenNode);
      }
    }
    fn(props as never, this as unknown as CompiledComposer, changed);
    this.endMovableGroup();
  }

  /** Whether old group `index` is an unchanged keyed call (`unchangedKeyedCall`); if so its scope is told it skipped. */
  private keepKeyedCall(
    index: number,
    key: number,
    dataKey: unknown,
    skip: SkipSignature,
    changed: number,
    props: object,
  ): boolean {
    const scope = unchangedKeyedCall(this.table, index, key, dataKey, skip, changed, props, kept);
    if (scope === null || this.invalid.anyIn(index, index + kept.size)) return false;
    // What opening and skipping it would have left in its scope.
    scope.locals = this.locals;
    scope.skipCount++;
    return true;
  }
}
