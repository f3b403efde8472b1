/**
 * Plain-text dumps of what devtools reads: for a console, a test, a note.
 *
 * @example
 * console.log(formatTree(inspector.tree({ sourceOnly: true }), inspector));
 * // Counters  restart  app.tsx:12:8  recomposed 1 · skipped 0
 * //   Counter  restart  app.tsx:4:1  recomposed 0 · skipped 1
 */
import type { GroupInfo } from "./groups.js";
import type { Inspector, Recomposition, Write } from "./inspector.js";
import type { ReaderInfo, StateInfo } from "./states.js";
import { describeNode, shortValue } from "./values.js";

/** A group's name in the viewer: its composable or flow-control label, its node, or its kind and key. */
export function groupLabel(group: GroupInfo): string {
  if (group.kind === "node") return describeNode(group.node) ?? "node";
  if (group.name !== undefined) return group.name;
  if (group.kind === "movable") return `key(${shortValue(group.objectKey, 24)})`;
  return `${group.kind === "restart" ? "restart group" : "group"} 0x${(group.key >>> 0).toString(16)}`;
}

/** One line per group, indented by depth: label, kind, location, counts, slots. */
export function formatTree(groups: readonly GroupInfo[], inspector?: Inspector, depth = 0): string {
  const lines: string[] = [];
  for (const group of groups) {
    const parts = [groupLabel(group), group.kind];
    if (group.location !== undefined) parts.push(group.location);
    if (group.scope !== undefined && inspector !== undefined) {
      const counts = inspector.counts(group.scope);
      parts.push(`recomposed ${counts.recomposed} · skipped ${counts.skipped}`);
    }
    if (group.slots.length > 0) parts.push(`[${group.slots.map((slot) => shortValue(slot, 32)).join(", ")}]`);
    lines.push(`${"  ".repeat(depth)}${parts.join("  ")}`);
    if (group.children.length > 0) lines.push(formatTree(group.children, inspector, depth + 1));
  }
  return lines.join("\n");
}

/** One line per recomposition: `pass 2: showMiddle true → false (at app.tsx:9:40)`, or why it had no write. */
export function formatWhy(recompositions: readonly Recomposition[]): string {
  return recompositions
    .map(({ pass, writes }) => {
      if (writes.length === 0) return `pass ${pass}: recomposed by its caller (new parameters)`;
      const causes = writes.map((w) => `${writeText(w)}${w.where ? ` (at ${w.where})` : ""}`);
      return `pass ${pass}: ${causes.join("; ")}`;
    })
    .join("\n");
}

/** What a write changed: `count 0 → 1`; a hot reload's version bump as `code of Counter changed (hot reload)`. */
export function writeText(write: Write): string {
  if (write.label.startsWith("hot:"))
    return `code of ${write.label.slice(write.label.lastIndexOf("#") + 1)} changed (hot reload)`;
  const text = `${write.label} ${shortValue(write.previous, 24)} → ${shortValue(write.next, 24)}`;
  if (write.apply === undefined) return text;
  // Made visible by a snapshot's apply: name it and everything it wrote (they arrived together).
  const labels = write.apply.states.map((state) => state.label ?? "?");
  return `${text} [apply of snapshot ${write.apply.snapshotId}: ${labels.join(", ")}]`;
}

/** A reader as the table shows it: `scope Counter`, `binding <div>.style`, `derived total`. */
export function readerLabel(reader: ReaderInfo): string {
  switch (reader.kind) {
    case "scope":
      return `scope ${reader.name}`;
    case "binding":
      return `binding ${describeNode(reader.node) ?? "node"}.${reader.property}`;
    case "derived":
      return `derived ${reader.label}`;
    default:
      return "other reader";
  }
}

/** The state-reads table, one state per line: label, kind, value, readers, dependencies. */
export function formatStates(states: readonly StateInfo[]): string {
  return states
    .map((s) => {
      const line = `${s.label} (${s.kind}) = ${shortValue(s.value, 32)}  read by: ${s.readers.map(readerLabel).join(", ") || "nobody"}`;
      return s.kind === "derived"
        ? `${line}  depends on: ${s.dependencies.map((d) => states.find((x) => x.state === d)?.label ?? "?").join(", ")}`
        : line;
    })
    .join("\n");
}
