// Navigation widgets as React / Vue code builds them: tabs whose panels keep
// their state (or not), an accordion that allows one or many open, a
// hash-based router that listens to `hashchange`, pagination over a list,
// and a wizard form with validation per step.
import { DisposableEffect, derivedStateOf, mutableStateOf, remember, type MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

// ---- Tabs ------------------------------------------------------------------------------

interface TabDef {
  id: string;
  label: string;
  /** The panel's content: a slot. */
  panel: () => void;
}

/** WAI-ARIA tabs: arrow keys move between tabs; panels of inactive tabs leave (their state goes). */
export function Tabs({ tabs, initial }: { tabs: TabDef[]; initial?: string }) {
  const active = remember(() => mutableStateOf(initial ?? tabs[0]!.id));
  const current = tabs.find((t) => t.id === active.value) ?? tabs[0]!;
  <div
    role="tablist"
    onKeyDown={(e) => {
      const i = tabs.indexOf(current);
      const next =
        e.key === "ArrowRight"
          ? (i + 1) % tabs.length
          : e.key === "ArrowLeft"
            ? (i - 1 + tabs.length) % tabs.length
            : -1;
      if (next < 0) return;
      active.value = tabs[next]!.id;
      (e.currentTarget.querySelector(`#tab-${tabs[next]!.id}`) as HTMLElement | null)?.focus();
    }}
  >
    {tabs.map((t) => (
      <button
        key={t.id}
        id={`tab-${t.id}`}
        role="tab"
        aria-selected={t.id === current.id}
        aria-controls={`panel-${t.id}`}
        tabIndex={t.id === current.id ? 0 : -1}
        onClick={() => (active.value = t.id)}
      >
        {t.label}
      </button>
    ))}
  </div>;
  // `key`: another tab is another panel, with fresh state (React's reset with a key)
  <div role="tabpanel" key={current.id} id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
    {current.panel}
  </div>;
}

function Counter({ name }: { name: string }) {
  const n = remember(() => mutableStateOf(0));
  <button onClick={() => n.value++}>{`${name} ${n.value}`}</button>;
}

export function Settings() {
  <Tabs
    tabs={[
      { id: "profile", label: "Profile", panel: () => <Counter name="profile" /> },
      { id: "billing", label: "Billing", panel: () => <Counter name="billing" /> },
      {
        id: "danger",
        label: "Danger",
        panel: () => {
          <p>Delete your account?</p>;
        },
      },
    ]}
  />;
}

/** Tabs that keep every panel composed and hide the inactive ones (Vue's `v-show`, `<KeepAlive>`). */
export function KeepAliveTabs({ names }: { names: string[] }) {
  const active = remember(() => mutableStateOf(0));
  <nav>
    {names.map((n, i) => (
      <button key={n} class={i === active.value ? "on" : undefined} onClick={() => (active.value = i)}>
        {n}
      </button>
    ))}
  </nav>;
  {
    names.map((n, i) => (
      <section key={n} hidden={i !== active.value}>
        <Counter name={n} />
      </section>
    ));
  }
}

// ---- Accordion ---------------------------------------------------------------------------

export function Faq({ items, multiple }: { items: { q: string; a: string }[]; multiple: boolean }) {
  const open = remember(() => mutableStateOf<ReadonlySet<string>>(new Set()));
  const toggle = (q: string) => {
    const next = new Set(multiple ? open.value : []);
    if (open.value.has(q)) next.delete(q);
    else next.add(q);
    open.value = next;
  };
  <dl class="faq">
    {items.map(({ q, a }) => (
      <div key={q} class={open.value.has(q) ? "item open" : "item"}>
        <dt>
          <button aria-expanded={open.value.has(q)} onClick={() => toggle(q)}>
            {q}
          </button>
        </dt>
        {open.value.has(q) && <dd>{a}</dd>}
      </div>
    ))}
  </dl>;
}

// ---- A hash router -------------------------------------------------------------------------

function useHash(): string {
  const hash = remember(() => mutableStateOf(location.hash.slice(1) || "/"));
  DisposableEffect(() => {
    const onChange = () => (hash.value = location.hash.slice(1) || "/");
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  });
  return hash.value;
}

function Link({ to, children }: { to: string; children?: Children }) {
  const here = useHash();
  <a href={`#${to}`} aria-current={here === to ? "page" : undefined}>
    {children}
  </a>;
}

function Home() {
  <h1>Home</h1>;
}

function UserDetail({ id }: { id: string }) {
  const follows = remember(() => mutableStateOf(false));
  <h1>{`User ${id}`}</h1>;
  <button onClick={() => (follows.value = !follows.value)}>{follows.value ? "Unfollow" : "Follow"}</button>;
}

function NotFound({ path }: { path: string }) {
  <h1>Not found</h1>;
  <p>{`No page at ${path}`}</p>;
}

export function Router() {
  const path = useHash();
  const user = /^\/users\/(\w+)$/.exec(path);
  <nav>
    <Link to="/">Home</Link>
    <Link to="/users/ada">Ada</Link>
    <Link to="/users/bob">Bob</Link>
  </nav>;
  <main>
    {path === "/" ? <Home /> : user ? <UserDetail key={user[1]} id={user[1]!} /> : <NotFound path={path} />}
  </main>;
}

// ---- Pagination ----------------------------------------------------------------------------

export function Paged({ rows, pageSize }: { rows: MutableState<string[]>; pageSize: number }) {
  const page = remember(() => mutableStateOf(1));
  const pages = Math.max(1, Math.ceil(rows.value.length / pageSize));
  // The list shrank under the current page: clamp it (React's "adjust state while rendering").
  if (page.value > pages) page.value = pages;
  const start = (page.value - 1) * pageSize;
  <ul>
    {rows.value.slice(start, start + pageSize).map((r) => (
      <li key={r}>{r}</li>
    ))}
  </ul>;
  <nav aria-label="pagination">
    <button disabled={page.value === 1} onClick={() => page.value--}>
      Previous
    </button>
    {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
      <button key={p} aria-current={p === page.value ? "page" : undefined} onClick={() => (page.value = p)}>
        {p}
      </button>
    ))}
    <button disabled={page.value === pages} onClick={() => page.value++}>
      Next
    </button>
  </nav>;
  <p class="summary">{`${rows.value.length === 0 ? 0 : start + 1}–${Math.min(start + pageSize, rows.value.length)} of ${rows.value.length}`}</p>;
}

