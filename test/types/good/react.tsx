// Programs written as React code is written: its attribute spellings, its
// event handler shapes (`e.target.value` in a form control's onChange), its
// prop types (`JSX.IntrinsicElements["button"]`, generic composables, render
// props as children), all of which run as written.
import { Fragment, mutableStateOf, remember } from "composa";
import type { Children, JSX } from "composa/jsx-runtime";

declare const rows: { id: number; name: string }[];

export function Forms(): void {
  const v = remember(() => mutableStateOf(""));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      void e.submitter;
    }}
  >
    <select value={v.value} onChange={(e) => (v.value = e.currentTarget.value)}>
      <option value="a">a</option>
    </select>
    <select multiple value={["a", "b"]} onChange={(e) => void e.currentTarget.selectedOptions}>
      <option value="a">a</option>
    </select>
    <textarea value={v.value} onChange={(e) => (v.value = e.currentTarget.value)} />
    <input value={v.value} onChange={(e) => (v.value = e.target.value)} />
    <input
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
    <input type="number" min={0} max={10} step={1} defaultValue="3" />
    <input type="checkbox" defaultChecked />
    <label htmlFor="x">x</label>
    <button type="submit" disabled={!v.value} form="f">
      go
    </button>
  </form>;
  <dl>
    {rows.map((r) => (
      <Fragment key={r.id}>
        <dt>{r.name}</dt>
        <dd>{r.id}</dd>
      </Fragment>
    ))}
  </dl>;
  <div
    role="button"
    tabIndex={-1}
    aria-pressed="true"
    aria-label="x"
    data-testid="t"
    draggable
    spellCheck={false}
    contentEditable="true"
  />;
  <img src="a.png" alt="" width={10} height={10} loading="lazy" decoding="async" crossOrigin="anonymous" />;
  <a href="#" rel="noopener noreferrer" download="x.txt" target="_blank">
    x
  </a>;
  <td colSpan={2} rowSpan={1} />;
  <video autoPlay muted playsInline loop controls />;
  <meta charSet="utf-8" />;
  <input autoComplete="off" autoCapitalize="none" inputMode="numeric" enterKeyHint="done" />;
  <iframe allowFullScreen frameBorder="0" />;
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    xmlns="http://www.w3.org/2000/svg"
  >
    <path d="M0 0" fillRule="evenodd" clipRule="evenodd" />
  </svg>;
  <div style={{ display: "flex", flexDirection: "column", zIndex: 2, opacity: 0.5, WebkitLineClamp: 2 }} />;
  <div className="x" id={undefined} title={undefined} />;
  <div
    onMouseEnter={(e) => void e.clientX}
    onWheel={(e) => void e.deltaY}
    onPointerDown={(e) => void e.pointerId}
    onTouchStart={(e) => void e.touches}
    onDragStart={(e) => void e.dataTransfer}
    onAnimationEnd={(e) => void e.animationName}
    onTransitionEnd={(e) => void e.propertyName}
    onFocus={(e) => void e.relatedTarget}
    onCopy={(e) => void e.clipboardData}
    onBeforeInput={(e) => void e.data}
    onCompositionEnd={(e) => void e.data}
  />;
  <dialog open onClose={() => {}} onCancel={(e) => e.preventDefault()} />;
  <details open onToggle={(e) => void e.newState} />;
  <input onInput={(e) => void e.data} />;
}

function Card({ children, title }: { children?: Children; title?: string }): void {
  <section title={title}>{children}</section>;
}
export function UsesCard(): void {
  <Card>
    <p>x</p>
  </Card>;
  <Card>
    {() => {
      <p>y</p>;
    }}
  </Card>;
}
type ButtonProps = JSX.IntrinsicElements["button"] & { variant?: "primary" | "ghost" };
export function MyButton({ variant = "primary", children, ...rest }: ButtonProps): void {
  <button class={variant} {...rest}>
    {children}
  </button>;
}

