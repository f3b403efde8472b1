import {
  CHANGED_FORCE,
  type CompiledComposable,
  type CompiledComposer,
  type ListItemFn,
} from "./compiled-composer.js";
import { devtoolsHook } from "./devtools-hook.js";
import { countSkip } from "./recompose-scope.js";
import { KEPT, keptRow, SkipComposer } from "./skip-composer.js";
import { unchangedKeyedCall } from "./unchanged-group.js";

const arrayMap = Array.prototype.map;

/**
 * Keyed lists in one call: `{xs.map((x) => <Row key={x.id} … />)}`, whose
 * callback is one keyed composable call and nothing else, compiles to
 * `$c.keyedList(xs, key, Row, (x) => x.id, (x) => ({ … }), changed)`
 * (transform/loops.ts). The rows are `keyedCall`s, in the array's order; what
 * a list adds is that the rows kept where they stand, a recomposed list's
 * usual case, are kept in one loop: the per-list questions (creating,
 * forced, the callee's skip signature, the parent group's frame) are asked
 * once, the parent's cursors live in locals, and the node frame hears of a
 * run of kept rows once (bench/README.md, "Session 18").
 */
export abstract class ListComposer<N> extends SkipComposer<N> {
  /**
   * `xs.map((x, i, a) => <Fn key={keyOf(x, i, a)} {...propsOf(x, i, a)} />)`
   * as compiled code wrote it, with the same reads and calls: `xs.map` once
   * (what is not a plain array is mapped by its own `map`), then, for each
   * index the array has (holes skipped, its length read once), the item,
   * its key, its props, in that order.
   *
   * @example
   * $c.keyedList(rows, 0x51, Row, (item) => item.id, (item) => ({ item }), 0);
   */
  keyedList(
    xs: unknown,
    key: number,
    fn: CompiledComposable,
    keyOf: ListItemFn<unknown>,
    propsOf: ListItemFn<object>,
    changed: number,
  ): void {
    const items = xs as readonly unknown[];
    if (!Array.isArray(items) || items.map !== arrayMap) {
      // Whatever `map` is (a collection's own, or none: the same TypeError as `xs.map(…)`).
      items.map((item, i, all) =>
        this.keyedCall(key, keyOf(item, i, all), fn, propsOf(item, i, all), changed),
      );
      return;
    }
    this.keepRows(items, key, fn, keyOf, propsOf, changed);
  }

  /**
   * The rows of an array, kept where they stand when they did not change.
   * A list with nothing to keep (new, forced, no skip signature, or no old
   * row left: a create after a clear) goes through `composeRows`, a loop of
   * its own: a JIT that optimized this loop while a page created its rows
   * would find no feedback here for keeping them and throw that code away at
   * the first update (bench/README.md, "Why code thrown away at the first
   * update stays in baseline").
   */
  private keepRows(
    items: readonly unknown[],
    key: number,
    fn: CompiledComposable,
    keyOf: ListItemFn<unknown>,
    propsOf: ListItemFn<object>,
    changed: number,
  ): void {
    const skip = fn.$skip;
    const parent = this.stack[this.depth - 1]!;
    if (
      skip === undefined ||
      changed & CHANGED_FORCE ||
      this.insertDepth !== 0 ||
      this.forcing !== 0 ||
      (parent.pending === null && parent.childCursor >= parent.oldEnd)
    ) {
      this.composeRows(items, key, fn, keyOf, propsOf, changed);
      return;
    }
    // None of that changes from row to row (each row leaves the composer as it found it).
    let table = this.table;
    // The parent's state while rows are kept in order: `index` its child cursor (up to
    // `end`); the run of kept rows so far, from old node `runFrom`, `runNodes` nodes,
    // `runSize` groups. Read again after anything else composed a row.
    let pending = parent.pending;
    let end = parent.oldEnd;
    let index = parent.childCursor;
    let runFrom = parent.oldNodeCursor;
    let runNodes = 0;
    let runSize = 0;
    const n = items.length;
    for (let i = 0; i < n; i++) {
      const item = items[i];
      if (item === undefined && !(i in items)) continue; // a hole: `map` skips it
      const dataKey = keyOf(item, i, items);
      const props = propsOf(item, i, items);
      if (pending === null) {
        if (index < end) {
          // `keptAtCursor`: the group at the cursor, with the cursors in locals.
          const scope = unchangedKeyedCall(table, index, key, dataKey, skip, changed, props, keptRow);
          const size = keptRow.size;
          if (scope !== null && !(this.invalid.last >= index && this.invalid.anyIn(index, index + size))) {
            scope.locals = this.locals;
            if (devtoolsHook !== null) countSkip(scope);
            index += size;
            runSize += size;
            runNodes += keptRow.nodes;
            continue;
          }
        }
      } else if (this.keptAtPendingCursor(parent, pending, key, dataKey, skip, props, changed)) continue;
      // Taken, as `keyedCall` takes it; the parent frame first hears of the run kept so far.
      if (runSize !== 0) {
        this.keepRun(runFrom, runNodes, runSize, index);
        runNodes = runSize = 0;
      }
      if (this.openKeyed(key, dataKey, skip, props, changed) !== KEPT) {
        fn(props as never, this as unknown as CompiledComposer, changed);
        this.endMovableGroup();
      }
      table = this.table;
      pending = parent.pending;
      end = parent.oldEnd;
      index = parent.childCursor;
      runFrom = parent.oldNodeCursor;
    }
    if (runSize !== 0) this.keepRun(runFrom, runNodes, runSize, index);
  }

  /** `keepRows` when no row may be kept: each row's group opened (`start` takes an old one or makes it) and its composable called. */
  private composeRows(
    items: readonly unknown[],
    key: number,
    fn: CompiledComposable,
    keyOf: ListItemFn<unknown>,
    propsOf: ListItemFn<object>,
    changed: number,
  ): void {
    const n = items.length;
    for (let i = 0; i < n; i++) {
      const item = items[i];
      if (item === undefined && !(i in items)) continue;
      const dataKey = keyOf(item, i, items);
      const props = propsOf(item, i, items);
      this.startMovableGroup(key, dataKey);
      fn(props as never, this as unknown as CompiledComposer, changed);
      this.endMovableGroup();
    }
  }

  /**
   * Keeps, where the parent's next child goes, the old rows kept in order since
   * its cursors were last written: `size` groups up to `index`, holding `nodes`
   * old nodes from `from` on (`GroupFrame.keepOld` for the run at once).
   */
  private keepRun(from: number, nodes: number, size: number, index: number): void {
    const parent = this.stack[this.depth - 1]!;
    parent.nodeFrame!.keep(from, nodes);
    parent.nodes += nodes;
    parent.nextChildPos += size;
    parent.oldNodeCursor = from + nodes;
    parent.childCursor = index;
  }
}
