/**
 * Content: an expression in statement position (`<A />;`, `c && <A />;`) or
 * in a child container (`{…}`). Elements emit; `&&`, `||`, `??` and `?:` with
 * elements become flow-control groups; `.map`, `.flatMap` and
 * `Array.from(src, cb)` a keyed loop; an array literal holding content its
 * items in order; `key(k, …)` a movable group; content blocks run in place;
 * `{() => value}` is a deferred text binding; anything else is a dynamic child.
 */
import * as t from "@babel/types";
import type { FlowControlLabel } from "../../../runtime/source-info.js";
import type { KeyScope } from "../keys.js";
import { call, Ctx, type Frame, num, stmt } from "./context.js";
import { lowerElement } from "./element.js";
import { keyedChoice } from "./control-flow.js";
import { containsJsx, lowerExpr } from "./expressions.js";
import { listCallback } from "../analyze/positions.js";
import { lowerMap } from "./loops.js";
import { memoLambda } from "./remember.js";
import { lowerBlock } from "./statements.js";

export type Mode = "statement" | "child";

export function lowerContent(expr: t.Expression, ctx: Ctx, mode: Mode): t.Statement[] {
  if (t.isParenthesizedExpression(expr)) return lowerContent(expr.expression, ctx, mode);
  if (t.isJSXElement(expr)) return lowerElement(expr, ctx);
  if (t.isJSXFragment(expr)) return lowerFragment(expr, ctx);
  if (
    t.isConditionalExpression(expr) &&
    (holdsContent(expr.consequent, ctx) || holdsContent(expr.alternate, ctx))
  ) {
    const scope = ctx.keys.next("?:");
    const test = lowerExpr(expr.test, ctx);
    const choice = keyedChoice([expr.consequent, expr.alternate], ctx);
    const branch = (e: t.Expression, label: string): t.BlockStatement => {
      if (isNothing(e) && mode === "child") return t.blockStatement([]);
      return t.blockStatement(
        flowGroup(ctx, scope.next(label), label === "then" ? "?:" : "?:else", e, choice, (c) =>
          lowerContent(e, c, mode),
        ),
      );
    };
    return [
      withLoc(t.ifStatement(test, branch(expr.consequent, "then"), branch(expr.alternate, "else")), expr),
    ];
  }
  if (t.isLogicalExpression(expr) && holdsContent(expr.right, ctx)) {
    const scope = ctx.keys.next(expr.operator);
    const left = lowerExpr(expr.left, ctx);
    const choice = keyedChoice([expr.right], ctx);
    const right = t.blockStatement(
      flowGroup(ctx, scope.next("right"), expr.operator, expr.right, choice, (c) =>
        lowerContent(expr.right, c, mode),
      ),
    );
    if (expr.operator === "&&") {
      if (mode === "statement" || isBooleanValued(expr.left))
        return [withLoc(t.ifStatement(left, right), expr)];
      // `{count && <A />}` shows `0` when `count` is 0, as in React and Solid: the
      // container's value is then the number. Other falsy values show nothing,
      // so only a number takes the (grouped) text.
      const tmp = t.identifier(ctx.uid("v"));
      const decl = t.variableDeclaration("const", [t.variableDeclarator(tmp, left)]);
      const isNumber = t.binaryExpression("===", t.unaryExpression("typeof", tmp), t.stringLiteral("number"));
      const shown = t.blockStatement(
        flowGroup(ctx, scope.next("left"), expr.operator, expr.left, choice, (c) => [
          dynamic(t.identifier(tmp.name), c, expr.left),
        ]),
      );
      return [decl, withLoc(t.ifStatement(tmp, right, t.ifStatement(isNumber, shown)), expr)];
    }
    const tmp = t.identifier(ctx.uid("v"));
    const present = expr.operator === "||" ? tmp : t.binaryExpression("!=", tmp, t.nullLiteral());
    const decl = t.variableDeclaration("const", [t.variableDeclarator(tmp, left)]);
    if (mode === "statement")
      return [decl, withLoc(t.ifStatement(t.unaryExpression("!", present), right), expr)];
    const leftBlock = t.blockStatement(
      flowGroup(ctx, scope.next("left"), expr.operator, expr.left, choice, (c) => [
        dynamic(t.identifier(tmp.name), c, expr.left),
      ]),
    );
    return [decl, withLoc(t.ifStatement(present, leftBlock, right), expr)];
  }
  if (t.isCallExpression(expr)) {
    const kind = ctx.a.callKind.get(expr);
    if (kind === "key") return lowerKey(expr, ctx);
    if (isContentList(expr, ctx)) return lowerMap(expr, ctx);
  }
  if (t.isArrayExpression(expr) && holdsContent(expr, ctx)) return lowerArray(expr, ctx);
  if ((t.isArrowFunctionExpression(expr) || t.isFunctionExpression(expr)) && mode === "child") {
    if (t.isBlockStatement(expr.body) || containsJsx(expr.body)) {
      if (expr.params.length > 0) throw ctx.shared.report.at("CMP012", expr);
      return inPlace(expr, ctx);
    }
    // `{() => count.value}`: a deferred text binding (the DOM reads it in its own observer).
    const scope = ctx.keys.next("text");
    return [stmt(call("text", [num(scope.key), memoLambda(expr, expr, ctx, false)]), expr)];
  }
  if (mode === "statement") return [stmt(lowerExpr(expr, ctx), expr)];
  if (isNothing(expr)) return [];
  if (t.isStringLiteral(expr) || t.isNumericLiteral(expr) || t.isTemplateLiteral(expr)) {
    const scope = ctx.keys.next("text");
    ctx.markEmitted();
    return [stmt(call("text", [num(scope.key), lowerExpr(expr, ctx)]), expr)];
  }
  return [dynamic(lowerExpr(expr, ctx), ctx, expr)];
}

