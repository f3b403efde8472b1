// @vitest-environment happy-dom
/**
 * A composable called as a plain function in a production build, which
 * carries no `plainCall` check (callee.ts): the engine's TypeError at its
 * first use of the Composer it did not get becomes R022 where the runtime
 * meets it (a failed pass, the server's render, an error boundary), with the
 * TypeError as its cause, instead of reaching the user as an internal
 * "Cannot read properties of undefined". dev.ts is replaced by its
 * production value for every module of this file.
 */
import { afterEach, expect, test, vi } from "vitest";
import { load, mount } from "../plugin/babel/test/harness.js";
import { DEV } from "./dev.js";
import { CompositionError } from "./errors.js";
import * as dom from "./dom/index.js";
import { renderToString } from "./server/index.js";

vi.mock("./dev.js", () => ({ DEV: false }));

/** Compiled as `vite build` compiles it: no development checks. */
function production(source: string, modules: Record<string, unknown> = {}) {
  return load(source, { "composa/dom": dom, ...modules }, "/src/app.tsx", { dev: false }).module;
}

const row = production(`export function Row({ item }) { <li>{item}</li>; }`);

const R022 = /^Composa \[R022\]: [^,]+, (undefined|no Composer) \(production build/;

function failure(run: () => void): CompositionError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CompositionError);
    return error as CompositionError;
  }
  throw new Error("did not throw");
}

test("an imported composable called as a function (`Row({ item })`): R022 from the pass, the TypeError as its cause", () => {
  expect(DEV).toBe(false);
  const { App } = production(
    `import { Row } from "./row";
     export function App({ items }) { <ul>{items.map((item) => { Row({ item }); })}</ul>; }`,
    { "./row": row },
  );
  const error = failure(() => mount(App as never, { items: ["a"] }));
  const cause = error.cause as Error;
  expect(cause.message).toMatch(R022);
  expect(cause.message).toMatch(/: Row \(as the stack names it\), undefined \(/);
  expect(cause.cause).toBeInstanceOf(TypeError);
  expect(error.message).toContain("[R022]");
});

test("a slot given to map (`xs.map(props.renderRow)`, called with an index for its Composer): R022", () => {
  const { App } = production(
    `function List({ items, renderRow }) { <ul>{items.map(renderRow)}</ul>; }
     export function App() { <List items={["a", "b"]} renderRow={({ item }) => <li>{item}</li>} />; }`,
  );
  const cause = failure(() => mount(App as never)).cause as Error;
  expect(cause.message).toMatch(R022);
  expect(cause.message).toMatch(/, no Composer \(/);
});

test("on the server too", () => {
  const { App } = production(
    `import { Row } from "./row";
     export function App() { Row({ item: 1 }); }`,
    { "./row": row },
  );
  expect((failure(() => renderToString(App as never)).cause as Error).message).toMatch(R022);
});

test("an error boundary's fallback is given R022", () => {
  const { App } = production(
    `import { ErrorBoundary } from "composa";
     import { Row } from "./row";
     export function App() {
       <ErrorBoundary fallback={({ error }) => <p>{error.message}</p>}>{() => { Row({ item: 1 }); }}</ErrorBoundary>;
     }`,
    { "./row": row },
  );
  expect(renderToString(App as never)).toMatch(/^<p>Composa \[R022\]/);
});

test("any other TypeError is left as it is", () => {
  const { App } = production(`export function App({ user }) { <p>{user.name}</p>; }`);
  const cause = failure(() => mount(App as never, {})).cause as Error;
  expect(cause).toBeInstanceOf(TypeError);
  expect(cause.message).toMatch(/name/);
});

afterEach(() => vi.unstubAllGlobals());

test("from an event handler (`onClick={() => Row({ item })}`), delegated or not: R022 naming the composable is reported", () => {
  const reported: unknown[] = [];
  vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
  const { App } = production(
    `import { Row } from "./row";
     export function App() {
       <button onClick={() => Row({ item: 1 })}>add</button>;
       <div onMouseEnter={() => Row({ item: 2 })}>hover</div>;
     }`,
    { "./row": row },
  );
  const container = document.body.appendChild(document.createElement("div"));
  const composition = dom.render(App as never, container);
  container.querySelector("button")!.click();
  container.querySelector("div")!.dispatchEvent(new MouseEvent("mouseenter"));
  expect(reported).toHaveLength(2);
  for (const error of reported) {
    expect((error as Error).message).toMatch(R022);
    expect((error as Error).message).toMatch(/: Row \(as the stack names it\), undefined \(/);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  }
  composition.dispose();
  container.remove();
});
