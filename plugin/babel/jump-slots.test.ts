/**
 * Regressions found by the differential fuzzer (fuzz/): after a jump that may
 * leave a group early (`return`, `continue`, `break`), the slots of what
 * follows are not used on every run of that group, so they need a group of
 * their own. Without one, the run that reaches them after a run that jumped
 * failed with "a group asked for more slots than it had".
 */
import { describe, expect, it } from "vitest";
import { load, mount } from "./test/harness.js";

function app(src: string) {
  const log: string[] = [];
  const { module } = load(src, { test: { log } });
  return { App: module.App, log };
}

describe("slots after a jump", () => {
  it("early return, then remember: the run that gets past the return composes", () => {
    const { App, log } = app(`
import { remember } from "composa";
import { log } from "test";
export function App({ stop }) {
  if (stop) {
    return;
  }
  const r = remember(() => { log.push("calc"); return { n: 1 }; });
  <p>{r.n}</p>;
}`);
    const live = mount(App, { stop: true });
    expect(live.tree()).toBe("root()");
    live.update({ stop: false });
    expect(live.tree()).toBe('root(p("1"))');
    live.update({ stop: false });
    expect(log).toEqual(["calc"]); // remembered across passes
    live.update({ stop: true });
    live.update({ stop: false });
    expect(live.tree()).toBe('root(p("1"))');
  });

  it("early return, then a memoized lambda prop", () => {
    const { App } = app(`
function Btn({ onClick }) { <button>{onClick()}</button>; }
export function App({ stop, n }) {
  if (stop) return;
  <Btn onClick={() => n} />;
}`);
    const live = mount(App, { stop: true, n: 1 });
    live.update({ stop: false, n: 2 });
    expect(live.tree()).toBe('root(button("2"))');
    expect(live.tree()).toBe(mount(App, { stop: false, n: 2 }).tree());
  });

  it("continue in an unkeyed loop, then remember in the same iteration", () => {
    const { App } = app(`
import { remember } from "composa";
export function App({ xs, skip }) {
  for (const x of xs) {
    if (x === skip) continue;
    const r = remember(() => ({ x }));
    <i>{r.x}</i>;
  }
}`);
    const live = mount(App, { xs: [1, 2, 3], skip: 1 });
    live.update({ xs: [1, 2, 3], skip: 2 });
    expect(live.tree()).toBe('root(i("1"),i("3"))');
  });

  it("return inside a content block, then remember after it in the same block", () => {
    const { App } = app(`
import { remember } from "composa";
export function App({ stop }) {
  <div>{() => {
    if (stop) return;
    const r = remember(() => ({ n: 7 }));
    <b>{r.n}</b>;
  }}</div>;
}`);
    const live = mount(App, { stop: true });
    live.update({ stop: false });
    expect(live.tree()).toBe('root(div(b("7")))');
  });
});
