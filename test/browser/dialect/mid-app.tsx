// A mid-sized app in the dialect, for the mount/dispose leak test: layout
// from the kit, a keyed list of rows with their own state and handlers, a
// form, conditional panels, effects with cleanups, a composition local,
// deferred bindings, SVG. Everything it adds to the page it must take back.
import {
  CompositionLocalProvider,
  DisposableEffect,
  SideEffect,
  compositionLocalOf,
  mutableStateOf,
  remember,
  type CompositionLocalProviderProps,
} from "composa";
import { Button, Checkbox, Column, Row, Text, TextField } from "composa/dom";
import type { Children } from "composa/jsx-runtime";

// CompositionLocalProvider is typed with its compiled signature only, which JSX does not accept as a tag type.
const Provide = CompositionLocalProvider as unknown as (
  props: CompositionLocalProviderProps & { children?: Children },
) => void;

interface Todo {
  id: number;
  title: string;
}

const LocalAccent = compositionLocalOf("blue");

function TodoRow({ todo, onRemove }: { todo: Todo; onRemove: (id: number) => void }) {
  const done = remember(() => mutableStateOf(false));
  const accent = LocalAccent.current;
  <Row class={done.value ? "done" : "open"}>
    <Checkbox checked={done.value} onCheckedChange={(v) => (done.value = v)} label={todo.title} />
    <span style={{ color: accent }}>{() => (done.value ? "✓" : "…")}</span>
    <Button text="×" onClick={() => onRemove(todo.id)} />
  </Row>;
}

function Stats({ count }: { count: number }) {
  const ticks = remember(() => ({ n: 0 }));
  SideEffect(() => {
    ticks.n++;
  });
  <p class="stats" title={`${count} items`}>
    {count} items
    <svg width="10" height="10">
      <circle cx="5" cy="5" r={count % 5} />
    </svg>
  </p>;
}

function Panel({ open, children }: { open: boolean; children?: Children }) {
  DisposableEffect(open, () => {
    // A listener outside the composition: its cleanup must remove it.
    const onResize = () => {};
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  });
  if (open) {
    <section class="panel">{children}</section>;
  } else {
    <section class="panel closed" />;
  }
}

export function MidApp({ seed }: { seed: number }) {
  const todos = remember(() =>
    mutableStateOf<Todo[]>(Array.from({ length: 20 }, (_, i) => ({ id: i, title: `todo ${seed}-${i}` }))),
  );
  const draft = remember(() => mutableStateOf(""));
  const open = remember(() => mutableStateOf(seed % 2 === 0));
  const remove = (id: number) => (todos.value = todos.value.filter((t) => t.id !== id));
  <Provide values={[LocalAccent.provides(seed % 3 === 0 ? "red" : "green")]}>
    <Column class="app">
      <h1 onClick={() => (open.value = !open.value)}>Todos</h1>
      <Row>
        <TextField value={draft.value} onValueChange={(v) => (draft.value = v)} placeholder="New todo" />
        <Button
          text="Add"
          onClick={() =>
            (todos.value = [...todos.value, { id: todos.value.length + 100, title: draft.value }])
          }
        />
      </Row>
      <ul>
        {todos.value.map((todo) => (
          <TodoRow key={todo.id} todo={todo} onRemove={remove} />
        ))}
      </ul>
      <Panel open={open.value}>
        <Stats count={todos.value.length} />
        <a href={`#/todo/${seed}`} onMouseOver={() => {}}>
          details
        </a>
      </Panel>
      <Text text={() => `draft: ${draft.value}`} />
    </Column>
  </Provide>;
}
