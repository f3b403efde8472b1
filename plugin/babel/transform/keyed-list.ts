/**
 * Keyed lists in one runtime call. `{xs.map((x) => <Row key={x.id} item={x} />)}`,
 * whose callback's whole lowered body is one fused `$c.keyedCall(key, k, Row,
 * props, changed)` (transform/element.ts), becomes
 *
 *     $c.keyedList(xs, key, Row, (x) => x.id, (x) => ({ item: x }), changed);
 *
 * which maps `xs` as the callback did, item by item (key, then props), and
 * keeps the rows that stand where they stood in one loop
 * (runtime/keyed-list.ts). Anything else keeps the `map` call: a callback
 * that is not an arrow (it may use `this` or `arguments` of its own), that is
 * async, that destructures its parameters (their defaults would run twice),
 * that composes anything besides the one call; a callee other than a
 * function declared at the module's top or an import (it is read once per
 * list, empty ones too, where `map` never read it: a `const` declared later
 * would throw); `$changed` bits that are not a constant.
 *
 * The rewrite waits for the module's end (`finishKeyedLists`, after
 * `finishKeyedSites`), which may still change the call's props and bits.
 */
import * as t from "@babel/types";
import { C, call, type Shared } from "./context.js";

/** A `.map` statement whose callback lowered to one keyed call: rewritten at the module's end. */
export interface KeyedListSite {
  statement: t.ExpressionStatement;
  /** `xs`, lowered. */
  object: t.Expression;
  params: t.Identifier[];
  /** The one `$c.keyedCall(…)` the callback runs. */
  keyed: t.CallExpression;
}

/**
 * Registers the `xs.map(cb)` statement `statement` (its callback `cb`, which
 * lowered to `body`) when it has the shape `keyedList` takes.
 */
export function addKeyedList(
  shared: Shared,
  statement: t.ExpressionStatement,
  object: t.Expression,
  cb: t.Node,
  body: t.Statement[],
): void {
  if (!t.isArrowFunctionExpression(cb) || cb.async || cb.params.length > 3) return;
  if (!cb.params.every((p) => t.isIdentifier(p))) return;
  if (body.length !== 1) return;
  const only = body[0]!;
  if (!t.isExpressionStatement(only) || !t.isCallExpression(only.expression)) return;
  const keyed = only.expression;
  if (
    !t.isMemberExpression(keyed.callee) ||
    !t.isIdentifier(keyed.callee.object, { name: C }) ||
    !t.isIdentifier(keyed.callee.property, { name: "keyedCall" }) ||
    keyed.arguments.length !== 5
  )
    return;
  const params = cb.params as t.Identifier[];
  const fn = keyed.arguments[2];
  if (!t.isIdentifier(fn) || params.some((p) => p.name === fn.name)) return;
  // The callee is read once per list, also for an empty one, where `map` never read it: only a
  // name bound before the module runs (a declaration at its top, an import), never in its TDZ.
  const element = cb.body;
  if (!t.isJSXElement(element)) return;
  const opening = element.openingElement;
  if (!shared.analysis.callee.get(opening)?.hoisted && !shared.analysis.importedCallees.has(opening)) return;
  shared.lists.push({ statement, object, params, keyed });
}

/** After lowering the module (and `finishKeyedSites`): each registered list that still has the shape, as one call. */
export function finishKeyedLists(shared: Shared): void {
  for (const { statement, object, params, keyed } of shared.lists) {
    const [key, dataKey, fn, props, changed] = keyed.arguments as t.Expression[];
    if (!t.isNumericLiteral(changed) || usesComposer(props!) || usesComposer(dataKey!)) continue;
    const item = (value: t.Expression) =>
      t.arrowFunctionExpression(
        params.map((p) => t.identifier(p.name)),
        value,
      );
    const list = call("keyedList", [object, key!, fn!, item(dataKey!), item(props!), changed]);
    list.loc = statement.expression.loc;
    statement.expression = list;
  }
}

function usesComposer(node: t.Node): boolean {
  let found = false;
  t.traverseFast(node, (n) => {
    if (t.isIdentifier(n, { name: C })) found = true;
  });
  return found;
}
