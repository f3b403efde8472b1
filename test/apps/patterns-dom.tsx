// Apps that reach outside their own subtree or lean on browser APIs, as React
// code does it: a dark-mode toggle that sets a class on `document.body`, a
// drag-and-drop reorder of keyed rows, global keyboard shortcuts, an
// animation loop on `requestAnimationFrame`, `ResizeObserver` and
// `IntersectionObserver` through refs, a recursive tree with expand /
// collapse, a list of counters that grows without end, and a sortable,
// filterable table.
import {
  DisposableEffect,
  SideEffect,
  derivedStateOf,
  mutableStateListOf,
  mutableStateOf,
  remember,
  type MutableState,
  type StateList,
} from "composa";

export const domLog: string[] = [];

// ---- Dark mode through a class on <body> ---------------------------------------------

export function ThemeToggle({ theme }: { theme: MutableState<"light" | "dark" | "system"> }) {
  // React's `useEffect(() => { document.body.classList.toggle("dark", dark) }, [dark])`.
  const dark =
    theme.value === "dark" ||
    (theme.value === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
  DisposableEffect(dark, () => {
    document.body.classList.toggle("dark", dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
    return () => {
      document.body.classList.remove("dark");
      document.documentElement.style.colorScheme = "";
    };
  });
  SideEffect(() => {
    document.title = `Theme: ${theme.value}`;
  });
  <fieldset>
    <legend>Theme</legend>
    {(["light", "dark", "system"] as const).map((t) => (
      <label key={t}>
        <input
          type="radio"
          name="theme"
          value={t}
          checked={theme.value === t}
          onChange={() => (theme.value = t)}
        />
        {t}
      </label>
    ))}
  </fieldset>;
}

// ---- Drag-and-drop reorder with keys ----------------------------------------------------

export interface Card {
  id: string;
  title: string;
}

function CardRow({ card, onDragStart, onDrop }: { card: Card; onDragStart: () => void; onDrop: () => void }) {
  const notes = remember(() => mutableStateOf(""));
  <li
    draggable
    data-id={card.id}
    onDragStart={(e) => {
      e.dataTransfer?.setData("text/plain", card.id);
      onDragStart();
    }}
    onDragOver={(e) => e.preventDefault()}
    onDrop={(e) => {
      e.preventDefault();
      onDrop();
    }}
  >
    <span>{card.title}</span>
    <input
      aria-label={`notes ${card.title}`}
      value={notes.value}
      onInput={(e) => (notes.value = e.currentTarget.value)}
    />
  </li>;
}

export function Board({ cards }: { cards: StateList<Card> }) {
  const dragging = remember(() => ({ current: null as string | null }));
  const moveTo = (targetId: string) => {
    const from = cards.findIndex((c) => c.id === dragging.current);
    const to = cards.findIndex((c) => c.id === targetId);
    if (from < 0 || to < 0 || from === to) return;
    const [moved] = cards.splice(from, 1);
    cards.splice(to, 0, moved!);
    dragging.current = null;
  };
  <ul class="board">
    {cards.map((c) => (
      <CardRow
        key={c.id}
        card={c}
        onDragStart={() => (dragging.current = c.id)}
        onDrop={() => moveTo(c.id)}
      />
    ))}
  </ul>;
}

// ---- Keyboard shortcuts ------------------------------------------------------------------

export function Editor() {
  const text = remember(() => mutableStateOf(""));
  const history = remember(() => ({ past: [] as string[], future: [] as string[] }));
  const saved = remember(() => mutableStateOf<string | null>(null));
  const help = remember(() => mutableStateOf(false));
  const edit = (next: string) => {
    history.past.push(text.value);
    history.future.length = 0;
    text.value = next;
  };
  DisposableEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key === "z" && !e.shiftKey) {
        e.preventDefault();
        const prev = history.past.pop();
        if (prev !== undefined) {
          history.future.push(text.value);
          text.value = prev;
        }
      } else if (mod && (e.key === "y" || (e.key === "z" && e.shiftKey) || e.key === "Z")) {
        e.preventDefault();
        const next = history.future.pop();
        if (next !== undefined) {
          history.past.push(text.value);
          text.value = next;
        }
      } else if (mod && e.key === "s") {
        e.preventDefault();
        saved.value = text.value;
      } else if (e.key === "?" && !(e.target instanceof HTMLTextAreaElement)) {
        help.value = !help.value;
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });
  <textarea aria-label="editor" value={text.value} onInput={(e) => edit(e.currentTarget.value)} />;
  <p class="status">
    {saved.value === null ? "never saved" : saved.value === text.value ? "saved" : "unsaved changes"}
  </p>;
  if (help.value) <aside role="note">Ctrl+Z undo · Ctrl+Y redo · Ctrl+S save</aside>;
}

