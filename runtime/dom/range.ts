/**
 * Node ranges: how a placement of movable content (movable-content.ts) and a
 * portal's content (portal.ts) put their nodes directly into a parent, so
 * that the DOM is the one the same content written inline gives (`ul > li`,
 * a `<tbody>`'s `<tr>` children, `:first-child` all hold).
 *
 * A range is two empty comments, `<!--[-->` and `<!--]-->`, with its nodes
 * between them. The parent's composition knows the range as one node (its
 * start comment, the node of the site's node group); the subcomposition
 * placed there is rooted at that same start comment. The DOM Applier
 * therefore addresses *logical* children: in a parent holding ranges, a
 * range counts as one child, and the children of a range are the nodes
 * between its comments (a nested range again counting as one). Parents
 * without ranges keep the plain `childNodes[i]` path.
 *
 * The start comment is unavoidable (it is the site's node, and an empty
 * placement still needs a position); the end comment makes the range's
 * extent known without walking it. Comments are neither elements (`children`,
 * `:first-child`, `ul > li` ignore them) nor text, and `<tbody>`, `<ul>`
 * and `<select>` may hold them.
 *
 * A range that is not in the tree (new, or removed by its parent's pass
 * while its content may still move elsewhere) lives in a `DocumentFragment`
 * of its own, its holder, so its nodes stay together and a subcomposition
 * rooted at it works the same in or out of the tree.
 */

import { moveNode, movesAtomically } from "./move-node.js";
import { features } from "./features.js";

/** A range's start comment; `rangeEnd` is its end comment, `rangeHolder` where it lives when detached. */
export interface RangeStart extends Comment {
  rangeEnd: RangeEnd;
  rangeHolder: DocumentFragment;
}

/** A range's end comment, which knows its start (a walk backwards steps over the range in one). */
interface RangeEnd extends Comment {
  rangeStart?: RangeStart;
}

/** A parent element that has held a range: its children are addressed logically from then on. */
interface RangedParent extends Node {
  composaRanged?: true;
}

/** Whether any range was ever made: until then the DOM Applier never looks for them (its plain paths stay as they were). */
export let rangesExist = false;

/**
 * What the DOM Applier does with ranges, handed to it (features.ts) when the
 * first range is made: the Applier does not import this module, so a bundle
 * without movable content, portals or hydration carries none of it.
 */
const RANGES = {
  isRange,
  isLogical,
  insertLogical,
  removeLogical,
  moveLogical,
  clearRange,
  forgetCursor,
};

export type RangeOps = typeof RANGES;

function rangeMade(): void {
  rangesExist = true;
  features.ranges = RANGES;
}

/** A new, empty range in its holder. */
export function createRange(document: Document): RangeStart {
  const start = document.createComment("[") as RangeStart;
  const end = document.createComment("]") as RangeEnd;
  const holder = document.createDocumentFragment();
  holder.append(start, end);
  start.rangeEnd = end;
  end.rangeStart = start;
  start.rangeHolder = holder;
  rangeMade();
  return start;
}

/**
 * A range the server wrote (`<!--[-->` … `<!--]-->`, already in the tree),
 * adopted by hydration: the same bookkeeping as `createRange`'s, with a
 * holder that stays empty until the range is detached, and the node holding
 * it marked as holding a range (as `place` marks it).
 */
export function adoptRange(start: Comment, end: Comment): RangeStart {
  const range = start as RangeStart;
  range.rangeEnd = end;
  (end as RangeEnd).rangeStart = range;
  forgetCursor();
  range.rangeHolder = start.ownerDocument!.createDocumentFragment();
  (start.parentNode as RangedParent).composaRanged = true;
  rangeMade();
  return range;
}

export function isRange(node: Node): node is RangeStart {
  return (node as Partial<RangeStart>).rangeEnd !== undefined;
}

/** `node` if it is a range (its children are the nodes between its comments), else null. */
export function rangeOf(node: Node): RangeStart | null {
  return rangesExist && isRange(node) ? node : null;
}

/** Whether `current`'s children must be addressed logically (it is a range, or holds one). */
export function isLogical(current: Node): boolean {
  return (current as RangedParent).composaRanged === true || isRange(current);
}

/** The node holding `current`'s logical children. */
function parentOf(current: Node): Node {
  return isRange(current) ? current.parentNode! : current;
}

/** The node after a logical child (past its range's end for a range). */
function after(node: Node): Node | null {
  return isRange(node) ? node.rangeEnd.nextSibling : node.nextSibling;
}

/**
 * Where the last logical operation left off: `cursorNode` is `cursorOf`'s
 * logical child at `cursorIndex`. The change list's operations on one parent
 * come in order of index (a pass composes its children left to right), so
 * the next one walks on from here rather than from the first child: removing
 * every other row of n walks n siblings in all, not n² / 4. Only the
 * operations below keep it; any other change of a logical parent's children
 * (a range detached, appended or cleared, a hydrating pass's repair, the
 * start and end of each pass's changes) forgets it (`forgetCursor`).
 */
let cursorOf: Node | null = null;
let cursorIndex = 0;
let cursorNode: Node | null = null;

/** Forgets where the last operation left off (see `cursorOf`): the next one walks from the first child. */
export function forgetCursor(): void {
  cursorOf = null;
  cursorNode = null;
}

