/**
 * Everyday programs that type-check must work (issue: "the dialect is
 * sound"): prop reassignment, compound components, keyed `.map` callbacks
 * of any shape, value composables with early returns, parameterized slots
 * and spread order. Each runs against the real runtime (recording Applier),
 * asserting the tree, node identity and remembered state.
 */
import { describe, expect, it } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import type { TreeNode } from "../../runtime/test/recording-applier.js";
import { Box, load, mount, type Module } from "./test/harness.js";

function program(src: string) {
  const log: string[] = [];
  const { module } = load(src, { test: { log }, kit: { Box } });
  return { m: module as Module, log };
}

/** The children of the first node of the root (the list element). */
const rows = (app: ReturnType<typeof mount>): TreeNode[] => app.root.children[0]!.children;

describe("destructured props are ordinary bindings", () => {
  it("can be reassigned (=, ??=, +=) while composing, and recompose with new props", () => {
    const { m } = program(`
export function Greeting({ name, punct, count }) {
  if (!name) name = "stranger";
  punct ??= "!";
  count += 1;
  <p>{"Hello " + name + punct + count}</p>;
}`);
    const app = mount(m.Greeting, { name: "", count: 1 });
    expect(app.tree()).toBe('root(p("Hello stranger!2"))');
    app.update({ name: "Ada", punct: "?", count: 5 });
    expect(app.tree()).toBe('root(p("Hello Ada?6"))');
  });
});

describe("compound components", () => {
  const SRC = `
import { log } from "test";
import { remember } from "composa";
export function Card({ title, body }) {
  <card><Card.Header text={title} /><Card.Body text={body} /><Parts.Badge n={title.length} /><Parts.Tag t={body} /></card>;
}
Card.Header = ({ text }) => { log.push("header " + text); const id = remember(() => "h" + text); <h2 id={id}>{text}</h2>; };
Card.Body = function Body(p) { log.push("body " + p.text); <p>{p.text}</p>; };
const Parts = {
  Badge: ({ n }) => { log.push("badge " + n); <i>{n}</i>; },
  Tag({ t }) { log.push("tag " + t); <u>{t}</u>; },
};
`;
  it("members and object-literal properties and methods are composables called with element syntax", () => {
    const { m, log } = program(SRC);
    const app = mount(m.Card, { title: "T", body: "B" });
    expect(app.tree()).toBe('root(card(h2("T"),p("B"),i("1"),u("B")))');
    expect(log).toEqual(["header T", "body B", "badge 1", "tag B"]);
  });

  it("update in place: the same nodes, remembered state kept, unchanged parts skipped", () => {
    const { m, log } = program(SRC);
    const app = mount(m.Card, { title: "T", body: "B" });
    const [h2, p, i, u] = app.root.children[0]!.children;
    log.length = 0;
    app.update({ title: "T", body: "C" });
    expect(app.tree()).toBe('root(card(h2("T"),p("C"),i("1"),u("C")))');
    expect(log).toEqual(["body C", "tag C"]); // Header and Badge skipped: their props did not change
    const after = app.root.children[0]!.children;
    expect(after[0]).toBe(h2);
    expect(after[1]).toBe(p);
    expect(after[2]).toBe(i);
    expect(after[3]).toBe(u);
    expect(h2!.props.id).toBe("hT");
  });
});

