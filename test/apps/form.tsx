// A sign-up form with every kind of controlled input and validation messages.
import { derivedStateOf, mutableStateOf, remember } from "composa";

export interface FormState {
  name: string;
  email: string;
  agree: boolean;
  plan: "free" | "pro" | "team";
  country: string;
  bio: string;
}
const initial: FormState = { name: "", email: "", agree: false, plan: "free", country: "", bio: "" };

export const submitted: FormState[] = [];

export function SignUp() {
  const form = remember(() => mutableStateOf<FormState>({ ...initial }));
  const touched = remember(() => mutableStateOf<Record<string, boolean>>({}));
  const errors = remember(() =>
    derivedStateOf(() => {
      const f = form.value;
      const e: Partial<Record<keyof FormState, string>> = {};
      if (f.name.trim().length < 2) e.name = "Name is too short";
      if (!/^[^@\s]+@[^@\s]+$/.test(f.email)) e.email = "Enter a valid email";
      if (!f.agree) e.agree = "You must agree";
      if (f.plan === "team" && f.country === "") e.country = "Teams need a country";
      if (f.bio.length > 20) e.bio = `${f.bio.length - 20} characters too many`;
      return e;
    }),
  );
  const update = <K extends keyof FormState>(k: K, v: FormState[K]) => {
    form.value = { ...form.value, [k]: v };
  };
  const blur = (k: string) => (touched.value = { ...touched.value, [k]: true });
  const show = (k: keyof FormState) => touched.value[k] && errors.value[k];
  const valid = Object.keys(errors.value).length === 0;
  <form
    noValidate
    onSubmit={(e) => {
      e.preventDefault();
      touched.value = { name: true, email: true, agree: true, country: true, bio: true };
      if (Object.keys(errors.value).length === 0) {
        submitted.push(form.value);
        form.value = { ...initial };
        touched.value = {};
      }
    }}
  >
    <label>
      Name
      <input
        name="name"
        value={form.value.name}
        onInput={(e) => update("name", e.currentTarget.value)}
        onBlur={() => blur("name")}
        aria-invalid={show("name") ? "true" : undefined}
      />
    </label>
    {show("name") && (
      <p class="error" role="alert">
        {errors.value.name}
      </p>
    )}
    <label>
      Email
      <input
        type="email"
        name="email"
        value={form.value.email}
        onInput={(e) => update("email", e.currentTarget.value)}
        onBlur={() => blur("email")}
      />
    </label>
    {show("email") ? (
      <p class="error" role="alert">
        {errors.value.email}
      </p>
    ) : null}
    <fieldset>
      <legend>Plan</legend>
      {(["free", "pro", "team"] as const).map((p) => (
        <label key={p}>
          <input
            type="radio"
            name="plan"
            value={p}
            checked={form.value.plan === p}
            onChange={() => update("plan", p)}
          />
          {p}
        </label>
      ))}
    </fieldset>
    <label>
      Country
      <select
        name="country"
        value={form.value.country}
        onChange={(e) => update("country", e.currentTarget.value)}
        disabled={form.value.plan !== "team"}
      >
        <option value="">Choose…</option>
        <option value="fr">France</option>
        <option value="jp">Japan</option>
      </select>
    </label>
    {show("country") && (
      <p class="error" role="alert">
        {errors.value.country}
      </p>
    )}
    <label>
      Bio
      <textarea
        name="bio"
        value={form.value.bio}
        onInput={(e) => update("bio", e.currentTarget.value)}
        onBlur={() => blur("bio")}
      />
    </label>
    <small class={errors.value.bio ? "counter over" : "counter"}>{form.value.bio.length}/20</small>
    {errors.value.bio && (
      <p class="error" role="alert">
        {errors.value.bio}
      </p>
    )}
    <label>
      <input
        type="checkbox"
        name="agree"
        checked={form.value.agree}
        onChange={(e) => update("agree", e.currentTarget.checked)}
      />
      I agree
    </label>
    {show("agree") && (
      <p class="error" role="alert">
        {errors.value.agree}
      </p>
    )}
    <button type="submit" disabled={form.value.name === "" ? true : undefined}>
      Sign up
    </button>
    <output>{valid ? "Ready" : `${Object.keys(errors.value).length} problems`}</output>
  </form>;
}
