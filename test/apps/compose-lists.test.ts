// @vitest-environment happy-dom
// compose-lists.tsx: every mutating method of a state list, keyed rows keep their state.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateListOf, mutableStateMapOf, type StateList } from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Checklist, Numbers, rowRuns, Scores, summaryRuns, TodoList, type Todo } from "./compose-lists.js";

const todo = (id: number): Todo => ({ id, title: `t${id}` });
const ids = (c: HTMLElement) => [...c.querySelectorAll("li")].map((li) => Number(li.dataset.id));

beforeEach(() => {
  for (const k of Object.keys(rowRuns)) delete rowRuns[Number(k)];
  summaryRuns.n = 0;
});

type Step = [string, (l: StateList<Todo>) => void];

const steps: Step[] = [
  ["push", (l) => l.push(todo(6), todo(7))],
  ["pop", (l) => l.pop()],
  ["shift", (l) => l.shift()],
  ["unshift", (l) => l.unshift(todo(0))],
  ["splice remove", (l) => l.splice(1, 2)],
  ["splice insert", (l) => l.splice(1, 0, todo(8), todo(9))],
  ["splice replace", (l) => l.splice(2, 1, todo(10))],
  ["sort", (l) => l.sort((a, b) => b.id - a.id)],
  ["reverse", (l) => l.reverse()],
  ["index write", (l) => (l[0] = todo(11))],
  ["index write past the end", (l) => (l[l.length] = todo(12))],
  ["copyWithin", (l) => l.copyWithin(0, l.length - 2)],
  ["fill", (l) => l.fill(todo(13), 1, 2)],
  ["length shorten", (l) => (l.length = 3)],
  ["length 0", (l) => (l.length = 0)],
  ["push after clear", (l) => l.push(todo(1), todo(2))],
];

describe("a state list of keyed rows", () => {
  it("every mutating method shows as a fresh composition would, rows keeping their state by key", () => {
    const list = mutableStateListOf(...[1, 2, 3, 4, 5].map(todo));
    const { container } = render(TodoList, { todos: list });
    for (const [name, step] of steps) {
      // Type a note into every row, named by its id, then mutate.
      for (const li of container.querySelectorAll("li")) {
        const input = li.querySelector("input")!;
        if (input.value === "") fireEvent.input(input, { target: { value: `n${li.dataset.id}` } });
      }
      const before = new Map([...container.querySelectorAll("li")].map((li) => [li.dataset.id, li]));
      step(list);
      flush();
      expect(ids(container), name).toEqual(list.map((t) => t.id));
      expect(container.querySelector(".count")!.textContent, name).toBe(String(list.length));
      for (const li of container.querySelectorAll("li")) {
        const note = li.querySelector("input")!.value;
        // A row whose key stayed keeps its node and note; duplicates (fill, copyWithin) match in order.
        if (before.has(li.dataset.id) && note !== "") expect(note, name).toBe(`n${li.dataset.id}`);
      }
      // Fresh rows have empty notes: compare with the notes emptied (a controlled input's
      // value attribute follows its state, as React's does: "" in a fresh row).
      const stripped = container.cloneNode(true) as HTMLElement;
      for (const input of stripped.querySelectorAll("input")) {
        if (input.hasAttribute("value")) input.setAttribute("value", "");
        input.value = "";
      }
      expectSameAsFresh(TodoList, { todos: list }, stripped);
    }
  });

  it("a row whose todo did not change is skipped when the list changes", () => {
    const list = mutableStateListOf(...[1, 2, 3].map(todo));
    render(TodoList, { todos: list });
    list.push(todo(4));
    flush();
    list.splice(0, 1);
    flush();
    list.reverse();
    flush();
    expect(rowRuns).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    list[0] = { ...list[0]!, title: "changed" };
    flush();
    expect(rowRuns[4]).toBe(2);
    expect(screen.getByText("changed")).toBeTruthy();
  });

  it("a no-op mutation (sorting a sorted list, writing the same item, popping an empty list) recomposes nothing", () => {
    const list = mutableStateListOf(...[1, 2, 3].map(todo));
    const { container } = render(TodoList, { todos: list });
    const before = container.innerHTML;
    list.sort((a, b) => a.id - b.id);
    list[1] = list[1]!;
    list.length = 3;
    list.splice(1, 0);
    list.fill(list[0]!, 0, 1);
    flush();
    expect(rowRuns).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(container.innerHTML).toBe(before);
  });
});

describe("a list of numbers read by several readers", () => {
  it("for..of with keys, reduce, at and includes follow the list", () => {
    const nums = mutableStateListOf(1, 2);
    const { container } = render(Numbers, { nums });
    expect(container.querySelector(".has3")!.textContent).toBe("no");
    nums.push(3);
    flush();
    expect(container.querySelector(".sum")!.textContent).toBe("6");
    expect(container.querySelector(".last")!.textContent).toBe("3");
    expect(container.querySelector(".has3")!.textContent).toBe("yes");
    nums.splice(0, nums.length);
    flush();
    expect(container.querySelector(".last")!.textContent).toBe("none");
    expectSameAsFresh(Numbers, { nums }, container);
    nums.unshift(5, 4, 3);
    nums.sort();
    flush();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual(["3", "4", "5"]);
    expectSameAsFresh(Numbers, { nums }, container);
  });
});

describe("a derived count of a state list", () => {
  it("its reader recomposes only when the count changes", () => {
    const checked = mutableStateListOf(false, false, true);
    const { container } = render(Checklist, { checked });
    const boxes = () => container.querySelectorAll<HTMLInputElement>("input");
    expect(container.querySelector(".done")!.textContent).toBe("1");
    fireEvent.click(boxes()[0]!);
    expect(container.querySelector(".done")!.textContent).toBe("2");
    expect(summaryRuns.n).toBe(2);
    // Swapping two items changes the list but not the count: Summary is not run.
    checked.reverse();
    flush();
    expect(summaryRuns.n).toBe(2);
    expect([...boxes()].map((b) => b.checked)).toEqual([true, false, true]);
    expectSameAsFresh(Checklist, { checked }, container);
  });
});

describe("a state map", () => {
  it("set, delete, clear show as a fresh composition would", () => {
    const scores = mutableStateMapOf<string, number>(["bob", 2], ["ada", 1]);
    const { container } = render(Scores, { scores });
    expect(container.querySelector("dl")!.textContent).toBe("ada1bob2");
    const adaDt = container.querySelector("dt");
    scores.set("ada", 5);
    scores.set("cy", 3);
    flush();
    expect(container.querySelector("dl")!.textContent).toBe("ada5bob2cy3");
    expect(container.querySelector("dt")).toBe(adaDt);
    expect(container.querySelector(".total")!.textContent).toBe("10");
    scores.delete("ada");
    flush();
    expect(container.querySelector(".ada")!.textContent).toBe("no ada");
    expectSameAsFresh(Scores, { scores }, container);
    scores.clear();
    flush();
    expect(container.querySelector("dl")!.textContent).toBe("");
    expectSameAsFresh(Scores, { scores }, container);
  });
});
