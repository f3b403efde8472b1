// @vitest-environment happy-dom
// Everyday form idioms of React code; Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./idioms.js";
import * as R from "./idioms.react.js";

it("one onChange on the form hears every field's edits", async () => {
  await diff(R.FormOnChange, C.FormOnChange, async (d) => {
    await d.type('input[name="title"]', "hi");
    await d.click('input[name="done"]');
    await d.select('select[name="tag"]', "b");
  });
});

it("a controlled checkbox group over an array", async () => {
  await diff(R.CheckboxArray, C.CheckboxArray, async (d) => {
    await d.click('input[value="a"]');
    await d.click('input[value="b"]');
    await d.click("label:nth-of-type(3)");
  });
});

it("a controlled checkbox toggled in onClick", async () => {
  await diff(R.ClickToggle, C.ClickToggle, async (d) => {
    await d.click("#t");
    await d.click("label");
    await d.keyboard(" ");
  });
});

it("a controlled value whose onChange writes nothing stays as it is", async () => {
  await diff(R.ReadOnlyControlled, C.ReadOnlyControlled, async (d) => {
    await d.type("#a", "xy");
    await d.type("#t", "z{Enter}");
    await d.clear("#a");
  });
});

it("preventDefault in onKeyDown keeps a key out of the field", async () => {
  await diff(R.KeyDownPrevents, C.KeyDownPrevents, async (d) => {
    await d.type("#a", "a1b2");
  });
});

it("Enter in a textarea sends, Shift+Enter adds a line", async () => {
  await diff(R.TextareaEnterSubmits, C.TextareaEnterSubmits, async (d) => {
    await d.type("#msg", "hi{Shift>}{Enter}{/Shift}there{Enter}");
    await d.type("#msg", "again{Enter}");
  });
});

it("focusing through a ref, select() in onFocus", async () => {
  await diff(R.RefFocus, C.RefFocus, async (d) => {
    await d.click("#focus");
    await d.keyboard("x");
    await d.click("#edit");
    await d.step("a timer", () => new Promise((resolve) => setTimeout(resolve, 10)));
    await d.keyboard("y");
  });
});

// Only in and out of the outer box: entering the inner one compares user-event, not the runtimes.
// user-event gives happy-dom's `mouseout` no `relatedTarget`, from which React concludes that the
// pointer left the window and came back (leave outer, enter outer, enter inner), and it dispatches
// `mouseenter` innermost first, which Composa's native listeners then see in that order; a browser
// gives the `relatedTarget` and enters the outermost first, where both report the same.
it("onMouseEnter and onMouseLeave", async () => {
  await diff(R.Hover, C.Hover, async (d) => {
    await d.step("hover outer", () => d.user.hover(d.el("#outer")));
    await d.step("hover other", () => d.user.hover(d.el("#other")));
    await d.step("hover outer again", () => d.user.hover(d.el("#outer")));
    await d.step("unhover outer", () => d.user.unhover(d.el("#outer")));
  });
});

it("onPaste can refuse a paste; onChange trims what it lets through", async () => {
  await diff(R.PasteHandler, C.PasteHandler, async (d) => {
    await d.click("#a");
    await d.step("paste ' hello '", () => d.user.paste(" hello "));
    await d.step("paste 'bad'", () => d.user.paste("bad"));
  });
});

it("a select with number values, and options in optgroups", async () => {
  await diff(R.NumberSelect, C.NumberSelect, async (d) => {
    await d.select("#s", "3");
    await d.select("#g", "b");
    await d.select("#s", "1");
  });
});
