import {
  LaunchedEffect,
  mutableStateListOf,
  mutableStateOf,
  remember,
  snapshotFlow,
  type StateList,
} from "composa";
import { Button, Row, TextField } from "composa/dom";

const STORAGE_KEY = "composa-playground-todos";

function load(): string[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    return Array.isArray(saved) ? saved.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

/** Only this child reads the list: its parent never recomposes when an item is added. */
function TodoList({ todos }: { todos: StateList<string> }) {
  const draft = remember(() => mutableStateOf(""));
  <Row>
    <TextField
      value={draft.value}
      onValueChange={(v) => (draft.value = v)}
      placeholder="Add a to-do and reload the page"
    />
    <Button
      text="Add"
      onClick={() => {
        if (draft.value.trim() === "") return;
        todos.push(draft.value.trim());
        draft.value = "";
      }}
    />
  </Row>;
  <ul>
    {todos.map((text, i) => (
      <li key={`${i}:${text}`}>
        {text}{" "}
        <button type="button" onClick={() => todos.splice(i, 1)}>
          ×
        </button>
      </li>
    ))}
  </ul>;
}

/**
 * Saving whatever reads the state: `snapshotFlow` yields the list after
 * every apply that changed it, whoever reads it, so the list is saved even
 * though this composable never reads it while composing (a `SideEffect`
 * here would run only when this composable recomposes: never).
 */
export function PersistedTodosExample() {
  const todos = remember(() => mutableStateListOf<string>(...load()));
  LaunchedEffect(todos, async (signal) => {
    for await (const items of snapshotFlow(() => [...todos])) {
      if (signal.aborted) break;
      localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    }
  });
  <TodoList todos={todos} />;
}
