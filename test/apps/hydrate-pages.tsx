// Everyday server-rendered pages whose client differs from the server:
// loading states resolved after hydration, data the client knows better
// (a signed-in user, a restored draft, a newer list, the time), and lists
// in another order. Hydration repairs what differs and adopts the rest.
import { LaunchedEffect, mutableStateOf, remember } from "composa";

export interface Item {
  id: number;
  name: string;
}

/** A suspense-like page: a skeleton until the data is there (loaded by an effect in the browser). */
export function Orders({ load }: { load: () => Promise<Item[]> }) {
  const items = remember(() => mutableStateOf<Item[] | null>(null));
  LaunchedEffect(async (signal) => {
    const data = await load();
    if (!signal.aborted) items.value = data;
  });
  <h1>Orders</h1>;
  if (items.value === null) {
    <div class="skeleton" aria-busy="true">
      Loading…
    </div>;
  } else {
    <ul class="orders">
      {items.value.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>;
  }
  <footer>© shop</footer>;
}

/** A header that knows the user on the client only (a cookie the server did not read). */
export function Header({ user }: { user: string | null }) {
  <header>
    <a href="/">Home</a>
    {user === null ? <a href="/login">Log in</a> : <span class="user">Hi, {user}</span>}
    <nav>
      <a href="/help">Help</a>
    </nav>
  </header>;
}

/** A comment form whose draft the client restores (localStorage), and a counter of what is left. */
export function CommentForm({ draft }: { draft: string }) {
  const text = remember(() => mutableStateOf(draft));
  const sent = remember(() => mutableStateOf<string[]>([]));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      sent.value = [...sent.value, text.value];
      text.value = "";
    }}
  >
    <textarea name="comment" value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />
    <small>{280 - text.value.length} left</small>
    <button type="submit" disabled={text.value === ""}>
      Send
    </button>
  </form>;
  <ol class="sent">
    {sent.value.map((s, i) => (
      <li key={i}>{s}</li>
    ))}
  </ol>;
}

/** A list the client has a newer copy of (items added, removed, reordered), with a per-row control. */
export function Inbox({ items }: { items: Item[] }) {
  const open = remember(() => mutableStateOf<number | null>(null));
  <ul class="inbox">
    {items.map((item) => (
      <li key={item.id} class={open.value === item.id ? "open" : undefined}>
        <button onClick={() => (open.value = open.value === item.id ? null : item.id)}>{item.name}</button>
        {open.value === item.id && <p>Message {item.id}</p>}
      </li>
    ))}
  </ul>;
  <p class="count">{items.length} messages</p>;
}

/** Relative times: the client's clock is later than the server's. */
export function Feed({ now, posts }: { now: number; posts: { id: number; at: number; text: string }[] }) {
  <section>
    {posts.map((p) => (
      <article key={p.id}>
        <p>{p.text}</p>
        <time>{Math.round((now - p.at) / 60000)} minutes ago</time>
      </article>
    ))}
  </section>;
}

/** A cookie banner the client shows first (the server could not know), then the page. */
export function WithBanner({ consent }: { consent: boolean | null }) {
  const accepted = remember(() => mutableStateOf(consent));
  if (accepted.value === null) {
    <div class="banner" role="dialog">
      Cookies?
      <button onClick={() => (accepted.value = true)}>OK</button>
    </div>;
  }
  <main>
    <h1>Welcome</h1>
    <p>Content</p>
  </main>;
}

/** Tabs: the server renders the first, the client the one its URL hash names. */
export function Tabs({ tab }: { tab: "a" | "b" | "c" }) {
  const current = remember(() => mutableStateOf(tab));
  <div role="tablist">
    {(["a", "b", "c"] as const).map((t) => (
      <button key={t} role="tab" aria-selected={current.value === t} onClick={() => (current.value = t)}>
        {t.toUpperCase()}
      </button>
    ))}
  </div>;
  <div role="tabpanel">
    {current.value === "a" ? (
      <p>First</p>
    ) : current.value === "b" ? (
      <ul>
        <li>Second</li>
      </ul>
    ) : (
      "Third"
    )}
  </div>;
}

/** A settings form: checkboxes and a select whose saved values the client knows. */
export function Settings({ saved }: { saved: { email: boolean; sms: boolean; lang: string } }) {
  const s = remember(() => mutableStateOf(saved));
  <fieldset>
    <label>
      <input
        type="checkbox"
        checked={s.value.email}
        onChange={() => (s.value = { ...s.value, email: !s.value.email })}
      />
      Email
    </label>
    <label>
      <input
        type="checkbox"
        checked={s.value.sms}
        onChange={() => (s.value = { ...s.value, sms: !s.value.sms })}
      />
      SMS
    </label>
    <select value={s.value.lang} onChange={(e) => (s.value = { ...s.value, lang: e.currentTarget.value })}>
      <option value="en">English</option>
      <option value="fr">Français</option>
    </select>
  </fieldset>;
}

/** Search: the client restores the query from the URL; the results shrink, or none match. */
export function Search({ query, all }: { query: string; all: string[] }) {
  const q = remember(() => mutableStateOf(query));
  const results = all.filter((s) => s.includes(q.value));
  <input type="search" value={q.value} onInput={(e) => (q.value = e.currentTarget.value)} />;
  if (results.length === 0) {
    <p class="empty">No results for “{q.value}”</p>;
  } else {
    <ul>
      {results.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>;
  }
}

/** A cart whose lines the client knows (localStorage): quantities, totals, removal. */
export function Cart({ lines }: { lines: { id: string; price: number; qty: number }[] }) {
  const cart = remember(() => mutableStateOf(lines));
  <table>
    <tbody>
      {cart.value.map((l) => (
        <tr key={l.id}>
          <td>{l.id}</td>
          <td>{l.qty}</td>
          <td>{(l.price * l.qty).toFixed(2)}</td>
          <td>
            <button
              aria-label={`remove ${l.id}`}
              onClick={() => (cart.value = cart.value.filter((x) => x !== l))}
            >
              ×
            </button>
          </td>
        </tr>
      ))}
    </tbody>
  </table>;
  <p class="total">Total: {cart.value.reduce((t, l) => t + l.price * l.qty, 0).toFixed(2)}</p>;
}
