// @vitest-environment happy-dom
// compose-dialog.tsx: a Portal's content is in the document when it settles.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { render } from "composa/testing";
import { afterEach, beforeEach, expect, it } from "vitest";
import { Files, seen } from "./compose-dialog.js";

let layer: HTMLElement;
beforeEach(() => {
  seen.length = 0;
  layer = document.body.appendChild(document.createElement("div"));
});
afterEach(() => layer.remove());

it("a dialog opened in a Portal focuses its autoFocus field; its ref and effect find it in the document", () => {
  const open = mutableStateOf(false);
  const { container } = render(Files, { open, layer });
  fireEvent.click(screen.getByText("Rename"));
  expect(layer.querySelector("[role=dialog]")).not.toBeNull();
  expect(document.activeElement).toBe(screen.getByLabelText("new name"));
  expect(seen).toEqual(["ref: in document true", "effect: in document true"]);
  fireEvent.click(screen.getByText("Close"));
  expect(layer.innerHTML).toBe("");
  expect(container.querySelector("output")!.textContent).toBe("1");
  expect(seen.at(-1)).toBe("effect: closed");
  // Open again: focused again.
  fireEvent.click(screen.getByText("Rename"));
  expect(document.activeElement).toBe(screen.getByLabelText("new name"));
});

it("a dialog open at the first render is focused too", () => {
  const open = mutableStateOf(true);
  render(Files, { open, layer });
  expect(document.activeElement).toBe(screen.getByLabelText("new name"));
});
