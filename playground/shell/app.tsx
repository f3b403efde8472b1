import { mutableStateOf, remember } from "composa";
import { compiledOf, entryOf, examples, sourceOf, type Example } from "../examples/index.js";
import { InspectorPane } from "../inspector/index.js";
import { CodeView } from "./code-view.js";

function exampleFromHash(): string {
  const id = location.hash.slice(1);
  return examples.some((e) => e.id === id) ? id : examples[0]!.id;
}

/** The playground: the examples on the left, the selected one on the right. */
export function App() {
  const selected = remember(() => mutableStateOf(exampleFromHash()));
  const example = examples.find((e) => e.id === selected.value) ?? examples[0]!;
  <div class="shell">
    <header class="top">
      <h1>
        Composa <span class="dim">playground</span>
      </h1>
      <p class="dim">
        Jetpack Compose's runtime model on the web. Edit a file under playground/examples/: it reloads in
        place and keeps its state.
      </p>
    </header>
    <nav class="sidebar">
      {examples.map((e) => (
        <a
          key={e.id}
          href={`#${e.id}`}
          class={e.id === example.id ? "active" : ""}
          onClick={() => (selected.value = e.id)}
        >
          {e.title}
        </a>
      ))}
    </nav>
    <main class="main">
      <ExampleView key={example.id} example={example} />
    </main>
  </div>;
}

type Tab = "source" | "compiled";

/** One example: the running result beside its source and its compiled output. */
function ExampleView({ example }: { example: Example }) {
  const tab = remember(() => mutableStateOf<Tab>("source"));
  const Entry = entryOf(example);
  <section class="example">
    <h2>{example.title}</h2>
    <p class="about">{example.about}</p>
    <div class="panes">
      <div class="pane result" data-example={example.id}>
        <div class="pane-title">Result</div>
        <div class="result-body">
          <Entry />
        </div>
      </div>
      <div class="pane code-pane">
        <div class="tabs" role="tablist">
          <button
            type="button"
            role="tab"
            class={tab.value === "source" ? "tab active" : "tab"}
            onClick={() => (tab.value = "source")}
          >
            Source <span class="dim">examples/{example.file}</span>
          </button>
          <button
            type="button"
            role="tab"
            class={tab.value === "compiled" ? "tab active" : "tab"}
            onClick={() => (tab.value = "compiled")}
          >
            Compiled output
          </button>
        </div>
        <CodeView label={tab.value} text={tab.value === "source" ? sourceOf(example) : compiledOf(example)} />
      </div>
      <InspectorPane target={`.result[data-example="${example.id}"] .result-body`} />
    </div>
  </section>;
}
