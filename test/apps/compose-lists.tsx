// mutableStateListOf / mutableStateMapOf as a Compose developer uses
// SnapshotStateList and SnapshotStateMap: rows keyed by id with their own
// state, every mutating method, and readers of a derived view.
import { derivedStateOf, mutableStateOf, remember, type StateList } from "composa";

export interface Todo {
  id: number;
  title: string;
}

export const rowRuns: Record<number, number> = {};

function TodoRow({ todo }: { todo: Todo }) {
  rowRuns[todo.id] = (rowRuns[todo.id] ?? 0) + 1;
  const note = remember(() => mutableStateOf(""));
  <li data-id={todo.id}>
    <span>{todo.title}</span>
    <input
      aria-label={`note ${todo.id}`}
      value={note.value}
      onInput={(e) => (note.value = e.currentTarget.value)}
    />
  </li>;
}

export function TodoList({ todos }: { todos: StateList<Todo> }) {
  <ul>
    {todos.map((t) => (
      <TodoRow key={t.id} todo={t} />
    ))}
  </ul>;
  <p class="count">{todos.length}</p>;
}

/** The same list iterated with for..of and a key() block, and with index keys. */
export function Numbers({ nums }: { nums: StateList<number> }) {
  <ol>
    {() => {
      for (const n of nums) <li key={n}>{n}</li>;
    }}
  </ol>;
  <p class="sum">{nums.reduce((a, b) => a + b, 0)}</p>;
  <p class="last">{nums.at(-1) ?? "none"}</p>;
  <p class="has3">{nums.includes(3) ? "yes" : "no"}</p>;
}

/** A reader of a derived value of the list: recomposes only when it changes. */
export const summaryRuns = { n: 0 };

function Summary({ done }: { done: { value: number } }) {
  summaryRuns.n++;
  <p class="done">{done.value}</p>;
}

export function Checklist({ checked }: { checked: StateList<boolean> }) {
  const done = remember(() => derivedStateOf(() => checked.filter(Boolean).length));
  <Summary done={done} />;
  {
    checked.map((c, i) => (
      <label key={i}>
        <input type="checkbox" checked={c} onChange={() => (checked[i] = !checked[i])} />
        {`item ${i}`}
      </label>
    ));
  }
}

/** A map-like state: scores by name, entries rendered sorted. */
export function Scores({ scores }: { scores: Map<string, number> }) {
  <dl>
    {[...scores.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, score]) => [<dt key={`t-${name}`}>{name}</dt>, <dd key={`d-${name}`}>{score}</dd>])}
  </dl>;
  <p class="total">{[...scores.values()].reduce((a, b) => a + b, 0)}</p>;
  <p class="ada">{scores.has("ada") ? `ada: ${scores.get("ada")}` : "no ada"}</p>;
}
