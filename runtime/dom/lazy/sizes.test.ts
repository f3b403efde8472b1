/** The lazy lists' size index: offsets and lookups equal a plain running sum, through updates. */
import { describe, expect, it } from "vitest";
import { ItemSizes } from "./sizes.js";

describe("ItemSizes", () => {
  it("offset, total and indexAt agree with a running sum through random updates", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const sizes = Array.from({ length: 257 }, () => 1 + Math.floor(random() * 50));
    const index = new ItemSizes(sizes.length, (i) => sizes[i]!);
    for (let step = 0; step < 200; step++) {
      const i = Math.floor(random() * sizes.length);
      sizes[i] = 1 + Math.floor(random() * 50);
      index.set(i, sizes[i]!);
      const at = Math.floor(random() * sizes.length);
      const before = sizes.slice(0, at).reduce((a, b) => a + b, 0);
      expect(index.offset(at)).toBe(before);
      expect(index.indexAt(before)).toBe(at);
      expect(index.indexAt(before + sizes[at]! - 0.5)).toBe(at);
    }
    expect(index.total).toBe(sizes.reduce((a, b) => a + b, 0));
    expect(index.indexAt(index.total + 100)).toBe(sizes.length - 1);
    expect(new ItemSizes(0, () => 0).indexAt(10)).toBe(0);
  });
});
