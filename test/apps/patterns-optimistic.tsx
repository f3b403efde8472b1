// Two more async habits: an optimistic update rolled back when the server
// refuses it (React 19's `useOptimistic`), and a field validated against the
// server as the user types (a username that must be free), whose form can
// only be sent once the latest answer says yes.
import { LaunchedEffect, mutableStateListOf, mutableStateOf, remember } from "composa";

export type Api = (path: string, signal?: AbortSignal) => Promise<unknown>;

// ---- Optimistic likes, rolled back on failure ------------------------------------------------

export interface Post {
  id: number;
  title: string;
  likes: number;
  liked: boolean;
}

export function Posts({ initial, api }: { initial: Post[]; api: Api }) {
  const posts = remember(() => mutableStateListOf(...initial));
  const error = remember(() => mutableStateOf<string | null>(null));
  const toggleLike = async (id: number) => {
    const i = posts.findIndex((p) => p.id === id);
    const before = posts[i]!;
    // Optimistic: show it at once.
    posts[i] = { ...before, liked: !before.liked, likes: before.likes + (before.liked ? -1 : 1) };
    error.value = null;
    try {
      const saved = (await api(`/posts/${id}/like?on=${!before.liked}`)) as { likes: number };
      const at = posts.findIndex((p) => p.id === id);
      if (at >= 0) posts[at] = { ...posts[at]!, likes: saved.likes };
    } catch (e) {
      // Roll back this post only: another post's like made meanwhile stays.
      const at = posts.findIndex((p) => p.id === id);
      if (at >= 0) posts[at] = before;
      error.value = `Could not like “${before.title}”: ${(e as Error).message}`;
    }
  };
  {
    error.value && <p role="alert">{error.value}</p>;
  }
  <ul>
    {posts.map((p) => (
      <li key={p.id}>
        <span>{p.title}</span>
        <button aria-pressed={p.liked} aria-label={`like ${p.title}`} onClick={() => void toggleLike(p.id)}>
          {`♥ ${p.likes}`}
        </button>
      </li>
    ))}
  </ul>;
}

// ---- A username checked as you type ------------------------------------------------------------

type Check = { state: "idle" } | { state: "checking" } | { state: "free" } | { state: "taken"; hint: string };

export function SignUp({ api, onSubmit }: { api: Api; onSubmit: (name: string) => void }) {
  const name = remember(() => mutableStateOf(""));
  const check = remember(() => mutableStateOf<Check>({ state: "idle" }));
  LaunchedEffect(name.value, async (signal) => {
    const n = name.value.trim();
    if (n.length < 3) {
      check.value = { state: "idle" };
      return;
    }
    check.value = { state: "checking" };
    await new Promise((r) => setTimeout(r, 200));
    if (signal.aborted) return;
    try {
      const { free, hint } = (await api(`/users/available?name=${n}`, signal)) as {
        free: boolean;
        hint: string;
      };
      if (!signal.aborted) check.value = free ? { state: "free" } : { state: "taken", hint };
    } catch {
      if (!signal.aborted) check.value = { state: "idle" };
    }
  });
  const c = check.value;
  <form
    onSubmit={(e) => {
      e.preventDefault();
      if (check.value.state === "free") onSubmit(name.value.trim());
    }}
  >
    <label>
      Username
      <input
        name="username"
        value={name.value}
        aria-invalid={c.state === "taken"}
        aria-describedby="username-hint"
        onInput={(e) => (name.value = e.currentTarget.value)}
      />
    </label>
    <p id="username-hint" class={`hint hint--${c.state}`}>
      {c.state === "idle"
        ? "At least 3 characters"
        : c.state === "checking"
          ? "Checking…"
          : c.state === "free"
            ? "Available"
            : `Taken: try ${c.hint}`}
    </p>
    <button type="submit" disabled={c.state !== "free"}>
      Create account
    </button>
  </form>;
}
