/**
 * Hydration where the client's state differs from the server's, drawn at
 * random (a fixed seed): five programs with conditionals, keyed lists,
 * fragments, composables and texts that may be "", each server-rendered
 * with one set of props and hydrated with another. The result must be a
 * client render of the client's props (markers aside), and a later render
 * with a third set must be one too. Found: a server text claimed for a
 * client text "" kept its content, and the server's children of an element
 * the client composes no child in were left in it.
 */
import { afterEach, expect, it, vi } from "vitest";
import { load, type Module } from "../../../plugin/babel/test/harness.js";
import { renderToString } from "../../server/index.js";
import * as dom from "../index.js";

const programs = [
  `export function App({ a, b, c, items, t }) {
    <div>
      {a && <p>A{t}</p>}
      <section>{b ? <i>b</i> : <b>nb</b>}{t}<span>s</span></section>
      {c && "text c"}
      {items.map((i) => <li key={i}>{i}</li>)}
      {!a && <hr />}
      <footer>{t}</footer>
    </div>;
  }`,
  `function Row({ n, t }) { <><dt>{n}</dt><dd>{t}</dd></>; }
  export function App({ a, b, c, items, t }) {
    <dl>
      {b && <Row n={0} t={t} />}
      {items.map((i) => <Row key={i} n={i} t={t} />)}
      {c ? <dt>c</dt> : t}
      {a && <><dt>x</dt><dt>y</dt></>}
      <dd>end</dd>
    </dl>;
  }`,
  `export function App({ a, b, c, items, t }) {
    <ul>{a && <li>first</li>}{items.map((i) => (i % 2 ? <li key={i}>{i}</li> : <p key={i}>{i}</p>))}{b && t}{c && <b>c</b>}</ul>;
  }`,
  `function Card({ title, body }) { <article><h3>{title}</h3>{body && <p>{body}</p>}</article>; }
  export function App({ a, b, c, items, t }) {
    <main>
      {a ? <Card title="a" body={t} /> : <aside>no a</aside>}
      {b && <Card title="b" body="" />}
      <section>{items.map((i) => <Card key={i} title={String(i)} body={i % 2 ? t : ""} />)}</section>
      {c && <><hr /><span>{t}</span></>}
      {t}
    </main>;
  }`,
  `export function App({ a, b, c, items, t }) {
    <table><tbody>{items.map((i) => <tr key={i}>{a && <td>a</td>}<td>{i}</td>{b ? <td>{t}</td> : null}</tr>)}</tbody></table>;
    {c && <p>after {t}</p>}
  }`,
  // Branches with the same tag and other static parts (attributes, texts, children): the client's branch must
  // win over the server's markup, in production too.
  `export function App({ a, b, c, items, t }) {
    <nav>
      {a ? <button class="out">Log out</button> : <button class="in">Log in</button>}
      {b ? <em>yes</em> : <em>no</em>}
      {c ? <p class="c"><b>c</b>{t}</p> : <p class="n"><i>not c</i>{t}</p>}
      <ul>{items.map((i) => (i % 2 ? <li key={i}>odd</li> : <li key={i}>even</li>))}</ul>
    </nav>;
  }`,
  // An attribute only the server's branch has (static, dynamic, boolean): removed, in production too.
  `export function App({ a, b, c, items, t }) {
    <div>
      {a ? <b title="only a">x</b> : <b>x</b>}
      {b ? <span data-b={t}>s</span> : <span>s</span>}
      {c ? <i class="c" hidden>i</i> : <i class="c">i</i>}
      {items.map((i) => (i % 2 ? <em key={i} lang="en">{t}</em> : <em key={i}>{t}</em>))}
    </div>;
  }`,
];

/** A small deterministic generator (the same draws on every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const withoutMarkers = (html: string) => html.replace(/<!--.*?-->/g, "");

function fresh(App: Module[string], props: object): string {
  const container = document.createElement("div");
  const composition = dom.render(App, container, props);
  const html = container.innerHTML;
  composition.dispose();
  return html;
}

/** `templates`: the compiler modes to run (folded templates or not); `draws`: server/client pairs per program. */
export function clientDiffersSuite(templates: readonly boolean[], draws: number): void {
  afterEach(() => vi.restoreAllMocks());

  for (const folded of templates)
    it(`random client props: the hydrated page is a client render, and updates as one (templates: ${folded})`, () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const wrong: string[] = [];
      programs.forEach((source, p) => {
        const { App } = load(source, { "composa/dom": dom }, "/src/differs.tsx", { templates: folded })
          .module as Module;
        const draw = random(p + 1);
        const props = () => ({
          a: draw() < 0.5,
          b: draw() < 0.5,
          c: draw() < 0.5,
          items: [1, 2, 3, 4, 5].filter(() => draw() < 0.5),
          t: draw() < 0.4 ? "" : draw() < 0.5 ? "x" : "yy",
        });
        for (let k = 0; k < draws; k++) {
          const [server, client, next] = [props(), props(), props()];
          const container = document.createElement("div");
          container.innerHTML = renderToString(App, server);
          const composition = dom.hydrate(App, container, client);
          const cases = JSON.stringify({ program: p, server, client });
          if (withoutMarkers(container.innerHTML) !== fresh(App, client)) wrong.push(`hydrate ${cases}`);
          dom.render(App, container, next);
          if (withoutMarkers(container.innerHTML) !== fresh(App, next))
            wrong.push(`then ${JSON.stringify(next)} ${cases}`);
          composition.dispose();
        }
      });
      expect(wrong).toEqual([]);
    });
}
