// @vitest-environment happy-dom
// Control flow in composables (dialect-flow.tsx): the markup a React user
// expects at each value of `n`, and incremental recomposition equal to a fresh
// render of the same value, in every order the steps visit them.
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Choices, Closures, Early, Loops, Shapes, Switch, type Props } from "./dialect-flow.js";

const STEPS = [1, 2, 3, 4, 5, 2, 0, 4, 1, 3, 0];

/** Renders `App`, then sets `n` to each step: the markup at each step is `expected(n)`, and the same as fresh. */
function walk(App: (p: Props) => void, expected: (n: number) => string) {
  const n = mutableStateOf(0);
  const { container } = render(App, { n });
  expect(container.innerHTML).toBe(expected(0));
  for (const v of STEPS) {
    n.value = v;
    flush();
    expect(container.innerHTML, `n = ${v}`).toBe(expected(v));
    expectSameAsFresh(App, { n: mutableStateOf(v) }, container);
  }
}

describe("control flow in composables", () => {
  it("early returns in several branches", () => {
    walk(Early, (n) => {
      const label = n > 2 ? "big" : "small";
      if (n === 0) return "<h1>title</h1><p>zero</p>";
      if (n === 1) return "<h1>title</h1>";
      return `<h1>title</h1>${n % 2 === 0 ? `<b>${label}</b>` : `<i>${label}</i>`}`;
    });
  });

  it("switch with fallthrough, a returning case and default in the middle", () => {
    const cases = [
      "<p>zero</p><p>one</p><footer>end</footer>",
      "<p>one</p><footer>end</footer>",
      "<p>two</p>",
      "<p>default</p><p>four</p><footer>end</footer>",
      "<p>four</p><footer>end</footer>",
    ];
    walk(Switch, (n) => cases[n % 5]!);
  });

  it("labelled loops with break and continue, while, do…while and for…in", () => {
    walk(Loops, (n) => {
      let lis = "";
      outer: for (let i = 0; i < 4; i++) {
        if (i === n % 4) continue;
        for (const j of [0, 1, 2]) {
          if (j > i) continue outer;
          if (i + j === 5) break outer;
          lis += `<li>${i}-${j}</li>`;
        }
      }
      let ems = "";
      for (let k = 1; k <= n % 3; k++) ems += `<em>${k}</em>`;
      let ss = "";
      let d = 0;
      do {
        d++;
        if (d !== 2) ss += `<s>${d}</s>`;
      } while (d < n % 4);
      const names = n % 2 ? ["a", "b"] : ["c"];
      return `<ul>${lis}</ul>${ems}${ss}${names.map((x) => `<span>${x}</span>`).join("")}`;
    });
  });

  it("ternary, && and || chains as children and as statements", () => {
    walk(Choices, (v) => {
      const div =
        (v > 2 ? "<b>big</b>" : v > 0 ? "<i>small</i>" : "") +
        (v > 0 && v < 3 ? "<u>mid</u>" : "") +
        (v === 0 ? "" : "<s>nonzero</s>") +
        (v % 3 === 0 ? "" : String(v));
      return `<div>${div}</div>${v > 1 ? "<p>yes</p>" : "<q>no</q>"}${v === 3 ? "<h2>three</h2>" : ""}`;
    });
  });

  it("handlers made in loops capture each iteration's value", () => {
    const n = mutableStateOf(3);
    const { container } = render(Closures, { n });
    for (const id of ["h0", "h1", "h2", "a", "b", "h1"]) fireEvent.click(container.querySelector(`#${id}`)!);
    expect(container.querySelector("output")!.textContent).toBe("012ab1");
    n.value = 2;
    flush();
    expect(container.querySelectorAll("button")).toHaveLength(4);
    fireEvent.click(container.querySelector("#h1")!);
    expect(container.querySelector("output")!.textContent).toBe("012ab11");
  });

  it("one composable emits a different element type at each pass", () => {
    walk(Shapes, (n) => {
      const kind = ["text", "area", "select"][n % 3];
      const field =
        kind === "text"
          ? `<input value="v${n}">`
          : kind === "area"
            ? `<textarea>v${n}</textarea>`
            : '<select><option value="a">a</option><option value="b">b</option></select>';
      return `${field}<span>${kind}</span>`;
    });
  });
});
