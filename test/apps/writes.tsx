// State written where React and Compose code writes it, including the odd
// places: while composing (React's "set state during render" for derived
// state), in SideEffect, in DisposableEffect's setup and cleanup, inside a
// derivedStateOf calculation, from timers and promises, many times in one
// handler, and in content that an ErrorBoundary then rolls back.
import {
  derivedStateOf,
  DisposableEffect,
  ErrorBoundary,
  LaunchedEffect,
  mutableStateOf,
  remember,
  SideEffect,
  type MutableState,
} from "composa";

/** React's getDerivedStateFromProps pattern: compare with the previous prop while composing. */
export function Trend({ value }: { value: number }) {
  const previous = remember(() => mutableStateOf(value));
  const trend = remember(() => mutableStateOf("steady"));
  if (previous.value !== value) {
    trend.value = value > previous.value ? "up" : "down";
    previous.value = value;
  }
  <p>
    {value} {trend.value}
  </p>;
}

/** Writes, while composing, state it reads: never settles. */
export function Runaway() {
  const n = remember(() => mutableStateOf(0));
  n.value = n.value + 1;
  <p>{n.value}</p>;
}

/** A child that reports its own state up while composing. */
export function Reporter() {
  const total = remember(() => mutableStateOf(0));
  <p>total {total.value}</p>;
  <Counter report={(n) => (total.value = n)} />;
}

function Counter({ report }: { report: (n: number) => void }) {
  const n = remember(() => mutableStateOf(3));
  report(n.value);
  <button onClick={() => n.value++}>more</button>;
}

/** Counts its own passes from a SideEffect, up to a limit. */
export function Settling() {
  const passes = remember(() => mutableStateOf(0));
  SideEffect(() => {
    if (passes.value < 3) passes.value++;
  });
  <p>{passes.value}</p>;
}

function Mounted({ log }: { log: MutableState<string[]> }) {
  DisposableEffect(() => {
    log.value = [...log.value, "mounted"];
    return () => (log.value = [...log.value, "unmounted"]);
  });
  <i>child</i>;
}

export function Lifecycle() {
  const log = remember(() => mutableStateOf<string[]>([]));
  const shown = remember(() => mutableStateOf(true));
  <button onClick={() => (shown.value = !shown.value)}>toggle</button>;
  <p>{log.value.join(",")}</p>;
  if (shown.value) <Mounted log={log} />;
}

export function ImpureDerived() {
  const a = remember(() => mutableStateOf(1));
  const seen = remember(() => mutableStateOf(0));
  const doubled = remember(() =>
    derivedStateOf(() => {
      seen.value = a.value;
      return a.value * 2;
    }),
  );
  <p>{doubled.value}</p>;
}

/** Many writes in one handler, and a read after a write in the same handler. */
export function Batch({ onCompose }: { onCompose: () => void }) {
  const n = remember(() => mutableStateOf(0));
  const read = remember(() => ({ current: -1 }));
  onCompose();
  <button
    onClick={() => {
      for (let i = 0; i < 5; i++) n.value++;
      read.current = n.value;
    }}
  >
    five
  </button>;
  <p>
    {n.value} read {read.current}
  </p>;
}

/** Writes from a microtask, a timer and a promise continuation. */
export function Later() {
  const n = remember(() => mutableStateOf(0));
  LaunchedEffect(async () => {
    queueMicrotask(() => (n.value += 1));
    setTimeout(() => (n.value += 10), 10);
    await Promise.resolve();
    n.value += 100;
  });
  <p>{n.value}</p>;
}

function Failing({ saved }: { saved: MutableState<string> }) {
  saved.value = "written by content that failed";
  throw new Error("failed");
}

/** Content that writes state, then throws: the boundary shows its fallback and the write is dropped. */
export function Guarded({ saved, fail }: { saved: MutableState<string>; fail: boolean }) {
  <p>{saved.value}</p>;
  <ErrorBoundary fallback={({ error }) => <i>{(error as Error).message}</i>}>
    {fail ? <Failing saved={saved} /> : <b>ok</b>}
  </ErrorBoundary>;
  <output>{saved.value}</output>;
}

/** A SideEffect that writes, at every pass, state its composable reads (React's effect without deps that sets state). */
export function EffectLoop({ onCompose }: { onCompose: () => void }) {
  const n = remember(() => mutableStateOf(0));
  onCompose();
  SideEffect(() => {
    n.value++;
  });
  <p>{n.value}</p>;
}
