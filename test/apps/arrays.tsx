// Lists the way React users write them: array literals of elements, mixed
// with conditionals, texts and numbers; `Array.from` with a map function;
// `flatMap` returning pairs; chains that end in `.map`. Each `Field` keeps
// its own state (a remembered counter and an uncontrolled input), so a test
// can see whether state moved with a key or was made afresh.
import { remember } from "composa";

export interface Item {
  id: number;
  label: string;
  note?: string;
  hidden?: boolean;
}

let made = 0;
/** How many `Field`s were ever made (each new one takes the next number). */
export function fieldsMade(): number {
  return made;
}
/** The serial of the `Field` that owns each label (kept out of the markup, which a fresh composition must equal). */
export const serials = new WeakMap<Element, number>();

function Field({ name }: { name: string }) {
  const serial = remember(() => ++made);
  <label ref={(el) => void (el && serials.set(el, serial))}>
    {name}
    <input aria-label={name} />
  </label>;
}

export function Arrays({
  items,
  admin,
  count,
  user,
}: {
  items: Item[];
  admin: boolean;
  count: number;
  user: string;
}) {
  <nav>
    {[
      <Field key="home" name="home" />,
      admin && <Field key="admin" name="admin" />,
      <Field key={user} name={user} />,
    ]}
  </nav>;
  <p class="mixed">
    {["Total: ", count, " ", count > 1 && <b>many</b>, null, false, , count ? <i>{count}</i> : "none"]}
  </p>;
  <ol class="spread">
    {[<li>first</li>, ...items.map((x) => <li key={x.id}>{x.label}</li>), <li>last</li>]}
  </ol>;
  <dl>
    {items.map((x) => [
      <Field key={`t${x.id}`} name={`t${x.label}`} />,
      x.note && <dd key={`d${x.id}`}>{x.note}</dd>,
    ])}
  </dl>;
  <ul class="from">
    {Array.from(items, (x) => (
      <Field key={x.id} name={x.label} />
    ))}
  </ul>;
  <ul class="times">
    {Array.from({ length: count }, (_, i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>;
  <ul class="flat">
    {items.flatMap((x) => [<Field key={`a${x.id}`} name={`a${x.label}`} />, <hr key={`b${x.id}`} />])}
  </ul>;
  <ul class="chain">
    {items
      .filter((x) => !x.hidden)
      .slice(0, 3)
      .map((x) => (
        <Field key={x.id} name={x.label} />
      ))}
  </ul>;
  <ul class="entries">
    {Object.entries(Object.fromEntries(items.map((x) => [x.id, x]))).map(([id, x]) => (
      <Field key={id} name={x.label} />
    ))}
  </ul>;
  <ul class="copies">
    {[...items].reverse().map((x) => (
      <Field key={x.id} name={x.label} />
    ))}
  </ul>;
  <ul class="from-map">
    {Array.from(items).map((x) => (
      <Field key={x.id} name={x.label} />
    ))}
  </ul>;
}