// ---- A requestAnimationFrame loop ---------------------------------------------------------

export function Spinner({ speed }: { speed: number }) {
  const angle = remember(() => mutableStateOf(0));
  const running = remember(() => mutableStateOf(true));
  DisposableEffect(speed, running.value, () => {
    if (!running.value) return;
    let frame = 0;
    let last: number | null = null;
    const loop = (now: number) => {
      if (last !== null) angle.value = (angle.value + ((now - last) * speed) / 1000) % 360;
      last = now;
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    domLog.push(`loop ${speed}`);
    return () => {
      domLog.push(`cancel ${speed}`);
      cancelAnimationFrame(frame);
    };
  });
  // The angle changes every frame: bound as a deferred style, it updates the attribute without recomposing.
  <div class="spinner" style={() => ({ transform: `rotate(${Math.round(angle.value)}deg)` })} />;
  <button onClick={() => (running.value = !running.value)}>{running.value ? "Stop" : "Start"}</button>;
}

// ---- ResizeObserver and IntersectionObserver through refs ---------------------------------

export function Measured() {
  const width = remember(() => mutableStateOf(0));
  const box = remember(() => ({ current: null as HTMLDivElement | null }));
  DisposableEffect(() => {
    const el = box.current!;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) width.value = Math.round(entry.contentRect.width);
    });
    observer.observe(el);
    domLog.push("observe size");
    return () => {
      domLog.push("unobserve size");
      observer.disconnect();
    };
  });
  <div ref={box} class={width.value > 600 ? "wide" : "narrow"}>
    {`${width.value}px`}
  </div>;
}

/** Infinite scroll: a sentinel at the end loads the next page when it comes into view. */
export function Feed({ load }: { load: (page: number) => string[] }) {
  const items = remember(() => mutableStateListOf<string>(...load(0)));
  const page = remember(() => mutableStateOf(0));
  const done = remember(() => mutableStateOf(false));
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>;
  if (!done.value)
    <div
      class="sentinel"
      ref={(el) => {
        if (!el) return;
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          const next = load(page.value + 1);
          if (next.length === 0) done.value = true;
          else {
            page.value++;
            items.push(...next);
          }
        });
        observer.observe(el);
        domLog.push("observe sentinel");
        return () => {
          domLog.push("unobserve sentinel");
          observer.disconnect();
        };
      }}
    />;
  else <p class="end">No more</p>;
}

// ---- A recursive tree -----------------------------------------------------------------------

export interface Node {
  id: string;
  name: string;
  children?: Node[];
}

function TreeItem({
  node,
  depth,
  selected,
}: {
  node: Node;
  depth: number;
  selected: MutableState<string | null>;
}) {
  const open = remember(() => mutableStateOf(depth === 0));
  const hasKids = (node.children?.length ?? 0) > 0;
  <li
    role="treeitem"
    aria-expanded={hasKids ? open.value : undefined}
    aria-selected={selected.value === node.id}
  >
    <span style={{ paddingLeft: depth * 16 }} onClick={() => (selected.value = node.id)}>
      {hasKids && (
        <button
          aria-label={open.value ? `collapse ${node.name}` : `expand ${node.name}`}
          onClick={(e) => {
            e.stopPropagation();
            open.value = !open.value;
          }}
        >
          {open.value ? "▾" : "▸"}
        </button>
      )}
      {node.name}
    </span>
    {hasKids && open.value && (
      <ul role="group">
        {node.children!.map((c) => (
          <TreeItem key={c.id} node={c} depth={depth + 1} selected={selected} />
        ))}
      </ul>
    )}
  </li>;
}

