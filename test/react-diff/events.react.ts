// React's side of events.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = {
  target: HTMLElement;
  currentTarget: HTMLElement;
  key: string;
  type: string;
  stopPropagation(): void;
  preventDefault(): void;
};
const id = (e: Ev) => (e.currentTarget as HTMLElement).id || e.currentTarget.localName;

export function Nested({ log }: P) {
  const [stop, setStop] = useState(false);
  return h(
    "div",
    {
      id: "outer",
      onClick: (e: Ev) => log("outer", id(e), e.target.id),
      onClickCapture: (e: Ev) => log("outer capture", id(e)),
    },
    h(
      "div",
      {
        id: "inner",
        onClick: (e: Ev) => {
          log("inner", id(e), e.target.id);
          if (stop) e.stopPropagation();
        },
      },
      h("button", { id: "btn", onClick: (e: Ev) => log("btn", id(e)) }, "go"),
    ),
    h(
      "label",
      null,
      h("input", {
        id: "stop",
        type: "checkbox",
        "data-controlled": true,
        checked: stop,
        onChange: () => setStop(!stop),
      }),
      "stop",
    ),
  );
}

export function LabelClicks({ log }: P) {
  const [n, setN] = useState(0);
  return h(
    "div",
    null,
    h(
      "label",
      { id: "wrap", onClick: (e: Ev) => log("label", e.target.localName) },
      h("input", {
        id: "box",
        type: "checkbox",
        onClick: (e: Ev) => log("box click", (e.target as HTMLInputElement).checked),
        onChange: () => (log("box change"), setN(n + 1)),
      }),
      "Wrapped",
    ),
    h("label", { id: "for", htmlFor: "text", onClick: () => log("for label") }, "Text"),
    h("input", { id: "text", onFocus: () => log("text focus") }),
    h("span", null, n),
  );
}

export function Keys({ log }: P) {
  const [items, setItems] = useState<string[]>([]);
  return h(
    "div",
    { onKeyDown: (e: Ev) => log("div keydown", e.key) },
    h("input", {
      id: "k",
      onKeyDown: (e: Ev) => {
        log("keydown", e.key);
        if (e.key === "Escape") e.stopPropagation();
        if (e.key === "Enter") {
          const input = e.currentTarget as HTMLInputElement;
          setItems([...items, input.value]);
          input.value = "";
        }
      },
      onKeyUp: (e: Ev) => log("keyup", e.key),
    }),
    h(
      "ul",
      null,
      items.map((t, i) => h("li", { key: i }, t)),
    ),
  );
}

export function FocusBlur({ log }: P) {
  const [touched, setTouched] = useState<string[]>([]);
  const field = (name: string) =>
    h("input", {
      id: name,
      onFocus: (e: Ev) => log("focus", name, e.target.id),
      onBlur: () => {
        log("blur", name);
        if (!touched.includes(name)) setTouched([...touched, name]);
      },
    });
  return h(
    "form",
    { onFocus: (e: Ev) => log("form focus", e.target.id), onBlur: (e: Ev) => log("form blur", e.target.id) },
    field("a"),
    field("b"),
    h("p", null, touched.join(",")),
  );
}

export function ContentEditable({ log }: P) {
  const [text, setText] = useState("");
  return h(
    "div",
    null,
    h("div", {
      id: "ed",
      contentEditable: true,
      suppressContentEditableWarning: true,
      onInput: (e: Ev) => {
        log("input", e.currentTarget.textContent);
        setText(e.currentTarget.textContent ?? "");
      },
    }),
    h("p", null, text.length),
  );
}

export function DoubleClick({ log }: P) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState("Title");
  return h(
    "div",
    null,
    editing
      ? h("input", {
          id: "edit",
          autoFocus: true,
          defaultValue: title,
          onKeyDown: (e: Ev) => {
            if (e.key === "Enter") {
              setTitle((e.target as HTMLInputElement).value);
              setEditing(false);
            }
          },
          onBlur: () => (log("blur"), setEditing(false)),
        })
      : h("span", { id: "title", onDoubleClick: () => (log("dblclick"), setEditing(true)) }, title),
  );
}
