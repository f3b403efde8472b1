/**
 * The key of a keyed list's item, known before its iteration runs.
 *
 * An iteration that places keyed elements keys its other groups (`remember`,
 * a `use…` hook, an unkeyed element beside the keyed one) with a data key of
 * their own (`Ctx.keyedIndex`, `loops.ts`). By default that is the
 * iteration's index, so what the iteration remembers outside its keyed
 * element stays at its position when the items are reordered, and a row
 * that moves leaves its state to the row that takes its place:
 *
 *   xs.map((x) => { const open = remember(() => mutableStateOf(false));
 *                   return <li key={x.id} class={open.value ? "open" : ""} />; })
 *
 * That item is written as one keyed thing, as Solid's `<For>` item or
 * Compose's `key(x.id) { … }` is; React has no hooks there at all. So when
 * every keyed element the iteration places has the same key, and that key
 * can be computed at the start of the iteration (it reads only the item's
 * own bindings: the callback's parameters, the `for…of` / `for` variable,
 * which the body neither reassigns nor shadows; and it calls nothing),
 * that key is the data key of the iteration's other groups instead: state
 * and nodes move with the item, and duplicates still match in order.
 * Anything else keeps the index.
 */
import * as t from "@babel/types";
import { listCallback } from "../analyze/positions.js";
import { hasKey } from "./element.js";
import { findNode } from "./walk.js";

/**
 * The key expression (a fresh copy) every keyed element placed by the
 * iteration `body` has, when `bound` (the names the iteration binds) are all
 * it reads and evaluating it early is sound; otherwise null.
 */
export function iterationKey(body: t.Node, bound: Set<string>): t.Expression | null {
  if (bound.size === 0) return null;
  const keys: t.Expression[] = [];
  let other = false;
  findNode(
    body,
    (n) => {
      if (t.isJSXElement(n) && hasKey(n)) {
        const value = keyValue(n);
        if (value) keys.push(value);
        else other = true;
      } else if (t.isCallExpression(n) && t.isIdentifier(n.callee, { name: "key" })) other = true;
      return false;
    },
    () => false,
    // As `emitsKeyed` (loops.ts): an element's children, a nested list, a function are not this iteration's.
    (n) =>
      (t.isJSXElement(n) && hasKey(n)) || t.isLoop(n) || (t.isCallExpression(n) && listCallback(n) !== null),
  );
  if (other || keys.length === 0) return null;
  const first = keys[0]!;
  if (!keys.every((k) => t.isNodesEquivalent(k, first))) return null;
  if (!readsOnly(first, bound)) return null;
  if (rebinds(body, bound)) return null;
  return guarded(t.cloneNode(first, true));
}

/**
 * The early copy reads members optionally (`x?.id`): the key is evaluated
 * before a guard the element may be behind (`x && <Row key={x.id} />` with a
 * null item), which must not throw where the program as written did not.
 */
function guarded(e: t.Expression): t.Expression {
  if (t.isMemberExpression(e) || t.isOptionalMemberExpression(e)) {
    const property = e.computed ? guarded(e.property as t.Expression) : e.property;
    return t.optionalMemberExpression(guarded(e.object), property as t.Expression, e.computed, true);
  }
  if (t.isTemplateLiteral(e)) e.expressions = e.expressions.map((x) => guarded(x as t.Expression));
  else if (t.isBinaryExpression(e) || t.isLogicalExpression(e)) {
    e.left = guarded(e.left as t.Expression);
    e.right = guarded(e.right);
  } else if (t.isConditionalExpression(e)) {
    e.test = guarded(e.test);
    e.consequent = guarded(e.consequent);
    e.alternate = guarded(e.alternate);
  } else if (t.isUnaryExpression(e)) e.argument = guarded(e.argument);
  else if (t.isTSAsExpression(e) || t.isTSNonNullExpression(e) || t.isTSSatisfiesExpression(e))
    return guarded(e.expression);
  else if (t.isParenthesizedExpression(e)) return guarded(e.expression);
  return e;
}

/** The names a `.map` callback's parameters or a loop's head bind for each iteration. */
export function boundNames(nodes: (t.Node | null | undefined)[]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes) {
    if (!node) continue;
    const declared = t.isVariableDeclaration(node) ? node.declarations.map((d) => d.id) : [node];
    for (const d of declared) for (const name of Object.keys(t.getBindingIdentifiers(d))) names.add(name);
  }
  return names;
}

function keyValue(el: t.JSXElement): t.Expression | null {
  for (const a of el.openingElement.attributes) {
    if (!t.isJSXAttribute(a) || t.isJSXNamespacedName(a.name) || a.name.name !== "key") continue;
    if (t.isStringLiteral(a.value)) return a.value;
    if (t.isJSXExpressionContainer(a.value) && t.isExpression(a.value.expression)) return a.value.expression;
  }
  return null;
}

/** Reads only `bound` names, literals and their members, joined by operators: nothing runs, nothing else is read. */
function readsOnly(e: t.Node, bound: Set<string>): boolean {
  if (t.isIdentifier(e)) return bound.has(e.name);
  if (t.isStringLiteral(e) || t.isNumericLiteral(e) || t.isBooleanLiteral(e) || t.isNullLiteral(e))
    return true;
  if (t.isTemplateLiteral(e)) return e.expressions.every((x) => readsOnly(x, bound));
  if (t.isMemberExpression(e) || t.isOptionalMemberExpression(e))
    return readsOnly(e.object, bound) && (!e.computed || readsOnly(e.property, bound));
  if (t.isBinaryExpression(e)) return readsOnly(e.left, bound) && readsOnly(e.right, bound);
  if (t.isLogicalExpression(e)) return readsOnly(e.left, bound) && readsOnly(e.right, bound);
  if (t.isConditionalExpression(e))
    return readsOnly(e.test, bound) && readsOnly(e.consequent, bound) && readsOnly(e.alternate, bound);
  if (t.isUnaryExpression(e)) return e.operator !== "delete" && readsOnly(e.argument, bound);
  if (t.isTSAsExpression(e) || t.isTSNonNullExpression(e) || t.isTSSatisfiesExpression(e))
    return readsOnly(e.expression, bound);
  if (t.isParenthesizedExpression(e)) return readsOnly(e.expression, bound);
  return false;
}

/**
 * Does the body reassign one of `bound` (anywhere, a handler included:
 * conservative), or declare a name at the iteration's level that could
 * shadow one where the key is written?
 */
function rebinds(body: t.Node, bound: Set<string>): boolean {
  const names = (n: t.Node | null | undefined) => (n ? Object.keys(t.getBindingIdentifiers(n)) : []);
  const hit = (n: t.Node | null | undefined) => names(n).some((name) => bound.has(name));
  const declares = (n: t.Node) =>
    (t.isVariableDeclarator(n) && hit(n.id)) ||
    (t.isFunctionDeclaration(n) && hit(n.id)) ||
    (t.isClassDeclaration(n) && hit(n.id)) ||
    (t.isCatchClause(n) && hit(n.param));
  const assigns = (n: t.Node) =>
    (t.isAssignmentExpression(n) && hit(n.left)) ||
    (t.isUpdateExpression(n) && hit(n.argument)) ||
    (t.isForXStatement(n) && !t.isVariableDeclaration(n.left) && hit(n.left));
  return findNode(body, declares, () => false) !== null || findNode(body, assigns, () => true) !== null;
}
