// Solid code passes accessors around and places them as children: `{count}`
// for `{count()}`, a memo's getter, a getter given as a prop. Over Composa a
// function child that returns a value shows that value (a composable returns
// nothing), on the client, on the server and at hydration alike.
import { derivedStateOf, mutableStateOf } from "composa";

type Accessor<T> = () => T;

function createSignal<T>(initial: T): [Accessor<T>, (next: T) => void] {
  const state = mutableStateOf(initial);
  return [() => state.value, (next) => (state.value = next)];
}

function createMemo<T>(calc: () => T): Accessor<T> {
  const derived = derivedStateOf(calc);
  return () => derived.value;
}

export const [count, setCount] = createSignal(0);
const doubled = createMemo(() => count() * 2);
const items = createMemo(() => Array.from({ length: count() }, (_, i) => `#${i + 1}`));
const warning = createMemo(() => (count() > 2 ? "too many" : null));

function Label({ text }: { text: Accessor<string> }) {
  <span class="label">{text}</span>;
}

export function Counter() {
  <button onClick={() => setCount(count() + 1)}>{count}</button>;
  <p class="doubled">doubled: {doubled}</p>;
  <p class="items">{items}</p>;
  <p class="warning">{warning}</p>;
  <Label text={() => `clicked ${count()} times`} />;
}
