// A LazyColumn of rows whose heights the test chooses; `handle` gets its state.
import { remember, type MutableState } from "composa";
import { LazyColumn, LazyRow, rememberLazyListState, type LazyListState } from "composa/dom";

export interface LazyRowData {
  id: number;
  height: number;
  /** The item's pass throws (a failing item pass). */
  fail?: boolean;
  label?: string;
}

function LazyItem({ row }: { row: LazyRowData }) {
  if (row.fail === true) throw new Error(`row ${row.id} failed`);
  // Remembered when the item is composed: reuse must compute it afresh for the entering item.
  const first = remember(() => row.id);
  <div class="row" tabIndex={0} style={`height:${row.height}px`} data-id={row.id} data-remembered={first}>
    {row.label ?? `row ${row.id}`}
  </div>;
}

export function LazyFixture({
  rows,
  handle,
  height,
}: {
  rows: MutableState<LazyRowData[]>;
  handle: { state?: LazyListState };
  height: number;
}) {
  const state = rememberLazyListState();
  handle.state = state;
  <LazyColumn
    id="lazy"
    items={rows.value}
    itemKey={(r: LazyRowData) => r.id}
    state={state}
    estimatedItemSize={30}
    style={`height:${height}px`}
  >
    {({ item }: { item: LazyRowData }) => <LazyItem row={item} />}
  </LazyColumn>;
}

function LazyCell({ row }: { row: LazyRowData }) {
  const first = remember(() => row.id);
  <div
    class="row"
    style={`width:${row.height}px;height:100%`}
    data-id={row.id}
    data-remembered={first}
  >{`cell ${row.id}`}</div>;
}

/** The same rows across: a `LazyRow` `width` pixels wide, `height` the cells' widths. */
export function LazyRowFixture({
  rows,
  handle,
  width,
}: {
  rows: MutableState<LazyRowData[]>;
  handle: { state?: LazyListState };
  width: number;
}) {
  const state = rememberLazyListState();
  handle.state = state;
  <LazyRow
    id="lazy"
    items={rows.value}
    itemKey={(r: LazyRowData) => r.id}
    state={state}
    estimatedItemSize={30}
    style={`width:${width}px;height:60px`}
  >
    {({ item }: { item: LazyRowData }) => <LazyCell row={item} />}
  </LazyRow>;
}
