// The pages people server-render, written as a React/Next or Solid-Start
// developer would write them in the dialect: each is rendered by
// composa/server, parsed by a real browser and hydrated (ssr-apps.test.ts).
import {
  CompositionLocalProvider,
  compositionLocalOf,
  ErrorBoundary,
  mutableStateOf,
  remember,
} from "composa";

export interface Post {
  id: number;
  title: string;
  tags: string[];
}

/** A page with a header, a nav and a list from data. */
export function Blog({ posts, user }: { posts: Post[]; user: string | null }) {
  const selected = remember(() => mutableStateOf<number | null>(null));
  <header class="top">
    <h1>My blog</h1>
    <nav>
      <a href="/">Home</a> | <a href="/about">About</a>
      {user ? <span class="user">Hi, {user}!</span> : <a href="/login">Log in</a>}
    </nav>
  </header>;
  <main>
    <ul class="posts">
      {posts.map((p) => (
        <li key={p.id} class={{ post: true, selected: selected.value === p.id }}>
          <button onClick={() => (selected.value = p.id)}>{p.title}</button>
          {p.tags.length > 0 && <small> ({p.tags.join(", ")})</small>}
        </li>
      ))}
    </ul>
    <p class="count">
      {posts.length} posts, selected: {selected.value ?? "none"}
    </p>
  </main>;
}

/** A product page with a form: default and controlled values of every kind of field. */
export function Product({ name, price, sizes }: { name: string; price: number; sizes: string[] }) {
  const qty = remember(() => mutableStateOf(1));
  const size = remember(() => mutableStateOf(sizes[1] ?? ""));
  const gift = remember(() => mutableStateOf(false));
  const note = remember(() => mutableStateOf("\nSigned"));
  <article>
    <h2>{name}</h2>
    <p class="price">${price.toFixed(2)}</p>
    <form onSubmit={(e) => e.preventDefault()}>
      <label for="qty">Quantity</label>
      <input
        id="qty"
        type="number"
        min="1"
        value={qty.value}
        onInput={(e) => (qty.value = Number(e.currentTarget.value))}
      />
      <input name="coupon" defaultValue="WELCOME" placeholder="Coupon" />
      <select value={size.value} onChange={(e) => (size.value = e.currentTarget.value)}>
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s.toUpperCase()}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={gift.value}
          onChange={(e) => (gift.value = e.currentTarget.checked)}
        />{" "}
        Gift
      </label>
      <input type="checkbox" name="newsletter" defaultChecked />
      <textarea value={note.value} onInput={(e) => (note.value = e.currentTarget.value)} />
      <textarea name="plain" defaultValue="hello" />
      <button type="submit" disabled={qty.value < 1}>
        Add {qty.value} to cart
      </button>
    </form>
    <output>
      {qty.value} × {size.value}
      {gift.value ? " (gift)" : ""}
    </output>
  </article>;
}

/** Conditional content by props, and state that toggles it afterwards. */
export function Conditional({ loggedIn, notice }: { loggedIn: boolean; notice?: string }) {
  const open = remember(() => mutableStateOf(false));
  if (loggedIn) {
    <p class="welcome">Welcome back</p>;
  } else {
    <p class="login">Please log in</p>;
  }
  {
    notice && <div class="notice">{notice}</div>;
  }
  <button onClick={() => (open.value = !open.value)}>{open.value ? "Hide" : "Show"}</button>;
  {
    open.value && <section>More</section>;
  }
}

function Broken({ what }: { what: string }) {
  <p>before</p>;
  throw new Error(`cannot show ${what}`);
}

/** An ErrorBoundary whose content throws on the server (and in the browser). */
export function WithBoundary({ what }: { what: string }) {
  const n = remember(() => mutableStateOf(0));
  <h1>Page</h1>;
  <ErrorBoundary
    fallback={({ error }) => (
      <div class="fallback" role="alert">
        Oops: {(error as Error).message}
      </div>
    )}
  >
    <Broken what={what} />
  </ErrorBoundary>;
  <button onClick={() => n.value++}>clicked {n.value}</button>;
}

export const LocalTheme = compositionLocalOf("light");

function ThemedButton({ label, onClick }: { label: string; onClick: () => void }) {
  <button class={`btn btn-${LocalTheme.current}`} onClick={onClick}>
    {label}
  </button>;
}

/** Composition locals (a theme) provided around part of the page. */
export function Themed({ theme }: { theme: string }) {
  const n = remember(() => mutableStateOf(0));
  <ThemedButton label={`outer ${n.value}`} onClick={() => n.value++} />;
  <CompositionLocalProvider values={[LocalTheme.provides(theme)]}>
    <div class={`panel ${LocalTheme.current}`}>
      <ThemedButton label="inner" onClick={() => n.value++} />
    </div>
  </CompositionLocalProvider>;
}
