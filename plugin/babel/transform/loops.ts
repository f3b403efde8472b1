/**
 * Loops: a replaceable group around the loop, and one group per iteration:
 * replaceable with the same key every time (duplicate keys match in order,
 * seed 000's repeated counters), or, when the iteration is one keyed element
 * (`key={x.id}`) or one `key(k, …)` block, that element's movable group, so
 * content and state move with the key. `xs.map(x => <Row key={x.id} />)` in a
 * container is the same loop, run through the array's own `map`.
 */
import * as t from "@babel/types";
import { KeyScope } from "../keys.js";
import { Ctx, type Frame, stmt } from "./context.js";
import { lowerContent } from "./content.js";
import { hasKey } from "./element.js";
import { lowerExpr, needsGroups } from "./expressions.js";
import { lowerBlock } from "./statements.js";

type Loop = t.ForStatement | t.ForOfStatement | t.ForInStatement | t.WhileStatement | t.DoWhileStatement;

function loopLabel(s: Loop): string {
  return s.type === "ForStatement" ? "for" : s.type === "ForOfStatement" ? "for-of" : s.type === "ForInStatement" ? "for-in" : s.type === "WhileStatement" ? "while" : "do";
}

/** Is `s` a statement that opens a movable group by itself (keyed element, `key(…)`, or `return` of one)? */
function isKeyed(s: t.Statement, ctx: Ctx): boolean {
  let e: t.Node | null | undefined = null;
  if (t.isExpressionStatement(s)) e = s.expression;
  else if (t.isReturnStatement(s)) e = s.argument;
  if (!e) return false;
  if (t.isJSXElement(e)) return hasKey(e);
  return t.isCallExpression(e) && ctx.a.callKind.get(e) === "key";
}

/** One iteration: the keyed statement's own movable group, or a replaceable group. */
function iteration(stmts: t.Statement[], ctx: Ctx, scope: KeyScope, from: t.Node): t.Statement[] {
  const composable = stmts.filter((s) => needsGroups(s, ctx));
  if (composable.length === 1 && isKeyed(composable[0]!, ctx)) return lowerBlock(stmts, ctx.with(scope));
  return ctx.replaceable(scope, "iteration", from, (c) => lowerBlock(stmts, c));
}

export function lowerLoop(s: Loop, ctx: Ctx, labels: string[]): t.Statement[] {
  const frame: Frame = { kind: "loop", labels };
  const grouped = needsGroups(s.body, ctx);
  const lowerBody = (c: Ctx, iterScope: KeyScope | null): t.BlockStatement => {
    c.frames.push(frame);
    try {
      const stmts = t.isBlockStatement(s.body) ? s.body.body : [s.body];
      return t.blockStatement(iterScope ? iteration(stmts, c, iterScope, s.body) : lowerBlock(stmts, c));
    } finally {
      c.frames.pop();
    }
  };
  const labelled = (): t.Statement => labels.reduceRight<t.Statement>((acc, l) => t.labeledStatement(t.identifier(l), acc), s);
  if (!grouped) {
    s.body = lowerBody(ctx, null);
    return [labelled()];
  }
  const scope = ctx.keys.next(loopLabel(s));
  return ctx.replaceable(scope, loopLabel(s), s, (c) => {
    if (t.isForStatement(s)) {
      if (s.test) s.test = lowerExpr(s.test, c, true);
    } else if (t.isWhileStatement(s) || t.isDoWhileStatement(s)) s.test = lowerExpr(s.test, c, true);
    else s.right = lowerExpr(s.right, c);
    s.body = lowerBody(c, scope.next("iteration"));
    return [labelled()];
  });
}

/** `{xs.map((x, i) => <Row key={x.id} />)}` in content. */
export function lowerMap(expr: t.CallExpression, ctx: Ctx): t.Statement[] {
  const callee = expr.callee as t.MemberExpression;
  const cb = expr.arguments[0] as t.ArrowFunctionExpression | t.FunctionExpression;
  const scope = ctx.keys.next("map");
  return ctx.replaceable(scope, "map", expr, (c) => {
    const object = lowerExpr(callee.object as t.Expression, c);
    const iterScope = scope.next("iteration");
    const ret: Frame = { kind: "return", label: null, used: false };
    c.frames.push(ret);
    let body: t.Statement[];
    try {
      if (t.isBlockStatement(cb.body)) body = iteration(cb.body.body, c, iterScope, cb);
      else if (t.isJSXElement(cb.body) && hasKey(cb.body)) body = lowerContent(cb.body, c.with(iterScope), "child");
      else {
        const e = cb.body;
        body = c.replaceable(iterScope, "iteration", cb, (inner) => lowerContent(e, inner, "child"));
      }
    } finally {
      c.frames.pop();
    }
    const block = t.blockStatement(body);
    const fn = t.isArrowFunctionExpression(cb) ? t.arrowFunctionExpression(cb.params, block) : t.functionExpression(cb.id, cb.params, block);
    fn.loc = cb.loc ?? null;
    const rest = expr.arguments.slice(1).map((a) => (t.isExpression(a) ? lowerExpr(a, c) : a));
    return [stmt(t.callExpression(t.memberExpression(object, callee.property, callee.computed), [fn, ...rest]), expr)];
  });
}

