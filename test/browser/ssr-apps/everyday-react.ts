// The React twins of everyday.tsx, written as a React user writes them
// (className, htmlFor, useState, useId, dangerouslySetInnerHTML), with
// createElement so that no JSX transform but Composa's is involved.
// test/apps/react-parity.test.ts renders both and compares the markup.
import { createElement as h, Fragment, useId, useState, type ReactNode } from "react";
import type { Product } from "./everyday.js";

export function Layout({ title, description, path }: { title: string; description: string; path: string }) {
  const [menu, setMenu] = useState(false);
  const links = [
    { href: "/", label: "Home" },
    { href: "/docs", label: "Docs" },
    { href: "/blog", label: "Blog" },
  ];
  return h(
    "html",
    { lang: "en" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, `${title} | Acme`),
      h("meta", { name: "description", content: description }),
      h("meta", { property: "og:title", content: title }),
      h("link", { rel: "icon", href: "/favicon.ico" }),
      h("link", { rel: "canonical", href: `https://acme.test${path}` }),
    ),
    h(
      "body",
      null,
      h(
        "header",
        { className: "site-header" },
        h("a", { className: "logo", href: "/" }, "Acme"),
        h("button", { "aria-expanded": menu, onClick: () => setMenu(!menu) }, "Menu"),
        h(
          "nav",
          { className: menu ? "open" : "closed" },
          links.map((link) =>
            h(
              "a",
              { key: link.href, href: link.href, className: link.href === path ? "active" : undefined },
              link.label,
            ),
          ),
        ),
      ),
      h("main", null, h("h1", null, title), h("p", null, description)),
      h("footer", null, "© 2025 Acme, Inc."),
    ),
  );
}

export function ProductList({ products, currency }: { products: Product[]; currency: string }) {
  const [descending, setDescending] = useState(false);
  const sorted = [...products].sort((a, b) => (descending ? b.price - a.price : a.price - b.price));
  return h(
    "section",
    { className: "products" },
    h("h2", null, "Products (", products.length, ")"),
    h("button", { onClick: () => setDescending(!descending) }, "Sort by price ", descending ? "↑" : "↓"),
    sorted.length === 0
      ? h("p", { className: "empty" }, "No products yet.")
      : h(
          "ul",
          null,
          sorted.map((p) =>
            h(
              "li",
              { key: p.id, className: "product", "data-id": p.id },
              h("span", { className: "name" }, p.name),
              h("span", { className: "price" }, p.price.toFixed(2), " ", currency),
              p.stock === 0 && h("span", { className: "badge" }, "Sold out"),
              p.stock > 0 && p.stock < 5 && h("span", { className: "badge low" }, "Only ", p.stock, " left"),
            ),
          ),
        ),
  );
}

export function ContactForm({ name, topic, message }: { name: string; topic: string; message: string }) {
  const [subscribe, setSubscribe] = useState(true);
  return h(
    "form",
    { method: "post", action: "/contact" },
    h("input", { type: "text", name: "name", defaultValue: name, placeholder: "Your name", required: true }),
    h("input", { type: "email", name: "email", placeholder: "you@example.com", autoComplete: "email" }),
    h(
      "select",
      { name: "topic", defaultValue: topic },
      h("option", { value: "sales" }, "Sales"),
      h("option", { value: "support" }, "Support"),
      h("option", { value: "other" }, "Other"),
    ),
    h("textarea", { name: "message", rows: 4, defaultValue: message }),
    h(
      "fieldset",
      null,
      h("legend", null, "Reply by"),
      h("input", { type: "radio", name: "reply", value: "email", defaultChecked: true }),
      h("input", { type: "radio", name: "reply", value: "phone" }),
    ),
    h("input", {
      type: "checkbox",
      name: "subscribe",
      checked: subscribe,
      onChange: () => setSubscribe(!subscribe),
    }),
    h("input", { type: "hidden", name: "source", value: "footer" }),
    h("button", { type: "submit" }, "Send"),
  );
}

