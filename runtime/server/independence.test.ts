/**
 * Renders are independent: nothing of one (current composer, locals, state
 * subscriptions, scheduled passes) is seen by another, also when a render
 * throws midway and when a render runs inside another render's composable.
 */
import { expect, test } from "vitest";
import { load } from "../../plugin/babel/test/harness.js";
import { mutableStateOf } from "../index.js";
import { currentComposerOrNull } from "../remember.js";
import { hasPendingRecompositions } from "../recomposer.js";
import * as dom from "../dom/index.js";
import { renderToString } from "./index.js";

const g = globalThis as Record<string, unknown>;

function module(source: string) {
  return load(source, { "composa/dom": dom, host: g }).module;
}

test("a render that throws midway leaves nothing behind: the next render is as if it never ran", () => {
  const shared = mutableStateOf(1);
  g.shared = shared;
  const { Bad, Good } = module(`
    import { CompositionLocalProvider, compositionLocalOf, remember, mutableStateOf } from "composa";
    import host from "host";
    export const Local = compositionLocalOf("default");
    function Inner() { <i>{Local.current}</i>; if (host.shared.value > 0) throw new Error("midway"); }
    export function Bad() {
      <CompositionLocalProvider values={[Local.provides("bad")]}>
        <p>{host.shared.value}</p>
        <Inner />
      </CompositionLocalProvider>;
    }
    export function Good() { <b>{Local.current}</b>; <p>{host.shared.value}</p>; }
  `);
  expect(() => renderToString(Bad)).toThrow(/midway/);
  expect(currentComposerOrNull()).toBe(null);
  expect(renderToString(Good)).toBe("<b>default</b><p>1</p>");
  // Neither render still reads the state: a write schedules nothing.
  shared.value = 2;
  expect(hasPendingRecompositions()).toBe(false);
  delete g.shared;
});

test("a render started inside another render's composable sees none of the outer one, and the outer one goes on", () => {
  g.renderToString = renderToString;
  const { Outer, Inner } = module(`
    import { CompositionLocalProvider, compositionLocalOf, remember } from "composa";
    import host from "host";
    export const Local = compositionLocalOf("default");
    export function Inner() { const v = remember(() => "inner"); <em>{Local.current}/{v}</em>; }
    export function Outer() {
      const before = remember(() => "outer");
      <CompositionLocalProvider values={[Local.provides("outer")]}>
        <section unsafeInnerHTML={host.renderToString(Inner)} />
        <p>{Local.current}/{before}</p>
      </CompositionLocalProvider>;
    }
  `);
  expect(renderToString(Outer)).toBe(
    "<section><em><!---->default<!---->/<!---->inner</em></section><p><!---->outer<!---->/<!---->outer</p>",
  );
  expect(currentComposerOrNull()).toBe(null);
  expect(renderToString(Inner)).toBe("<em><!---->default<!---->/<!---->inner</em>");
  delete g.renderToString;
});

test("a state written while composing on the server schedules nothing after the render", () => {
  const { App } = module(`
    import { remember, mutableStateOf } from "composa";
    export function App() {
      const s = remember(() => mutableStateOf(0));
      <p>{s.value}</p>;
      if (s.value === 0) s.value = 1;
    }
  `);
  expect(renderToString(App)).toBe("<p>0</p>");
  expect(hasPendingRecompositions()).toBe(false);
});

test("two renders of one app give the same markup (no id or counter carried over)", () => {
  const { App } = module(`
    import { remember } from "composa";
    let n = 0;
    export function App({ k }) { const id = remember(() => "id-" + k); <label htmlFor={id}>{id}</label>; }
  `);
  expect(renderToString(App, { k: 1 })).toBe(renderToString(App, { k: 1 }));
});
