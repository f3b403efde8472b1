/**
 * Regressions found by the compiler's mutation fuzz (fuzz/mutate.ts): a
 * composable lambda inside a plain function in composable code (a factory, a
 * `remember` calculation, a callback) was never compiled, so raw JSX stayed
 * in the output. Such a lambda runs outside that code, as one at module level
 * does: it is compiled on its own, and passing it to an ordinary function is
 * CMP024.
 */
import { describe, expect, it } from "vitest";
import { errorOf } from "./test/error-of.js";
import { load, mount } from "./test/harness.js";

describe("composable lambdas inside plain functions", () => {
  it("a factory of content lambdas and a remembered lambda are compiled and render", () => {
    const { module, code } = load(`
import { remember } from "composa";
export function App({ x }) {
  const make = (y) => () => <b>{y}</b>;
  const c = remember(() => () => <i>{x}</i>);
  <div>{make(1)}{make(2)}{c}</div>;
}`);
    expect(code).not.toMatch(/<b>|<i>/);
    const app = mount(module.App, { x: "first" });
    expect(app.tree()).toBe('root(div(b("1"),b("2"),i("first")))');
    app.update({ x: "second" }); // remember without keys keeps the first lambda
    expect(app.tree()).toBe('root(div(b("1"),b("2"),i("first")))');
  });

  it("passed to an ordinary function from inside a plain function: CMP024 at the lambda", () => {
    const src = `import { remember, derivedStateOf } from "composa";\nfunction A() {\n  const d = remember(() => derivedStateOf(() => <B />));\n  <i />;\n}`;
    const error = errorOf(src, "/src/a.jsx");
    expect(error.code).toBe("CMP024");
    expect(error.loc).toEqual({ line: 3, column: 43 });
  });
});
