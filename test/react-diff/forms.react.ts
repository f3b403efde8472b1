// React's side of forms.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement; currentTarget: HTMLInputElement };
type FormEv = { currentTarget: HTMLFormElement; target: HTMLFormElement; preventDefault(): void };

/** FormData as sorted `name=value` pairs (files aside). */
export function entries(form: HTMLFormElement): string[] {
  return [...new FormData(form)].map(([k, v]) => `${k}=${String(v)}`);
}

export function SubmitForm({ log }: P) {
  const [name, setName] = useState("");
  const [sent, setSent] = useState<string[]>([]);
  return h(
    "form",
    {
      onSubmit: (e: FormEv) => {
        e.preventDefault();
        log("submit", entries(e.currentTarget));
        setSent([...sent, name]);
        setName("");
      },
    },
    h("input", { id: "name", name: "name", value: name, onChange: (e: Ev) => setName(e.target.value) }),
    h("input", { id: "note", name: "note", defaultValue: "n" }),
    h("input", { id: "agree", name: "agree", type: "checkbox", defaultChecked: true }),
    h(
      "select",
      { name: "plan", defaultValue: "pro" },
      h("option", { value: "free" }, "Free"),
      h("option", { value: "pro" }, "Pro"),
    ),
    h("button", { id: "go", type: "submit" }, "Send"),
    h(
      "ul",
      null,
      sent.map((s, i) => h("li", { key: i }, s)),
    ),
  );
}

export function ResetForm({ log }: P) {
  const [email, setEmail] = useState("a@b");
  return h(
    "form",
    {
      onReset: (e: FormEv) => log("reset", e.target.localName),
      onSubmit: (e: FormEv) => e.preventDefault(),
    },
    h("input", { id: "email", value: email, onChange: (e: Ev) => setEmail(e.target.value) }),
    h("input", { id: "free", defaultValue: "x" }),
    h("textarea", { id: "t", defaultValue: "text" }),
    h("input", { id: "box", type: "checkbox", defaultChecked: false }),
    h(
      "select",
      { id: "s", defaultValue: "2" },
      h("option", { value: "1" }, "one"),
      h("option", { value: "2" }, "two"),
      h("option", { value: "3" }, "three"),
    ),
    h("button", { id: "reset", type: "reset" }, "Reset"),
    h("p", null, email),
  );
}

export function SubmitWithEnter({ log }: P) {
  const [q, setQ] = useState("");
  return h(
    "form",
    {
      onSubmit: (e: FormEv) => {
        e.preventDefault();
        log("search", q);
      },
    },
    h("input", { id: "q", value: q, onChange: (e: Ev) => setQ(e.target.value) }),
    h("button", { type: "submit" }, "Search"),
  );
}

export function DisabledButtons({ log }: P) {
  const [count, setCount] = useState(0);
  return h(
    "div",
    { onClick: () => log("div click") },
    h("button", { id: "inc", disabled: count >= 2, onClick: () => (log("inc"), setCount(count + 1)) }, "+"),
    h("button", { id: "reset", disabled: count === 0, onClick: () => setCount(0) }, "reset"),
    h("span", null, count),
  );
}