/**
 * A branch's flow-control group, or none: in an iteration of a keyed list
 * (`Ctx.inKeyedList`), or in a keyed choice (`keyedChoice`: its branches
 * keep keys of their own).
 */
function flowGroup(
  ctx: Ctx,
  scope: KeyScope,
  label: FlowControlLabel,
  node: t.Node,
  choice: boolean,
  body: (c: Ctx) => t.Statement[],
): t.Statement[] {
  if (ctx.inKeyedList()) return body(ctx);
  if (choice) return body(ctx.branch(scope));
  return ctx.flow(scope, label, node, body);
}

/**
 * A child `{expr}` that `lowerContent` places as a plain value (`dynamic`, or
 * `text` for a template literal): no element, flow control, loop, `key`,
 * lambda or literal. Inside a template such a child gets a placeholder text
 * node (`templateDynamic`).
 */
export function isValueChild(expr: t.Expression, ctx: Ctx): boolean {
  if (t.isParenthesizedExpression(expr)) return isValueChild(expr.expression, ctx);
  if (t.isJSXElement(expr) || t.isJSXFragment(expr)) return false;
  if (
    t.isConditionalExpression(expr) &&
    (holdsContent(expr.consequent, ctx) || holdsContent(expr.alternate, ctx))
  )
    return false;
  if (t.isLogicalExpression(expr) && holdsContent(expr.right, ctx)) return false;
  if (t.isCallExpression(expr) && (ctx.a.callKind.get(expr) === "key" || isContentList(expr, ctx)))
    return false;
  if (t.isArrayExpression(expr) && holdsContent(expr, ctx)) return false;
  if (t.isArrowFunctionExpression(expr) || t.isFunctionExpression(expr)) return false;
  return !(isNothing(expr) || t.isStringLiteral(expr) || t.isNumericLiteral(expr));
}

/** `templateDynamic(key, value)`: a value child whose place in the template is an empty text node. */
export function templateValue(expr: t.Expression, ctx: Ctx): t.Statement {
  const scope = ctx.keys.next("dynamic");
  ctx.markEmitted();
  return stmt(call("templateDynamic", [num(scope.key), lowerExpr(expr, ctx)]), expr);
}

function dynamic(value: t.Expression, ctx: Ctx, from: t.Node): t.Statement {
  const scope = ctx.keys.next("dynamic");
  ctx.markEmitted();
  return stmt(call("dynamic", [num(scope.key), value]), from);
}

const COMPARISONS = new Set(["==", "!=", "===", "!==", "<", "<=", ">", ">=", "in", "instanceof"]);

/** An expression whose value is always a boolean (so `e && <A />` never shows it). */
function isBooleanValued(e: t.Expression | t.PrivateName): boolean {
  if (t.isParenthesizedExpression(e)) return isBooleanValued(e.expression);
  if (t.isBooleanLiteral(e)) return true;
  if (t.isUnaryExpression(e)) return e.operator === "!";
  if (t.isBinaryExpression(e)) return COMPARISONS.has(e.operator);
  if (t.isLogicalExpression(e)) return isBooleanValued(e.left) && isBooleanValued(e.right);
  return false;
}

export function isNothing(e: t.Expression): boolean {
  return t.isNullLiteral(e) || t.isBooleanLiteral(e) || (t.isIdentifier(e) && e.name === "undefined");
}

function withLoc<T extends t.Node>(n: T, from: t.Node): T {
  n.loc = from.loc ?? null;
  return n;
}

export function lowerFragment(frag: t.JSXFragment, ctx: Ctx): t.Statement[] {
  return lowerChildrenList(frag, ctx);
}

