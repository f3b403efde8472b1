// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { Chat } from "./keyreset.js";

it("a key on a lone element resets its state when it changes, as React's does", () => {
  const user = mutableStateOf("ada");
  render(Chat, { user });
  fireEvent.input(screen.getByLabelText("Note for ada"), { target: { value: "hi" } });
  fireEvent.input(screen.getByLabelText("Note for shared"), { target: { value: "kept" } });
  user.value = "bob";
  flush();
  expect(screen.getByLabelText<HTMLInputElement>("Note for bob").value).toBe("");
  expect(screen.getByLabelText<HTMLInputElement>("Note for shared").value).toBe("kept");
  user.value = "ada";
  flush();
  expect(screen.getByLabelText<HTMLInputElement>("Note for ada").value).toBe("");
});
