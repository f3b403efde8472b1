// React 19 form actions as React code writes them: `<form action={fn}>`
// gets the FormData at submit and the form is reset after; a second submit
// button with its own `formAction`; an async action with a pending state.
import { mutableStateListOf, mutableStateOf, remember } from "composa";

export interface Api {
  save(name: string): Promise<void>;
}

export function Guestbook({ api }: { api: Api }) {
  const entries = remember(() => mutableStateListOf<string>());
  const drafts = remember(() => mutableStateListOf<string>());
  const pending = remember(() => mutableStateOf(false));
  const error = remember(() => mutableStateOf(""));
  <section>
    <form
      action={async (data: FormData) => {
        const name = String(data.get("name") ?? "").trim();
        if (name === "") return;
        pending.value = true;
        error.value = "";
        try {
          await api.save(name);
          entries.push(name);
        } catch (e) {
          error.value = (e as Error).message;
          throw e;
        } finally {
          pending.value = false;
        }
      }}
    >
      <label>
        Name
        <input name="name" defaultValue="" />
      </label>
      <button type="submit" disabled={pending.value}>
        {pending.value ? "Signing…" : "Sign"}
      </button>
      <button
        type="submit"
        name="kind"
        value="draft"
        formAction={(data: FormData) => drafts.push(`${data.get("name")} (${data.get("kind")})`)}
      >
        Save draft
      </button>
    </form>
    {error.value !== "" && <p role="alert">{error.value}</p>}
    <ul class="entries">
      {entries.map((e, i) => (
        <li key={i}>{e}</li>
      ))}
    </ul>
    <ul class="drafts">
      {drafts.map((d, i) => (
        <li key={i}>{d}</li>
      ))}
    </ul>
  </section>;
}
