// Asynchronous work the way React and Solid code writes it, translated as
// the README says (`useEffect` with a fetch → `LaunchedEffect(key, async
// (signal) => …)`): loading / error / data states, a key change that must
// not let a stale response win, retries with backoff, a debounced search
// box, polling with `setInterval` and its cleanup, and `await` inside an
// event handler followed by state writes.
import { DisposableEffect, LaunchedEffect, mutableStateOf, remember } from "composa";

/** What a test gives the apps instead of `fetch`: it resolves or rejects each call by hand. */
export type Api = (path: string, signal?: AbortSignal) => Promise<unknown>;

// ---- Loading / error / data with a key, the stale response loses -------------

type Remote<T> = { status: "loading" } | { status: "error"; error: string } | { status: "ok"; data: T };

export function UserPage({ id, api }: { id: number; api: Api }) {
  const state = remember(() => mutableStateOf<Remote<{ name: string }>>({ status: "loading" }));
  const reloads = remember(() => mutableStateOf(0));
  // The classic React effect, without the `ignore` flag: the signal is the flag.
  LaunchedEffect(id, reloads.value, async (signal) => {
    state.value = { status: "loading" };
    try {
      const data = (await api(`/users/${id}`, signal)) as { name: string };
      if (!signal.aborted) state.value = { status: "ok", data };
    } catch (e) {
      if (!signal.aborted) state.value = { status: "error", error: (e as Error).message };
    }
  });
  const s = state.value;
  <article aria-busy={s.status === "loading"}>
    {s.status === "loading" ? (
      <p role="status">Loading…</p>
    ) : s.status === "error" ? (
      <>
        <p role="alert">{`Failed: ${s.error}`}</p>
        <button onClick={() => reloads.value++}>Try again</button>
      </>
    ) : (
      <h1>{s.data.name}</h1>
    )}
  </article>;
}

/**
 * The same written as many React apps do, with no signal: a `cancelled` flag set
 * by the cleanup of a `DisposableEffect`, the promise handled with `.then`.
 */
export function UserPageFlag({ id, api }: { id: number; api: Api }) {
  const name = remember(() => mutableStateOf<string | null>(null));
  DisposableEffect(id, () => {
    let cancelled = false;
    name.value = null;
    api(`/users/${id}`).then(
      (data) => {
        if (!cancelled) name.value = (data as { name: string }).name;
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  });
  <h1>{name.value ?? "…"}</h1>;
}

// ---- Retries with backoff ------------------------------------------------------

export function Retrying({ api, attempts }: { api: Api; attempts: number }) {
  const log = remember(() => mutableStateOf<string[]>([]));
  const result = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(async (signal) => {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const data = (await api("/flaky", signal)) as string;
        result.value = data;
        return;
      } catch (e) {
        if (signal.aborted) return;
        log.value = [...log.value, `attempt ${attempt}: ${(e as Error).message}`];
        if (attempt === attempts) {
          result.value = "gave up";
          return;
        }
        await new Promise((r) => setTimeout(r, 100 * 2 ** (attempt - 1)));
        if (signal.aborted) return;
      }
    }
  });
  <ol>
    {log.value.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ol>;
  <output>{result.value ?? "working"}</output>;
}

// ---- A debounced search box ----------------------------------------------------

export function Search({ api }: { api: Api }) {
  const query = remember(() => mutableStateOf(""));
  const results = remember(() => mutableStateOf<string[]>([]));
  const searching = remember(() => mutableStateOf(false));
  // Restarts at each keystroke: the sleep is aborted with the old key, so only a
  // pause of 250 ms sends a request, and a late answer to an old query is dropped.
  LaunchedEffect(query.value, async (signal) => {
    const q = query.value.trim();
    if (q === "") {
      results.value = [];
      searching.value = false;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (signal.aborted) return;
    searching.value = true;
    try {
      const hits = (await api(`/search?q=${encodeURIComponent(q)}`, signal)) as string[];
      if (signal.aborted) return;
      results.value = hits;
    } finally {
      if (!signal.aborted) searching.value = false;
    }
  });
  <input
    type="search"
    aria-label="Search"
    value={query.value}
    onInput={(e) => (query.value = e.currentTarget.value)}
  />;
  {
    searching.value && <span class="spinner">searching</span>;
  }
  <ul>
    {results.value.map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>;
}

// ---- Polling -------------------------------------------------------------------

export const pollLog: string[] = [];

export function Poller({ api, every }: { api: Api; every: number }) {
  const count = remember(() => mutableStateOf<number | null>(null));
  const paused = remember(() => mutableStateOf(false));
  DisposableEffect(every, paused.value, () => {
    if (paused.value) return;
    pollLog.push(`start ${every}`);
    const tick = () =>
      api("/count").then(
        (n) => (count.value = n as number),
        () => {},
      );
    void tick();
    const id = setInterval(tick, every);
    return () => {
      pollLog.push(`stop ${every}`);
      clearInterval(id);
    };
  });
  <p>{count.value === null ? "no data" : `${count.value} online`}</p>;
  <button onClick={() => (paused.value = !paused.value)}>{paused.value ? "Resume" : "Pause"}</button>;
}

// ---- await in a handler, then state ----------------------------------------------

export function SaveForm({ api }: { api: Api }) {
  const title = remember(() => mutableStateOf("Draft"));
  const saving = remember(() => mutableStateOf(false));
  const message = remember(() => mutableStateOf<string | null>(null));
  const history = remember(() => mutableStateOf<string[]>([]));
  <form
    onSubmit={async (e) => {
      e.preventDefault();
      saving.value = true;
      message.value = null;
      try {
        const saved = (await api(`/save?title=${title.value}`)) as { version: number };
        history.value = [...history.value, `v${saved.version}: ${title.value}`];
        message.value = `Saved version ${saved.version}`;
      } catch (err) {
        message.value = `Could not save: ${(err as Error).message}`;
      } finally {
        saving.value = false;
      }
    }}
  >
    <input aria-label="Title" value={title.value} onInput={(e) => (title.value = e.currentTarget.value)} />
    <button type="submit" disabled={saving.value}>
      {saving.value ? "Saving…" : "Save"}
    </button>
  </form>;
  {
    message.value && <p role="status">{message.value}</p>;
  }
  <ul>
    {history.value.map((h) => (
      <li key={h}>{h}</li>
    ))}
  </ul>;
}
