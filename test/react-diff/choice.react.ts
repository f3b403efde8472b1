// React's side of choice.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Ev = { target: HTMLInputElement; currentTarget: HTMLInputElement };
type SelectEv = { target: HTMLSelectElement; currentTarget: HTMLSelectElement };

export function Checkboxes({ log }: P) {
  const [on, setOn] = useState(false);
  const [locked] = useState(true);
  return h(
    "div",
    null,
    h("input", {
      id: "on",
      type: "checkbox",
      "data-controlled": true,
      checked: on,
      onChange: (e: Ev) => {
        log("on", e.target.checked, e.currentTarget.checked);
        setOn(e.target.checked);
      },
    }),
    h("input", {
      id: "locked",
      type: "checkbox",
      "data-controlled": true,
      checked: locked,
      onChange: (e: Ev) => log("locked", e.target.checked),
    }),
    h("input", {
      id: "free",
      type: "checkbox",
      defaultChecked: true,
      onChange: (e: Ev) => log("free", e.target.checked),
    }),
    h("input", {
      id: "click",
      type: "checkbox",
      onClick: (e: Ev & { preventDefault(): void }) => {
        log("click", e.currentTarget.checked);
        e.preventDefault();
      },
    }),
    h("span", null, on ? "on" : "off"),
  );
}

export function Radios({ log }: P) {
  const [size, setSize] = useState("m");
  const radio = (value: string, disabledChoice = false) =>
    h(
      "label",
      { key: value },
      h("input", {
        type: "radio",
        name: "size",
        "data-controlled": true,
        value,
        checked: size === value,
        onChange: (e: Ev) => {
          log("size", e.target.value, e.target.checked);
          if (!disabledChoice) setSize(e.target.value);
        },
      }),
      value,
    );
  return h("fieldset", null, radio("s"), radio("m"), radio("l", true), h("output", null, size));
}

export function UncontrolledRadios({ log }: P) {
  const form = (id: string) =>
    h(
      "form",
      { id },
      ["a", "b", "c"].map((v) =>
        h("input", {
          key: v,
          id: `${id}-${v}`,
          type: "radio",
          name: "pick",
          value: v,
          defaultChecked: v === "b",
          onChange: (e: Ev) => log(id, e.target.value),
        }),
      ),
    );
  return h("div", null, form("one"), form("two"));
}

export function ControlledRadiosInTwoForms({ log }: P) {
  const [one, setOne] = useState("a");
  const [two, setTwo] = useState("b");
  const form = (id: string, value: string, set: (v: string) => void) =>
    h(
      "form",
      { id },
      ["a", "b"].map((v) =>
        h("input", {
          key: v,
          id: `${id}-${v}`,
          type: "radio",
          name: "pick",
          "data-controlled": true,
          value: v,
          checked: value === v,
          onChange: (e: Ev) => {
            log(id, e.target.value);
            set(e.target.value);
          },
        }),
      ),
    );
  return h("div", null, form("one", one, setOne), form("two", two, setTwo), h("p", null, `${one}${two}`));
}

export function Selects({ log }: P) {
  const [fruit, setFruit] = useState("b");
  return h(
    "div",
    null,
    h(
      "select",
      {
        id: "c",
        value: fruit,
        onChange: (e: SelectEv) => {
          log("c", e.target.value, e.target.selectedIndex);
          if (e.target.value !== "d") setFruit(e.target.value);
        },
      },
      h("option", { value: "a" }, "Apple"),
      h("option", { value: "b" }, "Banana"),
      h("option", { value: "c" }, "Cherry"),
      h("option", { value: "d" }, "Durian"),
    ),
    h(
      "select",
      { id: "u", defaultValue: "y", onChange: (e: SelectEv) => log("u", e.target.value) },
      h("option", { value: "x" }, "X"),
      h("option", { value: "y" }, "Y"),
      h("option", null, "Z"),
    ),
    h("p", null, fruit),
  );
}

export function MultiSelects({ log }: P) {
  const [picked, setPicked] = useState(["b"]);
  return h(
    "div",
    null,
    h(
      "select",
      {
        id: "c",
        multiple: true,
        value: picked,
        onChange: (e: SelectEv) => {
          const values = [...e.target.selectedOptions].map((o) => o.value);
          log("c", values);
          setPicked(values.filter((v) => v !== "c"));
        },
      },
      ["a", "b", "c", "d"].map((v) => h("option", { key: v, value: v }, v.toUpperCase())),
    ),
    h(
      "select",
      {
        id: "u",
        multiple: true,
        defaultValue: ["x", "z"],
        onChange: (e: SelectEv) =>
          log(
            "u",
            [...e.target.selectedOptions].map((o) => o.value),
          ),
      },
      ["x", "y", "z"].map((v) => h("option", { key: v, value: v }, v)),
    ),
    h("p", null, picked.join(",")),
  );
}

export function SelectOptionsChange({ log }: P) {
  const [city, setCity] = useState("paris");
  const [all, setAll] = useState(false);
  const cities = all ? ["berlin", "paris", "rome"] : ["paris", "rome"];
  return h(
    "div",
    null,
    h(
      "select",
      { id: "city", value: city, onChange: (e: SelectEv) => (log(e.target.value), setCity(e.target.value)) },
      cities.map((c) => h("option", { key: c, value: c }, c)),
    ),
    h("button", { id: "more", type: "button", onClick: () => setAll(!all) }, "toggle"),
    h("button", { id: "ghost", type: "button", onClick: () => setCity("oslo") }, "oslo"),
  );
}
