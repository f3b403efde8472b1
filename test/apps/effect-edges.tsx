// Effects in the places React and Compose code puts them: nested cleanups on
// unmount and key change, cleanups and launches that throw, rows that move,
// an error boundary whose content fails mid-pass, remembered values with
// keys, and an effect that disposes its own composition.
import {
  DisposableEffect,
  ErrorBoundary,
  flush,
  key,
  LaunchedEffect,
  movableContentOf,
  mutableStateOf,
  remember,
  SideEffect,
  type MutableState,
} from "composa";
import { LazyColumn, Portal } from "composa/dom";

export const log: string[] = [];

function Leaf({ name }: { name: string }) {
  DisposableEffect(() => {
    log.push(`in ${name}`);
    return () => log.push(`out ${name}`);
  });
  SideEffect(() => log.push(`side ${name}`));
  <i>{name}</i>;
}

function Branch({ name }: { name: string }) {
  DisposableEffect(() => {
    log.push(`in ${name}`);
    return () => log.push(`out ${name}`);
  });
  <Leaf name={`${name}.a`} />;
  <Leaf name={`${name}.b`} />;
}

/** `key={k}` around a subtree: a new key is a new subtree, its effects cleaned up first. */
export function Keyed({ k, show }: { k: number; show: boolean }) {
  if (show) {
    key(k, () => {
      <Branch name={`b${k}`} />;
    });
  }
}

function ThrowingCleanup() {
  DisposableEffect(() => {
    log.push("in throwing");
    return () => {
      throw new Error("cleanup failed");
    };
  });
  <b>throwing</b>;
}

export function Cleanups({ show }: { show: boolean }) {
  <Leaf name="first" />;
  if (show) <ThrowingCleanup />;
  <Leaf name="last" />;
}

export function Launch({ mode }: { mode: string }) {
  LaunchedEffect(mode, async (signal) => {
    if (mode === "fails at once") throw new Error("failed before the abort");
    await new Promise((resolve) => signal.addEventListener("abort", resolve));
    throw signal.reason;
  });
  <p>{mode}</p>;
}

export function Rows({ ids }: { ids: number[] }) {
  for (const id of ids) <Leaf key={id} name={`row ${id}`} />;
}

function Failing() {
  DisposableEffect(() => {
    log.push("in failing");
    return () => log.push("out failing");
  });
  <Leaf name="inside failing" />;
  throw new Error("failed mid-pass");
}

export function Guarded({ fail }: { fail: boolean }) {
  <ErrorBoundary fallback={({ error, retry }) => <button onClick={retry}>{(error as Error).message}</button>}>
    <Leaf name="ok 1" />
    {fail && <Failing />}
    <Leaf name="ok 2" />
  </ErrorBoundary>;
}

/** `remember(k, calc)` with an object that observes entering and leaving (Compose's RememberObserver). */
export function Remembered({ k }: { k: number }) {
  remember(k, () => ({
    onRemembered: () => log.push(`remembered ${k}`),
    onForgotten: () => log.push(`forgotten ${k}`),
  }));
  <p>{k}</p>;
}

function Quit({ quit }: { quit: () => void }) {
  DisposableEffect(() => {
    log.push("in quit");
    quit();
    return () => log.push("out quit");
  });
}

/** A "close" effect that disposes the composition it is in (an app that unmounts itself). */
export function SelfClosing({ quit }: { quit: () => void }) {
  const closing = remember(() => mutableStateOf(false));
  if (closing.value) {
    <Leaf name="before" />;
    <Quit quit={quit} />;
    <Leaf name="after" />;
  }
  <button onClick={() => (closing.value = true)}>close</button>;
}

function Measured({ size }: { size: MutableState<number> }) {
  DisposableEffect(() => {
    // A measurement written back at once, with flush() to show it before the browser paints.
    size.value = 40;
    flush();
    log.push(`measured ${size.value}`);
  });
  <i>row</i>;
}

/**
 * A lazy list's row whose effect writes state its parent reads and flushes. A row that enters
 * because the list's items changed composes while the parent's pass is being applied.
 */
export function Rows2({ rows }: { rows: string[] }) {
  const size = remember(() => mutableStateOf(0));
  <p>height {size.value}</p>;
  <LazyColumn items={rows} style="height: 100px">
    {() => <Measured size={size} />}
  </LazyColumn>;
}

function Relabeling({ relabel }: { relabel: () => void }) {
  DisposableEffect(() => {
    relabel();
  });
  <i>row</i>;
}

/** A lazy list's row whose effect renders the root again (a "ready" signal to the host). */
export function Relabel({ rows, label, relabel }: { rows: string[]; label: string; relabel: () => void }) {
  <p>{label}</p>;
  <LazyColumn items={rows} style="height: 100px">
    {() => <Relabeling relabel={relabel} />}
  </LazyColumn>;
}

/** A subscription whose setup moves on to the next page at once and flushes (a redirect). */
export function Paged({ page }: { page: MutableState<number> }) {
  const current = page.value;
  DisposableEffect(current, () => {
    log.push(`subscribe ${current}`);
    if (current === 1) {
      page.value = 2;
      flush();
    }
    return () => log.push(`unsubscribe ${current}`);
  });
  <p>page {current}</p>;
}

/** Keys compare with Object.is, as React's deps: an object made while composing is new every pass. */
export function Subscribed({ room, user }: { room: string; user: string }) {
  const ticks = remember(() => mutableStateOf(0));
  DisposableEffect({ room, user }, () => {
    log.push(`object key ${room}/${user}`);
  });
  DisposableEffect(room, user, () => {
    log.push(`field keys ${room}/${user}`);
  });
  <button onClick={() => ticks.value++}>tick {ticks.value}</button>;
}

/** Effects around and inside a Portal and a movable content: one order across the compositions. */
export function Layered({ target, show }: { target: Element; show: boolean }) {
  const Moving = remember(() =>
    movableContentOf(() => {
      <Leaf name="movable" />;
    }),
  );
  if (show) {
    <Leaf name="before" />;
    <Portal target={target}>
      <Leaf name="portal" />
    </Portal>;
    <Moving />;
    <Leaf name="after" />;
  }
}

/** React's `useEffect(async () => …)` mistake, written with DisposableEffect. */
export function AsyncSetup({ id }: { id: number }) {
  // The type refuses it (a promise is not a cleanup); a JavaScript file compiles it as it is.
  const load = async () => {
    log.push(`load ${id}`);
    await Promise.resolve();
  };
  DisposableEffect(id, load as unknown as () => undefined);
  <p>{id}</p>;
}

/** React's `useEffect(() => { …; return cleanup })` written as a LaunchedEffect. */
export function LaunchedCleanup() {
  LaunchedEffect(() => {
    log.push("started");
    return () => log.push("cleanup");
  });
  <p>launched</p>;
}

function Closer({ open }: { open: MutableState<boolean> }) {
  DisposableEffect(() => {
    log.push("in closer");
    open.value = false;
    flush();
    return () => log.push("out closer");
  });
  DisposableEffect(() => {
    log.push("in second");
    return () => log.push("out second");
  });
  <i>modal</i>;
}

/** A modal in a Portal whose effect closes it at once (the state that shows it, then flush()). */
export function Modal({ target }: { target: Element }) {
  const open = remember(() => mutableStateOf(true));
  <p>{open.value ? "open" : "closed"}</p>;
  if (open.value) {
    <Portal target={target}>
      <Closer open={open} />
    </Portal>;
  }
}
