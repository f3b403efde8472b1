// Everyday programs of a React / Solid user in an editor: what must type-check.
// (What must not is in bad/everyday.tsx.)
import { LaunchedEffect, mutableStateOf, remember } from "composa";
import { Button, Text } from "composa/dom";
import type { Children, Ref } from "composa/jsx-runtime";

declare function save(text: string): Promise<void>;

// Handlers: parameter types from the element and the event.
export function Handlers(): void {
  const text = remember(() => mutableStateOf(""));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") text.value = "";
  };
  const onChange = (e: Event & { currentTarget: HTMLInputElement }) => (text.value = e.currentTarget.value);
  <form
    onSubmit={(e) => {
      e.preventDefault();
      const submitter: HTMLElement | null = e.submitter;
      const form: HTMLFormElement = e.currentTarget;
      void [submitter, new FormData(form)];
    }}
    onReset={(e: Event) => void e}
  >
    <input
      value={text.value}
      onInput={(e) => (text.value = e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === "Enter" && !e.shiftKey) e.preventDefault();
      }}
      onKeyUp={onKey}
      onChange={onChange}
      onFocus={(e) => e.currentTarget.select()}
      onBlur={(e: FocusEvent) => void e.relatedTarget}
    />
    <textarea onInput={(e) => void e.currentTarget.value.length} />
    <select onChange={(e) => void e.currentTarget.selectedIndex}>
      <option value="a">a</option>
    </select>
    <input type="checkbox" onChange={(e) => void e.target.checked} />
    <button type="submit" onClick={async () => await save(text.value)}>
      Save
    </button>
  </form>;
  <div
    onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
    onWheel={(e) => void e.deltaY}
    onDragStart={(e) => e.dataTransfer?.setData("text", "x")}
    onTouchStart={(e) => void e.touches.length}
    onAnimationEnd={(e) => void e.animationName}
    onTransitionEnd={(e) => void e.propertyName}
    onScroll={(e) => void e.currentTarget.scrollTop}
  />;
  <dialog onClose={(e) => void e.currentTarget.returnValue} onCancel={(e) => e.preventDefault()} />;
  <details onToggle={(e) => void e.newState} />;
}

// Refs: callbacks and objects, typed by the element.
export function Refs(): void {
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  const canvas = remember<{ current: HTMLCanvasElement | null }>(() => ({ current: null }));
  const anything = remember(() => ({ current: null }));
  <input ref={input} />;
  <canvas ref={canvas} />;
  <p ref={anything} />;
  <input ref={(el) => el?.focus()} />;
  <input
    ref={(el) => {
      const listener = () => {};
      el?.addEventListener("paste", listener);
      return () => el?.removeEventListener("paste", listener);
    }}
  />;
  <video ref={(el: HTMLVideoElement | null) => void el?.play()} />;
  <svg ref={(el) => void el?.viewBox} />;
  <button onClick={() => input.current?.focus()}>focus</button>;
}

// Style objects, classes, aria-* and data-*.
export function Styling({ active, size }: { active: boolean; size: number }): void {
  <div
    style={{
      display: "flex",
      gridTemplateColumns: "1fr 2fr",
      zIndex: 2,
      opacity: active ? 1 : 0.5,
      width: size,
      "--accent": "tomato",
      "--size": size,
      "background-color": "white",
      WebkitLineClamp: 2,
      transform: undefined,
      color: active && "red",
    }}
    class={{ active, big: size > 10 }}
    className="card"
    aria-label="Card"
    aria-expanded={active}
    aria-valuenow={size}
    data-testid="card"
    data-index={size}
    data-active={active}
    role="region"
    tabIndex={-1}
    title={`size ${size}`}
    hidden={!active}
  />;
  <div style={`--x: ${size}px`} />;
  <div style={() => ({ translate: `${size}px` })} />;
}

// SVG: any attribute, typed events and refs.
export function Icon({ d, color }: { d: string; color?: string }): void {
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width={24}
    height="24"
    fill="none"
    stroke={color ?? "currentColor"}
    stroke-width={2}
    strokeLinecap="round"
    aria-hidden="true"
    class="icon"
    onClick={(e) => void e.clientX}
  >
    <path d={d} />
    <circle cx={12} cy={12} r={3} />
    <defs>
      <linearGradient id="g" x1="0" x2="1">
        <stop offset="0%" stop-color="red" />
      </linearGradient>
    </defs>
  </svg>;
}

// Children and slots, optional props with defaults.
export function Panel({
  title = "Untitled",
  open = false,
  footer,
  children,
}: {
  title?: string;
  open?: boolean;
  footer?: () => void;
  children?: Children;
}): void {
  <section>
    <h2>{title}</h2>
    {open && children}
    {footer}
  </section>;
}

export function UsesPanel({ items }: { items: string[] }): void {
  <Panel />;
  <Panel title="T" open footer={() => <small>foot</small>}>
    <p>one</p>
    text
    {items.length}
    {items.map((i) => (
      <b key={i}>{i}</b>
    ))}
    {() => {
      for (const i of items) <i>{i}</i>;
    }}
  </Panel>;
  <Panel>{() => <p>lambda child</p>}</Panel>;
}

// A generic composable: T inferred from the items, the slot typed by it.
export function Table<T>(props: { rows: T[]; row: (p: { item: T; index: number }) => void; empty?: string }) {
  const { row: Row } = props;
  if (props.rows.length === 0) <p>{props.empty ?? "Nothing"}</p>;
  <table>
    <tbody>
      {props.rows.map((item, index) => (
        <Row key={index} item={item} index={index} />
      ))}
    </tbody>
  </table>;
}

export function UsesTable(): void {
  const users = [{ id: 1, name: "Ada" }];
  <Table
    rows={users}
    row={({ item, index }) => (
      <tr>
        <td>{index}</td>
        <td>{item.name.toUpperCase()}</td>
      </tr>
    )}
  />;
  <Table rows={[1, 2, 3]} row={({ item }) => <Text text={item.toFixed(2)} />} empty="none" />;
  <Table<string> rows={[]} row={({ item }) => <b>{item.trim()}</b>} />;
}

// A ref as an ordinary prop (React 19's way), handed to the element.
export function Field({ ref, label }: { ref?: Ref<HTMLInputElement>; label: string }): void {
  <label>
    {label}
    <input ref={ref} />
  </label>;
}

export function UsesField(): void {
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  <Field ref={input} label="Name" />;
  <Field ref={(el) => el?.select()} label="Age" />;
}

// `key` on any call: an element, a composable, a kit component.
export function Keys({ ids }: { ids: number[] }): void {
  for (const id of ids) {
    <Button key={id} text={String(id)} onClick={() => {}} />;
    <Panel key={`p${id}`} title="x" />;
    <li key={id} />;
  }
}

// Async data in an effect.
export function User({ id }: { id: number }): void {
  const name = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(id, async (signal) => {
    const response = await fetch(`/users/${id}`, { signal });
    name.value = ((await response.json()) as { name: string }).name;
  });
  <p>{name.value ?? "…"}</p>;
}
