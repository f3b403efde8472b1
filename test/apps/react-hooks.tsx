// React's hooks as their users write them, in the dialect: useReducer with an
// init function, useSyncExternalStore over a store outside the composition,
// an effect that measures and writes state (a second pass), state derived
// while composing from a prop that changed (React's "adjust state on prop
// change"), a child writing its parent's state while composing, a timer that
// writes after its component left, useMemo / useCallback with dependencies,
// and state kept per row of a list in the `.map` callback itself (hooks React
// forbids there; here they belong to the row's key).
import { DisposableEffect, mutableStateOf, remember, rememberId, SideEffect } from "composa";

export const log: string[] = [];

// ---- useReducer(reducer, arg, init) ---------------------------------------------

type Counter = { count: number; step: number };
type Action = { type: "inc" } | { type: "step"; step: number } | { type: "reset"; to: number };

function init(count: number): Counter {
  return { count, step: 1 };
}

function counter(state: Counter, action: Action): Counter {
  switch (action.type) {
    case "inc":
      return { ...state, count: state.count + state.step };
    case "step":
      return { ...state, step: action.step };
    case "reset":
      return init(action.to);
  }
}

function useReducer<S, A, I>(reducer: (s: S, a: A) => S, arg: I, initial: (arg: I) => S) {
  const state = remember(() => mutableStateOf(initial(arg)));
  // One dispatch for the component's life, as React's.
  const dispatch = remember(() => (action: A) => {
    state.value = reducer(state.value, action);
  });
  return [state.value, dispatch] as const;
}

export function Stepper({ start }: { start: number }) {
  const [state, dispatch] = useReducer(counter, start, init);
  <output>{state.count}</output>;
  <button
    onClick={() => {
      // Two dispatches in one handler: both apply, one pass.
      dispatch({ type: "inc" });
      dispatch({ type: "inc" });
    }}
  >
    +2 steps
  </button>;
  <select
    aria-label="step"
    value={String(state.step)}
    onChange={(e) => dispatch({ type: "step", step: Number(e.currentTarget.value) })}
  >
    <option value="1">1</option>
    <option value="5">5</option>
  </select>;
  <button onClick={() => dispatch({ type: "reset", to: start })}>reset</button>;
  SideEffect(() => log.push(`render ${state.count}`));
}

// ---- useSyncExternalStore ------------------------------------------------------------

export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

function useSyncExternalStore<T>(subscribe: (l: () => void) => () => void, getSnapshot: () => T): T {
  const state = remember(() => mutableStateOf(getSnapshot()));
  DisposableEffect(subscribe, getSnapshot, () => {
    const sync = () => (state.value = getSnapshot());
    sync(); // a change between composing and subscribing is not missed
    const unsubscribe = subscribe(sync);
    return () => {
      unsubscribe();
    };
  });
  return state.value;
}

export function Online({ store }: { store: ReturnType<typeof createStore<boolean>> }) {
  const online = useSyncExternalStore(store.subscribe, store.get);
  <p class={online ? "on" : "off"}>{online ? "online" : "offline"}</p>;
}

// ---- an effect that measures and writes state ------------------------------------------

export function Measured({ text }: { text: string }) {
  const width = remember(() => mutableStateOf(0));
  const ref = remember(() => ({ current: null as HTMLSpanElement | null }));
  DisposableEffect(text, () => {
    // The element is attached when the effect runs; the write makes one more pass.
    width.value = (ref.current?.textContent ?? "").length * 8;
  });
  <span ref={ref}>{text}</span>;
  <small>{`${width.value}px`}</small>;
}

// ---- state adjusted while composing when a prop changed ---------------------------------

export function Picker({ items }: { items: string[] }) {
  const seen = remember(() => mutableStateOf(items));
  const selected = remember(() => mutableStateOf(0));
  if (seen.value !== items) {
    // React's "storing information from previous renders": reset the selection.
    seen.value = items;
    selected.value = 0;
  }
  <p>{items[selected.value] ?? "none"}</p>;
  <button onClick={() => (selected.value = (selected.value + 1) % items.length)}>next</button>;
}

// ---- a child writing its parent's state while composing -----------------------------------

function Reporter({ count, total }: { count: number; total: { value: number } }) {
  if (total.value !== count * 2) total.value = count * 2;
  <i>{count}</i>;
}

export function Parent({ count }: { count: number }) {
  const total = remember(() => mutableStateOf(0));
  <b>{total.value}</b>;
  <Reporter count={count} total={total} />;
}

// ---- a timer that writes after its component left --------------------------------------------

export function Delayed({ ms }: { ms: number }) {
  const text = remember(() => mutableStateOf("waiting"));
  DisposableEffect(() => {
    setTimeout(() => {
      text.value = "done"; // no cleanup: the component may have left by now
      log.push("timer wrote");
    }, ms);
  });
  <p>{text.value}</p>;
}

// ---- useMemo / useCallback ------------------------------------------------------------------

export function Totals({ prices, rate }: { prices: number[]; rate: number }) {
  const sum = remember(prices, () => {
    log.push("sum");
    return prices.reduce((a, b) => a + b, 0);
  });
  const withTax = remember(sum, rate, () => Math.round(sum * (1 + rate)));
  const report = remember(withTax, () => () => log.push(`report ${withTax}`));
  <button onClick={report}>{withTax}</button>;
}

// ---- state per row in the .map callback --------------------------------------------------------

export type Row = { id: string; title: string; body: string };

export function Accordion({ rows }: { rows: Row[] }) {
  <div>
    {rows.map((row) => {
      const open = remember(() => mutableStateOf(false));
      const id = rememberId();
      return (
        <section key={row.id}>
          <button aria-expanded={open.value} aria-controls={id} onClick={() => (open.value = !open.value)}>
            {row.title}
          </button>
          {open.value && (
            <div id={id} role="region">
              {row.body}
            </div>
          )}
        </section>
      );
    })}
  </div>;
}

export function Votes({ rows }: { rows: Row[] }) {
  for (const row of rows) {
    const votes = remember(() => mutableStateOf(0));
    <button key={row.id} onClick={() => votes.value++}>{`${row.title}: ${votes.value}`}</button>;
  }
}
