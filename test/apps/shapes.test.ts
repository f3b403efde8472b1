// @vitest-environment happy-dom
// Shapes of code React users write (default exports, rest props, labelled loops,
// a switch with returns in a .map, fragments, spread props on keyed calls, slots):
// each composes, and recomposing equals a fresh composition.
import { render } from "composa/testing";
import { it, expect } from "vitest";
import { markup } from "./fresh.js";
import Def, * as P from "./shapes.js";
// Each app with the props it is driven through (typed per app by the call below).
const cases: [string, (p: never) => void, object[]][] = [
  ["default", Def, [{ items: ["a", "b"], id: "x" }, { items: [], title: "t" }, {}]],
  ["Loops", P.Loops, [{ n: 2 }, { n: 0 }, { n: 4 }]],
  [
    "Switchy",
    P.Switchy,
    [
      {
        xs: [
          { kind: "a", id: 1 },
          { kind: "b", id: 2 },
          { kind: "c", id: 3 },
        ],
      },
      {
        xs: [
          { kind: "b", id: 1 },
          { kind: "a", id: 2 },
        ],
      },
    ],
  ],
  ["UseKids", P.UseKids, [{ n: 1 }, { n: 3 }]],
  [
    "Table",
    P.Table,
    [
      { xs: [{ id: 1, cells: ["a", "b"] }] },
      {
        xs: [
          { id: 2, cells: ["c"] },
          { id: 1, cells: ["b", "a"] },
        ],
      },
    ],
  ],
  ["Frags", P.Frags, [{ show: true }, { show: false }, { show: true }]],
  ["Defaults", P.Defaults, [{}, { id: "q", class: "z" }, { f: () => 2 }]],
  [
    "SpreadItems",
    P.SpreadItems,
    [
      {
        items: [
          { id: 1, name: "a" },
          { id: 2, name: "b" },
        ],
      },
      { items: [{ id: 2, name: "B" }] },
    ],
  ],
  ["Misc", P.Misc, [{ x: null }, { x: { y: { z: 0 } } }, { x: "s" }]],
  ["ArrMap", P.ArrMap, [{ xs: ["a", "b"] }, { xs: [] }]],
];
for (const [name, App, propsList] of cases)
  it(name, () => {
    const r = render(App, propsList[0] as never);
    for (const p of propsList) {
      r.rerender(p as never);
      const fresh = render(App, p as never);
      expect(markup(r.container)).toBe(markup(fresh.container));
      fresh.unmount();
    }
  });
