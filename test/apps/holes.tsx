// `{children}` in a folded template: the hole holds text, nothing, or content
// with its own state.
import { mutableStateOf, remember, type MutableState } from "composa";
import type { Children } from "composa/jsx-runtime";

export function Frame({ title, children }: { title: string; children?: Children }) {
  <div class="frame">
    <h3 class="title">{title}</h3>
    <div class="content">{children}</div>
  </div>;
}

function Counter({ label }: { label: string }) {
  const n = remember(() => mutableStateOf(0));
  <button onClick={() => n.value++}>{`${label} ${n.value}`}</button>;
}

export function Holes({ mode, title }: { mode: MutableState<string>; title: MutableState<string> }) {
  if (mode.value === "text") {
    <Frame title={title.value}>just text {title.value}</Frame>;
  } else if (mode.value === "none") {
    <Frame title={title.value} />;
  } else {
    <Frame title={title.value}>
      <Counter label={title.value} />
    </Frame>;
  }
}

export function Value({ v }: { v: MutableState<unknown> }) {
  <div class="frame">
    <h3 class="title">t</h3>
    <div class="content">{v.value as Children}</div>
  </div>;
}
