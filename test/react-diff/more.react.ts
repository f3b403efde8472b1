// React's side of more.test.ts.
import { useRef, useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = {
  target: HTMLInputElement;
  currentTarget: HTMLInputElement;
  relatedTarget: HTMLElement | null;
  key: string;
  preventDefault(): void;
};

function phone(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function PhoneFormatter({ log }: P) {
  const [v, setV] = useState("");
  return h("input", {
    id: "tel",
    "data-caret-kept": "",
    value: v,
    onChange: (e: Ev) => {
      log(e.target.value, e.target.selectionStart);
      setV(phone(e.target.value));
    },
  });
}

export function FireEvents({ log }: P) {
  const [text, setText] = useState("a");
  const [range, setRange] = useState(3);
  const [pick, setPick] = useState("x");
  return h(
    "div",
    null,
    h("input", {
      id: "text",
      value: text,
      onChange: (e: Ev) => (log("text", e.target.value), setText(e.target.value)),
    }),
    h("input", {
      id: "range",
      type: "range",
      min: 0,
      max: 10,
      value: range,
      onChange: (e: Ev) => (log("range", e.target.value), setRange(Number(e.target.value))),
    }),
    h(
      "select",
      {
        id: "pick",
        value: pick,
        onChange: (e: { target: HTMLSelectElement }) => (
          log("pick", e.target.value),
          setPick(e.target.value)
        ),
      },
      h("option", { value: "x" }, "x"),
      h("option", { value: "y" }, "y"),
    ),
    h("output", null, `${text}|${range}|${pick}`),
  );
}

export function Invalid({ log }: P) {
  const [errors, setErrors] = useState<string[]>([]);
  return h(
    "form",
    {
      onSubmit: (e: Ev) => (e.preventDefault(), log("submit")),
      onInvalidCapture: (e: Ev) => log("form invalid capture", e.target.name),
    },
    h("input", {
      name: "email",
      type: "email",
      required: true,
      onInvalid: (e: Ev) => (
        log("invalid", e.target.validity.valueMissing),
        setErrors([...errors, e.target.name])
      ),
    }),
    h("button", { id: "go", type: "submit" }, "go"),
    h("p", null, errors.join(",")),
  );
}

export function Roving({ log }: P) {
  const items = ["red", "green", "blue"];
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLElement | null)[]>([]);
  return h(
    "ul",
    {
      role: "listbox",
      onKeyDown: (e: Ev) => {
        const by = e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : 0;
        if (by === 0) return;
        e.preventDefault();
        const next = (active + by + items.length) % items.length;
        log("move", next);
        setActive(next);
        refs.current[next]?.focus();
      },
    },
    items.map((x, i) =>
      h(
        "li",
        {
          key: x,
          id: x,
          role: "option",
          tabIndex: i === active ? 0 : -1,
          "aria-selected": i === active,
          ref: (el: HTMLElement | null) => {
            refs.current[i] = el;
          },
          onClick: () => setActive(i),
        },
        x,
      ),
    ),
  );
}

export function Related({ log }: P) {
  return h(
    "div",
    {
      onBlur: (e: Ev) => log("blur", e.target.id, e.relatedTarget?.id ?? null),
      onFocus: (e: Ev) => log("focus", e.target.id, e.relatedTarget?.id ?? null),
    },
    h("input", { id: "a" }),
    h("input", { id: "b" }),
    h("button", { id: "c" }, "c"),
  );
}

export function ExternalRadio({ log }: P) {
  const [v, setV] = useState("one");
  return h(
    "div",
    null,
    ["one", "two", "three"].map((x) =>
      h("input", {
        key: x,
        id: x,
        type: "radio",
        name: "ext",
        "data-controlled": true,
        value: x,
        checked: v === x,
        onChange: () => (log("change", x), setV(x)),
      }),
    ),
    h(
      "button",
      { id: "next", onClick: () => setV(v === "one" ? "two" : v === "two" ? "three" : "one") },
      "next",
    ),
    h("button", { id: "none", onClick: () => setV("") }, "none"),
  );
}

function Field({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return h(
    "label",
    null,
    label,
    h("input", { name: label, value, onChange: (e: Ev) => onChange(e.target.value) }),
  );
}

export function ParentState({ log }: P) {
  const [form, setForm] = useState({ first: "", last: "" });
  const set = (k: "first" | "last") => (v: string) => {
    log(k, v);
    setForm({ ...form, [k]: k === "last" ? v.toUpperCase() : v });
  };
  return h(
    "div",
    null,
    h(Field, { label: "first", value: form.first, onChange: set("first") }),
    h(Field, { label: "last", value: form.last, onChange: set("last") }),
    h("p", null, `${form.first} ${form.last}`),
  );
}

export function DynamicFields({ log }: P) {
  const [emails, setEmails] = useState(["a@x"]);
  return h(
    "div",
    null,
    emails.map((email, i) =>
      h(
        "div",
        { key: i },
        h("input", {
          id: `e${i}`,
          value: email,
          onChange: (e: Ev) => setEmails(emails.map((x, j) => (j === i ? e.target.value : x))),
        }),
        h(
          "button",
          { id: `rm${i}`, onClick: () => (log("remove", i), setEmails(emails.filter((_, j) => j !== i))) },
          "x",
        ),
      ),
    ),
    h("button", { id: "add", onClick: () => setEmails([...emails, ""]) }, "add"),
    h("p", null, emails.join(";")),
  );
}

export function AutoGrow({ log }: P) {
  const [text, setText] = useState("");
  const rows = Math.min(5, text.split("\n").length);
  return h("textarea", {
    id: "t",
    rows,
    value: text,
    style: { height: `${rows * 20}px`, borderColor: text.length > 8 ? "red" : undefined },
    onChange: (e: { target: HTMLTextAreaElement }) => (log(rows), setText(e.target.value)),
  });
}
