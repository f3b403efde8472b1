import { describe, expect, it } from "vitest";
import { caughtBy } from "./differential.js";

/** Boundaries that count lookups and refuse to be scanned one by one. */
class Unscannable extends Set<string> {
  lookups = 0;
  override has(value: string): boolean {
    this.lookups++;
    return super.has(value);
  }
  override [Symbol.iterator](): SetIterator<string> {
    throw new Error("caughtBy scanned every boundary");
  }
}

describe("caughtBy (which cells a tripped boundary's content held)", () => {
  it("finds a path under a boundary's path, and only at a '/' after it", () => {
    const boundaries = new Set(["A/L3#1/c4", "A/L5#2/c6/ch/L8#0/c9"]);
    expect(caughtBy(boundaries, "A/L3#1/c4/r2")).toBe(true);
    expect(caughtBy(boundaries, "A/L5#2/c6/ch/L8#0/c9/b1/r2")).toBe(true);
    expect(caughtBy(boundaries, "A/L3#1/c4")).toBe(false); // the boundary itself
    expect(caughtBy(boundaries, "A/L3#1/c40/r2")).toBe(false); // a sibling whose name extends it
    expect(caughtBy(boundaries, "A/L3#1/r13")).toBe(false);
    expect(caughtBy(new Set([""]), "/x")).toBe(true);
  });

  // Seed 230000 (props mode) trips ~6000 boundaries in one step and checks ~3000 cells:
  // testing each cell against each boundary took seconds per step.
  it("looks up the path's own prefixes instead of scanning the boundaries", () => {
    const boundaries = new Unscannable();
    for (let i = 0; i < 1000; i++) boundaries.add(`A/L8#${i}/c9`);
    expect(caughtBy(boundaries, "A/L8#999/c9/b1/r2")).toBe(true);
    expect(caughtBy(boundaries, "A/L5#3/c6/ch/r2")).toBe(false);
    // One lookup per '/' of each path, however many boundaries there are.
    expect(boundaries.lookups).toBe(3 + 4);
  });
});
