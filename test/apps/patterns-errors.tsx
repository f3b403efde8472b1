// Errors where application code throws them: in an event handler, in an
// effect's setup and cleanup, while composing (inside an ErrorBoundary whose
// fallback resets it, as react-error-boundary's `resetErrorBoundary` does), and
// in an async effect.
import { LazyColumn, Portal } from "composa/dom";
import {
  DisposableEffect,
  ErrorBoundary,
  LaunchedEffect,
  SideEffect,
  movableContentOf,
  mutableStateOf,
  remember,
  type MutableState,
} from "composa";

export const errorLog: string[] = [];

// ---- In an event handler -------------------------------------------------------------------

/** A transfer form whose handler validates after it started writing (a bug users make). */
export function Transfer({ balance }: { balance: MutableState<number> }) {
  const amount = remember(() => mutableStateOf("10"));
  const sent = remember(() => mutableStateOf<number[]>([]));
  <input aria-label="amount" value={amount.value} onInput={(e) => (amount.value = e.currentTarget.value)} />;
  <button
    onClick={() => {
      const n = Number(amount.value);
      if (!Number.isFinite(n)) throw new Error(`not a number: ${amount.value}`);
      if (n > balance.value) throw new RangeError("insufficient funds");
      balance.value -= n;
      sent.value = [...sent.value, n];
    }}
  >
    Send
  </button>;
  <p class="balance">{`Balance ${balance.value}`}</p>;
  <ul>
    {sent.value.map((n, i) => (
      <li key={i}>{n}</li>
    ))}
  </ul>;
}

/**
 * Handlers that are not delegated: events that do not bubble (scroll, mouseenter, load), a
 * capture handler, a custom element's event. Each throws after counting, so that a test sees
 * the error named and the next event still handled.
 */
export function Gallery({ calls }: { calls: MutableState<number> }) {
  const fail = (what: string) => () => {
    calls.value++;
    throw new Error(`${what} failed`);
  };
  <div class="viewport" onScroll={fail("scroll")}>
    <img alt="photo" src="photo.png" onLoad={fail("load")} onMouseEnter={fail("hover")} />
    <section onClickCapture={fail("capture")}>
      <x-rating onrate={fail("rate")} />
    </section>
  </div>;
  <p class="calls">{`calls ${calls.value}`}</p>;
}

// ---- In an effect ------------------------------------------------------------------------------

function Widget({ name, failIn }: { name: string; failIn: "none" | "setup" | "cleanup" | "side" }) {
  DisposableEffect(name, () => {
    errorLog.push(`setup ${name}`);
    if (failIn === "setup") throw new Error(`setup of ${name} failed`);
    return () => {
      errorLog.push(`cleanup ${name}`);
      if (failIn === "cleanup") throw new Error(`cleanup of ${name} failed`);
    };
  });
  SideEffect(() => {
    if (failIn === "side") throw new Error(`side effect of ${name} failed`);
  });
  <p class="widget">{name}</p>;
}

export function Dashboard({
  widgets,
}: {
  widgets: { name: string; failIn: "none" | "setup" | "cleanup" | "side" }[];
}) {
  {
    widgets.map((w) => <Widget key={w.name} name={w.name} failIn={w.failIn} />);
  }
  <footer>{`${widgets.length} widgets`}</footer>;
}

// ---- While composing: an ErrorBoundary with a reset -------------------------------------------

export interface Order {
  id: number;
  items: { name: string; price: number }[] | null;
}

function OrderTotal({ order }: { order: Order }) {
  // A render bug: `items` is null for orders still loading.
  const total = order.items!.reduce((s, i) => s + i.price, 0);
  <p class="total">{`Order ${order.id}: ${total}`}</p>;
}

export function Orders({ orders }: { orders: MutableState<Order[]> }) {
  const resets = remember(() => mutableStateOf(0));
  <h1>Orders</h1>;
  <ErrorBoundary
    fallback={({ error, retry }) => {
      <div role="alert">
        <p>{`Something went wrong: ${(error as Error).message}`}</p>
        <button
          onClick={() => {
            // react-error-boundary's onReset: fix the data, then try again
            orders.value = orders.value.filter((o) => o.items !== null);
            resets.value++;
            retry();
          }}
        >
          Try again
        </button>
      </div>;
    }}
  >
    {orders.value.map((o) => (
      <OrderTotal key={o.id} order={o} />
    ))}
  </ErrorBoundary>;
  <footer>{`resets: ${resets.value}`}</footer>;
}

