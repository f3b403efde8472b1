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
export function Blog({ posts: initial, user }: { posts: Post[]; user: string | null }) {
  const selected = remember(() => mutableStateOf<number | null>(null));
  const list = remember(() => mutableStateOf(initial));
  const posts = list.value;
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
    <button onClick={() => (list.value = [...list.value].reverse())}>Reverse</button>
    <button onClick={() => (list.value = list.value.slice(1))}>Drop first</button>
    <button onClick={() => (list.value = [{ id: 99, title: "New & <fresh>", tags: ["new"] }, ...list.value])}>
      Add
    </button>
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

/** A settings page: radios, a multiple select, details, raw HTML from a CMS, images and links. */
export function Settings({ bio, plan }: { bio: string; plan: string }) {
  const chosen = remember(() => mutableStateOf(plan));
  const langs = remember(() => mutableStateOf(["en", "fr"]));
  const open = remember(() => mutableStateOf(true));
  <form>
    <fieldset disabled={false}>
      <legend>Plan</legend>
      {["free", "pro"].map((p) => (
        <label key={p}>
          <input
            type="radio"
            name="plan"
            value={p}
            checked={chosen.value === p}
            onChange={() => (chosen.value = p)}
          />
          {p}
        </label>
      ))}
    </fieldset>
    <select
      multiple
      value={langs.value}
      onChange={(e) => (langs.value = [...e.currentTarget.selectedOptions].map((o) => o.value))}
    >
      <option value="en">English</option>
      <option value="fr">Français</option>
      <option value="de">Deutsch</option>
    </select>
    <select defaultValue="b" name="letter">
      <option value="a">A</option>
      <option value="b">B</option>
    </select>
    <input type="date" defaultValue="2024-02-29" readOnly />
    <br />
    <details open={open.value} onToggle={(e) => (open.value = e.currentTarget.open)}>
      <summary>About</summary>
      <div class="bio" unsafeInnerHTML={bio} />
    </details>
    <img src="/a.png" srcSet="/a.png 1x, /a@2x.png 2x" alt="" loading="lazy" width={32} height={32} />
    <a href="https://example.com/?a=1&b=2" target="_blank" rel="noopener noreferrer">
      External
    </a>
    <button type="button" onClick={() => (chosen.value = chosen.value === "free" ? "pro" : "free")}>
      {chosen.value}
    </button>
  </form>;
}

function BrowserOnly() {
  // Code that needs the browser, as React apps have (`window` is not defined on the server).
  const width = (globalThis as { innerWidth?: number }).innerWidth;
  if (width === undefined) throw new Error("window is not defined");
  <p class="wide">{width > 0 ? "measured" : "zero"}</p>;
}

/** An error boundary whose content throws only on the server: the server shows the fallback, the browser the content. */
export function ServerOnlyError() {
  const n = remember(() => mutableStateOf(0));
  <ErrorBoundary fallback={({ error }) => <p class="fallback">Loading… ({(error as Error).message})</p>}>
    <BrowserOnly />
  </ErrorBoundary>;
  <button onClick={() => n.value++}>{n.value}</button>;
}
