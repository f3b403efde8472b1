// React's side of inputs.test.ts.
import { useEffect, useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement; currentTarget: HTMLInputElement };

export function Autofill({ log }: P) {
  const [form, setForm] = useState({ user: "", pass: "" });
  const update = (e: Ev) => {
    log("change", e.target.name, e.target.value);
    setForm({ ...form, [e.target.name]: e.target.value.trim() });
  };
  return h(
    "form",
    null,
    h("input", { id: "user", name: "user", value: form.user, onChange: update }),
    h("input", { id: "pass", name: "pass", type: "password", value: form.pass, onChange: update }),
    h("output", null, `${form.user}|${form.pass}`),
  );
}

const FRUITS = ["apple", "pear", "plum"];

export function SelectAll({ log }: P) {
  const [picked, setPicked] = useState<string[]>(["pear"]);
  const all = picked.length === FRUITS.length;
  const some = picked.length > 0 && !all;
  return h(
    "fieldset",
    null,
    h("input", {
      id: "all",
      "data-controlled": "",
      type: "checkbox",
      checked: all,
      ref: (el: HTMLInputElement | null) => {
        if (el) el.indeterminate = some;
      },
      onChange: () => {
        log("all", all);
        setPicked(all ? [] : FRUITS);
      },
    }),
    FRUITS.map((f) =>
      h("input", {
        key: f,
        id: f,
        "data-controlled": "",
        type: "checkbox",
        checked: picked.includes(f),
        onChange: (e: Ev) => setPicked(e.target.checked ? [...picked, f] : picked.filter((p) => p !== f)),
      }),
    ),
    h("output", null, picked.join(",")),
  );
}

export function NumberText({ log }: P) {
  const [text, setText] = useState("");
  return h(
    "div",
    null,
    h("input", {
      id: "n",
      type: "number",
      value: text,
      onChange: (e: Ev) => {
        log("change", e.target.value);
        setText(e.target.value);
      },
    }),
    h("output", null, text === "" ? "empty" : String(Number(text) * 2)),
  );
}

function Choice({ value, current, onPick }: { value: string; current: string; onPick: (v: string) => void }) {
  return h(
    "label",
    null,
    h("input", {
      id: value,
      "data-controlled": "",
      type: "radio",
      name: "size",
      value,
      checked: current === value,
      onChange: (e: Ev) => onPick(e.target.value),
    }),
    value,
  );
}

export function SharedRadios({ log }: P) {
  const [size, setSize] = useState("m");
  const pick = (v: string) => {
    log("pick", v);
    if (v !== "xl") setSize(v);
  };
  return h(
    "form",
    null,
    ["s", "m", "xl"].map((v) => h(Choice, { key: v, value: v, current: size, onPick: pick })),
    h("output", null, size),
  );
}

export function ClickCheckbox({ log }: P) {
  const [on, setOn] = useState(false);
  return h(
    "div",
    null,
    h("input", {
      id: "c",
      "data-controlled": "",
      type: "checkbox",
      checked: on,
      readOnly: true,
      onClick: () => {
        log("click", on);
        setOn(!on);
      },
    }),
    h("input", {
      id: "locked",
      type: "checkbox",
      checked: false,
      onClick: (e: { preventDefault(): void }) => e.preventDefault(),
    }),
    h("output", null, String(on)),
  );
}

export function FormOnChange({ log }: P) {
  const [values, setValues] = useState<Record<string, string>>({});
  return h(
    "form",
    {
      onChange: (e: Ev) => {
        log("form change", e.target.name, e.target.value);
        setValues({ ...values, [e.target.name]: e.target.value });
      },
    },
    h("input", { id: "a", name: "a", defaultValue: "x" }),
    h(
      "select",
      { id: "b", name: "b", defaultValue: "2" },
      h("option", { value: "1" }, "1"),
      h("option", { value: "2" }, "2"),
    ),
    h("textarea", { id: "c", name: "c" }),
    h("output", null, JSON.stringify(values)),
  );
}

export function PasteLimit({ log }: P) {
  const [text, setText] = useState("");
  return h("textarea", {
    id: "t",
    value: text,
    onChange: (e: { target: HTMLTextAreaElement }) => {
      log("change", e.target.value);
      setText(e.target.value.slice(0, 10));
    },
  });
}

export function LateOptions({ options }: { options: string[] }) {
  const [choice, setChoice] = useState("b");
  return h(
    "select",
    { id: "s", value: choice, onChange: (e: { target: HTMLSelectElement }) => setChoice(e.target.value) },
    options.map((o) => h("option", { key: o, value: o }, o.toUpperCase())),
  );
}

export function DefaultFollows({ initial }: { initial: string }) {
  return h(
    "div",
    null,
    h("input", { id: "d", defaultValue: initial }),
    h("textarea", { id: "t", defaultValue: initial }),
    h("input", { id: "k", type: "checkbox", defaultChecked: initial.length > 2 }),
  );
}

export function Switches({ log }: P) {
  const [text, setText] = useState("ab");
  const [controlled, setControlled] = useState(true);
  const [kind, setKind] = useState("text");
  return h(
    "div",
    null,
    h("input", {
      id: "v",
      type: kind,
      value: controlled ? text : undefined,
      onChange: (e: Ev) => {
        log("change", e.target.value);
        setText(e.target.value);
      },
    }),
    h("button", { id: "ctl", onClick: () => setControlled(!controlled) }, "control"),
    h(
      "button",
      {
        id: "kind",
        onClick: () => setKind(kind === "text" ? "password" : kind === "password" ? "search" : "text"),
      },
      kind,
    ),
    h("output", null, text),
  );
}

export function NativeListeners({ log }: P) {
  const [toasts, setToasts] = useState(["a", "b"]);
  useEffect(() => {
    const onDoc = (e: Event) => log("document", (e.target as Element).id);
    document.addEventListener("click", onDoc);
    return () => document.removeEventListener("click", onDoc);
  }, []);
  return h(
    "div",
    { id: "outer", onClick: () => log("outer onClick") },
    h(
      "button",
      {
        id: "native-stop",
        ref: (el: HTMLElement | null) => el?.addEventListener("click", (e) => e.stopPropagation()),
        onClick: () => log("inner onClick"),
      },
      "native stop",
    ),
    h(
      "button",
      { id: "stop", onClick: (e: { stopPropagation(): void }) => (log("stop"), e.stopPropagation()) },
      "stop",
    ),
    toasts.map((t) =>
      h(
        "p",
        { key: t },
        t,
        h("button", { id: `x-${t}`, onClick: () => setToasts(toasts.filter((x) => x !== t)) }, "x"),
      ),
    ),
  );
}
