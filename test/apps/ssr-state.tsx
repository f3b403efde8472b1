// Server-rendered stateful programs as React users write them: a client-only
// widget behind a "mounted" flag, an error boundary whose content fails on
// the server, a modal in a Portal open from the start, content moved between
// layouts, ids from rememberId, a load started by a LaunchedEffect.
import {
  DisposableEffect,
  ErrorBoundary,
  LaunchedEffect,
  movableContentOf,
  mutableStateOf,
  remember,
  rememberId,
} from "composa";
import { Portal } from "composa/dom";

export const ssrLog: string[] = [];

/** React's useIsClient: false on the server and in the hydrating pass, true after the first effect. */
export function useMounted(): boolean {
  const mounted = remember(() => mutableStateOf(false));
  DisposableEffect(() => {
    mounted.value = true;
  });
  return mounted.value;
}

export function Clock({ now }: { now: () => string }) {
  const mounted = useMounted();
  <header>
    <h1>Dashboard</h1>
    {mounted ? <time>{now()}</time> : <span class="placeholder">--:--</span>}
    <nav>
      <a href="/a">a</a>
      <a href="/b">b</a>
    </nav>
  </header>;
}

export const source = { broken: true };

function Widget({ name }: { name: string }) {
  if (source.broken) throw new Error(`${name} failed`);
  <p class="widget">{`${name} ok`}</p>;
}

export function Widgets() {
  <main>
    <ErrorBoundary
      fallback={({ error, retry }: { error: unknown; retry: () => void }) => {
        <div role="alert">
          <span>{(error as Error).message}</span>
          <button onClick={retry}>retry</button>
        </div>;
      }}
    >
      <Widget name="weather" />
    </ErrorBoundary>
    <footer>after</footer>
  </main>;
}

export function Labeled() {
  const id = rememberId();
  const hint = rememberId();
  const value = remember(() => mutableStateOf(""));
  <div>
    <label for={id}>Email</label>
    <input
      id={id}
      aria-describedby={hint}
      value={value.value}
      onInput={(e: Event) => (value.value = (e.target as HTMLInputElement).value)}
    />
    <small id={hint}>{value.value.includes("@") ? "looks fine" : "we never share it"}</small>
  </div>;
}

export function StartOpen({ target }: { target: Element }) {
  const open = remember(() => mutableStateOf(true));
  <button onClick={() => (open.value = !open.value)}>toggle</button>;
  if (open.value) {
    <Portal target={target}>
      <div role="dialog">
        <p>hello</p>
        <button onClick={() => (open.value = false)}>close</button>
      </div>
    </Portal>;
  }
}

export function Layouts() {
  const wide = remember(() => mutableStateOf(false));
  const Field = remember(() =>
    movableContentOf(() => {
      const text = remember(() => mutableStateOf(""));
      <input
        aria-label="search"
        value={text.value}
        onInput={(e: Event) => (text.value = (e.target as HTMLInputElement).value)}
      />;
    }),
  );
  <button onClick={() => (wide.value = !wide.value)}>layout</button>;
  if (wide.value) {
    <div class="row">
      <Field />
      <aside>side</aside>
    </div>;
  } else {
    <div class="column">
      <aside>side</aside>
      <section>
        <Field />
      </section>
    </div>;
  }
}

export function Loader({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const data = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(async (signal: AbortSignal) => {
    ssrLog.push("launched");
    data.value = await load(signal);
  });
  <div>{data.value === null ? <p class="loading">loading</p> : <p class="data">{data.value}</p>}</div>;
}
