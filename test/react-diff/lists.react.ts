// React's side of lists.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement; currentTarget: HTMLInputElement };
type Item = { id: number; text: string };

const start: Item[] = [
  { id: 1, text: "one" },
  { id: 2, text: "two" },
  { id: 3, text: "three" },
];

/** Controlled rows that reorder: the typed text and the focus stay with the row's key. */
export function ReorderControlled({ log }: P) {
  const [items, setItems] = useState(start);
  const edit = (id: number, text: string) => setItems(items.map((x) => (x.id === id ? { ...x, text } : x)));
  return h(
    "div",
    null,
    h("button", { id: "reverse", onClick: () => setItems([...items].reverse()) }, "reverse"),
    h("button", { id: "drop", onClick: () => setItems(items.slice(1)) }, "drop first"),
    h(
      "ul",
      null,
      items.map((x) =>
        h(
          "li",
          { key: x.id },
          h("input", {
            id: `f${x.id}`,
            value: x.text,
            onChange: (e: Ev) => {
              log(x.id, e.target.value);
              edit(x.id, e.target.value);
            },
          }),
        ),
      ),
    ),
  );
}

/** Uncontrolled rows keyed by id: what is typed stays in the DOM node. */
export function ReorderUncontrolled({ log }: P) {
  const [items, setItems] = useState(start);
  return h(
    "div",
    null,
    h("button", { id: "rotate", onClick: () => setItems([...items.slice(1), items[0]!]) }, "rotate"),
    h(
      "button",
      { id: "prepend", onClick: () => setItems([{ id: items.length + 10, text: "new" }, ...items]) },
      "prepend",
    ),
    h(
      "ol",
      { id: "keyed" },
      items.map((x) =>
        h(
          "li",
          { key: x.id },
          h("input", { defaultValue: x.text, onChange: (e: Ev) => log("k", x.id, e.target.value) }),
        ),
      ),
    ),
  );
}

/** Focus inside a row that moves (up / down buttons in the row). */
export function MoveFocused({ log }: P) {
  const [items, setItems] = useState(["a", "b", "c"]);
  const move = (i: number, by: number) => {
    const next = [...items];
    const [x] = next.splice(i, 1);
    next.splice(i + by, 0, x!);
    log("move", x, by);
    setItems(next);
  };
  return h(
    "ul",
    null,
    items.map((x, i) =>
      h(
        "li",
        { key: x },
        h("span", null, x),
        h("button", { id: `up-${x}`, disabled: i === 0, onClick: () => move(i, -1) }, "up"),
        h("button", { id: `down-${x}`, disabled: i === items.length - 1, onClick: () => move(i, 1) }, "down"),
      ),
    ),
  );
}

export function Checklist({ log }: P) {
  const [items, setItems] = useState([
    { id: 1, done: false, text: "milk" },
    { id: 2, done: true, text: "eggs" },
    { id: 3, done: false, text: "bread" },
  ]);
  const [hideDone, setHideDone] = useState(false);
  return h(
    "div",
    null,
    h(
      "label",
      null,
      h("input", {
        id: "hide",
        type: "checkbox",
        "data-controlled": true,
        checked: hideDone,
        onChange: () => setHideDone(!hideDone),
      }),
      "hide done",
    ),
    h(
      "ul",
      null,
      items
        .filter((x) => !(hideDone && x.done))
        .map((x) =>
          h(
            "li",
            { key: x.id, className: x.done ? "done" : undefined },
            h("input", {
              id: `c${x.id}`,
              type: "checkbox",
              "data-controlled": true,
              checked: x.done,
              onChange: (e: Ev) => {
                log(x.id, e.target.checked);
                setItems(items.map((y) => (y.id === x.id ? { ...y, done: e.target.checked } : y)));
              },
            }),
            x.text,
          ),
        ),
    ),
    h(
      "button",
      { id: "sort", onClick: () => setItems([...items].sort((a, b) => Number(a.done) - Number(b.done))) },
      "sort",
    ),
  );
}
