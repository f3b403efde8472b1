import { describe, expect, it } from "vitest";
import { Snapshot } from "./index.js";
import { scope, setup, type C } from "../test/scopes.js";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/mutable-state.js";
import { derivedStateOf } from "../state/derived-state.js";
import { currentRecomposeScope } from "../current-scope.js";
import type { RecomposeScopeHandle } from "../current-scope.js";

describe("composition in a snapshot", () => {
  it("applies what composing wrote with the pass, and drops it with a failed pass", () => {
    const written = mutableStateOf(0);
    const fail = mutableStateOf(false);
    const { composition } = setup();
    composition.setContent((c) =>
      scope(c as C, 1, "Writer", () => {
        written.value = fail.value ? 99 : 1;
        if (fail.value) throw new Error("broken");
      }),
    );
    expect(written.value).toBe(1);
    fail.value = true;
    expect(() => flush()).toThrow("broken");
    expect(written.value).toBe(1); // the failed pass's write was dropped
    fail.value = false;
    flush();
  });

  it("readers of several states written in one withMutableSnapshot see them in one pass", () => {
    const first = mutableStateOf("Ada");
    const last = mutableStateOf("Byron");
    const seen: string[] = [];
    const { composition, runs } = setup();
    composition.setContent((c) => {
      scope(c as C, 1, "First", () => seen.push(`first ${first.value}/${last.value}`), runs);
      scope(c as C, 2, "Last", () => seen.push(`last ${first.value}/${last.value}`), runs);
    });
    seen.length = 0;
    Snapshot.withMutableSnapshot(() => {
      first.value = "Grace";
      last.value = "Hopper";
    });
    flush();
    expect(seen).toEqual(["first Grace/Hopper", "last Grace/Hopper"]);
  });

  it("a derived state is computed when a scope about to recompose reads it, never for a scope that left", () => {
    const count = mutableStateOf(1);
    const show = mutableStateOf(true);
    let computed = 0;
    const big = derivedStateOf(() => (computed++, count.value > 5));
    const { composition, runs } = setup();
    composition.setContent((c) =>
      scope(
        c as C,
        1,
        "Parent",
        (c1) => {
          if (show.value) scope(c1, 2, "Child", () => void big.value, runs);
        },
        runs,
      ),
    );
    expect(computed).toBe(1);
    count.value = 2; // big stays false: the child is not recomposed
    expect(computed).toBe(1); // nothing computed at the write
    flush();
    expect([computed, runs.Child]).toEqual([2, 1]);
    count.value = 9;
    show.value = false; // the child leaves in the same pass
    flush();
    expect(computed).toBe(2); // never recomputed for a reader that left
  });

  it("currentRecomposeScope().invalidate() recomposes the composable that asked", () => {
    let handle: RecomposeScopeHandle | null = null;
    const { composition, runs } = setup();
    composition.setContent((c) =>
      scope(
        c as C,
        1,
        "Clock",
        () => {
          handle = currentRecomposeScope();
        },
        runs,
      ),
    );
    expect(runs.Clock).toBe(1);
    handle!.invalidate();
    flush();
    expect(runs.Clock).toBe(2);
  });
});
