/**
 * Item sizes along a lazy list's axis, and the offsets they give: a Fenwick
 * tree of sizes, so that an item's offset and the item at a scroll offset
 * cost O(log n) each, and a measured size updates in O(log n), for 100,000
 * items. Unmeasured items count as the estimate.
 */
export class ItemSizes {
  private tree: Float64Array;
  private sizes: Float64Array;

  constructor(
    readonly count: number,
    sizeOf: (index: number) => number,
  ) {
    this.sizes = new Float64Array(count);
    this.tree = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) this.sizes[i] = sizeOf(i);
    // Linear construction: each node passes its sum to its parent.
    for (let i = 1; i <= count; i++) {
      this.tree[i] = this.tree[i]! + this.sizes[i - 1]!;
      const parent = i + (i & -i);
      if (parent <= count) this.tree[parent] = this.tree[parent]! + this.tree[i]!;
    }
  }

  size(index: number): number {
    return this.sizes[index]!;
  }

  /** Sets item `index`'s size; returns true if it changed. */
  set(index: number, size: number): boolean {
    const delta = size - this.sizes[index]!;
    if (delta === 0) return false;
    this.sizes[index] = size;
    for (let i = index + 1; i <= this.count; i += i & -i) this.tree[i] = this.tree[i]! + delta;
    return true;
  }

  /** Where item `index` starts (the sum of the sizes before it); `count` gives the total. */
  offset(index: number): number {
    let sum = 0;
    for (let i = Math.min(index, this.count); i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }

  get total(): number {
    return this.offset(this.count);
  }

  /** The item that covers `offset` (the last one for an offset past the end; 0 for an empty list). */
  indexAt(offset: number): number {
    if (this.count === 0) return 0;
    let index = 0;
    let rest = offset;
    for (let step = 1 << Math.floor(Math.log2(this.count)); step > 0; step >>= 1) {
      const next = index + step;
      if (next <= this.count && this.tree[next]! <= rest) {
        index = next;
        rest -= this.tree[next]!;
      }
    }
    return Math.min(index, this.count - 1);
  }
}
