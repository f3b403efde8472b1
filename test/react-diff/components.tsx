// Composa's side of components.test.ts: components.react.ts translated the
// README's way ("Coming from React"). The accordion keeps each row's state in
// the `.map` callback itself, where React needs a component per row.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };
type Row = { id: string; title: string; body: string };
const ROWS: Row[] = [
  { id: "a", title: "Alpha", body: "first" },
  { id: "b", title: "Beta", body: "second" },
  { id: "c", title: "Gamma", body: "third" },
];

export function Accordion({ log }: P) {
  const reversed = remember(() => mutableStateOf(false));
  const rows = reversed.value ? [...ROWS].reverse() : ROWS;
  <div>
    <button id="flip" onClick={() => (reversed.value = !reversed.value)}>
      flip
    </button>
    {rows.map((row) => {
      const open = remember(() => mutableStateOf(false));
      return (
        <section key={row.id}>
          <button
            class="toggle"
            id={`t-${row.id}`}
            aria-expanded={open.value}
            onClick={() => {
              log("toggle", row.id, !open.value);
              open.value = !open.value;
            }}
          >
            {row.title}
          </button>
          {open.value && <div role="region">{row.body}</div>}
        </section>
      );
    })}
  </div>;
}

type Comment = { id: number; text: string; replies: Comment[] };

function CommentView({ c, onReply }: { c: Comment; onReply: (to: number, text: string) => void }) {
  const replying = remember(() => mutableStateOf(false));
  const draft = remember(() => mutableStateOf(""));
  <li>
    <p>{c.text}</p>
    {replying.value ? (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onReply(c.id, draft.value);
          draft.value = "";
          replying.value = false;
        }}
      >
        <input id={`r-${c.id}`} value={draft.value} onChange={(e) => (draft.value = e.currentTarget.value)} />
      </form>
    ) : (
      <button id={`reply-${c.id}`} onClick={() => (replying.value = true)}>
        reply
      </button>
    )}
    {c.replies.length > 0 && (
      <ul>
        {c.replies.map((r) => (
          <CommentView key={r.id} c={r} onReply={onReply} />
        ))}
      </ul>
    )}
  </li>;
}

function add(list: Comment[], to: number, reply: Comment): Comment[] {
  return list.map((c) =>
    c.id === to ? { ...c, replies: [...c.replies, reply] } : { ...c, replies: add(c.replies, to, reply) },
  );
}

export function Thread({ log }: P) {
  const comments = remember(() => mutableStateOf<Comment[]>([{ id: 1, text: "root", replies: [] }]));
  const next = remember(() => mutableStateOf(2));
  <ul>
    {comments.value.map((c) => (
      <CommentView
        key={c.id}
        c={c}
        onReply={(to, text) => {
          log("reply", to, text);
          comments.value = add(comments.value, to, { id: next.value, text, replies: [] });
          next.value++;
        }}
      />
    ))}
  </ul>;
}

type Todo = { id: number; text: string; done: boolean };
type Action = { type: "add"; text: string } | { type: "toggle"; id: number } | { type: "clear" };

function todos(state: { list: Todo[]; next: number }, a: Action) {
  switch (a.type) {
    case "add":
      return { list: [...state.list, { id: state.next, text: a.text, done: false }], next: state.next + 1 };
    case "toggle":
      return { ...state, list: state.list.map((t) => (t.id === a.id ? { ...t, done: !t.done } : t)) };
    case "clear":
      return { ...state, list: state.list.filter((t) => !t.done) };
  }
}

function useReducer<S, A>(reducer: (s: S, a: A) => S, initial: S) {
  const state = remember(() => mutableStateOf(initial));
  return [state.value, (a: A) => (state.value = reducer(state.value, a))] as const;
}

export function Todos({ log }: P) {
  const [state, dispatch] = useReducer(todos, { list: [] as Todo[], next: 1 });
  const filter = remember(() => mutableStateOf<"all" | "active" | "done">("all"));
  const draft = remember(() => mutableStateOf(""));
  const shown = state.list.filter((t) =>
    filter.value === "all" ? true : filter.value === "done" ? t.done : !t.done,
  );
  <div>
    <form
      onSubmit={(e) => {
        e.preventDefault();
        log("add", draft.value);
        dispatch({ type: "add", text: draft.value });
        draft.value = "";
      }}
    >
      <input id="new" value={draft.value} onChange={(e) => (draft.value = e.currentTarget.value)} />
    </form>
    <ul>
      {shown.map((t) => (
        <li key={t.id} class={t.done ? "done" : undefined}>
          <input
            type="checkbox"
            id={`todo-${t.id}`}
            data-controlled
            checked={t.done}
            onChange={() => dispatch({ type: "toggle", id: t.id })}
          />
          {t.text}
        </li>
      ))}
    </ul>
    {(["all", "active", "done"] as const).map((f) => (
      <button key={f} id={`f-${f}`} aria-pressed={filter.value === f} onClick={() => (filter.value = f)}>
        {f}
      </button>
    ))}
    {state.list.some((t) => t.done) && (
      <button id="clear" onClick={() => dispatch({ type: "clear" })}>
        clear
      </button>
    )}
  </div>;
}
