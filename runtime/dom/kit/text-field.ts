/**
 * `TextField`: an `<input class="composa-textfield">` driven by `value` and
 * `onValueChange`. The input is controlled (runtime/dom/controlled.ts): after
 * an edit it shows the composed `value`, so a handler that refuses a
 * character leaves the input as it was; a value the state follows is never
 * written back, so typing keeps the caret and selection.
 *
 * `onValueChange` runs when `<input onChange>` does (events.ts): at each edit
 * that changes the text, and at a `change` that brings a text no edit
 * reported (testing-library's `fireEvent.change`, autofill).
 *
 * Every other attribute and event of `<input>` is passed through (`name`,
 * `id`, `placeholder`, `disabled`, `aria-*`, `onKeyDown`, `ref`, …); an
 * `onInput` or `onChange` runs before `onValueChange`.
 *
 * @example
 * const name = remember(() => mutableStateOf(""));
 * <TextField value={name.value} onValueChange={(v) => (name.value = v)} placeholder="Name" />;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { HTMLAttributes, TargetedEvent } from "../../jsx-runtime/index.js";
import { changedAny, changedRest, kitClass } from "./shared.js";
import { TEXT_FIELD_GROUP as GROUP, TEXT_FIELD_INPUT as INPUT } from "./keys.js";

export type TextFieldProps = Omit<
  HTMLAttributes<HTMLInputElement>,
  "value" | "type" | "class" | "children"
> & {
  value: string;
  /** Called with the input's new text at every edit that changes it (as `onChange`). */
  onValueChange?: (value: string) => void;
  /** `text` unless given (`password`, `email`, `search`, `number`, ...). */
  type?: string;
  class?: ClassValue;
};

export function TextField(props: TextFieldProps): void;
export function TextField(props: TextFieldProps, $c: Composer<Node>, $changed: number): void;
export function TextField(props: TextFieldProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { value, onValueChange, onInput, onChange, type, class: cls, ...rest } = props;
  let dirty = changedAny(c, value, onValueChange, onInput, onChange, type, cls);
  dirty = changedRest(c, rest) || dirty || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    // One handler per onValueChange / onChange pair, so unchanged callbacks set nothing.
    // Both slots every time (no short-circuit: slot counts must not depend on data).
    const callbacksChanged = c.changed(onValueChange);
    const handler = c.cache(c.changed(onChange) || callbacksChanged, () =>
      onValueChange === undefined && typeof onChange !== "function"
        ? undefined
        : (event: TargetedEvent<HTMLInputElement, Event>) => {
            if (typeof onChange === "function") onChange(event as Parameters<typeof onChange>[0]);
            onValueChange?.(event.currentTarget.value);
          },
    );
    c.startElement(INPUT, "input");
    // One spread object, as the compiler writes `<input {...rest} type=… value=… />`: the named
    // attributes come last, so they win over the same names in `rest`, and `min` / `max` / `step`
    // come before the value, `type` too (some types sanitize it).
    c.set("$spread", {
      ...rest,
      type: type ?? "text",
      class: kitClass("composa-textfield", cls),
      value,
      onInput,
      onChange: handler,
    });
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(TextField, props, $changed | 1);
}
