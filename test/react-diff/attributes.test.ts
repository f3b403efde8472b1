// @vitest-environment happy-dom
// Attributes that change: class, style, booleans, aria-*, data-*; fields that come and go; autoFocus.
// Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./attributes.js";
import * as R from "./attributes.react.js";

it("className and style objects that change, gain and lose keys", async () => {
  await diff(R.ClassAndStyle, C.ClassAndStyle, async (d) => {
    await d.click("#toggle");
    await d.click("#grow");
    await d.click("#toggle");
    await d.click("#grow");
  });
});

it("boolean, aria-* and data-* attributes toggling", async () => {
  await diff(R.BooleanAria, C.BooleanAria, async (d) => {
    await d.click("#n");
    await d.click("#n");
    await d.click("#busy");
    await d.click("#n");
    await d.click("#busy");
  });
});

it("fields that appear and disappear keep the others' values and state", async () => {
  await diff(R.ConditionalFields, C.ConditionalFields, async (d) => {
    await d.type("#name", "Ada");
    await d.type("#nick", "!");
    await d.select("#kind", "company");
    await d.type("#company", "ACME");
    await d.type("#about", "?");
    await d.select("#kind", "person");
    await d.type("#name", "!");
  });
});

it("autoFocus focuses an input when it appears, not at each re-render", async () => {
  await diff(R.AutoFocusToggle, C.AutoFocusToggle, async (d) => {
    await d.click("#show");
    await d.click("#first");
    await d.click("#show");
    await d.click("#show");
  });
});
