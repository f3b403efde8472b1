// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { render } from "composa/testing";
import { beforeEach, expect, it } from "vitest";
import { Feed, Hovers, log, Menu, Shortcuts, Slider, Toolbar } from "./pointer.js";

beforeEach(() => {
  log.length = 0;
});

it("onMouseEnter / onMouseLeave run once per card, not again for the card's own children", async () => {
  const user = userEvent.setup();
  const { container } = render(Hovers);
  const [ada, grace] = container.querySelectorAll<HTMLElement>(".card");
  await user.hover(ada!.querySelector(".label")!);
  expect(screen.getByRole("tooltip").textContent).toBe("About ada");
  await user.hover(ada!);
  await user.hover(grace!.querySelector(".label")!);
  expect(screen.getByRole("tooltip").textContent).toBe("About grace");
  await user.unhover(grace!);
  expect(screen.queryByRole("tooltip")).toBeNull();
  expect(log).toEqual(["enter ada", "leave ada", "enter grace", "leave grace"]);
});

it("a pointer drag moves the thumb; the wheel zooms; numbers in style get px", () => {
  const { container } = render(Slider);
  const track = container.querySelector<HTMLElement>(".track")!;
  const thumb = container.querySelector<HTMLElement>(".thumb")!;
  fireEvent.pointerDown(thumb, { clientX: 10, pointerId: 7 });
  flush();
  expect(thumb.dataset.dragging).toBe("true");
  fireEvent.pointerMove(thumb, { clientX: 50 });
  fireEvent.pointerMove(track, { clientX: 70 });
  flush();
  expect(thumb.style.left).toBe("60px");
  expect(thumb.textContent).toBe("60");
  fireEvent.pointerUp(thumb);
  fireEvent.pointerMove(track, { clientX: 200 });
  flush();
  expect(thumb.style.left).toBe("60px");
  expect(thumb.dataset.dragging).toBe("false");
  fireEvent.wheel(thumb, { deltaY: -100 });
  fireEvent.wheel(thumb, { deltaY: -100 });
  flush();
  expect(thumb.style.transform).toBe("scale(3)");
  expect(log).toEqual(["down 7", "up"]);
});

it("onScroll is the scrolled element's own, as in React 17+: the outer div does not hear the list's scroll", () => {
  const { container } = render(Feed);
  const feed = container.querySelector<HTMLElement>(".feed")!;
  expect(feed.style.height).toBe("100px");
  feed.scrollTop = 40;
  fireEvent.scroll(feed);
  flush();
  expect(container.querySelector(".scrolled")!.textContent).toBe("1 scrolls, at 40");
  expect(log).toEqual([]);
  fireEvent.scroll(container.querySelector(".outer")!);
  expect(log).toEqual(["outer scroll"]);
});

it("a capture handler runs before the target's and can stop it there", async () => {
  const user = userEvent.setup();
  const { container } = render(Toolbar);
  const inc = container.querySelector<HTMLButtonElement>(".inc")!;
  await user.click(inc);
  expect(log).toEqual(["capture inc", "inc", "toolbar"]);
  expect(inc.textContent).toBe("1");
  log.length = 0;
  await user.click(container.querySelector(".lock")!);
  await user.click(inc);
  expect(log).toEqual(["capture lock", "capture inc"]);
  expect(inc.textContent).toBe("1");
  expect(container.querySelector(".lock")!.textContent).toBe("Unlock");
});

it("Enter adds, Escape clears and stops there; a handler swapped between renders is the one that runs", async () => {
  const user = userEvent.setup();
  const { container } = render(Shortcuts);
  const input = screen.getByLabelText<HTMLInputElement>("New item");
  await user.type(input, "milk{Enter}");
  await user.type(input, "  {Enter}");
  await user.type(input, "eggs{Escape}");
  expect(input.value).toBe("");
  fireEvent.keyDown(input, { key: "Enter", isComposing: true });
  fireEvent.input(input, { target: { value: "ちゃ" } });
  fireEvent.keyDown(input, { key: "Enter", isComposing: true });
  expect(input.value).toBe("ちゃ");
  await user.clear(input);
  await user.type(input, "tea{Enter}");
  expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["milk", "tea"]);
  expect(input.value).toBe("");
  expect(log).toEqual([]);
  await user.keyboard("{Escape}");
  expect(log).toEqual([]);
  const mode = container.querySelector<HTMLButtonElement>(".mode")!;
  await user.click(mode);
  expect(mode.textContent).toBe("Done");
  await user.click(mode);
  expect(mode.textContent).toBe("Edit");
  await user.click(mode);
  expect(mode.textContent).toBe("Done");
});

it("a menu closes on a click anywhere else; a button that removes its own row still bubbles", async () => {
  const user = userEvent.setup();
  const { container } = render(Menu);
  const button = container.querySelector<HTMLButtonElement>(".menu-button")!;
  await user.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  await user.click(screen.getByRole("menuitem"));
  expect(screen.queryByRole("menu")).not.toBeNull();
  expect(log).toEqual([]);
  await user.click(screen.getByLabelText("dismiss synced"));
  expect(screen.queryByRole("menu")).toBeNull();
  expect(log).toEqual(["page"]);
  expect([...container.querySelectorAll(".notice")].map((p) => p.firstChild!.textContent)).toEqual([
    "saved",
    "updated",
  ]);
  await user.click(screen.getByLabelText("dismiss saved"));
  await user.click(screen.getByLabelText("dismiss updated"));
  expect(container.querySelectorAll(".notice")).toHaveLength(0);
  expect(log).toEqual(["page", "page", "page"]);
});
