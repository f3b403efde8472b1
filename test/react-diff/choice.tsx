// Composa's side of choice.test.ts: choice.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function Checkboxes({ log }: P) {
  const on = remember(() => mutableStateOf(false));
  const locked = remember(() => mutableStateOf(true));
  <div>
    <input
      id="on"
      type="checkbox"
      data-controlled
      checked={on.value}
      onChange={(e) => {
        log("on", e.target.checked, e.currentTarget.checked);
        on.value = e.target.checked;
      }}
    />
    <input
      id="locked"
      type="checkbox"
      data-controlled
      checked={locked.value}
      onChange={(e) => log("locked", e.target.checked)}
    />
    <input id="free" type="checkbox" defaultChecked onChange={(e) => log("free", e.target.checked)} />
    <input
      id="click"
      type="checkbox"
      onClick={(e) => {
        log("click", e.currentTarget.checked);
        e.preventDefault();
      }}
    />
    <span>{on.value ? "on" : "off"}</span>
  </div>;
}

export function Radios({ log }: P) {
  const size = remember(() => mutableStateOf("m"));
  const Radio = ({ value, disabledChoice = false }: { value: string; disabledChoice?: boolean }) => {
    <label>
      <input
        type="radio"
        name="size"
        data-controlled
        value={value}
        checked={size.value === value}
        onChange={(e) => {
          log("size", e.target.value, e.target.checked);
          if (!disabledChoice) size.value = e.target.value;
        }}
      />
      {value}
    </label>;
  };
  <fieldset>
    <Radio value="s" />
    <Radio value="m" />
    <Radio value="l" disabledChoice />
    <output>{size.value}</output>
  </fieldset>;
}

export function UncontrolledRadios({ log }: P) {
  const Form = ({ id }: { id: string }) => {
    <form id={id}>
      {["a", "b", "c"].map((v) => (
        <input
          key={v}
          id={`${id}-${v}`}
          type="radio"
          name="pick"
          value={v}
          defaultChecked={v === "b"}
          onChange={(e) => log(id, e.target.value)}
        />
      ))}
    </form>;
  };
  <div>
    <Form id="one" />
    <Form id="two" />
  </div>;
}

export function ControlledRadiosInTwoForms({ log }: P) {
  const one = remember(() => mutableStateOf("a"));
  const two = remember(() => mutableStateOf("b"));
  const Form = ({ id, value, set }: { id: string; value: string; set: (v: string) => void }) => {
    <form id={id}>
      {["a", "b"].map((v) => (
        <input
          key={v}
          id={`${id}-${v}`}
          type="radio"
          name="pick"
          data-controlled
          value={v}
          checked={value === v}
          onChange={(e) => {
            log(id, e.target.value);
            set(e.target.value);
          }}
        />
      ))}
    </form>;
  };
  <div>
    <Form id="one" value={one.value} set={(v) => (one.value = v)} />
    <Form id="two" value={two.value} set={(v) => (two.value = v)} />
    <p>{`${one.value}${two.value}`}</p>
  </div>;
}

export function Selects({ log }: P) {
  const fruit = remember(() => mutableStateOf("b"));
  <div>
    <select
      id="c"
      value={fruit.value}
      onChange={(e) => {
        log("c", e.target.value, e.target.selectedIndex);
        if (e.target.value !== "d") fruit.value = e.target.value;
      }}
    >
      <option value="a">Apple</option>
      <option value="b">Banana</option>
      <option value="c">Cherry</option>
      <option value="d">Durian</option>
    </select>
    <select id="u" defaultValue="y" onChange={(e) => log("u", e.target.value)}>
      <option value="x">X</option>
      <option value="y">Y</option>
      <option>Z</option>
    </select>
    <p>{fruit.value}</p>
  </div>;
}

export function MultiSelects({ log }: P) {
  const picked = remember(() => mutableStateOf(["b"]));
  <div>
    <select
      id="c"
      multiple
      value={picked.value}
      onChange={(e) => {
        const values = [...e.target.selectedOptions].map((o) => o.value);
        log("c", values);
        picked.value = values.filter((v) => v !== "c");
      }}
    >
      {["a", "b", "c", "d"].map((v) => (
        <option key={v} value={v}>
          {v.toUpperCase()}
        </option>
      ))}
    </select>
    <select
      id="u"
      multiple
      defaultValue={["x", "z"]}
      onChange={(e) =>
        log(
          "u",
          [...e.target.selectedOptions].map((o) => o.value),
        )
      }
    >
      {["x", "y", "z"].map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
    <p>{picked.value.join(",")}</p>
  </div>;
}

export function SelectOptionsChange({ log }: P) {
  const city = remember(() => mutableStateOf("paris"));
  const all = remember(() => mutableStateOf(false));
  const cities = all.value ? ["berlin", "paris", "rome"] : ["paris", "rome"];
  <div>
    <select
      id="city"
      value={city.value}
      onChange={(e) => (log(e.target.value), (city.value = e.target.value))}
    >
      {cities.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
    <button id="more" type="button" onClick={() => (all.value = !all.value)}>
      toggle
    </button>
    <button id="ghost" type="button" onClick={() => (city.value = "oslo")}>
      oslo
    </button>
  </div>;
}
