// Composa's side of events.test.ts: events.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };
const id = (e: Event) => (e.currentTarget as HTMLElement).id || (e.currentTarget as HTMLElement).localName;

export function Nested({ log }: P) {
  const stop = remember(() => mutableStateOf(false));
  <div
    id="outer"
    onClick={(e) => log("outer", id(e), (e.target as HTMLElement).id)}
    onClickCapture={(e) => log("outer capture", id(e))}
  >
    <div
      id="inner"
      onClick={(e) => {
        log("inner", id(e), (e.target as HTMLElement).id);
        if (stop.value) e.stopPropagation();
      }}
    >
      <button id="btn" onClick={(e) => log("btn", id(e))}>
        go
      </button>
    </div>
    <label>
      <input
        id="stop"
        type="checkbox"
        data-controlled
        checked={stop.value}
        onChange={() => (stop.value = !stop.value)}
      />
      stop
    </label>
  </div>;
}

export function LabelClicks({ log }: P) {
  const n = remember(() => mutableStateOf(0));
  <div>
    <label id="wrap" onClick={(e) => log("label", (e.target as Element).localName)}>
      <input
        id="box"
        type="checkbox"
        onClick={(e) => log("box click", e.currentTarget.checked)}
        onChange={() => (log("box change"), n.value++)}
      />
      Wrapped
    </label>
    <label id="for" htmlFor="text" onClick={() => log("for label")}>
      Text
    </label>
    <input id="text" onFocus={() => log("text focus")} />
    <span>{n.value}</span>
  </div>;
}

export function Keys({ log }: P) {
  const items = remember(() => mutableStateOf<string[]>([]));
  <div onKeyDown={(e) => log("div keydown", e.key)}>
    <input
      id="k"
      onKeyDown={(e) => {
        log("keydown", e.key);
        if (e.key === "Escape") e.stopPropagation();
        if (e.key === "Enter") {
          const input = e.currentTarget;
          items.value = [...items.value, input.value];
          input.value = "";
        }
      }}
      onKeyUp={(e) => log("keyup", e.key)}
    />
    <ul>
      {items.value.map((t, i) => (
        <li key={i}>{t}</li>
      ))}
    </ul>
  </div>;
}

export function FocusBlur({ log }: P) {
  const touched = remember(() => mutableStateOf<string[]>([]));
  const Field = ({ name }: { name: string }) => {
    <input
      id={name}
      onFocus={(e) => log("focus", name, (e.target as HTMLElement).id)}
      onBlur={() => {
        log("blur", name);
        if (!touched.value.includes(name)) touched.value = [...touched.value, name];
      }}
    />;
  };
  <form
    onFocus={(e) => log("form focus", (e.target as HTMLElement).id)}
    onBlur={(e) => log("form blur", (e.target as HTMLElement).id)}
  >
    <Field name="a" />
    <Field name="b" />
    <p>{touched.value.join(",")}</p>
  </form>;
}

export function ContentEditable({ log }: P) {
  const text = remember(() => mutableStateOf(""));
  <div>
    <div
      id="ed"
      contentEditable
      onInput={(e) => {
        log("input", e.currentTarget.textContent);
        text.value = e.currentTarget.textContent ?? "";
      }}
    />
    <p>{text.value.length}</p>
  </div>;
}

export function DoubleClick({ log }: P) {
  const editing = remember(() => mutableStateOf(false));
  const title = remember(() => mutableStateOf("Title"));
  <div>
    {editing.value ? (
      <input
        id="edit"
        autoFocus
        defaultValue={title.value}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            title.value = e.currentTarget.value;
            editing.value = false;
          }
        }}
        onBlur={() => (log("blur"), (editing.value = false))}
      />
    ) : (
      <span id="title" onDoubleClick={() => (log("dblclick"), (editing.value = true))}>
        {title.value}
      </span>
    )}
  </div>;
}
