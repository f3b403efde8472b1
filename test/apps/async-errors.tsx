// Async work and errors as React users meet them: a search whose requests
// race (only the last one's result lands, the others are aborted), a timer
// that stops with its component, an error thrown by an effect and by an
// event handler (what the user sees), and a boundary retried once the
// cause is fixed.
import { DisposableEffect, ErrorBoundary, LaunchedEffect, mutableStateOf, remember } from "composa";

export const asyncLog: string[] = [];

export type Search = (q: string, signal: AbortSignal) => Promise<string[]>;

export function SearchBox({ search }: { search: Search }) {
  const query = remember(() => mutableStateOf(""));
  const results = remember(() => mutableStateOf<string[]>([]));
  const status = remember(() => mutableStateOf("idle"));
  LaunchedEffect(query.value, async (signal: AbortSignal) => {
    if (query.value === "") {
      results.value = [];
      status.value = "idle";
      return;
    }
    const q = query.value;
    status.value = "loading";
    signal.addEventListener("abort", () => asyncLog.push(`aborted ${q}`));
    try {
      const found = await search(q, signal);
      results.value = found;
      status.value = "done";
    } catch (error) {
      if (signal.aborted) return;
      status.value = `error: ${(error as Error).message}`;
    }
  });
  <div>
    <input
      aria-label="search"
      value={query.value}
      onInput={(e: Event) => (query.value = (e.target as HTMLInputElement).value)}
    />
    <p role="status">{status.value}</p>
    <ul>
      {results.value.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  </div>;
}

export function Countdown({ from, onDone }: { from: number; onDone: () => void }) {
  const left = remember(() => mutableStateOf(from));
  DisposableEffect(() => {
    const id = setInterval(() => {
      left.value--;
      if (left.value === 0) {
        clearInterval(id);
        onDone();
      }
    }, 1000);
    asyncLog.push("timer started");
    return () => {
      clearInterval(id);
      asyncLog.push("timer cleared");
    };
  });
  <span class="left">{left.value}</span>;
}

export function CountdownPage() {
  const shown = remember(() => mutableStateOf(true));
  const done = remember(() => mutableStateOf(false));
  <button onClick={() => (shown.value = !shown.value)}>toggle</button>;
  if (shown.value) <Countdown from={3} onDone={() => (done.value = true)} />;
  <p class="done">{done.value ? "done" : "running"}</p>;
}

export const config = { valid: false };

function Chart({ points }: { points: number[] }) {
  if (!config.valid) throw new Error("chart config missing");
  <svg data-points={points.length} />;
}

export function Dashboard() {
  const clicks = remember(() => mutableStateOf(0));
  <section>
    <ErrorBoundary
      fallback={({ error, retry }: { error: unknown; retry: () => void }) => {
        <div role="alert">
          <p>{`Something went wrong: ${(error as Error).message}`}</p>
          <button onClick={retry}>Try again</button>
        </div>;
      }}
    >
      <Chart points={[1, 2, 3]} />
    </ErrorBoundary>
    <button
      class="bad"
      onClick={() => {
        clicks.value++;
        throw new Error("handler broke");
      }}
    >
      {`clicked ${clicks.value}`}
    </button>
  </section>;
}

export function FailingEffect({ fail }: { fail: boolean }) {
  DisposableEffect(fail, () => {
    if (fail) throw new Error("effect broke");
    asyncLog.push("effect ok");
  });
  <p class="effect">{fail ? "failing" : "fine"}</p>;
}
