// Controlled form elements in the dialect, for test/browser/forms.test.ts:
// each composable keeps its state in `probe`, so that the test can read it.
import { mutableStateListOf, mutableStateOf, remember, type MutableState } from "composa";
import { Checkbox, TextField } from "composa/dom";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each field its own state type, read by name in the page
export type Probe = Record<string, MutableState<any> | string[]>;

/** Digits only: a handler that refuses "x" leaves "12". */
export function DigitsField({ probe }: { probe: Probe }) {
  const text = remember(() => mutableStateOf(""));
  probe.text = text;
  <input
    class="digits"
    value={text.value}
    onInput={(e) => {
      const v = e.currentTarget.value;
      if (/^\d*$/.test(v)) text.value = v;
    }}
  />;
}

/** A code field that upper-cases what is typed and keeps six characters, the React way. */
export function CodeField({ probe }: { probe: Probe }) {
  const text = remember(() => mutableStateOf(""));
  probe.text = text;
  <input
    class="code"
    value={text.value}
    onChange={(e) => (text.value = e.target.value.toUpperCase().slice(0, 6))}
  />;
}

/** Free text: the state follows every edit. */
export function FreeField({ probe, initial }: { probe: Probe; initial: string }) {
  const text = remember(() => mutableStateOf(initial));
  probe.text = text;
  <input class="free" value={text.value} onInput={(e) => (text.value = e.currentTarget.value)} />;
}

/** The React way: `value` + `onChange` (React's onChange runs at each edit of a text field). */
export function ReactField({ probe }: { probe: Probe }) {
  const text = remember(() => mutableStateOf(""));
  probe.text = text;
  <textarea class="react" value={text.value} onChange={(e) => (text.value = e.currentTarget.value)} />;
}

/** A checkbox whose onChange writes nothing, and one whose handler does. */
export function Checkboxes({ probe }: { probe: Probe }) {
  const stubborn = remember(() => mutableStateOf(false));
  const willing = remember(() => mutableStateOf(false));
  probe.stubborn = stubborn;
  probe.willing = willing;
  <input type="checkbox" class="stubborn" checked={stubborn.value} onChange={() => {}} />;
  <input
    type="checkbox"
    class="willing"
    checked={willing.value}
    onChange={(e) => (willing.value = e.currentTarget.checked)}
  />;
}

/** Type a to-do, press Enter: the handler adds it and clears the draft. */
export function TodoEntry({ probe }: { probe: Probe }) {
  const draft = remember(() => mutableStateOf(""));
  const todos = remember(() => mutableStateListOf<string>());
  probe.draft = draft;
  probe.todos = todos as unknown as string[];
  <input
    class="draft"
    value={draft.value}
    onInput={(e) => (draft.value = e.currentTarget.value)}
    onKeyDown={(e) => {
      if (e.key === "Enter" && draft.value !== "") {
        todos.push(draft.value);
        draft.value = "";
      }
    }}
  />;
  <ul>
    {todos.map((t) => (
      <li>{t}</li>
    ))}
  </ul>;
}

/**
 * Every other form element, each with a handler that refuses some edits:
 * a textarea that refuses "!", a select and a radio group that refuse "c",
 * a number input clamped to 10, the kit's TextField (no spaces) and
 * Checkbox (refuses to be unchecked).
 */
export function FormElements({ probe }: { probe: Probe }) {
  const notes = remember(() => mutableStateOf("hi"));
  const choice = remember(() => mutableStateOf("a"));
  const picks = remember(() => mutableStateOf<string[]>(["a"]));
  const radio = remember(() => mutableStateOf("a"));
  const amount = remember(() => mutableStateOf(5));
  const word = remember(() => mutableStateOf(""));
  const agreed = remember(() => mutableStateOf(true));
  Object.assign(probe, { notes, choice, picks, radio, amount, word, agreed });
  const refuseC = (v: string, set: (v: string) => void) => {
    if (v !== "c") set(v);
  };
  <form onSubmit={(e) => e.preventDefault()}>
    <textarea
      class="notes"
      value={notes.value}
      onInput={(e) => {
        const v = e.currentTarget.value;
        if (!v.includes("!")) notes.value = v;
      }}
    />
    <select
      class="choice"
      value={choice.value}
      onChange={(e) => refuseC(e.currentTarget.value, (v) => (choice.value = v))}
    >
      <option value="a">A</option>
      <option value="b">B</option>
      <option value="c">C</option>
    </select>
    <select
      class="picks"
      multiple
      size={3}
      onChange={(e) => {
        const chosen = [...e.currentTarget.selectedOptions].map((o) => o.value);
        if (!chosen.includes("c")) picks.value = chosen;
      }}
    >
      {["a", "b", "c"].map((v) => (
        <option key={v} value={v} selected={picks.value.includes(v)}>
          {v.toUpperCase()}
        </option>
      ))}
    </select>
    {["a", "b", "c"].map((v) => (
      <label key={v}>
        <input
          type="radio"
          name="letter"
          class={`radio-${v}`}
          value={v}
          checked={radio.value === v}
          onChange={() => refuseC(v, (x) => (radio.value = x))}
        />
        {v}
      </label>
    ))}
    <input
      type="number"
      class="amount"
      value={amount.value}
      onInput={(e) => {
        const n = e.currentTarget.valueAsNumber;
        if (!Number.isNaN(n)) amount.value = Math.min(n, 10);
      }}
    />
    <TextField
      class="word"
      value={word.value}
      onValueChange={(v) => (word.value = v.replace(/ /g, ""))}
      name="word"
      aria-label="One word"
    />
    <Checkbox
      class="agree"
      checked={agreed.value}
      onCheckedChange={(v) => v && (agreed.value = v)}
      label="Agree"
      id="agree"
    />
  </form>;
}

/**
 * onFocus / onBlur written the React way: the form's handlers follow focus in
 * any of its fields (they bubble), a field's own handler runs once per focus,
 * and capture handlers run first. `probe.log` records the order.
 */
export function FocusForm({ probe }: { probe: Probe }) {
  const active = remember(() => mutableStateOf(""));
  const log = remember((): string[] => []);
  probe.log = log;
  <form
    class={active.value === "" ? "idle" : "editing"}
    onFocusCapture={(e) => log.push(`form capture ${(e.target as HTMLInputElement).name}`)}
    onFocus={(e) => {
      log.push(`form focus ${(e.target as HTMLInputElement).name}`);
      active.value = (e.target as HTMLInputElement).name;
    }}
    onBlur={(e) => {
      log.push(`form blur ${(e.target as HTMLInputElement).name}`);
      active.value = "";
    }}
  >
    <input name="first" onFocus={() => log.push("first focus")} onBlur={() => log.push("first blur")} />
    <input name="second" />
    <output>{active.value}</output>
  </form>;
}
