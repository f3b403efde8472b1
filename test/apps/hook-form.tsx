// Forms through spreads, as React form libraries are used: a `register(name)`
// that returns `{ name, ref, onChange, onBlur }` for uncontrolled fields
// (react-hook-form's shape), a `Field` component that forwards `...rest`
// (value, onChange, aria-*) to its input, and `getInputProps()`-style prop
// getters (downshift's shape) merged with the user's own handlers.
import { mutableStateOf, remember } from "composa";

type Values = Record<string, string | boolean>;

export function useForm(defaults: Values) {
  return remember(() => {
    const fields = new Map<string, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>();
    const errors = mutableStateOf<Record<string, string>>({});
    const dirty = mutableStateOf<string[]>([]);
    const initialized = new WeakSet<Element>();
    const rules = new Map<string, (v: string | boolean) => string | null>();
    const read = (name: string): string | boolean => {
      const el = fields.get(name);
      if (el === undefined) return defaults[name] ?? "";
      return el instanceof HTMLInputElement && el.type === "checkbox" ? el.checked : el.value;
    };
    const validate = (name: string) => {
      const rule = rules.get(name);
      const message = rule?.(read(name)) ?? null;
      const next = { ...errors.value };
      if (message === null) delete next[name];
      else next[name] = message;
      errors.value = next;
      return message === null;
    };
    return {
      errors,
      dirty,
      register(name: string, rule?: (v: string | boolean) => string | null) {
        if (rule) rules.set(name, rule);
        return {
          name,
          ref: (el: HTMLInputElement | null) => {
            if (el === null) {
              fields.delete(name);
              return;
            }
            fields.set(name, el);
            // A new ref callback each render is called again with the same element: defaults once.
            if (initialized.has(el)) return;
            initialized.add(el);
            const value = defaults[name];
            if (typeof value === "boolean") (el as HTMLInputElement).checked = value;
            else if (value !== undefined) el.value = value;
          },
          onChange: () => {
            if (!dirty.value.includes(name)) dirty.value = [...dirty.value, name];
            if (errors.value[name] !== undefined) validate(name);
          },
          onBlur: () => validate(name),
        };
      },
      handleSubmit(onValid: (values: Values) => void) {
        return (e: SubmitEvent) => {
          e.preventDefault();
          // Only the fields on the page: one that left (its ref called with null) is not checked.
          const ok = [...rules.keys()]
            .filter((n) => fields.has(n))
            .map(validate)
            .every(Boolean);
          if (ok) onValid(Object.fromEntries([...fields.keys()].map((n) => [n, read(n)])));
        };
      },
    };
  });
}

function Field({ label, error, ...rest }: { label: string; error?: string } & Record<string, unknown>) {
  const id = `field-${String(rest.name)}`;
  <div class="field">
    <label htmlFor={id}>{label}</label>
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...rest}
    />
    {error && (
      <span id={`${id}-error`} role="alert">
        {error}
      </span>
    )}
  </div>;
}

export const submitted: Values[] = [];

export function Profile() {
  const form = useForm({ username: "ada", email: "", newsletter: true });
  const showEmail = remember(() => mutableStateOf(true));
  <form onSubmit={form.handleSubmit((values) => submitted.push(values))}>
    <Field
      label="Username"
      {...form.register("username", (v) => (String(v).length < 3 ? "Too short" : null))}
      error={form.errors.value.username}
    />
    {showEmail.value && (
      <Field
        label="Email"
        type="email"
        {...form.register("email", (v) => (String(v).includes("@") ? null : "Invalid email"))}
        error={form.errors.value.email}
      />
    )}
    <label>
      <input type="checkbox" {...form.register("newsletter")} />
      Newsletter
    </label>
    <p class="dirty">{form.dirty.value.join(",")}</p>
    <button type="button" onClick={() => (showEmail.value = !showEmail.value)}>
      Toggle email
    </button>
    <button type="submit">Save</button>
  </form>;
}

/** A prop getter merges the library's handlers with the user's, downshift-style. */
function useToggle() {
  const on = remember(() => mutableStateOf(false));
  return {
    on: on.value,
    getToggleProps: (user: { onClick?: (e: MouseEvent) => void; [k: string]: unknown } = {}) => ({
      "aria-pressed": on.value,
      role: "switch",
      ...user,
      onClick: (e: MouseEvent) => {
        user.onClick?.(e);
        if (!e.defaultPrevented) on.value = !on.value;
      },
    }),
  };
}

export const toggleLog: string[] = [];

export function Switches() {
  const a = useToggle();
  const b = useToggle();
  const text = remember(() => mutableStateOf(""));
  <div>
    <button {...a.getToggleProps({ onClick: () => toggleLog.push("a clicked"), class: "a" })}>
      {a.on ? "A on" : "A off"}
    </button>
    <button {...b.getToggleProps({ onClick: (e) => e.preventDefault(), class: "b" })}>
      {b.on ? "B on" : "B off"}
    </button>
    <Field
      label="Controlled"
      name="c"
      value={text.value}
      onChange={(e: Event) => (text.value = (e.target as HTMLInputElement).value.toLowerCase())}
    />
    <p class="echo">{text.value}</p>
  </div>;
}
