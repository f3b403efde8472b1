/**
 * `Checkbox`: `<label class="composa-checkbox"><input type="checkbox"> label</label>`
 * driven by `checked` and `onCheckedChange`. The input is controlled
 * (runtime/dom/controlled.ts): a handler that writes nothing leaves it as
 * the state says.
 *
 * `class` and `style` go to the label; every other attribute and event of
 * `<input>` is passed through to the input (`name`, `id`, `disabled`,
 * `aria-*`, `onKeyDown`, `ref`, …); an `onChange` runs before
 * `onCheckedChange`.
 *
 * @example
 * const done = remember(() => mutableStateOf(false));
 * <Checkbox checked={done.value} onCheckedChange={(v) => (done.value = v)} label="Done" />;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { CSSProperties, HTMLAttributes, TargetedEvent } from "../../jsx-runtime/index.js";
import { changedAny, changedRest, ensureKitStyles, kitClass, placeText } from "./shared.js";
import {
  CHECKBOX_GROUP as GROUP,
  CHECKBOX_INPUT as INPUT,
  CHECKBOX_LABEL as LABEL,
  CHECKBOX_LABEL_TEXT as LABEL_TEXT,
  CHECKBOX_SPAN as SPAN,
} from "./keys.js";

export type CheckboxProps = Omit<
  HTMLAttributes<HTMLInputElement>,
  "checked" | "type" | "class" | "style" | "children"
> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label?: string | (() => string);
  /** On the label. */
  class?: ClassValue;
  /** On the label. */
  style?: string | CSSProperties;
};

export function Checkbox(props: CheckboxProps): void;
export function Checkbox(props: CheckboxProps, $c: Composer<Node>, $changed: number): void;
export function Checkbox(props: CheckboxProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { checked, onCheckedChange, onChange, label, class: cls, style, ...rest } = props;
  let dirty = changedAny(c, checked, onCheckedChange, onChange, label, cls, style);
  dirty = changedRest(c, rest) || dirty || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    // Both slots every time (no short-circuit: slot counts must not depend on data).
    const callbacksChanged = c.changed(onCheckedChange);
    const handler = c.cache(c.changed(onChange) || callbacksChanged, () =>
      onCheckedChange === undefined && typeof onChange !== "function"
        ? undefined
        : // A change is dispatched at the input itself: its target is the input (as the JSX types say).
          (event: TargetedEvent<HTMLInputElement, Event & { readonly target: HTMLInputElement }>) => {
            if (typeof onChange === "function") onChange(event);
            onCheckedChange?.(event.currentTarget.checked);
          },
    );
    c.startElement(LABEL, "label");
    if (c.inserting) ensureKitStyles(c.currentNode);
    c.set("class", kitClass("composa-checkbox", cls));
    c.set("style", style);
    c.startElement(INPUT, "input");
    // One spread object, as the compiler writes `<input {...rest} type="checkbox" … />`: the named
    // attributes come last, so they win over the same names in `rest`.
    c.set("$spread", { ...rest, type: "checkbox", checked, onChange: handler });
    c.endNode();
    // `label && <span>{label}</span>`: a flow-control group, as compiled.
    c.startReplaceableGroup(LABEL_TEXT);
    if (label !== undefined && label !== "") {
      c.startElement(SPAN, "span");
      placeText(c, label);
      c.endNode();
    }
    c.endReplaceableGroup();
    c.endNode();
  } else {
    c.skipToGroupEnd();
  }
  c.endRestartGroup()?.updateScope(Checkbox, props, $changed | 1);
}
