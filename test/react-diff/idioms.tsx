// Composa's side of idioms.test.ts: idioms.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function FormOnChange({ log }: P) {
  const values = remember(() =>
    mutableStateOf<Record<string, string | boolean>>({ title: "", done: false, tag: "a" }),
  );
  <form
    onChange={(e) => {
      const t = e.target as HTMLInputElement;
      log("form change", t.name, t.type === "checkbox" ? t.checked : t.value);
      values.value = { ...values.value, [t.name]: t.type === "checkbox" ? t.checked : t.value };
    }}
  >
    <input name="title" value={values.value.title as string} onChange={() => {}} />
    <input
      name="done"
      type="checkbox"
      data-controlled
      checked={values.value.done as boolean}
      onChange={() => {}}
    />
    <select name="tag" value={values.value.tag as string} onChange={() => {}}>
      <option value="a">a</option>
      <option value="b">b</option>
    </select>
    <output>{JSON.stringify(values.value)}</output>
  </form>;
}

export function CheckboxArray({ log }: P) {
  const picked = remember(() => mutableStateOf<string[]>(["b"]));
  <fieldset>
    {["a", "b", "c"].map((x) => (
      <label key={x}>
        <input
          type="checkbox"
          data-controlled
          value={x}
          checked={picked.value.includes(x)}
          onChange={(e) => {
            log(x, e.target.checked);
            picked.value = e.target.checked ? [...picked.value, x] : picked.value.filter((y) => y !== x);
          }}
        />
        {x}
      </label>
    ))}
    <output>{picked.value.join(",")}</output>
  </fieldset>;
}

export function ClickToggle({ log }: P) {
  const on = remember(() => mutableStateOf(false));
  <label>
    <input
      id="t"
      type="checkbox"
      data-controlled
      checked={on.value}
      onClick={(e) => (log("click", e.currentTarget.checked), (on.value = !on.value))}
      onChange={() => {}}
    />
    {on.value ? "on" : "off"}
  </label>;
}

export function ReadOnlyControlled({ log }: P) {
  const v = remember(() => mutableStateOf("fixed"));
  <div>
    <input id="a" value={v.value} onChange={(e) => log("a", e.target.value)} />
    <textarea id="t" value={v.value} onChange={(e) => log("t", e.target.value)} />
  </div>;
}

export function KeyDownPrevents({ log }: P) {
  const v = remember(() => mutableStateOf(""));
  <input
    id="a"
    value={v.value}
    onKeyDown={(e) => {
      if (/^[0-9]$/.test(e.key)) {
        log("refused", e.key);
        e.preventDefault();
      }
    }}
    onChange={(e) => (v.value = e.target.value)}
  />;
}

export function TextareaEnterSubmits({ log }: P) {
  const text = remember(() => mutableStateOf(""));
  const sent = remember(() => mutableStateOf<string[]>([]));
  <div>
    <textarea
      id="msg"
      value={text.value}
      onChange={(e) => (text.value = e.target.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.shiftKey) {
          e.preventDefault();
          log("send", text.value);
          sent.value = [...sent.value, text.value];
          text.value = "";
        }
      }}
    />
    <ol>
      {sent.value.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ol>
  </div>;
}

export function RefFocus({ log }: P) {
  const editing = remember(() => mutableStateOf(false));
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  <div>
    <button id="edit" onClick={() => ((editing.value = true), setTimeout(() => input.current?.focus()))}>
      edit
    </button>
    <button id="focus" onClick={() => input.current?.focus()}>
      focus
    </button>
    <input
      id="field"
      ref={input}
      readOnly={!editing.value}
      onFocus={(e) => {
        log("focus", e.currentTarget.readOnly);
        e.currentTarget.select();
      }}
      defaultValue="select me"
    />
  </div>;
}

export function Hover({ log }: P) {
  const over = remember(() => mutableStateOf<string | null>(null));
  <div>
    <div
      id="outer"
      onMouseEnter={() => (log("enter", "outer"), (over.value = "outer"))}
      onMouseLeave={() => (log("leave", "outer"), (over.value = null))}
    >
      outer
      <div
        id="inner"
        onMouseEnter={() => (log("enter", "inner"), (over.value = "inner"))}
        onMouseLeave={() => (log("leave", "inner"), (over.value = null))}
      >
        inner
      </div>
    </div>
    <p id="other">{over.value ?? "none"}</p>
  </div>;
}

export function PasteHandler({ log }: P) {
  const v = remember(() => mutableStateOf(""));
  <input
    id="a"
    value={v.value}
    onPaste={(e) => {
      const text = e.clipboardData!.getData("text");
      log("paste", text);
      if (text.includes("bad")) e.preventDefault();
    }}
    onChange={(e) => (v.value = e.target.value.trim())}
  />;
}

export function NumberSelect({ log }: P) {
  const n = remember(() => mutableStateOf(2));
  <div>
    <select
      id="s"
      value={n.value}
      onChange={(e) => (log(e.target.value), (n.value = Number(e.target.value)))}
    >
      {[1, 2, 3].map((x) => (
        <option key={x} value={x}>{`${x} items`}</option>
      ))}
    </select>
    <select id="g" value={n.value === 3 ? "c" : "a"} onChange={() => {}}>
      <optgroup label="first">
        <option value="a">A</option>
        <option value="b">B</option>
      </optgroup>
      <optgroup label="second">
        <option value="c">C</option>
      </optgroup>
    </select>
    <output>{n.value * 10}</output>
  </div>;
}
