/**
 * `Row`, `Column`, `Box`: a `<div>` with the kit's layout class and your
 * children. Like Compose's, they are inline (not restartable): a replaceable
 * group, no recompose scope of their own; their content lambda is the caller's.
 *
 * @example
 * <Column class="form">
 *   <Row>
 *     <Text text="Name" />
 *     <TextField value={name.value} onValueChange={(v) => (name.value = v)} />
 *   </Row>
 * </Column>;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { Children, CSSProperties } from "../../jsx-runtime/index.js";
import { ensureKitStyles, kitClass, placeChildren } from "./shared.js";
import { BOX_GROUP, COLUMN_GROUP, ROW_GROUP } from "./keys.js";

export interface LayoutProps {
  class?: ClassValue;
  style?: string | CSSProperties;
  children?: Children;
}

function layout($c: Composer<Node>, group: number, base: string, props: LayoutProps): void {
  $c.startReplaceableGroup(group);
  $c.startElement(group + 1, "div");
  if ($c.inserting) ensureKitStyles($c.currentNode);
  $c.set("class", kitClass(base, props.class));
  $c.set("style", props.style);
  placeChildren($c, props.children);
  $c.endNode();
  $c.endReplaceableGroup();
}

/** Children side by side (`display: flex; flex-direction: row`). */
export function Row(props: LayoutProps): void;
export function Row(props: LayoutProps, $c: Composer<Node>, $changed: number): void;
export function Row(props: LayoutProps, $c?: Composer<Node>): void {
  layout($c!, ROW_GROUP, "composa-row", props);
}

/** Children stacked (`display: flex; flex-direction: column`). */
export function Column(props: LayoutProps): void;
export function Column(props: LayoutProps, $c: Composer<Node>, $changed: number): void;
export function Column(props: LayoutProps, $c?: Composer<Node>): void {
  layout($c!, COLUMN_GROUP, "composa-column", props);
}

/** A plain container (`position: relative`), for stacking and overlays. */
export function Box(props: LayoutProps): void;
export function Box(props: LayoutProps, $c: Composer<Node>, $changed: number): void;
export function Box(props: LayoutProps, $c?: Composer<Node>): void {
  layout($c!, BOX_GROUP, "composa-box", props);
}
