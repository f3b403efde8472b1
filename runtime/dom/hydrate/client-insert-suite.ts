/**
 * A node the client composes where the server rendered none (a banner for a
 * user known on the client only, a list item the client has first): during
 * hydration, only that node is created; the server's nodes after it are
 * adopted as they are, not rebuilt (claiming-applier.ts, `held`). A server
 * node the client replaced, or one the client does not have (a placeholder,
 * a text), does not cost the nodes after it either (`claimPast`), and one
 * the client has later is moved there (`claimEarlier`), not rebuilt. Each case counts the DOM mutations
 * (only the client's nodes inserted, only the replaced ones removed), checks
 * that every other node is the server's own object, that the result is a
 * client render's markup, and that the app then updates as one. Run in
 * development (client-insert.test.ts) and production
 * (client-insert-production.test.ts, which trusts template nodes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { renderToString } from "../../server/index.js";
import * as dom from "../index.js";

interface Case {
  source: string;
  server: object;
  client: object;
  /** The top-level nodes hydration inserts (nodeName), in order. */
  added: string[];
  /** The server's nodes it removes (nodeName), in order. */
  removed?: string[];
  /** Props of a later render, which must give a client render's markup. */
  next: object;
}

const cases: Record<string, Case> = {
  "an element first in a parent, before elements with children": {
    source: `export function App({ user }) {
      <main>{user && <p class="hello">Hi {user}</p>}<section><h2>Title</h2><span>body</span></section><b>end</b></main>;
    }`,
    server: { user: null },
    client: { user: "ann" },
    added: ["P"],
    next: { user: "bob" },
  },
  "an element in the middle of a parent": {
    source: `export function App({ user }) {
      <main><h1>Top</h1>{user && <p>Hi {user}</p>}<section><h2>Title</h2></section><b>end</b></main>;
    }`,
    server: { user: null },
    client: { user: "ann" },
    added: ["P"],
    next: { user: null },
  },
  "two elements first": {
    source: `export function App({ on }) {
      <div>{on && <p>one</p>}{on && <hr />}<h2 class="x">x</h2><ul><li>y</li></ul></div>;
    }`,
    server: { on: false },
    client: { on: true },
    added: ["P", "HR"],
    next: { on: false },
  },
  "a composable's nodes first": {
    source: `function Banner({ text }) { <aside role="status"><b>{text}</b></aside>; }
      function Body() { <article><h2>Post</h2><p>text</p></article>; }
      export function App({ note }) { <div>{note && <Banner text={note} />}<Body /><footer>f</footer></div>; }`,
    server: { note: "" },
    client: { note: "saved draft" },
    added: ["ASIDE"],
    next: { note: "other" },
  },
  "a server element the client replaced, then elements": {
    source: `export function App({ ready }) {
      <div>{ready ? <ul><li>data</li></ul> : <span class="spinner">loading</span>}<section><h2>t</h2></section><b>y</b></div>;
    }`,
    server: { ready: false },
    client: { ready: true },
    added: ["UL"],
    removed: ["SPAN"],
    next: { ready: false },
  },
  "a server element the client replaced, then a text": {
    source: `export function App({ ready }) {
      <div>{ready ? <ul><li>data</li></ul> : <span>loading</span>}{"after"}<b>y</b></div>;
    }`,
    server: { ready: false },
    client: { ready: true },
    added: ["UL"],
    removed: ["SPAN"],
    next: { ready: false },
  },
  "a server element the client does not have (a placeholder), first": {
    source: `export function App({ loading }) {
      <div>{loading && <span class="spinner">loading</span>}<section><h2>t</h2><p>body</p></section><b>end</b></div>;
    }`,
    server: { loading: true },
    client: { loading: false },
    added: [],
    removed: ["SPAN"],
    next: { loading: true },
  },
  "a server element the client has later: claimed out of order, one move": {
    source: `export function App({ banner }) {
      <div>{banner && <p class="banner">hi</p>}<section><h2>t</h2></section>{!banner && <p class="banner">hi</p>}<p>tail</p></div>;
    }`,
    server: { banner: false },
    client: { banner: true },
    // happy-dom records a move as a removal and an insertion of the same node.
    added: ["P"],
    removed: ["P"],
    next: { banner: false },
  },
  "a server text the client does not have, first": {
    source: `export function App({ n }) {
      <p>{n > 0 && n}<b>unread</b><i>messages</i></p>;
    }`,
    server: { n: 3 },
    client: { n: 0 },
    added: [],
    removed: ["#text"],
    next: { n: 5 },
  },
};

/** A client render's markup of `App` with `props`. */
function fresh(App: Module[string], props: object): string {
  const container = document.createElement("div");
  const composition = dom.render(App, container, props);
  const html = container.innerHTML;
  composition.dispose();
  return html;
}

function allNodes(root: Node): Node[] {
  const nodes: Node[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) nodes.push(n);
  return nodes;
}

export function clientInsertSuite(): void {
  afterEach(() => vi.restoreAllMocks());

  describe("hydrating a node the client composes and the server did not", () => {
    for (const [name, c] of Object.entries(cases))
      for (const templates of [false, true])
        it(`${name} (templates: ${templates})`, () => {
          const { App } = load(c.source, { "composa/dom": dom }, "/src/insert.tsx", { templates })
            .module as Module;
          vi.spyOn(console, "warn").mockImplementation(() => {});
          const container = document.createElement("div");
          container.innerHTML = renderToString(App, c.server);
          const server = new Set(allNodes(container));
          const observer = new MutationObserver(() => {});
          observer.observe(container, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          dom.hydrate(App, container, c.client);
          const records = observer.takeRecords();
          observer.disconnect();
          expect(records.every((r) => r.type === "childList")).toBe(true);
          expect(records.flatMap((r) => [...r.addedNodes].map((n) => n.nodeName))).toEqual(c.added);
          expect(records.flatMap((r) => [...r.removedNodes].map((n) => n.nodeName))).toEqual(c.removed ?? []);
          // Every node but the inserted subtrees is the server's own.
          const added = new Set(
            records.flatMap((r) => [...r.addedNodes].flatMap((n) => [n, ...allNodes(n)])),
          );
          for (const node of allNodes(container)) expect(server.has(node) || added.has(node)).toBe(true);
          expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe(fresh(App, c.client));
          dom.render(App, container, c.next);
          expect(container.innerHTML.replace(/<!--.*?-->/g, "")).toBe(fresh(App, c.next));
        });
  });
}
