// State the way a Compose developer writes it: hoisted state with events
// flowing up, `remember` with keys, the `rememberUpdatedState` pattern,
// `derivedStateOf`, `key()` blocks, and skipping counted per composable.
import {
  derivedStateOf,
  key,
  LaunchedEffect,
  mutableStateOf,
  remember,
  SideEffect,
  stable,
  type MutableState,
  type State,
} from "composa";

export const runs: Record<string, number> = {};
const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);
export const resetRuns = () => {
  for (const k of Object.keys(runs)) delete runs[k];
};

// ---- 1. State hoisting: a stateless field, its stateful caller -------------

function NameField({ name, onNameChange }: { name: string; onNameChange: (v: string) => void }) {
  ran("NameField");
  <input aria-label="name" value={name} onInput={(e) => onNameChange(e.currentTarget.value)} />;
}

function Greeting({ name }: { name: string }) {
  ran("Greeting");
  <p class="greeting">{name === "" ? "Who are you?" : `Hello, ${name}!`}</p>;
}

function Footer() {
  ran("Footer");
  <footer>static</footer>;
}

export function HelloScreen({ name }: { name: MutableState<string> }) {
  ran("HelloScreen");
  <NameField name={name.value} onNameChange={(v) => (name.value = v.toUpperCase())} />;
  <Greeting name={name.value} />;
  <Footer />;
}

// ---- 2. remember with keys ------------------------------------------------

export const computed: string[] = [];

export function Filtered({ items, query, tick }: { items: string[]; query: string; tick: number }) {
  const visible = remember(items, query, () => {
    computed.push(query);
    return items.filter((i) => i.includes(query));
  });
  <ul data-tick={tick}>
    {visible.map((v) => (
      <li key={v}>{v}</li>
    ))}
  </ul>;
}

// ---- 3. rememberUpdatedState: a long-lived effect calls the latest lambda --

function rememberUpdatedState<T>(value: T): State<T> {
  const box = remember(() => mutableStateOf(value));
  box.value = value;
  return box;
}

export function Splash({ onTimeout, go }: { onTimeout: () => void; go: Promise<void> }) {
  const current = rememberUpdatedState(onTimeout);
  LaunchedEffect(true, async (signal) => {
    await go;
    if (!signal.aborted) current.value();
  });
  <p>splash</p>;
}

export function SplashHost({ which, go }: { which: MutableState<string>; go: Promise<void> }) {
  const log = remember(() => mutableStateOf<string[]>([]));
  const label = which.value;
  <Splash onTimeout={() => (log.value = [...log.value, label])} go={go} />;
  <output>{log.value.join(",")}</output>;
}

// ---- 4. derivedStateOf: recompute when inputs change, recompose when the result does

export const derivedRuns = { calc: 0 };

function ScrollToTop({ show }: { show: State<boolean> }) {
  ran("ScrollToTop");
  if (show.value) <button>Top</button>;
}

export function Feed({ first }: { first: MutableState<number> }) {
  ran("Feed");
  const show = remember(() =>
    derivedStateOf(() => {
      derivedRuns.calc++;
      return first.value > 2;
    }),
  );
  <ScrollToTop show={show} />;
}

/** derivedStateOf remembered with a key: a new key is a new derivation. */
export function Threshold({ items, limit }: { items: MutableState<number[]>; limit: number }) {
  const over = remember(limit, () => derivedStateOf(() => items.value.filter((n) => n > limit)));
  ran("Threshold");
  <p class="over">{over.value.join(" ")}</p>;
}

// ---- 5. key() blocks -------------------------------------------------------

function Counter({ label }: { label: string }) {
  const n = remember(() => mutableStateOf(0));
  <button onClick={() => n.value++}>{`${label}:${n.value}`}</button>;
}

export function KeyedBlocks({ order }: { order: MutableState<string[]> }) {
  for (const id of order.value) {
    key(id, () => {
      const local = remember(() => ({ id }));
      <div class="block" data-made-for={local.id}>
        <Counter label={id} />
      </div>;
    });
  }
}

// ---- 6. Skipping: stable and unstable params -------------------------------

export class Point {
  readonly x: number;
  readonly y: number;
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }
}

function ShowPoint({ p }: { p: Point }) {
  ran("ShowPoint");
  <span class="pt">{`${p.x},${p.y}`}</span>;
}

function ShowCount({ count }: { count: number }) {
  ran("ShowCount");
  <span class="count">{count}</span>;
}

function ShowLabel({ label }: { label: () => string }) {
  ran("ShowLabel");
  <span class="label">{label()}</span>;
}

export function Skipper({ tick, fresh }: { tick: MutableState<number>; fresh: MutableState<boolean> }) {
  ran("Skipper");
  const kept = remember(() => new Point(1, 2));
  const count = tick.value >= 3 ? 3 : 0;
  // A new object each pass only when `fresh`: strong skipping compares by identity.
  <ShowPoint p={fresh.value ? new Point(1, 2) : kept} />;
  <ShowCount count={count} />;
  <ShowLabel label={() => `n=${count}`} />;
  <i>{tick.value}</i>;
}

/** A value class marked immutable (Compose's `@Immutable`): a new equal one skips. */
function ShowRange({ range }: { range: { from: number; to: number } }) {
  ran("ShowRange");
  <span class="range">{`${range.from}-${range.to}`}</span>;
}

export function Ranges({ tick, width }: { tick: MutableState<number>; width: MutableState<number> }) {
  ran("Ranges");
  void tick.value;
  const from = 10;
  <ShowRange range={stable({ from, to: from + width.value })} />;
  const memo = remember(stable({ from, to: from + width.value }), () => {
    ran("remembered");
    return from + width.value;
  });
  <b>{memo}</b>;
}

/** A composable that reads a state itself recomposes alone; its parent does not. */
function Reader({ s }: { s: State<number> }) {
  ran("Reader");
  <b>{s.value}</b>;
}

export function Parent({ s }: { s: MutableState<number> }) {
  ran("Parent");
  <Reader s={s} />;
  <Footer />;
}

// ---- 7. SideEffect after every successful pass ------------------------------

export const sideEffects: string[] = [];

export function Analytics({ screenName }: { screenName: MutableState<string> }) {
  const s = screenName.value;
  SideEffect(() => sideEffects.push(s));
  <h1>{s}</h1>;
}
