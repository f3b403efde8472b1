// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { beforeEach, expect, it } from "vitest";
import { ComboBox, picks } from "./combobox.js";

const props = { label: "Fruit", options: ["Apple", "Apricot", "Banana", "Cherry"] };
const options = () =>
  screen
    .queryAllByRole("option")
    .map((o) => `${o.textContent}${o.getAttribute("aria-selected") === "true" ? "*" : ""}`);

beforeEach(() => {
  picks.length = 0;
});

it("typing filters, arrows move the active option, Enter picks it, Escape closes", async () => {
  const user = userEvent.setup();
  render(ComboBox, props);
  const input = screen.getByRole<HTMLInputElement>("combobox", { name: "Fruit" });
  expect(input.getAttribute("aria-expanded")).toBe("false");
  await user.click(input);
  expect(input.getAttribute("aria-expanded")).toBe("true");
  expect(options()).toEqual(["Apple*", "Apricot", "Banana", "Cherry"]);
  await user.type(input, "ap");
  expect(options()).toEqual(["Apple*", "Apricot"]);
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(options()).toEqual(["Apple", "Apricot*"]);
  expect(input.getAttribute("aria-activedescendant")).toBe("opt-1");
  await user.keyboard("{ArrowUp}");
  expect(input.getAttribute("aria-activedescendant")).toBe("opt-0");
  await user.keyboard("{ArrowDown}{Enter}");
  expect(picks).toEqual(["Apricot"]);
  expect(input.value).toBe("Apricot");
  expect(screen.queryByRole("listbox")).toBeNull();
  expect(input.hasAttribute("aria-activedescendant")).toBe(false);
  await user.type(input, "x");
  expect(screen.getByRole("listbox").textContent).toBe("No match");
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("listbox")).toBeNull();
});

it("a click on an option picks it; the focus leaving the widget closes it, moving inside does not", async () => {
  const user = userEvent.setup();
  const { container } = render(ComboBox, props);
  const input = screen.getByRole<HTMLInputElement>("combobox");
  await user.click(input);
  await user.hover(screen.getByText("Banana"));
  expect(options()).toEqual(["Apple", "Apricot", "Banana*", "Cherry"]);
  await user.click(screen.getByText("Banana"));
  expect(picks).toEqual(["Banana"]);
  expect(input.value).toBe("Banana");
  expect(document.activeElement).toBe(input);
  await user.type(input, "!");
  expect(screen.getByRole("listbox")).toBeTruthy();
  await user.click(container.querySelector<HTMLButtonElement>(".after")!); // inside the wrapper: stays open
  expect(screen.getByRole("listbox")).toBeTruthy();
  await user.click(document.body);
  expect(screen.queryByRole("listbox")).toBeNull();
  await user.click(screen.getByLabelText("Clear"));
  expect(input.value).toBe("");
  expect(document.activeElement).toBe(input);
});
