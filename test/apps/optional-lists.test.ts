// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Inbox, type Item } from "./optional-lists.js";

const a: Item = { id: "a", name: "A" };
const b: Item = { id: "b", name: "B" };
type Props = Parameters<typeof Inbox>[0];

it("a list behind `?.` shows nothing while the data is missing, then keyed rows that keep their state", () => {
  const { container, rerender } = render(Inbox, { data: null } as Props);
  expect(container.innerHTML).toBe("<ul></ul><p></p><ol></ol>");
  rerender({ data: { items: [a, b] }, tags: ["x", "skip", "y"] });
  expect(container.innerHTML).toBe(
    "<ul><li><button>A 0</button></li><li><button>B 0</button></li></ul><p>x, skip, y</p><ol><li>x</li><li>y</li></ol>",
  );
  const rowB = container.querySelectorAll("li")[1]!;
  fireEvent.click(rowB.querySelector("button")!);
  expect(rowB.textContent).toBe("B 1");
  rerender({ data: { items: [b, a] }, tags: ["y"] });
  // B moved with its state: the same node, its count kept.
  expect(container.querySelector("ul > li")).toBe(rowB);
  expect(container.innerHTML).toBe(
    "<ul><li><button>B 1</button></li><li><button>A 0</button></li></ul><p>y</p><ol><li>y</li></ol>",
  );
  rerender({ data: undefined });
  expect(container.innerHTML).toBe("<ul></ul><p></p><ol></ol>");
  rerender({ data: { items: [a] }, tags: [] });
  expectSameAsFresh(Inbox, { data: { items: [a] }, tags: [] } as Props, container);
});

it("the server writes the same lists", () => {
  expect(renderToString(Inbox, { data: { items: [a] }, tags: ["t"] }).replace(/<!---->/g, "")).toBe(
    "<ul><li><button>A 0</button></li></ul><p>t</p><ol><li>t</li></ol>",
  );
});
