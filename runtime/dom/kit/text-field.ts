/**
 * `TextField`: an `<input class="composa-textfield">` driven by `value` and
 * `onValueChange`. The value is written to the input only when it changed
 * since the last composition and differs from what the input shows, so
 * typing (which already changed it) never loses the caret or selection.
 *
 * @example
 * const name = remember(() => mutableStateOf(""));
 * <TextField value={name.value} onValueChange={(v) => (name.value = v)} placeholder="Name" />;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { CSSProperties } from "../../jsx-runtime/index.js";
import { changedAny, kitClass } from "./shared.js";

export interface TextFieldProps {
  value: string;
  /** Called on every edit (the `input` event) with the input's new text. */
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** `text` unless given (`password`, `email`, `search`, ...). */
  type?: string;
  disabled?: boolean;
  class?: ClassValue;
  style?: string | CSSProperties;
}

const GROUP = 0x7e470301;
const INPUT = 0x7e470302;

export function TextField(props: TextFieldProps): void;
export function TextField(props: TextFieldProps, $c: Composer<Node>, $changed: number): void;
export function TextField(props: TextFieldProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { value, onValueChange, placeholder, type, disabled, class: cls, style } = props;
  let dirty = changedAny(c, value, onValueChange, placeholder, type, disabled, cls);
  dirty = c.changed(style) || dirty || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    // One handler per onValueChange, so an unchanged callback sets nothing.
    const onInput = c.cache(c.changed(onValueChange), () =>
      onValueChange === undefined
        ? undefined
        : (event: Event) => onValueChange((event.currentTarget as HTMLInputElement).value),
    );
    c.startElement(INPUT, "input");
    c.set("type", type ?? "text"); // before value: some types sanitize it
    c.set("class", kitClass("composa-textfield", cls));
    c.set("style", style);
    c.set("placeholder", placeholder);
    c.set("disabled", disabled === true);
    c.set("value", value);
    c.set("onInput", onInput);
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(($c) => TextField(props, $c as Composer<Node>, $changed | 1));
}