/** The same row with no boundary around it. */
export function SingleOrder({ order }: { order: MutableState<Order> }) {
  <section>
    <OrderTotal order={order.value} />
  </section>;
}

// ---- In an async effect -------------------------------------------------------------------------

export function Profile({ id, load }: { id: number; load: (id: number) => Promise<{ name: string }> }) {
  const name = remember(() => mutableStateOf<string | null>(null));
  const error = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(id, async () => {
    name.value = null;
    error.value = null;
    // No try/catch: a rejected load is an unhandled error of this effect.
    const user = await load(id);
    name.value = user.name;
  });
  <p>{name.value ?? "loading"}</p>;
  if (error.value) <p role="alert">{error.value}</p>;
}

// ---- In a portal's content, under a boundary around the portal --------------------------------

function QuantityField() {
  const qty = remember(() => mutableStateOf("1"));
  // A render bug that only some input reaches: a negative quantity.
  if (Number(qty.value) < 0) throw new RangeError(`quantity ${qty.value} is negative`);
  <input aria-label="quantity" value={qty.value} onInput={(e) => (qty.value = e.currentTarget.value)} />;
  <output>{`${Number(qty.value) * 3} €`}</output>;
}

/** A dialog in a portal, guarded by a boundary written around the portal (as React code does). */
export function CartDialog({ crashAtOpen }: { crashAtOpen: boolean }) {
  const open = remember(() => mutableStateOf(false));
  <button onClick={() => (open.value = true)}>Open cart</button>;
  if (!open.value) return;
  <ErrorBoundary
    fallback={({ error, retry }) => {
      <p role="alert">{`The cart failed: ${(error as Error).message}`}</p>;
      <button onClick={retry}>Reload cart</button>;
    }}
  >
    <Portal target={document.body}>
      <div role="dialog" aria-label="Cart">
        {crashAtOpen ? <OrderTotal order={{ id: 0, items: null }} /> : <QuantityField />}
      </div>
    </Portal>
  </ErrorBoundary>;
}

// ---- In movable content, under a boundary ----------------------------------------------------

function Player({ src }: { src: MutableState<string> }) {
  if (!src.value.endsWith(".mp4")) throw new TypeError(`cannot play ${src.value}`);
  <video src={src.value} />;
}

/** A player that moves between the page and a docked corner (its state and node move with it). */
export function Theater({ src, docked }: { src: MutableState<string>; docked: MutableState<boolean> }) {
  const player = remember(() => movableContentOf(() => <Player src={src} />));
  <ErrorBoundary
    fallback={({ error, retry }) => {
      <p role="alert">{(error as Error).message}</p>;
      <button onClick={retry}>Reload player</button>;
    }}
  >
    {docked.value ? <aside class="dock">{player}</aside> : <main class="stage">{player}</main>}
  </ErrorBoundary>;
}

// ---- In a lazy list's item ---------------------------------------------------------------------

export interface Post {
  id: number;
  body: MutableState<string | null>;
}

function PostRow({ post }: { post: Post }) {
  const body = post.body.value;
  if (body === null) throw new Error(`post ${post.id} has no body`);
  <p class="post">{body}</p>;
}

/** A feed in a lazy list, inside a boundary whose fallback drops the broken posts and composes again. */
export function PostFeed({ posts }: { posts: MutableState<Post[]> }) {
  <h1>Posts</h1>;
  <ErrorBoundary
    fallback={({ error, retry }) => {
      <p role="alert">{`The feed failed: ${(error as Error).message}`}</p>;
      <button
        onClick={() => {
          posts.value = posts.value.filter((p) => p.body.value !== null);
          retry();
        }}
      >
        Reload
      </button>;
    }}
  >
    <LazyColumn items={posts.value} itemKey={(p: Post) => p.id}>
      {({ item }: { item: Post }) => <PostRow post={item} />}
    </LazyColumn>
  </ErrorBoundary>;
}

// ---- A failed pass and deferred reads --------------------------------------------------------

/** A gauge that refuses a level over 100, with deferred reads of the same state (a bar, a number). */
export function Gauge({ level }: { level: MutableState<number> }) {
  const pct = level.value;
  if (pct > 100) throw new RangeError(`level ${pct} is over 100`);
  <p class="label">{`Level ${pct}`}</p>;
  <div class="bar" style={() => ({ width: `${level.value}%` })} />;
  <span class="value">{() => level.value}</span>;
}
