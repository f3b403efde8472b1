// Composa's side of inputs.test.ts: inputs.react.ts translated the README's way.
import { DisposableEffect, mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function Autofill({ log }: P) {
  const form = remember(() => mutableStateOf({ user: "", pass: "" }));
  const update = (e: Event & { target: HTMLInputElement }) => {
    log("change", e.target.name, e.target.value);
    form.value = { ...form.value, [e.target.name]: e.target.value.trim() };
  };
  <form>
    <input id="user" name="user" value={form.value.user} onChange={update} />
    <input id="pass" name="pass" type="password" value={form.value.pass} onChange={update} />
    <output>{`${form.value.user}|${form.value.pass}`}</output>
  </form>;
}

const FRUITS = ["apple", "pear", "plum"];

export function SelectAll({ log }: P) {
  const picked = remember(() => mutableStateOf<string[]>(["pear"]));
  const all = picked.value.length === FRUITS.length;
  const some = picked.value.length > 0 && !all;
  <fieldset>
    <input
      id="all"
      data-controlled=""
      type="checkbox"
      checked={all}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = some;
      }}
      onChange={() => {
        log("all", all);
        picked.value = all ? [] : FRUITS;
      }}
    />
    {FRUITS.map((f) => (
      <input
        key={f}
        id={f}
        data-controlled=""
        type="checkbox"
        checked={picked.value.includes(f)}
        onChange={(e) =>
          (picked.value = e.target.checked ? [...picked.value, f] : picked.value.filter((p) => p !== f))
        }
      />
    ))}
    <output>{picked.value.join(",")}</output>
  </fieldset>;
}

export function NumberText({ log }: P) {
  const text = remember(() => mutableStateOf(""));
  <div>
    <input
      id="n"
      type="number"
      value={text.value}
      onChange={(e) => {
        log("change", e.target.value);
        text.value = e.target.value;
      }}
    />
    <output>{text.value === "" ? "empty" : String(Number(text.value) * 2)}</output>
  </div>;
}

function Choice({ value, current, onPick }: { value: string; current: string; onPick: (v: string) => void }) {
  <label>
    <input
      id={value}
      data-controlled=""
      type="radio"
      name="size"
      value={value}
      checked={current === value}
      onChange={(e) => onPick(e.target.value)}
    />
    {value}
  </label>;
}

export function SharedRadios({ log }: P) {
  const size = remember(() => mutableStateOf("m"));
  const pick = (v: string) => {
    log("pick", v);
    if (v !== "xl") size.value = v;
  };
  <form>
    {["s", "m", "xl"].map((v) => (
      <Choice key={v} value={v} current={size.value} onPick={pick} />
    ))}
    <output>{size.value}</output>
  </form>;
}

export function ClickCheckbox({ log }: P) {
  const on = remember(() => mutableStateOf(false));
  <div>
    <input
      id="c"
      data-controlled=""
      type="checkbox"
      checked={on.value}
      readOnly
      onClick={() => {
        log("click", on.value);
        on.value = !on.value;
      }}
    />
    <input
      id="locked"
      type="checkbox"
      checked={false}
      // No onChange: React calls it for this click (its checkbox onChange listens to `click`), the
      // platform fires no `change`, and Composa runs the platform's.
      onClick={(e) => e.preventDefault()}
    />
    <output>{String(on.value)}</output>
  </div>;
}

export function FormOnChange({ log }: P) {
  const values = remember(() => mutableStateOf<Record<string, string>>({}));
  <form
    onChange={(e) => {
      const t = e.target as HTMLInputElement;
      log("form change", t.name, t.value);
      values.value = { ...values.value, [t.name]: t.value };
    }}
  >
    <input id="a" name="a" defaultValue="x" />
    <select id="b" name="b" defaultValue="2">
      <option value="1">1</option>
      <option value="2">2</option>
    </select>
    <textarea id="c" name="c" />
    <output>{JSON.stringify(values.value)}</output>
  </form>;
}

export function PasteLimit({ log }: P) {
  const text = remember(() => mutableStateOf(""));
  <textarea
    id="t"
    value={text.value}
    onChange={(e) => {
      log("change", e.target.value);
      text.value = e.target.value.slice(0, 10);
    }}
  />;
}

export function LateOptions({ options }: { options: string[] }) {
  const choice = remember(() => mutableStateOf("b"));
  <select id="s" value={choice.value} onChange={(e) => (choice.value = e.target.value)}>
    {options.map((o) => (
      <option key={o} value={o}>
        {o.toUpperCase()}
      </option>
    ))}
  </select>;
}

export function DefaultFollows({ initial }: { initial: string }) {
  <div>
    <input id="d" defaultValue={initial} />
    <textarea id="t" defaultValue={initial} />
    <input id="k" type="checkbox" defaultChecked={initial.length > 2} />
  </div>;
}

export function Switches({ log }: P) {
  const text = remember(() => mutableStateOf("ab"));
  const controlled = remember(() => mutableStateOf(true));
  const kind = remember(() => mutableStateOf("text"));
  <div>
    <input
      id="v"
      type={kind.value}
      value={controlled.value ? text.value : undefined}
      onChange={(e) => {
        log("change", e.target.value);
        text.value = e.target.value;
      }}
    />
    <button id="ctl" onClick={() => (controlled.value = !controlled.value)}>
      control
    </button>
    <button
      id="kind"
      onClick={() =>
        (kind.value = kind.value === "text" ? "password" : kind.value === "password" ? "search" : "text")
      }
    >
      {kind.value}
    </button>
    <output>{text.value}</output>
  </div>;
}

export function NativeListeners({ log }: P) {
  const toasts = remember(() => mutableStateOf(["a", "b"]));
  DisposableEffect(() => {
    const onDoc = (e: Event) => log("document", (e.target as Element).id);
    document.addEventListener("click", onDoc);
    return () => document.removeEventListener("click", onDoc);
  });
  <div id="outer" onClick={() => log("outer onClick")}>
    <button
      id="native-stop"
      ref={(el: HTMLElement | null) => el?.addEventListener("click", (e) => e.stopPropagation())}
      onClick={() => log("inner onClick")}
    >
      native stop
    </button>
    <button id="stop" onClick={(e) => (log("stop"), e.stopPropagation())}>
      stop
    </button>
    {toasts.value.map((t) => (
      <p key={t}>
        {t}
        <button id={`x-${t}`} onClick={() => (toasts.value = toasts.value.filter((x) => x !== t))}>
          x
        </button>
      </p>
    ))}
  </div>;
}
