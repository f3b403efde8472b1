// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { liveValues } from "./fresh.js";
import { ClickToggles } from "./clicks.js";

it("checkboxes and radios driven by onClick show the state", async () => {
  const user = userEvent.setup();
  const { container } = render(ClickToggles);
  await user.click(screen.getByLabelText("on"));
  await user.click(screen.getByLabelText("b"));
  expect(liveValues(container)).toEqual(["true", "false", "true"]);
  expect(container.querySelector("p")!.textContent).toBe("true b");
  await user.click(screen.getByLabelText("on"));
  await user.click(screen.getByLabelText("a"));
  expect(liveValues(container)).toEqual(["false", "true", "false"]);
  expect(container.querySelector("p")!.textContent).toBe("false a");
});
