// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { EditInPlace } from "./autofocus.js";

it("an element with autoFocus is focused when it is inserted, as React does", () => {
  render(EditInPlace, { items: ["a", "b", "c"] });
  expect(document.activeElement).toBe(screen.getByLabelText("Search"));
  fireEvent.dblClick(screen.getByText("b"));
  expect(document.activeElement).toBe(screen.getByLabelText("Edit b"));
  fireEvent.blur(screen.getByLabelText("Edit b"));
  expect(screen.queryByLabelText("Edit b")).toBeNull();
  fireEvent.dblClick(screen.getByText("c"));
  expect(document.activeElement).toBe(screen.getByLabelText("Edit c"));
});

it("autoFocus={false} focuses nothing", () => {
  render(EditInPlace, { items: ["a"] });
  expect(document.activeElement).toBe(document.body);
  expect(screen.getByLabelText("Search").hasAttribute("autofocus")).toBe(false);
});

it("server markup has the attribute, and hydrating it changes nothing", async () => {
  const { renderToString } = await import("composa/server");
  const { hydrate } = await import("composa/dom");
  const html = renderToString(EditInPlace, { items: ["a", "b", "c"] });
  expect(html).toContain('<input aria-label="Search" autofocus>');
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const input = container.querySelector("input")!;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(EditInPlace, container, { items: ["a", "b", "c"] });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect(container.querySelector("input")).toBe(input);
  composition.dispose();
  container.remove();
});
