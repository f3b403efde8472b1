/**
 * The walk through a folded template's clone to its hole nodes (the elements
 * that have a dynamic attribute or hold a `{value}`), which have no groups of
 * their own: `startTemplate` with holes, docs/compiled-code.md.
 *
 * Hole nodes come in pre-order, each given by its path (child indices from
 * the root). Each parent's children are asked for one after another, none
 * skipped, exactly as the node groups of an unfolded template ask for them:
 * an Applier that claims nodes as they are asked for (hydration) sees the
 * same calls. A walk only goes forward; nothing past the last hole is visited.
 */
/** Where a walk gets a node's children from: `child(parent, previous, index)` is `parent`'s child `index`, the one after `previous` (null for the first). */
export interface TemplateChildren<N> {
  child(parent: N, previous: N | null, index: number): N;
}

export class TemplateWalk<N> {
  /** `nodes[d]`: the node at depth `d` of the path reached last (`nodes[0]`, the root). */
  private readonly nodes: N[] = [];
  /** `at[d]`: the index of `nodes[d]` among its parent's children. */
  private readonly at: number[] = [];
  private depth = 0;

  constructor(private readonly children: TemplateChildren<N>) {}

  /** Starts over at `root`. */
  open(root: N): void {
    this.nodes[0] = root;
    this.depth = 0;
  }

  /**
   * The node at `path`, at or after the one reached last in pre-order.
   */
  to(path: readonly number[]): N {
    const nodes = this.nodes;
    const at = this.at;
    // The part of the path reached already.
    let d = 0;
    while (d < this.depth && d < path.length && at[d + 1] === path[d]) d++;
    // Then on from the sibling reached at the first level that differs, and down from first children below it.
    for (let from = d < this.depth; d < path.length; d++, from = false) {
      const parent = nodes[d]!;
      let index = from ? at[d + 1]! : -1;
      let node: N | null = from ? nodes[d + 1]! : null;
      while (index < path[d]!) node = this.children.child(parent, node, ++index);
      nodes[d + 1] = node!;
      at[d + 1] = index;
    }
    this.depth = path.length;
    return nodes[path.length]!;
  }
}
