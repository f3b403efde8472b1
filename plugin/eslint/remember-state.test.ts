/**
 * composa/remember-state through ESLint's `Linter` (espree, `.jsx`): a state
 * made in a composable's body without `remember` is reported where it is
 * made; made inside `remember`, a handler, an effect, at module level, or in
 * a function that does not compose, it is not.
 */
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import composa from "./index.js";

function lint(code: string): Linter.LintMessage[] {
  return new Linter({ configType: "flat" })
    .verify(code, [composa.configs.recommended], { filename: "App.jsx" })
    .filter((m) => m.ruleId !== "composa/compiler");
}

const H = `import { mutableStateOf, mutableStateListOf, mutableStateMapOf as map, remember, DisposableEffect } from "composa";\n`;

describe("composa/remember-state", () => {
  it.each([
    [
      "a unit composable",
      `function Counter() {\n  const count = mutableStateOf(0);\n  <button onClick={() => count.value++}>{count.value}</button>;\n}`,
      "mutableStateOf",
      3,
    ],
    [
      "a list, under an if",
      `const Todos = ({ on }) => {\n  if (on) {\n    const todos = mutableStateListOf();\n  }\n  <ul />;\n};`,
      "mutableStateListOf",
      4,
    ],
    [
      "a renamed map in a member composable",
      `const Parts = {\n  Table: () => {\n    const rows = map();\n    <table />;\n  },\n};`,
      "map",
      4,
    ],
    [
      "a use… hook",
      `function useToggle() {\n  const on = mutableStateOf(false);\n  return on;\n}`,
      "mutableStateOf",
      3,
    ],
    [
      "a .map callback that emits",
      `function L({ xs }) {\n  <ul>{xs.map((x) => {\n    const open = mutableStateOf(false);\n    return <li key={x}>{String(open.value)}</li>;\n  })}</ul>;\n}`,
      "mutableStateOf",
      4,
    ],
  ])("reports %s", (_, program, name, line) => {
    const messages = lint(H + program);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ ruleId: "composa/remember-state", line, severity: 2 });
    expect(messages[0]!.message).toContain(`remember(() => ${name}(…))`);
  });

  it.each(["useToggle.ts", "useToggle.js", "hooks.mts"])(
    "covers %s, where hooks live, in both configs (the compiler rule leaves plain scripts alone)",
    (filename) => {
      const program = `${H}export function useToggle() {\n  const on = mutableStateOf(false);\n  return on;\n}`;
      for (const config of [composa.configs.recommended, composa.configs.typescript]) {
        const messages = new Linter({ configType: "flat" }).verify(program, [config], { filename });
        expect(messages.map((m) => [m.ruleId, m.line])).toEqual([["composa/remember-state", 3]]);
      }
    },
  );

  it("leaves remembered, handler, effect, module-level and non-composing states alone", () => {
    const program = `
const global = mutableStateOf(0);
function makeStore() {
  return { items: mutableStateListOf() };
}
export function App() {
  const a = remember(() => mutableStateOf(0));
  const b = remember(a.value, () => mutableStateMapOf());
  DisposableEffect(() => {
    const scratch = mutableStateOf(1);
    return () => void scratch;
  });
  <button onClick={() => { const s = mutableStateOf(2); void s; }}>{a.value}</button>;
}
function mutableStateOfLocal() {
  const mutableStateOf = (v) => v;
  <i>{mutableStateOf(1)}</i>;
}
`;
    expect(lint(H.replace("mutableStateMapOf as map", "mutableStateMapOf") + program)).toEqual([]);
  });
});
