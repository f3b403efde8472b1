/**
 * Issue 22: the lambda given to `movableContentOf` (imported from `composa`)
 * is a composable, wherever the call is: at module level, in `remember`'s
 * calculation, in a composable's body (memoized there as a slot is). Any
 * other function given a composable lambda is still CMP024.
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

const H = `import { movableContentOf, remember } from "composa";\n`;
const code = (src: string) => compile(H + src, { filename: "/src/m.tsx", root: "/src", dev: false }).code;

describe("movableContentOf in the compiler", () => {
  it.each([
    ["at module level", `const C = movableContentOf(({ a }) => { <b>{a}</b>; });`],
    ["in remember", `function A() { const C = remember(() => movableContentOf(() => { <b />; })); <C />; }`],
    ["in a plain function", `function make() { return movableContentOf(() => { <b />; }); }`],
  ])("%s: the lambda compiles to a restartable composable", (_, src) => {
    expect(code(src)).toMatch(
      /movableContentOf\(function \$lambda\d+\(\$props, \$c, \$changed\) \{\s+if \(\$c\.skipRestartGroup\(0x[0-9a-f]+, \$changed, \$props, \$props\d+, \$lambda\d+\)\) return;\s+\$c\.startRestartGroup/,
    );
  });

  it("in a composable's body: the lambda is memoized (the same function, so the same movable content, each pass)", () => {
    expect(code(`function A() { const C = movableContentOf(() => { <b />; }); <C />; }`)).toMatch(
      /movableContentOf\(\$c\.cache\(false, \(\) => function \$lambda/,
    );
  });

  it("a function that makes movable content is not a composable", () => {
    expect(code(`function make() { return movableContentOf(() => { <b />; }); }`)).toMatch(
      /^function make\(\) \{/m,
    );
  });

  it("a local function named movableContentOf is an ordinary call: CMP024", () => {
    expect(() =>
      compile(`const movableContentOf = (f) => f;\nconst C = movableContentOf(() => { <b />; });`, {
        filename: "/src/m.tsx",
        root: "/src",
      }),
    ).toThrow(/CMP024/);
  });
});
