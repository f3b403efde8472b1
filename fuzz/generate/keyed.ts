/**
 * Keyed lists of every shape the dialect identifies by key: a `.map`
 * callback that is a keyed element, `test ? null : <E key />`,
 * `test ? <A key /> : <B key />`, `!(test) && <E key />`, a block body
 * with several keyed `return`s behind `if`s, or (with `lists`) an array of
 * keyed elements, conditionals and texts; a `for..of` (or a counted loop
 * over the list) whose body is one keyed statement, or an `if` of keyed
 * statements, some followed by `continue`.
 *
 * Paths: the iteration's path is its key and occurrence. A keyed element is
 * identified by its callee (or tag) and key among the whole list's
 * (docs/keyed-identity.md): elements of one callee in several branches are
 * one element whose branch changes (its state moves with it), so they share
 * the path of the first of them (`sameIdentity`); an element of another
 * callee adds its branch's tag (an item that takes that branch starts it
 * afresh, as a fresh composition does). Every test reads the item only
 * through its id, so duplicates of a key take the same branch and
 * occurrences count the same among those emitted. An array's elements all
 * compose, so one callee twice there gets a key of its own each time.
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

/** The callee or tag an emit is identified by, with its key. */
export function labelOf(e: Emit): string {
  return e.kind === "element" ? e.tag : e.callee;
}

/**
 * Alternative emits of one item (at most one composes), each made at
 * `tagged(inner, tags[i])` (0: `inner` itself): an emit whose callee an
 * earlier one has is the same element, so its paths become that one's.
 */
function sameIdentity(inner: Scope, emits: { emit: Emit; tag: number }[]): void {
  const first = new Map<string, number>();
  for (const e of emits) {
    const label = labelOf(e.emit);
    const tag = first.get(label);
    if (tag === undefined) first.set(label, e.tag);
    else if (tag !== e.tag)
      e.emit = retag(e.emit, tagged(inner, e.tag).path, tag === 0 ? inner.path : tagged(inner, tag).path);
  }
}

/** `emit` with every path made under `from` made under `to` instead. */
export function retag(emit: Emit, from: string, to: string): Emit {
  const esc = (x: string) => JSON.stringify(x).slice(1, -1);
  return JSON.parse(JSON.stringify(emit).split(esc(from)).join(esc(to))) as Emit;
}

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
    case "either": {
      const test = g.bool(inner);
      const alt = { emit: keyedEmit(g, tagged(inner, 1), key), tag: 1 };
      const body = { emit: keyedEmit(g, inner, key), tag: 0 };
      sameIdentity(inner, [body, alt]);
      return { kind: "map", site, list, keyed: true, test, form: "cond", alt: alt.emit, body: body.emit };
    }
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
      const labels = new Set<string>();
      const emit = (): Emit => {
        const t = tag++;
        const at = tagged(inner, t);
        const e = g.canCall(at) && g.r.chance(0.8) ? g.call(at, key) : { ...g.element(at), key };
        // One callee twice in an item with one key would be duplicates of each other.
        if (labels.has(labelOf(e))) e.key = `"b${t}:" + ${key}`;
        labels.add(labelOf(e));
        return e;
      };
      return { kind: "map", site, list, keyed: true, body: g.arrayOf(inner, emit) };
    }
    case "block": {
      const body: Stmt[] = [];
      if (g.r.chance(0.6)) body.push({ kind: "ret-emit", test: g.hide(item, outer), emit: null });
      const n = g.r.range(1, 2);
      const emits: { test: string; emit: Emit; tag: number }[] = [];
      for (let b = 1; b <= n; b++)
        emits.push({ test: g.bool(inner), emit: keyedEmit(g, tagged(inner, b), key), tag: b });
      const last = g.r.chance(0.85) ? { emit: keyedEmit(g, inner, key), tag: 0 } : null;
      sameIdentity(inner, last ? [last, ...emits] : emits);
      for (const e of emits) body.push({ kind: "ret-emit", test: e.test, emit: e.emit });
      body.push({ kind: "ret-emit", test: null, emit: last ? last.emit : null });
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
      const parts: { test: string | null; emit: Emit; tag: number }[] = [
        { test: g.bool(inner), emit: keyedEmit(g, tagged(inner, 1), key), tag: 1 },
      ];
      if (g.r.chance(0.3))
        parts.push({ test: g.bool(inner), emit: keyedEmit(g, tagged(inner, 2), key), tag: 2 });
      if (g.r.chance(0.5)) parts.push({ test: null, emit: keyedEmit(g, tagged(inner, 3), key), tag: 3 });
      sameIdentity(inner, parts);
      return [{ kind: "if", branches: parts.map((b) => ({ test: b.test, body: [b.emit] })) }];
    }
    case "continue": {
      // `if (…) { <A key />; continue; } <B key />;`
      const test = g.bool(inner);
      const first = { emit: keyedEmit(g, tagged(inner, 1), key), tag: 1 };
      const rest = { emit: keyedEmit(g, inner, key), tag: 0 };
      sameIdentity(inner, [rest, first]);
      return [{ kind: "if", branches: [{ test, body: [first.emit, { kind: "continue" }] }] }, rest.emit];
    }
  }
}
