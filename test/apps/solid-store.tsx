// Solid's fine-grained store written by a user over Composa's state: a Proxy
// that gives each property of each object a state of its own, created lazily
// the first time it is read (often while composing), `setStore` with paths
// (`setStore("todos", 0, "done", (d) => !d)`), `useTrackedEffect` that tracks
// what it read through Snapshot.observe and re-runs after each apply that
// changed one of those states, `<Index>` (rows by position) and `<Dynamic>`
// (a tag name or a composable chosen at run time).
import { DisposableEffect, Snapshot, mutableStateOf, remember, untracked, type MutableState } from "composa";

// ---- createStore ------------------------------------------------------------------------

type Path = (string | number)[];

/** One state per property of a plain object or array, created when first read. */
function wrap<T extends object>(
  target: T,
  states = new WeakMap<object, Map<PropertyKey, MutableState<unknown>>>(),
): T {
  const stateOf = (obj: object, key: PropertyKey): MutableState<unknown> => {
    let props = states.get(obj);
    if (props === undefined) states.set(obj, (props = new Map()));
    let state = props.get(key);
    if (state === undefined) {
      state = mutableStateOf((obj as Record<PropertyKey, unknown>)[key]);
      props.set(key, state);
    }
    return state;
  };
  const proxies = new WeakMap<object, object>();
  const proxy = (obj: object): object => {
    let p = proxies.get(obj);
    if (p === undefined) {
      p = new Proxy(obj, {
        get(o, key) {
          // Symbols and inherited members (an array's map, filter): as they are;
          // array methods read `length` and the items through the proxy, which tracks them.
          if (typeof key === "symbol" || (!Object.hasOwn(o, key) && key in o)) return Reflect.get(o, key);
          const value = stateOf(o, key).value;
          return value !== null && typeof value === "object" ? proxy(value) : value;
        },
        set() {
          throw new Error("a store is changed through setStore");
        },
      });
      proxies.set(obj, p);
    }
    return p;
  };
  const root = proxy(target) as T;
  write.set(root, (path, value) => {
    let obj: Record<PropertyKey, unknown> = target as Record<PropertyKey, unknown>;
    for (const key of path.slice(0, -1)) obj = obj[key] as Record<PropertyKey, unknown>;
    const last = path[path.length - 1]!;
    const previous = obj[last];
    const next = typeof value === "function" ? (value as (p: unknown) => unknown)(previous) : value;
    if (Object.is(previous, next)) return;
    const hadLength = Array.isArray(obj) ? obj.length : -1;
    obj[last] = next;
    stateOf(obj, last).value = next;
    if (Array.isArray(obj) && obj.length !== hadLength) stateOf(obj, "length").value = obj.length;
  });
  return root;
}

const write = new WeakMap<object, (path: Path, value: unknown) => void>();

export type SetStore = (...pathAndValue: unknown[]) => void;

export function createStore<T extends object>(initial: T): [T, SetStore] {
  const store = wrap(structuredClone(initial));
  const set = write.get(store)!;
  return [
    store,
    (...args) => {
      // Several writes of one setStore (an array's item and its length) are seen together.
      Snapshot.withMutableSnapshot(() => set(args.slice(0, -1) as Path, args[args.length - 1]));
    },
  ];
}

// ---- useTrackedEffect -----------------------------------------------------------------------

export const effectLog: string[] = [];

/**
 * Solid's createEffect (named use*, as value composables are): runs `fn` after the pass that entered it, then again
 * after each apply that changed a state it read last time, with its previous
 * result; disposed with the composable.
 */
export function useTrackedEffect<T>(fn: (previous: T | undefined) => T): void {
  const latest = remember(() => ({ fn }));
  latest.fn = fn;
  DisposableEffect(() => {
    let reads = new Set<object>();
    let previous: T | undefined;
    const run = () => {
      const next = new Set<object>();
      previous = Snapshot.observe(
        (state) => next.add(state),
        undefined,
        () => latest.fn(previous),
      );
      reads = next;
    };
    run();
    const handle = Snapshot.registerApplyObserver((changed) => {
      for (const state of changed) {
        if (reads.has(state)) {
          run();
          return;
        }
      }
    });
    return () => handle.dispose();
  });
}

