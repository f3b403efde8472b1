// @vitest-environment happy-dom
// Text fields, Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./text.js";
import * as R from "./text.react.js";

it("a controlled text input follows typing, clearing and a caret in the middle", async () => {
  await diff(R.ControlledText, C.ControlledText, async (d) => {
    await d.type("#a", "!");
    await d.type("#a", "X", { initialSelectionStart: 1 });
    await d.clear("#a");
    await d.type("#a", "new{Backspace}w");
    await d.tab();
  });
});

it("an uncontrolled input keeps what is typed; onChange sees each edit", async () => {
  await diff(R.UncontrolledText, C.UncontrolledText, async (d) => {
    await d.type("#a", "yz");
    await d.clear("#a");
    await d.tab();
  });
});

it("controlled inputs that transform or refuse input: uppercase, a length limit, digits only", async () => {
  await diff(R.Transforming, C.Transforming, async (d) => {
    await d.type("#upper", "abc");
    await d.type("#short", "hello!");
    await d.type("#digits", "2x3");
    await d.type("#upper", "d", { initialSelectionStart: 1 });
    await d.type("#digits", "{Backspace}{Backspace}a");
  });
});

it("onInput and onChange on one text input both run at each edit, onInput first", async () => {
  await diff(R.InputAndChange, C.InputAndChange, async (d) => {
    await d.type("#a", "ab");
    await d.tab();
  });
});

it("a controlled and an uncontrolled textarea", async () => {
  await diff(R.Textareas, C.Textareas, async (d) => {
    await d.type("#c", "{Enter}two");
    await d.type("#u", "!");
    await d.clear("#c");
  });
});

it("number inputs: typing 1e, a lone minus, clearing, a state kept as a number", async () => {
  await diff(R.NumberInputs, C.NumberInputs, async (d) => {
    await d.type("#s", "1e");
    await d.type("#s", "5");
    await d.clear("#s");
    await d.type("#s", "-");
    await d.type("#s", "2");
    await d.type("#n", "0");
    await d.clear("#n");
    await d.type("#n", "1.50");
  });
});

// After an edit only: an untouched field follows a new defaultValue in Composa and keeps the first
// in React (harness.ts, "Meant differences").
it("defaultValue and defaultChecked that change after the user edited the fields", async () => {
  await diff(
    R.DefaultValueProp,
    C.DefaultValueProp,
    async (d) => {
      await d.type("#a", "!");
      await d.type("#t", "?");
      await d.click("#c");
      await d.props({ initial: "second" });
      await d.step("form.reset()", () => d.el<HTMLFormElement>("form").reset());
      await d.props({ initial: "3rd" });
    },
    { initial: "one" },
  );
});

it("a new key resets an uncontrolled field", async () => {
  await diff(R.KeyReset, C.KeyReset, async (d) => {
    await d.type("#draft", " typed");
    await d.click("#next");
    await d.type("#draft", "!");
  });
});

it("Enter in onKeyDown adds the draft and clears the field", async () => {
  await diff(R.EnterClears, C.EnterClears, async (d) => {
    await d.type("#draft", "milk{Enter}eggs{Enter}{Enter}");
    await d.type("#draft", "x");
  });
});
