/**
 * The controller behind `LazyColumn` / `LazyRow` (lazy-column.ts): which
 * items are composed, where they are, and the reuse pool.
 *
 * Only the items in view plus `OVERSCAN` on each side are composed, each as
 * a subcomposition (subcomposition.ts) rooted at a wrapper element
 * absolutely placed in the list's content element (whose size is the sum of
 * the items' sizes). An item that leaves the range goes to the pool of its
 * type (`itemType`) with its composition and nodes; an entering item of the
 * same type is composed over them (`Composer.reuse`: nodes kept, state
 * computed afresh), so that scrolling creates no node once the pool is warm.
 * Pooled wrappers stay in the page, hidden, so reuse inserts nothing either.
 * A pooled item is deactivated, as Compose's reusable content is: its
 * effects are cleaned up and its remembered values forgotten when it leaves
 * (scrolled out, or its key removed), and it recomposes nothing while pooled.
 *
 * Sizes are measured (a `ResizeObserver` on each wrapper) and kept by item
 * key; unmeasured items count as `estimatedItemSize`. The items the list
 * shows follow its scroll position (composed in the scroll event, before the
 * frame is painted), a measured size, and its parent's passes (after they
 * are applied, with the new items: keys keep an item's composition, and keep
 * the first visible item in place when items are inserted or removed above).
 *
 * An item's pass is its own, as in Compose, where the layout subcomposes
 * lazy items after the composition pass: it is not all-or-nothing with the
 * parent's pass (that one was applied before the list learns its new
 * items). A failing item pass is reported and applies nothing of that item:
 * an item already showing that key keeps what it showed, an entering item
 * is not shown (its wrapper, holding another item's content or none, goes
 * back to the pool hidden), and the rest of the items and the parent stay.
 * It is tried again when its data or the item slot change, not on every
 * scroll (docs/architecture.md, "Subcomposition"). Inside an ErrorBoundary,
 * a failing item pass (composing an item, or an item's own recomposition) is
 * not reported: the parent's scope around the list recomposes, and the list
 * throws the error there, inside the boundary, which shows its fallback, as
 * it does for any child (`composedAt`; a Portal's content does the same).
 *
 * An item whose content has the focus stays composed (and placed) while it
 * is out of range, as Compose pins a focused lazy item: scrolling a focused
 * row out of view neither blurs it nor hands its nodes to another item, and
 * keyboard input keeps going to it. It returns to the pool at the first
 * layout after the focus left it (or when its key leaves the items).
 */
import type { Applier } from "../../applier.js";
import type { Composer } from "../../composer.js";
import type { Composition } from "../../composition.js";
import { reportError } from "../../report.js";
import type { RecomposeScope } from "../../recompose-scope.js";
import { guardOf, RootedApplier, Subcomposition } from "../../subcomposition.js";
import { DEV } from "../dev.js";
import type { LazyListState } from "./lazy-list-state.js";
import { ItemSizes } from "./sizes.js";

/** Items composed beyond each edge of the view. */
const OVERSCAN = 3;
/** Pooled items kept per item type; more are disposed. */
const POOL_LIMIT = 16;
const DEFAULT_ITEM_SIZE = 40;

export type ItemSlot<T> = (props: { item: T; index: number }, $c: Composer<Node>, $changed: number) => void;

/** What the list is given by its parent's last pass. */
export interface LazyListInput<T> {
  items: readonly T[];
  itemKey?: (item: T, index: number) => unknown;
  itemType?: (item: T, index: number) => unknown;
  slot: ItemSlot<T> | undefined;
  estimatedItemSize?: number;
  state?: LazyListState;
}

/** One composed (or pooled) item. */
class Item {
  key: unknown = undefined;
  index = -1;
  data: unknown = undefined;
  slot: unknown = undefined;
  /** The composition locals it was last composed under (null: never composed). */
  locals: ReadonlyMap<unknown, unknown> | null = null;
  /** What its wrapper shows (set only when they change). */
  offset = -1;
  placedAt = -1;
  setSize = -1;
  constructor(
    readonly type: unknown,
    readonly wrapper: HTMLElement,
    readonly composition: Subcomposition<Node>,
  ) {}
}

