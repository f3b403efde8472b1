// A store of stores, as Solid and MobX users shape it: a module-level state
// list whose items hold states of their own (title, done), rows that read
// only their item's states, derived views over the list and the items'
// states (filter, counts, a sort by a field the rows edit), and each row's
// own remembered state (an editing flag, a draft) kept through filtering and
// sorting by key.
import { derivedStateOf, mutableStateListOf, mutableStateOf, remember, type MutableState } from "composa";

export interface Task {
  id: number;
  title: MutableState<string>;
  done: MutableState<boolean>;
  priority: MutableState<number>;
}

export const runs: Record<string, number> = {};
const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);

export const tasks = mutableStateListOf<Task>();
export const filter = mutableStateOf<"all" | "open">("all");
let nextId = 1;

export function addTask(title: string, priority = 0): Task {
  const task = {
    id: nextId++,
    title: mutableStateOf(title),
    done: mutableStateOf(false),
    priority: mutableStateOf(priority),
  };
  tasks.push(task);
  return task;
}

export function reset(): void {
  tasks.splice(0, tasks.length);
  filter.value = "all";
  nextId = 1;
}

const visible = derivedStateOf(() => {
  const shown = filter.value === "open" ? tasks.filter((t) => !t.done.value) : [...tasks];
  return shown.sort((a, b) => b.priority.value - a.priority.value || a.id - b.id);
});
const open = derivedStateOf(() => tasks.filter((t) => !t.done.value).length);

function TaskRow({ task }: { task: Task }) {
  ran(`row ${task.id}`);
  const editing = remember(() => mutableStateOf(false));
  const draft = remember(() => mutableStateOf(""));
  <li data-id={task.id} class={task.done.value ? "done" : undefined}>
    <input
      type="checkbox"
      aria-label={`done ${task.id}`}
      checked={task.done.value}
      onChange={() => (task.done.value = !task.done.value)}
    />
    {editing.value ? (
      <input
        aria-label={`edit ${task.id}`}
        value={draft.value}
        onInput={(e) => (draft.value = e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            task.title.value = draft.value;
            editing.value = false;
          }
        }}
      />
    ) : (
      <span
        onDoubleClick={() => {
          draft.value = task.title.value;
          editing.value = true;
        }}
      >
        {task.title.value}
      </span>
    )}
    <button aria-label={`up ${task.id}`} onClick={() => task.priority.value++}>
      {task.priority.value}
    </button>
  </li>;
}

export function Tasks() {
  ran("tasks");
  <p class="open">{`${open.value} open`}</p>;
  <button onClick={() => (filter.value = filter.value === "all" ? "open" : "all")}>{filter.value}</button>;
  <ul>
    {visible.value.map((task) => (
      <TaskRow key={task.id} task={task} />
    ))}
  </ul>;
}