type Props<F extends (p: never) => void> = Parameters<F>[0];
export function Wrapper(props: Props<typeof MyButton>): void {
  <MyButton {...props} />;
}

export function List<T>({
  items,
  children,
}: {
  items: readonly T[];
  children: (p: { item: T; index: number }) => void;
}): void {
  const Item = children;
  <ul>
    {items.map((item, index) => (
      <Item key={index} item={item} index={index} />
    ))}
  </ul>;
}

const Default = ({ onSelect, label }: { onSelect?: (v: string) => void; label: string }) => {
  <button onClick={() => onSelect?.(label)}>{label}</button>;
};
export { Default };

export function App(): void {
  const input = remember(() => ({ current: null as HTMLInputElement | null }));
  const divRef = remember<{ current: HTMLDivElement | null }>(() => ({ current: null }));
  <MyButton variant="ghost" onClick={(e) => void e.currentTarget} type="button" disabled>
    hi
  </MyButton>;
  <Wrapper>ok</Wrapper>;
  <List items={["a", "b"] as const}>
    {({ item, index }) => (
      <li>
        {item}
        {index}
      </li>
    )}
  </List>;
  <List items={[1, 2]}>
    {({ item }) => {
      <b>{item.toFixed(1)}</b>;
    }}
  </List>;
  <Default key="x" label="y" />;
  <input ref={input} />;
  <div ref={divRef} />;
  <svg width="24" height="24">
    <g transform="translate(1 1)" opacity={0.5}>
      <rect x={0} y={0} rx="2" />
      <text x="0" y="10" textAnchor="middle" fontSize={12}>
        t
      </text>
    </g>
    <foreignObject width={10} height={10}>
      <div>x</div>
    </foreignObject>
  </svg>;
  <Fragment>plain</Fragment>;
}
export function Attributes(): void {
  <input type="file" accept="image/*" capture="environment" multiple />;
  <div
    translate="no"
    contentEditable={true}
    hidden="until-found"
    inert
    popover="auto"
    slot="s"
    nonce="n"
    is="x-y"
    itemProp="name"
    itemScope
    itemType="https://schema.org/Person"
  />;
  <button popoverTarget="p" popoverTargetAction="toggle" command="show-modal" commandfor="d" />;
  <link rel="icon" sizes="16x16" href="/i.png" as="image" />;
  <meta property="og:title" content="x" name="n" httpEquiv="refresh" />;
  <script type="module" async defer src="/a.js" crossOrigin="anonymous" integrity="x" noModule={false} />;
  <form action="/x" method="post" encType="multipart/form-data" noValidate autoComplete="off" />;
  <img src="a" srcSet="a 1x" sizes="100vw" fetchPriority="high" referrerPolicy="no-referrer" useMap="#m" />;
  <a hrefLang="en" ping="/p" referrerPolicy="origin" />;
  <track srcLang="en" kind="subtitles" default />;
  <ol start={3} reversed type="a" />;
  <th scope="col" abbr="x" colSpan={2} />;
  <time dateTime="2020-01-01" />;
  <input
    inputMode="numeric"
    enterKeyHint="go"
    pattern="\d*"
    min="2020-01-01"
    max={10}
    step="any"
    size={3}
    dirName="x.dir"
    formAction="/y"
    formNoValidate
    formEncType="text/plain"
    formMethod="post"
    formTarget="_self"
  />;
  <object data="x.swf" type="application/x" />;
  <iframe src="/x" loading="lazy" allow="fullscreen" referrerPolicy="no-referrer" title="t" />;
  <dialog open />;
  <progress value={0.5} max={1} />;
  <meter value={2} min={0} max={10} low={2} high={8} optimum={5} />;
  <output htmlFor="a b" form="f" name="o" />;
  <fieldset disabled form="f" name="g" />;
  <col span={2} />;
  <area shape="rect" coords="0,0,1,1" alt="" href="#" download />;
  <canvas width={10} height={10} />;
  <template shadowRootMode="open" />;
  <slot name="x" />;
}
