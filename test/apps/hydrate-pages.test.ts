// @vitest-environment happy-dom
// hydrate-pages.tsx: pages whose client differs from the server. After
// hydration the page equals a client render of the client's state, works,
// and keeps the server's nodes where they matched.
import { fireEvent } from "@testing-library/dom";
import { flush } from "composa";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { afterEach, expect, it, vi } from "vitest";
import { render } from "composa/testing";
import { liveValues, markup } from "./fresh.js";
import * as pages from "./hydrate-pages.js";

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const d of disposers.splice(0)) d();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/**
 * Equal to a client render of the same props, but for what server markup
 * keeps (docs/server-rendering.md): the `<!---->` separators, and the
 * `value` / `checked` / `selected` attributes of the server's initial state
 * (the live values are compared instead).
 */
function expectSameAsFresh<P extends object>(App: (p: P) => void, props: P, container: HTMLElement): void {
  const strip = (html: string) =>
    html.replace(/<!---->/g, "").replace(/ (value|checked|selected)="[^"]*"/g, "");
  const fresh = render(App, props as never);
  try {
    expect(strip(markup(container))).toBe(strip(markup(fresh.container)));
    expect(liveValues(container)).toEqual(liveValues(fresh.container));
  } finally {
    fresh.unmount();
  }
}

/** Server markup of `server`'s props, hydrated with `client`'s: the container, the warnings, the server elements kept. */
function hydrateWith<P extends object>(App: (p: P) => void, server: P, client: P) {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(App, server);
  const before = [...container.querySelectorAll("*")];
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(App, container, client);
  disposers.push(() => composition.dispose());
  const warnings = warn.mock.calls.map((c) => String(c[0]));
  warn.mockRestore();
  const kept = (selector: string) => before.includes(container.querySelector(selector)!);
  return { container, warnings, kept };
}

it("a loading state: the skeleton is hydrated as it is, then the data replaces it", async () => {
  const load = () =>
    Promise.resolve([
      { id: 1, name: "Lamp" },
      { id: 2, name: "Desk" },
    ]);
  const { container, warnings, kept } = hydrateWith(pages.Orders, { load }, { load });
  expect(warnings).toEqual([]);
  expect(kept(".skeleton") && kept("footer")).toBe(true);
  await Promise.resolve();
  await Promise.resolve();
  flush();
  expect(container.querySelector(".skeleton")).toBeNull();
  expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["Lamp", "Desk"]);
  expect(kept("footer") && kept("h1")).toBe(true);
});

it("a user known on the client only: the link becomes the greeting, the rest of the header is adopted", () => {
  const { container, warnings, kept } = hydrateWith(pages.Header, { user: null }, { user: "Ada" });
  expect(warnings.join("\n")).toMatch(/hydration mismatch/);
  expect(container.querySelector(".user")!.textContent).toBe("Hi, Ada");
  expect(kept("header") && kept("nav")).toBe(true);
  expectSameAsFresh(pages.Header, { user: "Ada" }, container);
});

it("a restored draft: the field shows the client's text, and the form then works", () => {
  const { container } = hydrateWith(pages.CommentForm, { draft: "" }, { draft: "Nice post" });
  const field = container.querySelector("textarea")!;
  expect(field.value).toBe("Nice post");
  expect(container.querySelector("small")!.textContent).toBe("271 left");
  expect(container.querySelector("button")!.disabled).toBe(false);
  expectSameAsFresh(pages.CommentForm, { draft: "Nice post" }, container);
  fireEvent.submit(container.querySelector("form")!);
  flush();
  expect(field.value).toBe("");
  expect(container.querySelector(".sent")!.textContent).toBe("Nice post");
  field.value = "Second";
  fireEvent.input(field);
  flush();
  expect(container.querySelector("small")!.textContent).toBe("274 left");
});

it("a newer list (added, removed, reordered): the page is the client's, and each row's control works", () => {
  const server = [1, 2, 3, 4].map((id) => ({ id, name: `m${id}` }));
  const client = [5, 3, 1, 4].map((id) => ({ id, name: `m${id}` }));
  const { container } = hydrateWith(pages.Inbox, { items: server }, { items: client });
  expectSameAsFresh(pages.Inbox, { items: client }, container);
  fireEvent.click(container.querySelector("li:nth-child(2) button")!);
  flush();
  expect(container.querySelector("li.open p")!.textContent).toBe("Message 3");
  expect(container.querySelector(".count")!.textContent).toBe("4 messages");
});