export function Profile({
  user,
  viewer,
}: {
  user: { name: string; bio: string | null; verified: boolean; badges: string[] };
  viewer: string | null;
}) {
  const [following, setFollowing] = useState(false);
  const isOwner = viewer === user.name;
  return h(
    "article",
    { className: "profile" },
    h("h2", null, user.name, user.verified && h("span", { title: "Verified" }, " ✔")),
    user.bio ? h("p", { className: "bio" }, user.bio) : h("p", { className: "bio empty" }, "No bio yet."),
    user.badges.length > 0 &&
      h(
        "ul",
        { className: "badges" },
        user.badges.map((b) => h("li", { key: b }, b)),
      ),
    isOwner
      ? h("a", { href: "/settings" }, "Edit profile")
      : h("button", { onClick: () => setFollowing(!following) }, following ? "Following" : "Follow"),
  );
}

function Field({ label, hint, type }: { label: string; hint: string; type: string }) {
  const id = useId();
  return h(
    "div",
    { className: "field" },
    h("label", { htmlFor: id }, label),
    h("input", { id, type, "aria-describedby": `${id}-hint` }),
    h("small", { id: `${id}-hint` }, hint),
  );
}

export function LabeledFields() {
  const [shown, setShown] = useState(false);
  return h(
    "form",
    { className: "signup" },
    h(Field, { label: "Email", hint: "We never share it.", type: "email" }),
    h(Field, { label: "Password", hint: "8 characters or more.", type: "password" }),
    h("button", { type: "button", onClick: () => setShown(!shown) }, shown ? "Hide" : "Show", " tips"),
  );
}

export function Comments({
  comments,
}: {
  comments: { id: number; author: string; text: string; url: string }[];
}) {
  const [likes, setLikes] = useState(0);
  return h(
    "section",
    { className: "comments" },
    comments.map((c) =>
      h(
        "blockquote",
        { key: c.id, cite: c.url, title: `${c.author} said "${c.text}"` },
        h("p", null, c.text),
        h("footer", null, "— ", h("a", { href: c.url }, c.author)),
      ),
    ),
    h("button", { onClick: () => setLikes(likes + 1) }, likes, " likes"),
  );
}

export function DataIsland({ state }: { state: { user: string; items: number[]; note: string } }) {
  const [shown, setShown] = useState(state.items.length);
  return h(
    Fragment,
    null,
    // Text children of a <script> would be escaped by React: the JSON goes through dangerouslySetInnerHTML.
    h("script", {
      type: "application/json",
      id: "__STATE__",
      dangerouslySetInnerHTML: { __html: JSON.stringify(state).replace(/</g, "\\u003c") },
    }),
    h("p", null, shown, " of ", state.items.length, " items for ", state.user),
    h("button", { onClick: () => setShown(Math.max(0, shown - 1)) }, "Hide one"),
  );
}

function Icon({ name, size = 24 }: { name: "search" | "close" | "user"; size?: number }) {
  return h(
    "svg",
    {
      width: size,
      height: size,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      "aria-hidden": "true",
      className: `icon icon-${name}`,
    },
    name === "search" &&
      h(Fragment, null, h("circle", { cx: 11, cy: 11, r: 8 }), h("path", { d: "m21 21-4.3-4.3" })),
    name === "close" && h("path", { d: "M18 6 6 18M6 6l12 12" }),
    name === "user" && h("use", { href: "#user-glyph" }),
  );
}

export function Toolbar({ big }: { big: boolean }) {
  const [open, setOpen] = useState(true);
  return h(
    "div",
    { className: "toolbar" },
    h("button", { "aria-label": "Search" }, h(Icon, { name: "search", size: big ? 32 : 24 })),
    h("button", { "aria-label": "Account" }, h(Icon, { name: "user" })),
    open && h("button", { "aria-label": "Close", onClick: () => setOpen(false) }, h(Icon, { name: "close" })),
  );
}

