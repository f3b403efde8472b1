/**
 * Enums and namespaces where React users write them: in component files,
 * read by composables (attributes, text, `switch` cases of a body, an enum
 * declared in the body itself), and composables kept in a namespace and
 * called with element syntax. Each program is compiled, run against the
 * runtime and recomposed with other props.
 */
import { describe, expect, it } from "vitest";
import type { TreeNode } from "../../runtime/test/recording-applier.js";
import { compile } from "./compile.js";
import { load, mount } from "./test/harness.js";

/** The props of the first node of `type` (depth first). */
function propsOf(node: TreeNode, type: string): Record<string, unknown> | undefined {
  if (node.type === type) return node.props;
  for (const child of node.children) {
    const found = propsOf(child, type);
    if (found) return found;
  }
  return undefined;
}

describe("TypeScript enums and namespaces in composables", () => {
  it("an enum's members drive attributes, text and the `switch` of a composable body", () => {
    const { module } = load(`
export enum Filter { All, Active, Done }
export const enum Tone { Calm = "calm", Loud = "loud" }
export function Todos({ filter, tone }: { filter: Filter; tone: Tone }) {
  <ul data-filter={Filter[filter]} class={tone === Tone.Loud ? "loud" : Tone.Calm}>
    <li>{filter}</li>
  </ul>;
  switch (filter) {
    case Filter.All:
      <p>every item</p>;
      break;
    case Filter.Active:
      <b>open items</b>;
      break;
    default:
      <i>finished items</i>;
  }
}
`);
    const { Filter, Tone, Todos } = module;
    const app = mount(Todos, { filter: Filter.All, tone: Tone.Calm });
    expect(propsOf(app.root, "ul")).toMatchObject({ "data-filter": "All", class: "calm" });
    expect(app.tree()).toBe('root(ul(li("0")),p("every item"))');
    app.update({ filter: Filter.Active, tone: Tone.Loud });
    expect(propsOf(app.root, "ul")).toMatchObject({ "data-filter": "Active", class: "loud" });
    expect(app.tree()).toBe('root(ul(li("1")),b("open items"))');
    app.update({ filter: Filter.Done, tone: Tone.Loud });
    expect(app.tree()).toBe('root(ul(li("2")),i("finished items"))');
  });

  it("a React-style todo filter: a string enum's values as buttons, a Record keyed by it, a generic list", () => {
    const { module } = load(`
import { remember, mutableStateOf } from "composa";
enum Filter { All = "all", Active = "active", Done = "done" }
const FILTERS = Object.values(Filter);
const predicates: Record<Filter, (done: boolean) => boolean> = {
  [Filter.All]: () => true,
  [Filter.Active]: (done) => !done,
  [Filter.Done]: (done) => done,
};
function List<T,>({ items, label }: { items: T[]; label: (t: T) => string }) {
  <ul>{items.map((t) => <li key={label(t)}>{label(t)}</li>)}</ul>;
}
export function TodoApp({ todos }: { todos: { text: string; done: boolean }[] }) {
  const filter = remember(() => mutableStateOf<Filter>(Filter.All));
  <nav>
    {FILTERS.map((f) => <button key={f} class={filter.value === f ? "on" : ""} onClick={() => (filter.value = f)}>{f}</button>)}
  </nav>;
  <List<string> items={todos.filter((t) => predicates[filter.value](t.done)).map((t) => t.text)} label={(s) => s} />;
}
`);
    const todos = [
      { text: "milk", done: true },
      { text: "eggs", done: false },
    ];
    const app = mount(module.TodoApp, { todos });
    const list = () => app.tree().replace(/^.*?ul/, "ul");
    expect(list()).toBe('ul(li("milk"),li("eggs")))');
    const buttons = app.root.children[0]!.children;
    expect(buttons.map((b) => b.children[0]!.text)).toEqual(["all", "active", "done"]);
    (buttons[1]!.props.onClick as () => void)();
    app.update();
    expect(list()).toBe('ul(li("eggs")))');
    expect(buttons[1]!.props.class).toBe("on");
    (buttons[2]!.props.onClick as () => void)();
    app.update();
    expect(list()).toBe('ul(li("milk")))');
  });

  it("an enum declared in a composable's body computes its members from each run's props", () => {
    const { module } = load(`
export function Badge({ level }: { level: number }) {
  enum Size { Small = level, Large = Small * 2 }
  <span data-small={Size.Small} data-large={Size.Large}>{Size[level]}</span>;
}
`);
    const app = mount(module.Badge, { level: 3 });
    expect(propsOf(app.root, "span")).toMatchObject({ "data-small": 3, "data-large": 6 });
    expect(app.tree()).toBe('root(span("Small"))');
    app.update({ level: 5 });
    expect(propsOf(app.root, "span")).toMatchObject({ "data-small": 5, "data-large": 10 });
  });

  it("an enum of the body read in a wrapper's content and a keyed list recomposes with it", () => {
    const { module } = load(`
function Card({ children }: { children: () => void }) {
  <section>{children}</section>;
}
export function Board({ items, mode }: { items: number[]; mode: number }) {
  enum Mode { Compact = mode, Wide = Compact + 1 }
  <Card>
    <h2>{Mode[mode] ?? "none"}</h2>
    {items.map((n) => <i key={n}>{n * Mode.Wide}</i>)}
  </Card>;
}
`);
    const app = mount(module.Board, { items: [1, 2], mode: 1 });
    expect(app.tree()).toBe('root(section(h2("Compact"),i("2"),i("4")))');
    app.update({ items: [2, 3], mode: 2 });
    expect(app.tree()).toBe('root(section(h2("Compact"),i("6"),i("9")))');
  });

  it("composables kept in a namespace are called with element syntax, inside it and from outside", () => {
    const { module } = load(`
export namespace UI {
  export const prefix = "#";
  export const Badge = ({ n }: { n: number }) => {
    <b>{prefix}{n}</b>;
  };
  export function Card({ n }: { n: number }) {
    <section><Badge n={n} /></section>;
  }
}
namespace UI {
  // A later block of the same namespace reads the first block's exports by their bare names.
  export function Twice({ n }: { n: number }) {
    <Card n={n} />;
    <Badge n={n * 2} />;
  }
}
export function App({ n }: { n: number }) {
  <UI.Twice n={n} />;
}
`);
    const app = mount(module.App, { n: 2 });
    expect(app.tree()).toBe('root(section(b("#","2")),b("#","4"))');
    app.update({ n: 5 });
    expect(app.tree()).toBe('root(section(b("#","5")),b("#","10"))');
  });

  it("a namespace's exported variable written inside it is seen from outside, and an alias reads it", () => {
    const { module } = load(`
export namespace Counter {
  export let count = 0;
  export function bump() { count += 1; }
}
import bump = Counter.bump;
export function Show({ times }: { times: number }) {
  for (let i = 0; i < times; i++) bump();
  <p>{Counter.count}</p>;
}
`);
    const app = mount(module.Show, { times: 2 });
    expect(module.Counter.count).toBe(2);
    expect(app.tree()).toBe('root(p("2"))');
  });

  it("a prop typed as an enum, a namespaced enum or an enum member is stable (a number or a string)", () => {
    const { metrics } = compile(
      `enum Filter { All, Done }
const enum Tone { Calm = "calm" }
namespace UI { export enum Size { S, L } }
interface Box { w: number }
export function View({ f, t, s, m, b }: { f: Filter; t: Tone; s: UI.Size; m: Filter.All; b: Box }) {
  <p>{f}{t}{s}{m}{b.w}</p>;
}`,
      { filename: "/src/view.tsx", root: "/src", metrics: true },
    );
    const props = metrics!.composables[0]!.props;
    expect(props.map((p) => [p.name, p.stability])).toEqual([
      ["f", "stable"],
      ["t", "stable"],
      ["s", "stable"],
      ["m", "stable"],
      ["b", "unstable"],
    ]);
  });
});
