/**
 * The inspector panel, written in Composa: it looks at the part of the page
 * under a target element (an example's result, in the playground) in the
 * composition that owns it, or at a whole app (its first root composition,
 * on a user's page), and redraws after each pass that composition applies.
 *
 * It runs as a composition of its own (see mount.ts): inspecting the
 * composition it lives in would redraw after its own passes forever.
 */
import { DisposableEffect, mutableStateOf, remember } from "composa";
import type { Composition } from "composa/internal";
import { compositionOf, compositionTree, inspect } from "composa/devtools";
import { CompositionList } from "./compositions.js";
import { ScopeDetails } from "./details.js";
import { GroupTree } from "./group-tree.js";
import { flattenRows } from "./rows.js";
import { FILTERS, PanelState, type Tab } from "./state.js";
import { StatesTable } from "./states-table.js";

export interface InspectorProps {
  /** The element whose content to inspect (the example's result); without it, the app's first root composition, whole. */
  target?: () => Element | null;
  /** The panel's own composition, once known (left out of what it can inspect). */
  own?: () => Composition<unknown> | null;
}

const TABS: ReadonlyArray<[Tab, string]> = [
  ["groups", "Groups"],
  ["states", "State reads"],
  ["compositions", "Compositions"],
];

export function InspectorPanel({ target, own }: InspectorProps) {
  const ui = remember(() => new PanelState());
  const version = remember(() => mutableStateOf(0, { label: "inspector version" }));
  const root = target === undefined ? undefined : target();
  const composition =
    target === undefined ? appComposition(own?.()) : root === null ? undefined : compositionOf(root);
  const inspector = composition === undefined || composition === own?.() ? undefined : inspect(composition);
  DisposableEffect(inspector, () => {
    const stop = inspector?.subscribe(() => version.value++);
    return () => void stop?.();
  });
  void version.value; // redraw after each pass of the inspected composition
  <section class="inspector" data-pass={inspector?.passes ?? 0}>
    <header class="inspector-bar">
      <strong>Inspector</strong>
      <span class="dim">
        {inspector === undefined ? "nothing to inspect yet" : `pass ${inspector.passes}`}
      </span>
      <nav class="inspector-tabs">
        {TABS.map(([tab, label]) => (
          <button
            key={tab}
            type="button"
            class={ui.tab.value === tab ? "active" : ""}
            onClick={() => (ui.tab.value = tab)}
          >
            {label}
          </button>
        ))}
      </nav>
      <button type="button" class="inspector-reset" onClick={() => inspector?.resetCounts()}>
        Reset counts
      </button>
    </header>
    {() => {
      if (inspector === undefined || root === null) return;
      const tab = ui.tab.value;
      if (tab === "groups") {
        const filter = ui.filter.value;
        <div class="inspector-filters">
          {FILTERS.map(({ key, label, title }) => (
            <label key={key} title={title}>
              <input
                type="checkbox"
                name={key}
                checked={filter[key] === true}
                onChange={(e) => ui.setFilter(key, e.currentTarget.checked)}
              />
              {label}
            </label>
          ))}
        </div>;
        <div class="inspector-split">
          <GroupTree
            rows={flattenRows(inspector.tree({ ...filter, root }), ui.collapsed.value)}
            inspector={inspector}
            ui={ui}
          />
          <ScopeDetails scope={ui.selected.value} inspector={inspector} />
        </div>;
      } else if (tab === "states") {
        <StatesTable states={inspector.states({ root })} />;
      } else {
        <CompositionList roots={compositionTree()} inspected={inspector.composition} own={own?.() ?? null} />;
      }
    }}
  </section>;
}

/** The first root of the tree of compositions that is not the panel's own. */
function appComposition(own: Composition<unknown> | null | undefined): Composition<unknown> | undefined {
  return compositionTree().find((info) => info.composition !== own)?.composition;
}
