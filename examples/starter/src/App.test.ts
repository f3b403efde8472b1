import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { App, Counter } from "./App";

it("counts clicks, and keeps the count through new props", () => {
  const { rerender } = render(Counter, { label: "Clicks" });
  fireEvent.click(screen.getByRole("button", { name: "+1" }));
  expect(screen.getByText("Clicks: 1")).toBeTruthy();
  rerender({ label: "Taps" });
  expect(screen.getByText("Taps: 1")).toBeTruthy();
});

it("adds what you type to the list", async () => {
  const user = userEvent.setup();
  render(App);
  await user.type(screen.getByPlaceholderText("What needs doing?"), "Try Composa{Enter}");
  expect(screen.getByRole("listitem").textContent).toBe("Try Composa");
  expect(screen.getByPlaceholderText<HTMLInputElement>("What needs doing?").value).toBe("");
});
