// JavaScript control flow inside composables and content blocks, written as a
// React or Solid user writes it: early returns in several branches, `switch`
// with fallthrough and `default` in the middle, labelled loops with `break` /
// `continue`, ternary and `&&` chains, closures over loop variables, and a
// composable that emits a different element type at each pass. Each reads one
// state `n`; dialect-flow.test.ts steps it and compares with a fresh render.
import { mutableStateOf, remember, type MutableState } from "composa";

export interface Props {
  n: MutableState<number>;
}

/** Early `return` in several branches, each after different content; slots after them keep their groups. */
export function Early({ n }: Props) {
  <h1>title</h1>;
  if (n.value === 0) {
    <p>zero</p>;
    return;
  }
  const label = remember(n.value > 2, () => (n.value > 2 ? "big" : "small"));
  if (n.value === 1) return;
  if (n.value % 2 === 0) {
    <b>{label}</b>;
    return;
  }
  <i>{label}</i>;
}

/** `switch` with fallthrough, a block case that returns, and `default` before the last case. */
export function Switch({ n }: Props) {
  switch (n.value % 5) {
    // @ts-expect-error -- TS7029: this tsconfig has noFallthroughCasesInSwitch; the fallthrough is the point
    case 0:
      <p>zero</p>;
    // falls through
    case 1:
      <p>one</p>;
      break;
    case 2: {
      <p>two</p>;
      return;
    }
    // @ts-expect-error -- TS7029, as above
    default:
      <p>default</p>;
    // falls through
    case 4:
      <p>four</p>;
  }
  <footer>end</footer>;
}

/** Labelled loops with `break` / `continue` to either label, a `while (true)`, `do…while`, `for…in`. */
export function Loops({ n }: Props) {
  <ul>
    {() => {
      outer: for (let i = 0; i < 4; i++) {
        if (i === n.value % 4) continue;
        for (const j of [0, 1, 2]) {
          if (j > i) continue outer;
          if (i + j === 5) break outer;
          <li>
            {i}-{j}
          </li>;
        }
      }
    }}
  </ul>;
  let k = 0;
  while (true) {
    if (k++ >= n.value % 3) break;
    <em>{k}</em>;
  }
  let d = 0;
  do {
    d++;
    if (d === 2) continue;
    <s>{d}</s>;
  } while (d < n.value % 4);
  for (const name in n.value % 2 ? { a: 1, b: 2 } : { c: 3 }) <span>{name}</span>;
}

/** Ternary chains, `&&` chains, `||` and `??` as children and as statements. */
export function Choices({ n }: Props) {
  const v = n.value;
  <div>
    {v > 2 ? <b>big</b> : v > 0 ? <i>small</i> : null}
    {v > 0 && v < 3 && <u>mid</u>}
    {v === 0 || <s>nonzero</s>}
    {v % 3 === 0 ? null : v}
  </div>;
  v > 1 ? <p>yes</p> : <q>no</q>;
  v === 3 && <h2>three</h2>;
}

/** Handlers made in loops: `let` and `for…of` capture each iteration's value, as in plain JavaScript. */
export function Closures({ n }: Props) {
  const log = remember(() => mutableStateOf(""));
  const handlers: (() => void)[] = [];
  for (let i = 0; i < n.value % 4; i++) handlers.push(() => (log.value += i));
  for (const [i, handler] of handlers.entries()) <button id={`h${i}`} onClick={handler}>{`h${i}`}</button>;
  for (const x of ["a", "b"])
    <button id={x} onClick={() => (log.value += x)}>
      {x}
    </button>;
  <output>{log.value}</output>;
}

/** One composable, a different element type per pass (the state inside is new with each type). */
export function Shapes({ n }: Props) {
  const kind = ["text", "area", "select"][n.value % 3];
  if (kind === "text") <input value={`v${n.value}`} />;
  else if (kind === "area") <textarea value={`v${n.value}`} />;
  else
    <select value="b">
      <option value="a">a</option>
      <option value="b">b</option>
    </select>;
  <span>{kind}</span>;
}
