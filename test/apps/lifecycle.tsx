// Lifecycle programs as React users write them: effect order across parents
// and children, state set while composing (React's "derived state from
// props"), effects that set state until it settles, several writes in one
// handler, and a reducer whose dispatch goes down through a context.
import {
  compositionLocalOf,
  CompositionLocalProvider,
  DisposableEffect,
  mutableStateListOf,
  mutableStateOf,
  remember,
  SideEffect,
  structuralEqualityPolicy,
  derivedStateOf,
} from "composa";
import type { Children } from "composa/jsx-runtime";

export const log: string[] = [];

function Tracked({ name, children }: { name: string; children?: Children }) {
  DisposableEffect(() => {
    log.push(`mount ${name}`);
    return () => log.push(`unmount ${name}`);
  });
  DisposableEffect(name, () => {
    log.push(`effect ${name}`);
    return () => log.push(`cleanup ${name}`);
  });
  SideEffect(() => {
    log.push(`side ${name}`);
  });
  <section data-name={name}>{children}</section>;
}

/** A parent with two children; `id` keys the second (a key change remounts it). */
export function EffectTree({ id, show }: { id: number; show: boolean }) {
  <Tracked name="parent">
    <Tracked name="a" />
    {show && <Tracked key={id} name={`b${id}`} />}
  </Tracked>;
}

/** React's "adjusting state when a prop changes": the selection resets when the list changes. */
export function Picker({ items }: { items: string[] }) {
  const selected = remember(() => mutableStateOf(0));
  const previous = remember(() => mutableStateOf(items));
  if (previous.value !== items) {
    previous.value = items;
    selected.value = 0;
  }
  log.push(`compose ${items[selected.value]}`);
  <ul>
    {items.map((item, i) => (
      <li key={item} class={i === selected.value ? "on" : undefined} onClick={() => (selected.value = i)}>
        {item}
      </li>
    ))}
  </ul>;
}

/** Measures itself after each pass and stores the width: converges (one more pass), as React's layout effect. */
export function Measured({ text }: { text: string }) {
  const width = remember(() => mutableStateOf(0));
  const ref = remember(() => ({ el: null as HTMLElement | null }));
  SideEffect(() => {
    const w = ref.el!.textContent!.length * 10;
    if (w !== width.value) width.value = w;
  });
  log.push(`measure pass ${width.value}`);
  <p
    ref={(el: HTMLElement | null) => {
      ref.el = el;
    }}
    data-width={width.value}
  >
    {text}
  </p>;
}

/** Three writes in one handler: one pass. */
export function Form() {
  const first = remember(() => mutableStateOf("Ada"));
  const last = remember(() => mutableStateOf("Lovelace"));
  const saved = remember(() => mutableStateOf(0));
  log.push(`form ${first.value} ${last.value} ${saved.value}`);
  <div>
    <output>{`${first.value} ${last.value} (${saved.value})`}</output>
    <button
      onClick={() => {
        first.value = "Grace";
        last.value = "Hopper";
        saved.value++;
      }}
    >
      swap
    </button>
  </div>;
}

/** A settings object in a structural state: writing an equal copy recomposes nothing. */
export const settings = mutableStateOf({ theme: "dark", size: 12 }, structuralEqualityPolicy);

export function Settings() {
  log.push(`settings ${settings.value.theme} ${settings.value.size}`);
  <p>{`${settings.value.theme} ${settings.value.size}`}</p>;
}

/** derivedStateOf chain: total -> over budget -> label; the label's reader recomposes only when the label changes. */
export const cart = mutableStateListOf({ name: "pen", price: 3 });

export function Budget({ limit }: { limit: number }) {
  const total = remember(() => derivedStateOf(() => cart.reduce((sum, i) => sum + i.price, 0)));
  const over = remember(limit, () => derivedStateOf(() => total.value > limit));
  const label = remember(() => derivedStateOf(() => (over.value ? "over budget" : "ok")));
  <div>
    <Label text={label.value} />
    <span class="count">{cart.length}</span>
  </div>;
}

function Label({ text }: { text: string }) {
  log.push(`label ${text}`);
  <b>{text}</b>;
}

// ---- a reducer with dispatch through a context ----

type Todo = { id: number; text: string; done: boolean };
type Action = { type: "add"; text: string } | { type: "toggle"; id: number } | { type: "clear" };

function reducer(state: Todo[], action: Action): Todo[] {
  switch (action.type) {
    case "add":
      return [...state, { id: state.length + 1, text: action.text, done: false }];
    case "toggle":
      return state.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t));
    case "clear":
      return state.filter((t) => !t.done);
  }
}

export function useReducer<S, A>(reduce: (s: S, a: A) => S, initial: S): [S, (a: A) => void] {
  const state = remember(() => mutableStateOf(initial));
  const dispatch = remember(() => (a: A) => (state.value = reduce(state.value, a)));
  return [state.value, dispatch];
}

// React's createContext(null) with a hook that says where the provider is missing.
const LocalDispatch = compositionLocalOf<((a: Action) => void) | null>(null);

