/**
 * Array children and list calls (`GenerateOptions.lists`): React's ways of
 * writing lists, which the dialect runs as content. An array literal's items
 * are each their own call site (a call there has the path of its site, as a
 * sibling child would); in a keyed iteration every emit is keyed by the
 * item's id at a path of its own (`keyed.ts`), so that it moves with its key.
 */
import type { ArrayChild, Child, Emit, ListCall } from "../program.js";
import { MAX_LOOPS, WORDS, type Expressions, type Scope } from "./expressions.js";

/** The list calls other than `.map` (program.ts prints each). */
export const LIST_CALLS: readonly ListCall[] = [
  "flatMap",
  "from",
  "from-length",
  "spread-map",
  "slice-map",
  "from-map",
  "filter-map",
  "optional-map",
];

/** What arrays need from the generator. */
export interface ArrayEmitter extends Expressions {
  /** A `{list.map(…)}` child (spread into the array). */
  mapChild(scope: Scope): Child;
}

/**
 * An array of 0 to 4 items whose emits come from `emit`, and `&&` and `?:`
 * items, texts, values (numbers, strings, null, booleans, `undefined`,
 * holes). `spread`: may also hold a spread list or a nested array (not in an
 * iteration, where lists would nest too deep).
 */
export function arrayOf(g: ArrayEmitter, scope: Scope, emit: () => Emit, spread = false): ArrayChild {
  const items: Child[] = [];
  const n = g.r.range(0, 4);
  for (let i = 0; i < n; i++) {
    const kind = g.r.weighted<string>([
      ["emit", 3],
      ["and", 1],
      ["cond", 0.8],
      ["text", 0.8],
      ["value", 1],
      ["list", spread && scope.loops < MAX_LOOPS ? 0.5 : 0],
      ["nested", spread ? 0.3 : 0],
    ]);
    switch (kind) {
      case "emit":
        items.push(emit());
        break;
      case "and":
        // With kinds, a number test too: `n && <A />` shows n when it is 0, in an array as in a child.
        items.push({
          kind: "and",
          test: g.options.kinds && g.r.chance(0.3) ? `(${g.num(scope)}) % 3` : g.bool(scope),
          then: emit(),
        });
        break;
      case "cond":
        if (g.r.chance(0.3)) items.push({ kind: "expr", expr: `${g.bool(scope)} ? ${g.str(scope)} : null` });
        else items.push({ kind: "cond", test: g.bool(scope), a: emit(), b: emit() });
        break;
      case "text":
        items.push({ kind: "text", text: g.r.pick(WORDS) });
        break;
      case "value":
        items.push({
          kind: "expr",
          expr: g.r.weighted<() => string>([
            [() => g.num(scope), 1],
            [() => g.str(scope), 1],
            [() => g.r.pick(["null", "false", "undefined", "true", ""]), 1],
          ])(),
        });
        break;
      case "list":
        items.push(g.mapChild(scope));
        break;
      case "nested":
        items.push(arrayOf(g, scope, emit));
        break;
    }
  }
  return { kind: "array", items };
}
