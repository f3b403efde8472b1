// React's side of idioms.test.ts.
import { useRef, useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = {
  target: HTMLInputElement;
  currentTarget: HTMLInputElement;
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
};

export function FormOnChange({ log }: P) {
  const [values, setValues] = useState<Record<string, string | boolean>>({
    title: "",
    done: false,
    tag: "a",
  });
  return h(
    "form",
    {
      onChange: (e: Ev) => {
        const t = e.target;
        log("form change", t.name, t.type === "checkbox" ? t.checked : t.value);
        setValues({ ...values, [t.name]: t.type === "checkbox" ? t.checked : t.value });
      },
    },
    h("input", { name: "title", value: values.title as string, onChange: () => {} }),
    h("input", {
      name: "done",
      type: "checkbox",
      "data-controlled": true,
      checked: values.done as boolean,
      onChange: () => {},
    }),
    h(
      "select",
      { name: "tag", value: values.tag as string, onChange: () => {} },
      h("option", { value: "a" }, "a"),
      h("option", { value: "b" }, "b"),
    ),
    h("output", null, JSON.stringify(values)),
  );
}

export function CheckboxArray({ log }: P) {
  const [picked, setPicked] = useState<string[]>(["b"]);
  return h(
    "fieldset",
    null,
    ["a", "b", "c"].map((x) =>
      h(
        "label",
        { key: x },
        h("input", {
          type: "checkbox",
          "data-controlled": true,
          value: x,
          checked: picked.includes(x),
          onChange: (e: Ev) => {
            log(x, e.target.checked);
            setPicked(e.target.checked ? [...picked, x] : picked.filter((y) => y !== x));
          },
        }),
        x,
      ),
    ),
    h("output", null, picked.join(",")),
  );
}

export function ClickToggle({ log }: P) {
  const [on, setOn] = useState(false);
  return h(
    "label",
    null,
    h("input", {
      id: "t",
      type: "checkbox",
      "data-controlled": true,
      checked: on,
      onClick: (e: Ev) => (log("click", e.currentTarget.checked), setOn(!on)),
      onChange: () => {},
    }),
    on ? "on" : "off",
  );
}

export function ReadOnlyControlled({ log }: P) {
  const [v] = useState("fixed");
  return h(
    "div",
    null,
    h("input", { id: "a", value: v, onChange: (e: Ev) => log("a", e.target.value) }),
    h("textarea", {
      id: "t",
      value: v,
      onChange: (e: { target: HTMLTextAreaElement }) => log("t", e.target.value),
    }),
  );
}

export function KeyDownPrevents({ log }: P) {
  const [v, setV] = useState("");
  return h("input", {
    id: "a",
    value: v,
    onKeyDown: (e: Ev) => {
      if (/^[0-9]$/.test(e.key)) {
        log("refused", e.key);
        e.preventDefault();
      }
    },
    onChange: (e: Ev) => setV(e.target.value),
  });
}

export function TextareaEnterSubmits({ log }: P) {
  const [text, setText] = useState("");
  const [sent, setSent] = useState<string[]>([]);
  return h(
    "div",
    null,
    h("textarea", {
      id: "msg",
      value: text,
      onChange: (e: { target: HTMLTextAreaElement }) => setText(e.target.value),
      onKeyDown: (e: Ev) => {
        if (e.key === "Enter" && !e.shiftKey) {
          e.preventDefault();
          log("send", text);
          setSent([...sent, text]);
          setText("");
        }
      },
    }),
    h(
      "ol",
      null,
      sent.map((s, i) => h("li", { key: i }, s)),
    ),
  );
}

export function RefFocus({ log }: P) {
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  return h(
    "div",
    null,
    h(
      "button",
      { id: "edit", onClick: () => (setEditing(true), setTimeout(() => input.current?.focus())) },
      "edit",
    ),
    h("button", { id: "focus", onClick: () => input.current?.focus() }, "focus"),
    h("input", {
      id: "field",
      ref: input,
      readOnly: !editing,
      onFocus: (e: Ev) => {
        log("focus", e.target.readOnly);
        e.target.select();
      },
      defaultValue: "select me",
    }),
  );
}

export function Hover({ log }: P) {
  const [over, setOver] = useState<string | null>(null);
  const box = (id: string, child?: unknown) =>
    h(
      "div",
      {
        id,
        onMouseEnter: () => (log("enter", id), setOver(id)),
        onMouseLeave: () => (log("leave", id), setOver(null)),
      },
      id,
      child as never,
    );
  return h("div", null, box("outer", box("inner")), h("p", { id: "other" }, over ?? "none"));
}

export function PasteHandler({ log }: P) {
  const [v, setV] = useState("");
  return h("input", {
    id: "a",
    value: v,
    onPaste: (e: { clipboardData: DataTransfer; preventDefault(): void }) => {
      const text = e.clipboardData.getData("text");
      log("paste", text);
      if (text.includes("bad")) e.preventDefault();
    },
    onChange: (e: Ev) => setV(e.target.value.trim()),
  });
}

export function NumberSelect({ log }: P) {
  const [n, setN] = useState(2);
  return h(
    "div",
    null,
    h(
      "select",
      {
        id: "s",
        value: n,
        onChange: (e: { target: HTMLSelectElement }) => (log(e.target.value), setN(Number(e.target.value))),
      },
      [1, 2, 3].map((x) => h("option", { key: x, value: x }, `${x} items`)),
    ),
    h(
      "select",
      { id: "g", value: n === 3 ? "c" : "a", onChange: () => {} },
      h("optgroup", { label: "first" }, h("option", { value: "a" }, "A"), h("option", { value: "b" }, "B")),
      h("optgroup", { label: "second" }, h("option", { value: "c" }, "C")),
    ),
    h("output", null, n * 10),
  );
}
