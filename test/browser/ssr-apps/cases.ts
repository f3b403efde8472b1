/** The everyday pages and the props they are rendered with (ssr-apps.test.ts, test/apps/ssr-stream.test.ts). */
import * as apps from "./apps.js";
import * as content from "./content.js";
import * as everyday from "./everyday.js";

export const all = { ...apps, ...content, ...everyday } as unknown as Record<string, (props: object) => void>;

/**
 * The pages of everyday.tsx and their props: each also has a React twin
 * (everyday-react.ts) whose markup react-parity.test.ts compares.
 */
export const everydayCases: [id: string, props: object][] = [
  ["Layout", { title: "Getting started", description: "Install & run <Acme> in 5 minutes", path: "/docs" }],
  [
    "ProductList",
    {
      currency: "EUR",
      products: [
        { id: 1, name: "Mug", price: 12, stock: 3 },
        { id: 2, name: "T-shirt <L>", price: 25.5, stock: 0 },
        { id: 3, name: "Cap & hat", price: 18, stock: 40 },
      ],
    },
  ],
  ["ProductList", { currency: "USD", products: [] }],
  ["ContactForm", { name: 'Ada "A" Lovelace', topic: "support", message: "\nHello,\n<b>there</b> & bye" }],
  [
    "Profile",
    { user: { name: "ada", bio: "Math & engines", verified: true, badges: ["early", "pro"] }, viewer: "bob" },
  ],
  ["Profile", { user: { name: "ada", bio: null, verified: false, badges: [] }, viewer: "ada" }],
  ["LabeledFields", {}],
  [
    "Comments",
    {
      comments: [
        {
          id: 1,
          author: "mallory",
          text: '<script>alert("x")</script> & <b>bold</b>',
          url: "/u/mallory?a=1&b=2",
        },
        { id: 2, author: "O'Brien", text: 'It\'s 5 > 3 — "true"', url: "https://example.com/#top" },
      ],
    },
  ],
  ["DataIsland", { state: { user: "zoë", items: [1, 2, 3], note: "</script><!-- & 'quotes'" } }],
  ["Toolbar", { big: true }],
  [
    "PriceTable",
    {
      rows: [
        { plan: "Free", monthly: 0, seats: 1 },
        { plan: "Team", monthly: 20, seats: 10 },
        { plan: "Enterprise", monthly: 99, seats: null },
      ],
    },
  ],
  [
    "Faq",
    {
      items: [
        { q: "Is it free?", a: "Yes, & open source." },
        { q: "Does it work <offline>?", a: "Mostly." },
      ],
    },
  ],
  ["Filters", { sort: "price", country: "jp" }],
  ["Banner", { color: "#0af", progress: 42 }],
  ["Flags", { locked: true }],
  ["Flags", { locked: false }],
  ["Media", { photo: { src: "/img/cat.jpg", alt: "A cat <3", width: 640, height: 480 } }],
  ["World", { greeting: "Grüße, 你好, привет & <hi>" }],
  [
    "Article",
    {
      title: "Release notes",
      html: '<h2>New</h2><p>Faster &amp; <em>smaller</em>.</p><ul><li>One</li><li>Two</li></ul><img src="/a.png" alt="">',
    },
  ],
  ["Pagination", { page: 1, pages: 4 }],
  [
    "Dashboard",
    {
      stats: [
        { label: "Users", value: 12840 },
        { label: "Revenue", value: 1234567 },
      ],
      tasks: [
        { id: "a", done: true, title: "Ship <v1>" },
        { id: "b", done: false, title: "Write docs & tests" },
      ],
    },
  ],
];

export const cases: [id: string, props: object][] = [
  [
    "Blog",
    {
      user: "Ada",
      posts: [
        { id: 1, title: "Hello & welcome", tags: ["intro"] },
        { id: 2, title: "Second", tags: [] },
      ],
    },
  ],
  ["Blog", { user: null, posts: [] }],
  [
    "Blog",
    {
      user: "Bo",
      posts: [1, 2, 3, 4].map((id) => ({ id, title: `Post ${id}`, tags: id % 2 === 0 ? ["even", "x"] : [] })),
    },
  ],
  ["Product", { name: "T-shirt <limited>", price: 19.5, sizes: ["s", "m", "l"] }],
  ["Settings", { bio: "<p>Hi <b>there</b> &amp; welcome</p>", plan: "pro" }],
  ["Conditional", { loggedIn: true, notice: "Sale!" }],
  ["Conditional", { loggedIn: false }],
  ["WithBoundary", { what: "the <widget>" }],
  ["Themed", { theme: "dark" }],
  ["Entities", { name: "Zoë & <Bob> \"the\" 'builder' 🚀" }],
  ["Preformatted", { code: "\nfunction f() {\n  return 1 < 2 && 3 > 2;\n}\n" }],
  ["Islands", { data: { a: "<b>&amp;", b: [1, 2], c: "<!--" } }],
  ["Template", {}],
  ["FullTable", { rows: ["one", "two"] }],
  ["InlineText", { first: "Ada", last: "Lovelace", count: 1 }],
  ["InlineText", { first: "", last: "", count: 0 }],
  ["Outputs", { a: 2, b: 3 }],
  // The whole document (Layout) is hydrated into a document: test/browser/document.test.ts.
  ...everydayCases.filter(([id]) => id !== "Layout"),
];