export class LazyList<T> {
  viewport!: HTMLElement;
  content!: HTMLElement;
  private input: LazyListInput<T> = { items: [], slot: undefined };
  private keys: unknown[] = [];
  private indexOfKey = new Map<unknown, number>();
  private sizes = new ItemSizes(0, () => 0);
  /** Measured sizes, by key: they follow their items through inserts and moves. */
  private readonly measured = new Map<unknown, number>();
  private readonly active = new Map<unknown, Item>();
  private readonly pool = new Map<unknown, Item[]>();
  private readonly itemOf = new WeakMap<Element, Item>();
  /** The parent's scope around the list, while an ErrorBoundary guards it (`composedAt`). */
  private guardedAt: RecomposeScope | null = null;
  /** What composing an item threw while guarded: thrown at the list's place in the parent's next pass. */
  private failure: { error: unknown } | null = null;
  /** Entering items whose pass failed, by key: not tried again while their data and the slot stay the same. */
  private readonly failed = new Map<unknown, { data: unknown; slot: unknown }>();
  private observer: ResizeObserver | null = null;
  private locals: ReadonlyMap<unknown, unknown> = new Map();
  private attached = false;
  private disposed = false;
  /** The first visible item's key and how far it was scrolled out, for anchoring across item changes. */
  private anchor: { key: unknown; offset: number } | null = null;
  /** Items created and items reused from the pool since the list was made (devtools, tests). */
  readonly counts = { created: 0, reused: 0 };

  constructor(
    readonly horizontal: boolean,
    private readonly parent: Composition<Node>,
    private readonly applier: Applier<Node>,
  ) {}

  /**
   * In the parent's pass: the new input, taken once that pass is applied (or dropped with it),
   * and laid out after the pass's effects, the list's own attach included: as Compose's layout
   * subcomposes lazy items after the composition applied its changes and ran its effects, the
   * items' effects run after the parent's entering effects and SideEffects, never among them.
   */
  update($c: Composer<Node>, input: LazyListInput<T>): void {
    const locals = $c.locals;
    const changes = $c.changes;
    changes.late.push({
      apply: () => {
        this.locals = locals;
        this.setInput(input);
        changes.sideEffects.push(() => this.layout());
      },
      abandon: () => {},
    });
  }

  /**
   * In the parent's pass, where the list is composed: notes whether an ErrorBoundary guards that
   * place (for the items' passes too) and throws there what an item's pass threw meanwhile, so
   * that the boundary shows its fallback (Subcomposition.composedAt).
   */
  composedAt($c: Composer<Node>): void {
    const guard = guardOf($c);
    this.guardedAt = guard;
    const failed = this.failure;
    this.failure = null;
    // An item's own pass that failed while guarded: its composition throws it here.
    for (const item of this.active.values()) item.composition.composedAt($c);
    if (failed !== null) throw failed.error;
  }

  /** The viewport and content are on the page (the parent's pass was applied); the pass's `update` lays it out. */
  attach(): void {
    this.attached = true;
    this.viewport.addEventListener("scroll", this.onScroll, { passive: true });
    if (typeof ResizeObserver === "function") {
      this.observer = new ResizeObserver(this.onResize);
      this.observer.observe(this.viewport);
    }
    const state = this.input.state;
    if (state !== undefined) {
      state.scroller = this;
      if (state.pending !== null) {
        const { index, offset } = state.pending;
        state.pending = null;
        this.scrollTo(index, offset);
      }
    }
  }

