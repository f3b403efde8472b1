// Composa's side of attributes.test.ts: attributes.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function ClassAndStyle({ log }: P) {
  const on = remember(() => mutableStateOf(false));
  const size = remember(() => mutableStateOf(10));
  <div>
    <button id="toggle" onClick={() => (log("toggle"), (on.value = !on.value))}>
      toggle
    </button>
    <button id="grow" onClick={() => (size.value += 5)}>
      grow
    </button>
    <p
      id="p"
      className={on.value ? "card active" : "card"}
      style={
        on.value
          ? { color: "red", fontSize: size.value, marginTop: "1px", "--gap": `${size.value}px` }
          : { fontSize: size.value }
      }
    >
      text
    </p>
    <span className={on.value ? "x" : undefined} style={on.value ? { opacity: 0.5 } : undefined}>
      s
    </span>
  </div>;
}

export function BooleanAria({ log }: P) {
  const busy = remember(() => mutableStateOf(false));
  const n = remember(() => mutableStateOf(0));
  <div>
    <button id="busy" onClick={() => (busy.value = !busy.value)}>
      busy
    </button>
    <button id="n" onClick={() => n.value++}>
      n
    </button>
    <input
      id="field"
      disabled={busy.value}
      readOnly={n.value % 2 === 1}
      required={n.value > 0}
      placeholder={busy.value ? undefined : "type"}
      aria-busy={busy.value}
      aria-invalid={n.value > 1 ? "true" : undefined}
      aria-hidden={busy.value ? true : false}
      data-count={n.value}
      data-empty={n.value === 0 ? "" : undefined}
      tabIndex={busy.value ? -1 : 0}
      title={n.value > 0 ? `n=${n.value}` : null}
      onChange={(e) => log(e.target.value)}
    />
    <details id="d" open={n.value % 2 === 1}>
      <summary>more</summary>
    </details>
    <div id="h" hidden={busy.value} aria-label={`count ${n.value}`}>
      hidden?
    </div>
  </div>;
}

export function ConditionalFields({ log }: P) {
  const kind = remember(() => mutableStateOf("person"));
  const name = remember(() => mutableStateOf(""));
  const company = remember(() => mutableStateOf(""));
  <form>
    <select id="kind" value={kind.value} onChange={(e) => (kind.value = e.target.value)}>
      <option value="person">Person</option>
      <option value="company">Company</option>
    </select>
    {kind.value === "company" && (
      <input
        id="company"
        value={company.value}
        onChange={(e) => (log("company", e.target.value), (company.value = e.target.value))}
      />
    )}
    <input id="name" value={name.value} onChange={(e) => (name.value = e.target.value)} />
    {kind.value === "person" ? (
      <input id="nick" defaultValue="nick" />
    ) : (
      <textarea id="about" defaultValue="about" />
    )}
    <output>{`${kind.value}:${name.value}:${company.value}`}</output>
  </form>;
}

export function AutoFocusToggle({ log }: P) {
  const show = remember(() => mutableStateOf(false));
  <div>
    <button id="show" onClick={() => (show.value = !show.value)}>
      show
    </button>
    <input id="first" onFocus={() => log("first focus")} />
    {show.value && <input id="auto" autoFocus onFocus={() => log("auto focus")} />}
  </div>;
}