/** The children of an element or fragment, in order, with JSX's whitespace rules. */
export function lowerChildrenList(node: t.JSXElement | t.JSXFragment, ctx: Ctx): t.Statement[] {
  const out: t.Statement[] = [];
  for (const child of t.react.buildChildren(node)) {
    if (t.isJSXSpreadChild(child)) throw ctx.shared.report.at("CMP022", child);
    if (t.isStringLiteral(child)) {
      const scope = ctx.keys.next("text");
      ctx.markEmitted();
      out.push(stmt(call("text", [num(scope.key), t.stringLiteral(child.value)]), child));
      continue;
    }
    out.push(...lowerContent(child as t.Expression, ctx, "child"));
  }
  return out;
}

/**
 * Does a branch of `?:` / `&&` / `||` / `??` (or an array item) compose: an
 * element, or a list call or `key(…)` that `lowerContent` turns into groups,
 * at any depth of nested branches and array literals
 * (`{loading ? <Spinner /> : c && xs.map((x) => <Row key={x.id} />)}`)?
 */
function holdsContent(expr: t.Expression, ctx: Ctx): boolean {
  if (containsJsx(expr)) return true;
  if (t.isParenthesizedExpression(expr)) return holdsContent(expr.expression, ctx);
  if (t.isCallExpression(expr)) return ctx.a.callKind.get(expr) === "key" || isContentList(expr, ctx);
  if (t.isConditionalExpression(expr))
    return holdsContent(expr.consequent, ctx) || holdsContent(expr.alternate, ctx);
  if (t.isLogicalExpression(expr)) return holdsContent(expr.right, ctx);
  if (t.isArrayExpression(expr))
    return expr.elements.some(
      (e) => e !== null && holdsContent(t.isSpreadElement(e) ? e.argument : (e as t.Expression), ctx),
    );
  return false;
}

/** `xs.map(cb)`, `xs.flatMap(cb)`, `Array.from(src, cb)` whose callback composes: a loop (`lowerMap`). */
function isContentList(expr: t.CallExpression, ctx: Ctx): boolean {
  const cb = listCallback(expr);
  return cb !== null && ctx.a.fnKind.get(cb) === "lambda";
}

/**
 * An array literal holding content, `{[<li key="a">A</li>, c && <li>B</li>, "text"]}`
 * (React's array child): its items run in order as the children of a fragment
 * do. Each item is its own call site, so an item's elements are identified by
 * their position in the source and, with `key=`, by their key too (a new key
 * is a new element); hidden items leave no gap. In an iteration of a keyed
 * list (`xs.map((x) => [<dt key={…} />, <dd key={…} />])`) the items open no
 * group of their own (`Ctx.inKeyedList`): each keyed element is a sibling of
 * the whole list's, and moves with its key. A spread of content
 * (`...xs.map(…)`) is that content; a spread of a value is a dynamic array
 * child, as is a function (a content slot is called, DESIGN 3).
 */
function lowerArray(expr: t.ArrayExpression, ctx: Ctx): t.Statement[] {
  const out: t.Statement[] = [];
  for (const item of expr.elements) {
    if (item === null) continue; // a hole: nothing, as `undefined`
    if (t.isSpreadElement(item)) {
      if (holdsContent(item.argument, ctx)) out.push(...lowerContent(item.argument, ctx, "child"));
      else out.push(dynamic(t.arrayExpression([t.spreadElement(lowerExpr(item.argument, ctx))]), ctx, item));
      continue;
    }
    const e = item as t.Expression;
    if (t.isFunction(e)) out.push(dynamic(lowerExpr(e, ctx), ctx, e));
    else out.push(...lowerContent(e, ctx, "child"));
  }
  return out;
}

/** `key(k, () => { … })`: a movable group, its block run in place. */
function lowerKey(expr: t.CallExpression, ctx: Ctx): t.Statement[] {
  const [k, block, extra] = expr.arguments;
  if (
    !k ||
    !block ||
    extra ||
    !t.isExpression(k) ||
    !(t.isArrowFunctionExpression(block) || t.isFunctionExpression(block)) ||
    block.params.length > 0
  ) {
    throw ctx.shared.report.at("CMP009", expr);
  }
  const scope = ctx.keys.next("key");
  return ctx.movable(scope, lowerExpr(k, ctx), expr, (c) => inPlace(block, c));
}

/** A content block (or `key` block) runs in place: its `return` leaves the block. */
export function inPlace(fn: t.ArrowFunctionExpression | t.FunctionExpression, ctx: Ctx): t.Statement[] {
  if (!t.isBlockStatement(fn.body)) return lowerContent(fn.body, ctx, "child");
  const label = ctx.uid("block");
  const frame: Frame = { kind: "return", label, used: false };
  ctx.frames.push(frame);
  let body: t.Statement[];
  try {
    body = lowerBlock(fn.body.body, ctx);
  } finally {
    ctx.frames.pop();
  }
  const block = t.blockStatement(body);
  return [frame.used ? t.labeledStatement(t.identifier(label), block) : block];
}
