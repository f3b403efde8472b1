// Composa: a LazyColumn, keyed by id, one item type per number of lines (rows of
// the same shape reuse each other's nodes).
import { remember } from "composa";
import { LazyColumn, render } from "composa/dom";
import { buildRows, lineText, type LazyBenchRow } from "../data.js";

function Line({ id, line }: { id: number; line: number }) {
  <div class="line">{lineText(id, line)}</div>;
}

function RowView({ row }: { row: LazyBenchRow }) {
  const lines = Array.from({ length: row.lines }, (_, line) => line);
  <div class="row">
    {lines.map((line) => (
      <Line key={line} id={row.id} line={line} />
    ))}
  </div>;
}

function App() {
  const rows = remember(() => buildRows());
  <LazyColumn
    id="list"
    items={rows}
    itemKey={(r: LazyBenchRow) => r.id}
    itemType={(r: LazyBenchRow) => r.lines}
    estimatedItemSize={60}
  >
    {({ item }: { item: LazyBenchRow }) => <RowView row={item} />}
  </LazyColumn>;
}

export function mount(container: HTMLElement): void {
  render(App, container);
}
