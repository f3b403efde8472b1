/**
 * Composables for the Chromium suite, in the compiled shape of
 * docs/compiled-code.md (what composa/babel emits), written by hand.
 */
import type { Composer } from "../../runtime/composer.js";
import { Button, Checkbox, Column, Row, Text, TextField } from "../../runtime/dom/index.js";
import type { MutableState } from "../../runtime/state/index.js";

type C = Composer<Node>;

/** `<ul>{ids.map(id => <li key={id}>{id}</li>)}</ul>` */
export function KeyedList(props: { ids: readonly number[] }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4b1);
  $c.startElement(0x4b2, "ul");
  for (const id of props.ids) {
    $c.startMovableGroup(0x4b3, id);
    $c.startElement(0x4b4, "li");
    $c.text(0x4b5, id);
    $c.endNode();
    $c.endMovableGroup();
  }
  $c.endNode();
  $c.endRestartGroup()?.updateScope(($c) => KeyedList(props, $c as C, $changed | 1));
}

/** A counter whose text is a deferred binding: a click updates one text node, nothing recomposes. */
export const counterRuns = { count: 0 };
export function Counter(props: { count: MutableState<number> }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4c1);
  counterRuns.count++;
  const { count } = props;
  Row(
    {
      children: ($c: C) => {
        Text({ text: () => `Count: ${count.value}`, class: "count" }, $c, 0);
        Button({ text: "+", class: "inc", onClick: () => count.value++ }, $c, 0);
      },
    },
    $c,
    0,
  );
  $c.endRestartGroup()?.updateScope(($c) => Counter(props, $c as C, $changed | 1));
}

/** `<TextField value={value} onValueChange={onValueChange} />` */
export function Field(props: { value: string; onValueChange: (v: string) => void }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4d1);
  TextField({ value: props.value, onValueChange: props.onValueChange }, $c, 0);
  $c.endRestartGroup()?.updateScope(($c) => Field(props, $c as C, $changed | 1));
}

/** A button whose click handler is a new closure on each render. */
export function Clicker(props: { n: number; onHit: (n: number) => void }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4e1);
  Column(
    {
      children: ($c: C) => {
        Button({ text: `hit ${props.n}`, class: "hit", onClick: () => props.onHit(props.n) }, $c, 0);
        Checkbox({ checked: props.n % 2 === 0, onCheckedChange: () => props.onHit(-props.n), label: "even" }, $c, 0);
      },
    },
    $c,
    0,
  );
  $c.endRestartGroup()?.updateScope(($c) => Clicker(props, $c as C, $changed | 1));
}
