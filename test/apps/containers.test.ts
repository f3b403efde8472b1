// @vitest-environment happy-dom
// State lists, maps and objects used as JavaScript code uses arrays, maps and
// objects (containers.tsx); each step compared with a fresh composition.
import { fireEvent, screen } from "@testing-library/dom";
import { derivedStateOf, mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { describe, expect, it } from "vitest";
import {
  Carts,
  Checkout,
  makeList,
  makeMap,
  Numbers,
  Scores,
  SortedInPlace,
  Total,
  type Counts,
} from "./containers.js";
import { expectSameAsFresh } from "./fresh.js";

const items = (c: HTMLElement) => [...c.querySelectorAll("li")].map((li) => li.textContent);

describe("state containers", () => {
  it("a state list changed with Array's methods recomposes its readers once per flush", () => {
    const list = makeList(3, 1, 2);
    const counts: Counts = { list: 0, summary: 0 };
    const { container } = render(Numbers, { list, counts });
    const check = (expected: number[], text: string) => {
      flush();
      expect(items(container)).toEqual(expected.map(String));
      expect(container.querySelector("p")!.textContent).toBe(text);
      expectSameAsFresh(Numbers, { list, counts: { list: 0, summary: 0 } }, container);
    };
    const steps: [() => unknown, number[], string][] = [
      [() => list.push(4), [3, 1, 2, 4], "[3,1,2,4] total 10 small"],
      [() => list.splice(1, 1, 9, 8), [3, 9, 8, 2, 4], "[3,9,8,2,4] total 26 big"],
      [() => list.sort((a, b) => a - b), [2, 3, 4, 8, 9], "[2,3,4,8,9] total 26 big"],
      [() => list.reverse(), [9, 8, 4, 3, 2], "[9,8,4,3,2] total 26 big"],
      [() => (list[0] = 1), [1, 8, 4, 3, 2], "[1,8,4,3,2] total 18 big"],
      [() => (list[list.length] = 7), [1, 8, 4, 3, 2, 7], "[1,8,4,3,2,7] total 25 big"],
      [() => (list.length = 2), [1, 8], "[1,8] total 9 small"],
      [() => list.splice(0, list.length, ...list.filter((n) => n > 1)), [8], "[8] total 8 small"],
      [() => (list.length = 0), [], "[] total 0 small"],
      [() => list.unshift(5, 6), [5, 6], "[5,6] total 11 big"],
      [() => list.fill(1), [1, 1], "[1,1] total 2 small"],
    ];
    for (const [change, expected, text] of steps) {
      const before = { ...counts };
      change();
      check(expected, text);
      expect(counts.list - before.list).toBe(1);
    }
    expect([...list]).toEqual([1, 1]);
    const seen: number[] = [];
    for (const n of list) seen.push(n);
    expect(seen).toEqual([1, 1]);
  });

  it("a state map keeps insertion order through set, delete and clear", () => {
    const scores = makeMap(["ada", 1], ["bob", 2]);
    const { container } = render(Scores, { scores });
    const check = (expected: string[]) => {
      flush();
      expect(items(container)).toEqual(expected);
      expect(container.querySelector("output")!.textContent).toBe(String(expected.length));
      expectSameAsFresh(Scores, { scores }, container);
    };
    scores.set("cy", 3);
    check(["ada: 1", "bob: 2", "cy: 3"]);
    scores.set("ada", 10); // an existing key keeps its place, as in a Map
    check(["ada: 10", "bob: 2", "cy: 3"]);
    scores.delete("ada");
    scores.set("ada", 0); // deleted then set: last
    check(["bob: 2", "cy: 3", "ada: 0"]);
    expect(JSON.stringify(Object.fromEntries(scores))).toBe('{"bob":2,"cy":3,"ada":0}');
    scores.clear();
    check([]);
  });

  it("an object in state recomposes when replaced, not when changed in place (as React's setState)", () => {
    const { container } = render(Carts, {});
    const text = (cls: string) => container.querySelector(`.${cls}`)!.textContent;
    fireEvent.click(screen.getByText("copy"));
    fireEvent.click(screen.getByText("never"));
    expect([text("copied"), text("never")]).toEqual(["a", "b"]);
    const renders = text("renders");
    fireEvent.click(screen.getByText("in place"));
    expect(text("in-place")).toBe(""); // the same object written back: no change
    expect(text("renders")).toBe(renders);
    fireEvent.click(screen.getByText("same")); // equal by structure: no change
    expect(text("renders")).toBe(renders);
  });

  it("a derived state read in a handler right after a write sees the write", () => {
    const { container } = render(Checkout, {});
    fireEvent.click(screen.getByText("add two"));
    expect(container.querySelector("p")!.textContent).toBe("price 15");
    fireEvent.click(screen.getByText("add two"));
    expect(container.querySelector("p")!.textContent).toBe("price 25");
  });

  it("a state list sorted in place while composing settles: sorting sorted items writes nothing", () => {
    const list = makeList(3, 1, 2);
    const { container } = render(SortedInPlace, { list });
    expect(items(container)).toEqual(["1", "2", "3"]);
    list.push(0);
    flush(); // the pass sorts (a write, applied with it), then once more: already sorted, no write
    expect(items(container)).toEqual(["0", "1", "2", "3"]);
    expect([...list]).toEqual([0, 1, 2, 3]);
    const sparse = makeList(2, 1);
    sparse.length = 4; // two holes
    sparse.sort();
    expect(Object.keys(sparse)).toEqual(["0", "1"]);
    expect(sparse.length).toBe(4);
  });

  it("a derived state is computed when read, and not at all once its readers left", () => {
    const price = mutableStateOf(2);
    let runs = 0;
    const total = derivedStateOf(() => {
      runs++;
      return price.value * 3;
    });
    const { container, unmount } = render(Total, { total });
    expect(container.textContent).toBe("6");
    price.value = 3;
    price.value = 4; // two writes, one pass: computed once, when the pass reads it
    flush();
    expect(container.textContent).toBe("12");
    expect(runs).toBe(2);
    unmount();
    price.value = 5;
    flush();
    expect(runs).toBe(2);
    expect(total.value).toBe(15); // read by code: computed then
    expect(runs).toBe(3);
  });
});
