import { mutableStateOf, remember } from "composa";
import { Button, Row } from "composa/dom";

interface Item {
  id: number;
  label: string;
}

const ADJECTIVES = [
  "pretty",
  "large",
  "big",
  "small",
  "tall",
  "short",
  "long",
  "handsome",
  "plain",
  "quaint",
  "clean",
  "elegant",
];
const NOUNS = [
  "table",
  "chair",
  "house",
  "bbq",
  "desk",
  "car",
  "pony",
  "cookie",
  "sandwich",
  "burger",
  "pizza",
  "mouse",
];
let nextId = 1;

function makeItems(count: number): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < count; i++) {
    const id = nextId++;
    items.push({
      id,
      label: `${ADJECTIVES[(id * 7) % ADJECTIVES.length]} ${NOUNS[(id * 5) % NOUNS.length]}`,
    });
  }
  return items;
}

/** One row. Its props are stable, so a row is skipped unless its own item or selection changed. */
function TableRow({
  item,
  selected,
  onSelect,
  onRemove,
}: {
  item: Item;
  selected: boolean;
  onSelect: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  <tr class={selected ? "danger" : ""}>
    <td class="id">{item.id}</td>
    <td>
      <a onClick={() => onSelect(item.id)}>{item.label}</a>
    </td>
    <td>
      <a class="remove" title="Remove" onClick={() => onRemove(item.id)}>
        ×
      </a>
    </td>
  </tr>;
}

/**
 * A keyed table: `key={item.id}` makes each row's group movable, so swapping
 * two rows moves two nodes and every row keeps its DOM node.
 */
export function TableExample() {
  const items = remember(() => mutableStateOf(makeItems(5)));
  const selected = remember(() => mutableStateOf(0));
  const swap = () => {
    const next = [...items.value];
    if (next.length < 2) return;
    const last = next.length - 1;
    [next[1], next[last]] = [next[last]!, next[1]!];
    items.value = next;
  };
  <div class="table-example">
    <Row>
      <Button text="Add 5" onClick={() => (items.value = [...items.value, ...makeItems(5)])} />
      <Button text="Swap 2nd and last" onClick={swap} />
      <Button text="Clear" onClick={() => (items.value = [])} />
    </Row>
    <table class="rows">
      <tbody>
        {items.value.map((item) => (
          <TableRow
            key={item.id}
            item={item}
            selected={item.id === selected.value}
            onSelect={(id) => (selected.value = id)}
            onRemove={(id) => (items.value = items.value.filter((x) => x.id !== id))}
          />
        ))}
      </tbody>
    </table>
  </div>;
}
