// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { Contacts, type Contact } from "./long-list.js";

const contacts = (n: number, from = 0): Contact[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `contact ${from + i}` }));

it("in a DOM without layout a LazyColumn composes its first screenful, as a test expects", () => {
  const { container, rerender } = render(Contacts, { contacts: contacts(10_000) });
  const shown = () => [...container.querySelectorAll(".contact span")].map((s) => s.textContent);
  const first = shown();
  // A screenful of the window (768 px at 40 px an item), not nothing and not 10,000.
  expect(first.length).toBeGreaterThan(10);
  expect(first.length).toBeLessThan(40);
  expect(first.slice(0, 3)).toEqual(["contact 0", "contact 1", "contact 2"]);

  fireEvent.click(screen.getByRole("button", { name: "star contact 1" }));
  expect(screen.getByRole("button", { name: "star contact 1" }).getAttribute("aria-pressed")).toBe("true");

  // An item inserted above: the first visible item stays in place (scroll anchoring), the new
  // one is composed just above it, and each row's state stays with its key.
  rerender({ contacts: [...contacts(1, -1), ...contacts(10_000)] });
  expect(shown()).toEqual(expect.arrayContaining(["contact -1", "contact 0", "contact 1"]));
  expect(screen.getByRole("button", { name: "star contact 1" }).getAttribute("aria-pressed")).toBe("true");
});
