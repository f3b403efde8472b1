// @vitest-environment happy-dom
// Accessors placed as children (solid-accessors.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { beforeEach, expect, it, vi } from "vitest";
import { markup } from "./fresh.js";
import { Counter, setCount } from "./solid-accessors.js";

beforeEach(() => {
  setCount(0);
  flush();
});

const texts = (c: HTMLElement) => [...c.querySelectorAll("button, p, span")].map((e) => e.textContent);

it("`{count}` shows the signal's value and follows it, as `{count()}` would", async () => {
  const user = userEvent.setup();
  const { container } = render(Counter);
  expect(texts(container)).toEqual(["0", "doubled: 0", "", "", "clicked 0 times"]);
  await user.click(screen.getByRole("button"));
  await user.click(screen.getByRole("button"));
  expect(texts(container)).toEqual(["2", "doubled: 4", "#1#2", "", "clicked 2 times"]);
  setCount(3);
  flush();
  expect(texts(container)).toEqual(["3", "doubled: 6", "#1#2#3", "too many", "clicked 3 times"]);
});

it("the server writes the same values, and hydration adopts them with no report", async () => {
  setCount(2);
  const html = renderToString(Counter);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const fresh = render(Counter);
  expect(texts(container)).toEqual(texts(fresh.container));
  fresh.unmount();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const app = hydrate(Counter, container);
  try {
    expect(warn).not.toHaveBeenCalled();
    await userEvent.setup().click(container.querySelector("button")!);
    expect(texts(container)).toEqual(["3", "doubled: 6", "#1#2#3", "too many", "clicked 3 times"]);
    const again = render(Counter);
    expect(markup(container).replace(/<!---->/g, "")).toBe(markup(again.container).replace(/<!---->/g, ""));
    again.unmount();
  } finally {
    warn.mockRestore();
    app.dispose();
    container.remove();
  }
});
