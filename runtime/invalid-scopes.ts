import { lowerBound } from "./lower-bound.js";
import type { RecomposeScope } from "./recompose-scope.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/**
 * The invalid recompose scopes of one pass, in the order of their groups in
 * the old table: the order in which the traversal meets them (How Composition Works,
 * "Restarting": a parent before its children, each scope once). A scope
 * whose group left, or that never read anything, has no place here.
 */
export class InvalidScopes {
  /** Group indices, ascending; `scopes[k]` is the scope of `indices[k]`. */
  private indices: number[] = [];
  private scopes: RecomposeScope[] = [];
  /** The last group index (-1: none), for callers that ask, once per row, whether one lies in a range after it (`anyIn`). */
  last = -1;

  constructor(private readonly table: SlotTable) {}

  get size(): number {
    return this.indices.length;
  }

  /** Those invalid when the pass starts: sorted once. */
  addAll(scopes: Iterable<RecomposeScope>): void {
    const found: { index: number; scope: RecomposeScope }[] = [];
    for (const scope of scopes) {
      const index = this.indexOf(scope);
      if (index >= 0) found.push({ index, scope });
    }
    found.sort((a, b) => a.index - b.index);
    this.indices = found.map((f) => f.index);
    this.scopes = found.map((f) => f.scope);
    this.last = found.length > 0 ? found[found.length - 1]!.index : -1;
  }

  /** One that became invalid during the pass, in its place. */
  add(scope: RecomposeScope): void {
    const index = this.indexOf(scope);
    if (index < 0) return;
    const at = lowerBound(this.indices, index);
    if (this.indices[at] === index) return;
    this.indices.splice(at, 0, index);
    this.scopes.splice(at, 0, scope);
    if (index > this.last) this.last = index;
  }

  /** The first one still invalid whose group lies in `[start, end)`, as a position in the list, or -1. */
  firstIn(start: number, end: number): number {
    const list = this.indices;
    for (let at = lowerBound(list, start); at < list.length && list[at]! < end; at++) {
      if (this.scopes[at]!.checkInvalid()) return at;
    }
    return -1;
  }

  /**
   * Whether any scope of the list has its group in `[start, end)`, invalid or
   * not (no `checkInvalid`, no derived state computed): the cheap question a
   * group kept whole without opening asks (`GroupComposer.skipRestartGroup`).
   */
  anyIn(start: number, end: number): boolean {
    const list = this.indices;
    // Most often every invalid scope lies before `start` (a list's parent restarted, its rows kept): no search.
    if (list.length === 0 || list[list.length - 1]! < start) return false;
    const at = lowerBound(list, start);
    return at < list.length && list[at]! < end;
  }

  /** The group index at position `at`. */
  indexAt(at: number): number {
    return this.indices[at]!;
  }

  /** The scope at position `at`. */
  scopeAt(at: number): RecomposeScope {
    return this.scopes[at]!;
  }

  /** Where a restartable scope's group is in the old table, or -1. */
  private indexOf(scope: RecomposeScope): number {
    if (!scope.alive || scope.restartInputs === null || scope.anchor === null || !scope.anchor.valid)
      return -1;
    return this.table.ownsAnchor(scope.anchor) ? this.table.anchorIndex(scope.anchor) : -1;
  }
}
