// A recursive tree view (expand/collapse state per node, keyed children that
// reorder), a composable declared inside another, and an error boundary
// around rows that may throw.
import { ErrorBoundary, mutableStateOf, remember, type MutableState } from "composa";

export interface Node {
  id: string;
  children?: Node[];
}

export function TreeNode({ node, depth }: { node: Node; depth: number }) {
  const open = remember(() => mutableStateOf(depth === 0));
  const kids = node.children ?? [];
  <li data-id={node.id} style={{ paddingLeft: `${depth * 8}px` }}>
    {kids.length > 0 ? (
      <button
        aria-label={`toggle ${node.id}`}
        aria-expanded={open.value}
        onClick={() => (open.value = !open.value)}
      >
        {open.value ? "−" : "+"}
      </button>
    ) : null}
    <span>{node.id}</span>
    {open.value && kids.length > 0 && (
      <ul>
        {kids.map((k) => (
          <TreeNode key={k.id} node={k} depth={depth + 1} />
        ))}
      </ul>
    )}
  </li>;
}

export function Tree({ root }: { root: MutableState<Node> }) {
  <ul class="tree">
    <TreeNode node={root.value} depth={0} />
  </ul>;
}

export function Nested({ items, prefix }: { items: MutableState<string[]>; prefix: MutableState<string> }) {
  const p = prefix.value;
  const Item = ({ label }: { label: string }) => {
    const n = remember(() => mutableStateOf(0));
    <li onClick={() => n.value++}>{`${p}${label}:${n.value}`}</li>;
  };
  <ul>
    {items.value.map((label) => (
      <Item key={label} label={label} />
    ))}
  </ul>;
}

function Risky({ label }: { label: string }) {
  if (label === "boom") throw new Error(`bad row ${label}`);
  <li>{label}</li>;
}

export function Guarded({ rows }: { rows: MutableState<string[]> }) {
  <ErrorBoundary
    fallback={({ error, retry }) => {
      <p role="alert">{(error as Error).message}</p>;
      <button onClick={() => ((rows.value = rows.value.filter((r) => r !== "boom")), retry())}>Fix</button>;
    }}
  >
    <ul>
      {rows.value.map((r) => (
        <Risky key={r} label={r} />
      ))}
    </ul>
  </ErrorBoundary>;
  <footer>{rows.value.length} rows</footer>;
}
