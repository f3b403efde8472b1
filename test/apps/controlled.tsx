// Controlled inputs inside folded templates (static structure, dynamic
// attributes): a filter that refuses characters, a checkbox that refuses to
// change, a radio group, a select with a placeholder, an upper-casing field.
import { mutableStateOf, remember, type MutableState } from "composa";

export function Controlled() {
  const digits = remember(() => mutableStateOf("12"));
  const upper = remember(() => mutableStateOf(""));
  const locked = remember(() => mutableStateOf(true));
  const size = remember(() => mutableStateOf("m"));
  const pick = remember(() => mutableStateOf("b"));
  <form>
    <label class="digits">
      <span>Digits</span>
      <input
        value={digits.value}
        onInput={(e) => {
          const v = e.currentTarget.value;
          if (/^\d*$/.test(v)) digits.value = v;
        }}
      />
    </label>
    <label class="upper">
      <span>Upper</span>
      <input value={upper.value} onInput={(e) => (upper.value = e.currentTarget.value.toUpperCase())} />
    </label>
    <label class="locked">
      <input type="checkbox" checked={locked.value} onChange={() => {}} />
      <span>Locked</span>
    </label>
    <fieldset class="size">
      <label>
        <input
          type="radio"
          name="size"
          value="s"
          checked={size.value === "s"}
          onChange={() => (size.value = "s")}
        />
        S
      </label>
      <label>
        <input
          type="radio"
          name="size"
          value="m"
          checked={size.value === "m"}
          onChange={() => (size.value = "m")}
        />
        M
      </label>
      <label>
        <input type="radio" name="size" value="l" checked={size.value === "l"} onChange={() => {}} />L (sold
        out)
      </label>
    </fieldset>
    <select
      value={pick.value}
      onChange={(e) => (pick.value = e.currentTarget.value === "c" ? pick.value : e.currentTarget.value)}
    >
      <option value="a">A</option>
      <option value="b">B</option>
      <option value="c">C (refused)</option>
    </select>
    <output>{`${digits.value}|${upper.value}|${locked.value}|${size.value}|${pick.value}`}</output>
  </form>;
}

/** The React way: `value` + `onChange` on text fields, with a live preview. */
export function ReactStyle() {
  const name = remember(() => mutableStateOf(""));
  const bio = remember(() => mutableStateOf(""));
  <form onSubmit={(e) => e.preventDefault()}>
    <input
      aria-label="Name"
      value={name.value}
      onChange={(e) => (name.value = e.currentTarget.value.slice(0, 5))}
    />
    <textarea aria-label="Bio" value={bio.value} onChange={(e) => (bio.value = e.currentTarget.value)} />
    <p>{`${name.value} / ${bio.value}`}</p>
  </form>;
}

/**
 * A select whose options have no `value` (an option's value is then its text)
 * and whose texts are deferred bindings that update without recomposing: the
 * select must show the option the state names once the texts change. The
 * same with deferred `value` attributes.
 */
export function LiveOptions({
  names,
  choice,
}: {
  names: MutableState<string[]>;
  choice: MutableState<string>;
}) {
  <select value={choice.value} onChange={(e) => (choice.value = e.currentTarget.value)}>
    <option>{() => names.value[0]}</option>
    <option>{() => names.value[1]}</option>
  </select>;
  <select class="by-value" value={choice.value} onChange={(e) => (choice.value = e.currentTarget.value)}>
    <option value={() => names.value[0]}>first</option>
    <option value={() => names.value[1]}>second</option>
  </select>;
}
