// Components passed as props, the React way: a list with a `renderItem`
// component and an optional `Empty` one, a layout whose header is optional
// and checked before it is rendered; and the mistakes React calls "Element
// type is invalid": a component prop nobody passed, a wrong name in an
// object of components.
import type { MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

type Item = { id: number; name: string };

export function List(props: {
  items: Item[];
  renderItem: (p: { item: Item; index: number }) => void;
  Empty?: () => void;
}) {
  const { Empty } = props;
  if (props.items.length === 0) {
    if (Empty) <Empty />;
    else <p class="none">Nothing</p>;
    return;
  }
  <ul>
    {props.items.map((item, index) => (
      <li key={item.id}>
        <props.renderItem item={item} index={index} />
      </li>
    ))}
  </ul>;
}

export function Layout(props: {
  header?: (p: { title: string }) => void;
  title: string;
  children?: Children;
}) {
  <main>
    {props.header && <props.header title={props.title} />}
    {props.children}
  </main>;
}

function Row({ item, index }: { item: Item; index: number }) {
  <span>{`${index + 1}. ${item.name}`}</span>;
}

function Header({ title }: { title: string }) {
  <h1>{title}</h1>;
}

export function Page({
  items,
  withHeader,
}: {
  items: MutableState<Item[]>;
  withHeader: MutableState<boolean>;
}) {
  <Layout title="Groceries" header={withHeader.value ? Header : undefined}>
    <List items={items.value} renderItem={Row} Empty={() => <p class="empty">All done</p>} />
  </Layout>;
}

/** `Row` forgotten: `<props.renderItem>` holds undefined. */
export function Forgotten({ items }: { items: Item[] }) {
  // @ts-expect-error -- the mistake under test
  <List items={items} />;
}

const Icons: Record<string, (p: { size: number }) => void> = {
  Star: ({ size }) => {
    <i class="star" style={{ fontSize: size }} />;
  },
};

/** A component looked up by a name the object does not have. */
export function Toolbar({ icon }: { icon: string }) {
  const Icon = Icons[icon]!;
  <nav>
    <Icon size={12} />
  </nav>;
}

/** React's render prop as children, called as a function: a slot is placed with element syntax instead. */
function Tracker({ children }: { children: (p: { x: number }) => void }) {
  <div>{children({ x: 1 })}</div>;
}

export function CalledSlot() {
  <Tracker>{({ x }) => <b>{x}</b>}</Tracker>;
}
