/**
 * A small deterministic PRNG (mulberry32) and the picks the generator makes
 * with it: one seed gives one program and one sequence of steps, always.
 *
 * @example
 * const r = new Random(42);
 * r.int(3); // 0, 1 or 2
 * r.pick(["a", "b"]);
 */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed | 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let r = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from nothing");
    return items[this.int(items.length)]!;
  }

  /** One of `options`, chosen with the given weights. */
  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [value, w] of options) {
      if ((x -= w) < 0) return value;
    }
    return options[options.length - 1]![0];
  }
}
