// @vitest-environment happy-dom
/// <reference types="vitest/globals" />
// Run by `../globals.test.ts` under `globals: true` (`it` and `expect` are globals, not imports).
import { render } from "composa/testing";
import { effectLog, Tracked } from "./apps.js";

it("renders, and leaves it mounted", () => {
  render(Tracked, { name: "left over" });
  expect(document.body.textContent).toBe("left over");
});

it("finds it unmounted before the next test, once", () => {
  expect(effectLog).toEqual(["enter left over", "leave left over"]);
  expect(document.body.childNodes.length).toBe(0);
});
