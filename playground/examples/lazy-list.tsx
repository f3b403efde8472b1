import { remember } from "composa";
import { Button, LazyColumn, Row, Text, rememberLazyListState } from "composa/dom";

interface Entry {
  id: number;
  title: string;
  lines: number;
}

/** 100,000 entries of one to four lines: heights vary, and are measured as items come into view. */
function makeEntries(): Entry[] {
  return Array.from({ length: 100_000 }, (_, i) => ({
    id: i,
    title: `Entry ${i + 1}`,
    lines: 1 + ((i * 7919) % 4),
  }));
}

function lineNumbers(count: number): number[] {
  return Array.from({ length: count }, (_, line) => line);
}

function EntryView({ entry, index }: { entry: Entry; index: number }) {
  <article class="lazy-entry">
    <b>{entry.title}</b>
    {lineNumbers(entry.lines).map((line) => (
      <p key={line}>{`Line ${line + 1} of item ${index}`}</p>
    ))}
  </article>;
}

/** A LazyColumn of 100,000 rows: only those in view are composed, each a subcomposition (see the inspector's Compositions tab). */
export function LazyListExample() {
  const entries = remember(() => makeEntries());
  const list = rememberLazyListState();
  <Row>
    <Button text="Top" onClick={() => list.scrollToItem(0)} />
    <Button text="Item 50,000" onClick={() => list.scrollToItem(49_999)} />
    <Text text={`First visible: ${list.firstVisibleItemIndex + 1}`} />
  </Row>;
  <LazyColumn
    items={entries}
    itemKey={(e: Entry) => e.id}
    itemType={(e: Entry) => e.lines}
    state={list}
    estimatedItemSize={60}
    style="height: 420px; border: 1px solid #ccc"
  >
    {({ item, index }: { item: Entry; index: number }) => <EntryView entry={item} index={index} />}
  </LazyColumn>;
}