export function FileTree({
  root,
  selected,
}: {
  root: MutableState<Node>;
  selected: MutableState<string | null>;
}) {
  <ul role="tree">
    <TreeItem node={root.value} depth={0} selected={selected} />
  </ul>;
  <p class="selection">{selected.value ?? "nothing selected"}</p>;
}

// ---- Counters without end --------------------------------------------------------------------

export function Counters() {
  const ids = remember(() => mutableStateListOf<number>());
  const next = remember(() => ({ current: 1 }));
  const total = remember(() => mutableStateOf(0));
  <button onClick={() => ids.push(next.current++)}>Add counter</button>;
  <p class="total">{`Total ${total.value}`}</p>;
  <ol>
    {ids.map((id) => (
      <li key={id}>
        <CounterItem
          id={id}
          onChange={(d) => (total.value += d)}
          onRemove={(n) => {
            total.value -= n;
            ids.splice(ids.indexOf(id), 1);
          }}
        />
      </li>
    ))}
  </ol>;
}

function CounterItem({
  id,
  onChange,
  onRemove,
}: {
  id: number;
  onChange: (d: number) => void;
  onRemove: (n: number) => void;
}) {
  const n = remember(() => mutableStateOf(0));
  <span>{`#${id}: ${n.value}`}</span>;
  <button
    onClick={() => {
      n.value++;
      onChange(1);
    }}
  >
    {`+ #${id}`}
  </button>;
  <button onClick={() => onRemove(n.value)}>{`remove #${id}`}</button>;
}

// ---- A sortable, filterable table --------------------------------------------------------------

export interface Employee {
  id: number;
  name: string;
  dept: string;
  salary: number;
}

type SortKey = keyof Omit<Employee, "id">;

export function Directory({ people }: { people: StateList<Employee> }) {
  const query = remember(() => mutableStateOf(""));
  const sort = remember(() => mutableStateOf<{ key: SortKey; dir: 1 | -1 }>({ key: "name", dir: 1 }));
  const rows = remember(() =>
    derivedStateOf(() => {
      const q = query.value.toLowerCase();
      const { key, dir } = sort.value;
      return people
        .filter((p) => p.name.toLowerCase().includes(q) || p.dept.toLowerCase().includes(q))
        .sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : 0));
    }),
  );
  // React's render helper `header(k, label)` is a local composable here (CMP005 says so).
  const Header = ({ k, label }: { k: SortKey; label: string }) => (
    <th aria-sort={sort.value.key === k ? (sort.value.dir === 1 ? "ascending" : "descending") : "none"}>
      <button
        onClick={() => (sort.value = { key: k, dir: sort.value.key === k ? (-sort.value.dir as 1 | -1) : 1 })}
      >
        {label}
      </button>
    </th>
  );
  <input
    type="search"
    aria-label="filter"
    value={query.value}
    onInput={(e) => (query.value = e.currentTarget.value)}
  />;
  <table>
    <thead>
      <tr>
        <Header k="name" label="Name" />
        <Header k="dept" label="Department" />
        <Header k="salary" label="Salary" />
      </tr>
    </thead>
    <tbody>
      {rows.value.length === 0 ? (
        <tr>
          <td colSpan={3}>No matches</td>
        </tr>
      ) : (
        rows.value.map((p) => (
          <tr key={p.id}>
            <td>{p.name}</td>
            <td>{p.dept}</td>
            <td>{p.salary.toLocaleString("en-US")}</td>
          </tr>
        ))
      )}
    </tbody>
  </table>;
  <p class="count">{`${rows.value.length} of ${people.length}`}</p>;
}
