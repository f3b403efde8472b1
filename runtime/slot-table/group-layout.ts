/**
 * How a group is packed into the slot table's `Int32Array` (How Composition Works, "The
 * Slot Table"): five integers, no child pointers. A group's children follow it
 * in pre-order; `size` (the group and all its descendants) is what lets a
 * reader skip a whole subtree in one step.
 */

export const GROUP_FIELDS = 5;

/** The int key the compiler gave the call site. */
export const KEY = 0;
/** Flags in the high bits, the node count in the low bits (seed: "Flags and Nodes packed together"). */
export const INFO = 1;
/** The number of groups in this group's subtree, itself included. */
export const SIZE = 2;
/** The parent's index, encoded so that inserts at the gap do not touch it (see slot-table.ts). */
export const PARENT = 3;
/** The index of the group's first slot, encoded the same way against the slot array. */
export const DATA = 4;

/** Nodes this group contributes to its parent node: 1 for a node group. */
export const NODE_COUNT_MASK = (1 << 24) - 1;
/** The group emits a node; its first aux slot holds it. */
export const NODE_FLAG = 1 << 24;
/** The group has a key object (movable groups, `key(k) { }`) in an aux slot. */
export const OBJECT_KEY_FLAG = 1 << 25;
/** The group is a restart group; an aux slot holds its recompose scope. */
export const SCOPE_FLAG = 1 << 26;
/** The group carries source information (dev builds) in an aux slot. */
export const SOURCE_FLAG = 1 << 27;

export const AUX_FLAGS = NODE_FLAG | OBJECT_KEY_FLAG | SCOPE_FLAG | SOURCE_FLAG;

/**
 * A node group whose node the composition set properties on (`set`): only
 * such nodes can hold what an Applier attached to them, so only they are
 * reported to `Applier.onRelease` when they leave.
 */
export const PROPS_FLAG = 1 << 28;

/**
 * A node group whose node is already in place inside its parent's node (a
 * folded template's element holding a hole's content, `holeContent`): it
 * has a node frame for that element's children, but contributes no node to
 * its parent: the parent's children are counted without it.
 */
export const DETACHED_FLAG = 1 << 29;

/**
 * A folded template's root (`startTemplate` with holes): after its node, a
 * slot holds the holes' description and the next ones their nodes, which
 * are released with it (they have no groups of their own).
 */
export const HOLES_FLAG = 1 << 30;

/** Nodes a group with `info` contributes to its parent node: one for a node group, none for a detached one. */
export function nodesOf(info: number): number {
  return info & NODE_FLAG ? (info & DETACHED_FLAG ? 0 : 1) : info & NODE_COUNT_MASK;
}

/** Number of aux slots (before the data slots) that `flags` implies. */
export function auxSlotCount(info: number): number {
  let n = 0;
  if (info & OBJECT_KEY_FLAG) n++;
  if (info & NODE_FLAG) n++;
  if (info & SCOPE_FLAG) n++;
  if (info & SOURCE_FLAG) n++;
  return n;
}

/** Offset of a given aux slot among the group's slots; the order is fixed: key, node, scope, source. */
export function auxSlotOffset(info: number, flag: number): number {
  let n = 0;
  if (flag === OBJECT_KEY_FLAG) return n;
  if (info & OBJECT_KEY_FLAG) n++;
  if (flag === NODE_FLAG) return n;
  if (info & NODE_FLAG) n++;
  if (flag === SCOPE_FLAG) return n;
  if (info & SCOPE_FLAG) n++;
  return n;
}
