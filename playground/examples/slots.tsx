import { mutableStateOf, remember } from "composa";
import { Button, Row } from "composa/dom";
import type { Children } from "composa/jsx-runtime";

interface Fruit {
  id: number;
  name: string;
}

/** A compound component: `Panel.Title` is a composable like any other, called through its member path. */
function Panel({ title, children }: { title: string; children?: Children }) {
  <section class="panel">
    <Panel.Title text={title} />
    {children}
  </section>;
}
Panel.Title = ({ text }: { text: string }) => {
  <h3>{text}</h3>;
};

/** A list that takes a parameterized slot, `renderItem`, and calls it with element syntax, keyed. */
function List<T extends { id: number }>({
  items,
  renderItem: RenderItem,
}: {
  items: T[];
  renderItem: (props: { item: T }) => void;
}) {
  <ul>
    {items.map((item) => (
      <RenderItem key={item.id} item={item} />
    ))}
  </ul>;
}

/** Each item remembers a counter: reorder the list and every counter moves with its item. */
export function SlotsExample() {
  const fruits = remember(() =>
    mutableStateOf<Fruit[]>([
      { id: 1, name: "apple" },
      { id: 2, name: "pear" },
      { id: 3, name: "plum" },
    ]),
  );
  const upper = remember(() => mutableStateOf(false));
  <Panel title="Parameterized slots">
    <Row>
      <Button text="Reverse" onClick={() => (fruits.value = [...fruits.value].reverse())} />
      <Button text={upper.value ? "lowercase" : "UPPERCASE"} onClick={() => (upper.value = !upper.value)} />
    </Row>
    <List
      items={fruits.value}
      renderItem={({ item }) => {
        const clicks = remember(() => mutableStateOf(0));
        <li>
          <button type="button" onClick={() => clicks.value++}>
            {upper.value ? item.name.toUpperCase() : item.name}: {clicks.value}
          </button>
        </li>;
      }}
    />
  </Panel>;
}
