// JavaScript and TypeScript constructs in composables, as React users write
// them: helpers and composables declared inside a composable, destructuring
// with defaults and rest, optional chaining, a generic list with a render
// prop, a recursive tree, composables called conditionally, classes, spread
// props with getters, keys on swapped siblings, names that the compiled code
// also uses (`$c`, `$props`, `$changed`, `$dirty`), immediately-invoked
// functions in attributes, tagged templates and `arguments`.
import { mutableStateOf, remember, type MutableState } from "composa";

export interface Props {
  n: MutableState<number>;
}

/** A helper function and a composable declared inside, a composable declared in a block. */
export function Nested({ n }: Props) {
  function label(i: number) {
    return `n${i}`;
  }
  const twice = (i: number) => i * 2;
  const Item = ({ i }: { i: number }) => {
    <li>
      {label(i)}:{twice(i)}
    </li>;
  };
  <ul>
    {() => {
      for (let i = 0; i <= n.value % 3; i++) <Item i={i} />;
    }}
  </ul>;
  if (n.value % 2) {
    const Odd = ({ i }: { i: number }) => {
      <i>odd {i}</i>;
    };
    <Odd i={n.value} />;
  }
}

/** Destructuring with defaults and rest, in the parameter and in the body; optional chaining and `??`. */
export function Destructure({
  n,
  title = "untitled",
  opts: { size = 3, ...moreOpts } = {},
  ...rest
}: Props & { title?: string; opts?: { size?: number; tone?: string }; [k: string]: unknown }) {
  const [first = "none", ...others] = n.value > 1 ? ["x", "y", "z"].slice(0, n.value % 4) : [];
  const user: { name?: string; address?: { city?: string } } | null =
    n.value === 0
      ? null
      : n.value === 1
        ? {}
        : { name: "Ada", address: n.value > 2 ? {} : { city: "Paris" } };
  <p title={title} data-size={size} data-more={JSON.stringify(moreOpts)} data-rest={Object.keys(rest).join()}>
    {first}|{others.join("+")}
  </p>;
  <p>
    {user?.name ?? "anonymous"} in {user?.address?.city ?? "nowhere"}
  </p>;
}

/** A generic list whose items are placed by a render prop (a parameterized slot). */
function List<T>(props: {
  items: T[];
  keyOf: (item: T) => string;
  render: (p: { item: T; index: number }) => void;
}) {
  const { render: Render } = props;
  <ul>
    {props.items.map((item, index) => (
      <li key={props.keyOf(item)}>
        <Render item={item} index={index} />
      </li>
    ))}
  </ul>;
}

export function Generic({ n }: Props) {
  const rows = Array.from({ length: n.value % 4 }, (_, i) => ({ id: `r${i}`, count: i * n.value }));
  <List<{ id: string; count: number }>
    items={rows}
    keyOf={(r) => r.id}
    render={({ item, index }) => (
      <span>
        {index}:{item.count}
      </span>
    )}
  />;
  <List items={["a", "b"]} keyOf={(s) => s} render={({ item }) => <b>{item + n.value}</b>} />;
}

type TreeNode = { name: string; kids?: TreeNode[] };

/** A composable that places itself for each child. */
function Tree({ node, depth = 0 }: { node: TreeNode; depth?: number }) {
  <li data-depth={depth}>
    {node.name}
    {node.kids && node.kids.length > 0 && (
      <ul>
        {node.kids.map((k) => (
          <Tree key={k.name} node={k} depth={depth + 1} />
        ))}
      </ul>
    )}
  </li>;
}

export function Recursive({ n }: Props) {
  const kids: TreeNode[] = [{ name: "a", kids: [{ name: "a1" }] }];
  if (n.value % 3 > 0)
    kids.push({ name: "b", kids: n.value % 3 > 1 ? [{ name: "b1" }, { name: "b2" }] : [] });
  if (n.value % 2) kids.reverse();
  <ul>
    <Tree node={{ name: "root", kids }} />
  </ul>;
}

function useLabel(i: number) {
  return remember(i, () => `L${i}`);
}

function A({ i }: { i: number }) {
  const label = useLabel(i);
  <a>{label}</a>;
}