function useDispatch(): (a: Action) => void {
  const dispatch = LocalDispatch.current;
  if (dispatch === null) throw new Error("useDispatch must be used inside <TodoApp>");
  return dispatch;
}

export function TodoApp() {
  const [todos, dispatch] = useReducer(reducer, [] as Todo[]);
  const draft = remember(() => mutableStateOf(""));
  <CompositionLocalProvider values={[LocalDispatch.provides(dispatch)]}>
    <form
      onSubmit={(e: Event) => {
        e.preventDefault();
        if (draft.value.trim() === "") return;
        dispatch({ type: "add", text: draft.value.trim() });
        draft.value = "";
      }}
    >
      <input
        aria-label="new todo"
        value={draft.value}
        onInput={(e: Event) => (draft.value = (e.target as HTMLInputElement).value)}
      />
    </form>
    <TodoList todos={todos} />
    <Footer left={todos.filter((t) => !t.done).length} />
  </CompositionLocalProvider>;
}

function TodoList({ todos }: { todos: Todo[] }) {
  <ul>
    {todos.map((t) => (
      <TodoItem key={t.id} todo={t} />
    ))}
  </ul>;
}

function TodoItem({ todo }: { todo: Todo }) {
  const dispatch = useDispatch();
  log.push(`item ${todo.id}`);
  <li class={todo.done ? "done" : undefined}>
    <label>
      <input type="checkbox" checked={todo.done} onChange={() => dispatch({ type: "toggle", id: todo.id })} />
      {todo.text}
    </label>
  </li>;
}

function Footer({ left }: { left: number }) {
  const dispatch = useDispatch();
  <footer>
    <span>{`${left} left`}</span>
    <button onClick={() => dispatch({ type: "clear" })}>clear done</button>
  </footer>;
}

/** A consumer rendered without its provider. */
export function Orphan() {
  const dispatch = useDispatch();
  <button onClick={() => dispatch({ type: "clear" })}>x</button>;
}

// ---- contexts: nested providers, a changing value, consumers below skipping parents ----

export interface Theme {
  name: string;
  fg: string;
}

export const LocalTheme = compositionLocalOf<Theme>({ name: "light", fg: "black" });
export const LocalUser = compositionLocalOf<string | null>(null);

/** A parent with no props: it skips when the theme changes above it, its consumers still follow. */
function Panel({ label }: { label: string }) {
  log.push(`panel ${label}`);
  <div class="panel" data-label={label}>
    <Deep />
  </div>;
}

function Deep() {
  <Deeper />;
}

function Deeper() {
  const theme = LocalTheme.current;
  const user = LocalUser.current;
  log.push(`deeper ${theme.name}`);
  <span class="themed" style={{ color: theme.fg }}>{`${theme.name}/${user ?? "anonymous"}`}</span>;
}

export function ThemedPage({ dark, user }: { dark: boolean; user: string | null }) {
  const theme = dark ? { name: "dark", fg: "white" } : { name: "light", fg: "black" };
  <CompositionLocalProvider values={[LocalTheme.provides(theme), LocalUser.provides(user)]}>
    <Panel label="outer" />
    <CompositionLocalProvider values={[LocalTheme.provides({ name: "sepia", fg: "brown" })]}>
      <Panel label="inner" />
    </CompositionLocalProvider>
  </CompositionLocalProvider>;
}

// ---- React's key reset, useState with an updater function, an external store ----

export function useState<T>(initial: T | (() => T)): [T, (next: T | ((prev: T) => T)) => void] {
  const state = remember(() =>
    mutableStateOf(typeof initial === "function" ? (initial as () => T)() : initial),
  );
  const set = remember(
    () => (next: T | ((prev: T) => T)) =>
      (state.value = typeof next === "function" ? (next as (prev: T) => T)(state.value) : next),
  );
  return [state.value, set];
}

function EditForm({ userId }: { userId: number }) {
  const [name, setName] = useState(() => `user ${userId}`);
  const [saves, setSaves] = useState(0);
  <form
    onSubmit={(e: Event) => {
      e.preventDefault();
      setSaves((n) => n + 1);
      setSaves((n) => n + 1);
    }}
  >
    <input
      aria-label="name"
      value={name}
      onInput={(e: Event) => setName((e.target as HTMLInputElement).value)}
    />
    <button type="submit">save</button>
    <small>{`saved ${saves}`}</small>
  </form>;
}

export function Profile({ userId }: { userId: number }) {
  <EditForm key={userId} userId={userId} />;
}

export function createStore<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: S) {
      state = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    listeners,
  };
}

/** React's useSyncExternalStore, written with a DisposableEffect. */
export function useStore<S>(store: ReturnType<typeof createStore<S>>): S {
  const value = remember(store, () => mutableStateOf(store.get()));
  DisposableEffect(store, () => {
    value.value = store.get();
    const unsubscribe = store.subscribe(() => (value.value = store.get()));
    return () => {
      unsubscribe();
    };
  });
  return value.value;
}

export function Cart({ store }: { store: ReturnType<typeof createStore<string[]>> }) {
  const items = useStore(store);
  <p class="cart">{items.length === 0 ? "empty" : items.join(", ")}</p>;
}
