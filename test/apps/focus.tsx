// Focus written the React way: a card that highlights while any of its fields
// has the focus (the parent's onFocus / onBlur, which bubble as React's do),
// and validation when a field loses the focus (its own onBlur).
import { mutableStateOf, remember } from "composa";

export const focusLog: string[] = [];

export function ProfileCard() {
  const focused = remember(() => mutableStateOf<string | null>(null));
  const touched = remember(() => mutableStateOf<string[]>([]));
  const email = remember(() => mutableStateOf(""));
  const touch = (name: string) => {
    if (!touched.value.includes(name)) touched.value = [...touched.value, name];
  };
  <section
    class={focused.value ? "card focused" : "card"}
    onFocus={(e) => {
      focusLog.push(`card focus ${(e.target as HTMLInputElement).name}`);
      focused.value = (e.target as HTMLInputElement).name;
    }}
    onBlur={() => {
      focusLog.push("card blur");
      focused.value = null;
    }}
  >
    <h2>Profile{focused.value && ` (editing ${focused.value})`}</h2>
    <label>
      Email
      <input
        name="email"
        value={email.value}
        onChange={(e) => (email.value = e.currentTarget.value)}
        onFocus={() => focusLog.push("email focus")}
        onBlur={() => {
          focusLog.push("email blur");
          touch("email");
        }}
      />
    </label>
    {touched.value.includes("email") && !email.value.includes("@") && <p class="error">Enter an email</p>}
    <label>
      Name
      <input name="name" onBlur={() => touch("name")} />
    </label>
    <p class="touched">{touched.value.join(",")}</p>
  </section>;
}

/** Keyed rows with a field each; `order` reorders them (the focused field's row among them). */
export function SortableFields({ order }: { order: string[] }) {
  <ul>
    {order.map((id) => (
      <li key={id}>
        <input id={id} defaultValue={`field ${id}`} />
      </li>
    ))}
  </ul>;
}
