// @vitest-environment happy-dom
// Event handlers: bubbling, capture, stopPropagation, labels, keys, focus, contentEditable;
// Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./events.js";
import * as R from "./events.react.js";

it("nested click handlers run target first, capture before them, and stopPropagation stops the outer one", async () => {
  await diff(R.Nested, C.Nested, async (d) => {
    await d.click("#btn");
    await d.click("#inner");
    await d.click("#stop");
    await d.click("#btn");
  });
});

it("clicking a label clicks its control: the label's handler twice, the box's once", async () => {
  await diff(R.LabelClicks, C.LabelClicks, async (d) => {
    await d.click("#wrap");
    await d.click("#box");
    await d.click("#for");
  });
});

it("onKeyDown sees each key; Enter adds the field's text, Escape stops at the field", async () => {
  await diff(R.Keys, C.Keys, async (d) => {
    await d.type("#k", "ab{Enter}");
    await d.keyboard("{Escape}");
    await d.keyboard("c{Enter}");
  });
});

it("onFocus and onBlur bubble to the form; blur marks a field touched", async () => {
  await diff(R.FocusBlur, C.FocusBlur, async (d) => {
    await d.click("#a");
    await d.tab();
    await d.tab({ shift: true });
    await d.tab();
    await d.tab();
  });
});

it("a contentEditable div with onInput", async () => {
  await diff(R.ContentEditable, C.ContentEditable, async (d) => {
    await d.type("#ed", "hey");
    await d.type("#ed", "{Backspace}");
  });
});

it("a double click shows an autoFocus editor; Enter keeps the text, blur leaves", async () => {
  await diff(R.DoubleClick, C.DoubleClick, async (d) => {
    await d.dblClick("#title");
    await d.type("#edit", " two{Enter}");
    await d.dblClick("#title");
    await d.tab();
  });
});
