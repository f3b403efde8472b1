// `autoFocus`, as React users write it: the edit box of an item edited in place.
import { mutableStateOf, remember } from "composa";

export function EditInPlace({ items }: { items: string[] }) {
  const editing = remember(() => mutableStateOf<string | null>(null));
  <ul>
    {items.map((item) => (
      <li key={item}>
        {editing.value === item ? (
          <input
            aria-label={`Edit ${item}`}
            defaultValue={item}
            autoFocus
            onBlur={() => (editing.value = null)}
          />
        ) : (
          <span onDoubleClick={() => (editing.value = item)}>{item}</span>
        )}
      </li>
    ))}
  </ul>;
  <form>
    <input aria-label="Search" autofocus={items.length > 2} />
  </form>;
}
