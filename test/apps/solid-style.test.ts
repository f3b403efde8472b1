// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { renders, setTheme, TodoApp } from "./solid-style.js";

const rows = (c: HTMLElement) =>
  [...c.querySelectorAll("li")].map((li) => `${li.className}|${li.dataset.index}|${li.textContent}`);

it("signals over state: add, toggle, filter with memos; <Show>, <For> and <Match> written by the user", async () => {
  const user = userEvent.setup();
  const { container } = render(TodoApp);
  expect(container.querySelector(".empty")!.textContent).toBe("Nothing to do");
  const input = screen.getByLabelText<HTMLInputElement>("What needs doing");
  await user.type(input, "milk{Enter}");
  await user.type(input, "eggs{Enter}");
  await user.type(input, "   {Enter}"); // refused by the handler: nothing added, the draft stays
  expect(input.value).toBe("   ");
  await user.clear(input);
  expect(container.querySelector(".empty")).toBeNull();
  expect(rows(container)).toEqual(["|0|milk", "|1|eggs"]);
  expect(container.querySelector(".count")!.textContent).toBe("2 items left");
  expect(container.querySelector(".live")!.textContent).toBe("2 total");

  await user.click(screen.getByLabelText("milk"));
  expect(rows(container)).toEqual(["done|0|milk", "|1|eggs"]);
  expect(container.querySelector(".count")!.textContent).toBe("1 item left");
  await user.click(screen.getByRole("button", { name: "done" }));
  expect(rows(container)).toEqual(["done|0|milk"]);
  expect(container.querySelector("em")!.textContent).toBe("Showing finished");
  expect(screen.getByRole("button", { name: "done" }).getAttribute("aria-pressed")).toBe("true");
  await user.click(screen.getByRole("button", { name: "active" }));
  expect(rows(container)).toEqual(["|0|eggs"]);
  expect(container.querySelector("em")!.textContent).toBe("Showing active");
  await user.click(screen.getByLabelText("eggs"));
  expect(rows(container)).toEqual([]);
  expect(container.querySelector(".empty")!.textContent).toBe("Nothing to do");
  expect(container.querySelector(".count")!.textContent).toBe("0 items left");
  await user.click(screen.getByRole("button", { name: "all" }));
  expect(rows(container)).toEqual(["done|0|milk", "done|1|eggs"]);
  await user.click(screen.getByLabelText("milk"));
  await user.click(screen.getByLabelText("eggs"));
  expect(rows(container)).toEqual(["|0|milk", "|1|eggs"]);
});

it("a row's own signal (editing) lives with its item; a double click shows the editor", async () => {
  const user = userEvent.setup();
  const { container } = render(TodoApp);
  const input = screen.getByLabelText<HTMLInputElement>("What needs doing");
  await user.type(input, "a{Enter}b{Enter}c{Enter}");
  await user.dblClick(screen.getByText("b"));
  expect(container.querySelector<HTMLInputElement>("li .edit")!.value).toBe("b");
  expect(rows(container)).toEqual(["|0|a", "|1|", "|2|c"]);
  // toggling "a" makes a new object for it only: "b"'s row keeps its editor
  await user.click(screen.getByLabelText("a"));
  expect(container.querySelectorAll("li .edit")).toHaveLength(1);
  expect(container.querySelector("li .edit")!.closest("li")!.dataset.index).toBe("1");
  // filtering "b" to another index keeps its row (keyed by the item), editor included
  await user.click(screen.getByRole("button", { name: "active" }));
  expect(container.querySelector("li .edit")!.closest("li")!.dataset.index).toBe("0");
  container.querySelector<HTMLInputElement>("li .edit")!.focus();
  await user.tab();
  expect(container.querySelectorAll("li .edit")).toHaveLength(0);
  expect(rows(container)).toEqual(["|0|b", "|1|c"]);
});

it("a module-level signal re-renders every reader; a deferred binding updates without recomposing", async () => {
  const user = userEvent.setup();
  const { container } = render(TodoApp);
  const section = container.querySelector("section")!;
  expect(section.className).toBe("todoapp light");
  await user.click(screen.getByRole("button", { name: "Theme" }));
  expect(section.className).toBe("todoapp dark");
  setTheme("light");
  flush();
  expect(section.className).toBe("todoapp light");
  const before = renders.app!;
  await user.type(screen.getByLabelText("What needs doing"), "x");
  // typing recomposes the app (it reads text()), and the live count stays right
  expect(renders.app).toBeGreaterThan(before);
  expect(container.querySelector(".live")!.textContent).toBe("0 total");
});
