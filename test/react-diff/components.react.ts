// React's side of components.test.ts.
import { useReducer, useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };
type Row = { id: string; title: string; body: string };
const ROWS: Row[] = [
  { id: "a", title: "Alpha", body: "first" },
  { id: "b", title: "Beta", body: "second" },
  { id: "c", title: "Gamma", body: "third" },
];

function Section({ row, log }: { row: Row; log: Log }) {
  const [open, setOpen] = useState(false);
  return h(
    "section",
    null,
    h(
      "button",
      {
        class: "toggle",
        id: `t-${row.id}`,
        "aria-expanded": open,
        onClick: () => {
          log("toggle", row.id, !open);
          setOpen(!open);
        },
      },
      row.title,
    ),
    open && h("div", { role: "region" }, row.body),
  );
}

/** An accordion whose rows keep their open state when the order flips. */
export function Accordion({ log }: P) {
  const [reversed, setReversed] = useState(false);
  const rows = reversed ? [...ROWS].reverse() : ROWS;
  return h(
    "div",
    null,
    h("button", { id: "flip", onClick: () => setReversed(!reversed) }, "flip"),
    ...rows.map((row) => h(Section, { key: row.id, row, log })),
  );
}

type Comment = { id: number; text: string; replies: Comment[] };

function CommentView({ c, onReply }: { c: Comment; onReply: (to: number, text: string) => void }) {
  const [replying, setReplying] = useState(false);
  const [draft, setDraft] = useState("");
  return h(
    "li",
    null,
    h("p", null, c.text),
    replying
      ? h(
          "form",
          {
            onSubmit: (e: { preventDefault(): void }) => {
              e.preventDefault();
              onReply(c.id, draft);
              setDraft("");
              setReplying(false);
            },
          },
          h("input", {
            id: `r-${c.id}`,
            value: draft,
            onChange: (e: { target: HTMLInputElement }) => setDraft(e.target.value),
          }),
        )
      : h("button", { id: `reply-${c.id}`, onClick: () => setReplying(true) }, "reply"),
    c.replies.length > 0 &&
      h("ul", null, ...c.replies.map((r) => h(CommentView, { key: r.id, c: r, onReply }))),
  );
}

function add(list: Comment[], to: number, reply: Comment): Comment[] {
  return list.map((c) =>
    c.id === to ? { ...c, replies: [...c.replies, reply] } : { ...c, replies: add(c.replies, to, reply) },
  );
}

/** A recursive comment thread, a reply form per comment. */
export function Thread({ log }: P) {
  const [comments, setComments] = useState<Comment[]>([{ id: 1, text: "root", replies: [] }]);
  const [next, setNext] = useState(2);
  return h(
    "ul",
    null,
    ...comments.map((c) =>
      h(CommentView, {
        key: c.id,
        c,
        onReply: (to: number, text: string) => {
          log("reply", to, text);
          setComments(add(comments, to, { id: next, text, replies: [] }));
          setNext(next + 1);
        },
      }),
    ),
  );
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

/** A reducer-driven to-do list with filters. */
export function Todos({ log }: P) {
  const [state, dispatch] = useReducer(todos, { list: [], next: 1 });
  const [filter, setFilter] = useState<"all" | "active" | "done">("all");
  const [draft, setDraft] = useState("");
  const shown = state.list.filter((t) => (filter === "all" ? true : filter === "done" ? t.done : !t.done));
  return h(
    "div",
    null,
    h(
      "form",
      {
        onSubmit: (e: { preventDefault(): void }) => {
          e.preventDefault();
          log("add", draft);
          dispatch({ type: "add", text: draft });
          setDraft("");
        },
      },
      h("input", {
        id: "new",
        value: draft,
        onChange: (e: { target: HTMLInputElement }) => setDraft(e.target.value),
      }),
    ),
    h(
      "ul",
      null,
      ...shown.map((t) =>
        h(
          "li",
          { key: t.id, class: t.done ? "done" : undefined },
          h("input", {
            type: "checkbox",
            id: `todo-${t.id}`,
            "data-controlled": true,
            checked: t.done,
            onChange: () => dispatch({ type: "toggle", id: t.id }),
          }),
          t.text,
        ),
      ),
    ),
    ...(["all", "active", "done"] as const).map((f) =>
      h("button", { key: f, id: `f-${f}`, "aria-pressed": filter === f, onClick: () => setFilter(f) }, f),
    ),
    state.list.some((t) => t.done) &&
      h("button", { id: "clear", onClick: () => dispatch({ type: "clear" }) }, "clear"),
  );
}
