/**
 * Moving a node that stays in the page (a keyed row reordered, a range of
 * movable content moved among its siblings): with the DOM's atomic
 * `moveBefore` where the browser has it (Chromium 133+), else
 * `insertBefore`. An `insertBefore` takes the node out of the document for
 * an instant: a focused element is blurred (keep-focus.ts gives the focus
 * back, but `blur` / `focusout` / `focus` / `focusin` have fired), an
 * `<iframe>` reloads, a playing `<video>` pauses, CSS transitions restart.
 * `moveBefore` keeps all of them, as React's and Compose's moves are meant
 * to. It requires the node and the parent to be in the same connected tree
 * (it throws otherwise): detached subtrees, and DOMs without it (happy-dom,
 * jsdom, other browsers), use `insertBefore`.
 */

interface MovableParent {
  moveBefore?: (node: Node, child: Node | null) => void;
}

/** Whether moves among `parent`'s children can be atomic (`moveNode`'s `atomic`): decided once per run of moves. */
export function movesAtomically(parent: Node): boolean {
  return typeof (parent as MovableParent).moveBefore === "function" && parent.isConnected;
}

/** Puts `node`, a child of `parent` already (`atomic`: `movesAtomically(parent)`), before `before`. */
export function moveNode(parent: Node, node: Node, before: Node | null, atomic: boolean): void {
  if (atomic) (parent as MovableParent).moveBefore!(node, before);
  else parent.insertBefore(node, before);
}
