/**
 * The first argument of composa's root functions (`render` and `hydrate` of
 * composa/dom, `renderToString` / `renderToStream` of composa/server, `render`
 * and `renderHook` of composa/testing) is composed as the root of a
 * composition, so a lambda there is a composable, as in Solid's
 * `render(() => <App />, el)` and React Testing Library's
 * `renderHook(() => useThing())`; runtime/testing/inline-roots.test.tsx runs
 * them. A function of the same name from elsewhere, or a lambda in another
 * argument, is still a callback.
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { errorOf } from "./test/error-of.js";

const ok = (src: string) => compile(src, { filename: "/src/t.test.tsx", root: "/src", dev: false }).code;

describe("a lambda given to a root function", () => {
  it("is a composable for composa/dom, composa/server and composa/testing", () => {
    for (const [from, fn] of [
      ["composa/dom", "render"],
      ["composa/dom", "hydrate"],
      ["composa/server", "renderToString"],
      ["composa/server", "renderToStream"],
      ["composa/testing", "render"],
    ])
      expect(
        ok(`import { ${fn} } from "${from}"; import { App } from "./app"; ${fn}(() => <App a={1} />);`),
      ).toMatch(/startRestartGroup/);
  });

  it("with no elements but a value composable (renderHook's), is a value composable: its calls get their groups", () => {
    const code = ok(`import { renderHook } from "composa/testing"; import { useA } from "./a";
      it("x", () => { renderHook((p) => useA(p).b); });`);
    expect(code).toMatch(
      /renderHook\(\(?p\)? => \{\s*const \$c = \$composa\$current\(\);\s*return \$composa\$group\(\$c, 0x[0-9a-f]+, \(\) => useA\(p\)\)\.b;/,
    );
  });

  it("a render inside a composable's effect (a popup, an iframe) composes a root of its own", () => {
    const code = ok(`import { DisposableEffect } from "composa";
      import { render } from "composa/dom";
      export function Popup({ target }) {
        DisposableEffect(() => { const c = render(() => <b>inner</b>, target); return () => c.dispose(); });
        <p />;
      }`);
    expect(code).toMatch(
      /render\(function \$lambda\d+\(\$props, \$c, \$changed\) \{\s*if \(\$c\.skipRestartGroup/,
    );
  });

  it("is still a callback when the function is not composa's, or the lambda is not the first argument", () => {
    expect(errorOf(`import { render } from "solid-js/web"; render(() => <App />, el);`).code).toBe("CMP024");
    expect(errorOf(`import { render } from "composa/dom"; render(App, () => <App />);`).code).toBe("CMP024");
    expect(errorOf(`import { render } from "./render"; render(() => useThing());`).code).toBe("CMP008");
    expect(
      errorOf(`import { renderHook } from "composa/testing"; renderHook(useA, { wrapper: 1 }, () => useB());`)
        .code,
    ).toBe("CMP008");
  });

  it("an element given instead (React's `render(<App />, el)`) is CMP001 with the dialect's two ways", () => {
    const inTest = errorOf(
      `import { render } from "composa/testing"; import { Counter } from "./app"; it("x", () => { render(<Counter label="x" />); });`,
    );
    expect(inTest.code).toBe("CMP001");
    expect(inTest.message).toContain(
      "it cannot be given to `render`. Write it where it composes: `render` composes a composable, so give it one: the element in a composable lambda, `render(() => <Counter … />)`, or the composable and its props, `render(Counter, { … })`.",
    );
    const atTop = errorOf(`import { render } from "composa/dom"; render(<><App /></>, document.body);`);
    expect(atTop.code).toBe("CMP001");
    expect(atTop.message).toContain("`render(() => <>…</>)`.");
  });
});
