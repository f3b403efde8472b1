// Composables: props are checked, children may be elements, text or content lambdas.
import type { Children } from "composa/jsx-runtime";

declare const items: { id: number; label: string }[];

function Text(props: { text: string; class?: string }): void {
  <span class={props.class}>{props.text}</span>;
}

function Row({ children }: { children?: Children }): void {
  <div class="row">{children}</div>;
}

function Scaffold(props: { topBar: () => void; children: Children }): void {
  <main>
    {props.topBar}
    {props.children}
  </main>;
}

function WithDefaults({ items = [] as string[] }: { items?: string[] }): void {
  <ul>
    {items.map((i) => (
      <Text key={i} text={i} />
    ))}
  </ul>;
}

export function App(): void {
  <Row>
    <Text text="one" />
    <Text text="two" class="second" />
  </Row>;
  <Row>
    <Text text="only child" />
  </Row>;
  <Row>plain text</Row>;
  <Row>
    {() => {
      for (const item of items) <Text key={item.id} text={item.label} />;
    }}
  </Row>;
  <Row>{items.length > 0 && <Text text="some" />}</Row>;
  <Row>{items.length > 0 ? <Text text="some" /> : <Text text="none" />}</Row>;
  <Row>
    {items.map((item) => (
      <Text key={item.id} text={item.label} />
    ))}
  </Row>;
  <Scaffold topBar={() => <Text text="top" />}>
    <Text text="body" />
  </Scaffold>;
  <WithDefaults />;
  <Row />;
}
