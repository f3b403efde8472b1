// A combobox as React code writes one (the WAI-ARIA pattern): a controlled
// input that filters a listbox, arrow keys move the active option
// (`aria-activedescendant`), Enter picks it, Escape closes; the options keep
// the focus in the input (`onMouseDown={e => e.preventDefault()}`), and the
// popup closes when the focus leaves the whole widget (`onBlur` on the
// wrapper, checking `e.relatedTarget`), as React's bubbling onBlur allows.
import { mutableStateOf, remember } from "composa";

export const picks: string[] = [];

export function ComboBox({ options, label }: { options: string[]; label: string }) {
  const query = remember(() => mutableStateOf(""));
  const open = remember(() => mutableStateOf(false));
  const active = remember(() => mutableStateOf(0));
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  const matches = options.filter((o) => o.toLowerCase().includes(query.value.toLowerCase()));
  const pick = (value: string) => {
    picks.push(value);
    query.value = value;
    open.value = false;
  };
  <div
    class="combo"
    onBlur={(e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) open.value = false;
    }}
  >
    <label id="combo-label" htmlFor="combo-input">
      {label}
    </label>
    <input
      id="combo-input"
      ref={input}
      role="combobox"
      aria-expanded={open.value}
      aria-controls="combo-list"
      aria-autocomplete="list"
      aria-activedescendant={open.value && matches.length > 0 ? `opt-${active.value}` : undefined}
      value={query.value}
      onChange={(e) => {
        query.value = e.target.value;
        active.value = 0;
        open.value = true;
      }}
      onFocus={() => (open.value = true)}
      onKeyDown={(e) => {
        if (e.key === "ArrowDown") {
          e.preventDefault();
          open.value = true;
          active.value = Math.min(active.value + 1, matches.length - 1);
        } else if (e.key === "ArrowUp") {
          e.preventDefault();
          active.value = Math.max(active.value - 1, 0);
        } else if (e.key === "Enter" && open.value && matches[active.value] !== undefined) {
          e.preventDefault();
          pick(matches[active.value]!);
        } else if (e.key === "Escape") {
          open.value = false;
        }
      }}
    />
    <button
      type="button"
      aria-label="Clear"
      tabIndex={-1}
      onClick={() => ((query.value = ""), input.current?.focus())}
    >
      ×
    </button>
    {open.value && (
      <ul id="combo-list" role="listbox" aria-labelledby="combo-label">
        {matches.length === 0 ? (
          <li class="none">No match</li>
        ) : (
          matches.map((m, i) => (
            <li
              key={m}
              id={`opt-${i}`}
              role="option"
              aria-selected={i === active.value}
              class={i === active.value ? "active" : undefined}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => (active.value = i)}
              onClick={() => pick(m)}
            >
              {m}
            </li>
          ))
        )}
      </ul>
    )}
    <button type="button" class="after">
      After
    </button>
  </div>;
}
