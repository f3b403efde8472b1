/**
 * Every catalogue message says what to write instead; here each suggestion
 * is written out and compiled: for each code, a program that raises it, the
 * part of the message that suggests the fix, and the program with that fix,
 * which must compile (and, where it says what it does, run).
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { ERROR_EXAMPLES as cases, EXAMPLE_HEADER as H } from "./error-examples.js";
import { ERRORS, type ErrorCode } from "./errors.js";
import { errorOf } from "./test/error-of.js";
import { load, mount } from "./test/harness.js";

describe("each catalogue suggestion compiles", () => {
  it("covers every code but syntax errors, TypeScript constructs (their suggestions name plain JavaScript) and decorators (the fix is a Babel plugin this repository does not depend on)", () => {
    const covered = new Set(cases.map((c) => c[0]));
    const missing = Object.keys(ERRORS).filter(
      (c) => !covered.has(c as ErrorCode) && c !== "CMP015" && c !== "CMP014" && c !== "CMP025",
    );
    expect(missing).toEqual([]);
  });
  for (const [code, bad, words, fixed] of cases) {
    it(`${code}: "${words}"`, () => {
      const e = errorOf(H + bad, "/src/bad.jsx");
      expect(e.code).toBe(code);
      expect(e.reason).toContain(words);
      expect(() => compile(H + fixed, { filename: "/src/fixed.jsx", root: "/src" })).not.toThrow();
    });
  }

  it("the suggested fixes for handlers and timers do what the messages say: state written there shows from the composable", () => {
    const { module } = load(`
import { remember, mutableStateOf } from "composa";
export function A() { const shown = remember(() => mutableStateOf(false)); <button onClick={() => { shown.value = true; }} />; if (shown.value) { <b />; } }`);
    const app = mount(module.A);
    expect(app.tree()).toBe("root(button())");
    (app.root.children[0]!.props.onClick as () => void)();
    app.update();
    expect(app.tree()).toBe("root(button(),b())");
  });
});
