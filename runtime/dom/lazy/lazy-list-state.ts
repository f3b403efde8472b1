/**
 * `rememberLazyListState()`: where a `LazyColumn` / `LazyRow` is scrolled,
 * as observable state (a composable that reads `firstVisibleItemIndex`
 * recomposes when it changes), and `scrollToItem(i)`.
 *
 * @example
 * const list = rememberLazyListState();
 * <Button text="Top" onClick={() => list.scrollToItem(0)} />;
 * <LazyColumn items={rows} state={list}>{({ item }) => <Row row={item} />}</LazyColumn>;
 */
import { remember } from "../../remember.js";
import { mutableStateOf } from "../../state/index.js";

/** What a list controls its state through (lazy-list.ts). */
export interface LazyListScroller {
  scrollToItem(index: number, offset: number): void;
}

export class LazyListState {
  private readonly first = mutableStateOf(0);
  private readonly offset = mutableStateOf(0);
  /** @internal The list this state is given to, once it is on the page. */
  scroller: LazyListScroller | null = null;
  /** @internal A `scrollToItem` made before the list was on the page. */
  pending: { index: number; offset: number } | null = null;

  /** The index of the first item (partly) in view. */
  get firstVisibleItemIndex(): number {
    return this.first.value;
  }

  /** How far the first visible item is scrolled out of view, in pixels. */
  get firstVisibleItemScrollOffset(): number {
    return this.offset.value;
  }

  /** Scrolls so that item `index` starts at the top (left) of the list, `offset` pixels into it. */
  scrollToItem(index: number, offset = 0): void {
    if (this.scroller !== null) this.scroller.scrollToItem(index, offset);
    else this.pending = { index, offset };
  }

  /** @internal The list was laid out. */
  report(first: number, offset: number): void {
    this.first.value = first;
    this.offset.value = offset;
  }
}

/** A `LazyListState` remembered here. */
export function rememberLazyListState(): LazyListState {
  return remember(() => new LazyListState());
}
