// State containers used the way JavaScript code uses arrays, maps and objects:
// mutableStateListOf with Array's methods, mutableStateMapOf, derived state
// chains, and an object state changed by copy (README, "State and snapshots").
import {
  derivedStateOf,
  mutableStateListOf,
  mutableStateMapOf,
  mutableStateOf,
  neverEqualPolicy,
  remember,
  structuralEqualityPolicy,
  type StateList,
} from "composa";

export interface Counts {
  list: number;
  summary: number;
}

export function Numbers({ list, counts }: { list: StateList<number>; counts: Counts }) {
  counts.list++;
  <ul>
    {list.map((n, i) => (
      <li key={i}>{n}</li>
    ))}
  </ul>;
  <Summary list={list} counts={counts} />;
}

function Summary({ list, counts }: { list: StateList<number>; counts: Counts }) {
  counts.summary++;
  const total = remember(() => derivedStateOf(() => list.reduce((a, b) => a + b, 0)));
  const label = remember(() => derivedStateOf(() => (total.value > 10 ? "big" : "small")));
  <p>
    {JSON.stringify(list)} total {total.value} {label.value}
  </p>;
}

export function Scores({ scores }: { scores: Map<string, number> }) {
  <ol>
    {[...scores].map(([name, score]) => (
      <li key={name}>
        {name}: {score}
      </li>
    ))}
  </ol>;
  <output>{scores.size}</output>;
}

export interface Cart {
  items: string[];
}

/** An object held in state: changed by a copy, by neverEqualPolicy, or compared by structure. */
export function Carts() {
  const copied = remember(() => mutableStateOf<Cart>({ items: [] }));
  const never = remember(() => mutableStateOf<Cart>({ items: [] }, neverEqualPolicy));
  const inPlace = remember(() => mutableStateOf<Cart>({ items: [] }));
  const structural = remember(() => mutableStateOf<Cart>({ items: [] }, structuralEqualityPolicy));
  const renders = remember(() => ({ current: 0 }));
  renders.current++;
  <button onClick={() => (copied.value = { ...copied.value, items: [...copied.value.items, "a"] })}>
    copy
  </button>;
  <button
    onClick={() => {
      never.value.items.push("b");
      never.value = never.value;
    }}
  >
    never
  </button>;
  <button
    onClick={() => {
      inPlace.value.items.push("c");
      inPlace.value = inPlace.value;
    }}
  >
    in place
  </button>;
  <button onClick={() => (structural.value = { items: [...structural.value.items] })}>same</button>;
  <p class="copied">{copied.value.items.join()}</p>;
  <p class="never">{never.value.items.join()}</p>;
  <p class="in-place">{inPlace.value.items.join()}</p>;
  <p class="renders">{renders.current}</p>;
  <p class="structural">{structural.value.items.length}</p>;
}

/** A derived state read in a handler right after a write sees the write. */
export function Checkout() {
  const qty = remember(() => mutableStateOf(1));
  const price = remember(() => derivedStateOf(() => qty.value * 5));
  const said = remember(() => mutableStateOf(""));
  <button
    onClick={() => {
      qty.value += 2;
      said.value = `price ${price.value}`;
    }}
  >
    add two
  </button>;
  <p>{said.value}</p>;
}

export const makeList = (...xs: number[]) => mutableStateListOf(...xs);
export const makeMap = (...entries: [string, number][]) => mutableStateMapOf(...entries);

/** Sorting the list itself while composing (React code sorts a copy; this sorts the state in place). */
export function SortedInPlace({ list }: { list: StateList<number> }) {
  <ul>
    {list
      .sort((a, b) => a - b)
      .map((n) => (
        <li key={n}>{n}</li>
      ))}
  </ul>;
}

/** A derived state created outside composition, read by a composable that may leave. */
export function Total({ total }: { total: { readonly value: number } }) {
  <output>{total.value}</output>;
}
