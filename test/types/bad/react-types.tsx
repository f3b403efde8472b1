// React-typed code that is wrong for Composa as it is for React (good/react-types.tsx has the right forms).
import { hydrate, render } from "composa/dom";
import type {
  ChangeEvent,
  ComponentProps,
  ComponentPropsWithoutRef,
  KeyboardEvent,
} from "composa/jsx-runtime";
import { renderToStream, renderToString } from "composa/server";

function Counter({ label }: { label: string }): void {
  <p>{label}</p>;
}

export function Mistakes(el: HTMLElement): void {
  // A handler for a select on an input.
  // @ts-expect-error
  <input onChange={(e: ChangeEvent<HTMLSelectElement>) => void e.target.selectedIndex} />;

  // A keyboard handler on a click.
  // @ts-expect-error
  <button onClick={(e: KeyboardEvent<HTMLButtonElement>) => void e.key} />;

  // Booleanish attributes take "true" / "false", not any word.
  // @ts-expect-error
  <div draggable="yes" />;

  // A <div> has no width attribute.
  // @ts-expect-error
  <div width="100%" />;

  // closedby's words.
  // @ts-expect-error
  <dialog closedBy="sometimes" />;

  // A raw-HTML sink under another name is refused at run time (unsafeInnerHTML is the one door).
  // @ts-expect-error
  <iframe srcDoc="<b>x</b>" />;

  // React 19's stylesheet hoisting (`precedence`) is React's own: Composa does not hoist.
  // @ts-expect-error
  <link rel="stylesheet" href="/a.css" precedence="default" />;

  // Props by ComponentProps keep their required ones.
  // @ts-expect-error
  const props: ComponentProps<typeof Counter> = {};
  void props;

  // Without ref means without it.
  // @ts-expect-error
  const anchor: ComponentPropsWithoutRef<"a"> = { ref: (el: HTMLAnchorElement | null) => void el };
  void anchor;

  // A root's required props: as React's root.render(<Counter />), a type error.
  // @ts-expect-error
  render(Counter, el);

  // @ts-expect-error
  hydrate(Counter, el);

  // @ts-expect-error
  void renderToString(Counter);

  // @ts-expect-error
  void renderToStream(Counter, undefined, { idPrefix: "x" });
}
