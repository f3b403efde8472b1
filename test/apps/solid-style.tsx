// Solid-style code over Composa's state: `createSignal`-like getter/setter
// pairs written by the user over mutableStateOf, `createMemo` over
// derivedStateOf, `<Show when>` / `<For each>` / `<Switch>`-like helpers
// written by the user with slots, and components that read state inside
// their JSX expressions (`{count()}`, `class={…}`), including deferred
// bindings (`{() => count()}`) that update without recomposing.
import { derivedStateOf, mutableStateOf, remember, type MutableState } from "composa";

export type Getter<T> = () => T;
export type Setter<T> = (next: T | ((prev: T) => T)) => T;

/** Solid's createSignal over a state: callable anywhere, remembered by useSignal. */
export function createSignal<T>(initial: T): [Getter<T>, Setter<T>] {
  const state: MutableState<T> = mutableStateOf(initial);
  const get = () => state.value;
  const set: Setter<T> = (next) =>
    (state.value = typeof next === "function" ? (next as (prev: T) => T)(state.value) : next);
  return [get, set];
}

export function useSignal<T>(initial: T): [Getter<T>, Setter<T>] {
  return remember(() => createSignal(initial));
}

export function useMemo<T>(calc: () => T): Getter<T> {
  const derived = remember(() => derivedStateOf(calc));
  return () => derived.value;
}

// A store shared by module-level signals, as Solid code keeps global state.
export const [theme, setTheme] = createSignal<"light" | "dark">("light");

export const renders: Record<string, number> = {};
const rendered = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

export function Show<T>({
  when,
  fallback,
  children,
}: {
  when: T | null | undefined | false;
  fallback?: () => void;
  children: () => void;
}) {
  <>{when ? children : fallback}</>;
}

export function For<T>({
  each,
  fallback,
  children: Item,
}: {
  each: readonly T[];
  fallback?: () => void;
  children: (props: { item: T; index: number }) => void;
}) {
  if (each.length === 0) <>{fallback}</>;
  for (let index = 0; index < each.length; index++) {
    const item = each[index]!;
    <Item key={item} item={item} index={index} />;
  }
}

export function Match({ when, children }: { when: boolean; children: () => void }) {
  <>{when && children}</>;
}

interface Todo {
  id: number;
  text: string;
  done: boolean;
}

function TodoRow({ todo, index, onToggle }: { todo: Todo; index: number; onToggle: (id: number) => void }) {
  rendered(`row ${todo.id}`);
  const [editing, setEditing] = useSignal(false);
  <li class={todo.done ? "done" : ""} data-index={index}>
    <input type="checkbox" checked={todo.done} onChange={() => onToggle(todo.id)} aria-label={todo.text} />
    <Show when={editing()} fallback={() => <span onDoubleClick={() => setEditing(true)}>{todo.text}</span>}>
      {() => <input class="edit" value={todo.text} onBlur={() => setEditing(false)} />}
    </Show>
  </li>;
}

export function TodoApp() {
  rendered("app");
  const [todos, setTodos] = useSignal<Todo[]>([]);
  const [text, setText] = useSignal("");
  const [filter, setFilter] = useSignal<"all" | "active" | "done">("all");
  const visible = useMemo(() =>
    todos().filter((t) => (filter() === "all" ? true : filter() === "done" ? t.done : !t.done)),
  );
  const remaining = useMemo(() => todos().filter((t) => !t.done).length);
  const toggle = (id: number) => setTodos((ts) => ts.map((t) => (t.id === id ? { ...t, done: !t.done } : t)));
  let nextId = remember(() => ({ n: 1 }));
  <section class={`todoapp ${theme()}`}>
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!text().trim()) return;
        setTodos((ts) => [...ts, { id: nextId.n++, text: text().trim(), done: false }]);
        setText("");
      }}
    >
      <input aria-label="What needs doing" value={text()} onInput={(e) => setText(e.currentTarget.value)} />
    </form>
    <For each={visible()} fallback={() => <p class="empty">Nothing to do</p>}>
      {({ item, index }) => <TodoRow todo={item} index={index} onToggle={toggle} />}
    </For>
    <footer>
      <span class="count">
        {remaining()} {remaining() === 1 ? "item" : "items"} left
      </span>
      <span class="live">{() => `${todos().length} total`}</span>
      {(["all", "active", "done"] as const).map((f) => (
        <button key={f} aria-pressed={filter() === f} onClick={() => setFilter(f)}>
          {f}
        </button>
      ))}
      <Match when={filter() === "done"}>{() => <em>Showing finished</em>}</Match>
      <Match when={filter() !== "done"}>{() => <em>Showing {filter()}</em>}</Match>
    </footer>
    <button class="theme" onClick={() => setTheme((t) => (t === "light" ? "dark" : "light"))}>
      Theme
    </button>
  </section>;
}