it("relative times: the texts are rewritten in place, the articles adopted", () => {
  const posts = [
    { id: 1, at: 0, text: "one" },
    { id: 2, at: 60000, text: "two" },
  ];
  const { container, kept } = hydrateWith(pages.Feed, { now: 300000, posts }, { now: 360000, posts });
  expect([...container.querySelectorAll("time")].map((t) => t.textContent)).toEqual([
    "6 minutes ago",
    "5 minutes ago",
  ]);
  expect(kept("article") && kept("time")).toBe(true);
  expectSameAsFresh(pages.Feed, { now: 360000, posts }, container);
});

it("a banner the client shows first: a mismatch, repaired (the page after it is made anew, as React renders the root anew); dismissing it works", () => {
  const { container, warnings } = hydrateWith(pages.WithBanner, { consent: false }, { consent: null });
  expect(warnings.join("\n")).toMatch(/hydration mismatch .*expected <div>.*found <main>/);
  expect(container.querySelector(".banner")).not.toBeNull();
  expectSameAsFresh(pages.WithBanner, { consent: null }, container);
  fireEvent.click(container.querySelector(".banner button")!);
  flush();
  expect(container.querySelector(".banner")).toBeNull();
  expect(container.querySelector("main h1")!.textContent).toBe("Welcome");
});

it("tabs: the client's tab shows, its panel repaired; switching works from there", () => {
  const { container } = hydrateWith(pages.Tabs, { tab: "a" }, { tab: "b" });
  expectSameAsFresh(pages.Tabs, { tab: "b" }, container);
  expect(container.querySelector('[aria-selected="true"]')!.textContent).toBe("B");
  fireEvent.click(container.querySelectorAll("button")[2]!);
  flush();
  expect(container.querySelector('[role="tabpanel"]')!.textContent).toBe("Third");
  fireEvent.click(container.querySelectorAll("button")[0]!);
  flush();
  expect(container.querySelector('[role="tabpanel"]')!.innerHTML).toBe("<p>First</p>");
});

it("saved settings: the checkboxes and the select show the client's values and then follow the clicks", () => {
  const server = { email: false, sms: false, lang: "en" };
  const client = { email: true, sms: false, lang: "fr" };
  const { container } = hydrateWith(pages.Settings, { saved: server }, { saved: client });
  const [email, sms] = [...container.querySelectorAll("input")];
  const select = container.querySelector("select")!;
  expect([email!.checked, sms!.checked, select.value]).toEqual([true, false, "fr"]);
  fireEvent.click(sms!);
  flush();
  expect([email!.checked, sms!.checked]).toEqual([true, true]);
  expectSameAsFresh(pages.Settings, { saved: { ...client, sms: true } }, container);
});

it("a search whose query the client restores: fewer results, or the empty state; typing then works", () => {
  const all = ["apple", "apricot", "banana"];
  const { container } = hydrateWith(pages.Search, { query: "", all }, { query: "ap", all });
  expect(container.querySelector("input")!.value).toBe("ap");
  expectSameAsFresh(pages.Search, { query: "ap", all }, container);
  const input = container.querySelector("input")!;
  input.value = "zz";
  fireEvent.input(input);
  flush();
  expect(container.querySelector(".empty")!.textContent).toBe("No results for “zz”");
  input.value = "an";
  fireEvent.input(input);
  flush();
  expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["banana"]);
  const empty = hydrateWith(pages.Search, { query: "", all }, { query: "q", all });
  expectSameAsFresh(pages.Search, { query: "q", all }, empty.container);
});

it("a cart the client knows better: its lines, quantities and total; removing a line works", () => {
  const server = [{ id: "pen", price: 1.5, qty: 1 }];
  const client = [
    { id: "pen", price: 1.5, qty: 3 },
    { id: "ink", price: 4, qty: 1 },
  ];
  const { container, kept } = hydrateWith(pages.Cart, { lines: server }, { lines: client });
  expectSameAsFresh(pages.Cart, { lines: client }, container);
  expect(kept("table") && kept("tr")).toBe(true);
  expect(container.querySelector(".total")!.textContent).toBe("Total: 8.50");
  fireEvent.click(container.querySelector('[aria-label="remove pen"]')!);
  flush();
  expect(container.querySelectorAll("tr").length).toBe(1);
  expect(container.querySelector(".total")!.textContent).toBe("Total: 4.00");
});
