// @vitest-environment happy-dom
// More React idioms: a formatter that moves the caret, fireEvent's edits, invalid fields, roving focus,
// relatedTarget, radios set from outside. Composa against React 19 (harness.ts says what is compared).
import { fireEvent } from "@testing-library/dom";
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./more.js";
import * as R from "./more.react.js";

it("a phone formatter rewrites the value as it is typed, in the middle too", async () => {
  await diff(R.PhoneFormatter, C.PhoneFormatter, async (d) => {
    await d.type("#tel", "5551234");
    await d.type("#tel", "9", { initialSelectionStart: 1 });
    await d.type("#tel", "{Backspace}{Backspace}");
  });
});

it("fireEvent.change and fireEvent.input on a text field, a range and a select", async () => {
  await diff(R.FireEvents, C.FireEvents, async (d) => {
    await d.step("change text", () => fireEvent.change(d.el("#text"), { target: { value: "typed" } }));
    await d.step("same text again", () => fireEvent.change(d.el("#text"), { target: { value: "typed" } }));
    await d.step("input text", () => fireEvent.input(d.el("#text"), { target: { value: "in" } }));
    await d.step("change range", () => fireEvent.change(d.el("#range"), { target: { value: "7" } }));
    await d.step("input range", () => fireEvent.input(d.el("#range"), { target: { value: "8" } }));
    await d.step("change select", () => fireEvent.change(d.el("#pick"), { target: { value: "y" } }));
  });
});

it("a required field makes submit fire invalid, not submit", async () => {
  await diff(R.Invalid, C.Invalid, async (d) => {
    await d.click("#go");
    await d.type('input[name="email"]', "a@b.c");
    await d.click("#go");
  });
});

it("arrow keys move a roving tabindex and the focus through refs", async () => {
  await diff(R.Roving, C.Roving, async (d) => {
    await d.click("#red");
    await d.keyboard("{ArrowDown}");
    await d.keyboard("{ArrowDown}{ArrowDown}");
    await d.keyboard("{ArrowUp}");
  });
});

it("onFocus and onBlur see the relatedTarget", async () => {
  await diff(R.Related, C.Related, async (d) => {
    await d.click("#a");
    await d.tab();
    await d.tab();
    await d.click("#a");
  });
});

it("a radio group whose state a button sets, or sets to no choice", async () => {
  await diff(R.ExternalRadio, C.ExternalRadio, async (d) => {
    await d.click("#next");
    await d.click("#three");
    await d.click("#next");
    await d.click("#none");
    await d.click("#two");
  });
});

it("controlled fields whose value and onChange come from the parent's state", async () => {
  await diff(R.ParentState, C.ParentState, async (d) => {
    await d.type('input[name="first"]', "Ada");
    await d.type('input[name="last"]', "love");
    await d.type('input[name="first"]', "!", { initialSelectionStart: 0 });
  });
});

it("a list of controlled fields keyed by index: add, type, remove from the middle", async () => {
  await diff(R.DynamicFields, C.DynamicFields, async (d) => {
    await d.click("#add");
    await d.type("#e1", "b@y");
    await d.click("#add");
    await d.type("#e2", "c@z");
    await d.click("#rm1");
    await d.type("#e1", "!");
  });
});

it("a textarea whose rows and style follow its text", async () => {
  await diff(R.AutoGrow, C.AutoGrow, async (d) => {
    await d.type("#t", "one{Enter}two{Enter}three");
    await d.type("#t", "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
  });
});
