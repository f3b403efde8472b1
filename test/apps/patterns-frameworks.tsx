// Habits from other frameworks, translated the way their users would:
// Vue's `v-model` on a component (a value prop and an update callback),
// `computed` and `watch`; Svelte's `{#await}` block as a composable with
// slots; React's `useSyncExternalStore` over a Redux-like store with
// selectors.
import {
  DisposableEffect,
  LaunchedEffect,
  derivedStateOf,
  mutableStateOf,
  remember,
  snapshotFlow,
} from "composa";

// ---- Vue: v-model on a component, computed, watch -----------------------------------------

export const watchLog: string[] = [];

/** Vue's `defineProps(['modelValue'])` + `emit('update:modelValue')`. */
function Stepper({
  modelValue,
  onUpdateModelValue,
  min = 0,
  max = 10,
}: {
  modelValue: number;
  onUpdateModelValue: (v: number) => void;
  min?: number;
  max?: number;
}) {
  <span class="stepper">
    <button aria-label="less" disabled={modelValue <= min} onClick={() => onUpdateModelValue(modelValue - 1)}>
      −
    </button>
    <output>{modelValue}</output>
    <button aria-label="more" disabled={modelValue >= max} onClick={() => onUpdateModelValue(modelValue + 1)}>
      +
    </button>
  </span>;
}

export function Cart({ price }: { price: number }) {
  const qty = remember(() => mutableStateOf(1));
  const coupon = remember(() => mutableStateOf(""));
  // computed()
  const total = remember(() =>
    derivedStateOf(() => {
      const off = coupon.value.trim().toUpperCase() === "HALF" ? 0.5 : 1;
      return Math.round(qty.value * price * off * 100) / 100;
    }),
  );
  // watch(total, (now, before) => …): after each change, whoever reads it
  LaunchedEffect(async (signal) => {
    let before: number | undefined;
    for await (const now of snapshotFlow(() => total.value, signal)) {
      if (before !== undefined) watchLog.push(`${before} → ${now}`);
      before = now;
    }
  });
  <Stepper modelValue={qty.value} onUpdateModelValue={(v) => (qty.value = v)} min={1} max={5} />;
  <input aria-label="coupon" value={coupon.value} onInput={(e) => (coupon.value = e.currentTarget.value)} />;
  <p class="total">{`Total: ${total.value.toFixed(2)}`}</p>;
}

// ---- Svelte: {#await promise} as a composable with slots ------------------------------------

export function Await<T>({
  promise,
  pending: Pending,
  then: Then,
  catch: Catch,
}: {
  promise: Promise<T>;
  pending?: () => void;
  then: (props: { value: T }) => void;
  catch?: (props: { error: unknown }) => void;
}) {
  const result = remember(() =>
    mutableStateOf<{ status: "pending" } | { status: "ok"; value: T } | { status: "error"; error: unknown }>({
      status: "pending",
    }),
  );
  LaunchedEffect(promise, async (signal) => {
    result.value = { status: "pending" };
    try {
      const value = await promise;
      if (!signal.aborted) result.value = { status: "ok", value };
    } catch (error) {
      if (!signal.aborted) result.value = { status: "error", error };
    }
  });
  const r = result.value;
  if (r.status === "pending") {
    // A slot is placed with element syntax (`pending()` is R022, which says so).
    if (Pending) <Pending />;
  } else if (r.status === "ok") {
    <Then value={r.value} />;
  } else if (Catch) {
    <Catch error={r.error} />;
  }
}

export function Weather({ forecast }: { forecast: Promise<{ city: string; temp: number }> }) {
  <section>
    <h2>Weather</h2>
    <Await
      promise={forecast}
      pending={() => <p class="pending">Loading forecast…</p>}
      then={({ value }) => <p class="ok">{`${value.city}: ${value.temp}°`}</p>}
      catch={({ error }) => <p class="error">{`No forecast (${(error as Error).message})`}</p>}
    />
  </section>;
}

// ---- React: useSyncExternalStore over a Redux-like store -----------------------------------

export interface Store<S, A> {
  getState(): S;
  dispatch(action: A): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<S, A>(
  reduce: (s: S, a: A) => S,
  initial: S,
): Store<S, A> & { listeners: number } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      state = reduce(state, action);
      for (const l of [...listeners]) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

/** `useSelector`: subscribes in an effect, and reads again there (the store may have changed since composing). */
function useSelector<S, A, T>(store: Store<S, A>, select: (s: S) => T): T {
  const selected = remember(store, () => mutableStateOf(select(store.getState())));
  const latest = remember(() => ({ select }));
  latest.select = select;
  DisposableEffect(store, () => {
    const check = () => (selected.value = latest.select(store.getState()));
    check();
    return store.subscribe(check);
  });
  return selected.value;
}

export type Todo = { id: number; text: string; done: boolean };
export type TodoAction = { type: "add"; text: string } | { type: "toggle"; id: number };
export type TodoState = { todos: Todo[]; nextId: number };

export function reduceTodos(s: TodoState, a: TodoAction): TodoState {
  switch (a.type) {
    case "add":
      return { todos: [...s.todos, { id: s.nextId, text: a.text, done: false }], nextId: s.nextId + 1 };
    case "toggle":
      return { ...s, todos: s.todos.map((t) => (t.id === a.id ? { ...t, done: !t.done } : t)) };
  }
}

export const renders: Record<string, number> = {};

function Remaining({ store }: { store: Store<TodoState, TodoAction> }) {
  renders.remaining = (renders.remaining ?? 0) + 1;
  const left = useSelector(store, (s) => s.todos.filter((t) => !t.done).length);
  <p class="left">{`${left} left`}</p>;
}

function TodoItems({ store }: { store: Store<TodoState, TodoAction> }) {
  const todos = useSelector(store, (s) => s.todos);
  <ul>
    {todos.map((t) => (
      <li key={t.id}>
        <label>
          <input
            type="checkbox"
            checked={t.done}
            onChange={() => store.dispatch({ type: "toggle", id: t.id })}
          />
          {t.text}
        </label>
      </li>
    ))}
  </ul>;
}

export function ReduxTodos({ store }: { store: Store<TodoState, TodoAction> }) {
  const draft = remember(() => mutableStateOf(""));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      store.dispatch({ type: "add", text: draft.value });
      draft.value = "";
    }}
  >
    <input aria-label="todo" value={draft.value} onInput={(e) => (draft.value = e.currentTarget.value)} />
  </form>;
  <TodoItems store={store} />;
  <Remaining store={store} />;
}

/** Dispatches as soon as it enters: after the reader below composed, before its effect subscribed. */
function Kicker({ store }: { store: Store<TodoState, TodoAction> }) {
  DisposableEffect(() => {
    store.dispatch({ type: "add", text: "early" });
  });
}

function Count({ store }: { store: Store<TodoState, TodoAction> }) {
  const n = useSelector(store, (s) => s.todos.length);
  <p class="n">{`${n} todos`}</p>;
}

/** A store that changes between composing a reader and subscribing it (a tearing hazard). */
export function EagerReader({ store }: { store: Store<TodoState, TodoAction> }) {
  <Kicker store={store} />;
  <Count store={store} />;
}
