import { afterEach, describe, expect, it } from "vitest";
import { setDevtoolsHook, type DevtoolsHook } from "./devtools-hook.js";
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
});
