// Forms that tie labels and hints to their inputs with ids, as React code does
// with useId: each Field asks for one id and uses it three times.
import { movableContentOf, remember, rememberId } from "composa";
import { Portal } from "composa/dom";

export function Field({ label, hint }: { label: string; hint?: string }): void {
  const id = rememberId();
  <div class="field">
    <label htmlFor={id}>{label}</label>
    <input id={id} aria-describedby={hint === undefined ? undefined : `${id}-hint`} />
    {hint !== undefined && <small id={`${id}-hint`}>{hint}</small>}
  </div>;
}

/** A help panel in a portal (which the server does not write) between two fields. */
function Help({ target }: { target: Element | null }): void {
  if (target === null) return;
  <Portal target={target}>
    <Field label="Search help" />
  </Portal>;
}

export function SignIn({
  fields,
  withCode,
  helpTarget = null,
}: {
  fields: string[];
  withCode: boolean;
  helpTarget?: Element | null;
}): void {
  <form>
    <Field label="Email" hint="We never share it" />
    <Help target={helpTarget} />
    <Field label="Password" />
    {withCode && <Field label="One-time code" />}
    {fields.map((name) => (
      <Field key={name} label={name} />
    ))}
  </form>;
}

/** A field in movable content (the server writes it in place; the client composes it in a subcomposition). */
export function Wizard({ wide }: { wide: boolean }): void {
  const email = remember(() => movableContentOf(() => <Field label="Email" />));
  <Field label="Name" />;
  if (wide) {
    <section>{email}</section>;
  } else {
    <aside>{email}</aside>;
  }
  <Field label="Phone" />;
}
