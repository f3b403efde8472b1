// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { beforeEach, expect, it } from "vitest";
import { Profile, submitted, Switches, toggleLog } from "./hook-form.js";

beforeEach(() => {
  submitted.length = 0;
  toggleLog.length = 0;
});

it("register(name) spread on uncontrolled fields: ref sets the default, onChange and onBlur through the spread", async () => {
  const user = userEvent.setup();
  const { container } = render(Profile);
  const username = screen.getByLabelText<HTMLInputElement>("Username");
  expect(username.value).toBe("ada");
  expect(username.name).toBe("username");
  expect(screen.getByLabelText<HTMLInputElement>("Newsletter").checked).toBe(true);
  expect(screen.getByLabelText<HTMLInputElement>("Email").type).toBe("email");
  await user.clear(username);
  await user.type(username, "al");
  await user.tab();
  expect(screen.getByRole("alert").textContent).toBe("Too short");
  expect(username.getAttribute("aria-invalid")).toBe("true");
  expect(username.getAttribute("aria-describedby")).toBe("field-username-error");
  expect(container.querySelector(".dirty")!.textContent).toBe("username");
  await user.type(username, "an"); // revalidates on change once invalid; the click blurs Email
  expect(screen.getByRole("alert").textContent).toBe("Invalid email");
  expect(username.hasAttribute("aria-invalid")).toBe(false);
  expect(username.value).toBe("alan");

  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["Invalid email"]);
  expect(submitted).toEqual([]);
  await user.type(screen.getByLabelText("Email"), "a@b");
  await user.click(screen.getByLabelText("Newsletter"));
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(submitted).toEqual([{ username: "alan", email: "a@b", newsletter: false }]);
  expect(container.querySelector(".dirty")!.textContent).toBe("username,email,newsletter");
});

it("a field removed from the form leaves it (its ref is called with null)", async () => {
  const user = userEvent.setup();
  render(Profile);
  await user.click(screen.getByRole("button", { name: "Toggle email" }));
  expect(screen.queryByLabelText("Email")).toBeNull();
  await user.click(screen.getByRole("button", { name: "Save" }));
  expect(submitted).toEqual([{ username: "ada", newsletter: true }]);
  await user.click(screen.getByRole("button", { name: "Toggle email" }));
  expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("");
});

it("prop getters merge handlers; a controlled value forwarded through ...rest is controlled", async () => {
  const user = userEvent.setup();
  const { container } = render(Switches);
  const a = container.querySelector<HTMLButtonElement>("button.a")!;
  const b = container.querySelector<HTMLButtonElement>("button.b")!;
  expect(a.getAttribute("role")).toBe("switch");
  expect(a.getAttribute("aria-pressed")).toBe("false");
  await user.click(a);
  expect(a.textContent).toBe("A on");
  expect(a.getAttribute("aria-pressed")).toBe("true");
  expect(toggleLog).toEqual(["a clicked"]);
  await user.click(b);
  expect(b.textContent).toBe("B off");
  const input = screen.getByLabelText<HTMLInputElement>("Controlled");
  await user.type(input, "HeLLo");
  expect(input.value).toBe("hello");
  expect(container.querySelector(".echo")!.textContent).toBe("hello");
});
