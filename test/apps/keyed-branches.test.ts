// @vitest-environment happy-dom
// Keyed elements placed by different branches (keyed-branches.tsx): as in
// React, an element's identity among its container's children is its callee
// (or tag) and key, so its state and its DOM nodes move with it
// (docs/keyed-identity.md); unkeyed ones in different branches stay distinct.
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { fireEvent } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { expectSameAsFresh, markup } from "./fresh.js";
import {
  Beside,
  Cases,
  Duplicates,
  FragmentSwap,
  Handlers,
  IfSwap,
  Inputs,
  ListBranches,
  Shapes,
  SpreadTwice,
  Unkeyed,
} from "./keyed-branches.js";

/** The same node objects, in this order (`toEqual` would compare their markup only). */
function expectNodes(actual: Iterable<Element>, expected: (Element | undefined)[]): void {
  const nodes = [...actual];
  expect(nodes.length).toBe(expected.length);
  nodes.forEach((node, i) => expect(node).toBe(expected[i]));
}

function type(input: HTMLInputElement, text: string): void {
  input.value = text;
  fireEvent.input(input);
  flush();
}

describe("keyed elements placed by different branches", () => {
  it("keyed siblings an if swaps keep their state and their nodes", () => {
    const n = mutableStateOf(0);
    const { container } = render(IfSwap, { n });
    const byLabel = (l: string) => container.querySelector<HTMLInputElement>(`[data-label="${l}"]`)!;
    const a = byLabel("a");
    const b = byLabel("b");
    type(a, "A!");
    type(b, "B!");
    for (const v of [1, 2, 3, 4]) {
      n.value = v;
      flush();
      const inputs = [...container.querySelectorAll("input")];
      expectNodes(inputs, v % 2 ? [a, b] : [b, a]);
      expect(inputs.map((i) => i.value)).toEqual(v % 2 ? ["A!", "B!"] : ["B!", "A!"]);
    }
  });

  it("keyed fragments of a ternary swap their children's state and nodes", () => {
    const n = mutableStateOf(0);
    const { container } = render(FragmentSwap, { n });
    const x = container.querySelector<HTMLButtonElement>('[data-name="x"]')!;
    fireEvent.click(x);
    fireEvent.click(x);
    flush();
    n.value = 1;
    flush();
    expect(container.querySelector("div")!.textContent).toBe("x:2y:0");
    expect(container.querySelector('[data-name="x"]')).toBe(x);
    n.value = 2;
    flush();
    expect(container.querySelector("div")!.textContent).toBe("y:0x:2");
    expect(container.querySelector('[data-name="x"]')).toBe(x);
  });

  it("the same keyed element in every case of a switch keeps its state, with each case's props", () => {
    const n = mutableStateOf(0);
    const { container } = render(Cases, { n });
    const button = container.querySelector("button")!;
    fireEvent.click(button);
    flush();
    expect(button.textContent).toBe("zero:1");
    n.value = 1;
    flush();
    expect(container.querySelector("button")).toBe(button);
    expect(markup(container)).toBe('<div><button data-name="one">one:1</button><p>one</p></div>');
    n.value = 2;
    flush();
    expect(markup(container)).toBe('<div><button data-name="two">two:1</button></div>');
    n.value = 3;
    flush();
    expect(markup(container)).toBe('<div><h2>zero</h2><button data-name="zero">zero:1</button></div>');
    expect(container.querySelector("button")).toBe(button);
  });

  it("keyed inputs move between a fragment and an array: the same nodes, with what was typed", () => {
    const n = mutableStateOf(1);
    const { container } = render(Inputs, { n });
    const [first, second] = [...container.querySelectorAll("input")];
    first!.value = "1st";
    second!.value = "2nd";
    n.value = 2;
    flush();
    expectNodes(container.querySelectorAll("input"), [second, first]);
    n.value = 3;
    flush();
    expectNodes(container.querySelectorAll("input"), [first, second]);
    expect([first!.value, second!.value]).toEqual(["1st", "2nd"]);
  });

  it("keyed host elements of other shapes in each branch keep their node, patched to each branch's markup", () => {
    const n = mutableStateOf(0);
    const { container } = render(Shapes, { n });
    const li = container.querySelector("li");
    for (const v of [1, 2, 3, 0, 5]) {
      n.value = v;
      flush();
      // Same tag and key: one node, as React keeps it (docs/keyed-identity.md).
      expect(container.querySelector("li")).toBe(li);
      expect(markup(container)).toBe(
        v % 2
          ? `<div><ul><li class="odd" title="t${v}">odd ${v}</li></ul></div>`
          : `<div><ul><li data-even="yes"><b>${v}</b></li></ul></div>`,
      );
      expectSameAsFresh(Shapes, { n }, container);
    }
  });

  it("a keyed call given another handler in each branch calls the branch's handler, its state kept", () => {
    const n = mutableStateOf(0);
    const log: string[] = [];
    const { container } = render(Handlers, { n, log });
    fireEvent.click(container.querySelector("button")!);
    n.value = 1;
    flush();
    fireEvent.click(container.querySelector("button")!);
    n.value = 2;
    flush();
    fireEvent.click(container.querySelector("button")!);
    flush();
    expect(log).toEqual(["even 0", "odd 1", "even 2"]);
    expect(container.querySelector("button")!.textContent).toBe("3");
  });

  it("duplicate keys match in the order they come, and equal a fresh composition", () => {
    const n = mutableStateOf(1);
    const { container } = render(Duplicates, { n });
    const [one, two] = [...container.querySelectorAll("input")];
    type(one!, "first");
    type(two!, "second");
    n.value = 2;
    flush();
    // The first `d` of the new branch is the first of the old one.
    expectNodes(container.querySelectorAll("input"), [one]);
    expect(one!.value).toBe("first");
    expect(one!.dataset.label).toBe("three");
    n.value = 3;
    flush();
    const now = [...container.querySelectorAll("input")];
    expect(now[0]).toBe(one);
    expect(now[1]).not.toBe(two);
    expect(now.map((i) => i.value)).toEqual(["first", "two-typed"]);
  });

  it("unkeyed elements in two branches stay two elements", () => {
    const n = mutableStateOf(0);
    const { container } = render(Unkeyed, { n });
    const input = container.querySelector("input")!;
    type(input, "typed");
    n.value = 1;
    flush();
    expect(container.querySelector("input")).not.toBe(input);
    expect(container.querySelector("input")!.value).toBe("u-typed");
  });

  it("keyed list items keep their state when the branch that places them changes", () => {
    const upper = mutableStateOf(false);
    const { container, rerender } = render(ListBranches, { items: ["p", "q"], upper });
    const [p, q] = [...container.querySelectorAll("input")];
    type(p!, "P!");
    upper.value = true;
    rerender({ items: ["q", "p"], upper });
    flush();
    const now = [...container.querySelectorAll("input")];
    expectNodes(now, [q, p]);
    expect(now.map((i) => [i.dataset.label, i.value])).toEqual([
      ["Q", "q-typed"],
      ["P", "P!"],
    ]);
  });

  it("an unkeyed call in a keyed choice's branch is not the same callee placed after the choice", () => {
    const n = mutableStateOf(0);
    const { container } = render(Beside, { n });
    const after = container.querySelector<HTMLInputElement>('[data-label="after"]')!;
    type(after, "kept");
    for (const v of [1, 2, 3]) {
      n.value = v;
      flush();
      expect(container.querySelector('[data-label="after"]')).toBe(after);
      expect(after.value).toBe("kept");
      expect([...container.querySelectorAll("input")].map((i) => i.value)).toEqual(
        v % 2 ? ["then-typed", "kept"] : ["keyed-typed", "kept"],
      );
    }
  });

  it("the same element written in both branches is one node, whatever temporaries its code names", () => {
    const n = mutableStateOf(0);
    const { container } = render(SpreadTwice, { n });
    const li = container.querySelector("li")!;
    for (const v of [1, 2, 3]) {
      n.value = v;
      flush();
      expect(container.querySelector("li")).toBe(li);
      expect(markup(container)).toBe(
        v % 2
          ? `<div><ul><li title="t">text ${v}</li><i></i></ul></div>`
          : `<div><ul><i></i><li title="t">text ${v}</li></ul></div>`,
      );
    }
  });
});
