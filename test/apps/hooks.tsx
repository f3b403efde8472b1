// Custom hooks as React code writes them: value-returning `use*` composables
// built on remember, state and effects.
import { DisposableEffect, LaunchedEffect, mutableStateOf, remember, SideEffect } from "composa";

export const log: string[] = [];

export function useCounter(initial = 0) {
  const n = remember(() => mutableStateOf(initial));
  return { count: n.value, inc: () => n.value++, dec: () => n.value--, reset: () => (n.value = initial) };
}

export interface FetchResult<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

export function useFetch<T>(
  url: string,
  fetcher: (url: string, signal: AbortSignal) => Promise<T>,
): FetchResult<T> {
  const state = remember(() =>
    mutableStateOf<FetchResult<T>>({ data: undefined, error: undefined, loading: true }),
  );
  LaunchedEffect(url, async (signal) => {
    signal.addEventListener("abort", () => log.push(`abort ${url}`));
    state.value = { ...state.value, loading: true, error: undefined };
    try {
      const data = await fetcher(url, signal);
      if (signal.aborted) return;
      state.value = { data, error: undefined, loading: false };
    } catch (error) {
      if (signal.aborted) return;
      state.value = { data: undefined, error, loading: false };
    }
  });
  return state.value;
}

export function useInterval(fn: () => void, ms: number | null) {
  const saved = remember(() => ({ current: fn }));
  SideEffect(() => {
    saved.current = fn;
  });
  DisposableEffect(ms, () => {
    if (ms === null) return;
    log.push(`interval ${ms}`);
    const id = setInterval(() => saved.current(), ms);
    return () => {
      log.push(`clear ${ms}`);
      clearInterval(id);
    };
  });
}

export function useDebounced<T>(value: T, ms: number): T {
  const debounced = remember(() => mutableStateOf(value));
  DisposableEffect(value, ms, () => {
    const id = setTimeout(() => (debounced.value = value), ms);
    return () => clearTimeout(id);
  });
  return debounced.value;
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = remember(() => ({ current: undefined as T | undefined }));
  const previous = ref.current;
  SideEffect(() => {
    ref.current = value;
  });
  return previous;
}

export function useLocalStorage(key: string, initial: string) {
  const state = remember(key, () => mutableStateOf(localStorage.getItem(key) ?? initial));
  SideEffect(() => {
    localStorage.setItem(key, state.value);
  });
  return state;
}

export function useMediaQuery(query: string): boolean {
  const matches = remember(query, () => mutableStateOf(matchMedia(query).matches));
  DisposableEffect(query, () => {
    const list = matchMedia(query);
    const onChange = () => (matches.value = list.matches);
    list.addEventListener("change", onChange);
    onChange();
    return () => list.removeEventListener("change", onChange);
  });
  return matches.value;
}

export function useWindowSize() {
  const size = remember(() => mutableStateOf({ w: window.innerWidth, h: window.innerHeight }));
  DisposableEffect(() => {
    const onResize = () => (size.value = { w: window.innerWidth, h: window.innerHeight });
    window.addEventListener("resize", onResize);
    log.push("listen resize");
    return () => {
      log.push("unlisten resize");
      window.removeEventListener("resize", onResize);
    };
  });
  return size.value;
}

export function Counter({ start }: { start: number }) {
  const { count, inc, dec, reset } = useCounter(start);
  const previous = usePrevious(count);
  <button onClick={inc}>+</button>;
  <button onClick={dec}>-</button>;
  <button onClick={reset}>reset</button>;
  <output>
    {count} (was {previous ?? "none"})
  </output>;
}

export function User({
  id,
  fetcher,
}: {
  id: number;
  fetcher: (url: string, s: AbortSignal) => Promise<string>;
}) {
  const { data, error, loading } = useFetch(`/users/${id}`, fetcher);
  if (loading) <p class="loading">loading</p>;
  else if (error) <p class="error">{String(error)}</p>;
  else <p class="data">{data}</p>;
}

export function Clock({ ms }: { ms: number | null }) {
  const ticks = remember(() => mutableStateOf(0));
  const step = remember(() => mutableStateOf(1));
  useInterval(() => (ticks.value += step.value), ms);
  <output>{ticks.value}</output>;
  <button onClick={() => (step.value = 10)}>big steps</button>;
}

export function Debounced() {
  const text = remember(() => mutableStateOf(""));
  const slow = useDebounced(text.value, 300);
  <input aria-label="q" value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />;
  <output>{slow}</output>;
}

export function Stored({ storageKey }: { storageKey: string }) {
  const name = useLocalStorage(storageKey, "anon");
  <input aria-label="name" value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />;
}

export function Media() {
  const wide = useMediaQuery("(min-width: 800px)");
  const { w } = useWindowSize();
  <p>
    {wide ? "wide" : "narrow"} {w}
  </p>;
}

export function Wide({ query }: { query: string }) {
  <p>{useMediaQuery(query) ? "wide" : "narrow"}</p>;
}
