// State kept outside components, as Solid and Svelte users keep it: module-
// level signals written from window listeners, timers, animation frames and
// a socket-like emitter; derived chains and a diamond (glitch-free: a reader
// never sees one side updated and the other not); Svelte's writable /
// derived stores with `subscribe`, read through a `useStore` hook.
import { DisposableEffect, derivedStateOf, mutableStateOf, remember } from "composa";

export const counts: Record<string, number> = {};
const ran = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);

// ---- Signals fed by the world -------------------------------------------------------------

export const width = mutableStateOf(typeof window === "undefined" ? 0 : window.innerWidth);
export const online = mutableStateOf(true);
export const ticks = mutableStateOf(0);
export const frames = mutableStateOf(0);

/** Installs the window listeners once, as a module would at import time; returns the uninstaller. */
export function listen(): () => void {
  const resize = () => (width.value = window.innerWidth);
  const on = () => (online.value = true);
  const off = () => (online.value = false);
  window.addEventListener("resize", resize);
  window.addEventListener("online", on);
  window.addEventListener("offline", off);
  return () => {
    window.removeEventListener("resize", resize);
    window.removeEventListener("online", on);
    window.removeEventListener("offline", off);
  };
}

/** A socket-like emitter: messages arrive in bursts, each written to a signal. */
export class Socket {
  private listeners = new Set<(msg: { user: string; text: string }) => void>();
  on(listener: (msg: { user: string; text: string }) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(msg: { user: string; text: string }) {
    for (const l of this.listeners) l(msg);
  }
  get size() {
    return this.listeners.size;
  }
}

export const messages = mutableStateOf<{ user: string; text: string }[]>([]);

// Derived: a chain (layout ← breakpoint ← width) and a diamond (summary ← total, average ← messages).
export const breakpoint = derivedStateOf(() =>
  width.value < 600 ? "phone" : width.value < 1000 ? "tablet" : "desk",
);
export const columns = derivedStateOf(() =>
  breakpoint.value === "phone" ? 1 : breakpoint.value === "tablet" ? 2 : 3,
);
export const total = derivedStateOf(() => {
  ran("total");
  return messages.value.length;
});
export const letters = derivedStateOf(() => {
  ran("letters");
  return messages.value.reduce((n, m) => n + m.text.length, 0);
});
export const summary = derivedStateOf(() => {
  ran("summary");
  // A glitch would be total from the new list with letters from the old one.
  return `${total.value} messages, ${letters.value} letters, ${total.value === 0 ? 0 : letters.value / total.value} avg`;
});

function Layout() {
  ran("layout");
  <p class="layout" data-columns={columns.value}>
    {breakpoint.value}
  </p>;
}

function Status() {
  ran("status");
  <p class="status">{online.value ? "online" : "offline"}</p>;
}

function Clock() {
  ran("clock");
  <p class="clock">{`${ticks.value} ticks, ${frames.value} frames`}</p>;
}

function Chat({ socket }: { socket: Socket }) {
  ran("chat");
  DisposableEffect(socket, () =>
    socket.on((msg) => {
      messages.value = [...messages.value, msg];
    }),
  );
  <ul class="chat">
    {messages.value.map((m, i) => (
      <li key={i}>{`${m.user}: ${m.text}`}</li>
    ))}
  </ul>;
  <p class="summary">{summary.value}</p>;
}

export function Dashboard({ socket, showChat = true }: { socket: Socket; showChat?: boolean }) {
  ran("dashboard");
  <Layout />;
  <Status />;
  <Clock />;
  if (showChat) <Chat socket={socket} />;
}

// ---- Svelte stores ------------------------------------------------------------------------

export interface Readable<T> {
  subscribe(run: (value: T) => void): () => void;
}
export interface Writable<T> extends Readable<T> {
  set(value: T): void;
  update(fn: (value: T) => T): void;
}

/** Svelte's `writable`: calls each subscriber at once, then on each change. */
export function writable<T>(initial: T): Writable<T> & { subscribers: number } {
  let value = initial;
  const subs = new Set<(value: T) => void>();
  return {
    subscribe(run) {
      subs.add(run);
      run(value);
      return () => subs.delete(run);
    },
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const s of [...subs]) s(value);
    },
    update(fn) {
      this.set(fn(value));
    },
    get subscribers() {
      return subs.size;
    },
  };
}

/** Svelte's `derived` over one store. */
export function derived<A, T>(store: Readable<A>, fn: (a: A) => T): Readable<T> {
  return {
    subscribe(run) {
      let last: { value: T } | undefined;
      return store.subscribe((a) => {
        const next = fn(a);
        if (last !== undefined && Object.is(last.value, next)) return;
        last = { value: next };
        run(next);
      });
    },
  };
}

/** `$store`: the store's value, kept in a state that its subscription writes. */
export function useStore<T>(store: Readable<T>): T {
  const holder = remember(store, () => {
    let first!: T;
    store.subscribe((v) => (first = v))();
    return mutableStateOf(first);
  });
  DisposableEffect(store, () => store.subscribe((v) => (holder.value = v)));
  return holder.value;
}

export const cart = writable<{ name: string; price: number }[]>([]);
export const cartTotal = derived(cart, (items) => items.reduce((n, i) => n + i.price, 0));
export const cartCount = derived(cart, (items) => items.length);

function CartBadge() {
  ran("badge");
  const n = useStore(cartCount);
  <span class="badge">{n}</span>;
}

function CartTotal() {
  ran("cartTotal");
  const sum = useStore(cartTotal);
  <span class="sum">{sum.toFixed(2)}</span>;
}

export function Shop() {
  const items = useStore(cart);
  <CartBadge />;
  <CartTotal />;
  <button onClick={() => cart.update((xs) => [...xs, { name: "pen", price: 1.5 }])}>pen</button>;
  <button onClick={() => cart.update((xs) => xs.map((x) => x))}>same</button>;
  <button onClick={() => cart.set([])}>empty</button>;
  <ol>
    {items.map((item, i) => (
      <li key={i}>{item.name}</li>
    ))}
  </ol>;
}
