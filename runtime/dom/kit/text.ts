/**
 * `Text`: a run of text in a `<span class="composa-text">`.
 *
 * @example
 * <Text text={`${label}: ${count.value}`} />;       // recomposes when count changes
 * <Text text={() => `${count.value}`} class="big" />; // deferred: only the text node updates
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { CSSProperties } from "../../jsx-runtime/attributes.js";
import { changedAny, kitClass, placeText } from "./shared.js";
import { TEXT_GROUP as GROUP, TEXT_SPAN as SPAN } from "./keys.js";

export interface TextProps {
  /** The text; a function makes it a deferred binding (no recomposition when it changes). */
  text: string | number | (() => string | number);
  class?: ClassValue;
  style?: string | CSSProperties;
}

export function Text(props: TextProps): void;
export function Text(props: TextProps, $c: Composer<Node>, $changed: number): void;
export function Text(props: TextProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { text, class: cls, style } = props;
  const dirty = changedAny(c, text, cls, style) || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    c.startElement(SPAN, "span");
    c.set("class", kitClass("composa-text", cls));
    c.set("style", style);
    placeText(c, text);
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(Text, props, $changed | 1);
}
