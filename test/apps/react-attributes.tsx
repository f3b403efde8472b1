// Attributes as React code spells them, each of which the JSX types accept:
// React's camelCase names where the DOM property is spelled otherwise, the
// attributes with no writable property (`form`, `list`, `sandbox`), and the
// word-valued `translate` / `autoCorrect` given booleans.
export function Signup({ translated }: { translated: boolean }): void {
  <form id="signup" encType="multipart/form-data" autoComplete="off">
    <input name="q" list="words" spellCheck={false} autoCapitalize="none" autoCorrect={translated} />
    <datalist id="words" />
  </form>;
  <button form="signup" type="submit" popoverTarget="tip">
    Send
  </button>;
  <p translate={translated}>Composa</p>;
  <iframe sandbox="allow-scripts" allowFullScreen title="frame" />;
  <img srcSet="a.png 1x, b.png 2x" alt="" />;
  <select multiple value={["a", "c"]} onChange={(e) => void e.target.value}>
    <option value="a">A</option>
    <option value="b">B</option>
    <option value="c">C</option>
  </select>;
}

/**
 * An avatar as React code writes it: an accessible SVG icon (`focusable` is a
 * "true" / "false" word, not a boolean attribute), a photo that may be missing
 * (`src=""` must not make the browser fetch the page again), and React's
 * directives to itself, which are not attributes.
 */
export function Avatar({ photo, seen }: { photo: string; seen: string }): void {
  <figure>
    <img src={photo} alt="" />
    <svg viewBox="0 0 16 16" aria-hidden focusable={false}>
      <circle cx="8" cy="8" r="8" />
    </svg>
    <time suppressHydrationWarning>{seen}</time>
    <p contentEditable suppressContentEditableWarning>
      note
    </p>
  </figure>;
}

/**
 * A toggle that forwards whatever it is given to its element, as a generic
 * React component does (`{...rest}`): a boolean lands on attributes that take
 * a word or a number (`tabIndex`, `title`), where React leaves it out, beside
 * those where a boolean means something (`aria-*`, `data-*`, `hidden`,
 * `download`, a custom element's attribute).
 */
export function Toggle({ on, rest }: { on: boolean; rest: Record<string, unknown> }): void {
  <div role="switch" aria-checked={on} data-on={on} hidden={!on} {...rest}>
    switch
  </div>;
  <a href="report.csv" download={on}>
    report
  </a>;
  <x-chip active={on} />;
}
