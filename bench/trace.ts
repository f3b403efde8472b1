// Duration of one timed click from its Chrome trace, by js-framework-benchmark's rule
// (webdriver-ts/src/timeline.ts, computeResultsCPU): start = the click's EventDispatch;
// the work that follows it is the last (by end time) Layout, FunctionCall, TimerFire or
// FireAnimationFrame on the click's process; the end is the first Commit that starts
// after that work (the frame that shows the result); duration = commit end - click start.
// Commits of other processes are ignored. jfb's extra correction for a rAF that waited
// longer than one frame is left out: Composa does its work in the next frame's rAF,
// which here fires right after the click, so there is nothing to correct.
//
// Script time (jfb's computeResultsJS in the same file): of the same trace, the time
// JavaScript ran between the click and that commit: the union of the JS events
// (`scriptEvents`) that start inside the span. On this VM style, layout and paint are
// most of the total and hide what a framework does; the script time is the part a
// framework owns. Unlike jfb it keeps to the click's thread (its JS ran there).

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid?: number;
  args?: { data?: { type?: string; documentLoaderURL?: string } };
}

interface Span {
  type: "click" | "work" | "commit";
  ts: number;
  end: number;
  pid: number;
  tid?: number;
}

/** The trace categories jfb records (benchmarkRunner / forkedBenchmarkRunnerPlaywright). */
export const traceCategories = [
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
];

const workEvents = new Set(["Layout", "FunctionCall", "TimerFire", "FireAnimationFrame"]);

function spans(events: TraceEvent[]): Span[] {
  const out: Span[] = [];
  for (const e of events) {
    if (e.ph !== "X") continue;
    const dur = e.dur ?? 0;
    // jfb treats TimerFire as an instant: its end is its start.
    const end = e.name === "TimerFire" ? e.ts : e.ts + dur;
    if (e.name === "EventDispatch") {
      if (e.args?.data?.type === "click") out.push({ type: "click", ts: e.ts, end, pid: e.pid, tid: e.tid });
    } else if (e.name === "Commit") {
      out.push({ type: "commit", ts: e.ts, end, pid: e.pid });
    } else if (workEvents.has(e.name)) {
      out.push({ type: "work", ts: e.ts, end, pid: e.pid });
    }
  }
  return out.sort((a, b) => a.end - b.end);
}

/** The click and the end (µs) of the commit that shows its result. Throws on a malformed trace. */
function clickSpan(events: TraceEvent[]): { click: Span; end: number } {
  const all = spans(events);
  const clicks = all.filter((s) => s.type === "click");
  if (clicks.length !== 1) throw new Error(`expected exactly one click in the trace, found ${clicks.length}`);
  const click = clicks[0]!;
  const after = all.filter((s) => s.pid === click.pid && s.ts > click.end);
  const lastWork = [click, ...after.filter((s) => s.type === "work")].reduce((a, b) =>
    b.end > a.end ? b : a,
  );
  const commits = after.filter((s) => s.type === "commit");
  if (commits.length === 0) throw new Error("no Commit after the click in the trace");
  const commit = commits.find((s) => s.ts > lastWork.end) ?? commits[commits.length - 1]!;
  return { click, end: commit.end };
}

/** Milliseconds from the click to the commit that shows its result. Throws on a malformed trace. */
export function clickToCommit(events: TraceEvent[]): number {
  const { click, end } = clickSpan(events);
  return (end - click.ts) / 1000;
}

/**
 * jfb's JavaScript events (traceJSEventNames), plus V8's compile events, which the
 * cold start has outside any of them (a module compiled before it is evaluated).
 */
export const scriptEvents = new Set([
  "EventDispatch",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "RunMicrotasks",
  "V8.Execute",
]);

/** Milliseconds of JS on one thread in [from, to] (µs): the union of the script events starting there. */
export function scriptTime(
  events: TraceEvent[],
  where: { pid: number; tid?: number },
  from: number,
  to: number,
): number {
  const spans = events
    .filter(
      (e) =>
        e.ph === "X" &&
        scriptEvents.has(e.name) &&
        e.pid === where.pid &&
        (where.tid === undefined || e.tid === where.tid) &&
        e.ts >= from &&
        e.ts <= to,
    )
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0]);
  // Nested events (a FunctionCall inside an EventDispatch) count once, for the outer one.
  let total = 0;
  let start = -Infinity;
  let end = -Infinity;
  for (const [ts, stop] of spans) {
    if (ts > end) {
      if (end > start) total += end - start;
      start = ts;
      end = stop;
    } else if (stop > end) end = stop;
  }
  if (end > start) total += end - start;
  return total / 1000;
}

export interface Timing {
  /** jfb's duration, ms: the click to the commit that shows its result. */
  total: number;
  /** JavaScript run in that span, ms. */
  script: number;
}

/** Total and script time of the one timed click of a trace. */
export function measureClick(events: TraceEvent[]): Timing {
  const { click, end } = clickSpan(events);
  return { total: (end - click.ts) / 1000, script: scriptTime(events, click, click.ts, end) };
}

/**
 * Cold start: from the `navigationStart` of the document at `url` to the commit that
 * shows the result of the page's one click (the rule above), and the JS of the click's
 * thread in that span.
 */
export function measureLoad(events: TraceEvent[], url: string): Timing {
  const { click, end } = clickSpan(events);
  const start = events.find(
    (e) => e.name === "navigationStart" && e.pid === click.pid && e.args?.data?.documentLoaderURL === url,
  );
  if (!start) throw new Error(`no navigationStart of ${url} in the trace`);
  return { total: (end - start.ts) / 1000, script: scriptTime(events, click, start.ts, end) };
}
