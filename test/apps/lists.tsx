// Keyed lists the way React code writes them: nested groups that reorder,
// rows with their own remembered state, a selection read through a local,
// callbacks that read the latest state.
import {
  CompositionLocalProvider,
  compositionLocalOf,
  DisposableEffect,
  mutableStateOf,
  remember,
  type MutableState,
} from "composa";

export interface Item {
  id: string;
  label: string;
}
export interface Group {
  id: string;
  title: string;
  items: Item[];
}

export const LocalSelected = compositionLocalOf<string | null>(null);
export const LocalTheme = compositionLocalOf("light");
export const log: string[] = [];

export function Row({ item, onPick }: { item: Item; onPick: (id: string) => void }) {
  const clicks = remember(() => mutableStateOf(0));
  const selected = LocalSelected.current === item.id;
  DisposableEffect(item.id, () => {
    log.push(`+${item.id}`);
    return () => log.push(`-${item.id}`);
  });
  <li class={selected ? "selected" : ""} data-theme={LocalTheme.current}>
    <button onClick={() => (clicks.value++, onPick(item.id))}>{item.label}</button>
    {clicks.value > 0 && <span class="clicks">{clicks.value}</span>}
  </li>;
}

export function Groups({
  groups,
  selected,
  theme,
  picks,
}: {
  groups: MutableState<Group[]>;
  selected: MutableState<string | null>;
  theme: MutableState<string>;
  picks: string[];
}) {
  <CompositionLocalProvider
    values={[LocalSelected.provides(selected.value), LocalTheme.provides(theme.value)]}
  >
    <div class="groups">
      {groups.value.map((g) => (
        <section key={g.id}>
          <h3>{g.title}</h3>
          {g.items.length === 0 ? (
            <p class="empty">No items</p>
          ) : (
            <ul>
              {g.items.map((item) => (
                <Row
                  key={item.id}
                  item={item}
                  onPick={(id) => {
                    // reads the latest selection at click time
                    picks.push(`${selected.value ?? "none"}->${id}`);
                    selected.value = id;
                  }}
                />
              ))}
            </ul>
          )}
          <footer>{g.items.length} items</footer>
        </section>
      ))}
    </div>
  </CompositionLocalProvider>;
}
