// Object refs, the React way (`useRef` is `remember(() => ({ current: null }))`
// here): a search box that a button focuses, a list whose selected row a ref
// follows through reorders, a box whose ref goes when it leaves.
import { mutableStateOf, remember, type MutableState } from "composa";

export type Box<E> = { current: E | null };

export function Search({ boxes }: { boxes: { input?: Box<HTMLInputElement> } }) {
  const input = remember((): Box<HTMLInputElement> => ({ current: null }));
  boxes.input = input;
  const query = remember(() => mutableStateOf(""));
  <div>
    <input ref={input} value={query.value} onInput={(e) => (query.value = e.currentTarget.value)} />
    <button
      onClick={() => {
        query.value = "";
        input.current?.focus();
      }}
    >
      Clear
    </button>
  </div>;
}

export function Picker({
  rows,
  selected,
  box,
}: {
  rows: MutableState<string[]>;
  selected: MutableState<string>;
  box: Box<HTMLLIElement>;
}) {
  <ul>
    {rows.value.map((r) => (
      <li
        key={r}
        ref={r === selected.value ? box : undefined}
        class={r === selected.value ? "on" : undefined}
      >
        {r}
      </li>
    ))}
  </ul>;
}
