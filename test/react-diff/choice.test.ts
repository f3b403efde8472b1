// @vitest-environment happy-dom
// Checkboxes, radio groups and selects, Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./choice.js";
import * as R from "./choice.react.js";

it("checkboxes: controlled, refusing, uncontrolled, a click that prevents the default", async () => {
  await diff(R.Checkboxes, C.Checkboxes, async (d) => {
    await d.click("#on");
    await d.click("#on");
    await d.click("#locked");
    await d.click("#free");
    await d.click("#click");
    await d.keyboard(" ");
    await d.click("#on");
  });
});

it("a controlled radio group, one choice refused", async () => {
  await diff(R.Radios, C.Radios, async (d) => {
    await d.click('input[value="s"]');
    await d.click('input[value="l"]');
    await d.click("label:nth-of-type(2)");
    await d.keyboard("{ArrowDown}");
  });
});

it("uncontrolled radios with one name in two forms are two groups", async () => {
  await diff(R.UncontrolledRadios, C.UncontrolledRadios, async (d) => {
    await d.click("#one-a");
    await d.click("#two-c");
    await d.step("reset form one", () => d.el<HTMLFormElement>("#one").reset());
  });
});

it("controlled radios with one name in two forms", async () => {
  await diff(R.ControlledRadiosInTwoForms, C.ControlledRadiosInTwoForms, async (d) => {
    await d.click("#one-b");
    await d.click("#two-a");
    await d.click("#one-a");
  });
});

it("selects: controlled (one choice refused) and uncontrolled with defaultValue", async () => {
  await diff(R.Selects, C.Selects, async (d) => {
    await d.select("#c", "c");
    await d.select("#c", "d");
    await d.select("#u", "x");
    await d.select("#u", "Z");
  });
});

it("multiple selects: a controlled value array (one value refused) and an uncontrolled default array", async () => {
  await diff(R.MultiSelects, C.MultiSelects, async (d) => {
    await d.select("#c", ["a", "d"]);
    await d.select("#c", "c");
    await d.deselect("#c", "b");
    await d.select("#u", "y");
    await d.deselect("#u", ["x", "z"]);
  });
});

it("a controlled select whose options change, and a value no option has", async () => {
  await diff(R.SelectOptionsChange, C.SelectOptionsChange, async (d) => {
    await d.click("#more");
    await d.select("#city", "berlin");
    await d.click("#more");
    await d.click("#ghost");
    await d.click("#more");
  });
});
