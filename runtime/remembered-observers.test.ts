/**
 * Regressions found by the differential fuzzer (fuzz/): a remember observer
 * is told it left exactly once, and only when the slot that *remembered* it
 * leaves. The same object may also sit in slots written by `changed` (the
 * compiler memoizes a lambda on what it captures; a child stores its props):
 * those slots do not remember it.
 */
import { describe, expect, it } from "vitest";
import type { Composer } from "./composer.js";
import { Composition } from "./composition.js";
import { RecordingApplier, type TreeNode } from "./test/recording-applier.js";

type C = Composer<TreeNode>;

function setup() {
  const log: string[] = [];
  const observer = (name: string) => ({
    onRemembered: () => log.push(`+${name}`),
    onForgotten: () => log.push(`-${name}`),
  });
  return { log, observer, composition: new Composition(new RecordingApplier()) };
}

/** A child that stores its prop with `changed`, as every compiled composable does. */
function Child(c: C, value: unknown) {
  c.startRestartGroup(0x20);
  c.changed(value);
  c.startElement(0x21, "child");
  c.endNode();
  c.endRestartGroup();
}

describe("remember observers stored by changed() too", () => {
  it("a lambda memoized on a remembered observer: the group leaves, onForgotten runs once", () => {
    const { log, observer, composition } = setup();
    const content = (show: boolean) => (c: C) => {
      if (show) {
        c.startReplaceableGroup(0x10);
        const r = c.cache(false, () => observer("r"));
        c.cache(c.changed(r), () => () => r); // `() => r`, memoized on its capture
        c.endReplaceableGroup();
      }
    };
    composition.setContent(content(true));
    composition.setContent(content(true));
    expect(log).toEqual(["+r"]);
    composition.setContent(content(false));
    expect(log).toEqual(["+r", "-r"]);
  });

  it("an observer passed to a child: the child leaving does not forget it, the owner leaving forgets it once", () => {
    const { log, observer, composition } = setup();
    const content = (owner: boolean, child: boolean) => (c: C) => {
      if (owner) {
        c.startReplaceableGroup(0x10);
        const r = c.cache(false, () => observer("r"));
        if (child) {
          c.startReplaceableGroup(0x11);
          Child(c, r);
          c.endReplaceableGroup();
        }
        c.endReplaceableGroup();
      }
    };
    composition.setContent(content(true, true));
    composition.setContent(content(true, false));
    expect(log).toEqual(["+r"]);
    composition.setContent(content(true, true));
    composition.setContent(content(false, false));
    expect(log).toEqual(["+r", "-r"]);
  });

  it("dispose forgets a remembered observer once even when a child holds it as a prop", () => {
    const { log, observer, composition } = setup();
    composition.setContent((c) => {
      c.startReplaceableGroup(0x10);
      const r = c.cache(false, () => observer("r"));
      Child(c, r);
      c.endReplaceableGroup();
    });
    composition.dispose();
    expect(log).toEqual(["+r", "-r"]);
  });

  it("a recomputed remember forgets the old observer and remembers the new one, also when a child holds the old one", () => {
    const { log, observer, composition } = setup();
    const content = (k: number) => (c: C) => {
      c.startReplaceableGroup(0x10);
      const r = c.cache(c.changed(k), () => observer(`k${k}`));
      Child(c, r);
      c.endReplaceableGroup();
    };
    composition.setContent(content(1));
    composition.setContent(content(2));
    expect(log).toEqual(["+k1", "-k1", "+k2"]);
  });
});
