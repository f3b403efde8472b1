import { afterEach, describe, expect, it } from "vitest";
import { DisposableEffect } from "./effects.js";
import { ErrorBoundary } from "./error-boundary.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup, type C } from "./test/scopes.js";

afterEach(() => flush());

describe("ErrorBoundary", () => {
  function program(broken: { value: boolean }, log: string[]) {
    let retry: () => void = () => {};
    const content = (_: unknown, c: C) =>
      scope(c, 2, "Widget", (c) => {
        c.startElement(3, "widget");
        c.text(4, "partial");
        c.startReplaceableGroup(5);
        DisposableEffect(() => {
          log.push("widget effect");
        });
        c.endReplaceableGroup();
        if (broken.value) throw new Error("widget broke");
        c.endNode();
      });
    const fallback = ({ error, retry: again }: { error: unknown; retry: () => void }, c: C) => {
      retry = again;
      c.text(6, `fallback: ${(error as Error).message}`);
    };
    const root = (c: C) =>
      scope(c, 1, "App", (c) => {
        c.text(7, "before");
        ErrorBoundary({ children: content, fallback }, c, 0);
        c.text(8, "after");
      });
    return { root, retry: () => retry() };
  }

  it("shows the fallback instead of content that throws on first composition, keeping its siblings", () => {
    const { composition, tree } = setup();
    const log: string[] = [];
    const broken = mutableStateOf(true);
    const { root } = program(broken, log);
    composition.setContent(root);
    expect(tree()).toBe('root("before","fallback: widget broke","after")');
    expect(log).toEqual([]); // the failed content's effect never entered
  });

  it("catches a throw when a scope inside recomposes alone; retry() composes the content again", () => {
    const { composition, tree } = setup();
    const log: string[] = [];
    const broken = mutableStateOf(false);
    const { root, retry } = program(broken, log);
    composition.setContent(root);
    expect(tree()).toBe('root("before",widget("partial"),"after")');
    broken.value = true; // only Widget's scope recomposes, and throws
    flush();
    expect(tree()).toBe('root("before","fallback: widget broke","after")');
    broken.value = false; // the fallback does not read it: nothing happens until retry
    flush();
    expect(tree()).toBe('root("before","fallback: widget broke","after")');
    retry();
    flush();
    expect(tree()).toBe('root("before",widget("partial"),"after")');
    expect(log).toEqual(["widget effect", "widget effect"]);
  });

  it("an error in the fallback goes to the next boundary up", () => {
    const { composition, tree } = setup();
    composition.setContent((c) =>
      ErrorBoundary(
        {
          children: (_: unknown, c: C) =>
            ErrorBoundary(
              {
                children: () => {
                  throw new Error("inner");
                },
                fallback: () => {
                  throw new Error("fallback too");
                },
              },
              c,
              0,
            ),
          fallback: ({ error }: { error: unknown }, c: C) =>
            c.text(1, `outer caught: ${(error as Error).message}`),
        },
        c,
        0,
      ),
    );
    expect(tree()).toBe('root("outer caught: fallback too")');
  });
});

describe("ErrorBoundary rollback", () => {
  it("content that throws halfway through reordering and inserting leaves a consistent table behind it", () => {
    const { applier, composition, tree } = setup();
    const ids = mutableStateOf([1, 2, 3]);
    const boom = mutableStateOf(false);
    let retry: () => void = () => {};
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        c.text(2, "head");
        ErrorBoundary(
          {
            children: (_: unknown, c: C) =>
              scope(c, 3, "List", (c) => {
                c.startElement(4, "list");
                for (const id of ids.value) {
                  c.startMovableGroup(5, id);
                  c.text(6, `item ${id}`);
                  c.endMovableGroup();
                  if (boom.value && id === 4) throw new Error("half done");
                }
                c.endNode();
              }),
            fallback: ({ error, retry: again }: { error: unknown; retry: () => void }, c: C) => {
              retry = again;
              c.text(7, `failed: ${(error as Error).message}`);
            },
          },
          c,
          0,
        );
        c.text(8, "tail");
      }),
    );
    boom.value = true;
    ids.value = [3, 4, 1, 5, 2]; // moves, one insert before the throw, more after
    flush();
    expect(tree()).toBe('root("head","failed: half done","tail")');
    boom.value = false;
    retry();
    flush();
    expect(tree()).toBe('root("head",list("item 3","item 4","item 1","item 5","item 2"),"tail")');
    applier.take();
    ids.value = [2, 1];
    flush();
    expect(tree()).toBe('root("head",list("item 2","item 1"),"tail")');
  });
});
