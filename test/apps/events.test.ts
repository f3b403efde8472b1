// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { Board, clicks } from "./events.js";

it("handlers bubble, stop, move with their rows, come and go, and read their pass's state", () => {
  clicks.length = 0;
  const armed = mutableStateOf(false);
  const target = document.body.appendChild(document.createElement("aside"));
  const { container } = render(Board, { armed, target });
  const q = <E extends Element>(s: string) => container.querySelector<E>(s)!;
  const cards = () => [...container.querySelectorAll(".card")];
  fireEvent.click(cards()[1]!.querySelector("h2")!);
  expect(clicks).toEqual(["card 2", "board"]);
  fireEvent.click(cards()[0]!.querySelector(".open")!);
  expect(clicks).toEqual(["card 2", "board"]);
  expect(q(".opened").textContent).toBe("Opened: 1");
  const link = cards()[2]!.querySelector("a")!;
  expect(fireEvent.click(link)).toBe(false); // default prevented
  expect(clicks.slice(2)).toEqual(["link 3", "card 3", "board"]);

  clicks.length = 0;
  const first = cards()[0]!;
  fireEvent.click(q(".rotate"));
  expect(cards().map((c) => c.querySelector("h2")!.textContent)).toEqual(["two", "three", "one"]);
  expect(cards()[2]).toBe(first);
  fireEvent.click(first.querySelector(".open")!);
  fireEvent.click(cards()[0]!.querySelector(".open")!);
  expect(q(".opened").textContent).toBe("Opened: 1,1,2");
  fireEvent.click(first);
  expect(clicks).toEqual(["board", "card 1", "board"]);

  clicks.length = 0;
  fireEvent.click(q(".armed"));
  expect(clicks).toEqual(["board"]);
  fireEvent.click(q(".count"));
  fireEvent.click(q(".count"));
  armed.value = true;
  fireEvent.click(q(".count"));
  expect(q(".armed").textContent).toBe("Armed");
  fireEvent.click(q(".armed"));
  fireEvent.click(q(".dot"));
  fireEvent.click(target.querySelector(".portal")!);
  expect(target.querySelector(".portal")!.textContent).toBe("In portal 3");
  expect(clicks.filter((c) => c !== "board")).toEqual(["armed 3", "svg 3", "portal 3"]);
  armed.value = false;
  fireEvent.click(q(".count"));
  clicks.length = 0;
  fireEvent.click(q(".armed"));
  expect(clicks).toEqual(["board"]);
  target.remove();
});
