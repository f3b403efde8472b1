/**
 * The composition viewer's filters (Decomposing Jetpack Compose, plus two of our own). A group a
 * filter hides gives its place to its visible descendants, so the tree that
 * remains keeps the nesting of what is shown: "recompose scopes only" is the
 * tree of scopes, "node groups only" the tree of nodes.
 */
import type { GroupInfo } from "./groups.js";

export interface TreeFilter {
  /** Hide groups with no children and no data (Decomposing Jetpack Compose: e.g. a composition local read). */
  hideEmpty?: boolean;
  /** Hide groups with data but no children (Decomposing Jetpack Compose: e.g. `remember`). */
  hideLeaves?: boolean;
  /** Only recompose scopes (restart groups and restartable lambdas). */
  scopesOnly?: boolean;
  /** Only node groups: the tree the Applier builds. */
  nodesOnly?: boolean;
  /** Hide node groups. */
  hideNodes?: boolean;
  /** Only groups with source information (development builds): the app's own calls. */
  sourceOnly?: boolean;
  /** Fold flow-control groups (`if`, `&&`, loops…) into their parent. */
  collapseFlowControl?: boolean;
  /** Leave out data slots. */
  hideSlots?: boolean;
}

/** Whether a group has data: slots, a node, a scope or a key object (its source string does not count). */
export function hasData(group: GroupInfo): boolean {
  return (
    group.slots.length > 0 || group.node !== undefined || group.scope !== undefined || "objectKey" in group
  );
}

function shows(group: GroupInfo, filter: TreeFilter): boolean {
  const leaf = group.children.length === 0;
  if (filter.hideEmpty && leaf && !hasData(group)) return false;
  if (filter.hideLeaves && leaf && hasData(group)) return false;
  if (filter.scopesOnly && group.scope === undefined) return false;
  if (filter.nodesOnly && group.kind !== "node") return false;
  if (filter.hideNodes && group.kind === "node") return false;
  if (filter.sourceOnly && group.location === undefined) return false;
  if (filter.collapseFlowControl && group.kind === "flow-control") return false;
  return true;
}

/**
 * The groups `filter` shows, each hidden group replaced by its shown descendants.
 *
 * @example
 * filterGroups(inspector.tree(), { scopesOnly: true }); // the tree of recompose scopes
 */
export function filterGroups(groups: readonly GroupInfo[], filter: TreeFilter): GroupInfo[] {
  const out: GroupInfo[] = [];
  for (const group of groups) {
    const children = filterGroups(group.children, filter);
    if (!shows(group, filter)) out.push(...children);
    else out.push({ ...group, children, slots: filter.hideSlots ? [] : group.slots });
  }
  return out;
}
