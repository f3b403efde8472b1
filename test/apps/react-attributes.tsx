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