// ---- A wizard with validation ---------------------------------------------------------------

interface Form {
  email: string;
  password: string;
  plan: "" | "free" | "pro";
  terms: boolean;
}

const validators: Record<number, (f: Form) => Partial<Record<keyof Form, string>>> = {
  0: (f) => ({
    ...(!/^\S+@\S+\.\S+$/.test(f.email) && { email: "Enter a valid email" }),
    ...(f.password.length < 8 && { password: "At least 8 characters" }),
  }),
  1: (f) => (f.plan === "" ? { plan: "Choose a plan" } : {}),
  2: (f) => (f.terms ? {} : { terms: "Accept the terms" }),
};

export function Wizard({ onDone }: { onDone: (f: Form) => void }) {
  const step = remember(() => mutableStateOf(0));
  const form = remember(() => mutableStateOf<Form>({ email: "", password: "", plan: "", terms: false }));
  const touched = remember(() => mutableStateOf(false));
  const errors = remember(() => derivedStateOf(() => validators[step.value]!(form.value)));
  const set = <K extends keyof Form>(k: K, v: Form[K]) => (form.value = { ...form.value, [k]: v });
  const err = (k: keyof Form) => (touched.value ? errors.value[k] : undefined);
  <form
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      touched.value = true;
      if (Object.keys(errors.value).length > 0) return;
      touched.value = false;
      if (step.value === 2) onDone(form.value);
      else step.value++;
    }}
  >
    <ol class="steps">
      {["Account", "Plan", "Confirm"].map((s, i) => (
        <li key={s} class={i < step.value ? "done" : i === step.value ? "current" : ""}>
          {s}
        </li>
      ))}
    </ol>
    {step.value === 0 && (
      <fieldset>
        <label>
          Email
          <input
            name="email"
            type="email"
            value={form.value.email}
            aria-invalid={!!err("email")}
            onInput={(e) => set("email", e.currentTarget.value)}
          />
        </label>
        {err("email") && <p class="error">{err("email")}</p>}
        <label>
          Password
          <input
            name="password"
            type="password"
            value={form.value.password}
            aria-invalid={!!err("password")}
            onInput={(e) => set("password", e.currentTarget.value)}
          />
        </label>
        {err("password") && <p class="error">{err("password")}</p>}
      </fieldset>
    )}
    {step.value === 1 && (
      <fieldset>
        <select
          name="plan"
          value={form.value.plan}
          onChange={(e) => set("plan", e.currentTarget.value as Form["plan"])}
        >
          <option value="" disabled>
            Choose…
          </option>
          <option value="free">Free</option>
          <option value="pro">Pro</option>
        </select>
        {err("plan") && <p class="error">{err("plan")}</p>}
      </fieldset>
    )}
    {step.value === 2 && (
      <fieldset>
        <p class="review">{`${form.value.email} on ${form.value.plan}`}</p>
        <label>
          <input
            name="terms"
            type="checkbox"
            checked={form.value.terms}
            onChange={(e) => set("terms", e.currentTarget.checked)}
          />
          I accept
        </label>
        {err("terms") && <p class="error">{err("terms")}</p>}
      </fieldset>
    )}
    {step.value > 0 && (
      <button type="button" onClick={() => step.value--}>
        Back
      </button>
    )}
    <button type="submit">{step.value === 2 ? "Finish" : "Next"}</button>
  </form>;
}
