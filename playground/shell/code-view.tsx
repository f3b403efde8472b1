import { remember } from "composa";
import { highlight } from "./highlight.js";

/** Highlighted source with line numbers (a CSS counter on each `.line`). */
export function CodeView({ text, label }: { text: string; label: string }) {
  const lines = remember(text, () => highlight(text));
  <pre class="code" aria-label={label}>
    <code>
      {() => {
        for (const line of lines) {
          <span class="line">
            {() => {
              for (const token of line) {
                <span class={token.kind}>{token.text}</span>;
              }
            }}
          </span>;
        }
      }}
    </code>
  </pre>;
}
