// @vitest-environment happy-dom
// React's spellings of attributes and style values; Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./spelling.js";
import * as R from "./spelling.react.js";

it("attributes spelled the React way, toggled", async () => {
  await diff(R.ReactSpellings, C.ReactSpellings, async (d) => {
    await d.click("#b");
    await d.click("#b");
  });
});

it("style numbers: px where React adds it, unitless properties as they are", async () => {
  await diff(R.StyleNumbers, C.StyleNumbers, async (d) => {
    await d.click("#b");
    await d.click("#b");
    await d.click("#b");
  });
});
