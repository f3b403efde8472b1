// Event handlers as React code writes them: nested handlers that stop
// propagation, handlers in folded templates and in keyed rows that move,
// handlers that come and go, handlers that read the state of their pass.
import { mutableStateListOf, mutableStateOf, remember, type MutableState } from "composa";
import { Portal } from "composa/dom";

export const clicks: string[] = [];

function Card({ id, title, onOpen }: { id: number; title: string; onOpen: (id: number) => void }) {
  <div class="card" onClick={() => clicks.push(`card ${id}`)}>
    <h2>{title}</h2>
    <button class="open" onClick={(e) => (e.stopPropagation(), onOpen(id))}>
      Open
    </button>
    <a href="#" onClick={(e) => (e.preventDefault(), clicks.push(`link ${id}`))}>
      link
    </a>
  </div>;
}

export function Board({ armed, target }: { armed: MutableState<boolean>; target: HTMLElement }) {
  const cards = remember(() =>
    mutableStateListOf({ id: 1, title: "one" }, { id: 2, title: "two" }, { id: 3, title: "three" }),
  );
  const opened = remember(() => mutableStateOf<number[]>([]));
  const count = remember(() => mutableStateOf(0));
  <div class="board" onClick={() => clicks.push("board")}>
    {cards.map((c) => (
      <Card key={c.id} id={c.id} title={c.title} onOpen={(id) => (opened.value = [...opened.value, id])} />
    ))}
    <p class="opened">Opened: {opened.value.join(",")}</p>
    <button class="rotate" onClick={() => cards.push(cards.shift()!)}>
      Rotate
    </button>
    <button class="armed" onClick={armed.value ? () => clicks.push(`armed ${count.value}`) : undefined}>
      {armed.value ? "Armed" : "Disarmed"}
    </button>
    <button class="count" onClick={() => count.value++}>
      {count.value}
    </button>
    <svg width="10" height="10">
      <circle class="dot" r="5" cx="5" cy="5" onClick={() => clicks.push(`svg ${count.value}`)} />
    </svg>
    <Portal target={target}>
      <button class="portal" onClick={() => clicks.push(`portal ${count.value}`)}>
        In portal {count.value}
      </button>
    </Portal>
  </div>;
}
