// Stores the way React, Solid, Svelte and Vue code keeps shared state: a
// module-level state read by several composables (a Svelte `writable`, a
// Zustand store), a class that holds states (Solid's `createStore`, Vue's
// `reactive`, a MobX-style model), a store carried by context, and custom
// hooks built from other hooks.
import {
  CompositionLocalProvider,
  DisposableEffect,
  compositionLocalOf,
  derivedStateOf,
  mutableStateListOf,
  mutableStateOf,
  remember,
  type MutableState,
} from "composa";
import type { Children } from "composa/jsx-runtime";

// ---- A module-level store (Svelte's `writable`, a Zustand store) -----------

export const cartCount = mutableStateOf(0);
export const cartItems = mutableStateListOf<{ sku: string; qty: number }>();
/** How many times each composable ran, to show that only readers recompose. */
export const runs: Record<string, number> = {};
const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);

export function addToCart(sku: string) {
  const line = cartItems.findIndex((l) => l.sku === sku);
  if (line === -1) cartItems.push({ sku, qty: 1 });
  else cartItems[line] = { sku, qty: cartItems[line]!.qty + 1 };
  cartCount.value++;
}

function CartBadge() {
  ran("badge");
  <span class="badge" aria-label="cart">
    {cartCount.value}
  </span>;
}

function ProductCard({ sku }: { sku: string }) {
  ran(`card ${sku}`);
  <article>
    <h3>{sku}</h3>
    <button onClick={() => addToCart(sku)}>{`Add ${sku}`}</button>
  </article>;
}

function CartList() {
  ran("list");
  if (cartItems.length === 0) {
    <p class="empty">Your cart is empty</p>;
    return;
  }
  <ul class="cart">
    {cartItems.map((l) => (
      <li key={l.sku}>{`${l.sku} × ${l.qty}`}</li>
    ))}
  </ul>;
}

export function Shop({ skus }: { skus: string[] }) {
  ran("shop");
  <header>
    <CartBadge />
  </header>;
  <main>
    {skus.map((s) => (
      <ProductCard key={s} sku={s} />
    ))}
  </main>;
  <aside>
    <CartList />
  </aside>;
}

// ---- A class that holds states (Solid's createStore, Vue's reactive) -------

export class TodoStore {
  readonly todos = mutableStateListOf<{ id: number; title: string; done: boolean }>();
  readonly filter = mutableStateOf<"all" | "active" | "done">("all");
  private nextId = 1;
  // Getters read states, so whoever calls them while composing subscribes.
  get visible() {
    const f = this.filter.value;
    return this.todos.filter((t) => (f === "all" ? true : f === "done" ? t.done : !t.done));
  }
  readonly remaining = derivedStateOf(() => this.todos.filter((t) => !t.done).length);
  add(title: string) {
    this.todos.push({ id: this.nextId++, title, done: false });
  }
  toggle(id: number) {
    const i = this.todos.findIndex((t) => t.id === id);
    this.todos[i] = { ...this.todos[i]!, done: !this.todos[i]!.done };
  }
  clearDone() {
    for (let i = this.todos.length - 1; i >= 0; i--) if (this.todos[i]!.done) this.todos.splice(i, 1);
  }
}

export function StoreTodos({ store }: { store: TodoStore }) {
  const draft = remember(() => mutableStateOf(""));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      if (!draft.value.trim()) return;
      store.add(draft.value.trim());
      draft.value = "";
    }}
  >
    <input aria-label="new todo" value={draft.value} onInput={(e) => (draft.value = e.currentTarget.value)} />
  </form>;
  <nav>
    {(["all", "active", "done"] as const).map((f) => (
      <button key={f} aria-pressed={store.filter.value === f} onClick={() => (store.filter.value = f)}>
        {f}
      </button>
    ))}
  </nav>;
  <ul>
    {store.visible.map((t) => (
      <li key={t.id} class={t.done ? "done" : undefined}>
        <label>
          <input type="checkbox" checked={t.done} onChange={() => store.toggle(t.id)} />
          {t.title}
        </label>
      </li>
    ))}
  </ul>;
  <footer>
    <span class="remaining">{`${store.remaining.value} left`}</span>
    {store.todos.some((t) => t.done) && <button onClick={() => store.clearDone()}>Clear done</button>}
  </footer>;
}

