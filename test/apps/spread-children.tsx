// React's wrapper components: a composable that spreads its props onto an
// element (`<button {...props} />`) or passes `children` as an attribute
// shows the children it was given, as React and Solid render them.
import type { Children, JSX } from "composa/jsx-runtime";

function MyButton(props: JSX.IntrinsicElements["button"]): void {
  <button type="button" {...props} />;
}

function Panel({ body, ...rest }: { body?: Children; title?: string }): void {
  <section {...rest} children={body} />;
}

// Spreads that are not a plain name: a call and an object literal, each evaluated once.
function Chip({ text, ...rest }: { text: string; title?: string }): void {
  let calls = 0;
  const chipProps = () => {
    calls++;
    return { title: `chip ${calls}`, children: `${text} ${calls}` };
  };
  <b class="chip" {...chipProps()} />;
  <i {...{ ...rest, children: text }} />;
}

export function Toolbar({ count, label }: { count: number; label?: string }): void {
  <MyButton class="primary" onClick={() => {}}>
    {label ?? "Count"}: {count}
  </MyButton>;
  <MyButton aria-label="empty" />;
  <Panel title="p" body={count > 1 ? "many" : undefined} />;
  <div children="attribute" />;
  <Chip text={`c${count}`} title="t" />;
}
