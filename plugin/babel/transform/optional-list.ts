/**
 * React's `{items?.map((x) => <li key={x.id}>…</li>)}` (and `data?.rows.map(…)`,
 * `flatMap`): a list whose array is reached through an optional chain. The
 * compiler lowers a list call into keyed groups (transform/loops.ts) only as a
 * plain call, so before the analysis the chain is rewritten into one, over an
 * empty list when the chain gives nothing:
 *
 *     {items?.map((x) => <li key={x.id} />)}   →   {(items ?? []).map((x) => <li key={x.id} />)}
 *
 * which shows nothing, as `undefined` does, and evaluates `items` once. Left as
 * written, its callback was taken for a slot and called by `map` outside
 * composition. One difference: in `data?.rows.map(…)` a `data` without `rows`
 * shows nothing instead of throwing.
 */
import * as t from "@babel/types";
import { containsJsx } from "./expressions.js";

/** The plain list call for `call`, or null when it is not an optional list call whose callback has elements. */
export function optionalListCall(call: t.OptionalCallExpression): t.CallExpression | null {
  const callee = call.callee;
  if (call.optional || !t.isOptionalMemberExpression(callee) || callee.computed) return null;
  if (!t.isIdentifier(callee.property) || !/^(map|flatMap)$/.test(callee.property.name)) return null;
  const cb = call.arguments[0];
  if (!(t.isArrowFunctionExpression(cb) || t.isFunctionExpression(cb)) || !containsJsx(cb.body)) return null;
  const list = t.logicalExpression("??", callee.object, t.arrayExpression([]));
  const plain = t.callExpression(t.memberExpression(list, callee.property), call.arguments);
  plain.loc = call.loc;
  return plain;
}
