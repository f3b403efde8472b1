/** The group tree as the rows the panel shows: flattened, indented, collapsible. */
import { groupLabel, type GroupInfo } from "composa/devtools";

export interface Row {
  /** The path of keys (and key objects) from the root, with an ordinal among equal siblings: stable across passes. */
  readonly id: string;
  readonly depth: number;
  readonly group: GroupInfo;
  readonly label: string;
  readonly hasChildren: boolean;
  readonly collapsed: boolean;
}

/**
 * Pre-order rows of `groups`; the children of a collapsed row are left out.
 *
 * @example
 * flattenRows(inspector.tree(), new Set()).map((r) => "  ".repeat(r.depth) + r.label);
 */
export function flattenRows(
  groups: readonly GroupInfo[],
  collapsed: ReadonlySet<string>,
  parent = "",
  depth = 0,
  out: Row[] = [],
): Row[] {
  const ordinals = new Map<string, number>();
  for (const group of groups) {
    const base = group.objectKey === undefined ? `${group.key}` : `${group.key}:${String(group.objectKey)}`;
    const n = ordinals.get(base) ?? 0;
    ordinals.set(base, n + 1);
    const id = `${parent}/${base}#${n}`;
    const isCollapsed = collapsed.has(id);
    out.push({
      id,
      depth,
      group,
      label: groupLabel(group),
      hasChildren: group.children.length > 0,
      collapsed: isCollapsed,
    });
    if (!isCollapsed) flattenRows(group.children, collapsed, id, depth + 1, out);
  }
  return out;
}
