// Everyday server-rendered pages, as a Next.js / Remix / SolidStart user
// writes them, in the dialect. Each has a React twin written the way a React
// user would (everyday-react.ts): test/apps/react-parity.test.ts compares the
// markup with react-dom/server's, ssr-apps.test.ts hydrates them in Chromium.
import { mutableStateOf, remember, rememberId } from "composa";
import type { Children } from "composa/jsx-runtime";

export interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

/** A root layout: the whole document, head metadata from props, a nav, the page's content. */
export function Layout({ title, description, path }: { title: string; description: string; path: string }) {
  const menu = remember(() => mutableStateOf(false));
  const links = [
    { href: "/", label: "Home" },
    { href: "/docs", label: "Docs" },
    { href: "/blog", label: "Blog" },
  ];
  <html lang="en">
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${title} | Acme`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <link rel="icon" href="/favicon.ico" />
      <link rel="canonical" href={`https://acme.test${path}`} />
    </head>
    <body>
      <header class="site-header">
        <a class="logo" href="/">
          Acme
        </a>
        <button aria-expanded={menu.value} onClick={() => (menu.value = !menu.value)}>
          Menu
        </button>
        <nav class={menu.value ? "open" : "closed"}>
          {links.map((link) => (
            <a key={link.href} href={link.href} class={link.href === path ? "active" : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
      </header>
      <main>
        <h1>{title}</h1>
        <p>{description}</p>
      </main>
      <footer>© 2025 Acme, Inc.</footer>
    </body>
  </html>;
}

/** A list from data, with a badge by condition, an empty state and a sort. */
export function ProductList({ products, currency }: { products: Product[]; currency: string }) {
  const descending = remember(() => mutableStateOf(false));
  const sorted = [...products].sort((a, b) => (descending.value ? b.price - a.price : a.price - b.price));
  <section class="products">
    <h2>Products ({products.length})</h2>
    <button onClick={() => (descending.value = !descending.value)}>
      Sort by price {descending.value ? "↑" : "↓"}
    </button>
    {sorted.length === 0 ? (
      <p class="empty">No products yet.</p>
    ) : (
      <ul>
        {sorted.map((p) => (
          <li key={p.id} class="product" data-id={p.id}>
            <span class="name">{p.name}</span>
            <span class="price">
              {p.price.toFixed(2)} {currency}
            </span>
            {p.stock === 0 && <span class="badge">Sold out</span>}
            {p.stock > 0 && p.stock < 5 && <span class="badge low">Only {p.stock} left</span>}
          </li>
        ))}
      </ul>
    )}
  </section>;
}

/** A form with defaults: text, email, textarea, checkbox, radios, select, a controlled checkbox. */
export function ContactForm({ name, topic, message }: { name: string; topic: string; message: string }) {
  const subscribe = remember(() => mutableStateOf(true));
  <form method="post" action="/contact">
    <input type="text" name="name" defaultValue={name} placeholder="Your name" required />
    <input type="email" name="email" placeholder="you@example.com" autoComplete="email" />
    <select name="topic" defaultValue={topic}>
      <option value="sales">Sales</option>
      <option value="support">Support</option>
      <option value="other">Other</option>
    </select>
    <textarea name="message" rows={4} defaultValue={message} />
    <fieldset>
      <legend>Reply by</legend>
      <input type="radio" name="reply" value="email" defaultChecked />
      <input type="radio" name="reply" value="phone" />
    </fieldset>
    <input
      type="checkbox"
      name="subscribe"
      checked={subscribe.value}
      onChange={() => (subscribe.value = !subscribe.value)}
    />
    <input type="hidden" name="source" value="footer" />
    <button type="submit">Send</button>
  </form>;
}

/** Sections shown by props: the owner's tools, an optional bio, badges, a verified mark. */
export function Profile({
  user,
  viewer,
}: {
  user: { name: string; bio: string | null; verified: boolean; badges: string[] };
  viewer: string | null;
}) {
  const following = remember(() => mutableStateOf(false));
  const isOwner = viewer === user.name;
  <article class="profile">
    <h2>
      {user.name}
      {user.verified && <span title="Verified"> ✔</span>}
    </h2>
    {user.bio ? <p class="bio">{user.bio}</p> : <p class="bio empty">No bio yet.</p>}
    {user.badges.length > 0 && (
      <ul class="badges">
        {user.badges.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    )}
    {isOwner ? (
      <a href="/settings">Edit profile</a>
    ) : (
      <button onClick={() => (following.value = !following.value)}>
        {following.value ? "Following" : "Follow"}
      </button>
    )}
  </article>;
}

function Field({ label, hint, type }: { label: string; hint: string; type: string }) {
  const id = rememberId();
  <div class="field">
    <label htmlFor={id}>{label}</label>
    <input id={id} type={type} aria-describedby={`${id}-hint`} />
    <small id={`${id}-hint`}>{hint}</small>
  </div>;
}

/** Labels tied to their fields by rememberId (React's useId). */
export function LabeledFields() {
  const shown = remember(() => mutableStateOf(false));
  <form class="signup">
    <Field label="Email" hint="We never share it." type="email" />
    <Field label="Password" hint="8 characters or more." type="password" />
    <button type="button" onClick={() => (shown.value = !shown.value)}>
      {shown.value ? "Hide" : "Show"} tips
    </button>
  </form>;
}

/** User content in texts and attributes: escaped, never markup. */
export function Comments({
  comments,
}: {
  comments: { id: number; author: string; text: string; url: string }[];
}) {
  const likes = remember(() => mutableStateOf(0));
  <section class="comments">
    {comments.map((c) => (
      <blockquote key={c.id} cite={c.url} title={`${c.author} said "${c.text}"`}>
        <p>{c.text}</p>
        <footer>
          — <a href={c.url}>{c.author}</a>
        </footer>
      </blockquote>
    ))}
    <button onClick={() => likes.value++}>{likes.value} likes</button>
  </section>;
}

/** A JSON data island for the client, beside what it shows. */
export function DataIsland({ state }: { state: { user: string; items: number[]; note: string } }) {
  const shown = remember(() => mutableStateOf(state.items.length));
  <script type="application/json" id="__STATE__">
    {JSON.stringify(state).replace(/</g, "\\u003c")}
  </script>;
  <p>
    {shown.value} of {state.items.length} items for {state.user}
  </p>;
  <button onClick={() => (shown.value = Math.max(0, shown.value - 1))}>Hide one</button>;
}

function Icon({ name, size = 24 }: { name: "search" | "close" | "user"; size?: number }) {
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    class={`icon icon-${name}`}
  >
    {name === "search" && (
      <>
        <circle cx={11} cy={11} r={8} />
        <path d="m21 21-4.3-4.3" />
      </>
    )}
    {name === "close" && <path d="M18 6 6 18M6 6l12 12" />}
    {name === "user" && <use href="#user-glyph" />}
  </svg>;
}

/** SVG icons in buttons. */
export function Toolbar({ big }: { big: boolean }) {
  const open = remember(() => mutableStateOf(true));
  <div class="toolbar">
    <button aria-label="Search">
      <Icon name="search" size={big ? 32 : 24} />
    </button>
    <button aria-label="Account">
      <Icon name="user" />
    </button>
    {open.value && (
      <button aria-label="Close" onClick={() => (open.value = false)}>
        <Icon name="close" />
      </button>
    )}
  </div>;
}

/** A table: caption, head, body from data, a total in the foot, spans. */
export function PriceTable({ rows }: { rows: { plan: string; monthly: number; seats: number | null }[] }) {
  const yearly = remember(() => mutableStateOf(false));
  const total = rows.reduce((sum, r) => sum + r.monthly, 0);
  <table class="prices">
    <caption>Plans</caption>
    <colgroup>
      <col span={2} />
      <col class="seats" />
    </colgroup>
    <thead>
      <tr>
        <th scope="col">Plan</th>
        <th scope="col">{yearly.value ? "Yearly" : "Monthly"}</th>
        <th scope="col">Seats</th>
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.plan}>
          <th scope="row">{r.plan}</th>
          <td>${yearly.value ? r.monthly * 10 : r.monthly}</td>
          <td>{r.seats ?? "Unlimited"}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr>
        <td colSpan={2}>Total: ${total}</td>
        <td>
          <button onClick={() => (yearly.value = !yearly.value)}>Toggle</button>
        </td>
      </tr>
    </tfoot>
  </table>;
}

/** `<details>` opened by props, and a control that opens them all. */
export function Faq({ items }: { items: { q: string; a: string }[] }) {
  const all = remember(() => mutableStateOf(false));
  <section class="faq">
    {items.map((item, i) => (
      <details key={item.q} open={all.value || i === 0}>
        <summary>{item.q}</summary>
        <p>{item.a}</p>
      </details>
    ))}
    <button onClick={() => (all.value = !all.value)}>{all.value ? "Collapse" : "Expand"} all</button>
  </section>;
}

/** `<select>`s: an uncontrolled one with a default, a controlled one, groups, a disabled option. */
export function Filters({ sort, country }: { sort: string; country: string }) {
  const size = remember(() => mutableStateOf("m"));
  <div class="filters">
    <select name="sort" defaultValue={sort}>
      <option value="new">Newest</option>
      <option value="price">Price</option>
      <option value="rating" disabled>
        Rating
      </option>
    </select>
    <select name="country" defaultValue={country}>
      <optgroup label="Europe">
        <option value="fr">France</option>
        <option value="de">Germany</option>
      </optgroup>
      <optgroup label="Asia">
        <option value="jp">Japan</option>
      </optgroup>
    </select>
    <select name="size" value={size.value} onChange={(e) => (size.value = e.currentTarget.value)}>
      {["s", "m", "l"].map((s) => (
        <option key={s} value={s}>
          {s.toUpperCase()}
        </option>
      ))}
    </select>
    <button onClick={() => (size.value = "l")}>Largest</button>
  </div>;
}

/** Style objects: px for lengths, unitless numbers where CSS has them, custom properties. */
export function Banner({ color, progress }: { color: string; progress: number }) {
  const dismissed = remember(() => mutableStateOf(false));
  <div
    class="banner"
    style={{
      backgroundColor: color,
      padding: 12,
      marginTop: 0,
      borderRadius: "4px",
      opacity: dismissed.value ? 0.5 : 1,
      zIndex: 10,
      lineHeight: 1.5,
      fontWeight: 700,
      flexGrow: 1,
      "--accent": color,
    }}
  >
    <div class="bar" style={{ width: `${progress}%`, height: 4, transition: "width 0.3s ease" }} />
    <p style={{ WebkitLineClamp: 2, display: "-webkit-box", overflow: "hidden" }}>
      Long text clamped to two lines.
    </p>
    <button style={{ float: "right" }} onClick={() => (dismissed.value = true)}>
      Dismiss
    </button>
  </div>;
}

/** Boolean and enumerated attributes as React users write them. */
export function Flags({ locked }: { locked: boolean }) {
  const pressed = remember(() => mutableStateOf(false));
  <div class="flags">
    <input type="text" readOnly={locked} disabled={locked} required spellCheck={false} />
    <input type="file" multiple accept="image/*" />
    <div hidden={!locked}>Locked</div>
    <div draggable={true} tabIndex={-1} contentEditable={locked} translate="no">
      Drag me
    </div>
    <button
      aria-pressed={pressed.value}
      aria-disabled={false}
      data-pressed={pressed.value}
      onClick={() => (pressed.value = !pressed.value)}
    >
      Press
    </button>
    <video src="/clip.mp4" muted controls playsInline loop />
  </div>;
}

/** Void elements: images, line breaks, rules, inputs, sources, tracks, word breaks. */
export function Media({ photo }: { photo: { src: string; alt: string; width: number; height: number } }) {
  const zoom = remember(() => mutableStateOf(false));
  <figure>
    <picture>
      <source srcSet={`${photo.src}.avif`} type="image/avif" />
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
    <figcaption>
      {photo.alt}
      <br />
      Photo by someone
      <wbr />
      with a very long name
    </figcaption>
    <hr />
    <video controls>
      <track kind="captions" src="/captions.vtt" srcLang="en" label="English" default />
    </video>
    <input type="range" min={0} max={10} defaultValue={zoom.value ? 10 : 5} />
    <button onClick={() => (zoom.value = !zoom.value)}>{zoom.value ? "Zoom out" : "Zoom in"}</button>
  </figure>;
}

/** Entities, emoji and scripts of the world, as written in JSX and as data. */
export function World({ greeting }: { greeting: string }) {
  const waves = remember(() => mutableStateOf(1));
  <section lang="mul">
    <p>&copy; 2025 &mdash; Tom &amp; Jerry &lt;3 &quot;quoted&quot; &nbsp;non&#8209;breaking &hellip;</p>
    <p title="&lt;title&gt; &amp; “quotes”">{greeting}</p>
    <p dir="rtl">שלום עולם · مرحبا بالعالم</p>
    <p>日本語のテキスト 👩🏽‍💻 👨‍👩‍👧‍👦 🇫🇷</p>
    <p>{"👋".repeat(waves.value)}</p>
    <button onClick={() => waves.value++}>Wave</button>
  </section>;
}

/** CMS content as HTML (unsafeInnerHTML, React's dangerouslySetInnerHTML) inside the page's own markup. */
export function Article({ title, html }: { title: string; html: string }) {
  const expanded = remember(() => mutableStateOf(false));
  <article class={expanded.value ? "article expanded" : "article"}>
    <h1>{title}</h1>
    <div class="content" unsafeInnerHTML={html} />
    <button onClick={() => (expanded.value = !expanded.value)}>{expanded.value ? "Less" : "More"}</button>
  </article>;
}

/** Pagination: numbers as adjacent texts, aria-current, a disabled link. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const current = remember(() => mutableStateOf(page));
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  <nav aria-label="Pagination" class="pagination">
    <span>
      Page {current.value} of {pages}
    </span>
    <a
      href={current.value > 1 ? `?page=${current.value - 1}` : undefined}
      aria-disabled={current.value === 1}
    >
      Previous
    </a>
    {numbers.map((n) => (
      <a key={n} href={`?page=${n}`} aria-current={n === current.value ? "page" : undefined}>
        {n}
      </a>
    ))}
    <button onClick={() => (current.value = Math.min(pages, current.value + 1))}>Next</button>
  </nav>;
}

function Card({ title, children }: { title: string; children?: Children }) {
  <div class="card">
    <h3 class="card-title">{title}</h3>
    <div class="card-body">{children}</div>
  </div>;
}

/** A dashboard of cards with slots, nested lists and numbers. */
export function Dashboard({
  stats,
  tasks,
}: {
  stats: { label: string; value: number }[];
  tasks: { id: string; done: boolean; title: string }[];
}) {
  const hideDone = remember(() => mutableStateOf(false));
  <div class="dashboard">
    <Card title="Stats">
      <dl>
        {stats.map((s) => (
          <>
            <dt key={`${s.label}-t`}>{s.label}</dt>
            <dd key={`${s.label}-d`}>{s.value.toLocaleString("en-US")}</dd>
          </>
        ))}
      </dl>
    </Card>
    <Card title={`Tasks (${tasks.filter((t) => !t.done).length} open)`}>
      <ul>
        {tasks
          .filter((t) => !(hideDone.value && t.done))
          .map((t) => (
            <li key={t.id} class={t.done ? "done" : undefined}>
              <input type="checkbox" defaultChecked={t.done} /> {t.title}
            </li>
          ))}
      </ul>
      <button onClick={() => (hideDone.value = !hideDone.value)}>
        {hideDone.value ? "Show" : "Hide"} done
      </button>
    </Card>
  </div>;
}