// ---- The app: a profile and a todo list in one store ---------------------------------------

export interface AppState {
  user: { name: string; address: { city: string; zip: string } };
  todos: { title: string; done: boolean }[];
}

export const runs: Record<string, number> = {};
const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);

function City({ store }: { store: AppState }) {
  ran("city");
  <p class="city">{store.user.address.city}</p>;
}

function Name({ store }: { store: AppState }) {
  ran("name");
  <p class="name">{store.user.name}</p>;
}

/** `<Index>`: one row per position; the row's input keeps its DOM node when the item at that position changes. */
function Index<T>({
  each,
  children: Row,
}: {
  each: readonly T[];
  children: (props: { item: T; index: number }) => void;
}) {
  for (let index = 0; index < each.length; index++) <Row item={each[index]!} index={index} />;
}

function TodoRow({
  todo,
  index,
  setStore,
}: {
  todo: AppState["todos"][number];
  index: number;
  setStore: SetStore;
}) {
  ran(`row ${index}`);
  <li class={todo.done ? "done" : undefined}>
    <input
      type="checkbox"
      aria-label={`done ${index}`}
      checked={todo.done}
      onChange={() => setStore("todos", index, "done", (d: boolean) => !d)}
    />
    <input
      aria-label={`title ${index}`}
      value={todo.title}
      onInput={(e) => setStore("todos", index, "title", e.currentTarget.value)}
    />
  </li>;
}

export function Profile({ initial }: { initial: AppState }) {
  const [store, setStore] = remember(() => createStore(initial));
  useTrackedEffect<string>((previous) => {
    const now = `${store.user.name} in ${store.user.address.city}`;
    effectLog.push(previous === undefined ? now : `${previous} → ${now}`);
    return now;
  });
  useTrackedEffect(() => {
    // Solid's untrack: read once, never re-run for it.
    effectLog.push(`todos: ${store.todos.length} (zip ${untracked(() => store.user.address.zip)})`);
  });
  <Name store={store} />;
  <City store={store} />;
  <button onClick={() => setStore("user", "address", "city", "Lyon")}>move</button>;
  <button onClick={() => setStore("user", "name", (n: string) => n.toUpperCase())}>shout</button>;
  <button onClick={() => setStore("user", "address", "zip", "69000")}>zip</button>;
  <button onClick={() => setStore("todos", store.todos.length, { title: "new", done: false })}>add</button>;
  <ul>
    <Index each={store.todos}>
      {({ item, index }) => <TodoRow todo={item} index={index} setStore={setStore} />}
    </Index>
  </ul>;
  <p class="left">{`${store.todos.filter((t) => !t.done).length} left`}</p>;
}

// ---- <Dynamic component> ------------------------------------------------------------------

function Fancy({ text, tone }: { text: string; tone?: string }) {
  const clicks = remember(() => mutableStateOf(0));
  <strong class={`fancy ${tone ?? ""}`} onClick={() => clicks.value++}>
    {text} {clicks.value}
  </strong>;
}

function Plain({ text }: { text: string }) {
  <em>{text}</em>;
}

/** Solid's `<Dynamic component={…} {...props}>`: a tag name or a composable. */
function Dynamic({
  component: Component,
  ...rest
}: {
  component: "h1" | "h2" | typeof Fancy | typeof Plain;
  text: string;
  tone?: string;
}) {
  if (typeof Component === "string") <Component class="dyn">{rest.text}</Component>;
  else <Component {...rest} />;
}

export const dynamicChoice = mutableStateOf<"h1" | "h2" | "fancy" | "plain">("fancy");

export function Picker() {
  const choice = dynamicChoice.value;
  const component = choice === "fancy" ? Fancy : choice === "plain" ? Plain : choice;
  <div class="picker">
    <Dynamic component={component} text="hello" tone="warm" />
  </div>;
}
