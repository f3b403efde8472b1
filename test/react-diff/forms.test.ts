// @vitest-environment happy-dom
// Forms: submit, reset, FormData, disabled buttons; Composa against React 19 (harness.ts says what is compared).
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./forms.js";
import * as R from "./forms.react.js";

it("onSubmit with preventDefault reads FormData, then clears the controlled field", async () => {
  await diff(R.SubmitForm, C.SubmitForm, async (d) => {
    await d.type("#name", "Ada");
    await d.type("#note", "!");
    await d.click("#agree");
    await d.click("#go");
    await d.type("#name", "Bob{Enter}");
  });
});

it("a reset button: uncontrolled fields go back to their defaults, controlled ones show the state", async () => {
  await diff(R.ResetForm, C.ResetForm, async (d) => {
    await d.type("#email", "c");
    await d.type("#free", "yz");
    await d.type("#t", "!");
    await d.click("#box");
    await d.select("#s", "3");
    await d.click("#reset");
    await d.type("#email", "d");
  });
});

it("Enter in a field submits its form with the state typed so far", async () => {
  await diff(R.SubmitWithEnter, C.SubmitWithEnter, async (d) => {
    await d.type("#q", "cats{Enter}");
    await d.type("#q", "{Backspace}{Enter}");
  });
});

it("disabled buttons get no click, and neither do their ancestors' handlers", async () => {
  await diff(R.DisabledButtons, C.DisabledButtons, async (d) => {
    await d.click("#reset");
    await d.click("#inc");
    await d.click("#inc");
    await d.click("#inc");
    await d.click("span");
    await d.click("#reset");
  });
});
