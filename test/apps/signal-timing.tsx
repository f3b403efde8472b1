// When state is written and read, as Solid and Vue code does it: a handler
// that reads after its own write and after an await (always the latest
// value), derived state read outside any composition, a ref callback that
// measures and writes (React's useLayoutEffect pattern), writes made while
// composing from a queued microtask, a watcher (snapshotFlow) that writes
// another state, a cleanup that writes state another composition reads,
// a module-level map with object keys, a withMutableSnapshot inside
// composition, and untracked reads while composing.
import {
  DisposableEffect,
  LaunchedEffect,
  Snapshot,
  derivedStateOf,
  mutableStateMapOf,
  mutableStateOf,
  remember,
  snapshotFlow,
  untracked,
} from "composa";

export const counts: Record<string, number> = {};
const ran = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);

export const seen: string[] = [];

// ---- Reads in handlers ---------------------------------------------------------------------

export const price = mutableStateOf(10);
export const qty = mutableStateOf(1);
export const total = derivedStateOf(() => price.value * qty.value);

export function Checkout() {
  ran("checkout");
  <p class="total">{total.value}</p>;
  <button
    onClick={async () => {
      qty.value++;
      seen.push(`after write ${qty.value} ${total.value}`);
      await Promise.resolve();
      price.value = 20;
      seen.push(`after await ${total.value}`);
      await new Promise((r) => setTimeout(r, 0));
      seen.push(`after a frame ${total.value}`);
    }}
  >
    buy
  </button>;
}

// ---- A ref that measures, a watcher that writes ---------------------------------------------

export function Measured({ text }: { text: string }) {
  ran("measured");
  const length = remember(() => mutableStateOf(-1));
  const doubled = remember(() => mutableStateOf(0));
  LaunchedEffect(async (signal) => {
    for await (const n of snapshotFlow(() => length.value, signal)) doubled.value = n * 2;
  });
  <span
    ref={(el: HTMLSpanElement | null) => {
      if (el !== null) length.value = el.textContent!.length;
    }}
  >
    {text}
  </span>;
  <output>{`${length.value} / ${doubled.value}`}</output>;
}

// ---- Writes while composing, from a microtask and inside a nested snapshot ------------------

export const log = mutableStateOf<string[]>([]);

export function Announcer({ name }: { name: string }) {
  ran("announcer");
  // Composing queues a write for after the pass (once per name): it lands in the next one.
  const said = remember(name, () => ({ done: false }));
  if (!said.done) {
    said.done = true;
    queueMicrotask(() => (log.value = [...untracked(() => log.value), `hello ${name}`]));
  }
  const visits = remember(() => mutableStateOf(0));
  // A nested snapshot inside composition's own: applied into it, kept with the pass.
  Snapshot.withMutableSnapshot(() => {
    if (visits.value === 0) visits.value = 1;
  });
  <p class="announce">{`${name} (${visits.value})`}</p>;
}

export function LogView() {
  ran("log");
  <ul class="log">
    {log.value.map((line, i) => (
      <li key={i}>{line}</li>
    ))}
  </ul>;
}

// ---- A cleanup that writes state read by another root ---------------------------------------

export const open = mutableStateOf(0);

export function Panel() {
  DisposableEffect(() => {
    open.value++;
    return () => open.value--;
  });
  <div class="panel">panel</div>;
}

export function OpenCount() {
  <p class="open">{`${open.value} open`}</p>;
}

// ---- A module-level map with object keys ------------------------------------------------------

export interface User {
  name: string;
}
export const ann: User = { name: "ann" };
export const bob: User = { name: "bob" };
export const presence = mutableStateMapOf<User, "here" | "away">();

function PresenceDot({ user }: { user: User }) {
  ran(`dot ${user.name}`);
  <i class={presence.get(user) ?? "unknown"}>{user.name}</i>;
}

export function Presence() {
  <PresenceDot user={ann} />;
  <PresenceDot user={bob} />;
  <p class="summary">{`${[...presence.values()].filter((v) => v === "here").length} here`}</p>;
}

// ---- Untracked while composing --------------------------------------------------------------

export const theme = mutableStateOf("light");
export const label = mutableStateOf("a");

export function Untracked() {
  ran("untracked");
  // Read once per pass, never a reason to recompose.
  <p class="u">{`${label.value} ${untracked(() => theme.value)}`}</p>;
}
