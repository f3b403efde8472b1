// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { liveValues } from "./fresh.js";
import { SignUp, submitted } from "./form.js";

const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);

it("a controlled sign-up form validates, submits and resets", async () => {
  const user = userEvent.setup();
  const { container } = render(SignUp);
  const output = container.querySelector("output")!;
  expect(output.textContent).toBe("3 problems");
  expect(alerts()).toEqual([]);
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign up" }).disabled).toBe(true);
  const name = screen.getByLabelText<HTMLInputElement>("Name");
  await user.type(name, "A");
  await user.tab();
  expect(alerts()).toEqual(["Name is too short"]);
  expect(name.getAttribute("aria-invalid")).toBe("true");
  await user.type(name, "da"); // the click on Name blurs Email, which Tab focused
  expect(alerts()).toEqual(["Enter a valid email"]);
  expect(name.hasAttribute("aria-invalid")).toBe(false);
  await user.type(screen.getByLabelText("Email"), "ada@x");
  expect(alerts()).toEqual([]);
  expect(output.textContent).toBe("1 problems");

  await user.click(screen.getByLabelText("team"));
  expect(liveValues(container).slice(2, 5)).toEqual(["false", "false", "true"]);
  const select = screen.getByLabelText<HTMLSelectElement>("Country");
  expect(select.disabled).toBe(false);
  expect(output.textContent).toBe("2 problems");
  await user.selectOptions(select, "jp");
  expect(select.value).toBe("jp");
  expect(output.textContent).toBe("1 problems");

  const bio = screen.getByLabelText<HTMLTextAreaElement>("Bio");
  await user.type(bio, "x".repeat(22));
  expect(container.querySelector("small")!.textContent).toBe("22/20");
  expect(container.querySelector("small")!.className).toBe("counter over");
  expect(alerts()).toEqual(["2 characters too many"]);
  await user.type(bio, "{Backspace}{Backspace}");
  expect(container.querySelector("small")!.className).toBe("counter");
  expect(alerts()).toEqual([]);

  await user.click(screen.getByRole("button", { name: "Sign up" }));
  expect(alerts()).toEqual(["You must agree"]);
  expect(submitted).toEqual([]);
  await user.click(screen.getByLabelText("I agree"));
  expect(output.textContent).toBe("Ready");
  await user.click(screen.getByRole("button", { name: "Sign up" }));
  expect(submitted).toEqual([
    { name: "Ada", email: "ada@x", agree: true, plan: "team", country: "jp", bio: "x".repeat(20) },
  ]);
  // Reset: every live value shows the initial state again.
  expect(liveValues(container)).toEqual(["", "", "true", "false", "false", "", "", "false"]);
  expect(select.disabled).toBe(true);
  expect(alerts()).toEqual([]);
  expect(output.textContent).toBe("3 problems");
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign up" }).disabled).toBe(true);
});
