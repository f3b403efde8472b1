// The README's "Composables, slots and lists" example, as written there.
import type { Children } from "composa/jsx-runtime";

// Compound components: members and object-literal properties are composables.
export function Card({ title, children }: { title: string; children?: Children }) {
  <section>
    <Card.Header text={title} />
    {children}
  </section>;
}
Card.Header = ({ text }: { text: string }) => {
  <h2>{text}</h2>;
};

// A parameterized slot (Compose's `@Composable (T) -> Unit`): one props object,
// restartable and skippable per item; the callee calls it like any composable.
export function List<T extends { id: string }>(props: { items: T[]; renderItem: (p: { item: T }) => void }) {
  const { renderItem: RenderItem } = props;
  <ul>{props.items.map((item) => (item.id ? <RenderItem key={item.id} item={item} /> : null))}</ul>;
}

export function People({ people, greeting }: { people: { id: string; name: string }[]; greeting: string }) {
  <List items={people} renderItem={({ item }) => <li>{`${greeting}, ${item.name}`}</li>} />;
}

// Object-literal members, with element syntax through the member path.
export const Parts = {
  Badge: ({ n }: { n: number }) => {
    <i>{n}</i>;
  },
};

export function Uses({ name }: { name?: string }) {
  if (!name) name = "stranger";
  <Card title={name}>
    <Parts.Badge n={1} />
  </Card>;
  <List
    items={[{ id: "a" }]}
    renderItem={({ item }) => {
      <b>{item.id}</b>;
    }}
  />;
}
