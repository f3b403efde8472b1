// How components are put together in React, Solid, Svelte and Vue code,
// written in the dialect: children and named slots (Vue's / Svelte's slots,
// render props with parameters), a higher-order composable, an early return
// for a guard, `switch` over a status, ternaries and `&&` chains, template
// literals in classes, optional chaining in content, and every kind of value
// as a child (numbers, 0, NaN, null, undefined, booleans, arrays of strings).
import { mutableStateOf, remember, type MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

// ---- Children and named slots -----------------------------------------------

/** Vue's `<slot name="header">` / Svelte's `<slot name="footer">`: optional named slots with fallbacks. */
function Panel({
  title,
  header,
  footer,
  children,
}: {
  title: string;
  header?: () => void;
  footer?: () => void;
  children?: Children;
}) {
  const open = remember(() => mutableStateOf(true));
  <section class={`panel ${open.value ? "panel--open" : "panel--closed"}`}>
    <header>
      {header ?? (() => <h2>{title}</h2>)}
      <button aria-expanded={open.value} onClick={() => (open.value = !open.value)}>
        {open.value ? "Hide" : "Show"}
      </button>
    </header>
    {open.value && <div class="body">{children}</div>}
    {footer && <footer>{footer}</footer>}
  </section>;
}

/** A scoped slot (Vue's `v-slot="{ item }"`, Svelte's `let:item`): the list gives each row to the caller's slot. */
function DataList<T>({
  items,
  getKey,
  row: Row,
  empty,
}: {
  items: readonly T[];
  getKey: (item: T) => string | number;
  row: (props: { item: T; index: number; selected: boolean }) => void;
  empty?: () => void;
}) {
  const selected = remember(() => mutableStateOf<string | number | null>(null));
  if (items.length === 0) {
    if (empty) <div class="empty">{empty}</div>;
    else <p class="empty">Nothing here</p>;
    return;
  }
  <ul>
    {items.map((item, index) => (
      <li key={getKey(item)} onClick={() => (selected.value = getKey(item))}>
        <Row item={item} index={index} selected={selected.value === getKey(item)} />
      </li>
    ))}
  </ul>;
}

export interface Person {
  id: number;
  name: string;
  email?: string;
  address?: { city?: string };
}

export function People({ people, note }: { people: MutableState<Person[]>; note: MutableState<string> }) {
  <Panel
    title="People"
    footer={() => {
      <small>{`${people.value.length} people`}</small>;
    }}
  >
    <p class="note">{note.value}</p>
    <DataList
      items={people.value}
      getKey={(p) => p.id}
      row={({ item, index, selected }) => {
        <span class={`row${selected ? " row--selected" : ""}`}>
          {index + 1}. {item.name} <em>{item.email ?? "no email"}</em> {item.address?.city?.toUpperCase()}
        </span>;
      }}
      empty={() => <button onClick={() => (people.value = [{ id: 1, name: "First" }])}>Add the first</button>}
    />
  </Panel>;
  <Panel title="Custom header" header={() => <h2 class="fancy">{`★ ${note.value}`}</h2>} />;
}

// ---- A higher-order composable ------------------------------------------------

/** React's `withLoading(Component)`: a function that takes a composable and returns one. */
export function withLoading<P extends object>(Inner: (props: P) => void, label: string) {
  return function WithLoading(props: P & { loading: boolean }) {
    if (props.loading) {
      <p role="status">{`Loading ${label}…`}</p>;
      return;
    }
    <Inner {...props} />;
  };
}

/** A composable taking a composable as a prop (a layout with a pluggable sidebar). */
export function Layout({
  Sidebar,
  sidebarProps,
  children,
}: {
  Sidebar: (props: { active: string }) => void;
  sidebarProps: { active: string };
  children?: Children;
}) {
  <div class="layout">
    <aside>
      <Sidebar {...sidebarProps} />
    </aside>
    <main>{children}</main>
  </div>;
}

function Profile({ name, visits }: { name: string; visits: number }) {
  const likes = remember(() => mutableStateOf(0));
  <div class="profile">
    {name} visited {visits} times
    <button onClick={() => likes.value++}>{`♥ ${likes.value}`}</button>
  </div>;
}

export const ProfileWithLoading = withLoading(Profile, "profile");

export function NavA({ active }: { active: string }) {
  <nav class="a">{`A:${active}`}</nav>;
}
export function NavB({ active }: { active: string }) {
  const clicks = remember(() => mutableStateOf(0));
  <nav class="b" onClick={() => clicks.value++}>{`B:${active}:${clicks.value}`}</nav>;
}

export function Shell({ loading, nav, active }: { loading: boolean; nav: "a" | "b"; active: string }) {
  <Layout Sidebar={nav === "a" ? NavA : NavB} sidebarProps={{ active }}>
    <ProfileWithLoading loading={loading} name="Ada" visits={3} />
  </Layout>;
}

// ---- Guards, switch, ternaries, && chains -------------------------------------

export type Status = "idle" | "loading" | "error" | "ready";

function Login({ onLogin }: { onLogin: () => void }) {
  const name = remember(() => mutableStateOf(""));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      onLogin();
    }}
  >
    <input aria-label="user name" value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
    <button type="submit">Log in</button>
  </form>;
}