describe("keyed elements in a .map callback of any shape", () => {
  const ROW = `
import { remember } from "composa";
function Row({ it }) { const born = remember(() => it.label); <row>{born + ":" + it.label}</row>; }
`;
  const shapes: Record<string, string> = {
    "a conditional expression": `export function List({ items }) { <list>{items.map((it) => it.hidden ? null : <Row key={it.id} it={it} />)}</list>; }`,
    "a logical &&": `export function List({ items }) { <list>{items.map((it) => !it.hidden && <Row key={it.id} it={it} />)}</list>; }`,
    "a block body with several returns": `export function List({ items }) {
  <list>{items.map((it) => {
    if (it.hidden) return null;
    if (it.label.startsWith("x")) return <Row key={it.id} it={it} />;
    return <Row key={it.id} it={it} />;
  })}</list>;
}`,
    "an if in a for..of body": `export function List({ items }) { <list>{() => { for (const it of items) { if (!it.hidden) { <Row key={it.id} it={it} />; } } }}</list>; }`,
    "an if in a for body": `export function List({ items }) { <list>{() => { for (let i = 0; i < items.length; i++) { const it = items[i]; if (it.hidden) continue; <Row key={it.id} it={it} />; } }}</list>; }`,
  };
  const items = (labels: string, hidden = "") =>
    [...labels].map((l) => ({ id: l, label: l, hidden: hidden.includes(l) }));
  for (const [shape, src] of Object.entries(shapes)) {
    it(`hidden, shown again and reordered, rows keep their nodes and state (${shape})`, () => {
      const { m } = program(ROW + src);
      const app = mount(m.List, { items: items("abcd") });
      expect(app.tree()).toBe('root(list(row("a:a"),row("b:b"),row("c:c"),row("d:d")))');
      const [a, b, c, d] = rows(app);
      // Hiding b keeps a, c, d: no row is recreated.
      app.update({ items: items("abcd", "b") });
      expect(rows(app)).toEqual([a, c, d]);
      expect(rows(app)[1]).toBe(c);
      // Reordering moves the nodes with their keys, state included.
      app.update({ items: items("dcba", "b").map((x) => ({ ...x, label: x.label.toUpperCase() })) });
      expect(app.tree()).toBe('root(list(row("d:D"),row("c:C"),row("a:A")))');
      expect(rows(app)[0]).toBe(d);
      expect(rows(app)[1]).toBe(c);
      expect(rows(app)[2]).toBe(a);
      // Shown again: b is new (it left), the others stay.
      app.update({ items: items("abcd") });
      expect(app.tree()).toBe('root(list(row("a:a"),row("b:b"),row("c:c"),row("d:d")))');
      expect(rows(app)[0]).toBe(a);
      expect(rows(app)[1]).not.toBe(b);
      expect(rows(app)[3]).toBe(d);
    });
  }

  it("unkeyed content of an item that also emits a keyed element keeps its iteration's state (found by the fuzzer, seed 181108)", () => {
    const { m } = program(`
import { remember } from "composa";
export function List({ items }) {
  <list>{() => { for (const x of items) {
    if (x.pinned) { <b key={x.id}>{x.id}</b>; continue; }
    const born = remember(() => x.id);
    <li>{x.id + ":" + born}</li>;
  } }}</list>;
}`);
    const all = (pinned: string) => [..."abc"].map((id) => ({ id, pinned: pinned.includes(id) }));
    const app = mount(m.List, { items: all("") });
    expect(app.tree()).toBe('root(list(li("a:a"),li("b:b"),li("c:c")))');
    app.update({ items: all("a") });
    // As with a group per iteration: b and c keep the state of their own iterations.
    expect(app.tree()).toBe('root(list(b("a"),li("b:b"),li("c:c")))');
    expect(app.tree()).toBe(mount(m.List, { items: all("a") }).tree());
  });

  it("duplicate keys behind flow control in a loop match in order among the whole list, as in Compose (fuzzer seed 240175)", () => {
    // The iteration emits a keyed element, so the loop is a keyed list: `<Row key={n}>` is a
    // sibling of every iteration's, all with one key, and the n-th occurrence keeps the n-th's
    // state and node whichever iteration emits it (Compose's rule; React leaves it undefined).
    const { m } = program(`
import { remember } from "composa";
function Row({ id }) {
  const born = remember(() => id);
  <li>{id + ":" + born}</li>;
}
export function List({ n, items }) {
  <list>{() => { for (const x of items) {
    if (x.id % 3 === 2) continue;
    if (x.id > 0) { <Row key={n} id={x.id} />; }
  } }}</list>;
}`);
    const ids = (...xs: number[]) => xs.map((id) => ({ id }));
    const app = mount(m.List, { n: 4, items: ids(2, 5, 3, 4) });
    expect(app.tree()).toBe('root(list(li("3:3"),li("4:4")))');
    const [three, four] = rows(app);
    // 7 is inserted before 3: the first occurrence is now 7's, and takes the first's state.
    app.update({ n: 4, items: ids(2, 7, 5, 3, 4) });
    expect(app.tree()).toBe('root(list(li("7:3"),li("3:4"),li("4:4")))');
    expect(rows(app)[0]).toBe(three);
    expect(rows(app)[1]).toBe(four);
    // Another key is another group: every occurrence starts afresh.
    app.update({ n: 5, items: ids(2, 7, 5, 3, 4) });
    expect(app.tree()).toBe('root(list(li("7:7"),li("3:3"),li("4:4")))');
    expect(rows(app)[0]).not.toBe(three);
  });

  it("unkeyed items still match in order (duplicate keys)", () => {
    const { m } = program(
      `${ROW}export function List({ items }) { <list>{items.map((it) => it.hidden ? null : <Row it={it} />)}</list>; }`,
    );
    const app = mount(m.List, { items: items("ab") });
    const [a] = rows(app);
    app.update({ items: items("ba") });
    expect(rows(app)[0]).toBe(a); // position, not identity
    expect(app.tree()).toBe('root(list(row("a:b"),row("b:a")))');
  });
});

