// The README's "Coming from React or Solid" table, one composable per row that
// is not shown elsewhere in test/apps: useMemo, useRef as a box, an effect
// that runs once, context with a changing value, useReducer.
import {
  CompositionLocalProvider,
  DisposableEffect,
  compositionLocalOf,
  mutableStateOf,
  remember,
} from "composa";
import type { Children } from "composa/jsx-runtime";

export interface Log {
  sorts: number;
  mounts: number;
  unmounts: number;
}

/** useMemo(() => sort(items, order), [items, order]): `remember(items, order, calc)`. */
export function Sorted({ items, order, log }: { items: string[]; order: "asc" | "desc"; log: Log }) {
  const ticks = remember(() => mutableStateOf(0));
  const sorted = remember(items, order, () => {
    log.sorts++;
    const copy = items.slice().sort();
    return order === "asc" ? copy : copy.reverse();
  });
  // useRef(0) as a box: survives recomposition, writing it recomposes nothing.
  const renders = remember(() => ({ current: 0 }));
  renders.current++;
  <button onClick={() => ticks.value++}>tick {ticks.value}</button>;
  <ol>
    {sorted.map((s) => (
      <li key={s}>{s}</li>
    ))}
  </ol>;
  <output>{renders.current}</output>;
}

/** useEffect(() => { …; return cleanup }, []): `DisposableEffect(() => …)`, no keys. */
export function Mounted({ log }: { log: Log }) {
  DisposableEffect(() => {
    log.mounts++;
    return () => log.unmounts++;
  });
  <p>mounted</p>;
}

export function Toggle({ log }: { log: Log }) {
  const shown = remember(() => mutableStateOf(true));
  const other = remember(() => mutableStateOf(0));
  <button onClick={() => (shown.value = !shown.value)}>toggle</button>;
  <button onClick={() => other.value++}>other {other.value}</button>;
  if (shown.value) <Mounted log={log} />;
}

/** createContext / useContext: a composition local, read with `.current`. */
const LocalTheme = compositionLocalOf<"light" | "dark">("light");

function ThemedButton({ label }: { label: string }) {
  <button class={`btn-${LocalTheme.current}`}>{label}</button>;
}

function Card({ children }: { children?: Children }) {
  <section>{children}</section>;
}

export function Themed() {
  const dark = remember(() => mutableStateOf(false));
  <input
    type="checkbox"
    aria-label="dark"
    checked={dark.value}
    onChange={(e) => (dark.value = e.currentTarget.checked)}
  />;
  <ThemedButton label="outside" />;
  <CompositionLocalProvider values={[LocalTheme.provides(dark.value ? "dark" : "light")]}>
    <Card>
      <ThemedButton label="inside" />
    </Card>
  </CompositionLocalProvider>;
}

/** useReducer: a reducer is a plain function that writes state. */
type Action = { type: "add"; amount: number } | { type: "reset" };
function reduce(total: number, action: Action): number {
  return action.type === "add" ? total + action.amount : 0;
}

export function Reducer() {
  const total = remember(() => mutableStateOf(0));
  const dispatch = (action: Action) => (total.value = reduce(total.value, action));
  <span>{total.value}</span>;
  <button onClick={() => dispatch({ type: "add", amount: 5 })}>add</button>;
  <button onClick={() => dispatch({ type: "reset" })}>reset</button>;
}
