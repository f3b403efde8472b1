// Composables for `../testing.test.ts`, in the dialect (compiled by composa/vite in the tests).
import { DisposableEffect, mutableStateListOf, mutableStateOf, remember, SideEffect } from "composa";
import { Button, Text, TextField } from "composa/dom";

export function Counter({ label }: { label: string }) {
  const count = remember(() => mutableStateOf(0));
  <Text text={`${label}: ${count.value}`} />;
  <Button text="+1" onClick={() => count.value++} />;
}

/** Records what its effect did, so tests see cleanups run. */
export const effectLog: string[] = [];

export function Tracked({ name }: { name: string }) {
  DisposableEffect(() => {
    effectLog.push(`enter ${name}`);
    return () => effectLog.push(`leave ${name}`);
  });
  <p>{name}</p>;
}

/** Writes state from an effect while it is first composed: settled only by another pass. */
export function Loaded() {
  const status = remember(() => mutableStateOf("loading"));
  SideEffect(() => {
    if (status.value === "loading") status.value = "ready";
  });
  <p data-testid="status">{status.value}</p>;
}

export function Todos() {
  const todos = remember(() => mutableStateListOf<string>());
  const draft = remember(() => mutableStateOf(""));
  <form
    onSubmit={(event) => {
      event.preventDefault();
      if (draft.value.trim() === "") return;
      todos.push(draft.value.trim());
      draft.value = "";
    }}
  >
    <TextField value={draft.value} onValueChange={(v) => (draft.value = v)} placeholder="What needs doing?" />
    <button type="submit" disabled={draft.value.trim() === ""}>
      Add
    </button>
  </form>;
  <ul>
    {todos.map((todo, i) => (
      <li key={i}>{todo}</li>
    ))}
  </ul>;
  <p>{todos.length === 1 ? "1 item" : `${todos.length} items`}</p>;
}
