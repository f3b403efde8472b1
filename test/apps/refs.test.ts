// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { Picker, Search, type Box } from "./refs.js";

it("an object ref holds the element once it is attached; a handler uses it", () => {
  const boxes: { input?: Box<HTMLInputElement> } = {};
  const { container, unmount } = render(Search, { boxes });
  const input = container.querySelector("input")!;
  expect(boxes.input!.current).toBe(input);
  fireEvent.input(input, { target: { value: "abc" } });
  input.blur();
  fireEvent.click(container.querySelector("button")!);
  expect(input.value).toBe("");
  expect(document.activeElement).toBe(input);
  unmount();
  expect(boxes.input!.current).toBeNull();
});

it("an object ref follows the row it is given to, through a reorder, and lets go when the row leaves", () => {
  const rows = mutableStateOf(["a", "b", "c"]);
  const selected = mutableStateOf("b");
  const box: Box<HTMLLIElement> = { current: null };
  const { container } = render(Picker, { rows, selected, box });
  const li = (text: string) => [...container.querySelectorAll("li")].find((l) => l.textContent === text)!;
  expect(box.current).toBe(li("b"));
  rows.value = ["c", "b", "a"];
  flush();
  expect(box.current).toBe(li("b"));
  selected.value = "a"; // handed from one row to another in one pass, whatever the order of the two
  flush();
  expect(box.current).toBe(li("a"));
  selected.value = "c";
  rows.value = ["c", "b"];
  flush();
  expect(box.current).toBe(li("c"));
  rows.value = ["b"];
  flush();
  expect(box.current).toBeNull();
});
