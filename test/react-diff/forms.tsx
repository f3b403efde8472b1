// Composa's side of forms.test.ts: forms.react.ts translated the README's way.
import { mutableStateListOf, mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";
import { entries } from "./forms.react.js";

type P = { log: Log };

export function SubmitForm({ log }: P) {
  const name = remember(() => mutableStateOf(""));
  const sent = remember(() => mutableStateListOf<string>());
  <form
    onSubmit={(e) => {
      e.preventDefault();
      log("submit", entries(e.currentTarget));
      sent.push(name.value);
      name.value = "";
    }}
  >
    <input id="name" name="name" value={name.value} onChange={(e) => (name.value = e.target.value)} />
    <input id="note" name="note" defaultValue="n" />
    <input id="agree" name="agree" type="checkbox" defaultChecked />
    <select name="plan" defaultValue="pro">
      <option value="free">Free</option>
      <option value="pro">Pro</option>
    </select>
    <button id="go" type="submit">
      Send
    </button>
    <ul>
      {sent.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ul>
  </form>;
}

export function ResetForm({ log }: P) {
  const email = remember(() => mutableStateOf("a@b"));
  <form onReset={(e) => log("reset", (e.target as Element).localName)} onSubmit={(e) => e.preventDefault()}>
    <input id="email" value={email.value} onChange={(e) => (email.value = e.target.value)} />
    <input id="free" defaultValue="x" />
    <textarea id="t" defaultValue="text" />
    <input id="box" type="checkbox" defaultChecked={false} />
    <select id="s" defaultValue="2">
      <option value="1">one</option>
      <option value="2">two</option>
      <option value="3">three</option>
    </select>
    <button id="reset" type="reset">
      Reset
    </button>
    <p>{email.value}</p>
  </form>;
}

export function SubmitWithEnter({ log }: P) {
  const q = remember(() => mutableStateOf(""));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      log("search", q.value);
    }}
  >
    <input id="q" value={q.value} onChange={(e) => (q.value = e.target.value)} />
    <button type="submit">Search</button>
  </form>;
}

export function DisabledButtons({ log }: P) {
  const count = remember(() => mutableStateOf(0));
  <div onClick={() => log("div click")}>
    <button id="inc" disabled={count.value >= 2} onClick={() => (log("inc"), count.value++)}>
      +
    </button>
    <button id="reset" disabled={count.value === 0} onClick={() => (count.value = 0)}>
      reset
    </button>
    <span>{count.value}</span>
  </div>;
}
