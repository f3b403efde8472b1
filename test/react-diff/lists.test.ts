// @vitest-environment happy-dom
// Lists of inputs that reorder: values, checks and the focus stay with their key;
// Composa against React 19 (harness.ts says what is compared).
import { fireEvent } from "@testing-library/dom";
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./lists.js";
import * as R from "./lists.react.js";

it("controlled rows that reverse while one is focused: the text and the focus stay with the row", async () => {
  await diff(R.ReorderControlled, C.ReorderControlled, async (d) => {
    await d.type("#f2", "!");
    await d.step("reverse (clicked by fireEvent: the field keeps the focus)", () =>
      fireEvent.click(d.el("#reverse")),
    );
    await d.keyboard("?");
    await d.click("#drop");
    await d.type("#f1", "x");
  });
});

// Rows keyed by index are left out: their untouched fields show the new defaultValue in Composa
// (it follows the state while the user has not edited the field, as a fresh render shows it),
// and keep the first one in React (README, "Forms").
it("uncontrolled rows keyed by id keep their typed text when rotated and when a row is added", async () => {
  await diff(R.ReorderUncontrolled, C.ReorderUncontrolled, async (d) => {
    await d.type("#keyed li:first-child input", "1");
    await d.click("#rotate");
    await d.click("#prepend");
    await d.type("#keyed li:nth-child(2) input", "2");
  });
});

it("a focused button moves with its row", async () => {
  await diff(R.MoveFocused, C.MoveFocused, async (d) => {
    await d.click("#down-a");
    await d.keyboard("{Enter}");
    await d.click("#up-c");
    await d.keyboard(" ");
  });
});

it("a checklist filtered and sorted keeps each check with its item", async () => {
  await diff(R.Checklist, C.Checklist, async (d) => {
    await d.click("#c1");
    await d.click("#sort");
    await d.click("#hide");
    await d.click("#c3");
    await d.click("#hide");
    await d.click("#c2");
  });
});
