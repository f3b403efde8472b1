/**
 * Each rule of composa/eslint through ESLint's RuleTester, valid and invalid
 * cases side by side, with the file names a project has: the dialect's
 * `.jsx` / `.tsx` files and the plain `.js` / `.ts` files where hooks live.
 * (eslint.test.ts covers every compiler code; remember-state.test.ts and
 * typescript-eslint.test.ts the configs in a project.)
 */
import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import composa from "./index.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: "latest",
    sourceType: "module",
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const IMPORT = `import { mutableStateOf, mutableStateListOf, remember, LaunchedEffect } from "composa";\n`;

tester.run("composa/compiler", composa.rules.compiler, {
  valid: [
    { filename: "App.jsx", code: `function App({ ok }) {\n  ok && <b />;\n  <p>{ok ? "y" : "n"}</p>;\n}` },
    // A plain script is not compiled by composa/vite: nothing to report, whatever it holds.
    { filename: "hooks.js", code: `export function useX() {\n  return 1;\n}` },
    { filename: "legacy.js", code: `export function Header() {\n  return <h1 />;\n}` },
  ],
  invalid: [
    {
      filename: "App.jsx",
      code: `function Header({ title }) {\n  return <h1>{title}</h1>;\n}`,
      errors: [{ message: /^\[CMP002\]/, line: 2 }],
    },
    {
      filename: "App.jsx",
      code: `function B() {\n  <button onClick={() => { <b />; }} />;\n}`,
      errors: [{ message: /^\[CMP023\]/, line: 2 }],
    },
    {
      filename: "App.jsx",
      code: `function T() {\n  try {\n    <p />;\n  } catch {}\n}`,
      errors: [{ message: /^\[CMP003\]/ }],
    },
    {
      filename: "App.jsx",
      code: `function A() {\n  const x = <em />;\n}`,
      errors: [{ message: /^\[CMP001\]/, line: 2 }],
    },
  ],
});

tester.run("composa/remember-state", composa.rules["remember-state"], {
  valid: [
    {
      filename: "App.jsx",
      code: `${IMPORT}function C() {\n  const n = remember(() => mutableStateOf(0));\n  <p>{n.value}</p>;\n}`,
    },
    { filename: "store.js", code: `${IMPORT}export const count = mutableStateOf(0);` },
    {
      filename: "useToggle.ts",
      code: `${IMPORT}export function useToggle() {\n  return remember(() => mutableStateOf(false));\n}`,
    },
    {
      filename: "App.jsx",
      code: `${IMPORT}function C() {\n  <button onClick={() => { const s = mutableStateOf(1); void s; }} />;\n}`,
    },
    {
      filename: "model.ts",
      code: `${IMPORT}export function makeStore() {\n  return mutableStateListOf();\n}`,
    },
  ],
  invalid: [
    {
      filename: "App.jsx",
      code: `${IMPORT}function C() {\n  const n = mutableStateOf(0);\n  <p>{n.value}</p>;\n}`,
      errors: [{ messageId: "unremembered", line: 3 }],
    },
    // A hook in a plain .ts / .js file, where hooks usually live.
    {
      filename: "useToggle.ts",
      code: `${IMPORT}export function useToggle() {\n  const on = mutableStateOf(false);\n  return on;\n}`,
      errors: [{ messageId: "unremembered", line: 3 }],
    },
    {
      filename: "hooks/useList.js",
      code: `${IMPORT}export const useList = () => mutableStateListOf();`,
      errors: [{ messageId: "unremembered", line: 2 }],
    },
  ],
});

tester.run("composa/no-unused-expressions", composa.rules["no-unused-expressions"], {
  valid: [
    {
      filename: "App.jsx",
      code: `function A({ ok, xs }) {\n  ok && <b />;\n  ok ? <i /> : null;\n  xs.length || <p />;\n}`,
    },
    { filename: "a.js", code: `f();\nx = 1;` },
  ],
  invalid: [
    { filename: "App.jsx", code: `function A({ a, b }) {\n  a + b;\n  <p />;\n}`, errors: 1 },
    { filename: "a.js", code: `a && b;`, errors: 1 },
  ],
});
