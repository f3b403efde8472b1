// Lists as React users write them over Composa's state lists and maps:
// array methods in place (sort, reverse, splice, filter-in-place, move),
// inputs that keep focus and text while rows are inserted around them,
// nested keyed lists, rows with state of their own that remove themselves.
import { mutableStateListOf, mutableStateMapOf, mutableStateOf, remember } from "composa";

export interface Person {
  id: number;
  name: string;
  age: number;
}

export const people = mutableStateListOf<Person>();

/** Rows each with a local "expanded" flag and a note input; a row can delete itself. */
export function People() {
  <div>
    <p class="summary">{`${people.length} people, oldest ${[...people].sort((a, b) => b.age - a.age)[0]?.name ?? "-"}`}</p>
    <ul>
      {people.map((p) => (
        <PersonRow key={p.id} person={p} />
      ))}
    </ul>
  </div>;
}

function PersonRow({ person }: { person: Person }) {
  const expanded = remember(() => mutableStateOf(false));
  const note = remember(() => mutableStateOf(""));
  <li data-id={person.id}>
    <button class="toggle" onClick={() => (expanded.value = !expanded.value)}>
      {person.name}
    </button>
    {expanded.value && <span class="age">{`age ${person.age}`}</span>}
    <input
      aria-label={`note ${person.name}`}
      value={note.value}
      onInput={(e: Event) => (note.value = (e.target as HTMLInputElement).value)}
    />
    <button
      class="remove"
      onClick={() => {
        const i = people.findIndex((x) => x.id === person.id);
        people.splice(i, 1);
      }}
    >
      remove
    </button>
  </li>;
}

/** Groups of items in a map (group -> items), nested keyed lists. */
export const groups = mutableStateMapOf<string, string[]>();

export function Groups() {
  <div>
    {[...groups.entries()].map(([name, items]) => (
      <section key={name} data-group={name}>
        <h3>{name}</h3>
        <ol>
          {items.map((item) => (
            <Item key={item} label={item} />
          ))}
        </ol>
      </section>
    ))}
  </div>;
}

function Item({ label }: { label: string }) {
  const clicks = remember(() => mutableStateOf(0));
  <li onClick={() => clicks.value++}>{`${label}:${clicks.value}`}</li>;
}
