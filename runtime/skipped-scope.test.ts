/**
 * Regression found by the differential fuzzer (fuzz/): a restart group that
 * is skipped (its parent recomposed, its props unchanged) still depends on
 * the state its body read the last time it ran. Skipping used to end its
 * observation with no reads, which unsubscribed it: the next write to that
 * state left the DOM stale.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Composer } from "./composer.js";
import { Composition } from "./composition.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { RecordingApplier, show, type TreeNode } from "./test/recording-applier.js";

type C = Composer<TreeNode>;

/** A restartable composable without props, in the compiled shape: it skips unless invalidated. */
function scope(c: C, key: number, body: (c: C) => void): void {
  c.startRestartGroup(key);
  if (c.skipping) c.skipToGroupEnd();
  else body(c);
  c.endRestartGroup()?.updateScope(restartScope, { key, body }, 1);
}

function restartScope(p: { key: number; body: (c: C) => void }, c: C): void {
  scope(c, p.key, p.body);
}

afterEach(() => flush());

describe("a skipped restart group", () => {
  it("stays subscribed to what it read before: a later write recomposes it", () => {
    const composition = new Composition(new RecordingApplier());
    const applier = composition.applier as RecordingApplier;
    const parentReads = mutableStateOf(0);
    const childReads = mutableStateOf("a");
    composition.setContent((c) =>
      scope(c, 1, (c) => {
        c.text(2, `parent ${parentReads.value}`);
        scope(c, 3, (c) => c.text(4, `child ${childReads.value}`));
      }),
    );
    parentReads.value = 1; // the parent recomposes; the child is skipped
    flush();
    expect(show(applier.root)).toBe('root("parent 1","child a")');
    childReads.value = "b";
    flush();
    expect(show(applier.root)).toBe('root("parent 1","child b")');
  });

  it("skipped twice in a row, still recomposes on its own state", () => {
    const composition = new Composition(new RecordingApplier());
    const applier = composition.applier as RecordingApplier;
    const parentReads = mutableStateOf(0);
    const childReads = mutableStateOf("a");
    composition.setContent((c) =>
      scope(c, 1, (c) => {
        c.text(2, `parent ${parentReads.value}`);
        scope(c, 3, (c) => c.text(4, `child ${childReads.value}`));
      }),
    );
    for (let i = 1; i <= 2; i++) {
      parentReads.value = i;
      flush();
    }
    childReads.value = "c";
    flush();
    expect(show(applier.root)).toBe('root("parent 2","child c")');
  });
});