  dispose(): void {
    this.disposed = true;
    this.viewport?.removeEventListener("scroll", this.onScroll);
    this.observer?.disconnect();
    if (this.input.state?.scroller === this) this.input.state.scroller = null;
    for (const item of this.active.values()) item.composition.dispose();
    for (const items of this.pool.values()) for (const item of items) item.composition.dispose();
    this.active.clear();
    this.pool.clear();
  }

  scrollToItem(index: number, offset: number): void {
    this.scrollTo(index, offset);
    this.layout();
  }

  private scrollTo(index: number, offset: number): void {
    const at = Math.max(0, Math.min(index, this.keys.length - 1));
    this.setScroll(this.sizes.offset(at) + offset);
  }

  private readonly onScroll = (): void => {
    this.layout();
  };

  private readonly onResize = (entries: ResizeObserverEntry[]): void => {
    if (this.disposed) return;
    const scroll = this.scroll();
    const first = this.sizes.indexAt(scroll);
    let shift = 0;
    let changed = false;
    for (const entry of entries) {
      const item = this.itemOf.get(entry.target);
      if (item === undefined || this.active.get(item.key) !== item) continue; // the viewport, or pooled (hidden)
      const box = entry.borderBoxSize?.[0];
      const size =
        box !== undefined
          ? this.horizontal
            ? box.inlineSize
            : box.blockSize
          : this.horizontal
            ? (entry.target as HTMLElement).offsetWidth
            : (entry.target as HTMLElement).offsetHeight;
      this.measured.set(item.key, size);
      const before = this.sizes.size(item.index);
      if (this.sizes.set(item.index, size)) {
        changed = true;
        // An item above the first visible one changed size: the view keeps showing the same thing.
        if (item.index < first) shift += size - before;
      }
    }
    if (shift !== 0) this.setScroll(scroll + shift);
    if (changed || entries.some((e) => e.target === this.viewport)) this.layout();
  };

  private setInput(input: LazyListInput<T>): void {
    const old = this.input;
    this.input = input;
    if (input.state !== undefined && input.state !== old.state && this.attached) input.state.scroller = this;
    if (
      old.items === input.items &&
      old.itemKey === input.itemKey &&
      old.estimatedItemSize === input.estimatedItemSize &&
      this.sizes.count === input.items.length
    )
      return;
    // The first visible item before the change, to keep it in place.
    if (this.attached && this.keys.length > 0) {
      const scroll = this.scroll();
      const first = this.sizes.indexAt(scroll);
      this.anchor = { key: this.keys[first], offset: scroll - this.sizes.offset(first) };
    }
    const { items, itemKey } = input;
    const keys = new Array<unknown>(items.length);
    const indexOfKey = new Map<unknown, number>();
    for (let i = 0; i < items.length; i++) {
      let key = itemKey === undefined ? i : itemKey(items[i]!, i);
      const seen = indexOfKey.get(key);
      if (seen !== undefined) {
        if (DEV)
          console.error(
            `Composa: ${this.horizontal ? "LazyRow" : "LazyColumn"}: items ${seen} and ${i} have the same key ${describe(key)}; itemKey must give each item its own key (item ${i} is keyed by its index meanwhile)`,
          );
        key = `\u0000composa-duplicate-key:${i}`; // stable while it stays at that index
      }
      keys[i] = key;
      indexOfKey.set(key, i);
    }
    this.keys = keys;
    this.indexOfKey = indexOfKey;
    for (const key of this.failed.keys()) if (!indexOfKey.has(key)) this.failed.delete(key);
    const estimate = input.estimatedItemSize ?? DEFAULT_ITEM_SIZE;
    this.sizes = new ItemSizes(items.length, (i) => this.measured.get(keys[i]) ?? estimate);
    const anchor = this.anchor;
    this.anchor = null;
    if (anchor !== null) {
      const at = indexOfKey.get(anchor.key);
      if (at !== undefined) this.setScroll(this.sizes.offset(at) + anchor.offset);
    }
  }

  private scroll(): number {
    return this.horizontal ? this.viewport.scrollLeft : this.viewport.scrollTop;
  }

