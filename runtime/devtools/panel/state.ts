/**
 * What the inspector panel remembers between passes: the tab, the filters,
 * the selected scope, the collapsed rows. Each is a state of its own, so a
 * click recomposes only what shows it.
 */
import { mutableStateOf } from "composa";
import type { RecomposeScope } from "composa/internal";
import type { TreeFilter } from "composa/devtools";

export type Tab = "groups" | "states" | "compositions";

/** The filters the toolbar offers, in its order, with their labels (Decomposing Jetpack Compose's, then ours). */
export const FILTERS: ReadonlyArray<{ key: keyof TreeFilter; label: string; title: string }> = [
  {
    key: "hideEmpty",
    label: "hide empty",
    title: "groups with no children and no data (e.g. a composition local read)",
  },
  {
    key: "hideLeaves",
    label: "hide leaves",
    title: "groups with data but no children (e.g. remember, text nodes)",
  },
  { key: "scopesOnly", label: "recompose scopes only", title: "only restart groups: the tree of scopes" },
  { key: "nodesOnly", label: "node groups only", title: "only node groups: the tree the Applier built" },
  { key: "hideNodes", label: "hide nodes", title: "leave node groups out" },
  {
    key: "sourceOnly",
    label: "source info only",
    title: "only groups with source information: your own composables",
  },
  {
    key: "collapseFlowControl",
    label: "collapse flow control",
    title: "fold if / && / loops into their parent",
  },
  { key: "hideSlots", label: "hide slots", title: "leave data slots out" },
];

export class PanelState {
  readonly tab = mutableStateOf<Tab>("groups", { label: "inspector tab" });
  readonly filter = mutableStateOf<TreeFilter>({ hideEmpty: true }, { label: "inspector filter" });
  readonly selected = mutableStateOf<RecomposeScope | null>(null, { label: "inspector selection" });
  readonly collapsed = mutableStateOf<ReadonlySet<string>>(new Set(), { label: "inspector collapsed rows" });

  setFilter(key: keyof TreeFilter, on: boolean): void {
    this.filter.value = { ...this.filter.value, [key]: on };
  }

  toggleRow(id: string): void {
    const next = new Set(this.collapsed.value);
    if (!next.delete(id)) next.add(id);
    this.collapsed.value = next;
  }
}
