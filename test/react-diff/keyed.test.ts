// @vitest-environment happy-dom
// Keyed elements that a condition, a ternary of fragments or a switch places:
// React identifies a child by type and key, so state, typed text and focus
// stay with the key whatever branch placed it (docs/keyed-identity.md);
// Composa against React 19 (harness.ts says what is compared).
import { fireEvent } from "@testing-library/dom";
import { it } from "vitest";
import { diff } from "./harness.js";
import * as C from "./keyed.js";
import * as R from "./keyed.react.js";

it("keyed counters an if swaps keep their counts", async () => {
  await diff(R.SwapCounters, C.SwapCounters, async (d) => {
    await d.click("#c-a");
    await d.click("#c-a");
    await d.click("#c-b");
    await d.click("#flip");
    await d.click("#c-a");
    await d.click("#flip");
    await d.click("#c-b");
  });
});

it("keyed inputs in the fragments of a ternary keep their text and the focus", async () => {
  await diff(R.SwapInputs, C.SwapInputs, async (d) => {
    await d.type("#x", "ex");
    await d.type("#y", "why");
    await d.step("flip (clicked by fireEvent: the field keeps the focus)", () =>
      fireEvent.click(d.el("#flip")),
    );
    await d.keyboard("!");
    await d.step("flip back", () => fireEvent.click(d.el("#flip")));
    await d.keyboard("?");
  });
});

it("the same keyed counter in every case of a switch keeps its count, with each case's props", async () => {
  await diff(R.Tabs, C.Tabs, async (d) => {
    await d.click("#c-zero");
    await d.click("#next");
    await d.click("#c-one");
    await d.click("#next");
    await d.click("#next");
    await d.click("#c-zero");
  });
});

it("a keyed host element whose attributes differ per branch keeps its node, typed text and focus, patched", async () => {
  await diff(R.PatchedHosts, C.PatchedHosts, async (d) => {
    await d.type("#q", "typed");
    await d.step("flip (clicked by fireEvent: the field keeps the focus)", () =>
      fireEvent.click(d.el("#flip")),
    );
    await d.keyboard("!");
    await d.type("#inner", "in");
    await d.step("flip back", () => fireEvent.click(d.el("#flip")));
    await d.keyboard("?");
    await d.step("flip again", () => fireEvent.click(d.el("#flip")));
  });
});
