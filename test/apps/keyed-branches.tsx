// Keyed elements placed by different branches, as React users write them: an
// `if` that swaps keyed siblings, a ternary of keyed fragments, `switch` cases
// with the same keyed element, keyed inputs, keyed list items whose branch
// changes, duplicate keys, and the unkeyed case that must stay distinct.
import { remember, mutableStateOf, type MutableState } from "composa";

export interface Props {
  n: MutableState<number>;
}

/** An input whose text is its own state: it survives only if its group does. */
export function Field({ label }: { label: string }) {
  const value = remember(() => mutableStateOf(`${label}-typed`));
  <input data-label={label} value={value.value} onInput={(e) => (value.value = e.currentTarget.value)} />;
}

/** A counter whose count is its own state. */
export function Counter({ name }: { name: string }) {
  const count = remember(() => mutableStateOf(0));
  <button data-name={name} onClick={() => count.value++}>
    {name}:{count.value}
  </button>;
}

export function IfSwap({ n }: Props) {
  if (n.value % 2) {
    <Field key="a" label="a" />;
    <Field key="b" label="b" />;
  } else {
    <Field key="b" label="b" />;
    <Field key="a" label="a" />;
  }
}

export function FragmentSwap({ n }: Props) {
  <div>
    {n.value % 2 ? (
      <>
        <Counter key="x" name="x" />
        <Counter key="y" name="y" />
      </>
    ) : (
      <>
        <Counter key="y" name="y" />
        <Counter key="x" name="x" />
      </>
    )}
  </div>;
}

/** The same keyed element in every case, with other props in each: React keeps it. */
export function Cases({ n }: Props) {
  switch (n.value % 3) {
    case 0:
      <h2>zero</h2>;
      <Counter key="c" name="zero" />;
      break;
    case 1:
      <Counter key="c" name="one" />;
      <p>one</p>;
      break;
    default:
      <Counter key="c" name="two" />;
  }
}

/** Keyed host elements: the same `<input>` nodes move. */
export function Inputs({ n }: Props) {
  <form>
    {n.value % 2 ? (
      <>
        <input key="first" name="first" />
        <input key="second" name="second" />
      </>
    ) : (
      [<input key="second" name="second" />, <input key="first" name="first" />]
    )}
  </form>;
}

/** Keyed host elements of other shapes in each branch: each branch's markup, no attribute left behind. */
export function Shapes({ n }: Props) {
  <ul>
    {n.value % 2 ? (
      <li key="k" class="odd" title={`t${n.value}`}>
        odd {n.value}
      </li>
    ) : (
      <li key="k" data-even="yes">
        <b>{n.value}</b>
      </li>
    )}
  </ul>;
}

/** A keyed call given another handler in each branch: the handler is the branch's, the state is kept. */
export function Handlers({ n, log }: Props & { log: string[] }) {
  if (n.value % 2) <Clicker key="k" onPress={() => log.push(`odd ${n.value}`)} />;
  else <Clicker key="k" onPress={() => log.push(`even ${n.value}`)} />;
}

function Clicker({ onPress }: { onPress: () => void }) {
  const presses = remember(() => mutableStateOf(0));
  <button
    onClick={() => {
      presses.value++;
      onPress();
    }}
  >
    {presses.value}
  </button>;
}

/** Duplicate keys: matched in the order they come, as a fresh composition would number them. */
export function Duplicates({ n }: Props) {
  if (n.value % 2) {
    <Field key="d" label="one" />;
    <Field key="d" label="two" />;
  } else {
    <Field key="d" label="three" />;
  }
}

/** Unkeyed elements in two branches stay two elements (flow-control groups, as in Compose). */
export function Unkeyed({ n }: Props) {
  if (n.value % 2) <Field label="u" />;
  else <Field label="u" />;
}

/** A keyed list whose items change branch as the list is reordered: an item keeps its state in either. */
export function ListBranches({ items, upper }: { items: string[]; upper: MutableState<boolean> }) {
  <section>
    {items.map((id) =>
      upper.value ? <Field key={id} label={id.toUpperCase()} /> : <Field key={id} label={id} />,
    )}
  </section>;
}

/** An unkeyed call in a branch beside keyed ones, and the same callee after the choice: each keeps its own. */
export function Beside({ n }: Props) {
  <div>
    {n.value % 2 ? <Field label="then" /> : <Field key="k" label="keyed" />}
    <Field label="after" />
  </div>;
}

const attrs = (n: number) => ({ children: `text ${n}`, title: "t" });

/** The same keyed element, with a spread that gives its children, written in both branches: one node. */
export function SpreadTwice({ n }: Props) {
  <ul>
    {n.value % 2 ? (
      <>
        <li key="s" {...attrs(n.value)} />
        <i key="i" />
      </>
    ) : (
      <>
        <i key="i" />
        <li key="s" {...attrs(n.value)} />
      </>
    )}
  </ul>;
}
