// React habits that Composa refuses, or where React's types are looser than the platform.
export function ReactMistakes(): void {
  // Refused (unsafeInnerHTML is the one raw-HTML door): the error names it.
  // @ts-expect-error: not assignable to '"use unsafeInnerHTML={html} instead: dangerouslySetInnerHTML is refused"'
  <div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />;

  // A form's change comes from any of its fields: its target is not the form.
  // @ts-expect-error
  <form onChange={(e) => void e.target.value} />;

  // `translate` is "yes" or "no".
  // @ts-expect-error
  <p translate="maybe" />;

  // `form` names a form on the controls that can belong to one, not on a <div>.
  // @ts-expect-error
  <div form="signup" />;

  // An alias is typed as its property: `autoPlay` is a boolean.
  // @ts-expect-error
  <video autoPlay="yes" />;
}
