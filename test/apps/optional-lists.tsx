// Lists reached through an optional chain, as React code loading data writes
// them: `data?.items.map(…)`, `user?.tags?.map(…)`. Rows are keyed and keep
// their state while the list comes, goes and reorders.
import { mutableStateOf, remember } from "composa";

export interface Item {
  id: string;
  name: string;
}

function Row({ item }: { item: Item }) {
  const clicks = remember(() => mutableStateOf(0));
  <li>
    <button onClick={() => clicks.value++}>{`${item.name} ${clicks.value}`}</button>
  </li>;
}

export function Inbox({ data, tags }: { data?: { items: Item[] } | null; tags?: string[] }) {
  <ul>
    {data?.items.map((item) => (
      <Row key={item.id} item={item} />
    ))}
  </ul>;
  <p>{tags?.map((t, i) => (i > 0 ? `, ${t}` : t))}</p>;
  <ol>
    {tags?.flatMap((t) => {
      if (t === "skip") return [];
      return [<li key={t}>{t}</li>];
    })}
  </ol>;
}
