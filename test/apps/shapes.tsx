// Composables for shapes.test.ts.
import { mutableStateOf, remember } from "composa";
import type { Children } from "composa/jsx-runtime";
export default function ({ items = [], ...rest }: { items?: string[]; [k: string]: unknown }) {
  <div {...rest}>
    {items.map((i) => (
      <>{i}</>
    ))}
  </div>;
}
export const Loops = function ({ n }: { n: number }) {
  let k = n;
  do {
    <i>{k}</i>;
    k--;
  } while (k > 0);
  for (const key in { a: 1, b: 2 }) {
    <b>{key}</b>;
  }
  outer: for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      if (j === n % 3) continue outer;
      <s>
        {i}
        {j}
      </s>;
    }
  }
};
export function Switchy({ xs }: { xs: { kind: string; id: number }[] }) {
  <ul>
    {xs.map((x, i) => {
      switch (x.kind) {
        case "a":
          return <li key={x.id}>A{i}</li>;
        case "b": {
          const y = x.id * 2;
          return (
            <li key={x.id} data-y={y}>
              B
            </li>
          );
        }
        default:
          return null;
      }
    })}
  </ul>;
}
export function Kids(props: { children?: Children; render: (p: { x: number }) => void }) {
  <div>{props.children}</div>;
  <props.render x={1} />;
}
export function UseKids({ n }: { n: number }) {
  <Kids render={({ x }) => <em>{x + n}</em>}>
    {n > 1 ? "many" : n}
    <hr />
  </Kids>;
  <Kids
    render={({ x }) => {
      <em>{x}</em>;
    }}
  />;
}
export function Table({ xs }: { xs: { id: number; cells: string[] }[] }) {
  <table>
    <tbody>
      {xs.map((row) => (
        <tr key={row.id}>
          {row.cells.map((c, j) => (
            <td key={j}>{c}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>;
}
export function Frags({ show }: { show: boolean }) {
  <></>;
  <>
    {show ? (
      <>
        a<b />
      </>
    ) : (
      <>c</>
    )}
  </>;
  {
    show ? <p /> : null;
  }
}
class Store {
  x = 1;
}
export function Defaults({
  s = new Store(),
  f = () => 1,
  ...others
}: {
  s?: Store;
  f?: () => number;
  [k: string]: unknown;
}) {
  const { x } = s;
  <p title={`${x}`} {...others} class="k">
    {f()}
  </p>;
}
function Item({ id, name }: { id: number; name: string }) {
  <li>
    {id}:{name}
  </li>;
}
export function SpreadItems({ items }: { items: { id: number; name: string }[] }) {
  <ul>
    {items.map((it) => (
      <Item key={it.id} {...it} />
    ))}
  </ul>;
}
type Maybe = { y?: { z?: number } } | null;
export function Misc({ x }: { x: Maybe | string }) {
  const label = x ? "yes" : "no";
  <p>
    {label} {(x as Maybe)?.y?.z ?? "-"}
  </p>;
  <p>
    {(() => {
      return JSON.stringify((x as Maybe)?.y);
    })()}
  </p>;
  // An object would be refused as a child (R019, test/apps/object-child).
  <p>{typeof x === "string" ? x : null}</p>;
  const s = remember(() => mutableStateOf(0));
  <button
    onClick={async () => {
      await Promise.resolve();
      s.value++;
    }}
  >
    {s.value}
  </button>;
}
export function ArrMap({ xs }: { xs: string[] }) {
  <div>{xs.map((x) => x)}</div>;
  <div>{xs.length ? xs.join(", ") : <em>none</em>}</div>;
}
