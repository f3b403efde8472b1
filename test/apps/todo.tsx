// A to-do list written the way a React user writes one: raw elements, `&&`,
// ternaries, keyed rows with their own remembered state, controlled inputs.
import { mutableStateListOf, mutableStateOf, remember, type MutableState } from "composa";

export interface Todo {
  id: number;
  text: string;
  done: boolean;
}
export type Filter = "all" | "active" | "completed";

export interface TodoStore {
  todos: ReturnType<typeof mutableStateListOf<Todo>>;
  filter: MutableState<Filter>;
}

export function makeStore(todos: Todo[] = []): TodoStore {
  return { todos: mutableStateListOf(...todos), filter: mutableStateOf<Filter>("all") };
}

function TodoRow({
  todo,
  onToggle,
  onRemove,
  onRename,
}: {
  todo: Todo;
  onToggle: (id: number) => void;
  onRemove: (id: number) => void;
  onRename: (id: number, text: string) => void;
}) {
  const editing = remember(() => mutableStateOf(false));
  const draft = remember(() => mutableStateOf(todo.text));
  <li class={{ done: todo.done, editing: editing.value }} data-id={todo.id}>
    {editing.value ? (
      <input
        class="edit"
        aria-label={`Edit ${todo.text}`}
        value={draft.value}
        onInput={(e) => (draft.value = e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            onRename(todo.id, draft.value.trim());
            editing.value = false;
          } else if (e.key === "Escape") {
            draft.value = todo.text;
            editing.value = false;
          }
        }}
      />
    ) : (
      <>
        <input
          type="checkbox"
          aria-label={`Toggle ${todo.text}`}
          checked={todo.done}
          onChange={() => onToggle(todo.id)}
        />
        <label onDoubleClick={() => ((draft.value = todo.text), (editing.value = true))}>{todo.text}</label>
        <button class="destroy" aria-label={`Remove ${todo.text}`} onClick={() => onRemove(todo.id)}>
          ×
        </button>
      </>
    )}
  </li>;
}

export function TodoApp({ store }: { store: TodoStore }) {
  const { todos, filter } = store;
  const draft = remember(() => mutableStateOf(""));
  const nextId = remember(() => ({ n: 100 }));
  const visible = todos.filter((t) =>
    filter.value === "all" ? true : filter.value === "active" ? !t.done : t.done,
  );
  const left = todos.filter((t) => !t.done).length;
  const completed = todos.length - left;
  const toggle = (id: number) => {
    const i = todos.findIndex((t) => t.id === id);
    todos[i] = { ...todos[i]!, done: !todos[i]!.done };
  };
  const remove = (id: number) => {
    const i = todos.findIndex((t) => t.id === id);
    todos.splice(i, 1);
  };
  const rename = (id: number, text: string) => {
    const i = todos.findIndex((t) => t.id === id);
    if (text === "") todos.splice(i, 1);
    else todos[i] = { ...todos[i]!, text };
  };
  <section class="todoapp">
    <header>
      <h1>todos</h1>
      <input
        class="new-todo"
        placeholder="What needs to be done?"
        value={draft.value}
        onInput={(e) => (draft.value = e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          const text = draft.value.trim();
          if (text === "") return;
          todos.push({ id: nextId.n++, text, done: false });
          draft.value = "";
        }}
      />
    </header>
    {todos.length > 0 && (
      <main>
        <input
          id="toggle-all"
          type="checkbox"
          aria-label="Toggle all"
          checked={left === 0}
          onChange={() => {
            const all = left !== 0;
            for (let i = 0; i < todos.length; i++) todos[i] = { ...todos[i]!, done: all };
          }}
        />
        <ul class="todo-list">
          {visible.map((todo) => (
            <TodoRow key={todo.id} todo={todo} onToggle={toggle} onRemove={remove} onRename={rename} />
          ))}
        </ul>
      </main>
    )}
    {todos.length > 0 ? (
      <footer>
        <span class="todo-count">
          <strong>{left}</strong> {left === 1 ? "item" : "items"} left
        </span>
        <ul class="filters">
          {(["all", "active", "completed"] as const).map((f) => (
            <li key={f}>
              <a
                href={`#/${f}`}
                class={filter.value === f ? "selected" : undefined}
                onClick={() => (filter.value = f)}
              >
                {f[0]!.toUpperCase() + f.slice(1)}
              </a>
            </li>
          ))}
        </ul>
        {completed > 0 && (
          <button
            class="clear-completed"
            onClick={() => {
              for (let i = todos.length - 1; i >= 0; i--) if (todos[i]!.done) todos.splice(i, 1);
            }}
          >
            Clear completed ({completed})
          </button>
        )}
      </footer>
    ) : null}
  </section>;
}
