/**
 * The playground's examples: which file, which composable, and what it shows.
 * Each example file exports composables only, so editing it hot-reloads in
 * place (a module with other exports falls back to Vite's propagation).
 */
export interface Example {
  id: string;
  title: string;
  /** One or two sentences: what to try, what to notice. */
  about: string;
  /** The file under `examples/`. */
  file: string;
  /** The exported composable the playground renders. */
  entry: string;
}

export const examples: Example[] = [
  {
    id: "counter",
    title: "Counter",
    about: "A remembered state. A click writes it; only the scope that read it recomposes.",
    file: "counter.tsx",
    entry: "Counter",
  },
  {
    id: "show-person",
    title: "ShowPerson",
    about:
      "How Composition Works' inserts, deletes and moves. Each field shows the number it got when it was created: moved fields keep theirs.",
    file: "show-person.tsx",
    entry: "ShowPersonExample",
  },
  {
    id: "counters",
    title: "Counters (showMiddle)",
    about:
      "Identity follows the call site: hiding the middle counter drops its state, the last keeps its own.",
    file: "counters.tsx",
    entry: "CountersExample",
  },
  {
    id: "table",
    title: "Keyed table",
    about:
      "Rows keyed by id: add, swap, remove, select. Swapping two rows moves two nodes; unchanged rows are skipped.",
    file: "table.tsx",
    entry: "TableExample",
  },
  {
    id: "todos",
    title: "To-do list",
    about: "A TextField (its caret survives recomposition), a state list, keyed items and a filter.",
    file: "todos.tsx",
    entry: "TodosExample",
  },
  {
    id: "effects",
    title: "Effects and timers",
    about:
      "LaunchedEffect runs a cancellable timer, DisposableEffect adds and removes a listener, SideEffect writes the page title.",
    file: "effects.tsx",
    entry: "EffectsExample",
  },
  {
    id: "derived",
    title: "Derived state",
    about:
      "derivedStateOf invalidates its readers only when its result changes; the numbers are deferred text bindings.",
    file: "derived.tsx",
    entry: "DerivedExample",
  },
  {
    id: "error-boundary",
    title: "Error boundary",
    about:
      "Past 3 the content throws while composing: the boundary shows its fallback in the same pass, and Retry composes it again.",
    file: "error-boundary.tsx",
    entry: "ErrorBoundaryExample",
  },
  {
    id: "slots",
    title: "Slots and compound components",
    about:
      "A parameterized slot keeps each item's state: click a few items, then Reverse. Panel.Title is a member composable.",
    file: "slots.tsx",
    entry: "SlotsExample",
  },
  {
    id: "persisted-todos",
    title: "Persisted to-do list",
    about:
      "LaunchedEffect + snapshotFlow save the list to localStorage after every change, though only a child reads it. Add items and reload.",
    file: "persisted-todos.tsx",
    entry: "PersistedTodosExample",
  },
  {
    id: "lazy-list",
    title: "Lazy list (100,000 rows)",
    about:
      "A LazyColumn composes only the rows in view, each a subcomposition; rows that scroll out are reused by rows of the same shape (number of lines).",
    file: "lazy-list.tsx",
    entry: "LazyListExample",
  },
];

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>("./*.tsx", { eager: true });
const sources = import.meta.glob<string>("./*.tsx", { eager: true, query: "?raw", import: "default" });
const compiled = import.meta.glob<string>("./*.tsx", { eager: true, query: "?compiled", import: "default" });

/** The composable an example renders. */
export function entryOf(example: Example): (props: object) => void {
  const fn = modules[`./${example.file}`]?.[example.entry];
  if (typeof fn !== "function")
    throw new Error(`playground: ${example.file} has no composable ${example.entry}`);
  return fn as (props: object) => void;
}

export function sourceOf(example: Example): string {
  return sources[`./${example.file}`] ?? "";
}

export function compiledOf(example: Example): string {
  return compiled[`./${example.file}`] ?? "";
}
