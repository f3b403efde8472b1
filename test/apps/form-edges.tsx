// Form fields under the edits a browser (or a script) makes beyond typing:
// a value written by a script and announced with `input` (autofill, a
// password manager, testing-library's fireEvent), a state set after an
// `await`, a multiple select that refuses a choice, a password field whose
// type toggles, IME composition, a contentEditable region that follows its
// state. The DOM must show the state after each of them, as React's does.
import { mutableStateOf, remember, type MutableState } from "composa";

/** A sign-in form the way React code writes it: one state object, `name`-keyed onChange. */
export function SignIn({ log }: { log: string[] }) {
  const form = remember(() => mutableStateOf({ email: "", password: "" }));
  const update = (e: Event) => {
    const field = e.currentTarget as HTMLInputElement;
    log.push(`${field.name}=${field.value}`);
    form.value = { ...form.value, [field.name]: field.value.trim() };
  };
  <form onSubmit={(e) => e.preventDefault()}>
    <input aria-label="Email" name="email" value={form.value.email} onChange={update} />
    <input
      aria-label="Password"
      name="password"
      type="password"
      value={form.value.password}
      onChange={update}
    />
    <output>{`${form.value.email}|${form.value.password}`}</output>
  </form>;
}

/** A field whose state follows after an `await` (a server check, a debounce). */
export function AsyncField({ log }: { log: string[] }) {
  const text = remember(() => mutableStateOf(""));
  <label>
    Async
    <input
      value={text.value}
      onChange={async (e) => {
        const v = e.currentTarget.value;
        log.push(v);
        await Promise.resolve();
        text.value = v;
      }}
    />
  </label>;
}

/** A multiple select whose value is an array; "c" is refused. */
export function Tags({ tags }: { tags: MutableState<string[]> }) {
  <select
    aria-label="Tags"
    multiple
    value={tags.value}
    onChange={(e) => {
      const picked = [...e.currentTarget.options].filter((o) => o.selected).map((o) => o.value);
      if (!picked.includes("c")) tags.value = picked;
    }}
  >
    <option value="a">A</option>
    <option value="b">B</option>
    <option value="c">C (refused)</option>
  </select>;
}

/** Show / hide a password: the field changes type and keeps its value (and, in a browser, its focus and caret). */
export function Password({ pw, shown }: { pw: MutableState<string>; shown: MutableState<boolean> }) {
  <div>
    <input
      aria-label="Password"
      type={shown.value ? "text" : "password"}
      value={pw.value}
      onChange={(e) => (pw.value = e.currentTarget.value)}
    />
    <button
      type="button"
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => (shown.value = !shown.value)}
    >
      {shown.value ? "Hide" : "Show"}
    </button>
  </div>;
}

/** A controlled field whose handler upper-cases: typed through an input method in the browser test. */
export function ImeField({ text }: { text: MutableState<string> }) {
  <div>
    <input
      aria-label="Name"
      value={text.value}
      onChange={(e) => (text.value = e.currentTarget.value.toUpperCase())}
    />
    <p>{text.value}</p>
  </div>;
}

/** A contentEditable region whose text is its state (React warns, people write it all the same). */
export function Editable({ text }: { text: MutableState<string> }) {
  <div>
    <div
      aria-label="Editor"
      contentEditable
      onInput={(e) => (text.value = e.currentTarget.textContent ?? "")}
    >
      {text.value}
    </div>
    <p>{text.value}</p>
  </div>;
}

/** Uncontrolled fields with defaults from props (a profile loaded once). */
export function Profile({ nickname, newsletter }: { nickname: string; newsletter: boolean }) {
  <form>
    <input aria-label="Nickname" name="nickname" defaultValue={nickname} />
    <textarea aria-label="Bio" name="bio" defaultValue={`Hi, I am ${nickname}`} />
    <input aria-label="Newsletter" name="newsletter" type="checkbox" defaultChecked={newsletter} />
  </form>;
}
