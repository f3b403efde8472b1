/**
 * `LazyColumn` / `LazyRow`: lists that compose only what is in view
 * (lazy-list.ts says how).
 *
 * - `items`, `itemKey` (`(item, index) => key`; by index without it),
 *   `itemType` (`(item, index) => type`: items of different types never
 *   reuse each other's nodes), the item slot as children
 *   (`({ item, index }) => …`), `state` from `rememberLazyListState()`,
 *   `estimatedItemSize` (pixels, 40 without it) for items not measured yet.
 * - Every other attribute (`class`, `style`, `aria-*`, …) goes to the scroll
 *   container, whose size your CSS sets (a list without one is given the
 *   window's height at most, and composes a screenful).
 * - Accessibility: the container is `role="list"` and focusable
 *   (`tabindex="0"`, so the keyboard scrolls it); each item's wrapper is
 *   `role="listitem"` with `aria-posinset` (its index + 1) and `aria-setsize`
 *   (the number of items), so a screen reader announces "item 5,301 of
 *   100,000" though only a screenful is in the page.
 *
 * @example
 * <LazyColumn items={rows} itemKey={(r) => r.id} style="height: 400px">
 *   {({ item }) => <Row row={item} />}
 * </LazyColumn>;
 */
import type { RememberObserver } from "../../change-list.js";
import { isMarkupWriter } from "../../compiled-composer.js";
import type { Composer } from "../../composer.js";
import type { Composition } from "../../composition.js";
import type { CSSProperties } from "../../jsx-runtime/index.js";
import type { ClassValue } from "../classname.js";
import { kitClass } from "../kit/shared.js";
import { LazyList, type ItemSlot } from "./lazy-list.js";
import type { LazyListState } from "./lazy-list-state.js";

export interface LazyListProps<T> {
  items: readonly T[];
  itemKey?: (item: T, index: number) => unknown;
  itemType?: (item: T, index: number) => unknown;
  state?: LazyListState;
  estimatedItemSize?: number;
  /** The item slot: a composable of `{ item, index }`. */
  children?: (props: { item: T; index: number }) => void;
  class?: ClassValue;
  style?: string | CSSProperties;
  [attribute: string]: unknown;
}

/** The list, remembered where it is composed: on the page once its pass is applied, gone with its group. */
class LazyHost<T> implements RememberObserver {
  constructor(readonly list: LazyList<T>) {}
  onRemembered(): void {
    this.list.attach();
  }
  onForgotten(): void {
    this.list.dispose();
  }
  onAbandoned(): void {
    this.list.dispose();
  }
}

function containerStyle(style: string | CSSProperties | undefined): string | CSSProperties {
  // The list scrolls, and places its items against itself.
  if (style === undefined || style === null) return "overflow:auto;position:relative";
  if (typeof style === "string") return `overflow:auto;position:relative;${style}`;
  return { overflow: "auto", position: "relative", ...style };
}

function lazyList<T>(props: LazyListProps<T>, $c: Composer<Node>, horizontal: boolean, group: number): void {
  const {
    items,
    itemKey,
    itemType,
    state,
    estimatedItemSize,
    children,
    class: className,
    style,
    key: _key,
    ...attributes
  } = props;
  $c.startReplaceableGroup(group);
  // A server render writes the list's two elements and no item: which items are in view is known in the browser only.
  const list = isMarkupWriter($c)
    ? null
    : $c.cache(
        false,
        () => new LazyHost(new LazyList<T>(horizontal, $c.scopeOwner as Composition<Node>, $c.applier)),
      ).list;
  list?.composedAt($c); // inside an ErrorBoundary, throws what an item's pass threw
  $c.startElement(group + 1, "div");
  // One spread object, as the compiler writes `<div class=… role="list" {...attributes} />`: the
  // user's attributes come last, so `role` and `tabindex` can be overridden.
  $c.set("$spread", {
    class: kitClass(horizontal ? "composa-lazy-row" : "composa-lazy-column", className),
    style: containerStyle(style),
    role: "list",
    tabindex: 0,
    ...attributes,
  });
  if (list !== null) list.viewport = $c.currentNode as HTMLElement;
  $c.startElement(group + 2, "div");
  $c.set("style", horizontal ? "position:relative;height:100%" : "position:relative;width:100%");
  if (list !== null) list.content = $c.currentNode as HTMLElement;
  $c.endNode();
  $c.endNode();
  list?.update($c, {
    items,
    itemKey,
    itemType,
    slot: children as unknown as ItemSlot<T> | undefined,
    estimatedItemSize,
    state,
  });
  $c.endReplaceableGroup();
}

/** A vertical list that composes only the items in view (see the module comment). */
export function LazyColumn<T>(props: LazyListProps<T>): void;
export function LazyColumn<T>(props: LazyListProps<T>, $c: Composer<Node>, $changed: number): void;
export function LazyColumn<T>(props: LazyListProps<T>, $c?: Composer<Node>): void {
  if ($c === undefined)
    throw new Error(
      "Composa: LazyColumn is an element (<LazyColumn items={…}>…</LazyColumn>); compile the file with composa/babel",
    );
  lazyList(props, $c, false, 0x1a2c0100);
}

/** A horizontal list that composes only the items in view (see the module comment). */
export function LazyRow<T>(props: LazyListProps<T>): void;
export function LazyRow<T>(props: LazyListProps<T>, $c: Composer<Node>, $changed: number): void;
export function LazyRow<T>(props: LazyListProps<T>, $c?: Composer<Node>): void {
  if ($c === undefined)
    throw new Error(
      "Composa: LazyRow is an element (<LazyRow items={…}>…</LazyRow>); compile the file with composa/babel",
    );
  lazyList(props, $c, true, 0x1a2c0200);
}
