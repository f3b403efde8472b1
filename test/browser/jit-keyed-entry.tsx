/**
 * What jit-keyed.test.ts loads into its page (compiled by composa's Vite
 * plugin, bundled into one IIFE exposing `window.JitKeyed`): a keyed list of
 * rows written as an app writes it, and the Composer whose per-row code the
 * test watches.
 */
import { flush, mutableStateOf } from "composa";
import { render } from "composa/dom";

export { Composer } from "../../runtime/composer.js";
export { flush };

interface Item {
  id: number;
  label: string;
}

export const rows = mutableStateOf<Item[]>([]);
export const selected = mutableStateOf(0);

/** `n` new rows, ids from `from`. */
export function makeRows(n: number, from: number): Item[] {
  return Array.from({ length: n }, (_, i) => ({ id: from + i, label: `row ${from + i}` }));
}

function List() {
  const selectedId = selected.value;
  <ul>
    {rows.value.map((item) => (
      <Row key={item.id} item={item} selected={selectedId === item.id} />
    ))}
  </ul>;
}

function Row({ item, selected }: { item: Item; selected: boolean }) {
  <li class={selected ? "selected" : ""}>{item.label}</li>;
}

const root = document.createElement("div");
document.body.append(root);
render(List, root);
