// React's side of attributes.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement };

export function ClassAndStyle({ log }: P) {
  const [on, setOn] = useState(false);
  const [size, setSize] = useState(10);
  return h(
    "div",
    null,
    h("button", { id: "toggle", onClick: () => (log("toggle"), setOn(!on)) }, "toggle"),
    h("button", { id: "grow", onClick: () => setSize(size + 5) }, "grow"),
    h(
      "p",
      {
        id: "p",
        className: on ? "card active" : "card",
        style: on
          ? { color: "red", fontSize: size, marginTop: "1px", "--gap": `${size}px` }
          : { fontSize: size },
      },
      "text",
    ),
    h("span", { className: on ? "x" : undefined, style: on ? { opacity: 0.5 } : undefined }, "s"),
  );
}

export function BooleanAria({ log }: P) {
  const [busy, setBusy] = useState(false);
  const [n, setN] = useState(0);
  return h(
    "div",
    null,
    h("button", { id: "busy", onClick: () => setBusy(!busy) }, "busy"),
    h("button", { id: "n", onClick: () => setN(n + 1) }, "n"),
    h("input", {
      id: "field",
      disabled: busy,
      readOnly: n % 2 === 1,
      required: n > 0,
      placeholder: busy ? undefined : "type",
      "aria-busy": busy,
      "aria-invalid": n > 1 ? "true" : undefined,
      "aria-hidden": busy ? true : false,
      "data-count": n,
      "data-empty": n === 0 ? "" : undefined,
      tabIndex: busy ? -1 : 0,
      title: n > 0 ? `n=${n}` : null,
      onChange: (e: Ev) => log(e.target.value),
    }),
    h("details", { id: "d", open: n % 2 === 1 }, h("summary", null, "more")),
    h("div", { id: "h", hidden: busy, "aria-label": `count ${n}` }, "hidden?"),
  );
}

export function ConditionalFields({ log }: P) {
  const [kind, setKind] = useState("person");
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  return h(
    "form",
    null,
    h(
      "select",
      { id: "kind", value: kind, onChange: (e: { target: HTMLSelectElement }) => setKind(e.target.value) },
      h("option", { value: "person" }, "Person"),
      h("option", { value: "company" }, "Company"),
    ),
    kind === "company" &&
      h("input", {
        id: "company",
        value: company,
        onChange: (e: Ev) => (log("company", e.target.value), setCompany(e.target.value)),
      }),
    h("input", { id: "name", value: name, onChange: (e: Ev) => setName(e.target.value) }),
    kind === "person"
      ? h("input", { id: "nick", defaultValue: "nick" })
      : h("textarea", { id: "about", defaultValue: "about" }),
    h("output", null, `${kind}:${name}:${company}`),
  );
}

export function AutoFocusToggle({ log }: P) {
  const [show, setShow] = useState(false);
  return h(
    "div",
    null,
    h("button", { id: "show", onClick: () => setShow(!show) }, "show"),
    h("input", { id: "first", onFocus: () => log("first focus") }),
    show && h("input", { id: "auto", autoFocus: true, onFocus: () => log("auto focus") }),
  );
}
