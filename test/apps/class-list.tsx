// Solid's classList beside class, as Solid code writes tabs.
import { mutableStateOf, remember } from "composa";

export function Tabs({ names }: { names: string[] }) {
  const current = remember(() => mutableStateOf(0));
  const busy = remember(() => mutableStateOf(false));
  <nav class="tabs" classList={{ busy: busy.value }}>
    {names.map((name, i) => (
      <button
        key={name}
        class="tab"
        classList={{ active: current.value === i, "tab-first": i === 0 }}
        onClick={() => (current.value = i)}
      >
        {name}
      </button>
    ))}
    <i classList={{ spinner: busy.value }} onClick={() => (busy.value = !busy.value)} />
  </nav>;
}
