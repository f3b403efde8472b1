// @vitest-environment happy-dom
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { describe, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import * as apps from "./toggles.js";
import type { P } from "./toggles.js";

customElements.define(
  "my-widget",
  class extends HTMLElement {
    label: unknown = "";
  },
);

const scalars = ["a", "", 0, 1, 2.5, null, undefined, false, true, "b", "", null, "c", 0, undefined, "d"];
const styles = [
  { color: "red" },
  { color: "red", "--x": "1" },
  "font-weight: bold",
  undefined,
  { marginTop: "2px" },
  null,
  { color: "blue" },
  "",
];
const classes = ["a", { x: true, y: false }, ["p", "q"], undefined, "", { y: true }, null, false, "z"];
const svg = [
  { w: 5, c: "a", stroke: "red", r: 2, label: "L", extra: true },
  undefined,
  { r: 3 },
  { w: 7, label: 0 },
  null,
  { c: "b", extra: false, label: "" },
];
const deep = [
  { c: "x", t: "one", span: 2 },
  undefined,
  { t: 3 },
  { c: "", t: "", span: undefined },
  { c: "y", t: null, span: 1 },
];

function drive(App: (p: P) => void, values: unknown[]) {
  const s: P["s"] = mutableStateOf<unknown>(values[0]);
  const { container } = render(App, { s });
  expectSameAsFresh(App, { s }, container);
  for (const v of values.slice(1)) {
    s.value = v;
    flush();
    expectSameAsFresh(App, { s }, container);
  }
  // and back through the values in reverse, each kind after each other
  for (const v of [...values].reverse()) {
    s.value = v;
    flush();
    expectSameAsFresh(App, { s }, container);
  }
}

describe("incremental equals fresh through values of every kind", () => {
  for (const name of [
    "HoleBetweenText",
    "HoleAlone",
    "TwoHolesAdjacent",
    "MixedChildren",
    "Conditional",
    "Slots",
    "IfElse",
    "Switch",
    "AttributeToggles",
    "Custom",
  ] as const) {
    it(name, () =>
      drive(
        apps[name],
        [...scalars, ["x", 1], [], ["y", null, ["z"]], "e"].filter(
          (v) => (name !== "AttributeToggles" && name !== "Custom") || !Array.isArray(v),
        ),
      ),
    );
  }
  it("StyleAndClass (styles)", () => drive(apps.StyleAndClass, styles));
  it("StyleAndClass (classes)", () => drive(apps.StyleAndClass, classes));
  it("Svg", () => drive(apps.Svg, svg));
  it("Deep", () => drive(apps.Deep, deep));
});