export function Dashboard({
  user,
  status,
  items,
  error,
}: {
  user: MutableState<{ name: string; admin?: boolean; unread?: number } | null>;
  status: Status;
  items: string[];
  error?: Error;
}) {
  if (!user.value) {
    <Login onLogin={() => (user.value = { name: "Guest" })} />;
    return;
  }
  const { name, admin, unread } = user.value;
  <h1 class={`title ${admin ? "title--admin" : ""}`.trim()}>Welcome {name}</h1>;
  {
    unread !== undefined && unread > 0 && <span class="badge">{unread}</span>;
  }
  admin && status === "ready" && items.length > 0 && <button class="bulk">Bulk edit</button>;
  switch (status) {
    case "idle":
      <p>Press load</p>;
      break;
    case "loading": {
      const dots = ".".repeat(3);
      <p role="status">{`Loading${dots}`}</p>;
      break;
    }
    case "error":
      <p role="alert">{error?.message ?? "Unknown error"}</p>;
      <button class="retry">Retry</button>;
      break;
    default:
      <button class="retry">Refresh</button>;
  }
  <ul>{status === "ready" ? items.map((i) => <li key={i}>{i}</li>) : <li class="placeholder">—</li>}</ul>;
  <button onClick={() => (user.value = null)}>Log out</button>;
}

// ---- Every kind of value as a child -------------------------------------------

export interface Stats {
  count: number;
  ratio: number;
  label: string | null | undefined;
  flag: boolean;
  tags: string[];
  nested: { deep?: { value?: number } } | null;
}

export function Values({ stats }: { stats: MutableState<Stats> }) {
  const s = stats.value;
  <dl>
    <dt>count</dt>
    <dd class="count">{s.count}</dd>
    <dt>and</dt>
    <dd class="and">{s.count && "has some"}</dd>
    <dt>ratio</dt>
    <dd class="ratio">{s.ratio}</dd>
    <dt>label</dt>
    <dd class="label">{s.label}</dd>
    <dt>flag</dt>
    <dd class="flag">{s.flag}</dd>
    <dt>flag text</dt>
    <dd class="flag-text">{String(s.flag)}</dd>
    <dt>tags</dt>
    <dd class="tags">{s.tags}</dd>
    <dt>joined</dt>
    <dd class="joined">{s.tags.join(", ") || "none"}</dd>
    <dt>deep</dt>
    <dd class="deep">{s.nested?.deep?.value ?? "n/a"}</dd>
    <dt>mixed</dt>
    <dd class="mixed">
      {s.count} of {s.tags.length} {s.label} {s.flag} {null} {undefined} !
    </dd>
  </dl>;
}
