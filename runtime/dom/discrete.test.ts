// @vitest-environment happy-dom
/**
 * A discrete event's pass runs once the event is over (a microtask), not at
 * the next frame: the user's next click or key meets what the previous one
 * did, as in React.
 */
import { beforeEach, expect, it } from "vitest";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/index.js";
import { renderHost } from "./test/host.js";

let container: HTMLElement;

beforeEach(() => {
  flush();
  document.body.innerHTML = "";
  container = document.body.appendChild(document.createElement("div"));
});

const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

it("a button its first click disabled is disabled for a second click in the same frame", async () => {
  const sent = mutableStateOf(0);
  renderHost(container, "button", () => ({ disabled: sent.value > 0, onClick: () => sent.value++ }));
  const button = container.querySelector("button")!;
  button.click();
  await microtask();
  expect(button.disabled).toBe(true);
  button.click();
  await microtask();
  expect(sent.value).toBe(1);
});

it("a continuous event (mousemove) keeps to the frame", async () => {
  const moves = mutableStateOf(0);
  renderHost(container, "div", () => ({ "data-moves": moves.value, onMouseMove: () => moves.value++ }));
  const div = container.querySelector("div")!;
  div.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
  await microtask();
  expect(div.getAttribute("data-moves")).toBe("0");
  flush();
  expect(div.getAttribute("data-moves")).toBe("1");
});
