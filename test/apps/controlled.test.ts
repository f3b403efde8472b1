// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { liveValues } from "./fresh.js";
import { Controlled, LiveOptions, ReactStyle } from "./controlled.js";

it("controlled inputs in templates show the state after every edit", async () => {
  const user = userEvent.setup();
  const { container } = render(Controlled);
  const out = container.querySelector("output")!;
  expect(liveValues(container)).toEqual(["12", "", "true", "false", "true", "false", "b"]);
  await user.type(screen.getByLabelText("Digits"), "3x4");
  await user.type(screen.getByLabelText("Upper"), "abc");
  expect(liveValues(container).slice(0, 2)).toEqual(["1234", "ABC"]);
  await user.click(screen.getByLabelText("Locked"));
  expect(liveValues(container)[2]).toBe("true");
  await user.click(screen.getByLabelText("S"));
  expect(liveValues(container).slice(3, 6)).toEqual(["true", "false", "false"]);
  await user.click(screen.getByLabelText("L (sold out)"));
  expect(liveValues(container).slice(3, 6)).toEqual(["true", "false", "false"]);
  await user.selectOptions(screen.getByRole("combobox"), "c");
  expect(liveValues(container)[6]).toBe("b");
  await user.selectOptions(screen.getByRole("combobox"), "a");
  expect(liveValues(container)[6]).toBe("a");
  expect(out.textContent).toBe("1234|ABC|true|s|a");
});

it("value + onChange, the React way, follows the typing (and a handler's limit)", async () => {
  const user = userEvent.setup();
  const { container } = render(ReactStyle);
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Bio"), "math{Enter}poetry");
  await user.tab();
  expect(liveValues(container)).toEqual(["Ada L", "math\npoetry"]);
  expect(container.querySelector("p")!.textContent).toBe("Ada L / math\npoetry");
});

it("options whose text (their value) or value is a deferred binding: the select shows the state's option when the texts change", () => {
  const names = mutableStateOf(["Tea", "Coffee"]);
  const choice = mutableStateOf("Coffee");
  const { container } = render(LiveOptions, { names, choice });
  const selects = [...container.querySelectorAll("select")];
  const shown = () => selects.map((s) => [s.value, s.selectedIndex]);
  expect(shown()).toEqual([
    ["Coffee", 1],
    ["Coffee", 1],
  ]);
  names.value = ["Coffee", "Tea"]; // no recomposition: only the texts and values change
  flush();
  expect(shown()).toEqual([
    ["Coffee", 0],
    ["Coffee", 0],
  ]);
  names.value = ["Juice", "Tea"]; // the state's option is gone: the first one shows, as React does
  flush();
  expect(shown()).toEqual([
    ["Juice", 0],
    ["Juice", 0],
  ]);
  names.value = ["Juice", "Coffee"];
  flush();
  expect(shown()).toEqual([
    ["Coffee", 1],
    ["Coffee", 1],
  ]);
});