export function PriceTable({ rows }: { rows: { plan: string; monthly: number; seats: number | null }[] }) {
  const [yearly, setYearly] = useState(false);
  const total = rows.reduce((sum, r) => sum + r.monthly, 0);
  return h(
    "table",
    { className: "prices" },
    h("caption", null, "Plans"),
    h("colgroup", null, h("col", { span: 2 }), h("col", { className: "seats" })),
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { scope: "col" }, "Plan"),
        h("th", { scope: "col" }, yearly ? "Yearly" : "Monthly"),
        h("th", { scope: "col" }, "Seats"),
      ),
    ),
    h(
      "tbody",
      null,
      rows.map((r) =>
        h(
          "tr",
          { key: r.plan },
          h("th", { scope: "row" }, r.plan),
          h("td", null, "$", yearly ? r.monthly * 10 : r.monthly),
          h("td", null, r.seats ?? "Unlimited"),
        ),
      ),
    ),
    h(
      "tfoot",
      null,
      h(
        "tr",
        null,
        h("td", { colSpan: 2 }, "Total: $", total),
        h("td", null, h("button", { onClick: () => setYearly(!yearly) }, "Toggle")),
      ),
    ),
  );
}

export function Faq({ items }: { items: { q: string; a: string }[] }) {
  const [all, setAll] = useState(false);
  return h(
    "section",
    { className: "faq" },
    items.map((item, i) =>
      h("details", { key: item.q, open: all || i === 0 }, h("summary", null, item.q), h("p", null, item.a)),
    ),
    h("button", { onClick: () => setAll(!all) }, all ? "Collapse" : "Expand", " all"),
  );
}

export function Filters({ sort, country }: { sort: string; country: string }) {
  const [size, setSize] = useState("m");
  return h(
    "div",
    { className: "filters" },
    h(
      "select",
      { name: "sort", defaultValue: sort },
      h("option", { value: "new" }, "Newest"),
      h("option", { value: "price" }, "Price"),
      h("option", { value: "rating", disabled: true }, "Rating"),
    ),
    h(
      "select",
      { name: "country", defaultValue: country },
      h(
        "optgroup",
        { label: "Europe" },
        h("option", { value: "fr" }, "France"),
        h("option", { value: "de" }, "Germany"),
      ),
      h("optgroup", { label: "Asia" }, h("option", { value: "jp" }, "Japan")),
    ),
    h(
      "select",
      {
        name: "size",
        value: size,
        onChange: (e: { currentTarget: { value: string } }) => setSize(e.currentTarget.value),
      },
      ["s", "m", "l"].map((s) => h("option", { key: s, value: s }, s.toUpperCase())),
    ),
    h("button", { onClick: () => setSize("l") }, "Largest"),
  );
}

export function Banner({ color, progress }: { color: string; progress: number }) {
  const [dismissed, setDismissed] = useState(false);
  return h(
    "div",
    {
      className: "banner",
      style: {
        backgroundColor: color,
        padding: 12,
        marginTop: 0,
        borderRadius: "4px",
        opacity: dismissed ? 0.5 : 1,
        zIndex: 10,
        lineHeight: 1.5,
        fontWeight: 700,
        flexGrow: 1,
        "--accent": color,
      },
    },
    h("div", {
      className: "bar",
      style: { width: `${progress}%`, height: 4, transition: "width 0.3s ease" },
    }),
    h(
      "p",
      { style: { WebkitLineClamp: 2, display: "-webkit-box", overflow: "hidden" } },
      "Long text clamped to two lines.",
    ),
    h("button", { style: { float: "right" }, onClick: () => setDismissed(true) }, "Dismiss"),
  );
}

export function Flags({ locked }: { locked: boolean }) {
  const [pressed, setPressed] = useState(false);
  return h(
    "div",
    { className: "flags" },
    h("input", { type: "text", readOnly: locked, disabled: locked, required: true, spellCheck: false }),
    h("input", { type: "file", multiple: true, accept: "image/*" }),
    h("div", { hidden: !locked }, "Locked"),
    h(
      "div",
      {
        draggable: true,
        tabIndex: -1,
        contentEditable: locked,
        suppressContentEditableWarning: true,
        translate: "no",
      },
      "Drag me",
    ),
    h(
      "button",
      {
        "aria-pressed": pressed,
        "aria-disabled": false,
        "data-pressed": pressed,
        onClick: () => setPressed(!pressed),
      },
      "Press",
    ),
    h("video", { src: "/clip.mp4", muted: true, controls: true, playsInline: true, loop: true }),
  );
}

