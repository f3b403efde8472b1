// @vitest-environment happy-dom
// Inputs the way React code writes them; Composa against React 19 (harness.ts says what is compared).
import { fireEvent } from "@testing-library/dom";
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./inputs.js";
import * as R from "./inputs.react.js";

it("values a script writes and announces with input (autofill, fireEvent.input) reach onChange", async () => {
  await diff(R.Autofill, C.Autofill, async (d) => {
    await d.type("#user", "a");
    await d.step("script clears #user", () => fireEvent.input(d.el("#user"), { target: { value: "" } }));
    await d.step("autofill", () => {
      fireEvent.input(d.el("#user"), { target: { value: "ada" } });
      fireEvent.input(d.el("#pass"), { target: { value: " pw " } });
    });
    await d.step("input with nothing new", () => fireEvent.input(d.el("#user")));
    await d.type("#pass", "!");
  });
});

it("select all: a header checkbox (indeterminate through a ref) over a checkbox list", async () => {
  await diff(R.SelectAll, C.SelectAll, async (d) => {
    await d.click("#all");
    await d.click("#pear");
    await d.click("#all");
    await d.click("#all");
    await d.click("#plum");
  });
});

it("a number input bound to its text: intermediate text, clearing, exponents", async () => {
  await diff(R.NumberText, C.NumberText, async (d) => {
    await d.type("#n", "-5");
    await d.type("#n", "{Backspace}{Backspace}");
    await d.type("#n", "1e3");
    await d.clear("#n");
    await d.step("fireEvent.change", () => fireEvent.change(d.el("#n"), { target: { value: "42" } }));
  });
});

it("radios of one name in child components; a refused choice is taken back", async () => {
  await diff(R.SharedRadios, C.SharedRadios, async (d) => {
    await d.click("#s");
    await d.click("#xl");
    await d.click("#m");
    await d.keyboard("{ArrowDown}");
  });
});

it("a checkbox driven by onClick (readOnly), and one whose click is prevented", async () => {
  await diff(R.ClickCheckbox, C.ClickCheckbox, async (d) => {
    await d.click("#c");
    await d.click("#c");
    await d.click("#locked");
    await d.keyboard(" ");
  });
});

it("a form's onChange hears every field's edits, the React way (each keystroke of a text field)", async () => {
  await diff(R.FormOnChange, C.FormOnChange, async (d) => {
    await d.type("#a", "yz");
    await d.select("#b", "1");
    await d.type("#c", "hi");
    await d.tab();
  });
});

it("a pasted text is cut to the limit the handler sets", async () => {
  await diff(R.PasteLimit, C.PasteLimit, async (d) => {
    await d.click("#t");
    await d.step("paste", () => d.user.paste("0123456789abc"));
    await d.type("#t", "x");
    await d.type("#t", "{Backspace}{Backspace}ab");
  });
});

it("a select whose options come after its value, then change", async () => {
  await diff(
    R.LateOptions,
    C.LateOptions,
    async (d) => {
      await d.props({ options: ["a", "b", "c"] });
      await d.select("#s", "c");
      await d.props({ options: ["a", "b"] });
      await d.props({ options: ["c", "a", "b"] });
    },
    { options: [] },
  );
});

it("defaultValue / defaultChecked changed after mount: untouched fields follow, edited ones keep the user's value", async () => {
  await diff(
    R.DefaultFollows,
    C.DefaultFollows,
    async (d) => {
      await d.props({ initial: "abc" });
      await d.type("#d", "!");
      await d.type("#t", "?");
      await d.click("#k");
      await d.props({ initial: "z" });
    },
    { initial: "ab" },
  );
});

it("a field switched between controlled and uncontrolled, and between types, keeps its value", async () => {
  await diff(R.Switches, C.Switches, async (d) => {
    await d.type("#v", "c");
    await d.click("#ctl");
    await d.type("#v", "d");
    await d.click("#ctl");
    await d.type("#v", "e");
    await d.click("#kind");
    await d.type("#v", "f");
    await d.click("#kind");
    await d.click("#kind");
    await d.type("#v", "{Backspace}");
  });
});

it("native listeners and handlers: a native stopPropagation, a handler's, a document listener, a button that removes its row", async () => {
  await diff(R.NativeListeners, C.NativeListeners, async (d) => {
    await d.click("#native-stop");
    await d.click("#stop");
    await d.click("#outer");
    await d.click("#x-a");
    await d.click("#x-b");
  });
});
