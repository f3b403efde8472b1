/**
 * A small app and the structural edits that hot reload must survive with its
 * state (issue 24): shared by the happy-dom test (plugin/vite/hot-structure.test.ts)
 * and the real dev server + Chromium one (test/browser/hot-structure.test.ts).
 * `effects` counts the counter's DisposableEffect starts and stops.
 */
export const APP = `import { DisposableEffect, mutableStateOf, remember } from "composa";
import { effects } from "./effects";

function Counter({ label, format }: { label: string; format?: (n: number) => string }) {
  const n = remember(() => mutableStateOf(0));
  DisposableEffect(() => {
    effects.started++;
    return () => void effects.stopped++;
  });
  <button class="counter" ref={(el) => el?.setAttribute("aria-label", label)} onClick={() => n.value++}>{\`\${label}\${format ? format(n.value) : n.value}\`}</button>;
}

export function App() {
  const draft = remember(() => mutableStateOf(""));
  <main>
    <Counter label="n=" />
    <h1>Todos</h1>
    <input value={draft.value} onInput={(e) => (draft.value = (e.target as HTMLInputElement).value)} />
    <ul>
      <li>one</li>
    </ul>
  </main>;
}
`;

export interface StructuralEdit {
  name: string;
  apply(source: string): string;
  /** The edit is on screen. */
  shows(root: ParentNode): boolean;
  /** What a click on the counter adds after the edit. */
  step: number;
  /** The counter's text at `n` after the edit (else `n=${n}`). */
  counter?: (n: number) => string;
}

function replace(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`structural edit: no ${from} in the app`);
  return source.replace(from, to);
}

export const EDITS: StructuralEdit[] = [
  {
    name: "an element added to the parent",
    apply: (s) => replace(s, "<h1>Todos</h1>", '<h1>Todos</h1>\n    <p class="hint">Type a todo</p>'),
    shows: (root) => root.querySelector("h1 + p.hint") !== null,
    step: 1,
  },
  {
    name: "an element removed from the parent",
    apply: (s) => replace(s, "    <h1>Todos</h1>\n", ""),
    shows: (root) => root.querySelector("h1") === null,
    step: 1,
  },
  {
    name: "elements of the parent reordered",
    apply: (s) =>
      replace(replace(s, "    <h1>Todos</h1>\n", ""), "    </ul>\n", "    </ul>\n    <h1>Todos</h1>\n"),
    shows: (root) => root.querySelector("ul + h1") !== null,
    step: 1,
  },
  {
    name: "a remember added before another",
    apply: (s) =>
      replace(
        replace(
          s,
          '  const draft = remember(() => mutableStateOf(""));',
          '  const title = remember(() => mutableStateOf("Todos!"));\n  const draft = remember(() => mutableStateOf(""));',
        ),
        "<h1>Todos</h1>",
        "<h1>{title.value}</h1>",
      ),
    shows: (root) => root.querySelector("h1")?.textContent === "Todos!",
    step: 1,
  },
  {
    name: "a child wrapped in a new element",
    apply: (s) =>
      replace(
        replace(s, "    <ul>\n", '    <section class="list">\n    <ul>\n'),
        "    </ul>\n",
        "    </ul>\n    </section>\n",
      ),
    shows: (root) => root.querySelector("section.list > ul > li") !== null,
    step: 1,
  },
  {
    name: "a child's props type changed",
    apply: (s) =>
      replace(
        replace(
          replace(
            s,
            "{ label, format }: { label: string;",
            "{ label, format, step }: { label: string; step: number;",
          ),
          "n.value++",
          "(n.value += step)",
        ),
        '<Counter label="n=" />',
        '<Counter label="n=" step={10} />',
      ).replace("${format ? format(n.value) : n.value}`}", "${format ? format(n.value) : n.value}/${step}`}"),
    shows: (root) => root.querySelector(".counter")?.textContent?.endsWith("/10") === true,
    step: 10,
    counter: (n) => `n=${n}/10`,
  },

  {
    name: "a lambda prop given to a child, the parent's first",
    apply: (s) => replace(s, '<Counter label="n=" />', '<Counter label="n=" format={(n) => `#${n}`} />'),
    shows: (root) => root.querySelector(".counter")?.textContent?.includes("#") === true,
    step: 1,
    counter: (n) => `n=#${n}`,
  },
];

/**
 * A module with movable content (issue 22): a card whose state and effect
 * must survive a hot edit of the module, and still move afterwards.
 */
export const MOVABLE_APP = `import { DisposableEffect, movableContentOf, mutableStateOf, remember } from "composa";
import { effects } from "./effects";

const Card = movableContentOf(() => {
  const n = remember(() => mutableStateOf(0));
  DisposableEffect(() => {
    effects.started++;
    return () => void effects.stopped++;
  });
  <button class="card" onClick={() => n.value++}>{\`card \${n.value}\`}</button>;
});

export function App() {
  const wide = remember(() => mutableStateOf(false));
  <main>
    <button class="move" onClick={() => (wide.value = !wide.value)}>move</button>
    {wide.value ? <section class="wide"><Card /></section> : <aside class="narrow"><Card /></aside>}
    <h1>Cards</h1>
  </main>;
}
`;

export const MOVABLE_EDIT: StructuralEdit = {
  name: "an element added beside movable content",
  apply: (s) => replace(s, "<h1>Cards</h1>", '<h1>Cards</h1>\n    <p class="hint">Click a card</p>'),
  shows: (root) => root.querySelector("h1 + p.hint") !== null,
  step: 1,
};
