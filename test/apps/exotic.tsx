// Declarations and calls in shapes that type-check.
import type { Children } from "composa/jsx-runtime";

export default ({ n }: { n: number }) => {
  <b>{n}</b>;
};

export class Parts {
  static Badge = ({ n }: { n: number }) => {
    <i class="badge">{n}</i>;
  };
}

const _Hidden = ({ t }: { t: string }) => {
  <s>{t}</s>;
};

function Both({ children, title }: { children?: Children; title: string }) {
  <section title={title}>{children}</section>;
}

let Swappable = ({ t }: { t: string }) => {
  <em>{t}</em>;
};
export function swap(): void {
  Swappable = ({ t }: { t: string }) => {
    <strong>{t}</strong>;
  };
}

export function Exotic({ n, flag }: { n: number; flag: boolean }) {
  <Parts.Badge n={n} />;
  <_Hidden t="h" />;
  <Both title="t" children={() => <u>attr</u>} />;
  <Both title="t2">{flag ? "text" : <p>el</p>}</Both>;
  <Swappable t={String(n)} />;
  {
    [1, 2].map((i) => <b key={i}>{i * n}</b>);
  }
  const list = flag ? [n, n + 1] : [];
  for (const x of list) {
    if (x % 2) continue;
    <var>{x}</var>;
  }
}
