// @vitest-environment happy-dom
// JavaScript and TypeScript constructs in composables (dialect-js.tsx): the
// markup a React user expects at each value of `n`, and incremental
// recomposition equal to a fresh render of the same value.
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Classes,
  Conditional,
  Destructure,
  Dollars,
  Generic,
  Nested,
  Odd,
  Recursive,
  Spreads,
  Swapped,
  type Props,
} from "./dialect-js.js";

const STEPS = [1, 2, 3, 4, 5, 2, 0, 4, 1, 3, 0];

function walk<P extends Props>(App: (p: P) => void, rest: Omit<P, "n">, expected: (n: number) => string) {
  const n = mutableStateOf(0);
  const { container } = render(App, { ...rest, n } as P);
  expect(container.innerHTML).toBe(expected(0));
  for (const v of STEPS) {
    n.value = v;
    flush();
    expect(container.innerHTML, `n = ${v}`).toBe(expected(v));
    expectSameAsFresh(App, { ...rest, n: mutableStateOf(v) } as P, container);
  }
}

const each = <T>(xs: T[], f: (x: T, i: number) => string) => xs.map(f).join("");

describe("JavaScript constructs in composables", () => {
  it("helpers and composables declared inside a composable, and in a block", () => {
    walk(Nested, {}, (n) => {
      const items = each([...Array((n % 3) + 1).keys()], (i) => `<li>n${i}:${i * 2}</li>`);
      return `<ul>${items}</ul>${n % 2 ? `<i>odd ${n}</i>` : ""}`;
    });
  });

  it("destructuring with defaults and rest, optional chaining and ??", () => {
    walk(Destructure, { opts: { tone: "warm" }, extra: 1 }, (n) => {
      const list = n > 1 ? ["x", "y", "z"].slice(0, n % 4) : [];
      const [first = "none", ...others] = list;
      const name = n >= 2 ? "Ada" : "anonymous";
      const city = n === 2 ? "Paris" : "nowhere";
      return (
        `<p title="untitled" data-size="3" data-more="{&quot;tone&quot;:&quot;warm&quot;}" data-rest="extra">` +
        `${first}|${others.join("+")}</p><p>${name} in ${city}</p>`
      );
    });
  });

  it("a generic list places its items with a render prop", () => {
    walk(Generic, {}, (n) => {
      const rows = each([...Array(n % 4).keys()], (i) => `<li><span>${i}:${i * n}</span></li>`);
      return `<ul>${rows}</ul><ul><li><b>a${n}</b></li><li><b>b${n}</b></li></ul>`;
    });
  });

  it("a recursive tree keeps each node by key as the children change and reorder", () => {
    const node = (name: string, depth: number, kids: string) =>
      `<li data-depth="${depth}">${name}${kids ? `<ul>${kids}</ul>` : ""}</li>`;
    walk(Recursive, {}, (n) => {
      const a = node("a", 1, node("a1", 2, ""));
      const kids = [a];
      if (n % 3 > 0) kids.push(node("b", 1, n % 3 > 1 ? node("b1", 2, "") + node("b2", 2, "") : ""));
      if (n % 2) kids.reverse();
      return `<ul>${node("root", 0, kids.join(""))}</ul>`;
    });
  });

  it("composables and value composables called behind if, ?:, && and in a loop", () => {
    walk(Conditional, {}, (n) => {
      const odd = each(
        [...Array(n % 4).keys()].filter((i) => i % 2),
        (i) => `<a>L${i}</a>`,
      );
      return (
        `${n % 2 === 0 ? `<a>L${n}</a>` : ""}<p>${n > 2 ? `L${n}` : "small"}</p>` +
        `<p>${n > 1 ? `L${-n}` : "-"}</p>${odd}`
      );
    });
  });

  it("classes in the module and in the composable, getters reaching a callee through a spread", () => {
    walk(Classes, {}, (n) => {
      const c = n * 10;
      return `<p>${c}°C = ${(c * 9) / 5 + 32}F, ${n * 2}</p><p>L${n}:1</p><p>L${n}:${n}</p>`;
    });
  });

  it("spread props with named props before and after", () => {
    walk(Spreads, {}, (n) => {
      const extra = n > 1 ? ' title="many" disabled=""' : "";
      return (
        `<button class="btn" data-n="${n}"${extra}>a</button>` +
        `<button class="override" data-n="${n}">b</button>` +
        `<div class="btn" data-n="${n}"${n > 2 ? ' id="x"' : ""}></div>`
      );
    });
  });

  // Their order and content follow the branch; their state and nodes move with the key as React's
  // do (keyed-branches.test.ts, docs/keyed-identity.md).
  it("keyed siblings swapped by an if come in the branch's order", () => {
    const n = mutableStateOf(0);
    const { container } = render(Swapped, { n });
    const field = (label: string) => container.querySelector<HTMLInputElement>(`[data-label="${label}"]`)!;
    for (const v of [1, 2, 3]) {
      n.value = v;
      flush();
      const order = [...container.querySelectorAll("input")].map((i) => i.dataset.label).join();
      expect(order).toBe(v % 2 ? "a,b" : "b,a");
      expect(field("b").value).toBe("b-typed");
      expect(container.querySelector("div")!.textContent).toBe(v % 2 ? "xy" : "yx");
    }
  });

  it("names the compiled code also uses ($c, $props, $changed, $dirty) are the user's own", () => {
    walk(Dollars, {}, (n) => `<p>${n}/2/${n > 1}/${n * 2}</p><b>${(n + 1) * 10}</b>`);
  });

  it("IIFEs in attributes, tagged templates, arguments, and locals named remember, key and children", () => {
    const Content = () => {
      /* nothing */
    };
    walk(Odd, { children: Content }, (n) => {
      const title = n > 1 ? "many" : "few";
      const color = n % 2 ? "red" : "blue";
      return (
        `<div title="${title}" data-key="k${n}" data-sum="${3 + n}" style="color: ${color};">${n + 1}</div>` +
        `<p>3</p><section></section>`
      );
    });
  });
});
