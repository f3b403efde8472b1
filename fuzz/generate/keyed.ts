/**
 * Keyed lists of every shape the dialect identifies by key: a `.map`
 * callback that is a keyed element, `test ? null : <E key />`,
 * `test ? <A key /> : <B key />`, `!(test) && <E key />`, a block body
 * with several keyed `return`s behind `if`s, or (with `lists`) an array of
 * keyed elements, conditionals and texts; a `for..of` (or a counted loop
 * over the list) whose body is one keyed statement, or an `if` of keyed
 * statements, some followed by `continue`.
 *
 * Paths: the iteration's path is its key and occurrence; each branch adds
 * its own tag, because the element in each branch is its own group (an item
 * that takes another branch starts afresh, as a fresh composition does).
 * Every test reads the item only through its id, so duplicates of a key
 * take the same branch and occurrences count the same among those emitted.
 */
import type { ArrayChild, Child, Emit, Stmt } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";

/** What the keyed shapes need from the generator. */
export interface Emitter extends Expressions {
  element(scope: Scope): Emit;
  /** A call (or an element when nothing can be called), keyed by `key`. */
  call(scope: Scope, key: string | null): Emit;
  canCall(scope: Scope): boolean;
  block(scope: Scope, count: number, loopBody: boolean): Stmt[];
  arrayOf(scope: Scope, emit: () => Emit): ArrayChild;
}

/** One keyed emit at `scope` (whose path is the branch's). */
function keyedEmit(g: Emitter, scope: Scope, key: string): Emit {
  if (g.r.chance(0.15)) return keyedFragment(g, scope, key);
  if (g.canCall(scope) && g.r.chance(0.5)) return g.call(scope, key);
  return { ...g.element(scope), key };
}

/**
 * React's `<Fragment key={…}>` around one to three elements (a `<dt>` + `<dd>`
 * per item): the key identifies the whole group, each element in it is
 * positional (a path of its own under the branch's).
 */
function keyedFragment(g: Emitter, scope: Scope, key: string): Emit {
  const n = g.r.range(1, 3);
  const children = Array.from({ length: n }, (_, i) =>
    g.element({ ...scope, path: `${scope.path} + "/f${i}"` }),
  );
  return { kind: "call", callee: "Fragment", key, props: [], children };
}

const tagged = (scope: Scope, tag: number): Scope => ({ ...scope, path: `${scope.path} + "/b${tag}"` });

/** The child `{list.map(…)}` with keys, in one of its shapes. `inner` is the iteration's scope (path, item). */
export function keyedMapChild(
  g: Emitter,
  site: number,
  list: string,
  outer: Scope,
  inner: Scope,
  item: string,
): Child {
  const key = `${item}.id`;
  const shape = g.r.weighted([
    ["plain", 3],
    ["hide", 1.2],
    ["either", 0.8],
    ["and", 1],
    ["block", 1.5],
    // Last, so that without `lists` the draws are as before.
    ["array", g.options.lists ? 3 : 0],
  ] as const);
  switch (shape) {
    case "plain":
      return { kind: "map", site, list, keyed: true, body: keyedEmit(g, inner, key) };
    case "hide":
      return {
        kind: "map",
        site,
        list,
        keyed: true,
        test: g.hide(item, outer),
        form: "cond",
        alt: null,
        body: keyedEmit(g, inner, key),
      };
    case "either":
      return {
        kind: "map",
        site,
        list,
        keyed: true,
        test: g.bool(inner),
        form: "cond",
        alt: keyedEmit(g, tagged(inner, 1), key),
        body: keyedEmit(g, inner, key),
      };
    case "and":
      return {
        kind: "map",
        site,
        list,
        keyed: true,
        test: g.hide(item, outer),
        form: "and",
        body: keyedEmit(g, inner, key),
      };
    case "array": {
      // `x => [<A key />, test && <B key />, "text", …]`: each keyed element a sibling of the whole
      // list's, at its own path (its own call site), so it moves with its key.
      // Mostly calls: their remembered cells are what shows whether state moved with the key.
      let tag = 10;
      const emit = (): Emit => {
        const at = tagged(inner, tag++);
        return g.canCall(at) && g.r.chance(0.8) ? g.call(at, key) : { ...g.element(at), key };
      };
      return { kind: "map", site, list, keyed: true, body: g.arrayOf(inner, emit) };
    }
    case "block": {
      const body: Stmt[] = [];
      if (g.r.chance(0.6)) body.push({ kind: "ret-emit", test: g.hide(item, outer), emit: null });
      const n = g.r.range(1, 2);
      for (let b = 1; b <= n; b++)
        body.push({ kind: "ret-emit", test: g.bool(inner), emit: keyedEmit(g, tagged(inner, b), key) });
      body.push({ kind: "ret-emit", test: null, emit: g.r.chance(0.85) ? keyedEmit(g, inner, key) : null });
      return { kind: "map-block", site, list, body };
    }
  }
}

/** The body of a keyed `for..of`: one keyed statement, a `key(…)` block, or an `if` of keyed statements. */
export function keyedLoopBody(g: Emitter, inner: Scope, item: string): Stmt[] {
  const key = `${item}.id`;
  const kind = g.r.weighted([
    ["emit", 3],
    ["key", 1],
    ["if", 2],
    ["continue", 1],
  ] as const);
  switch (kind) {
    case "emit":
      return [keyedEmit(g, inner, key)];
    case "key":
      return [
        { kind: "key", key, body: g.block({ ...inner, depth: inner.depth + 1 }, g.r.range(1, 2), false) },
      ];
    case "if": {
      // `if (…) { <A key />; } else if (…) { <B key />; } else { <C key />; }`, else parts optional.
      const branches: { test: string | null; body: Stmt[] }[] = [
        { test: g.bool(inner), body: [keyedEmit(g, tagged(inner, 1), key)] },
      ];
      if (g.r.chance(0.3))
        branches.push({ test: g.bool(inner), body: [keyedEmit(g, tagged(inner, 2), key)] });
      if (g.r.chance(0.5)) branches.push({ test: null, body: [keyedEmit(g, tagged(inner, 3), key)] });
      return [{ kind: "if", branches }];
    }
    case "continue":
      // `if (…) { <A key />; continue; } <B key />;`
      return [
        {
          kind: "if",
          branches: [
            { test: g.bool(inner), body: [keyedEmit(g, tagged(inner, 1), key), { kind: "continue" }] },
          ],
        },
        keyedEmit(g, inner, key),
      ];
  }
}
