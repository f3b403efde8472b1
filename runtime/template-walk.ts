/**
 * The walk through a folded template's clone to its hole nodes (the elements
 * that have a dynamic attribute or hold a `{value}`) and to its `{value}`s'
 * text nodes, which have no groups of their own: `startTemplate` with holes,
 * docs/compiled-code.md.
 *
 * Nodes are asked for in pre-order, each by its path (child indices from the
 * root). Each parent's children are asked for one after another, none
 * skipped, exactly as the node groups of an unfolded template ask for them:
 * an Applier that claims nodes as they are asked for (hydration) sees the
 * same calls. A walk only goes forward; nothing past the last hole is visited.
 */

/** Where a walk gets a node's children from: `parent`'s child `index`, the one after `previous` (null for the first); `hole`: see `Applier.templateChild`. */
export interface TemplateChildren<N> {
  child(parent: N, previous: N | null, index: number, hole: boolean): N;
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
   * The node at `path`, or with `child` ≥ 0 its child `child` (a `{value}`'s
   * text node, asked for as a `hole` when the value is no text), at or after
   * the node reached last in pre-order.
   */
  to(path: readonly number[], child = -1, hole = false): N {
    const nodes = this.nodes;
    const at = this.at;
    const length = child < 0 ? path.length : path.length + 1;
    // The part of the path reached already.
    let d = 0;
    while (d < this.depth && d < length && at[d + 1] === (d < path.length ? path[d] : child)) d++;
    // A node on the way to the one reached last (a `{value}`'s element after its first children): the walk stays there.
    if (d === length) return nodes[length]!;
    // Then on from the sibling reached at the first level that differs, and down from first children below it.
    for (let from = d < this.depth; d < length; d++, from = false) {
      const parent = nodes[d]!;
      const target = d < path.length ? path[d]! : child;
      let index = from ? at[d + 1]! : -1;
      let node: N | null = from ? nodes[d + 1]! : null;
      while (index < target) {
        index++;
        node = this.children.child(parent, node, index, hole && d === path.length && index === target);
      }
      nodes[d + 1] = node!;
      at[d + 1] = index;
    }
    this.depth = length;
    return nodes[length]!;
  }
}
