/**
 * Issue 18, point 9: content that a pass inserted and that never entered the
 * composition (the pass failed, or an error boundary rolled its content
 * back) leaves no recompose scope subscribed to what it read.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary } from "./error-boundary.js";
import { flush, hasPendingRecompositions } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup, type C } from "./test/scopes.js";
import type { StateObject } from "./state/observation.js";

/** How many readers (recompose scopes, bindings) `state` has. */
const readers = (state: unknown) => (state as StateObject).readers.size;

afterEach(() => {
  try {
    flush();
  } catch {
    // a test's composition may still be broken: not this hook's business
  }
});

describe("scopes of content that never entered the composition", () => {
  it("a failed pass that inserted a reader: the reader is not subscribed, a write starts nothing", () => {
    const { composition, runs, tree } = setup();
    const show = mutableStateOf(false);
    const s = mutableStateOf(0);
    const tick = mutableStateOf(0);
    let broken = true;
    composition.setContent((c) =>
      scope(
        c,
        1,
        "App",
        (c) => {
          c.text(2, `app${".".repeat(tick.value)}`);
          if (show.value) {
            c.startReplaceableGroup(3);
            scope(c, 4, "New", (c) => c.text(5, `new ${s.value}`), runs);
            if (broken) throw new Error("boom after New");
            c.endReplaceableGroup();
          }
        },
        runs,
      ),
    );
    show.value = true;
    expect(() => flush()).toThrow("boom after New");
    expect(tree()).toBe('root("app")');
    expect(readers(s)).toBe(0);
    s.value = 1;
    expect(hasPendingRecompositions()).toBe(false);
    broken = false;
    tick.value = 1; // App composes again, New with it
    flush();
    expect(tree()).toBe('root("app.","new 1")');
    expect(readers(s)).toBe(1); // the New that entered
    s.value = 2;
    flush();
    expect(tree()).toBe('root("app.","new 2")');
    expect(runs).toEqual({ App: 3, New: 3 });
    expect(composition.hasInvalidations).toBe(false);
  });

  it("a failed pass's only reader of a state: writing it afterwards schedules no pass", () => {
    const { composition, tree } = setup();
    const show = mutableStateOf(false);
    const s = mutableStateOf(0);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        if (show.value) {
          c.startReplaceableGroup(3);
          scope(c, 4, "New", (c) => c.text(5, `new ${s.value}`));
          throw new Error("always");
        }
      }),
    );
    show.value = true;
    expect(() => flush()).toThrow("always");
    show.value = false; // App composes again without New
    flush();
    expect(tree()).toBe("root()");
    s.value = 1;
    expect(hasPendingRecompositions()).toBe(false);
    expect(composition.hasInvalidations).toBe(false);
  });

  it("an error boundary's rolled-back content leaves no reader behind", () => {
    const { composition, tree } = setup();
    const s = mutableStateOf(0);
    let broken = true;
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        c.text(2, "before");
        ErrorBoundary(
          {
            children: (_: unknown, c: C) => {
              scope(c, 3, "Inner", (c) => c.text(4, `inner ${s.value}`));
              if (broken) throw new Error("content broke");
            },
            fallback: () => {},
          },
          c,
          0,
        );
        c.text(5, "after");
      }),
    );
    expect(tree()).toBe('root("before","after")');
    expect(readers(s)).toBe(0);
    broken = false;
    s.value = 1;
    expect(hasPendingRecompositions()).toBe(false);
    expect(composition.hasInvalidations).toBe(false);
  });
});
