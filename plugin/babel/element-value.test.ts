/**
 * CMP001 for the ways React code keeps elements as values
 * (`transform/element-value.ts`): an element chosen by a condition and kept in
 * a variable, an element given as an attribute, elements as an object's
 * property values, a `.map` list kept in a variable. Each message names the
 * place and says the dialect's way; each way, written out, compiles and shows
 * what the React code meant.
 */
import { describe, expect, it } from "vitest";
import * as dom from "../../runtime/dom/index.js";
import { errorOf } from "./test/error-of.js";
import { load, mount } from "./test/harness.js";

const cases: {
  name: string;
  bad: string;
  at: string;
  says: string[];
  fixed: string;
  props: object;
  shows: string;
}[] = [
  {
    name: "an element chosen by `?:` kept in a variable",
    bad: `export function A({ ok }) {\n  const icon = ok ? <b /> : <i />;\n  <p>{icon}</p>;\n}`,
    at: "2:21",
    says: ["assigned to `icon` (an element chosen by a condition)", "where `{icon}` is placed", "`<Icon />`"],
    fixed: `export function A({ ok }) {\n  const Icon = () => (ok ? <b /> : <i />);\n  <p><Icon /></p>;\n}`,
    props: { ok: false },
    shows: "root(p(i()))",
  },
  {
    name: "an element behind `&&` assigned later",
    bad: `export function A({ ok }) {\n  let badge = null;\n  badge = ok && <b />;\n  <p>{badge}</p>;\n}`,
    at: "3:17",
    says: ["assigned to `badge` (an element chosen by a condition)", "`{ok && <b … />}`"],
    fixed: `export function A({ ok }) {\n  <p>{ok && <b />}</p>;\n}`,
    props: { ok: true },
    shows: "root(p(b()))",
  },
  {
    name: "an element given as an attribute",
    bad: `function Btn({ icon }) { <button>{icon}</button>; }\nexport function A() {\n  <Btn icon={<b />} />;\n}`,
    at: "3:14",
    says: ["given as the attribute `icon`", "`icon={() => <b … />}`", "`{icon}`"],
    fixed: `function Btn({ icon }) { <button>{icon}</button>; }\nexport function A() {\n  <Btn icon={() => <b />} />;\n}`,
    props: {},
    shows: "root(button(b()))",
  },
  {
    name: "elements as an object's property values",
    bad: `export function A({ kind }) {\n  const icons = { ok: <b />, err: <i /> };\n  <p>{icons[kind]}</p>;\n}`,
    at: "2:23",
    says: ["the value of the property `ok`", "`ok: () => <b … />`", "`const Icon = icons[kind]; <Icon />;`"],
    fixed: `export function A({ kind }) {\n  const icons = { ok: () => <b />, err: () => <i /> };\n  const Icon = icons[kind];\n  <p><Icon /></p>;\n}`,
    props: { kind: "err" },
    shows: "root(p(i()))",
  },
  {
    name: "a `.map` list kept in a variable",
    bad: `export function A({ xs }) {\n  const items = xs.map((x) => <li key={x}>{x}</li>);\n  <ul>{items}</ul>;\n}`,
    at: "2:24",
    says: [
      "assigned to `items` (a list of elements kept to be placed later)",
      "where `{items}` is",
      "`<Items />`",
    ],
    fixed: `export function A({ xs }) {\n  const Items = () => { for (const x of xs) <li key={x}>{x}</li>; };\n  <ul><Items /></ul>;\n}`,
    props: { xs: ["a", "b"] },
    shows: 'root(ul(li("a"),li("b")))',
  },
];

describe("CMP001 for React's elements as values", () => {
  for (const c of cases) {
    it(c.name, () => {
      const e = errorOf(c.bad, "/src/bad.jsx");
      expect(e.code).toBe("CMP001");
      expect(`${e.loc!.line}:${e.loc!.column}`).toBe(c.at);
      expect(e.frame).toContain(">");
      for (const words of c.says) expect(e.reason).toContain(words);
      // `composa/dom` for a tag picked at run time (`const Icon = icons[kind]`: a string would be an element).
      const { module } = load(c.fixed, { "composa/dom": dom });
      expect(mount(module.A, c.props).tree()).toBe(c.shows);
    });
  }
});
