/**
 * Expressions inside composable code: intrinsic `remember`, value-returning
 * composables in their groups, composable lambdas lowered and memoized, and
 * the errors for elements used as values.
 */
import * as t from "@babel/types";
import { callbackError } from "../analyze/index.js";
import type { Ctx } from "./context.js";
import { elementValueError, processedListError, valueElement } from "./element-value.js";
import { lowerLambda } from "./lambda.js";
import { groupCall, lowerRemember } from "./remember.js";
import { SKIP_KEYS, findNode } from "./walk.js";
import { hookLabel } from "../../../runtime/source-info.js";

/** Does `node` contain JSX (not looking inside functions)? */
export function containsJsx(node: t.Node | null | undefined): boolean {
  return (
    findNode(
      node,
      (n) => t.isJSXElement(n) || t.isJSXFragment(n),
      () => false,
    ) !== null
  );
}

/**
 * Does `node` touch the slot table (elements, composable calls, `remember`,
 * composable lambdas)? Such control flow needs groups.
 */
export function needsGroups(node: t.Node | null | undefined, ctx: Ctx): boolean {
  return (
    findNode(
      node,
      (n) =>
        t.isJSXElement(n) ||
        t.isJSXFragment(n) ||
        (t.isCallExpression(n) && ctx.a.callKind.has(n)) ||
        (t.isFunction(n) && ctx.a.fnKind.get(n) === "lambda"),
      () => false,
    ) !== null
  );
}

/**
 * Lowers an expression in composable code. `conditional`: may not run on
 * every execution of the enclosing group (a branch of `?:`, the right side of
 * `&&`), so slot-using code there gets a group of its own.
 */
export function lowerExpr(node: t.Expression, ctx: Ctx, conditional = false): t.Expression {
  return lowerAny(node, ctx, conditional, null) as t.Expression;
}

/** `parent`: the node `node` sits in, when known (CMP001 suggests what fits there). */
function lowerAny(node: t.Node, ctx: Ctx, conditional: boolean, parent: t.Node | null): t.Node {
  switch (node.type) {
    case "JSXElement":
    case "JSXFragment":
      throw elementValueError(node, parent, ctx);
    case "ArrowFunctionExpression":
    case "FunctionExpression": {
      const kind = ctx.a.fnKind.get(node);
      if (kind === "lambda") return lowerLambda(node, ctx, { memo: true, conditional });
      return node;
    }
    case "ObjectMethod":
    case "ClassExpression":
    case "ClassDeclaration":
    case "FunctionDeclaration":
      return node;
    case "CallExpression": {
      const kind = ctx.a.callKind.get(node);
      if (kind === "key") throw ctx.shared.report.at("CMP009", node);
      const processed = processedListError(node, ctx);
      if (processed) throw processed;
      // A composable lambda given to any function (`remember`'s calculation, an effect, a timer, `forEach`) would be called outside composition.
      // (`movableContentOf`'s is a composable, memoized as a slot is; so is the root given to `render`.)
      if (kind !== "movable" && kind !== "root")
        for (const arg of node.arguments) {
          if (t.isFunction(arg) && ctx.a.fnKind.get(arg) === "lambda")
            throw callbackError(ctx.shared.report, arg, node);
        }
      if (kind === "remember") {
        const args = node.arguments.map((a) => lowerAny(a, ctx, false, node) as t.Expression);
        return lowerRemember(node, args, ctx, conditional);
      }
      if (kind === "value") {
        // Arguments are evaluated inside the group: their slots belong to it.
        const name = calleeName(node.callee);
        return groupCall(
          withLowered(node, (n) => lowerChildren(n, ctx, false)),
          ctx,
          hookLabel(name),
          node,
        );
      }
      return withLowered(node, (n) => lowerChildren(n, ctx, conditional));
    }
    case "ConditionalExpression":
      node.test = lowerExpr(node.test, ctx, conditional);
      node.consequent = lowerExpr(node.consequent, ctx, true);
      node.alternate = lowerExpr(node.alternate, ctx, true);
      return node;
    case "LogicalExpression":
      node.left = lowerExpr(node.left, ctx, conditional);
      node.right = lowerExpr(node.right, ctx, true);
      return node;
    case "OptionalCallExpression":
    case "OptionalMemberExpression":
      lowerChildren(node, ctx, true);
      return node;
    case "AssignmentExpression": {
      // `el = ok ? <A /> : <B />`: CMP001 says what to write for the name it is assigned to.
      const element = valueElement(node.right);
      if (element) throw elementValueError(element, node, ctx);
      lowerChildren(node, ctx, conditional);
      return node;
    }
    case "AssignmentPattern":
      node.right = lowerExpr(node.right, ctx, true);
      node.left = lowerAny(node.left, ctx, conditional, node) as t.AssignmentPattern["left"];
      return node;
    default:
      lowerChildren(node, ctx, conditional);
      return node;
  }
}

function withLowered<T extends t.Node>(node: T, f: (n: T) => void): T {
  f(node);
  return node;
}

function lowerChildren(node: t.Node, ctx: Ctx, conditional: boolean): void {
  const rec = node as unknown as Record<string, unknown>;
  for (const k of t.VISITOR_KEYS[node.type] ?? []) {
    if (SKIP_KEYS.has(k)) continue;
    const v = rec[k];
    if (Array.isArray(v)) {
      rec[k] = v.map((c) =>
        c && typeof c === "object" && "type" in c ? lowerAny(c as t.Node, ctx, conditional, node) : c,
      );
    } else if (v && typeof v === "object" && "type" in v) {
      rec[k] = lowerAny(v as t.Node, ctx, conditional, node);
    }
  }
}

export function calleeName(callee: t.Node): string {
  if (t.isIdentifier(callee)) return callee.name;
  if (t.isMemberExpression(callee) && t.isIdentifier(callee.property) && !callee.computed)
    return `${calleeName(callee.object)}.${callee.property.name}`;
  if (t.isThisExpression(callee)) return "this";
  return "…";
}
