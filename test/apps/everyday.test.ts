// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { act, render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { Cart, EditableTitle, Inbox, Money, SaveButton, Stopwatch, type Product } from "./everyday.js";

it("a cart whose quantities are a Map in state, copied on each change; the total derived from class instances", async () => {
  const user = userEvent.setup();
  const products: Product[] = [
    { id: "tea", name: "Tea", price: new Money(350) },
    { id: "cake", name: "Cake", price: new Money(420) },
  ];
  const { container } = render(Cart, { products });
  expect(container.querySelector(".empty")).not.toBeNull();
  await user.click(screen.getByLabelText("Add Tea"));
  await user.click(screen.getByLabelText("Add Tea"));
  await user.click(screen.getByLabelText("Add Cake"));
  expect([...container.querySelectorAll(".qty")].map((q) => q.textContent)).toEqual(["2", "1"]);
  expect(container.querySelector(".total")!.textContent).toBe("Total: 11.20 EUR");
  expect(container.querySelector(".empty")).toBeNull();
  await user.click(screen.getByLabelText("Remove Cake"));
  await user.click(screen.getByLabelText("Remove Tea"));
  expect(container.querySelector(".total")!.textContent).toBe("Total: 3.50 EUR");
  expect(new Money(5).currency).toBe("EUR"); // the parameter property's default
});

it("an async submit handler: loading flag, disabled button, error, then success", async () => {
  const user = userEvent.setup();
  const calls: { text: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const save = (text: string) =>
    new Promise<void>((resolve, reject) => calls.push({ text, resolve, reject }));
  render(SaveButton, { save });
  const button = () => screen.getByRole("button") as HTMLButtonElement;
  expect(button().disabled).toBe(true);
  await user.type(screen.getByLabelText("note"), "milk");
  await user.click(button());
  expect(button().textContent).toBe("Saving…");
  expect(button().disabled).toBe(true);
  calls[0]!.reject(new Error("offline"));
  expect((await screen.findByRole("alert")).textContent).toBe("offline");
  expect(button().textContent).toBe("Save");
  expect((screen.getByLabelText("note") as HTMLInputElement).value).toBe("milk");
  await user.click(button());
  expect(screen.queryByRole("alert")).toBeNull();
  calls[1]!.resolve();
  expect((await screen.findByText("milk", { selector: "li" })).tagName).toBe("LI");
  expect((screen.getByLabelText("note") as HTMLInputElement).value).toBe("");
});

it("a ref focuses and selects the input that appears when editing starts", async () => {
  const user = userEvent.setup();
  render(EditableTitle, { initial: "Groceries" });
  await user.click(screen.getByRole("heading"));
  const input = screen.getByLabelText("title") as HTMLInputElement;
  expect(document.activeElement).toBe(input);
  expect([input.selectionStart, input.selectionEnd]).toEqual([0, 9]);
  await user.keyboard("Shopping{Enter}");
  expect(screen.getByRole("heading").textContent).toBe("Shopping");
});

it("a Set of selected rows in state, copied on each toggle; the select-all box is checked, mixed or clear", async () => {
  const user = userEvent.setup();
  render(Inbox, { subjects: ["Invoice", "Lunch", "Report"] });
  const all = screen.getByLabelText("select all") as HTMLInputElement;
  const state = () => [all.checked, all.indeterminate, all.parentElement!.textContent];
  expect(state()).toEqual([false, false, "0 selected"]);
  await user.click(screen.getByLabelText("Lunch"));
  expect(state()).toEqual([false, true, "1 selected"]);
  await user.click(all);
  expect(state()).toEqual([true, false, "3 selected"]);
  expect((screen.getByLabelText("Invoice") as HTMLInputElement).checked).toBe(true);
  await user.click(all);
  expect(state()).toEqual([false, false, "0 selected"]);
});

it("an effect's cleanup stops the interval it started, when its key changes and when the composable leaves", () => {
  vi.useFakeTimers();
  try {
    const { container, unmount } = render(Stopwatch);
    const time = () => container.querySelector(".time")!.textContent;
    act(() => screen.getByText("Start").click());
    act(() => vi.advanceTimersByTime(350));
    expect(time()).toBe("0.3");
    act(() => screen.getByText("Stop").click());
    act(() => vi.advanceTimersByTime(1000));
    expect(time()).toBe("0.3");
    act(() => screen.getByText("Start").click());
    act(() => vi.advanceTimersByTime(200));
    expect(time()).toBe("0.5");
    const before = vi.getTimerCount(); // the interval, and any frame asked for
    unmount();
    expect(vi.getTimerCount()).toBe(before - 1);
  } finally {
    vi.useRealTimers();
  }
});
