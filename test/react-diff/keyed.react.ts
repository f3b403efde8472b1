// React's side of keyed.test.ts.
import { Fragment, useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };

function Counter({ name, log }: { name: string; log: Log }) {
  const [n, setN] = useState(0);
  return h(
    "button",
    {
      id: `c-${name}`,
      onClick: () => {
        log(name, n + 1);
        setN(n + 1);
      },
    },
    `${name}:${n}`,
  );
}

/** Keyed siblings that a condition swaps: each keeps its state. */
export function SwapCounters({ log }: P) {
  const [flip, setFlip] = useState(false);
  const kids = flip
    ? [h(Counter, { key: "a", name: "a", log }), h(Counter, { key: "b", name: "b", log })]
    : [h(Counter, { key: "b", name: "b", log }), h(Counter, { key: "a", name: "a", log })];
  return h("div", null, h("button", { id: "flip", onClick: () => setFlip(!flip) }, "flip"), ...kids);
}

/** Keyed inputs in the two fragments of a ternary: typed text and focus stay with the key. */
export function SwapInputs(_: P) {
  const [flip, setFlip] = useState(false);
  return h(
    "div",
    null,
    h("button", { id: "flip", onClick: () => setFlip(!flip) }, "flip"),
    flip
      ? h(Fragment, null, h("input", { key: "x", id: "x" }), h("input", { key: "y", id: "y" }))
      : h(Fragment, null, h("input", { key: "y", id: "y" }), h("input", { key: "x", id: "x" })),
  );
}

/** The same keyed counter in every case of a switch, with other props in each. */
export function Tabs({ log }: P) {
  const [tab, setTab] = useState(0);
  let body;
  switch (tab) {
    case 0:
      body = [h("h2", null, "zero"), h(Counter, { key: "c", name: "zero", log })];
      break;
    case 1:
      body = [h(Counter, { key: "c", name: "one", log }), h("p", null, "one")];
      break;
    default:
      body = [h(Counter, { key: "c", name: "two", log })];
  }
  return h("div", null, h("button", { id: "next", onClick: () => setTab((tab + 1) % 3) }, "next"), ...body);
}

/** Keyed host elements whose attributes or children differ per branch: the same tag and key keep the node, patched. */
export function PatchedHosts({ log }: P) {
  const [flip, setFlip] = useState(false);
  return h(
    "div",
    null,
    h("button", { id: "flip", onClick: () => setFlip(!flip) }, "flip"),
    flip
      ? h("input", { key: "q", id: "q", className: "a", title: "only a", onInput: () => log("a") })
      : h("input", { key: "q", id: "q", className: "b", "data-b": "yes", onInput: () => log("b") }),
    flip
      ? h("label", { key: "l", className: "on" }, h("input", { id: "inner" }), "same children")
      : h("label", { key: "l" }, h("input", { id: "inner" }), "same children"),
    flip
      ? h("ul", { key: "u", id: "u" }, h("li", null, "one"))
      : h("ul", { key: "u", id: "u", "data-n": "2" }, h("li", null, "two"), h("li", null, "three")),
  );
}