  private setScroll(value: number): void {
    this.content.style[this.horizontal ? "width" : "height"] = `${this.sizes.total}px`;
    if (this.horizontal) this.viewport.scrollLeft = value;
    else this.viewport.scrollTop = value;
  }

  /**
   * The viewport's length along the axis: never more than the window's, so
   * that a list without a set height composes a screenful, not every item.
   * In a DOM that lays nothing out (jsdom's, happy-dom's: every length is 0,
   * the page's own width too), where a test looks for the first items, it is a
   * screenful as well; a list laid out 0 pixels long shows nothing.
   */
  private viewportSize(): number {
    const own = this.horizontal ? this.viewport.clientWidth : this.viewport.clientHeight;
    const view =
      typeof window === "undefined" ? Infinity : this.horizontal ? window.innerWidth : window.innerHeight;
    if (own === 0 && view !== Infinity && this.viewport.ownerDocument.documentElement.clientWidth === 0)
      return view;
    return Math.min(own, view || Infinity);
  }

  /** Composes the items of the current range, pools those that left it, places them all. */
  layout(): void {
    if (!this.attached || this.disposed) return;
    const count = this.keys.length;
    this.content.style[this.horizontal ? "width" : "height"] = `${this.sizes.total}px`;
    const scroll = this.scroll();
    const size = this.viewportSize();
    let from = 0;
    let to = -1;
    const first = this.sizes.indexAt(scroll);
    if (count > 0 && size > 0) {
      const last = this.sizes.indexAt(scroll + size - 1);
      from = Math.max(0, first - OVERSCAN);
      to = Math.min(count - 1, last + OVERSCAN);
    }
    // An item holding the focus stays composed out of range (Compose's pinned items): reusing its
    // nodes for another item would move the focus to content the user did not choose, or lose it.
    const focused = this.focusedItem();
    const { items, slot, itemType } = this.input;
    for (const [key, item] of this.active) {
      const at = this.indexOfKey.get(key);
      if (at !== undefined && item === focused && (at < from || at > to)) {
        if (this.stale(item, at)) this.compose(item, at, false);
        this.place(item, at, count);
      } else if (at === undefined || at < from || at > to) this.release(item);
    }
    for (let i = from; i <= to; i++) {
      const key = this.keys[i];
      let item = this.active.get(key);
      if (item === undefined) {
        const failed = this.failed.get(key);
        if (failed !== undefined && failed.data === items[i] && failed.slot === slot) continue;
        item = this.take(itemType === undefined ? undefined : itemType(items[i]!, i), key);
        const reuse = item.index >= 0;
        if (!this.compose(item, i, reuse)) {
          // Nothing of it applied: it shows another item's content (reused) or none; not shown.
          this.failed.set(key, { data: items[i], slot });
          if (!reuse) item.index = -1;
          this.release(item);
          continue;
        }
        this.failed.delete(key);
      } else if (this.stale(item, i)) {
        this.compose(item, i, false); // failed: it keeps what it showed for this key
      }
      this.place(item, i, count);
    }
    const state = this.input.state;
    if (state !== undefined)
      state.report(count === 0 ? 0 : first, count === 0 ? 0 : scroll - this.sizes.offset(first));
  }

  /**
   * Whether a composed item must compose again at `index`: another index, item or slot, or
   * other composition locals (a static local's provider changed its value: its readers did not
   * subscribe to it, so the item's content composes again whole, as a provider's content does).
   */
  private stale(item: Item, index: number): boolean {
    const { items, slot } = this.input;
    return (
      item.index !== index || item.data !== items[index] || item.slot !== slot || item.locals !== this.locals
    );
  }

  /** The composed item whose content has the focus, if any. */
  private focusedItem(): Item | undefined {
    let node: Node | null = this.content.ownerDocument.activeElement;
    if (node === null || !this.content.contains(node)) return undefined;
    while (node !== null && node.parentNode !== this.content) node = node.parentNode;
    return node === null ? undefined : this.itemOf.get(node as Element);
  }

