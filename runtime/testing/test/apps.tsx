// Composables for `../testing.test.ts`, in the dialect (compiled by composa/vite in the tests).
import {
  compositionLocalOf,
  CompositionLocalProvider,
  DisposableEffect,
  LaunchedEffect,
  mutableStateListOf,
  mutableStateOf,
  remember,
  SideEffect,
} from "composa";
import { Button, Portal, Text, TextField } from "composa/dom";
import type { Children } from "composa/jsx-runtime";

export function Counter({ label }: { label: string }) {
  const count = remember(() => mutableStateOf(0));
  <Text text={`${label}: ${count.value}`} />;
  <Button text="+1" onClick={() => count.value++} />;
}

/** Records what its effect did, so tests see cleanups run. */
export const effectLog: string[] = [];

export function Tracked({ name }: { name: string }) {
  DisposableEffect(() => {
    effectLog.push(`enter ${name}`);
    return () => effectLog.push(`leave ${name}`);
  });
  <p>{name}</p>;
}

/** Writes state from an effect while it is first composed: settled only by another pass. */
export function Loaded() {
  const status = remember(() => mutableStateOf("loading"));
  SideEffect(() => {
    if (status.value === "loading") status.value = "ready";
  });
  <p data-testid="status">{status.value}</p>;
}

export function Todos() {
  const todos = remember(() => mutableStateListOf<string>());
  const draft = remember(() => mutableStateOf(""));
  <form
    onSubmit={(event) => {
      event.preventDefault();
      if (draft.value.trim() === "") return;
      todos.push(draft.value.trim());
      draft.value = "";
    }}
  >
    <TextField value={draft.value} onValueChange={(v) => (draft.value = v)} placeholder="What needs doing?" />
    <button type="submit" disabled={draft.value.trim() === ""}>
      Add
    </button>
  </form>;
  <ul>
    {todos.map((todo, i) => (
      <li key={i}>{todo}</li>
    ))}
  </ul>;
  <p>{todos.length === 1 ? "1 item" : `${todos.length} items`}</p>;
}

/** Loads its text through `load` when it enters (a fetch, in an app). */
export function Fetcher({ load }: { load: () => Promise<string> }) {
  const data = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(load, async () => {
    data.value = await load();
  });
  if (data.value === null) <p>Loading…</p>;
  else <p>Got {data.value}</p>;
}

/** Shows a notice a second after it enters; counts clicks meanwhile. */
export function Delayed() {
  const shown = remember(() => mutableStateOf(false));
  const count = remember(() => mutableStateOf(0));
  DisposableEffect(() => {
    const timer = setTimeout(() => (shown.value = true), 1000);
    return () => clearTimeout(timer);
  });
  <button onClick={() => count.value++}>clicked {count.value}</button>;
  if (shown.value) <p>Shown</p>;
}

/** Calls `search` 300 ms after the last keystroke (a debounce, as apps write one). */
export function DebouncedSearch({ search }: { search: (query: string) => void }) {
  const query = remember(() => mutableStateOf(""));
  LaunchedEffect(query.value, async (signal) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!signal.aborted && query.value !== "") search(query.value);
  });
  <input aria-label="Search" value={query.value} onInput={(e) => (query.value = e.currentTarget.value)} />;
}

/** A custom hook as a React user writes one, for `renderHook`. */
export function useCounter(start: number) {
  const count = remember(() => mutableStateOf(start));
  DisposableEffect(() => {
    effectLog.push(`counter from ${start}`);
    return () => effectLog.push("counter left");
  });
  return { count: count.value, increment: () => count.value++ };
}

/** Portal content lands outside the container: RTL's bound queries still find it (baseElement). */
export function WithPortal({ target }: { target: HTMLElement }) {
  <p>inside</p>;
  <Portal target={target}>
    <p>in the portal</p>
  </Portal>;
}

/** A theme given through a composition local, and a hook that reads it (renderHook's `wrapper`). */
export const LocalTheme = compositionLocalOf("light");

export function useThemeLabel(name: string) {
  const theme = LocalTheme.current;
  const clicks = remember(() => mutableStateOf(0));
  return { label: `${name} (${theme}, ${clicks.value})`, click: () => clicks.value++ };
}

/** A wrapper as a test writes one: it provides what the hook's host reads, around `children`. */
export function DarkTheme({ children }: { children: Children }) {
  <CompositionLocalProvider values={[LocalTheme.provides("dark")]}>
    <div class="themed">{children}</div>
  </CompositionLocalProvider>;
}

/** A wrapper that takes the theme from a state, to see that the host composes again when it changes. */
export const theme = mutableStateOf("dark");
export function StateTheme({ children }: { children: Children }) {
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>{children}</CompositionLocalProvider>;
}
