// Component patterns as React code writes them, in the dialect: higher-order
// components (declared once, or made while composing), recursive components
// (a comment thread with a reply form per comment), rest props forwarded to an
// element and to a component, an object of components chosen by state (tabs),
// a hook that returns a component (useModal), a component loaded later and
// kept in state (React.lazy's job), a component declared inside another, and
// arrow components whose body is an element, a fragment, an array or a `?:`.
import { DisposableEffect, LaunchedEffect, mutableStateOf, remember } from "composa";
import type { Children } from "composa/jsx-runtime";

export const log: string[] = [];

// ---- higher-order components ----------------------------------------------

/** `withCounter(Inner)`: a wrapper with state of its own around any component. */
export function withCounter<P extends object>(Inner: (props: P) => void) {
  return function Counted(props: P) {
    const clicks = remember(() => mutableStateOf(0));
    <div class="counted" onClick={() => clicks.value++}>
      <output>{clicks.value}</output>
      <Inner {...props} />
    </div>;
  };
}

function Hello({ name }: { name: string }) {
  <span class="hello">{`Hello ${name}`}</span>;
}

const CountedHello = withCounter(Hello);

export function Hoc({ name, inline }: { name: string; inline: boolean }) {
  if (inline) {
    // Made while composing: a new function at every pass, one call site.
    const Made = withCounter(Hello);
    <Made name={name} />;
  } else <CountedHello name={name} />;
}

// ---- recursion: a comment thread ------------------------------------------

export type Comment = { id: number; text: string; replies: Comment[] };

function CommentView({
  comment,
  onReply,
}: {
  comment: Comment;
  onReply: (to: number, text: string) => void;
}) {
  const replying = remember(() => mutableStateOf(false));
  const draft = remember(() => mutableStateOf(""));
  <li data-id={comment.id}>
    <p>{comment.text}</p>
    {replying.value ? (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onReply(comment.id, draft.value);
          draft.value = "";
          replying.value = false;
        }}
      >
        <input
          aria-label={`reply to ${comment.text}`}
          value={draft.value}
          onInput={(e) => (draft.value = e.currentTarget.value)}
        />
        <button type="submit">send</button>
      </form>
    ) : (
      <button onClick={() => (replying.value = true)}>{`reply to ${comment.text}`}</button>
    )}
    {comment.replies.length > 0 && (
      <ul>
        {comment.replies.map((r) => (
          <CommentView key={r.id} comment={r} onReply={onReply} />
        ))}
      </ul>
    )}
  </li>;
}

function withReply(list: Comment[], to: number, reply: Comment): Comment[] {
  return list.map((c) =>
    c.id === to
      ? { ...c, replies: [...c.replies, reply] }
      : { ...c, replies: withReply(c.replies, to, reply) },
  );
}

export function Thread({ initial }: { initial: Comment[] }) {
  const comments = remember(() => mutableStateOf(initial));
  const next = remember(() => ({ current: 100 }));
  <ul class="thread">
    {comments.value.map((c) => (
      <CommentView
        key={c.id}
        comment={c}
        onReply={(to, text) =>
          (comments.value = withReply(comments.value, to, { id: next.current++, text, replies: [] }))
        }
      />
    ))}
  </ul>;
}

// ---- rest props -------------------------------------------------------------

type ButtonProps = { variant?: "primary" | "ghost"; children?: Children } & Record<string, unknown>;

function Button({ variant = "primary", children, ...rest }: ButtonProps) {
  <button class={`btn ${variant}`} {...rest}>
    {children}
  </button>;
}

function IconButton({ icon, ...rest }: { icon: string } & ButtonProps) {
  <Button variant="ghost" {...rest}>
    <i class={`icon-${icon}`} />
    {rest.children}
  </Button>;
}

export function Rest({ busy }: { busy: boolean }) {
  <Button id="save" disabled={busy} title={busy ? "saving" : undefined} onClick={() => log.push("save")}>
    Save
  </Button>;
  <IconButton icon="trash" aria-label="delete" onClick={() => log.push("delete")}>
    Delete
  </IconButton>;
}

// ---- an object of components chosen by state (tabs) -------------------------

type Tab = "home" | "profile" | "settings";

const panels: Record<Tab, (p: { user: string }) => void> = {
  home: ({ user }) => {
    <p class="panel">{`Welcome, ${user}`}</p>;
  },
  profile: ({ user }) => {
    const edits = remember(() => mutableStateOf(0));
    <p class="panel">{`${user} edited ${edits.value} times`}</p>;
    <button onClick={() => edits.value++}>edit</button>;
  },
  settings: () => {
    <p class="panel">Settings</p>;
  },
};

