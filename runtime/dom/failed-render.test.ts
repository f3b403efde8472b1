// @vitest-environment happy-dom
/**
 * Issue 18, point 9: a first `render()` that throws leaves the container
 * exactly as it was and nothing alive behind it (DESIGN, "Public runtime
 * API"): no subscription, no scheduled pass ever touches that container
 * again unless `render` is called again.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Composer } from "../composer.js";
import type { Composition } from "../composition.js";
import { setDevtoolsHook } from "../devtools-hook.js";
import { flush, hasPendingRecompositions } from "../recomposer.js";
import { Snapshot } from "../snapshot/index.js";
import { mutableStateOf, type MutableState } from "../state/index.js";
import { render } from "./render.js";
import type { StateObject } from "../state/observation.js";

/** How many readers (recompose scopes, bindings) `state` has. */
const readers = (state: unknown) => (state as StateObject).readers.size;

// Composables in the compiled shape of docs/compiled-code.md, written by hand.
type C = Composer<Node>;
const app = <P>(fn: (props: P, $c: C, $changed: number) => void) => fn as unknown as (props: P) => void;

/** Reads `s` in a scope of its own, which ends (and subscribes) before `App` goes on. */
function Reader(props: { s: MutableState<number> }, $c: C, $changed: number) {
  $c.startRestartGroup(0x110);
  $c.startElement(0x111, "p");
  $c.text(0x112, `read ${props.s.value}`);
  $c.endNode();
  $c.endRestartGroup()?.updateScope(Reader, props, $changed | 1);
}

/** Reads `s` itself and in a child scope, then throws while `broken.value`. */
function App(props: { s: MutableState<number>; broken: { value: boolean } }, $c: C, $changed: number) {
  $c.startRestartGroup(0x100);
  $c.startElement(0x101, "main");
  $c.text(0x102, `app ${props.s.value}`);
  Reader(props, $c, 0);
  if (props.broken.value) throw new Error("boom in App");
  $c.endNode();
  $c.endRestartGroup()?.updateScope(App, props, $changed | 1);
}

/** Reader reads `s`, then App writes it (invalidating Reader while the pass runs) and throws. */
function WritesThenThrows(props: { s: MutableState<number> }, $c: C) {
  $c.startRestartGroup(0x300);
  Reader(props, $c, 0);
  props.s.value++;
  throw new Error("boom after a write");
}

function Good(_props: object, $c: C) {
  $c.startRestartGroup(0x200);
  $c.startElement(0x201, "b");
  $c.text(0x202, "good");
  $c.endNode();
  $c.endRestartGroup();
}

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  container.innerHTML = "<em>loading…</em>";
  document.body.append(container);
});

describe("a failed first render leaves nothing alive", () => {
  it("nothing stays subscribed; a later write schedules no pass and the placeholder stays", () => {
    const s = mutableStateOf(0);
    const placeholder = container.firstChild;
    expect(() => render(app(App), container, { s, broken: { value: true } })).toThrow("boom in App");
    expect(readers(s)).toBe(0); // neither App's open scope nor Reader's finished one
    s.value = 1;
    Snapshot.sendApplyNotifications(); // readers, if any, would be told now
    expect(hasPendingRecompositions()).toBe(false);
    flush();
    expect(container.innerHTML).toBe("<em>loading…</em>");
    expect(container.firstChild).toBe(placeholder);
  });

  it("the app rendered again afterwards is never touched by the failed one", () => {
    const s = mutableStateOf(0);
    expect(() => render(app(App), container, { s, broken: { value: true } })).toThrow("boom in App");
    render(app(Good), container, {});
    const b = container.firstChild;
    expect(container.innerHTML).toBe("<b>good</b>");
    s.value = 1;
    flush();
    expect(container.innerHTML).toBe("<b>good</b>");
    expect(container.firstChild).toBe(b);
  });

  it("a render after the failure composes afresh and subscribes only its own scopes", () => {
    const s = mutableStateOf(0);
    const broken = { value: true };
    expect(() => render(app(App), container, { s, broken })).toThrow("boom in App");
    broken.value = false;
    const composition = render(app(App), container, { s, broken });
    expect(container.innerHTML).toBe("<main>app 0<p>read 0</p></main>");
    expect(readers(s)).toBe(2); // App and Reader of this composition
    const p = container.querySelector("p");
    s.value = 5;
    flush();
    expect(container.innerHTML).toBe("<main>app 5<p>read 5</p></main>");
    expect(container.querySelector("p")).toBe(p);
    composition.dispose();
    expect(readers(s)).toBe(0);
  });

  it("a write made while the failed render composed leaves no pass scheduled; devtools sees it disposed", () => {
    const s = mutableStateOf(0);
    const seen: string[] = [];
    const previous = setDevtoolsHook({
      created: () => seen.push("created"),
      applied: () => seen.push("applied"),
      disposed: (c: Composition<unknown>) =>
        seen.push(c.hasInvalidations ? "disposed, still invalid" : "disposed"),
    });
    try {
      expect(() => render(app(WritesThenThrows), container, { s })).toThrow("boom after a write");
    } finally {
      setDevtoolsHook(previous);
    }
    expect(hasPendingRecompositions()).toBe(false);
    expect(readers(s)).toBe(0);
    expect(seen).toEqual(["created", "disposed"]);
    flush();
    expect(container.innerHTML).toBe("<em>loading…</em>");
  });
});
