/**
 * Reading a slot table as a tree of groups (Decomposing Jetpack Compose's composition viewer):
 * each group with its key, kind, source information, data slots, and the
 * node or recompose scope it carries.
 */
import { Remembered } from "../change-list.js";
import type { RecomposeScope } from "../recompose-scope.js";
import {
  AUX_FLAGS,
  NODE_FLAG,
  OBJECT_KEY_FLAG,
  SCOPE_FLAG,
  SOURCE_FLAG,
  auxSlotCount,
} from "../slot-table/group-layout.js";
import type { SlotTable } from "../slot-table/slot-table.js";
import { isFlowControlLabel, isLambdaName, splitSource } from "../source-info.js";
import { RUNTIME_GROUP_NAMES } from "../group-keys.js";
import { KIT_GROUP_NAMES } from "../dom/kit/keys.js";

/**
 * - `restart`: a restartable composable's group, with a recompose scope;
 * - `lambda`: a composable lambda (children, slots such as `topBar`);
 * - `flow-control`: a group the compiler put around `if`, `?:`, `&&`, loops…;
 * - `replaceable`: any other group that may come and go but never moves
 *   (inline composables such as `Row`, `remember` after a child, `dynamic`);
 * - `movable`: a keyed group (`key={k}`, `key(k, …)`), with its key object;
 * - `node`: a group that emits one node.
 */
export type GroupKind = "restart" | "lambda" | "flow-control" | "replaceable" | "movable" | "node";

/** One group of the slot table. Indices are valid until the next pass. */
export interface GroupInfo {
  /** Position in the slot table (pre-order). */
  readonly index: number;
  readonly key: number;
  readonly kind: GroupKind;
  /** From development source information: `"Counter"`, `"if"`, `"Counter.children"`. */
  readonly name: string | undefined;
  /** From development source information: `"app.tsx:4:1"`. */
  readonly location: string | undefined;
  /** A movable group's key object. */
  readonly objectKey?: unknown;
  /** A node group's node (a DOM element or text node under `composa/dom`). */
  readonly node?: unknown;
  /** A restart group's recompose scope. */
  readonly scope?: RecomposeScope;
  /** Data slots (remembered values, stored parameters, memoized lambdas, state objects), in order. */
  readonly slots: readonly unknown[];
  readonly children: readonly GroupInfo[];
}

/** Names for the runtime's and the kit's own groups, which carry no source information. */
const KNOWN_GROUPS: Readonly<Record<number, string>> = { ...RUNTIME_GROUP_NAMES, ...KIT_GROUP_NAMES };

export { splitSource } from "../source-info.js";

/** The source information of group `index`, if it has some. */
export function sourceOf(table: SlotTable, index: number): string | undefined {
  const info = table.info(index);
  return table.aux(index, info, SOURCE_FLAG) as string | undefined;
}

/** A group's name and location: from its source information, else the runtime's name for its key, if any. */
export function nameOfGroup(
  table: SlotTable,
  index: number,
): { name: string | undefined; location: string | undefined } {
  const source = sourceOf(table, index);
  return source === undefined
    ? { name: KNOWN_GROUPS[table.key(index)], location: undefined }
    : splitSource(source);
}

/** The groups of `table` as a tree: its top-level groups with their descendants. */
export function readGroups(table: SlotTable): GroupInfo[] {
  assertReadable(table);
  const roots: GroupInfo[] = [];
  for (let i = 0; i < table.size; i += table.groupSize(i)) roots.push(readGroup(table, i));
  return roots;
}

/** The group at `index` with its descendants. */
export function readGroup(table: SlotTable, index: number): GroupInfo {
  const info = table.info(index);
  const aux = (flag: number) => table.aux(index, info, flag);
  const { name, location } = nameOfGroup(table, index);
  const slots: unknown[] = [];
  const count = table.slotCount(index);
  for (let s = auxSlotCount(info & AUX_FLAGS); s < count; s++) {
    const value = table.slot(index, s);
    slots.push(value instanceof Remembered ? value.observer : value);
  }
  const children: GroupInfo[] = [];
  const end = index + table.groupSize(index);
  for (let c = index + 1; c < end; c += table.groupSize(c)) children.push(readGroup(table, c));
  const group: { -readonly [K in keyof GroupInfo]: GroupInfo[K] } = {
    index,
    key: table.key(index),
    kind: kindOf(info, name),
    name,
    location,
    slots,
    children,
  };
  if (info & OBJECT_KEY_FLAG) group.objectKey = aux(OBJECT_KEY_FLAG);
  if (info & NODE_FLAG) group.node = aux(NODE_FLAG);
  if (info & SCOPE_FLAG) group.scope = aux(SCOPE_FLAG) as RecomposeScope;
  return group;
}

function kindOf(info: number, name: string | undefined): GroupKind {
  if (info & NODE_FLAG) return "node";
  if (info & OBJECT_KEY_FLAG) return "movable";
  const lambda = name !== undefined && isLambdaName(name);
  if (info & SCOPE_FLAG) return lambda ? "lambda" : "restart";
  if (lambda) return "lambda";
  return name !== undefined && isFlowControlLabel(name) ? "flow-control" : "replaceable";
}

/** The index of the restart group `scope` belongs to, or -1 once it left `table`. */
export function scopeGroupIndex(table: SlotTable, scope: RecomposeScope): number {
  if (!scope.alive) return -1;
  if (scope.anchor !== null) return table.ownsAnchor(scope.anchor) ? table.anchorIndex(scope.anchor) : -1;
  // A scope that never read anything has no anchor: look for it.
  for (let i = 0; i < table.size; i++) {
    const info = table.info(i);
    if (info & SCOPE_FLAG && table.aux(i, info, SCOPE_FLAG) === scope) return i;
  }
  return -1;
}

/** The index of the node group whose node is `node`, or -1. */
export function nodeGroupIndex(table: SlotTable, node: unknown): number {
  for (let i = 0; i < table.size; i++) {
    const info = table.info(i);
    if (info & NODE_FLAG && table.aux(i, info, NODE_FLAG) === node) return i;
  }
  return -1;
}

/** The nodes group `index` puts into its parent node: its own, or its outermost descendants'. */
export function topNodes(table: SlotTable, index: number): unknown[] {
  const nodes: unknown[] = [];
  const end = index + table.groupSize(index);
  for (let i = index; i < end;) {
    const info = table.info(i);
    if (info & NODE_FLAG) {
      nodes.push(table.aux(i, info, NODE_FLAG));
      i += table.groupSize(i); // its descendants are inside its node
    } else i++;
  }
  return nodes;
}

/** Calls `visit` with every node of `table`'s node groups. */
export function forEachNode(
  table: SlotTable,
  visit: (node: unknown, index: number) => void,
  from = 0,
  to = table.size,
): void {
  for (let i = from; i < to; i++) {
    const info = table.info(i);
    if (info & NODE_FLAG) visit(table.aux(i, info, NODE_FLAG), i);
  }
}

/** Throws while the table is being written (during an apply): its groups are half moved. */
export function assertReadable(table: SlotTable): void {
  if (table.writing)
    throw new Error(
      "composa/devtools: the composition is applying a pass; read it once the pass is applied (subscribe)",
    );
}
