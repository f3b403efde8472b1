import { afterEach, describe, expect, it, vi } from "vitest";
import { DisposableEffect, LaunchedEffect, SideEffect } from "./effects.js";
import { key } from "./key.js";
import { flush } from "./recomposer.js";
import { Snapshot } from "./snapshot/index.js";
import { mutableStateListOf, mutableStateOf } from "./state/index.js";
import { scope, setup, type C } from "./test/scopes.js";

afterEach(() => flush());

/** A child composable with a keyed DisposableEffect that logs its lifecycle. */
function Effectful(c: C, name: string, k: unknown, log: string[]): void {
  c.startReplaceableGroup(0x30);
  DisposableEffect(k, () => {
    log.push(`start ${name}(${String(k)})`);
    return () => log.push(`stop ${name}(${String(k)})`);
  });
  c.endReplaceableGroup();
}

describe("effects", () => {
  it("run after the changes are applied: cleanups that left (reverse order), effects that entered (in order), then SideEffects", () => {
    const { applier, composition } = setup();
    const log: string[] = [];
    const show = mutableStateOf(true);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        c.startElement(2, "box");
        if (show.value) {
          c.startReplaceableGroup(3);
          Effectful(c, "a", 0, log);
          Effectful(c, "b", 0, log);
          c.endReplaceableGroup();
        } else {
          c.startReplaceableGroup(4);
          Effectful(c, "c", 0, log);
          c.endReplaceableGroup();
        }
        SideEffect(() =>
          log.push(`side effect, box has ${applier.root.children[0]!.children.length} children`),
        );
        c.endNode();
      }),
    );
    expect(log).toEqual(["start a(0)", "start b(0)", "side effect, box has 0 children"]);
    log.length = 0;
    show.value = false;
    flush();
    expect(log).toEqual(["stop b(0)", "stop a(0)", "start c(0)", "side effect, box has 0 children"]);
  });

  it("DisposableEffect restarts when a key changes and stops when the composition is disposed", () => {
    const { composition } = setup();
    const log: string[] = [];
    const id = mutableStateOf(1);
    composition.setContent((c) => scope(c, 1, "App", (c) => Effectful(c, "e", id.value, log)));
    id.value = 1; // same key: nothing
    flush();
    id.value = 2;
    flush();
    expect(log).toEqual(["start e(1)", "stop e(1)", "start e(2)"]);
    composition.dispose();
    expect(log.at(-1)).toBe("stop e(2)");
  });

  it("LaunchedEffect starts its task, aborts it on a key change and when it leaves", async () => {
    const { composition } = setup();
    const signals: AbortSignal[] = [];
    const finished: number[] = [];
    const query = mutableStateOf(1);
    const shown = mutableStateOf(true);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        if (shown.value) {
          c.startReplaceableGroup(2);
          const q = query.value;
          LaunchedEffect(q, async (signal) => {
            signals.push(signal);
            await Promise.resolve();
            if (!signal.aborted) finished.push(q);
          });
          c.endReplaceableGroup();
        }
      }),
    );
    query.value = 2; // before the first task got further: it is aborted
    flush();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    await Promise.resolve();
    await Promise.resolve();
    expect(finished).toEqual([2]);
    shown.value = false;
    flush();
    expect(signals[1]!.aborted).toBe(true);
  });

  it("an effect or cleanup that throws is reported and the others still run", () => {
    const { composition } = setup();
    const log: string[] = [];
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((e) => {
      errors.push(e);
    });
    const round = mutableStateOf(0);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        const r = round.value;
        c.startReplaceableGroup(2);
        DisposableEffect(r, () => {
          log.push(`first ${r}`);
          return () => {
            log.push(`first cleanup ${r}`);
            throw new Error("cleanup");
          };
        });
        DisposableEffect(r, () => {
          log.push(`second ${r}`);
          throw new Error("effect");
        });
        DisposableEffect(r, () => {
          log.push(`third ${r}`);
        });
        c.endReplaceableGroup();
        SideEffect(() => {
          throw new Error("side");
        });
        SideEffect(() => log.push("side ok"));
      }),
    );
    round.value = 1;
    flush();
    spy.mockRestore();
    expect(log).toEqual([
      "first 0",
      "second 0",
      "third 0",
      "side ok",
      "first cleanup 0",
      "first 1",
      "second 1",
      "third 1",
      "side ok",
    ]);
    // Development builds name the effect and its composable; the original is the cause.
    expect(errors.map((e) => (e as Error).message)).toEqual([
      "Composa: DisposableEffect in App (app.tsx:1:1) threw: effect",
      "Composa: SideEffect in App (app.tsx:1:1) threw: side",
      "Composa: the cleanup of DisposableEffect in App (app.tsx:1:1) threw: cleanup",
      "Composa: DisposableEffect in App (app.tsx:1:1) threw: effect",
      "Composa: SideEffect in App (app.tsx:1:1) threw: side",
    ]);
    expect(errors.map((e) => ((e as Error).cause as Error).message)).toEqual([
      "effect",
      "side",
      "cleanup",
      "effect",
      "side",
    ]);
  });

  it("a pass that an effect runs at once (write + recompose) applies fully, and the effects after it still run", () => {
    const { composition, tree } = setup();
    const log: string[] = [];
    const count = mutableStateOf(0);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        c.startElement(2, "box");
        for (let i = 0; i < count.value; i++) c.text(3, `row ${i}`);
        c.endNode();
        SideEffect(() => {
          log.push(`first effect sees ${count.value}`);
          if (count.value === 1) {
            count.value = 2;
            Snapshot.sendApplyNotifications();
            composition.recompose(); // the next pass runs inside this one's effects
          }
        });
        SideEffect(() => log.push(`second effect sees ${count.value}`));
      }),
    );
    count.value = 1;
    flush();
    expect(tree()).toBe('root(box("row 0","row 1"))');
    expect(log).toEqual([
      "first effect sees 0",
      "second effect sees 0",
      "first effect sees 1",
      "first effect sees 2",
      "second effect sees 2",
      "second effect sees 2",
    ]);
  });

  it("effects of a pass that threw never run, and its remembered values never enter", () => {
    const { composition } = setup();
    const log: string[] = [];
    const bad = mutableStateOf(false);
    composition.setContent((c) =>
      scope(c, 1, "App", (c) => {
        if (bad.value) {
          c.startReplaceableGroup(2);
          DisposableEffect(() => {
            log.push("entered");
          });
          SideEffect(() => log.push("side"));
          c.endReplaceableGroup();
          throw new Error("fail");
        }
      }),
    );
    bad.value = true;
    expect(() => flush()).toThrow(/App \(app\.tsx:1:1\) threw: fail/);
    expect(log).toEqual([]);
  });
});

describe("key(k, block)", () => {
  it("moves content and its remembered state with the key", () => {
    const { composition, tree } = setup();
    const ids = mutableStateListOf("a", "b", "c");
    const made: Record<string, object> = {};
    composition.setContent((c) =>
      scope(c, 1, "List", (c) => {
        for (const id of ids) {
          key(id, () => {
            const remembered = c.cache(false, () => ({ id }));
            made[id] ??= remembered;
            expect(remembered).toBe(made[id]);
            c.text(2, id);
          });
        }
      }),
    );
    ids.reverse();
    flush();
    expect(tree()).toBe('root("c","b","a")');
  });
});
