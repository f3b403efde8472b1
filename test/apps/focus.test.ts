// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { focusLog, ProfileCard, SortableFields } from "./focus.js";

const card = (container: HTMLElement) => container.querySelector("section")!;

it("a parent's onFocus / onBlur follow the focus of its fields (they bubble, as React's)", () => {
  focusLog.length = 0;
  const { container } = render(ProfileCard, {});
  const email = screen.getByLabelText("Email");
  email.focus(); // a plain DOM call: no testing-library event, so flushed by hand
  flush();
  expect(focusLog).toEqual(["email focus", "card focus email"]); // the field's own handler once
  expect(card(container).className).toBe("card focused");
  expect(container.querySelector("h2")!.textContent).toBe("Profile (editing email)");
  focusLog.length = 0;
  screen.getByLabelText("Name").focus();
  flush();
  expect(focusLog).toEqual(["email blur", "card blur", "card focus name"]);
  expect(container.querySelector("h2")!.textContent).toBe("Profile (editing name)");
  expect(container.querySelector(".error")!.textContent).toBe("Enter an email");
  screen.getByLabelText("Name").blur();
  flush();
  expect(card(container).className).toBe("card");
  expect(container.querySelector(".touched")!.textContent).toBe("email,name");
});

it("testing-library's fireEvent.focus / fireEvent.blur reach the target's own handler", () => {
  focusLog.length = 0;
  const { container } = render(ProfileCard, {});
  const email = screen.getByLabelText("Email");
  fireEvent.change(email, { target: { value: "ann" } });
  fireEvent.blur(email); // never focused: validation on blur all the same
  expect(focusLog).toEqual(["email blur"]);
  expect(container.querySelector(".error")).not.toBeNull();
  fireEvent.focusIn(screen.getByLabelText("Name")); // what React Testing Library's fireEvent.focus adds
  expect(container.querySelector("h2")!.textContent).toBe("Profile (editing name)");
  focusLog.length = 0;
  fireEvent.focus(email);
  fireEvent.focus(email);
  expect(focusLog).toEqual(["email focus", "email focus"]);
});

it("user-event's clicks and Tab move the focus through the card once per move", async () => {
  focusLog.length = 0;
  const user = userEvent.setup();
  const { container } = render(ProfileCard, {});
  await user.click(screen.getByLabelText("Email"));
  await user.keyboard("ann@x");
  await user.tab();
  expect(focusLog).toEqual(["email focus", "card focus email", "email blur", "card blur", "card focus name"]);
  expect(container.querySelector(".error")).toBeNull();
  expect(container.querySelector(".touched")!.textContent).toBe("email");
  await user.click(document.body);
  expect(card(container).className).toBe("card");
});

it("a focused field whose keyed row moves keeps the focus and its caret, as React restores them after a commit", () => {
  const { container, rerender } = render(SortableFields, { order: ["a", "b", "c"] });
  const a = container.querySelector<HTMLInputElement>("#a")!;
  a.focus();
  a.setSelectionRange(2, 4);
  // "a" goes after "b": a move of its row, which blurs it (a removal and an insertion).
  rerender({ order: ["b", "a", "c"] });
  expect(container.querySelector("li:nth-child(2) input")).toBe(a);
  expect(document.activeElement).toBe(a);
  expect([a.selectionStart, a.selectionEnd]).toEqual([2, 4]);
  // A field that leaves takes the focus with it: nothing else is focused in its place.
  rerender({ order: ["b", "c"] });
  expect(document.activeElement).toBe(document.body);
});
