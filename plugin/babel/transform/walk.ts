import * as t from "@babel/types";

/** Child keys that hold only types or decorators: no composable code can be there. */
export const SKIP_KEYS = new Set([
  "typeAnnotation",
  "returnType",
  "typeParameters",
  "typeArguments",
  "superTypeParameters",
  "decorators",
]);

/**
 * The first node under `node` (itself included, pre-order) that satisfies
 * `pred`. Class bodies are never entered; a function only when `intoFn` says
 * so, because what runs there runs later, not as part of this code; any
 * other node not when `stop` says so (it is still tested itself).
 */
export function findNode(
  node: t.Node | null | undefined,
  pred: (n: t.Node) => boolean,
  intoFn: (n: t.Function) => boolean,
  stop?: (n: t.Node) => boolean,
): t.Node | null {
  if (!node) return null;
  if (pred(node)) return node;
  if (t.isFunction(node) && !intoFn(node)) return null;
  if (t.isClass(node)) return null;
  if (stop?.(node)) return null;
  for (const k of t.VISITOR_KEYS[node.type] ?? []) {
    if (SKIP_KEYS.has(k)) continue;
    const v = (node as unknown as Record<string, unknown>)[k];
    if (Array.isArray(v)) {
      for (const c of v) {
        if (c && typeof c === "object" && "type" in c) {
          const found = findNode(c as t.Node, pred, intoFn, stop);
          if (found) return found;
        }
      }
    } else if (v && typeof v === "object" && "type" in v) {
      const found = findNode(v as t.Node, pred, intoFn, stop);
      if (found) return found;
    }
  }
  return null;
}

/** Replaces a node's contents with `replacement`'s: its parent keeps pointing at the same object. */
export function replaceInPlace(target: t.Node, replacement: t.Node): void {
  const loc = target.loc;
  for (const k of Object.keys(target)) delete (target as unknown as Record<string, unknown>)[k];
  Object.assign(target, replacement);
  if (!target.loc) target.loc = loc ?? null;
}
