import { mutableStateListOf, mutableStateOf, remember } from "composa";
import { Button, Checkbox, Row, TextField } from "composa/dom";

interface Todo {
  id: number;
  text: string;
  done: boolean;
}

type Filter = "all" | "active" | "done";

function TodoItem({
  todo,
  onToggle,
  onRemove,
}: {
  todo: Todo;
  onToggle: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  <li class={todo.done ? "todo done" : "todo"}>
    <Checkbox checked={todo.done} onCheckedChange={() => onToggle(todo.id)} label={todo.text} />
    <button type="button" class="remove" title="Remove" onClick={() => onRemove(todo.id)}>
      ×
    </button>
  </li>;
}

/** A to-do list: a `TextField` that never loses its caret, a state list, keyed items, a filter. */
export function TodosExample() {
  const todos = remember(() =>
    mutableStateListOf<Todo>(
      { id: 1, text: "Read How Composition Works", done: true },
      { id: 2, text: "Write a composable", done: false },
    ),
  );
  const draft = remember(() => mutableStateOf(""));
  const filter = remember(() => mutableStateOf<Filter>("all"));
  const nextId = remember(() => ({ value: 3 }));
  const add = () => {
    const text = draft.value.trim();
    if (text === "") return;
    todos.push({ id: nextId.value++, text, done: false });
    draft.value = "";
  };
  const visible = todos.filter((t) =>
    filter.value === "all" ? true : filter.value === "done" ? t.done : !t.done,
  );
  const left = todos.filter((t) => !t.done).length;
  <div class="todos">
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Row>
        <TextField
          value={draft.value}
          onValueChange={(v) => (draft.value = v)}
          placeholder="What needs doing?"
        />
        <Button text="Add" onClick={add} disabled={draft.value.trim() === ""} />
      </Row>
    </form>
    <ul>
      {visible.map((todo) => (
        <TodoItem
          key={todo.id}
          todo={todo}
          onToggle={(id) => {
            const i = todos.findIndex((t) => t.id === id);
            if (i >= 0) todos[i] = { ...todos[i]!, done: !todos[i]!.done };
          }}
          onRemove={(id) => {
            const i = todos.findIndex((t) => t.id === id);
            if (i >= 0) todos.splice(i, 1);
          }}
        />
      ))}
    </ul>
    <Row class="footer">
      <span class="dim">{left === 1 ? "1 item left" : `${left} items left`}</span>
      {() => {
        for (const f of ["all", "active", "done"] as Filter[]) {
          <button
            type="button"
            class={filter.value === f ? "chip active" : "chip"}
            onClick={() => (filter.value = f)}
          >
            {f}
          </button>;
        }
      }}
    </Row>
  </div>;
}
