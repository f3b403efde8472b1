/**
 * The Recomposer scenarios of runtime/*.test.ts again, written in the
 * dialect: the compiler's output must give the same recomposition counts,
 * effect order, locals and error recovery as the hand-written compiled shape.
 */
import { afterEach, describe, expect, it } from "vitest";
import { flush, mutableStateOf } from "../../runtime/index.js";
import { Box, load, mount, type Module } from "./test/harness.js";

afterEach(() => flush());

function program(src: string, test: Record<string, unknown>) {
  return load(src, { test, kit: { Box } }).module as Module;
}

describe("the dialect on the Recomposer", () => {
  it("a leaf's state write re-runs only the leaf; its parent's count stays", () => {
    const log: string[] = [];
    const counters: Record<string, { value: number }> = {};
    const m = program(
      `
import { remember, mutableStateOf } from "composa";
import { log, counters } from "test";
function Counter({ id }) {
  log.push(id);
  const count = remember(() => mutableStateOf(0));
  counters[id] = count;
  <counter>{\`\${id}=\${count.value}\`}</counter>;
}
export function App() {
  log.push("App");
  <Counter id="a" />;
  <Counter id="b" />;
}`,
      { log, counters },
    );
    const app = mount(m.App);
    expect(log).toEqual(["App", "a", "b"]);
    log.length = 0;
    counters.b!.value = 5;
    flush();
    expect(log).toEqual(["b"]);
    expect(app.tree()).toBe('root(counter("a=0"),counter("b=5"))');
  });

  it("effects, locals and an error boundary compiled from the dialect", () => {
    const log: string[] = [];
    const theme = mutableStateOf("dark");
    const broken = mutableStateOf(false);
    const m = program(
      `
import { DisposableEffect, SideEffect, ErrorBoundary, CompositionLocalProvider, compositionLocalOf } from "composa";
import { log, theme, broken } from "test";
const LocalTheme = compositionLocalOf("light");
function Themed() {
  log.push("Themed");
  <themed>{LocalTheme.current}</themed>;
}
function Fragile() {
  DisposableEffect(() => { log.push("enter Fragile"); return () => log.push("leave Fragile"); });
  if (broken.value) throw new Error("fragile broke");
  <ok />;
}
export function App() {
  log.push("App");
  SideEffect(() => log.push("side effect"));
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>
    <Themed />
  </CompositionLocalProvider>;
  <ErrorBoundary fallback={({ error, retry }) => <failed>{String(error.message)}</failed>}>
    <Fragile />
  </ErrorBoundary>;
}`,
      { log, theme, broken },
    );
    const app = mount(m.App);
    expect(app.tree()).toBe('root(themed("dark"),ok())');
    expect(log).toEqual(["App", "Themed", "enter Fragile", "side effect"]);
    log.length = 0;
    broken.value = true;
    flush();
    expect(app.tree()).toBe('root(themed("dark"),failed("fragile broke"))');
    expect(log).toEqual(["leave Fragile"]);
    log.length = 0;
    theme.value = "blue"; // App reads it (to provide it); Themed reads .current
    flush();
    expect(app.tree()).toBe('root(themed("blue"),failed("fragile broke"))');
    expect(log).toEqual(["App", "Themed", "side effect"]);
  });

  it("a value composable keeps its remembered values by call site through its own if, loop and early return", () => {
    const flags = mutableStateOf({ extra: false, n: 2, early: false });
    const made: string[] = [];
    const m = program(
      `
import { remember } from "composa";
import { flags, made } from "test";
export function useThings(extra, n, early) {
  const base = remember(() => { made.push("base"); return { id: "base" }; });
  if (extra) {
    const more = remember(() => { made.push("extra"); return 1; });
  }
  for (let i = 0; i < n; i++) remember(() => { made.push("item" + i); return i; });
  if (early) return base.id + "!";
  const tail = remember(() => { made.push("tail"); return "tail"; });
  return base.id + "/" + tail;
}
export function App() {
  const f = flags.value;
  const text = useThings(f.extra, f.n, f.early);
  <p>{text}</p>;
}`,
      { flags, made },
    );
    const app = mount(m.App);
    expect(app.tree()).toBe('root(p("base/tail"))');
    expect(made).toEqual(["base", "item0", "item1", "tail"]);
    made.length = 0;
    for (const next of [
      { extra: true, n: 3, early: false },
      { extra: false, n: 1, early: true },
      { extra: true, n: 2, early: false },
    ]) {
      flags.value = next;
      flush();
    }
    // Only what newly entered was made: extra, item2; then tail again after the early return removed it.
    expect(made).toEqual(["extra", "item2", "extra", "item1", "tail"]);
    expect(app.tree()).toBe('root(p("base/tail"))');
  });
});
