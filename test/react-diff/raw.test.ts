// @vitest-environment happy-dom
// The same components with events dispatched as a browser does: no act, no flush after each event, the
// snapshot taken once a frame has passed (harness.ts, `raw`). Fast typing lands between Composa's passes.
import { it } from "vitest";
import { diff } from "./harness.js";
import * as CC from "./choice.js";
import * as RC from "./choice.react.js";
import * as CF from "./forms.js";
import * as RF from "./forms.react.js";
import * as CT from "./text.js";
import * as RT from "./text.react.js";
import * as CI from "./idioms.js";
import * as RI from "./idioms.react.js";
import * as CL from "./lists.js";
import * as RL from "./lists.react.js";

const raw = { raw: true };

it("raw: controlled inputs that transform or refuse input", async () => {
  await diff(
    RT.Transforming,
    CT.Transforming,
    async (d) => {
      await d.type("#upper", "abc");
      await d.type("#short", "hello!");
      await d.type("#digits", "2x3");
      await d.type("#upper", "d", { initialSelectionStart: 1 });
    },
    {},
    raw,
  );
});

it("raw: Enter in onKeyDown adds the draft and clears the field, typing on at once", async () => {
  await diff(
    RT.EnterClears,
    CT.EnterClears,
    async (d) => {
      await d.type("#draft", "milk{Enter}eggs{Enter}{Enter}x");
    },
    {},
    raw,
  );
});

it("raw: number inputs", async () => {
  await diff(
    RT.NumberInputs,
    CT.NumberInputs,
    async (d) => {
      await d.type("#s", "1e5");
      await d.clear("#s");
      await d.type("#s", "-2");
      await d.type("#n", "0");
      await d.clear("#n");
    },
    {},
    raw,
  );
});

it("raw: checkboxes, radios and selects", async () => {
  await diff(
    RC.Checkboxes,
    CC.Checkboxes,
    async (d) => {
      await d.click("#on");
      await d.click("#locked");
      await d.click("#click");
      await d.click("#on");
    },
    {},
    raw,
  );
  await diff(
    RC.Radios,
    CC.Radios,
    async (d) => {
      await d.click('input[value="s"]');
      await d.click('input[value="l"]');
    },
    {},
    raw,
  );
  await diff(
    RC.Selects,
    CC.Selects,
    async (d) => {
      await d.select("#c", "c");
      await d.select("#c", "d");
    },
    {},
    raw,
  );
});

it("raw: Enter in a textarea sends, a phone-like filter, a keyed list moving a focused button", async () => {
  await diff(
    RI.TextareaEnterSubmits,
    CI.TextareaEnterSubmits,
    async (d) => {
      await d.type("#msg", "hi{Shift>}{Enter}{/Shift}there{Enter}again");
    },
    {},
    raw,
  );
  await diff(
    RI.KeyDownPrevents,
    CI.KeyDownPrevents,
    async (d) => {
      await d.type("#a", "a1b2");
    },
    {},
    raw,
  );
  await diff(
    RL.MoveFocused,
    CL.MoveFocused,
    async (d) => {
      await d.click("#down-a");
      await d.keyboard("{Enter}");
    },
    {},
    raw,
  );
});

it("raw: clicks faster than a frame on buttons that disable themselves", async () => {
  await diff(
    RF.DisabledButtons,
    CF.DisabledButtons,
    async (d) => {
      await d.step("click + three times", async () => {
        await d.user.click(d.el("#inc"));
        await d.user.click(d.el("#inc"));
        await d.user.click(d.el("#inc"));
      });
      await d.click("#reset");
    },
    {},
    raw,
  );
});
