// Snapshots as a Compose developer uses them around a UI: an edit form
// staged in a mutable snapshot (Save applies, Cancel disposes), a background
// job that writes in a snapshot the UI must not see until it applies, and a
// composition that clamps its own state while composing.
import {
  derivedStateOf,
  LaunchedEffect,
  MutableSnapshot,
  mutableStateListOf,
  mutableStateOf,
  remember,
  Snapshot,
  snapshotFlow,
  type MutableState,
  type StateList,
} from "composa";

export interface Account {
  name: MutableState<string>;
  email: MutableState<string>;
  tags: StateList<string>;
}

export const reads: string[] = [];

/** Shows the account as the composition sees it (the global snapshot). */
export function AccountView({ account }: { account: Account }) {
  const line = `${account.name.value} <${account.email.value}> [${account.tags.join(",")}]`;
  reads.push(line);
  <p class="view">{line}</p>;
}

/**
 * An editor that stages edits in a mutable snapshot: the fields show the
 * snapshot's values (read inside `enter`), the rest of the app keeps the
 * applied ones until Save.
 */
export function Editor({ account, result }: { account: Account; result: MutableState<string> }) {
  const draft = remember(() => mutableStateOf<MutableSnapshot | null>(null));
  const version = remember(() => mutableStateOf(0)); // bumped to show the draft's values again
  void version.value;
  const snap = draft.value;
  const shown = snap === null ? account.name.value : snap.enter(() => account.name.value);
  <AccountView account={account} />;
  if (snap === null) {
    <button onClick={() => (draft.value = Snapshot.takeMutableSnapshot())}>Edit</button>;
  } else {
    <input
      aria-label="name"
      value={shown}
      onInput={(e) => {
        const v = e.currentTarget.value;
        snap.enter(() => {
          account.name.value = v;
          account.tags.push(`renamed`);
        });
        version.value++;
      }}
    />;
    <button
      onClick={() => {
        const applied = snap.apply();
        result.value = applied.succeeded ? "saved" : "conflict";
        snap.dispose();
        draft.value = null;
      }}
    >
      Save
    </button>;
    <button
      onClick={() => {
        snap.dispose();
        draft.value = null;
      }}
    >
      Cancel
    </button>;
  }
  <output>{result.value}</output>;
}

/** A composable that keeps its state in range while composing (the pass's own snapshot). */
export function Clamped({ n }: { n: MutableState<number> }) {
  if (n.value > 10) n.value = 10;
  const doubled = remember(() => derivedStateOf(() => n.value * 2));
  <p class="clamped">{`${n.value} ${doubled.value}`}</p>;
}

/** A list filled by a job that writes in a snapshot and applies when done. */
export function Inbox({ messages, job }: { messages: StateList<string>; job: (apply: () => void) => void }) {
  LaunchedEffect(true, async () => {
    const snap = Snapshot.takeMutableSnapshot();
    snap.enter(() => {
      messages.push("m1");
      messages.push("m2");
    });
    job(() => {
      snap.apply().check();
      snap.dispose();
    });
  });
  <ul>
    {messages.map((m) => (
      <li key={m}>{m}</li>
    ))}
  </ul>;
}

/** Logs every distinct total through snapshotFlow while the UI shows it. */
export function Totals({
  a,
  b,
  log,
}: {
  a: MutableState<number>;
  b: MutableState<number>;
  log: (n: number) => void;
}) {
  LaunchedEffect(true, async (signal) => {
    for await (const total of snapshotFlow(() => a.value + b.value)) {
      if (signal.aborted) break;
      log(total);
    }
  });
  <p class="total">{a.value + b.value}</p>;
}

export { mutableStateListOf };

/** A later sibling fills a list while composing: the earlier reader shows it after the same flush. */
function Count({ list }: { list: StateList<string> }) {
  <h2>{list.length}</h2>;
}

function Filler({ list, n }: { list: StateList<string>; n: number }) {
  while (list.length < n) list.push(`row ${list.length}`);
}

export function FilledWhileComposing({ list, n }: { list: StateList<string>; n: MutableState<number> }) {
  <Count list={list} />;
  <Filler list={list} n={n.value} />;
}