describe("value composables with an early return", () => {
  it("keep later remembered values in a group of their own when the data arrives (and leaves)", () => {
    const { m } = program(`
import { remember } from "composa";
function useUserId(user) {
  if (!user) return null;
  const id = remember(() => "id-" + user.name);
  return id;
}
export function Profile({ user }) {
  const id = useUserId(user);
  <p>{id ?? "loading"}</p>;
}`);
    const app = mount(m.Profile, { user: null });
    expect(app.tree()).toBe('root(p("loading"))');
    app.update({ user: { name: "ada" } });
    expect(app.tree()).toBe('root(p("id-ada"))');
    app.update({ user: { name: "bob" } }); // remembered: the first value stays
    expect(app.tree()).toBe('root(p("id-ada"))');
    app.update({ user: null });
    expect(app.tree()).toBe('root(p("loading"))');
    app.update({ user: { name: "cy" } }); // it left: computed afresh
    expect(app.tree()).toBe('root(p("id-cy"))');
  });
});

describe("parameterized slots", () => {
  const LIST = `
import { log } from "test";
import { remember } from "composa";
export function List(props) {
  <list>{props.items.map((x) => <props.renderItem key={x.id} item={x} />)}</list>;
}
export function Named(props) {
  const { renderItem: RenderItem } = props;
  <list>{props.items.map((x) => <RenderItem key={x.id} item={x} />)}</list>;
}
export function Kids({ items, children: Item }) {
  <list>{items.map((x) => <Item key={x.id} item={x} />)}</list>;
}
`;
  const callers: Record<string, string> = {
    "<props.renderItem />": `export function App({ items, suffix }) { <List items={items} renderItem={({ item }) => { log.push(item.id); const born = remember(() => item.id + suffix); <li>{born + "/" + item.id + suffix}</li>; }} />; }`,
    "<RenderItem /> after destructuring": `export function App({ items, suffix }) { <Named items={items} renderItem={({ item }) => { log.push(item.id); const born = remember(() => item.id + suffix); <li>{born + "/" + item.id + suffix}</li>; }} />; }`,
  };
  const items = (ids: string) => [...ids].map((id) => ({ id }));
  for (const [how, caller] of Object.entries(callers)) {
    it(`keeps per-item state across reorders, skips items whose props did not change, reruns when captures change (${how})`, () => {
      const { m, log } = program(LIST + caller);
      const xs = items("abc");
      const app = mount(m.App, { items: xs, suffix: "!" });
      expect(app.tree()).toBe('root(list(li("a!/a!"),li("b!/b!"),li("c!/c!")))');
      const [a, b, c] = rows(app);
      log.length = 0;
      app.update({ items: [xs[2], xs[0], xs[1]], suffix: "!" });
      expect(rows(app)).toEqual([c, a, b]);
      expect(rows(app)[0]).toBe(c);
      expect(log).toEqual([]); // same item objects, same slot instance: every item skipped
      app.update({ items: [xs[2], xs[0], xs[1]], suffix: "?" });
      expect(app.tree()).toBe('root(list(li("c!/c?"),li("a!/a?"),li("b!/b?")))'); // state kept, new capture shown
      expect(log).toEqual(["c", "a", "b"]);
    });
  }

  it("a lambda with a parameter given as the one child is the children slot", () => {
    const { m } = program(
      `${LIST}export function App({ items }) { <Kids items={items}>{({ item }) => <li>{item.id}</li>}</Kids>; }`,
    );
    const app = mount(m.App, { items: items("ab") });
    expect(app.tree()).toBe('root(list(li("a"),li("b")))');
  });

  it("a content slot without parameters can be placed with {children} or called with element syntax", () => {
    const { m } = program(`
export function Frame({ top, children }) { <frame>{top}</frame>; <frame>{children}</frame>; }
export function Frame2(props) { <props.top />; const { top: Top } = props; <Top />; }
export function App({ t }) { <Frame top={() => <b>{t}</b>}><i>{t}</i></Frame>; <Frame2 top={() => <b>{t}</b>} />; }`);
    const app = mount(m.App, { t: "x" });
    expect(app.tree()).toBe('root(frame(b("x")),frame(i("x")),b("x"),b("x"))');
    app.update({ t: "y" });
    expect(app.tree()).toBe('root(frame(b("y")),frame(i("y")),b("y"),b("y"))');
  });

  it("ErrorBoundary's fallback takes ({ error, retry }) and retry composes the content again", () => {
    const broken = mutableStateOf(true);
    const { module } = load(
      `
import { ErrorBoundary } from "composa";
import { broken } from "state";
function Fragile() { if (broken.value) throw new Error("no data"); <ok />; }
export function App() {
  <ErrorBoundary fallback={({ error, retry }) => { <failed>{error.message}</failed>; <retry onClick={retry} />; }}><Fragile /></ErrorBoundary>;
}`,
      { state: { broken } },
    );
    const app = mount(module.App);
    expect(app.tree()).toBe('root(failed("no data"),retry())');
    broken.value = false;
    (app.root.children[1]!.props.onClick as () => void)();
    flush();
    expect(app.tree()).toBe("root(ok())");
  });
});

describe("composables given to functions", () => {
  it("a higher-order composable keeps the one it is given and places it with element syntax", () => {
    const { m } = program(`
function Label({ t }) { <b>{t}</b>; }
function withBorder(Inner) { return (props) => { <div class="b"><Inner {...props} /></div>; }; }
const Bordered = withBorder(Label);
export function App({ t }) { <Bordered t={t} />; }`);
    const app = mount(m.App, { t: "x" });
    expect(app.tree()).toBe('root(div(b("x")))');
    app.update({ t: "y" });
    expect(app.tree()).toBe('root(div(b("y")))');
  });
});

describe("the user's names", () => {
  it("a binding named as compiled code names its own ($c, $props, $changed, $dirty, $v0) is renamed", () => {
    const { m } = program(`
const $props = { unit: "px" };
export function App({ n }) {
  const $c = n * 2;
  let $dirty = $c + 1;
  const $v0 = $props.unit;
  <p>{$c + "/" + $dirty + $v0}</p>;
}`);
    const app = mount(m.App, { n: 1 });
    expect(app.tree()).toBe('root(p("2/3px"))');
    app.update({ n: 5 });
    expect(app.tree()).toBe('root(p("10/11px"))');
  });
});
