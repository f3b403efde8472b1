// Everyday programs as React users write them: class instances in state (a
// model class with TypeScript parameter properties), a Map in state updated
// by copy, derived values computed in the body, an async handler that awaits
// with a loading flag, and a ref to an input focused when editing starts.
import { DisposableEffect, mutableStateOf, remember } from "composa";

export class Money {
  constructor(
    readonly cents: number,
    readonly currency = "EUR",
  ) {}
  plus(other: Money): Money {
    return new Money(this.cents + other.cents, this.currency);
  }
  times(n: number): Money {
    return new Money(this.cents * n, this.currency);
  }
  toString(): string {
    return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
  }
}

export interface Product {
  id: string;
  name: string;
  price: Money;
}

/** A cart: quantities in a Map kept in state, replaced by a copy on every change (React's way). */
export function Cart({ products }: { products: Product[] }) {
  const quantities = remember(() => mutableStateOf(new Map<string, number>()));
  const set = (id: string, n: number) => {
    const next = new Map(quantities.value);
    if (n <= 0) next.delete(id);
    else next.set(id, n);
    quantities.value = next;
  };
  // Derived in the body, as React code derives it: no state of its own.
  let total = new Money(0);
  for (const [id, n] of quantities.value)
    total = total.plus(products.find((p) => p.id === id)!.price.times(n));
  <ul>
    {products.map((p) => (
      <li key={p.id}>
        <span class="name">{p.name}</span>
        <button
          aria-label={`Remove ${p.name}`}
          onClick={() => set(p.id, (quantities.value.get(p.id) ?? 0) - 1)}
        >
          -
        </button>
        <span class="qty">{quantities.value.get(p.id) ?? 0}</span>
        <button aria-label={`Add ${p.name}`} onClick={() => set(p.id, (quantities.value.get(p.id) ?? 0) + 1)}>
          +
        </button>
      </li>
    ))}
  </ul>;
  <p class="total">{`Total: ${total}`}</p>;
  {
    quantities.value.size === 0 && <p class="empty">Your cart is empty</p>;
  }
}

/** Saving through an async handler: a loading flag, the button disabled meanwhile, an error shown. */
export function SaveButton({ save }: { save: (text: string) => Promise<void> }) {
  const text = remember(() => mutableStateOf(""));
  const saving = remember(() => mutableStateOf(false));
  const error = remember(() => mutableStateOf<string | null>(null));
  const saved = remember(() => mutableStateOf<string[]>([]));
  <form
    onSubmit={async (e) => {
      e.preventDefault();
      saving.value = true;
      error.value = null;
      try {
        await save(text.value);
        saved.value = [...saved.value, text.value];
        text.value = "";
      } catch (err) {
        error.value = (err as Error).message;
      } finally {
        saving.value = false;
      }
    }}
  >
    <input aria-label="note" value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />
    <button disabled={saving.value || text.value === ""}>{saving.value ? "Saving…" : "Save"}</button>
    {error.value !== null && <p role="alert">{error.value}</p>}
  </form>;
  <ol>
    {saved.value.map((s, i) => (
      <li key={i}>{s}</li>
    ))}
  </ol>;
}

/** Click a title to edit it: the input appears and takes the focus through its ref. */
export function EditableTitle({ initial }: { initial: string }) {
  const title = remember(() => mutableStateOf(initial));
  const editing = remember(() => mutableStateOf(false));
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  if (editing.value) {
    <input
      aria-label="title"
      ref={(el) => {
        input.current = el;
        el?.focus();
        el?.select();
      }}
      value={title.value}
      onInput={(e) => (title.value = e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter") editing.value = false;
      }}
    />;
  } else {
    <h2 onClick={() => (editing.value = true)}>{title.value}</h2>;
  }
}

/** Rows selected with a Set in state (copied on each toggle), a "select all" box that is mixed in between. */
export function Inbox({ subjects }: { subjects: string[] }) {
  const selected = remember(() => mutableStateOf(new Set<number>()));
  const toggle = (i: number) => {
    const next = new Set(selected.value);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    selected.value = next;
  };
  const count = selected.value.size;
  <label>
    <input
      type="checkbox"
      aria-label="select all"
      checked={count === subjects.length}
      indeterminate={count > 0 && count < subjects.length}
      onChange={() => (selected.value = count === subjects.length ? new Set() : new Set(subjects.keys()))}
    />
    {`${count} selected`}
  </label>;
  <ul>
    {subjects.map((s, i) => (
      <li key={s}>
        <input type="checkbox" aria-label={s} checked={selected.value.has(i)} onChange={() => toggle(i)} />
        {s}
      </li>
    ))}
  </ul>;
}

/** A stopwatch: an interval started by an effect whose cleanup stops it, keyed on `running`. */
export function Stopwatch() {
  const running = remember(() => mutableStateOf(false));
  const tenths = remember(() => mutableStateOf(0));
  DisposableEffect(running.value, () => {
    if (!running.value) return undefined;
    const id = setInterval(() => tenths.value++, 100);
    return () => clearInterval(id);
  });
  <p class="time">{(tenths.value / 10).toFixed(1)}</p>;
  <button onClick={() => (running.value = !running.value)}>{running.value ? "Stop" : "Start"}</button>;
  <button onClick={() => (tenths.value = 0)}>Reset</button>;
}
