// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { Guarded, Nested, Tree, type Node } from "./tree.js";

const visible = (c: HTMLElement) => [...c.querySelectorAll("li > span")].map((s) => s.textContent).join(" ");

it("a recursive tree keeps each node's open state through reorders and edits", () => {
  const root = mutableStateOf<Node>({
    id: "root",
    children: [
      { id: "a", children: [{ id: "a1" }, { id: "a2" }] },
      { id: "b", children: [{ id: "b1" }] },
      { id: "c" },
    ],
  });
  const { container } = render(Tree, { root });
  expect(visible(container)).toBe("root a b c");
  fireEvent.click(screen.getByLabelText("toggle b"));
  expect(visible(container)).toBe("root a b b1 c");
  expect(screen.getByLabelText("toggle b").getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByLabelText("toggle a").getAttribute("aria-expanded")).toBe("false");
  const bLi = container.querySelector("li[data-id=b]");
  root.value = {
    id: "root",
    children: [
      { id: "c" },
      { id: "b", children: [{ id: "b2" }, { id: "b1" }] },
      { id: "a", children: [{ id: "a1" }] },
    ],
  };
  flush();
  expect(visible(container)).toBe("root c b b2 b1 a");
  expect(container.querySelector("li[data-id=b]")).toBe(bLi);
  expect((container.querySelector("li[data-id=b2]") as HTMLElement).style.paddingLeft).toBe("16px");
  fireEvent.click(screen.getByLabelText("toggle root"));
  expect(visible(container)).toBe("root");
  fireEvent.click(screen.getByLabelText("toggle root"));
  expect(visible(container)).toBe("root c b a"); // children recreated: their state starts over, as in React
});

it("a composable declared inside another follows its captures", () => {
  const items = mutableStateOf(["x", "y"]);
  const prefix = mutableStateOf("#");
  const { container } = render(Nested, { items, prefix });
  const text = () => [...container.querySelectorAll("li")].map((l) => l.textContent).join(" ");
  fireEvent.click(container.querySelector("li")!);
  expect(text()).toBe("#x:1 #y:0");
  prefix.value = "$";
  flush();
  expect(text()).toMatch(/^\$x:[01] \$y:0$/);
  items.value = ["y", "x", "z"];
  flush();
  expect(text()).toMatch(/^\$y:0 \$x:[01] \$z:0$/);
});

it("an error boundary shows the fallback for a row that throws, and recovers", () => {
  const rows = mutableStateOf(["a", "b"]);
  const { container } = render(Guarded, { rows });
  rows.value = ["a", "boom", "b"];
  flush();
  expect(screen.getByRole("alert").textContent).toBe("bad row boom");
  expect(container.querySelector("ul")).toBeNull();
  expect(container.querySelector("footer")!.textContent).toBe("3 rows");
  fireEvent.click(screen.getByRole("button", { name: "Fix" }));
  expect(screen.queryByRole("alert")).toBeNull();
  expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["a", "b"]);
  expect(container.querySelector("footer")!.textContent).toBe("2 rows");
});
