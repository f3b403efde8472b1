/**
 * `Button`: a `<button type="button" class="composa-button">` with a text or
 * children.
 *
 * @example
 * <Button text="+" onClick={() => count.value++} />;
 * <Button onClick={save} disabled={!dirty}><Text text="Save" /></Button>;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { Children, CSSProperties, TargetedEvent } from "../../jsx-runtime/index.js";
import { changedAny, kitClass, placeChildren, placeText } from "./shared.js";
import { BUTTON_ELEMENT as BUTTON, BUTTON_GROUP as GROUP } from "./keys.js";

export interface ButtonProps {
  text?: string | number | (() => string | number);
  onClick?: (event: TargetedEvent<HTMLButtonElement, MouseEvent>) => void;
  disabled?: boolean;
  class?: ClassValue;
  style?: string | CSSProperties;
  children?: Children;
}

export function Button(props: ButtonProps): void;
export function Button(props: ButtonProps, $c: Composer<Node>, $changed: number): void;
export function Button(props: ButtonProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { text, onClick, disabled, class: cls, style, children } = props;
  const dirty = changedAny(c, text, onClick, disabled, cls, style, children) || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    c.startElement(BUTTON, "button");
    c.set("type", "button");
    c.set("class", kitClass("composa-button", cls));
    c.set("style", style);
    c.set("disabled", disabled === true);
    // The handler may be a new closure on every recomposition: swapping it
    // costs no DOM call (one listener per element and event).
    c.set("onClick", onClick);
    placeText(c, text);
    placeChildren(c, children);
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(Button, props, $changed | 1);
}
