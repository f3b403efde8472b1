// Duration of one timed click from its Chrome trace, by js-framework-benchmark's rule
// (webdriver-ts/src/timeline.ts, computeResultsCPU): start = the click's EventDispatch;
// the work that follows it is the last (by end time) Layout, FunctionCall, TimerFire or
// FireAnimationFrame on the click's process; the end is the first Commit that starts
// after that work (the frame that shows the result); duration = commit end - click start.
// Commits of other processes are ignored. jfb's extra correction for a rAF that waited
// longer than one frame is left out: Composa does its work in the next frame's rAF,
// which here fires right after the click, so there is nothing to correct.

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  args?: { data?: { type?: string } };
}

interface Span {
  type: "click" | "work" | "commit";
  ts: number;
  end: number;
  pid: number;
}

/** The trace categories jfb records (benchmarkRunner / forkedBenchmarkRunnerPlaywright). */
export const traceCategories = ["blink.user_timing", "devtools.timeline", "disabled-by-default-devtools.timeline"];

const workEvents = new Set(["Layout", "FunctionCall", "TimerFire", "FireAnimationFrame"]);

function spans(events: TraceEvent[]): Span[] {
  const out: Span[] = [];
  for (const e of events) {
    if (e.ph !== "X") continue;
    const dur = e.dur ?? 0;
    // jfb treats TimerFire as an instant: its end is its start.
    const end = e.name === "TimerFire" ? e.ts : e.ts + dur;
    if (e.name === "EventDispatch") {
      if (e.args?.data?.type === "click") out.push({ type: "click", ts: e.ts, end, pid: e.pid });
    } else if (e.name === "Commit") {
      out.push({ type: "commit", ts: e.ts, end, pid: e.pid });
    } else if (workEvents.has(e.name)) {
      out.push({ type: "work", ts: e.ts, end, pid: e.pid });
    }
  }
  return out.sort((a, b) => a.end - b.end);
}

/** Milliseconds from the click to the commit that shows its result. Throws on a malformed trace. */
export function clickToCommit(events: TraceEvent[]): number {
  const all = spans(events);
  const clicks = all.filter((s) => s.type === "click");
  if (clicks.length !== 1) throw new Error(`expected exactly one click in the trace, found ${clicks.length}`);
  const click = clicks[0]!;
  const after = all.filter((s) => s.pid === click.pid && s.ts > click.end);
  const lastWork = [click, ...after.filter((s) => s.type === "work")].reduce((a, b) => (b.end > a.end ? b : a));
  const commits = after.filter((s) => s.type === "commit");
  if (commits.length === 0) throw new Error("no Commit after the click in the trace");
  const commit = commits.find((s) => s.ts > lastWork.end) ?? commits[commits.length - 1]!;
  return (commit.end - click.ts) / 1000;
}
