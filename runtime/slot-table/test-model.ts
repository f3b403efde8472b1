// The reference model of the slot-table property tests: a plain tree of groups.
import { SlotTable } from "./slot-table.js";

/** The reference model: a plain tree. Keys are unique ids so anchors can be checked. */
export interface ModelGroup {
  key: number;
  nodes: number;
  slots: unknown[];
  children: ModelGroup[];
}

export function flatten(roots: ModelGroup[]) {
  const out: { key: number; size: number; nodes: number; parent: number; slots: unknown[] }[] = [];
  const visit = (g: ModelGroup, parent: number): number => {
    const index = out.length;
    const entry = { key: g.key, size: 0, nodes: g.nodes, parent, slots: g.slots.slice() };
    out.push(entry);
    let size = 1;
    for (const c of g.children) size += visit(c, index);
    entry.size = size;
    return size;
  };
  for (const r of roots) visit(r, -1);
  return out;
}

export function random(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** Builds `groups` into a fresh table in append mode, the way the insert table is built. */
export function buildTable(groups: ModelGroup[]): SlotTable {
  const table = new SlotTable();
  const writer = table.openWriter();
  const write = (g: ModelGroup, parent: number) => {
    const index = writer.appendGroup(g.key, 0, parent);
    for (const v of g.slots) writer.appendSlot(index, v);
    for (const c of g.children) write(c, index);
    writer.closeGroup(index, g.nodes);
  };
  for (const g of groups) write(g, -1);
  writer.close();
  return table;
}
