/**
 * Regression found by the bad-input corpus work (issue 10): defaults of
 * destructured props were copied into the output unlowered, so an element
 * default stayed raw JSX in the compiled code and a composable lambda default
 * was never compiled. They are lowered like any expression now.
 */
import { describe, expect, it } from "vitest";
import { errorOf } from "./test/error-of.js";
import { load, mount } from "./test/harness.js";

describe("defaults of destructured props", () => {
  it("an element as a default is CMP001 at the element", () => {
    const src = `function A({ icon = <Star /> }) {\n  <i />;\n}`;
    const error = errorOf(src, "/src/a.jsx");
    expect(error.code).toBe("CMP001");
    expect(error.loc).toEqual({ line: 1, column: 21 });
  });

  it("a composable lambda as a default is compiled and runs when the prop is absent", () => {
    const { module, code } = load(`
function Card({ header = () => <h>default</h> }) {
  <card>{header}</card>;
}
export function App({ custom }) {
  if (custom) {
    <Card header={() => <h>custom</h>} />;
  } else {
    <Card />;
  }
}`);
    expect(code).not.toMatch(/<h>/);
    const app = mount(module.App, { custom: false });
    expect(app.tree()).toBe('root(card(h("default")))');
    app.update({ custom: true });
    expect(app.tree()).toBe('root(card(h("custom")))');
    app.update({ custom: false });
    expect(app.tree()).toBe('root(card(h("default")))');
  });
});
