// Composa's side of more.test.ts: more.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

function phone(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function PhoneFormatter({ log }: P) {
  const v = remember(() => mutableStateOf(""));
  <input
    id="tel"
    data-caret-kept=""
    value={v.value}
    onChange={(e) => {
      log(e.target.value, e.target.selectionStart);
      v.value = phone(e.target.value);
    }}
  />;
}

export function FireEvents({ log }: P) {
  const text = remember(() => mutableStateOf("a"));
  const range = remember(() => mutableStateOf(3));
  const pick = remember(() => mutableStateOf("x"));
  <div>
    <input
      id="text"
      value={text.value}
      onChange={(e) => (log("text", e.target.value), (text.value = e.target.value))}
    />
    <input
      id="range"
      type="range"
      min={0}
      max={10}
      value={range.value}
      onChange={(e) => (log("range", e.target.value), (range.value = Number(e.target.value)))}
    />
    <select
      id="pick"
      value={pick.value}
      onChange={(e) => (log("pick", e.target.value), (pick.value = e.target.value))}
    >
      <option value="x">x</option>
      <option value="y">y</option>
    </select>
    <output>{`${text.value}|${range.value}|${pick.value}`}</output>
  </div>;
}

export function Invalid({ log }: P) {
  const errors = remember(() => mutableStateOf<string[]>([]));
  <form
    onSubmit={(e) => (e.preventDefault(), log("submit"))}
    onInvalidCapture={(e) => log("form invalid capture", (e.target as HTMLInputElement).name)}
  >
    <input
      name="email"
      type="email"
      required
      onInvalid={(e) => (
        log("invalid", e.currentTarget.validity.valueMissing),
        (errors.value = [...errors.value, e.currentTarget.name])
      )}
    />
    <button id="go" type="submit">
      go
    </button>
    <p>{errors.value.join(",")}</p>
  </form>;
}

export function Roving({ log }: P) {
  const items = ["red", "green", "blue"];
  const active = remember(() => mutableStateOf(0));
  const refs = remember(() => ({ current: [] as (HTMLElement | null)[] }));
  <ul
    role="listbox"
    onKeyDown={(e) => {
      const by = e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : 0;
      if (by === 0) return;
      e.preventDefault();
      const next = (active.value + by + items.length) % items.length;
      log("move", next);
      active.value = next;
      refs.current[next]?.focus();
    }}
  >
    {items.map((x, i) => (
      <li
        key={x}
        id={x}
        role="option"
        tabIndex={i === active.value ? 0 : -1}
        aria-selected={i === active.value}
        ref={(el) => {
          refs.current[i] = el;
        }}
        onClick={() => (active.value = i)}
      >
        {x}
      </li>
    ))}
  </ul>;
}

export function Related({ log }: P) {
  <div
    onBlur={(e) =>
      log("blur", (e.target as HTMLElement).id, (e.relatedTarget as HTMLElement | null)?.id ?? null)
    }
    onFocus={(e) =>
      log("focus", (e.target as HTMLElement).id, (e.relatedTarget as HTMLElement | null)?.id ?? null)
    }
  >
    <input id="a" />
    <input id="b" />
    <button id="c">c</button>
  </div>;
}

export function ExternalRadio({ log }: P) {
  const v = remember(() => mutableStateOf("one"));
  <div>
    {["one", "two", "three"].map((x) => (
      <input
        key={x}
        id={x}
        type="radio"
        name="ext"
        data-controlled
        value={x}
        checked={v.value === x}
        onChange={() => (log("change", x), (v.value = x))}
      />
    ))}
    <button
      id="next"
      onClick={() => (v.value = v.value === "one" ? "two" : v.value === "two" ? "three" : "one")}
    >
      next
    </button>
    <button id="none" onClick={() => (v.value = "")}>
      none
    </button>
  </div>;
}

function Field({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  <label>
    {label}
    <input name={label} value={value} onChange={(e) => onChange(e.target.value)} />
  </label>;
}

export function ParentState({ log }: P) {
  const form = remember(() => mutableStateOf({ first: "", last: "" }));
  const set = (k: "first" | "last") => (v: string) => {
    log(k, v);
    form.value = { ...form.value, [k]: k === "last" ? v.toUpperCase() : v };
  };
  <div>
    <Field label="first" value={form.value.first} onChange={set("first")} />
    <Field label="last" value={form.value.last} onChange={set("last")} />
    <p>{`${form.value.first} ${form.value.last}`}</p>
  </div>;
}

export function DynamicFields({ log }: P) {
  const emails = remember(() => mutableStateOf(["a@x"]));
  <div>
    {emails.value.map((email, i) => (
      <div key={i}>
        <input
          id={`e${i}`}
          value={email}
          onChange={(e) => (emails.value = emails.value.map((x, j) => (j === i ? e.target.value : x)))}
        />
        <button
          id={`rm${i}`}
          onClick={() => (log("remove", i), (emails.value = emails.value.filter((_, j) => j !== i)))}
        >
          x
        </button>
      </div>
    ))}
    <button id="add" onClick={() => (emails.value = [...emails.value, ""])}>
      add
    </button>
    <p>{emails.value.join(";")}</p>
  </div>;
}

export function AutoGrow({ log }: P) {
  const text = remember(() => mutableStateOf(""));
  const rows = Math.min(5, text.value.split("\n").length);
  <textarea
    id="t"
    rows={rows}
    value={text.value}
    style={{ height: `${rows * 20}px`, borderColor: text.value.length > 8 ? "red" : undefined }}
    onChange={(e) => (log(rows), (text.value = e.target.value))}
  />;
}
