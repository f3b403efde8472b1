import { describe, expect, it } from "vitest";
import type { Composer } from "./composer.js";
import { Composition } from "./composition.js";
import { RecordingApplier, show, type TreeNode } from "./test/recording-applier.js";

// A composition lends one insert table and one change list to its passes (composition.ts,
// `release`): a small pass's buffers are kept for the next one, a big pass's capacity is let
// go, since the pass's Composer, and the buffers with it, stays reachable from restart lambdas.
type C = Composer<TreeNode>;

function rows(c: C, count: number) {
  c.startElement(1, "list");
  for (let i = 0; i < count; i++) {
    c.startMovableGroup(2, i);
    c.startElement(3, "row");
    c.text(4, `row ${i}`);
    c.endNode();
    c.endMovableGroup();
  }
  c.endNode();
}

/** Composes `count` rows and returns the pass's Composer, whose buffers are the composition's. */
function pass(composition: Composition<TreeNode>, count: number): C {
  let composer!: C;
  composition.setContent((c) => {
    composer = c;
    rows(c, count);
  });
  return composer;
}

describe("a composition's scratch buffers", () => {
  it("lets a big pass's capacity go once the pass is applied", () => {
    const applier = new RecordingApplier();
    const composition = new Composition(applier);
    const c = pass(composition, 1000);
    expect(applier.root.children[0]!.children).toHaveLength(1000);
    expect(c.insertTable.size).toBe(0);
    expect(c.insertTable.capacity).toBeLessThanOrEqual(256);
    expect(c.insertTable.slots.length).toBeLessThanOrEqual(512);
    expect(c.changes.capacity).toBeLessThanOrEqual(1024);
    // The next big pass grows them again and composes the same.
    pass(composition, 0);
    pass(composition, 1000);
    expect(applier.root.children[0]!.children).toHaveLength(1000);
    expect(show(applier.root.children[0]!.children[999]!)).toBe('row("row 999")');
  });

  it("keeps a small pass's buffers for the next pass", () => {
    const composition = new Composition(new RecordingApplier());
    const first = pass(composition, 3);
    const second = pass(composition, 5);
    expect(second.insertTable).toBe(first.insertTable);
    expect(second.insertTable.slots).toBe(first.insertTable.slots);
    expect(second.insertTable.groups).toBe(first.insertTable.groups);
  });
});