/** Composables and value composables called behind `if`, `?:`, `&&` and in a loop. */
export function Conditional({ n }: Props) {
  if (n.value % 2 === 0) <A i={n.value} />;
  const label = n.value > 2 ? useLabel(n.value) : "small";
  <p>{label}</p>;
  const counted = n.value > 1 && useLabel(-n.value);
  <p>{counted || "-"}</p>;
  for (let i = 0; i < n.value % 4; i++) if (i % 2) <A i={i} />;
}

class Temperature {
  #celsius: number;
  static unit = "°C";
  constructor(celsius: number) {
    this.#celsius = celsius;
  }
  get fahrenheit() {
    return (this.#celsius * 9) / 5 + 32;
  }
  toString() {
    return `${this.#celsius}${Temperature.unit}`;
  }
}

/** A class in the module, one inside the composable, getters on props given by spread. */
export function Classes({ n }: Props) {
  class Local {
    doubled = n.value * 2;
  }
  const t = new Temperature(n.value * 10);
  <p>
    {String(t)} = {t.fahrenheit}F, {new Local().doubled}
  </p>;
  const shown = {
    get label() {
      return `L${n.value}`;
    },
    count: 1,
  };
  <Show {...shown} />;
  <Show {...shown} count={n.value} />;
}

function Show(props: { label: string; count: number }) {
  <p>
    {props.label}:{props.count}
  </p>;
}

/** Props passed by spread, named props before and after it: the later one wins. */
function Btn(props: { label: string; disabled?: boolean; class?: string; title?: string }) {
  const { label, ...rest } = props;
  <button {...rest}>{label}</button>;
}

export function Spreads({ n }: Props) {
  const common = { class: "btn", "data-n": n.value };
  const extra = n.value > 1 ? { title: "many", disabled: true } : {};
  <Btn label="a" {...common} {...extra} />;
  <Btn {...common} label="b" class="override" />;
  <div {...common} {...(n.value > 2 ? { id: "x" } : {})} />;
}

function Field({ label }: { label: string }) {
  const value = remember(() => mutableStateOf(`${label}-typed`));
  <input data-label={label} value={value.value} onInput={(e) => (value.value = e.currentTarget.value)} />;
}

/** Keyed siblings swapped by an `if`, and in a ternary of array children. */
export function Swapped({ n }: Props) {
  if (n.value % 2) {
    <Field key="a" label="a" />;
    <Field key="b" label="b" />;
  } else {
    <Field key="b" label="b" />;
    <Field key="a" label="a" />;
  }
  <div>
    {n.value % 2
      ? [<span key="x">x</span>, <span key="y">y</span>]
      : [<span key="y">y</span>, <span key="x">x</span>]}
  </div>;
}

/** The user's own `$c`, `$props`, `$changed`, `$dirty` (jQuery and Svelte users name things with `$`). */
export function Dollars({ n }: Props) {
  const $c = n.value;
  const $props = { size: 2 };
  const $changed = n.value > 1;
  let $dirty = 0;
  $dirty += $c * $props.size;
  <p>
    {$c}/{$props.size}/{String($changed)}/{$dirty}
  </p>;
  <Dollar $props={$c + 1} />;
}

function Dollar({ $props }: { $props: number }) {
  const $v0 = $props * 10;
  <b>{$v0}</b>;
}

const css = (parts: TemplateStringsArray, ...values: unknown[]) =>
  parts.reduce((all, part, i) => all + part + (i < values.length ? String(values[i]) : ""), "");

/** Immediately-invoked functions in attributes, tagged templates, `arguments`, shadowed `remember` / `key` / `children`. */
export function Odd({ n, children }: Props & { children?: () => void }) {
  function sum(..._: number[]) {
    let total = 0;
    // eslint-disable-next-line prefer-rest-params -- `arguments` is what this program is about
    for (let i = 0; i < arguments.length; i++) total += arguments[i] as number;
    return total;
  }
  const key = `k${n.value}`;
  const remember = (x: number) => x + 1;
  <div
    title={(() => {
      if (n.value > 1) return "many";
      return "few";
    })()}
    data-key={key}
    data-sum={sum(1, 2, n.value)}
    style={css`
      color: ${n.value % 2 ? "red" : "blue"};
    `}
  >
    {remember(n.value)}
  </div>;
  {
    const children = [1, 2, 3];
    <p>{children.length}</p>;
  }
  <section>{children}</section>;
}
