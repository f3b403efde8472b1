// React's side of text.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement; currentTarget: HTMLInputElement; key: string };

export function ControlledText({ log }: P) {
  const [v, setV] = useState("hi");
  return h(
    "div",
    null,
    h("input", {
      id: "a",
      value: v,
      onChange: (e: Ev) => {
        log("change", e.target.value, e.currentTarget.value);
        setV(e.target.value);
      },
    }),
    h("p", null, v),
  );
}

export function UncontrolledText({ log }: P) {
  return h("input", { id: "a", defaultValue: "x", onChange: (e: Ev) => log("change", e.target.value) });
}

export function Transforming({ log }: P) {
  const [upper, setUpper] = useState("");
  const [short, setShort] = useState("");
  const [digits, setDigits] = useState("1");
  return h(
    "form",
    null,
    h("input", {
      id: "upper",
      "data-caret-kept": "",
      value: upper,
      onChange: (e: Ev) => setUpper(e.target.value.toUpperCase()),
    }),
    h("input", {
      id: "short",
      value: short,
      onChange: (e: Ev) => {
        log("short", e.target.value);
        if (e.target.value.length <= 4) setShort(e.target.value);
      },
    }),
    h("input", {
      id: "digits",
      value: digits,
      onChange: (e: Ev) => {
        if (/^\d*$/.test(e.target.value)) setDigits(e.target.value);
      },
    }),
    h("output", null, `${upper}|${short}|${digits}`),
  );
}

export function InputAndChange({ log }: P) {
  const [v, setV] = useState("");
  return h("input", {
    id: "a",
    value: v,
    onInput: (e: Ev) => log("input", e.target.value),
    onChange: (e: Ev) => {
      log("change", e.target.value);
      setV(e.target.value);
    },
  });
}

export function Textareas({ log }: P) {
  const [v, setV] = useState("one");
  return h(
    "div",
    null,
    h("textarea", {
      id: "c",
      value: v,
      onChange: (e: { target: HTMLTextAreaElement }) => {
        log("c", e.target.value);
        setV(e.target.value);
      },
    }),
    h("textarea", {
      id: "u",
      defaultValue: "two",
      onChange: (e: { target: HTMLTextAreaElement }) => log("u", e.target.value),
    }),
    h("span", null, v.length),
  );
}

export function NumberInputs({ log }: P) {
  const [s, setS] = useState("");
  const [n, setN] = useState(5);
  return h(
    "div",
    null,
    h("input", {
      id: "s",
      type: "number",
      value: s,
      onChange: (e: Ev) => {
        log("s", e.target.value, e.target.valueAsNumber);
        setS(e.target.value);
      },
    }),
    h("input", {
      id: "n",
      type: "number",
      "data-controlled": true,
      value: n,
      onChange: (e: Ev) => {
        log("n", e.target.value);
        setN(Number(e.target.value));
      },
    }),
    h("output", null, `${s}|${n}`),
  );
}

export function DefaultValueProp({ log, initial }: P & { initial: string }) {
  return h(
    "form",
    null,
    h("input", { id: "a", defaultValue: initial, onChange: (e: Ev) => log("a", e.target.value) }),
    h("textarea", { id: "t", defaultValue: initial }),
    h("input", { id: "c", type: "checkbox", defaultChecked: initial.length > 3 }),
  );
}

export function KeyReset({ log }: P) {
  const [user, setUser] = useState(1);
  return h(
    "div",
    null,
    h("input", {
      id: "draft",
      key: user,
      defaultValue: `user ${user}`,
      onChange: (e: Ev) => log(e.target.value),
    }),
    h("button", { id: "next", onClick: () => setUser(user + 1) }, "next"),
  );
}

export function EnterClears({ log }: P) {
  const [draft, setDraft] = useState("");
  const [items, setItems] = useState<string[]>([]);
  return h(
    "div",
    null,
    h("input", {
      id: "draft",
      value: draft,
      onChange: (e: Ev) => setDraft(e.target.value),
      onKeyDown: (e: Ev) => {
        log("keydown", e.key, e.currentTarget.value);
        if (e.key === "Enter" && draft !== "") {
          setItems([...items, draft]);
          setDraft("");
        }
      },
    }),
    h(
      "ul",
      null,
      items.map((item, i) => h("li", { key: i }, item)),
    ),
  );
}