export function Tabs({ user }: { user: string }) {
  const tab = remember(() => mutableStateOf<Tab>("home"));
  const Panel = panels[tab.value];
  <div role="tablist">
    {(Object.keys(panels) as Tab[]).map((t) => (
      <button key={t} role="tab" aria-selected={t === tab.value} onClick={() => (tab.value = t)}>
        {t}
      </button>
    ))}
  </div>;
  <Panel user={user} />;
}

// ---- a hook that returns a component -----------------------------------------

function useModal() {
  const open = remember(() => mutableStateOf(false));
  const Modal = ({ title, children }: { title: string; children?: Children }) => {
    if (!open.value) return;
    <div role="dialog" aria-label={title}>
      {children}
    </div>;
  };
  return { show: () => (open.value = true), hide: () => (open.value = false), Modal };
}

export function ModalPage() {
  const { show, hide, Modal } = useModal();
  <button onClick={show}>open</button>;
  <Modal title="Confirm">
    <p>Sure?</p>
    <button onClick={hide}>close</button>
  </Modal>;
}

// ---- a component loaded later (React.lazy + Suspense's job) ---------------------

type Loaded = (p: { name: string }) => void;

export function LazyPanel({ load, name }: { load: () => Promise<Loaded>; name: string }) {
  const loaded = remember(() => mutableStateOf<{ Component: Loaded } | null>(null));
  const failed = remember(() => mutableStateOf<string | null>(null));
  LaunchedEffect(load, async (signal) => {
    try {
      const Component = await load();
      if (!signal.aborted) loaded.value = { Component };
    } catch (e) {
      if (!signal.aborted) failed.value = (e as Error).message;
    }
  });
  if (failed.value) {
    <p role="alert">{failed.value}</p>;
    return;
  }
  if (!loaded.value) {
    <p class="loading">Loading…</p>;
    return;
  }
  <loaded.value.Component name={name} />;
}

// ---- a component declared inside another ------------------------------------------

export function Grid({ factor, rows }: { factor: number; rows: number }) {
  const Cell = ({ i }: { i: number }) => {
    const hits = remember(() => mutableStateOf(0));
    DisposableEffect(() => {
      log.push(`cell ${i} in`);
      return () => log.push(`cell ${i} out`);
    });
    <td onClick={() => hits.value++}>{`${i * factor}${hits.value ? ` (${hits.value})` : ""}`}</td>;
  };
  <table>
    <tbody>
      {Array.from({ length: rows }, (_, i) => (
        <tr key={i}>
          <Cell i={i} />
        </tr>
      ))}
    </tbody>
  </table>;
}

// ---- arrow components with an element, a fragment, an array or `?:` as their body -----

export const Badge = ({ n }: { n: number }) => <span class="badge">{n}</span>;
export const Pair = ({ n }: { n: number }) => (
  <>
    <Badge n={n} />
    <Badge n={n + 1} />
  </>
);
export const Items = ({ n }: { n: number }) => [<i key="a">{n}</i>, <b key="b">{n * 2}</b>];
export const YesNo = ({ ok }: { ok: boolean }) => (ok ? <b>yes</b> : <i>no</i>);
export function Arrows({ n, ok }: { n: number; ok: boolean }) {
  <Pair n={n} />;
  <Items n={n} />;
  <YesNo ok={ok} />;
}

/** What `LazyPanel` loads in the tests. */
export const Greeting = ({ name }: { name: string }) => <h2>{`Hello ${name}`}</h2>;

// ---- a list component: an arrow whose body is the .map ------------------------------

export type Person = { id: number; name: string };

export const PersonRows = ({ people }: { people: Person[] }) =>
  people.map((p) => (
    <li key={p.id}>
      <input aria-label={p.name} />
    </li>
  ));

export function People({ people }: { people: Person[] }) {
  <ul>
    <PersonRows people={people} />
  </ul>;
}

// ---- children typed as a string, as React components type a label -----------------------

function Heading({ children }: { children: string }) {
  <h2 id={children.toLowerCase().replace(/\s+/g, "-")} title={children}>
    {children.toUpperCase()}
  </h2>;
}

function Tooltip({ children, tip }: { children: string; tip: string }) {
  <span aria-label={`${children}: ${tip}`}>{children}</span>;
}

export function Labels({ name }: { name: string }) {
  <Heading>Account settings</Heading>;
  <Heading>{name}</Heading>;
  <Tooltip tip="required">{`${name}'s email`}</Tooltip>;
}
