/**
 * The group tree: one row per group, indented; restart groups show their
 * recompose / skip counts (since the last reset) and light up when the last
 * pass recomposed them; hovering a row outlines its DOM; clicking a scope
 * selects it for the details pane.
 */
import type { RecomposeScope } from "composa/internal";
import { shortValue, type Inspector } from "composa/devtools";
import { hideHighlight, highlightNodes } from "./highlight.js";
import type { Row } from "./rows.js";
import type { PanelState } from "./state.js";

export function GroupTree({
  rows,
  inspector,
  ui,
}: {
  rows: readonly Row[];
  inspector: Inspector;
  ui: PanelState;
}) {
  <div class="inspector-tree" role="tree" onMouseLeave={() => hideHighlight()}>
    {rows.length === 0 && <p class="inspector-empty">No groups match these filters.</p>}
    {rows.map((row) => (
      <GroupRow key={row.id} row={row} inspector={inspector} ui={ui} pass={inspector.passes} />
    ))}
  </div>;
}

function GroupRow({
  row,
  inspector,
  ui,
  pass,
}: {
  row: Row;
  inspector: Inspector;
  ui: PanelState;
  pass: number;
}) {
  const { group } = row;
  const scope = group.scope;
  const counts = scope === undefined ? undefined : inspector.counts(scope);
  const history = scope === undefined ? [] : inspector.why(scope);
  const recent = history.length > 0 && history[history.length - 1]!.pass === pass;
  const selected = scope !== undefined && ui.selected.value === scope;
  const select = (s: RecomposeScope | undefined) => {
    if (s !== undefined) ui.selected.value = s;
  };
  <div
    class={["inspector-row", `kind-${group.kind}`, selected ? "selected" : "", recent ? "recent" : ""]}
    role="treeitem"
    data-kind={group.kind}
    data-name={row.label}
    style={{ paddingLeft: `${row.depth * 14 + 4}px` }}
    onMouseEnter={() => highlightNodes(inspector.nodesOf(group), row.label)}
    onClick={() => select(scope)}
  >
    <button
      type="button"
      class="inspector-twisty"
      disabled={!row.hasChildren}
      onClick={(e) => (e.stopPropagation(), ui.toggleRow(row.id))}
    >
      {row.hasChildren ? (row.collapsed ? "▸" : "▾") : "·"}
    </button>
    <span class="inspector-label">{row.label}</span>
    <span class="inspector-kind">{group.kind}</span>
    {group.location !== undefined && <span class="inspector-location">{group.location}</span>}
    {counts !== undefined && (
      <span
        class="inspector-counts"
        data-recomposed={counts.recomposedSinceReset}
        data-skipped={counts.skippedSinceReset}
        title="recomposed · skipped (since the last reset)"
      >
        {`↻ ${counts.recomposedSinceReset} · ⤼ ${counts.skippedSinceReset}`}
      </span>
    )}
    {group.slots.length > 0 && (
      <span class="inspector-slots">{group.slots.map((slot) => shortValue(slot, 28)).join(", ")}</span>
    )}
  </div>;
}
