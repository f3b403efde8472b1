import { afterEach, describe, expect, it } from "vitest";
import { setDevtoolsHook, type DevtoolsHook } from "./devtools-hook.js";
import { composeCountOf, forEachScope, skipCountOf, type RecomposeScope } from "./recompose-scope.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup } from "./test/scopes.js";

let previous: DevtoolsHook | null = null;
afterEach(() => {
  setDevtoolsHook(previous);
  flush();
});

/** Installs a hook that logs what it is told, naming compositions by creation order. */
function recordHook(): string[] {
  const log: string[] = [];
  const names = new Map<object, string>();
  const name = (c: object) => names.get(c) ?? (names.set(c, `#${names.size + 1}`), names.get(c)!);
  previous = setDevtoolsHook({
    created: (c) => log.push(`created ${name(c)}`),
    applied: (c) => log.push(`applied ${name(c)}`),
    disposed: (c) => log.push(`disposed ${name(c)}`),
  });
  return log;
}

describe("the devtools hook", () => {
  it("is told of each composition created, each pass applied and each dispose", () => {
    const log = recordHook();
    const { composition } = setup();
    const count = mutableStateOf(0);
    composition.setContent((c) => scope(c, 1, "Leaf", (c) => c.text(2, count.value)));
    count.value++;
    flush();
    composition.dispose();
    // dispose composes nothing (one more applied pass), then is disposed.
    expect(log).toEqual(["created #1", "applied #1", "applied #1", "applied #1", "disposed #1"]);
  });

  it("is not told of a pass that threw: nothing of it was applied", () => {
    const log = recordHook();
    const { composition } = setup();
    expect(() =>
      composition.setContent((c) =>
        scope(c, 1, "Broken", () => {
          throw new Error("boom");
        }),
      ),
    ).toThrow(/boom/);
    expect(log).toEqual(["created #1"]);
  });

  it("is not called at all when none is installed", () => {
    const log = recordHook();
    setDevtoolsHook(null);
    const { composition } = setup();
    composition.setContent((c) => c.text(1, "x"));
    expect(log).toEqual([]);
  });

  it("scopes count their runs and skips for devtools only while it is installed (no counter in a scope)", () => {
    const counts = (installed: boolean) => {
      const saved = setDevtoolsHook(installed ? { created() {}, applied() {}, disposed() {} } : null);
      try {
        const { composition } = setup();
        const outer = mutableStateOf(0);
        const inner = mutableStateOf(0);
        composition.setContent((c) =>
          scope(c, 1, "Outer", (c) => {
            c.text(2, outer.value);
            scope(c, 3, "Inner", (c) => c.text(4, inner.value));
          }),
        );
        outer.value++; // Outer runs again, Inner is skipped
        flush();
        inner.value++; // Inner runs alone
        flush();
        const scopes: RecomposeScope[] = [];
        forEachScope(composition.table, (s) => scopes.push(s));
        return scopes.map((s) => [composeCountOf(s), skipCountOf(s)]);
      } finally {
        setDevtoolsHook(saved);
      }
    };
    expect(counts(true)).toEqual([
      [2, 0],
      [2, 1],
    ]);
    expect(counts(false)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
