// Effects the way React code uses them: an interval with cleanup that
// restarts when its delay changes, a debounced search, a document listener.
import {
  DisposableEffect,
  LaunchedEffect,
  mutableStateOf,
  remember,
  SideEffect,
  type MutableState,
} from "composa";

export const events: string[] = [];

function Ticker({ delay, onTick }: { delay: number; onTick: () => void }) {
  DisposableEffect(delay, () => {
    events.push(`start ${delay}`);
    const id = setInterval(onTick, delay);
    return () => {
      events.push(`stop ${delay}`);
      clearInterval(id);
    };
  });
}

export function Stopwatch({ running }: { running: MutableState<boolean> }) {
  const ticks = remember(() => mutableStateOf(0));
  const delay = remember(() => mutableStateOf(100));
  <div class="stopwatch">
    <output>{ticks.value}</output>
    {running.value && <Ticker delay={delay.value} onTick={() => ticks.value++} />}
    <button onClick={() => (running.value = !running.value)}>{running.value ? "Stop" : "Start"}</button>
    <button onClick={() => (delay.value = delay.value === 100 ? 50 : 100)}>Speed</button>
    <button onClick={() => (ticks.value = 0)} disabled={ticks.value === 0}>
      Reset
    </button>
  </div>;
}

export function Search({ fetcher }: { fetcher: (q: string, signal: AbortSignal) => Promise<string[]> }) {
  const query = remember(() => mutableStateOf(""));
  const results = remember(() => mutableStateOf<string[] | null>(null));
  const status = remember(() => mutableStateOf("idle"));
  LaunchedEffect(query.value, async (signal) => {
    if (query.value === "") {
      results.value = null;
      status.value = "idle";
      return;
    }
    status.value = "loading";
    await new Promise((r) => setTimeout(r, 200));
    if (signal.aborted) return;
    const found = await fetcher(query.value, signal);
    if (signal.aborted) return;
    results.value = found;
    status.value = "done";
  });
  SideEffect(() => {
    document.title = `${status.value}: ${query.value}`;
  });
  <input
    type="search"
    aria-label="Search"
    value={query.value}
    onInput={(e) => (query.value = e.currentTarget.value)}
  />;
  <p class="status">{status.value}</p>;
  {
    results.value === null ? null : results.value.length === 0 ? (
      <p class="none">No results for “{query.value}”</p>
    ) : (
      <ul>
        {results.value.map((r, i) => (
          <li key={r}>
            {i + 1}. {r}
          </li>
        ))}
      </ul>
    );
  }
}