  /** A pooled item of `type`, or a new one; now the item of `key`. */
  private take(type: unknown, key: unknown): Item {
    const pooled = this.pool.get(type)?.pop();
    let item: Item;
    if (pooled !== undefined) {
      item = pooled;
      item.wrapper.style.display = "";
      // Observed afresh: a ResizeObserver reports a new observation's size even when it equals the last one's
      // (the item before may have had the same size; this one is not measured yet).
      this.observer?.unobserve(item.wrapper);
      this.observer?.observe(item.wrapper);
      this.counts.reused++;
    } else {
      const wrapper = this.content.ownerDocument.createElement("div");
      wrapper.className = "composa-lazy-item";
      wrapper.setAttribute("role", "listitem");
      wrapper.style.cssText = this.horizontal
        ? "position:absolute;top:0;bottom:0;left:0"
        : "position:absolute;left:0;right:0;top:0";
      this.content.appendChild(wrapper);
      item = new Item(
        type,
        wrapper,
        new Subcomposition(this.parent, new RootedApplier(this.applier, wrapper)),
      );
      this.itemOf.set(wrapper, item);
      this.observer?.observe(wrapper);
      this.counts.created++;
    }
    item.key = key;
    item.composition.guardAt(this.guardedAt); // its own passes fail into the list's boundary
    this.active.set(key, item);
    return item;
  }

  /** Out of range: hidden, and into its type's pool (or disposed when the pool is full). */
  private release(item: Item): void {
    this.active.delete(item.key);
    item.key = undefined;
    let pool = this.pool.get(item.type);
    if (pool === undefined) this.pool.set(item.type, (pool = []));
    if (pool.length < POOL_LIMIT) {
      item.wrapper.style.display = "none";
      // Its effects stop and its remembered values go now (a removed row's subscription ends),
      // not when another item is composed over it.
      item.composition.deactivate();
      pool.push(item);
    } else {
      this.observer?.unobserve(item.wrapper);
      item.composition.dispose();
      item.wrapper.remove();
    }
  }

  /** Composes item `index` into `item` (over a previous item's content when `reuse`); false if its pass failed. */
  private compose(item: Item, index: number, reuse: boolean): boolean {
    const { items, slot } = this.input;
    const data = items[index]!;
    item.index = index;
    item.data = data;
    item.slot = slot;
    if (slot === undefined) return true;
    const props = { item: data, index };
    const content = (c: Composer<Node>) => (reuse ? c.reuse(() => slot(props, c, 0)) : slot(props, c, 0));
    const locals = this.locals;
    const forced = !reuse && item.locals !== null && item.locals !== locals;
    try {
      item.composition.commitPrepared(item.composition.prepareUnder(locals, forced, content));
      item.locals = locals;
      return true;
    } catch (error) {
      // Nothing of this item's pass applied; the others go on. Inside a boundary: thrown there.
      const site = this.guardedAt;
      if (site === null) reportError(error);
      else {
        this.failure ??= { error };
        site.invalidate();
      }
      return false;
    }
  }

  private place(item: Item, index: number, count: number): void {
    const w = item.wrapper;
    const offset = this.sizes.offset(index);
    if (item.offset !== offset) {
      item.offset = offset;
      if (this.horizontal) w.style.left = `${offset}px`;
      else w.style.top = `${offset}px`;
    }
    if (item.placedAt !== index || item.setSize !== count) {
      // What assistive technology is told: this item's place among all of them, not among those in the page.
      item.placedAt = index;
      item.setSize = count;
      w.setAttribute("aria-posinset", String(index + 1));
      w.setAttribute("aria-setsize", String(count));
    }
  }
}

function describe(key: unknown): string {
  return typeof key === "string" ? JSON.stringify(key) : String(key);
}
