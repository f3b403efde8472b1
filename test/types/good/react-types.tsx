// React's type names and the attribute spellings its types accept, as React
// code writes them: handlers typed apart from their element, a wrapper's
// props by `ComponentProps`, booleanish and string-sized attributes. Checked
// under TypeScript 7 and 5.9 alike (types.test.ts).
import { mutableStateOf, remember } from "composa";
import { hydrate, render } from "composa/dom";
import type {
  ChangeEvent,
  ChangeEventHandler,
  ComponentProps,
  ComponentPropsWithoutRef,
  FormEvent,
  KeyboardEvent,
  MouseEvent,
  MouseEventHandler,
  PropsWithChildren,
  SyntheticEvent,
} from "composa/jsx-runtime";
import { renderToStream, renderToString } from "composa/server";

export function SearchBox({ onSearch }: { onSearch: (q: string) => void }): void {
  const query = remember(() => mutableStateOf(""));
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    query.value = e.target.value;
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") onSearch(e.currentTarget.value);
  };
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void new FormData(e.currentTarget);
  };
  const handleSelect = (e: ChangeEvent<HTMLSelectElement>) => void e.target.selectedIndex;
  const handleArea = (e: ChangeEvent<HTMLTextAreaElement>) => void e.currentTarget.value.length;
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => void [e.clientX, e.currentTarget.disabled];
  const handleAny = (e: SyntheticEvent) => void e.nativeEvent;
  <form onSubmit={handleSubmit} onReset={handleAny}>
    <input value={query.value} onChange={handleChange} onInput={handleChange} onKeyDown={handleKeyDown} />
    <select onChange={handleSelect}>
      <option>a</option>
    </select>
    <textarea onChange={handleArea} />
    <button onClick={handleClick} onFocus={handleAny}>
      Search
    </button>
  </form>;
}

// A composable that hands React-typed handlers on to its element.
export function Field({
  label,
  onChange,
  onClear,
}: {
  label: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onClear?: MouseEventHandler<HTMLButtonElement>;
}): void {
  <label>
    {label}
    <input onChange={onChange} />
    <button type="button" onClick={onClear}>
      ×
    </button>
  </label>;
}

// A wrapper that passes its rest on: `ComponentProps<"button">`, and `PropsWithChildren`.
export function IconButton({ icon, children, ...rest }: ComponentProps<"button"> & { icon: string }): void {
  <button {...rest}>
    <i class={icon} />
    {children}
  </button>;
}
export function Link({ to, ...rest }: ComponentPropsWithoutRef<"a"> & { to: string }): void {
  <a href={to} {...rest} />;
}
export function Panel({ title, children }: PropsWithChildren<{ title: string }>): void {
  <section title={title}>{children}</section>;
}
export function Uses(): void {
  <Field label="Name" onChange={(e) => void e.currentTarget.value} onClear={(e) => void e.button} />;
  <IconButton icon="x" type="submit" disabled onClick={(e) => void e.currentTarget.form}>
    Go
  </IconButton>;
  const props: ComponentProps<typeof Field> = { label: "Age" };
  <Field {...props} />;
  <Panel title="t" />;
  <Panel title="t">
    <p>x</p>
  </Panel>;
}

// Attribute spellings React's types accept (and lib.dom types otherwise or, in TypeScript 5, not at all).
export function Spellings(): void {
  <div draggable="true" spellCheck="false" hidden="until-found" nonce="n" />;
  <p draggable={false} spellCheck />;
  <img src="a.png" alt="" width="100%" height="80" />;
  <canvas width="300" height={150} />;
  <video width="640" height="360" />;
  <input type="image" width="20" height="20" />;
  <button command="show-modal" commandFor="dialog" onCommand={(e) => void e.currentTarget} />;
  <dialog id="dialog" closedBy="any" onCommand={(e) => void e.type} />;
  <input onInput={(e) => void [e.data, e.inputType]} />;
  <div vocab="https://schema.org/" typeof="Person" resource="#me">
    <span property="name">Ada</span>
  </div>;
  <video controlsList="nodownload" />;
  <link rel="preload" as="image" imageSrcSet="a.png 1x, b.png 2x" imageSizes="100vw" blocking="render" />;
  <dialog closedby="closerequest" />;
  <area hrefLang="en" />;
}

// React 18's ref callbacks, whose result is what they assigned (React 19's types refuse them; the
// runtime ignores a result that is not a cleanup function).
export function Refs(): void {
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  const items = remember(() => new Map<string, HTMLLIElement | null>());
  <input ref={(el) => (input.current = el)} />;
  <li ref={(el) => items.set("a", el)} />;
  <li
    ref={(el) => {
      el?.classList.add("seen");
      return () => el?.classList.remove("seen");
    }}
  />;
}

function Counter({ label }: { label: string }): void {
  <p>{label}</p>;
}
function Clock(_: { zone?: string }): void {}
export function roots(el: HTMLElement): void {
  render(Counter, el, { label: "Clicks" });
  render(Clock, el);
  render(() => {}, el);
  hydrate(Counter, el, { label: "x" }, { idPrefix: "a" });
  hydrate(Clock, el);
  void renderToString(Counter, { label: "x" });
  void renderToString(Clock);
  void renderToStream(Counter, { label: "x" }, { idPrefix: "b" });
}
