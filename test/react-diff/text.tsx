// Composa's side of text.test.ts: text.react.ts translated the README's way.
import { mutableStateListOf, mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function ControlledText({ log }: P) {
  const v = remember(() => mutableStateOf("hi"));
  <div>
    <input
      id="a"
      value={v.value}
      onChange={(e) => {
        log("change", e.target.value, e.currentTarget.value);
        v.value = e.target.value;
      }}
    />
    <p>{v.value}</p>
  </div>;
}

export function UncontrolledText({ log }: P) {
  <input id="a" defaultValue="x" onChange={(e) => log("change", e.target.value)} />;
}

export function Transforming({ log }: P) {
  const upper = remember(() => mutableStateOf(""));
  const short = remember(() => mutableStateOf(""));
  const digits = remember(() => mutableStateOf("1"));
  <form>
    <input
      id="upper"
      data-caret-kept=""
      value={upper.value}
      onChange={(e) => (upper.value = e.target.value.toUpperCase())}
    />
    <input
      id="short"
      value={short.value}
      onChange={(e) => {
        log("short", e.target.value);
        if (e.target.value.length <= 4) short.value = e.target.value;
      }}
    />
    <input
      id="digits"
      value={digits.value}
      onChange={(e) => {
        if (/^\d*$/.test(e.target.value)) digits.value = e.target.value;
      }}
    />
    <output>{`${upper.value}|${short.value}|${digits.value}`}</output>
  </form>;
}

export function InputAndChange({ log }: P) {
  const v = remember(() => mutableStateOf(""));
  <input
    id="a"
    value={v.value}
    onInput={(e) => log("input", e.currentTarget.value)}
    onChange={(e) => {
      log("change", e.target.value);
      v.value = e.target.value;
    }}
  />;
}

export function Textareas({ log }: P) {
  const v = remember(() => mutableStateOf("one"));
  <div>
    <textarea
      id="c"
      value={v.value}
      onChange={(e) => {
        log("c", e.target.value);
        v.value = e.target.value;
      }}
    />
    <textarea id="u" defaultValue="two" onChange={(e) => log("u", e.target.value)} />
    <span>{v.value.length}</span>
  </div>;
}

export function NumberInputs({ log }: P) {
  const s = remember(() => mutableStateOf(""));
  const n = remember(() => mutableStateOf(5));
  <div>
    <input
      id="s"
      type="number"
      value={s.value}
      onChange={(e) => {
        log("s", e.target.value, e.target.valueAsNumber);
        s.value = e.target.value;
      }}
    />
    <input
      id="n"
      type="number"
      data-controlled
      value={n.value}
      onChange={(e) => {
        log("n", e.target.value);
        n.value = Number(e.target.value);
      }}
    />
    <output>{`${s.value}|${n.value}`}</output>
  </div>;
}

export function DefaultValueProp({ log, initial }: P & { initial: string }) {
  <form>
    <input id="a" defaultValue={initial} onChange={(e) => log("a", e.target.value)} />
    <textarea id="t" defaultValue={initial} />
    <input id="c" type="checkbox" defaultChecked={initial.length > 3} />
  </form>;
}

export function KeyReset({ log }: P) {
  const user = remember(() => mutableStateOf(1));
  <div>
    <input
      id="draft"
      key={user.value}
      defaultValue={`user ${user.value}`}
      onChange={(e) => log(e.target.value)}
    />
    <button id="next" onClick={() => user.value++}>
      next
    </button>
  </div>;
}

export function EnterClears({ log }: P) {
  const draft = remember(() => mutableStateOf(""));
  const items = remember(() => mutableStateListOf<string>());
  <div>
    <input
      id="draft"
      value={draft.value}
      onChange={(e) => (draft.value = e.target.value)}
      onKeyDown={(e) => {
        log("keydown", e.key, e.currentTarget.value);
        if (e.key === "Enter" && draft.value !== "") {
          items.push(draft.value);
          draft.value = "";
        }
      }}
    />
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  </div>;
}
