// movableContentOf as Compose code uses it: a player that moves between a
// wide and a narrow layout, items that move between two columns of a board,
// a panel that pops out into a Portal and back, and content with parameters.
import { DisposableEffect, movableContentOf, mutableStateOf, remember, type MutableState } from "composa";
import { Portal } from "composa/dom";

export const lifecycle: string[] = [];

/** Player state that must survive a move: a counter, a text field, an effect. */
function PlayerBody({ title }: { title: string }) {
  const plays = remember(() => mutableStateOf(0));
  DisposableEffect(() => {
    lifecycle.push(`enter ${title}`);
    return () => lifecycle.push(`leave ${title}`);
  });
  <div class="player">
    <b>{title}</b>
    <button onClick={() => plays.value++}>{`plays ${plays.value}`}</button>
    <input aria-label="comment" />
  </div>;
}

export function Layout({ wide, title }: { wide: MutableState<boolean>; title: MutableState<string> }) {
  const Player = remember(() => movableContentOf(({ t }: { t: string }) => <PlayerBody title={t} />));
  if (wide.value) {
    <div class="row">
      <aside>side</aside>
      <Player t={title.value} />
    </div>;
  } else {
    <div class="column">
      <Player t={title.value} />
      <aside>side</aside>
    </div>;
  }
}

// ---- A board whose cards move between columns -------------------------------

export interface Card {
  id: string;
  done: boolean;
}

function CardBody({ id }: { id: string }) {
  const notes = remember(() => mutableStateOf(0));
  DisposableEffect(() => {
    lifecycle.push(`enter ${id}`);
    return () => lifecycle.push(`leave ${id}`);
  });
  <li class="card" data-id={id}>
    <span>{id}</span>
    <button onClick={() => notes.value++}>{`notes ${notes.value}`}</button>
  </li>;
}

export function Board({ cards }: { cards: MutableState<Card[]> }) {
  // One movable content per card id, kept across passes (Compose: remember { items.associateWith { movableContentOf { … } } }).
  const contents = remember(() => new Map<string, (p: Record<never, never>) => void>());
  const contentOf = (id: string) => {
    let c = contents.get(id);
    if (c === undefined) {
      c = movableContentOf(() => <CardBody id={id} />);
      contents.set(id, c);
    }
    return c;
  };
  <section class="todo">
    <ul>
      {cards.value
        .filter((c) => !c.done)
        .map((c) => {
          const Content = contentOf(c.id);
          return <Content key={c.id} />;
        })}
    </ul>
  </section>;
  <section class="done">
    <ul>
      {cards.value
        .filter((c) => c.done)
        .map((c) => {
          const Content = contentOf(c.id);
          return <Content key={c.id} />;
        })}
    </ul>
  </section>;
}

// ---- A panel popped out into a Portal --------------------------------------

export function PopOut({ out, target }: { out: MutableState<boolean>; target: HTMLElement }) {
  const Panel = remember(() => movableContentOf(() => <PlayerBody title="panel" />));
  <main>
    {out.value ? (
      <Portal target={target}>
        <Panel />
      </Portal>
    ) : (
      <Panel />
    )}
  </main>;
}

// ---- Content dropped for a pass, then placed again ---------------------------

export function Flicker({ shown }: { shown: MutableState<boolean> }) {
  const Body = remember(() => movableContentOf(() => <PlayerBody title="flicker" />));
  if (shown.value) <Body />;
}

// ---- Content with parameters, placed in a row of a keyed list -----------------

export function Selected({ items, selected }: { items: string[]; selected: MutableState<string> }) {
  const Highlight = remember(() =>
    movableContentOf(({ label }: { label: string }) => {
      const clicks = remember(() => mutableStateOf(0));
      <span class="highlight" onClick={() => clicks.value++}>{`${label}:${clicks.value}`}</span>;
    }),
  );
  <ul>
    {items.map((item) => (
      <li key={item}>
        {item}
        {item === selected.value && <Highlight label={item.toUpperCase()} />}
      </li>
    ))}
  </ul>;
}

/** Two portals that stay open and the page: the panel goes to whichever `where` names. */
export function ThreePlaces({
  where,
  left,
  right,
}: {
  where: MutableState<"left" | "right" | "page">;
  left: HTMLElement;
  right: HTMLElement;
}) {
  const Panel = remember(() => movableContentOf(() => <PlayerBody title="roaming" />));
  <Portal target={left}>{where.value === "left" && <Panel />}</Portal>;
  <Portal target={right}>
    <p>right side</p>
    {where.value === "right" && <Panel />}
  </Portal>;
  <section>{where.value === "page" && <Panel />}</section>;
}

// ---- Content shared by two compositions (two `render` roots) -------------------

/** One movable content for the whole page (Compose: held outside the compositions that place it). */
export const SharedPanel = movableContentOf(() => <PlayerBody title="shared" />);

/** A root that shows the shared panel while `shows` says so. */
export function PanelHost({ shows }: { shows: MutableState<boolean> }) {
  <div class="host">{shows.value && <SharedPanel />}</div>;
}

/** The panel in the page, or in a Portal whose content decides on its own (it reads `inPortal`, the page reads `inPage`). */
export function SplitDecision({
  inPage,
  inPortal,
  target,
}: {
  inPage: MutableState<boolean>;
  inPortal: MutableState<boolean>;
  target: HTMLElement;
}) {
  const Panel = remember(() => movableContentOf(() => <PlayerBody title="split" />));
  <section>{inPage.value && <Panel />}</section>;
  <Portal target={target}>{inPortal.value && <Panel />}</Portal>;
}