// ---- A store carried by context (React's context + reducer, Vue's provide/inject) ----

export interface Session {
  user: MutableState<{ name: string; role: "admin" | "user" } | null>;
  signIn(name: string, role: "admin" | "user"): void;
  signOut(): void;
}

export function createSession(): Session {
  const user = mutableStateOf<{ name: string; role: "admin" | "user" } | null>(null);
  return {
    user,
    signIn: (name, role) => (user.value = { name, role }),
    signOut: () => (user.value = null),
  };
}

const LocalSession = compositionLocalOf<Session | null>(null);

/** React's `useContext(SessionContext)` with a guard, as a `use*` hook. */
function useSession(): Session {
  const session = LocalSession.current;
  if (session === null) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

function SessionProvider({ session, children }: { session: Session; children: Children }) {
  <CompositionLocalProvider values={[LocalSession.provides(session)]}>{children}</CompositionLocalProvider>;
}

function Greeting() {
  const { user } = useSession();
  <p class="greeting">{user.value ? `Hello, ${user.value.name}` : "Hello, guest"}</p>;
}

function AdminPanel() {
  const session = useSession();
  if (session.user.value?.role !== "admin") return;
  <section class="admin">Admin tools</section>;
}

function SignInButtons() {
  const session = useSession();
  if (session.user.value) {
    <button onClick={session.signOut}>Sign out</button>;
  } else {
    <button onClick={() => session.signIn("Ada", "admin")}>Sign in as admin</button>;
    <button onClick={() => session.signIn("Bob", "user")}>Sign in as user</button>;
  }
}

/** The app's entry makes the store once (`main.ts`) and hands it to the provider. */
export function SessionApp({ session }: { session: Session }) {
  <SessionProvider session={session}>
    <Greeting />
    <SignInButtons />
    <AdminPanel />
  </SessionProvider>;
}

/** A hook built on `useSession`. */
function useAdmin(): boolean {
  const ticks = remember(() => mutableStateOf(0));
  return ticks.value >= 0 && useSession().user.value?.role === "admin";
}

export function AdminOnly() {
  if (useAdmin()) <p>admin</p>;
}

/** A consumer outside any provider: the hook's own error, named with the composable. */
export function Orphan() {
  <Greeting />;
}

// ---- Custom hooks composed from other hooks ---------------------------------

export const hookLog: string[] = [];

function useToggle(initial: boolean): [boolean, () => void] {
  const on = remember(() => mutableStateOf(initial));
  return [on.value, () => (on.value = !on.value)];
}

function useEventListener(target: EventTarget, type: string, handler: (e: Event) => void) {
  const latest = remember(() => ({ current: handler }));
  latest.current = handler;
  DisposableEffect(target, type, () => {
    hookLog.push(`listen ${type}`);
    const listener = (e: Event) => latest.current(e);
    target.addEventListener(type, listener);
    return () => {
      hookLog.push(`unlisten ${type}`);
      target.removeEventListener(type, listener);
    };
  });
}

function useKeyCount(key: string, enabled: boolean) {
  const count = remember(() => mutableStateOf(0));
  useEventListener(document, "keydown", (e) => {
    if (enabled && (e as KeyboardEvent).key === key) count.value++;
  });
  return count.value;
}

/** A hook built from two hooks; its own state survives toggling `enabled`. */
export function KeyCounter({ keyName }: { keyName: string }) {
  const [enabled, toggle] = useToggle(true);
  const count = useKeyCount(keyName, enabled);
  <button aria-pressed={enabled} onClick={toggle}>
    {enabled ? "Counting" : "Paused"}
  </button>;
  <output>{`${keyName}: ${count}`}</output>;
}
