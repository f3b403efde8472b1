/**
 * Issue 18, point 11: remembered values leave in reverse composition order
 * (DESIGN, "Public runtime API": the cleanups of effects that left run in
 * reverse composition order), whatever mix of removed groups and replaced
 * keyed values one pass makes. A value replaced by its `remember` is met
 * while composing; a removed group's values only when its parent ends: both
 * must still leave by their place in the composition they leave.
 */
import { describe, expect, it } from "vitest";
import { DisposableEffect } from "./effects.js";
import { mutableStateOf } from "./state/index.js";
import { flush } from "./recomposer.js";
import { scope, setup, type C } from "./test/scopes.js";

/** A DisposableEffect keyed on a new object each time: replaced at every composition (Compose's `NeverEqualObject`). */
function effect(c: C, key: number, name: string, log: string[]) {
  c.startReplaceableGroup(key);
  DisposableEffect({}, () => {
    log.push(`onCommit:${name}`);
    return () => log.push(`onDispose:${name}`);
  });
  c.endReplaceableGroup();
}

describe("forget and cleanup order", () => {
  // Compose's CompositionTests.testCommit2, in the shape the compiler emits
  // (each effect in a group of its own; the `if` a replaceable group).
  it("testCommit2: a group removed between two replaced effects; cleanups b1, b2, a2, a1", () => {
    const { composition } = setup();
    const log: string[] = [];
    const mount = mutableStateOf(true);
    const Unmountable = (c: C) =>
      scope(c, 0x20, "Unmountable", (c) => {
        effect(c, 0x21, "a2", log);
        effect(c, 0x22, "b2", log);
      });
    composition.setContent((c) =>
      scope(c, 0x10, "App", (c) => {
        effect(c, 0x11, "a1", log);
        if (mount.value) {
          c.startReplaceableGroup(0x12);
          Unmountable(c);
          c.endReplaceableGroup();
        }
        effect(c, 0x13, "b1", log);
      }),
    );
    expect(log).toEqual(["onCommit:a1", "onCommit:a2", "onCommit:b2", "onCommit:b1"]);
    mount.value = false;
    log.push("recompose");
    flush();
    expect(log).toEqual([
      "onCommit:a1",
      "onCommit:a2",
      "onCommit:b2",
      "onCommit:b1",
      "recompose",
      "onDispose:b1",
      "onDispose:b2",
      "onDispose:a2",
      "onDispose:a1",
      "onCommit:a1",
      "onCommit:b1",
    ]);
  });

  it("keyed groups moved, removed and replaced in one pass leave in reverse of the order they were composed in", () => {
    const { composition } = setup();
    const log: string[] = [];
    let order = ["p", "q", "r", "s"];
    const replaced = new Set<string>();
    const content = (c: C) => {
      for (const id of order) {
        c.startMovableGroup(0x30, id);
        c.startReplaceableGroup(0x31);
        DisposableEffect(replaced.has(id) ? {} : "same", () => () => log.push(`-${id}`));
        c.endReplaceableGroup();
        c.endMovableGroup();
      }
    };
    composition.setContent(content);
    // r moves first, q leaves, p and s are replaced: p q r s was the order they were composed in.
    order = ["r", "p", "s"];
    replaced.add("p").add("s");
    composition.setContent(content);
    expect(log).toEqual(["-s", "-q", "-p"]);
  });

  it("property: random trees of effects, random removals, moves and replacements: leave in reverse pre-order, enter in pre-order", () => {
    for (let seed = 1; seed <= 150; seed++) {
      const random = mulberry32(seed);
      const { composition } = setup();
      const log: string[] = [];
      let serial = 0;
      const fresh = (depth: number): Model => {
        const id = `n${serial++}`;
        const effects = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, i) => ({
          name: `${id}.${i}`,
          version: 0,
        }));
        const children =
          depth < 3 ? Array.from({ length: Math.floor(random() * 3) }, () => fresh(depth + 1)) : [];
        return { id, effects, children };
      };
      let model = fresh(0);
      const content = (c: C) => composeModel(c, model, log);
      composition.setContent(content);
      expect(log).toEqual(preOrder(model).map((o) => `+${o}`));
      for (let step = 0; step < 8; step++) {
        const before = preOrder(model);
        model = mutate(model, random, fresh);
        const after = preOrder(model);
        log.length = 0;
        composition.setContent(content);
        const leaving = before
          .filter((o) => !after.includes(o))
          .reverse()
          .map((o) => `-${o}`);
        const entering = after.filter((o) => !before.includes(o)).map((o) => `+${o}`);
        expect(log, `seed ${seed}, step ${step}`).toEqual([...leaving, ...entering]);
      }
    }
  });
});

/** A node of the random program: a keyed group, its effects (each in a group), then its children. */
interface Model {
  id: string;
  effects: { name: string; version: number }[];
  children: Model[];
}

function composeModel(c: C, node: Model, log: string[]): void {
  c.startMovableGroup(0x40, node.id);
  node.effects.forEach(({ name, version }, i) => {
    c.startReplaceableGroup(0x41 + i);
    const observer = `${name}@${version}`;
    DisposableEffect(version, () => {
      log.push(`+${observer}`);
      return () => log.push(`-${observer}`);
    });
    c.endReplaceableGroup();
  });
  for (const child of node.children) composeModel(c, child, log);
  c.endMovableGroup();
}

/** The effects of `node` in composition order. */
function preOrder(node: Model): string[] {
  return [...node.effects.map((e) => `${e.name}@${e.version}`), ...node.children.flatMap(preOrder)];
}

/** A copy of `node` with random children removed, moved or added and random effects replaced. */
function mutate(node: Model, random: () => number, fresh: (depth: number) => Model, depth = 0): Model {
  const effects = node.effects.map((e) => (random() < 0.25 ? { ...e, version: e.version + 1 } : e));
  let children = node.children
    .filter(() => random() >= 0.2)
    .map((child) => mutate(child, random, fresh, depth + 1));
  if (children.length > 1 && random() < 0.4) {
    const from = Math.floor(random() * children.length);
    const [moved] = children.splice(from, 1);
    children.splice(Math.floor(random() * (children.length + 1)), 0, moved!);
  }
  if (depth < 3 && random() < 0.3) children = [...children, fresh(depth + 1)];
  return { id: node.id, effects, children };
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
