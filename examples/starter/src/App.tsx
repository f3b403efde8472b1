import { mutableStateListOf, mutableStateOf, remember } from "composa";
import { Button, Text, TextField } from "composa/dom";

export function Counter({ label }: { label: string }) {
  const count = remember(() => mutableStateOf(0));
  <Text text={`${label}: ${count.value}`} />;
  <Button text="+1" onClick={() => count.value++} />;
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
}

export function App() {
  <h1>Composa starter</h1>;
  <Counter label="Clicks" />;
  <Todos />;
}
