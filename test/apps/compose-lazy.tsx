// LazyColumn as a Compose developer uses it: keyed rows with their own state
// and effects, a header of another shape, rows that read a composition local
// and a selection state, a LazyListState driving scrollToItem.
import {
  compositionLocalOf,
  CompositionLocalProvider,
  DisposableEffect,
  LaunchedEffect,
  mutableStateOf,
  remember,
  type MutableState,
} from "composa";
import { LazyColumn, rememberLazyListState, type LazyListState } from "composa/dom";

export const log: string[] = [];
export const rowRuns: Record<string, number> = {};
export const LocalAccent = compositionLocalOf("blue");

export type Entry = { kind: "header"; title: string } | { kind: "row"; id: number; text: string };

function Header({ title }: { title: string }) {
  <h3 class="header">{title}</h3>;
}

function Row({ entry, selected }: { entry: { id: number; text: string }; selected: MutableState<number> }) {
  rowRuns[entry.id] = (rowRuns[entry.id] ?? 0) + 1;
  const likes = remember(() => mutableStateOf(0));
  DisposableEffect(entry.id, () => {
    log.push(`subscribe ${entry.id}`);
    return () => log.push(`unsubscribe ${entry.id}`);
  });
  LaunchedEffect(entry.id, async (signal) => {
    signal.addEventListener("abort", () => log.push(`abort ${entry.id}`));
  });
  <div
    class={selected.value === entry.id ? "row selected" : "row"}
    data-id={entry.id}
    style={{ color: LocalAccent.current }}
    onClick={() => (selected.value = entry.id)}
  >
    <span>{entry.text}</span>
    <button onClick={() => likes.value++}>{`♥ ${likes.value}`}</button>
  </div>;
}

export function Feed({
  entries,
  selected,
  accent,
  handle,
}: {
  entries: MutableState<Entry[]>;
  selected: MutableState<number>;
  accent: MutableState<string>;
  handle: { state?: LazyListState };
}) {
  const state = rememberLazyListState();
  handle.state = state;
  <p class="first">{state.firstVisibleItemIndex}</p>;
  <CompositionLocalProvider values={[LocalAccent.provides(accent.value)]}>
    <LazyColumn
      items={entries.value}
      itemKey={(e: Entry) => (e.kind === "header" ? `h:${e.title}` : e.id)}
      itemType={(e: Entry) => e.kind}
      state={state}
      style="height: 400px"
    >
      {({ item }: { item: Entry }) => {
        if (item.kind === "header") <Header title={item.title} />;
        else <Row entry={item} selected={selected} />;
      }}
    </LazyColumn>
  </CompositionLocalProvider>;
}