export function Media({ photo }: { photo: { src: string; alt: string; width: number; height: number } }) {
  const [zoom, setZoom] = useState(false);
  return h(
    "figure",
    null,
    h(
      "picture",
      null,
      h("source", { srcSet: `${photo.src}.avif`, type: "image/avif" }),
      h("img", {
        src: photo.src,
        alt: photo.alt,
        width: photo.width,
        height: photo.height,
        loading: "lazy",
        decoding: "async",
      }),
    ),
    h("figcaption", null, photo.alt, h("br"), "Photo by someone", h("wbr"), "with a very long name"),
    h("hr"),
    h(
      "video",
      { controls: true },
      h("track", { kind: "captions", src: "/captions.vtt", srcLang: "en", label: "English", default: true }),
    ),
    h("input", { type: "range", min: 0, max: 10, defaultValue: zoom ? 10 : 5 }),
    h("button", { onClick: () => setZoom(!zoom) }, zoom ? "Zoom out" : "Zoom in"),
  );
}

export function World({ greeting }: { greeting: string }) {
  const [waves, setWaves] = useState(1);
  return h(
    "section",
    { lang: "mul" },
    // JSX decodes entities at compile time: the text React gets is the characters.
    h("p", null, '© 2025 — Tom & Jerry <3 "quoted" \u00a0non\u2011breaking …'),
    h("p", { title: "<title> & “quotes”" }, greeting),
    h("p", { dir: "rtl" }, "שלום עולם · مرحبا بالعالم"),
    h("p", null, "日本語のテキスト 👩🏽‍💻 👨‍👩‍👧‍👦 🇫🇷"),
    h("p", null, "👋".repeat(waves)),
    h("button", { onClick: () => setWaves(waves + 1) }, "Wave"),
  );
}

export function Article({ title, html }: { title: string; html: string }) {
  const [expanded, setExpanded] = useState(false);
  return h(
    "article",
    { className: expanded ? "article expanded" : "article" },
    h("h1", null, title),
    h("div", { className: "content", dangerouslySetInnerHTML: { __html: html } }),
    h("button", { onClick: () => setExpanded(!expanded) }, expanded ? "Less" : "More"),
  );
}

export function Pagination({ page, pages }: { page: number; pages: number }) {
  const [current, setCurrent] = useState(page);
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return h(
    "nav",
    { "aria-label": "Pagination", className: "pagination" },
    h("span", null, "Page ", current, " of ", pages),
    h(
      "a",
      { href: current > 1 ? `?page=${current - 1}` : undefined, "aria-disabled": current === 1 },
      "Previous",
    ),
    numbers.map((n) =>
      h("a", { key: n, href: `?page=${n}`, "aria-current": n === current ? "page" : undefined }, n),
    ),
    h("button", { onClick: () => setCurrent(Math.min(pages, current + 1)) }, "Next"),
  );
}

function Card({ title, children }: { title: string; children?: ReactNode }) {
  return h(
    "div",
    { className: "card" },
    h("h3", { className: "card-title" }, title),
    h("div", { className: "card-body" }, children),
  );
}

export function Dashboard({
  stats,
  tasks,
}: {
  stats: { label: string; value: number }[];
  tasks: { id: string; done: boolean; title: string }[];
}) {
  const [hideDone, setHideDone] = useState(false);
  return h(
    "div",
    { className: "dashboard" },
    h(
      Card,
      { title: "Stats" },
      h(
        "dl",
        null,
        stats.map((s) =>
          h(
            Fragment,
            { key: s.label },
            h("dt", null, s.label),
            h("dd", null, s.value.toLocaleString("en-US")),
          ),
        ),
      ),
    ),
    h(
      Card,
      { title: `Tasks (${tasks.filter((t) => !t.done).length} open)` },
      h(
        "ul",
        null,
        tasks
          .filter((t) => !(hideDone && t.done))
          .map((t) =>
            h(
              "li",
              { key: t.id, className: t.done ? "done" : undefined },
              h("input", { type: "checkbox", defaultChecked: t.done }),
              " ",
              t.title,
            ),
          ),
      ),
      h("button", { onClick: () => setHideDone(!hideDone) }, hideDone ? "Show" : "Hide", " done"),
    ),
  );
}
