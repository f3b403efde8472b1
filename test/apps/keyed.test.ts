// @vitest-environment happy-dom
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { markup } from "./fresh.js";
import { Lists, type It } from "./keyed.js";

it("keyed rows follow every prop change whatever their props' shape", () => {
  const steps: { items: It[]; field: "label" | "cls" }[] = [
    {
      items: [
        { id: 1, label: "a" },
        { id: 2, label: "b", cls: "x" },
      ],
      field: "label",
    },
    {
      items: [
        { id: 1, label: "a", cls: "y" },
        { id: 2, label: "b" },
      ],
      field: "label",
    },
    {
      items: [
        { id: 2, label: "b" },
        { id: 1, label: "a", cls: "y" },
      ],
      field: "cls",
    },
    {
      items: [
        { id: 2, label: "B" },
        { id: 1, label: "a", cls: "y" },
        { id: 3, label: "a" },
      ],
      field: "cls",
    },
    {
      items: [
        { id: 3, label: "a", cls: "z" },
        { id: 1, label: "a" },
        { id: 2, label: "B" },
      ],
      field: "label",
    },
    {
      items: [
        { id: 3, label: "a", cls: "z" },
        { id: 1, label: "a" },
      ],
      field: "label",
    },
  ];
  const live = render(Lists, steps[0]!);
  for (const step of steps) {
    live.rerender(step);
    const fresh = render(Lists, step);
    expect(markup(live.container)).toBe(markup(fresh.container));
    fresh.unmount();
  }
  expect(live.container.querySelector(".rest")!.innerHTML).toBe(
    '<li data-id="3" class="z">a</li><li data-id="1">a</li>',
  );
});
