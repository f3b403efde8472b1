// Composa's side of lists.test.ts: lists.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };
type Item = { id: number; text: string };

const start: Item[] = [
  { id: 1, text: "one" },
  { id: 2, text: "two" },
  { id: 3, text: "three" },
];

export function ReorderControlled({ log }: P) {
  const items = remember(() => mutableStateOf(start));
  const edit = (id: number, text: string) =>
    (items.value = items.value.map((x) => (x.id === id ? { ...x, text } : x)));
  <div>
    <button id="reverse" onClick={() => (items.value = [...items.value].reverse())}>
      reverse
    </button>
    <button id="drop" onClick={() => (items.value = items.value.slice(1))}>
      drop first
    </button>
    <ul>
      {items.value.map((x) => (
        <li key={x.id}>
          <input
            id={`f${x.id}`}
            value={x.text}
            onChange={(e) => {
              log(x.id, e.target.value);
              edit(x.id, e.target.value);
            }}
          />
        </li>
      ))}
    </ul>
  </div>;
}

export function ReorderUncontrolled({ log }: P) {
  const items = remember(() => mutableStateOf(start));
  <div>
    <button id="rotate" onClick={() => (items.value = [...items.value.slice(1), items.value[0]!])}>
      rotate
    </button>
    <button
      id="prepend"
      onClick={() => (items.value = [{ id: items.value.length + 10, text: "new" }, ...items.value])}
    >
      prepend
    </button>
    <ol id="keyed">
      {items.value.map((x) => (
        <li key={x.id}>
          <input defaultValue={x.text} onChange={(e) => log("k", x.id, e.target.value)} />
        </li>
      ))}
    </ol>
  </div>;
}

export function MoveFocused({ log }: P) {
  const items = remember(() => mutableStateOf(["a", "b", "c"]));
  const move = (i: number, by: number) => {
    const next = [...items.value];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    log("move", x, by);
    items.value = next;
  };
  <ul>
    {items.value.map((x, i) => (
      <li key={x}>
        <span>{x}</span>
        <button id={`up-${x}`} disabled={i === 0} onClick={() => move(i, -1)}>
          up
        </button>
        <button id={`down-${x}`} disabled={i === items.value.length - 1} onClick={() => move(i, 1)}>
          down
        </button>
      </li>
    ))}
  </ul>;
}

export function Checklist({ log }: P) {
  const items = remember(() =>
    mutableStateOf([
      { id: 1, done: false, text: "milk" },
      { id: 2, done: true, text: "eggs" },
      { id: 3, done: false, text: "bread" },
    ]),
  );
  const hideDone = remember(() => mutableStateOf(false));
  <div>
    <label>
      <input
        id="hide"
        type="checkbox"
        data-controlled
        checked={hideDone.value}
        onChange={() => (hideDone.value = !hideDone.value)}
      />
      hide done
    </label>
    <ul>
      {items.value
        .filter((x) => !(hideDone.value && x.done))
        .map((x) => (
          <li key={x.id} className={x.done ? "done" : undefined}>
            <input
              id={`c${x.id}`}
              type="checkbox"
              data-controlled
              checked={x.done}
              onChange={(e) => {
                log(x.id, e.target.checked);
                items.value = items.value.map((y) => (y.id === x.id ? { ...y, done: e.target.checked } : y));
              }}
            />
            {x.text}
          </li>
        ))}
    </ul>
    <button
      id="sort"
      onClick={() => (items.value = [...items.value].sort((a, b) => Number(a.done) - Number(b.done)))}
    >
      sort
    </button>
  </div>;
}
