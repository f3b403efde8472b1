/**
 * Composables for the Chromium suite, in the compiled shape of
 * docs/compiled-code.md (what composa/babel emits), written by hand.
 */
import type { Composer } from "../../runtime/composer.js";
import {
  Button,
  Checkbox,
  Column,
  Row,
  Text,
  TextField,
  installDomFeatures,
} from "../../runtime/dom/index.js";
import type { MutableState } from "../../runtime/state/index.js";

type C = Composer<Node>;

// Hand-written: what compiled code would install for these elements' attributes, all of it.
installDomFeatures();

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
  $c.endRestartGroup()?.updateScope(KeyedList, props, $changed | 1);
}

/** A counter whose text is a deferred binding: a click updates one text node, nothing recomposes. */
export const counterRuns = { count: 0 };
export function Counter(props: { count: MutableState<number> }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4c1);
  counterRuns.count++;
  const { count } = props;
  Row(
    {
      children: (_: unknown, $c: C) => {
        Text({ text: () => `Count: ${count.value}`, class: "count" }, $c, 0);
        Button({ text: "+", class: "inc", onClick: () => count.value++ }, $c, 0);
      },
    },
    $c,
    0,
  );
  $c.endRestartGroup()?.updateScope(Counter, props, $changed | 1);
}

/** `<TextField value={value} onValueChange={onValueChange} />` */
export function Field(
  props: { value: string; onValueChange: (v: string) => void },
  $c: C,
  $changed: number,
): void {
  $c.startRestartGroup(0x4d1);
  TextField({ value: props.value, onValueChange: props.onValueChange }, $c, 0);
  $c.endRestartGroup()?.updateScope(Field, props, $changed | 1);
}

/** A button whose click handler is a new closure on each render. */
export function Clicker(props: { n: number; onHit: (n: number) => void }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4e1);
  Column(
    {
      children: (_: unknown, $c: C) => {
        Button({ text: `hit ${props.n}`, class: "hit", onClick: () => props.onHit(props.n) }, $c, 0);
        Checkbox(
          { checked: props.n % 2 === 0, onCheckedChange: () => props.onHit(-props.n), label: "even" },
          $c,
          0,
        );
      },
    },
    $c,
    0,
  );
  $c.endRestartGroup()?.updateScope(Clicker, props, $changed | 1);
}

/**
 * `<div class="card"><x-probe value={value} /><b>static</b></div>`, compiled
 * as a template (`x-probe` is a custom element the test defines in the page).
 */
const $cardTemplate = ["div", { class: "card" }, ["x-probe", null], ["b", null, "static"]] as const;
export function ProbeCard(props: { value: unknown }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4e1);
  $c.startTemplate(0x4e2, $cardTemplate);
  $c.startTemplateNode(0x4e3);
  $c.set("value", props.value);
  $c.endNode();
  $c.templateStatic(1, 2);
  $c.endNode();
  $c.endRestartGroup()?.updateScope(ProbeCard, props, $changed | 1);
}

/** `<ul>{ids.map(id => <li key={id} class="item"><b>#</b>{id}</li>)}</ul>`, the items compiled as a template. */
const $itemTemplate = ["li", { class: "item" }, ["b", null, "#"], ""] as const;
export function TemplateList(props: { ids: readonly number[] }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x4f1);
  $c.startElement(0x4f2, "ul");
  for (const id of props.ids) {
    $c.startMovableGroup(0x4f3, id);
    $c.startTemplate(0x4f4, $itemTemplate);
    $c.templateText(0x4f5);
    $c.templateDynamic(0x4f6, id);
    $c.endNode();
    $c.endMovableGroup();
  }
  $c.endNode();
  $c.endRestartGroup()?.updateScope(TemplateList, props, $changed | 1);
}

/** `<label><input type="checkbox" checked={checked} /><input type="text" value={value} /></label>`, compiled as a template. */
const $formTemplate = ["label", null, ["input", { type: "checkbox" }], ["input", { type: "text" }]] as const;
export function FormRow(props: { checked: boolean; value: string }, $c: C, $changed: number): void {
  $c.startRestartGroup(0x501);
  $c.startTemplate(0x502, $formTemplate);
  $c.startTemplateNode(0x503);
  $c.set("checked", props.checked);
  $c.endNode();
  $c.startTemplateNode(0x504);
  $c.set("value", props.value);
  $c.endNode();
  $c.endNode();
  $c.endRestartGroup()?.updateScope(FormRow, props, $changed | 1);
}
