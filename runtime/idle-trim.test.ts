// A composition's insert table and change list keep the room of their largest
// pass, so that the next large pass grows nothing; once no pass came for a
// while, that room goes (composition.ts, `scheduleTrim`; bench/README.md,
// "Memory").
import { afterEach, describe, expect, it, vi } from "vitest";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup } from "./test/scopes.js";
import type { ChangeList } from "./change-list.js";
import type { Composition } from "./composition.js";
import type { TreeNode } from "./test/recording-applier.js";

afterEach(() => vi.useRealTimers());

/** The room the composition's buffers hold between passes. */
function room(composition: Composition<TreeNode>): { slots: number; changes: number } {
  const changes = (composition as unknown as { changes: ChangeList<TreeNode> }).changes;
  return {
    slots: composition.insertTable.slots.length,
    changes: (changes as unknown as { changes: unknown[] }).changes.length,
  };
}

/** The tree `show` prints for the list of `n` rows and the tick text. */
function expected(n: number, generation: number, tick: number): string {
  const rows = Array.from({ length: n }, (_, i) => JSON.stringify(`row ${i}.${generation}`)).join(",");
  return `root(list(${rows}),"tick ${tick}")`;
}

describe("the pass buffers' room after a large pass", () => {
  it("is kept while passes follow each other, and let go once none came for two seconds", () => {
    vi.useFakeTimers();
    const { composition, tree } = setup();
    const count = mutableStateOf(0);
    const generation = mutableStateOf(0);
    const tick = mutableStateOf(0);
    composition.setContent((c) =>
      scope(c, 1, "List", (c) => {
        c.startElement(2, "list");
        for (let i = 0; i < count.value; i++) c.text(3, `row ${i}.${generation.value}`);
        c.endNode();
        scope(c, 4, "Tick", (c) => c.text(5, `tick ${tick.value}`));
      }),
    );
    // Rows inserted into content that is there (the first pass builds the table itself).
    count.value = 2000;
    flush();
    generation.value = 1; // 2,000 texts changed: as many changes recorded
    flush();
    expect(tree()).toBe(expected(2000, 1, 0));
    const large = room(composition);
    expect(large.slots).toBeGreaterThan(4000); // two slots per text group
    expect(large.changes).toBeGreaterThan(4096);

    vi.advanceTimersByTime(1900);
    tick.value++; // a small pass: the wait starts again
    flush();
    vi.advanceTimersByTime(1900);
    expect(room(composition)).toEqual(large);

    vi.advanceTimersByTime(200);
    const idle = room(composition);
    expect(idle.slots).toBeLessThanOrEqual(64);
    expect(idle.changes).toBe(0);

    // The next large pass grows them back and composes as the first one did.
    count.value = 3000;
    flush();
    expect(tree()).toBe(expected(3000, 1, 1));
  });

  it("is not let go after small passes (no timer waits)", () => {
    vi.useFakeTimers();
    const { composition } = setup();
    const tick = mutableStateOf(0);
    composition.setContent((c) => scope(c, 1, "Tick", (c) => c.text(2, `tick ${tick.value}`)));
    tick.value++;
    flush();
    expect(vi.getTimerCount()).toBe(0);
  });
});
