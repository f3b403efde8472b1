/**
 * `Checkbox`: `<label class="composa-checkbox"><input type="checkbox"> label</label>`
 * driven by `checked` and `onCheckedChange`.
 *
 * @example
 * const done = remember(() => mutableStateOf(false));
 * <Checkbox checked={done.value} onCheckedChange={(v) => (done.value = v)} label="Done" />;
 */
import type { Composer } from "../../composer.js";
import type { ClassValue } from "../classname.js";
import type { CSSProperties } from "../../jsx-runtime/index.js";
import { changedAny, ensureKitStyles, kitClass, placeText } from "./shared.js";

export interface CheckboxProps {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  label?: string | (() => string);
  disabled?: boolean;
  class?: ClassValue;
  style?: string | CSSProperties;
}

const GROUP = 0x7e470401;
const LABEL = 0x7e470402;
const INPUT = 0x7e470403;
const LABEL_TEXT = 0x7e470404;
const SPAN = 0x7e470405;

export function Checkbox(props: CheckboxProps): void;
export function Checkbox(props: CheckboxProps, $c: Composer<Node>, $changed: number): void;
export function Checkbox(props: CheckboxProps, $c?: Composer<Node>, $changed = 0): void {
  const c = $c!;
  c.startRestartGroup(GROUP);
  const { checked, onCheckedChange, label, disabled, class: cls, style } = props;
  const dirty = changedAny(c, checked, onCheckedChange, label, disabled, cls, style) || ($changed & 1) !== 0;
  if (dirty || !c.skipping) {
    const onChange = c.cache(c.changed(onCheckedChange), () =>
      onCheckedChange === undefined
        ? undefined
        : (event: Event) => onCheckedChange((event.currentTarget as HTMLInputElement).checked),
    );
    c.startElement(LABEL, "label");
    if (c.inserting) ensureKitStyles(c.currentNode);
    c.set("class", kitClass("composa-checkbox", cls));
    c.set("style", style);
    c.startElement(INPUT, "input");
    c.set("type", "checkbox");
    c.set("checked", checked);
    c.set("disabled", disabled === true);
    c.set("onChange", onChange);
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
  c.endRestartGroup()?.updateScope(($c) => Checkbox(props, $c as Composer<Node>, $changed | 1));
}
