/** The everyday pages and the props they are rendered with (ssr-apps.test.ts, test/apps/ssr-stream.test.ts). */
import * as apps from "./apps.js";
import * as content from "./content.js";

export const all = { ...apps, ...content } as unknown as Record<string, (props: object) => void>;

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
];
