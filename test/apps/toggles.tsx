// Small composables whose one state `s` takes values of different kinds in
// turn: holes next to static text, attributes that come and go, style and
// class objects, SVG, custom elements, nested templates.
import type { MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the state takes values of every kind on purpose
export type P = { s: MutableState<any> };

export function HoleBetweenText({ s }: P) {
  <p class="greeting">
    Hello, {s.value}! You have <b>{s.value}</b> messages.
  </p>;
}

export function HoleAlone({ s }: P) {
  <div>
    <span>{s.value}</span>
    <span>static</span>
  </div>;
}

export function TwoHolesAdjacent({ s }: P) {
  <h2>
    {s.value}
    {s.value}
  </h2>;
}

export function AttributeToggles({ s }: P) {
  <div>
    <a
      href={s.value}
      title={s.value}
      data-x={s.value}
      aria-label={s.value}
      tabIndex={s.value}
      id={s.value}
      class={s.value}
    >
      link
    </a>
    <input disabled={s.value} placeholder={s.value} readOnly={s.value} />
    <button hidden={s.value} type="button">
      b
    </button>
  </div>;
}

export function StyleAndClass({ s }: P) {
  <ul>
    <li style={s.value}>style</li>
    <li class={s.value}>class</li>
    <li className={s.value}>className</li>
  </ul>;
}

export function Svg({ s }: P) {
  <svg viewBox="0 0 10 10" width={s.value?.w} class={s.value?.c}>
    <g stroke={s.value?.stroke}>
      <circle cx="5" cy="5" r={s.value?.r} />
      <text x="1" y="9">
        {s.value?.label}
      </text>
    </g>
    {s.value?.extra && <rect x="0" y="0" width="2" height="2" />}
  </svg>;
}

export function Custom({ s }: P) {
  <section>
    <my-widget label={s.value} data-n={s.value}>
      <span>{s.value}</span>
    </my-widget>
  </section>;
}

export function Deep({ s }: P) {
  <table>
    <tbody>
      <tr>
        <td>a</td>
        <td class={s.value?.c}>{s.value?.t}</td>
      </tr>
      <tr>
        <td colSpan={s.value?.span}>
          <em>{s.value?.t}</em> after
        </td>
      </tr>
    </tbody>
  </table>;
}

export function MixedChildren({ s }: P) {
  <div>
    <h3>Title</h3>
    {s.value}
    <p>middle</p>
    {Array.isArray(s.value) ? s.value.length : "n/a"}
    text
  </div>;
}

export function Conditional({ s }: P) {
  <div>
    {s.value && <b>yes</b>}
    {s.value ? <i>{String(s.value)}</i> : <u>no</u>}
    {s.value ?? "nullish"}
    {s.value || "falsy"}
  </div>;
}

function Panel({ title, children, footer }: { title: string; children?: Children; footer?: Children }) {
  <div class="panel">
    <h4>{title}</h4>
    <div class="body">{children}</div>
    {footer && <div class="footer">{footer}</div>}
  </div>;
}

export function Slots({ s }: P) {
  <Panel title={String(s.value)} footer={s.value ? () => <small>{String(s.value)}</small> : undefined}>
    <p>first {s.value}</p>
    {s.value && <p>second</p>}
  </Panel>;
}

export function IfElse({ s }: P) {
  if (s.value === null || s.value === undefined) {
    <p>nothing</p>;
    return;
  }
  if (typeof s.value === "number") {
    <p class="num">{s.value}</p>;
  } else if (typeof s.value === "string") {
    <p class="str">{s.value}</p>;
  } else {
    <p>other</p>;
  }
  <footer>end</footer>;
}

export function Switch({ s }: P) {
  switch (typeof s.value) {
    case "number":
      <span>number {s.value}</span>;
      break;
    case "string":
      <span>string {s.value}</span>;
      if (s.value === "") break;
      <span>non-empty</span>;
      break;
    case "boolean":
      <span>bool</span>;
      break;
    default:
      <span>default</span>;
  }
}
