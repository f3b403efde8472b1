// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Holes, Value } from "./holes.js";

it("a children hole keeps its content's state while the frame recomposes", () => {
  const mode = mutableStateOf("content");
  const title = mutableStateOf("a");
  const { container } = render(Holes, { mode, title });
  fireEvent.click(screen.getByRole("button"));
  fireEvent.click(screen.getByRole("button"));
  expect(container.textContent).toBe("aa 2");
  title.value = "b";
  flush();
  expect(container.textContent).toBe("bb 2");
  for (const m of ["text", "none", "content", "none", "text"]) {
    mode.value = m;
    flush();
    expectSameAsFresh(Holes, { mode, title }, container);
  }
  expect(container.textContent).toBe("bjust text b");
});

it("a hole whose value turns from text to content and back", () => {
  const v = mutableStateOf<unknown>("x");
  const { container } = render(Value, { v });
  const s = mutableStateOf(1);
  const values: unknown[] = [
    "y",
    () => {}, // an empty content lambda
    null,
    3,
    ["a", ["b", 2]],
    "",
    false,
    "z",
  ];
  for (const value of values) {
    v.value = value;
    flush();
    expectSameAsFresh(Value, { v }, container);
  }
  expect(s.value).toBe(1);
});