function keepCursor(current: Node, index: number, node: Node | null, stop: Node | null): void {
  if (node === null || node === stop) forgetCursor();
  else {
    cursorOf = current;
    cursorIndex = index;
    cursorNode = node;
  }
}

/** The logical child before `node` (a range's start for its end comment), or null at `current`'s first. */
function before(node: Node, current: Node): Node | null {
  const previous = node.previousSibling;
  if (previous === null || previous === current) return null;
  return (previous as RangeEnd).rangeStart ?? previous;
}

/** `current`'s logical child at `index`, or, past the last, what to insert before (a range's end, or null). */
export function childAt(current: Node, index: number): Node | null {
  const stop = isRange(current) ? current.rangeEnd : null;
  let node: Node | null = stop !== null ? current.nextSibling : current.firstChild;
  let i = 0;
  if (cursorOf === current && cursorNode!.parentNode === parentOf(current)) {
    if (index >= cursorIndex) {
      node = cursorNode;
      i = cursorIndex;
    } else if (index >= cursorIndex - index) {
      // Nearer the cursor than the first child: walk back.
      let at: Node | null = cursorNode;
      for (let j = cursorIndex; j > index && at !== null; j--) at = before(at, current);
      if (at !== null) return at;
    }
  }
  for (; i < index && node !== null && node !== stop; i++) node = after(node);
  return node;
}

/** Puts `node` (a range with all its nodes) before `before` in `parent`. */
function place(parent: Node, node: Node, before: Node | null): void {
  // A node already in the page (a move among siblings) moves atomically where the DOM can (move-node.ts).
  const atomic = node.isConnected && movesAtomically(parent);
  if (!isRange(node)) {
    moveNode(parent, node, before, atomic);
    return;
  }
  (parent as RangedParent).composaRanged = true;
  const end = node.rangeEnd;
  if (node.parentNode === node.rangeHolder) {
    parent.insertBefore(node.rangeHolder, before); // all of it, in one call
    return;
  }
  for (let at: Node = node; ;) {
    const next = at.nextSibling!;
    moveNode(parent, at, before, atomic);
    if (at === end) break;
    at = next;
  }
}

/** Takes `node` out of the tree (a range goes back to its holder, whole). */
function detach(node: Node): void {
  if (!isRange(node)) {
    node.parentNode?.removeChild(node);
    return;
  }
  if (node.parentNode === node.rangeHolder) return;
  const end = node.rangeEnd;
  for (let at: Node = node; ;) {
    const next = at.nextSibling!;
    node.rangeHolder.appendChild(at);
    if (at === end) break;
    at = next;
  }
}

/** `insert` / `insertAll` on logical children. */
export function insertLogical(current: Node, index: number, nodes: readonly Node[]): void {
  const parent = parentOf(current);
  const anchor = childAt(current, index);
  for (const node of nodes) place(parent, node, anchor);
  keepCursor(
    current,
    index,
    nodes.length > 0 ? nodes[0]! : anchor,
    isRange(current) ? current.rangeEnd : null,
  );
}

/** `remove` on logical children. */
export function removeLogical(current: Node, index: number, count: number): void {
  const stop = isRange(current) ? current.rangeEnd : null;
  let node = childAt(current, index);
  for (let i = 0; i < count && node !== null && node !== stop; i++) {
    const next = after(node);
    detach(node);
    node = next;
  }
  keepCursor(current, index, node, stop);
}

/** `move` on logical children (the Applier's convention: before the child at `to` before the move). */
export function moveLogical(current: Node, from: number, to: number, count: number): void {
  const parent = parentOf(current);
  const stop = isRange(current) ? current.rangeEnd : null;
  // The nearer first, so that the other walks on from it (`childAt` keeps no cursor itself).
  let anchor: Node | null;
  let node: Node | null;
  if (to <= from) {
    anchor = childAt(current, to);
    keepCursor(current, to, anchor, stop);
    node = childAt(current, from);
  } else {
    node = childAt(current, from);
    keepCursor(current, from, node, stop);
    anchor = childAt(current, to);
  }
  let moved = 0;
  for (; moved < count && node !== null && node !== stop; moved++) {
    const next = after(node);
    place(parent, node, anchor);
    node = next;
  }
  // The anchor's index after the move (the Applier's convention: `to` is before the move).
  keepCursor(current, to <= from ? to + moved : to, anchor, stop);
}

/** `nodes` with each range spelled out: its comments and every node between them, in order. */
export function flattenRanges(nodes: readonly Node[]): Node[] {
  const flat: Node[] = [];
  for (const node of nodes) {
    if (!isRange(node)) {
      flat.push(node);
      continue;
    }
    for (let at: Node | null = node; at !== null; at = at.nextSibling) {
      flat.push(at);
      if (at === node.rangeEnd) break;
    }
  }
  return flat;
}

/** Removes every node of the range `start`'s content (its comments stay). */
export function clearRange(start: RangeStart): void {
  forgetCursor();
  const end = start.rangeEnd;
  for (let at = start.nextSibling; at !== null && at !== end;) {
    const next: ChildNode | null = at.nextSibling;
    at.remove();
    at = next;
  }
}

/** Removes the range from the tree, its nodes with it (back to its holder). */
export function detachRange(start: RangeStart): void {
  forgetCursor();
  detach(start);
}

/** Puts a detached range at the end of `parent`. */
export function appendRange(parent: Node, start: RangeStart): void {
  forgetCursor();
  place(parent, start, null);
}
