// A page whose list throws at one row while the server composes it (no error boundary).
export function Broken({ at }: { at: number }) {
  <ul>
    {[1, 2, 3, 4].map((n) => {
      if (n === at) throw new Error(`row ${n} is broken`);
      return <li key={n}>{n}</li>;
    })}
  </ul>;
}
