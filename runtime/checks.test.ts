// @vitest-environment happy-dom
// What a program hands the public API by mistake fails at the call, with a
// code that says what was given, instead of a TypeError inside the runtime.
import { expect, it, vi } from "vitest";
import {
  compositionLocalOf,
  CompositionLocalProvider,
  DisposableEffect,
  LaunchedEffect,
  SideEffect,
} from "./index.js";
import { movableContentOf } from "./movable-content.js";
import { hydrate, render } from "./dom/index.js";
import { renderToStream, renderToString } from "./server/index.js";
import type { Composer } from "./composer.js";

const App = () => {};

it("render and hydrate name a missing app (a wrong import) and a missing container (a wrong id)", () => {
  const container = document.createElement("div");
  const missing = undefined as unknown as () => void;
  expect(() => render(missing, container)).toThrow(/\[R030\]: render was given undefined as the app/);
  expect(() => hydrate({ App } as unknown as () => void, container)).toThrow(
    /\[R030\]: hydrate was given an object \(with App…\) as the app/,
  );
  const nowhere = document.getElementById("no-such-id")!;
  expect(() => render(App, nowhere)).toThrow(/\[R031\]: render was given null as the container/);
  expect(() => hydrate(App, "#app" as unknown as Element)).toThrow(
    /\[R031\]: hydrate was given the string "#app" as the container/,
  );
  expect(() => renderToString(missing)).toThrow(/\[R030\]: renderToString was given undefined/);
  expect(() => renderToStream(missing)).toThrow(/\[R030\]: renderToStream was given undefined/);
  // Nothing was made: the container is still free for a render.
  expect(container.childNodes).toHaveLength(0);
  render(App, container).dispose();
});

/** Composes `body` as a composable of its own (hand-written in the compiled shape). */
function compose(body: ($c: Composer<unknown>) => void): void {
  const Body = (_: object, $c: Composer<unknown>) => {
    $c.startReplaceableGroup(1);
    body($c);
    $c.endReplaceableGroup();
  };
  render(Body as unknown as () => void, document.createElement("div")).dispose();
}

it("effects and movableContentOf say what they were given instead of a function", () => {
  const five = 5 as unknown as () => void;
  expect(() => compose(() => SideEffect(five))).toThrow(
    /\[R032\]: SideEffect needs a function, and was given number 5/,
  );
  expect(() => compose(() => DisposableEffect("key", five))).toThrow(
    /\[R032\]: DisposableEffect needs a function as its last argument \(the effect\), and was given number 5/,
  );
  expect(() => compose(() => LaunchedEffect(five))).toThrow(/\[R032\]: LaunchedEffect needs a function/);
  expect(() => movableContentOf(five)).toThrow(/\[R032\]: movableContentOf needs a function/);
});

it("CompositionLocalProvider takes one provided value as well as an array, and names anything else", () => {
  const Local = compositionLocalOf("light");
  const seen: string[] = [];
  const provide = (values: unknown) =>
    compose(($c) =>
      CompositionLocalProvider(
        { values: values as never, children: (() => seen.push(Local.current)) as never },
        $c,
      ),
    );
  provide(Local.provides("dark"));
  provide([Local.provides("dim")]);
  expect(seen).toEqual(["dark", "dim"]);
  expect(() => provide(["dark"])).toThrow(
    /\[R033\]: CompositionLocalProvider's `values` holds the string "dark"/,
  );
  expect(() => provide([{ local: {}, value: 1 }])).toThrow(/\[R033\]/);
});

it("an async DisposableEffect (React's useEffect(async () => …)) is told to be a LaunchedEffect", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // A type error in TypeScript (Cleanup is a function or nothing); JavaScript gets the warning.
  compose(() => DisposableEffect((async () => {}) as unknown as () => undefined));
  compose(() => DisposableEffect(() => 5 as unknown as undefined));
  compose(() => DisposableEffect(() => () => {}));
  compose(() => DisposableEffect(() => {}));
  expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
    expect.stringMatching(/returned a promise \(an async effect\), not a cleanup function: .*LaunchedEffect/),
    expect.stringMatching(/returned number 5, not a cleanup function/),
  ]);
  warn.mockRestore();
});
