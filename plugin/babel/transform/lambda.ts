/**
 * Composable lambdas (`() => <TopBar />`, children, slots): compiled to
 * `function $lambdaN($c, ...params) { restart group; body }`, memoized on
 * their captures by the caller so that passing them does not defeat skipping.
 */
import * as t from "@babel/types";
import { findNode } from "./walk.js";
import { KeyScope } from "../keys.js";
import { C, call, Ctx, type Frame, num, stmt } from "./context.js";
import { lowerContent } from "./content.js";
import { memoLambda, memoOn } from "./remember.js";
import { lowerBlock } from "./statements.js";

export interface LambdaOptions {
  memo: boolean;
  conditional: boolean;
}

export function lowerLambda(fn: t.ArrowFunctionExpression | t.FunctionExpression, ctx: Ctx, opts: LambdaOptions): t.Expression {
  const scope = ctx.keys.next("lambda");
  const lowered = buildLambda(ctx, scope, fn.params, fn, `${ctx.fnName}.lambda`, (inner) =>
    t.isBlockStatement(fn.body) ? lowerBlock(fn.body.body, inner) : lowerContent(fn.body, inner, "statement"),
  );
  return opts.memo ? memoLambda(fn, lowered, ctx, opts.conditional) : lowered;
}

/** A standalone composable lambda outside any composable (lowered in place, not memoized). */
export function lowerRootLambda(fn: t.ArrowFunctionExpression | t.FunctionExpression, ctx: Ctx): t.Expression {
  return lowerLambda(fn, ctx, { memo: false, conditional: false });
}

/** Children of a composable call: `children: $c.cache(changed…, () => function $lambda($c) {…})`. */
export function childrenLambda(element: t.JSXElement, ctx: Ctx, scope: KeyScope, body: (inner: Ctx) => t.Statement[], captures: { names: string[]; memoizable: boolean } | undefined): t.Expression {
  const lowered = buildLambda(ctx, scope, [], element, `${ctx.fnName}.children`, body);
  if (!captures || !captures.memoizable) return lowered;
  return memoOn(captures.names, lowered, ctx, false, element);
}

/** Does the lambda use its own `this`, `super` or `arguments` (arrows share them; other functions and classes have their own)? */
function usesThis(node: t.Node): boolean {
  const own = (n: t.Node) => t.isThisExpression(n) || t.isSuper(n) || (t.isIdentifier(n) && n.name === "arguments");
  return findNode(node, own, (fn) => t.isArrowFunctionExpression(fn)) !== null;
}

function buildLambda(ctx: Ctx, scope: KeyScope, params: t.FunctionExpression["params"], from: t.Node, name: string, body: (inner: Ctx) => t.Statement[]): t.Expression {
  const frames: Frame[] = [];
  const restart = { kind: "group" as const, end: () => stmt(call("endRestartGroup", [])), emitted: false };
  const ret: Frame = { kind: "return", label: "$body", used: false };
  frames.push(restart, ret);
  const inner = new Ctx(ctx.shared, new KeyScope(scope.file, scope.path), frames, null, name);
  const arrowLike = t.isArrowFunctionExpression(from);
  const simpleParams = params.every((p) => t.isIdentifier(p));
  // A lambda that uses the outer `this`/`arguments` must stay an arrow: no self-reference, so no restart scope.
  const restartable = simpleParams && !(arrowLike && usesThis(from));
  const lowered = body(inner);
  const block: t.Statement[] = ret.used ? [t.labeledStatement(t.identifier("$body"), t.blockStatement(lowered))] : lowered;
  const allParams = [t.identifier(C), ...params];
  if (!restartable) {
    const start = stmt(call("startReplaceableGroup", [num(scope.key), ...opt(ctx.source(name, from))]), from);
    return t.arrowFunctionExpression(allParams, t.blockStatement([start, ...block, stmt(call("endReplaceableGroup", []))]));
  }
  const self = t.identifier(ctx.uid("lambda"));
  const start = stmt(call("startRestartGroup", [num(scope.key), ...opt(ctx.source(name, from))]), from);
  const restartArgs = [t.identifier(C), ...params.map((p) => t.identifier((p as t.Identifier).name))];
  const end = t.expressionStatement(
    t.optionalCallExpression(
      t.optionalMemberExpression(call("endRestartGroup", []), t.identifier("updateScope"), false, true),
      [params.length === 0 ? t.identifier(self.name) : t.arrowFunctionExpression([t.identifier(C)], t.callExpression(t.identifier(self.name), restartArgs))],
      false,
    ),
  );
  const fnExpr = t.functionExpression(self, allParams, t.blockStatement([start, ...block, end]));
  fnExpr.loc = from.loc ?? null;
  return fnExpr;
}

function opt<T>(x: T | null): T[] {
  return x ? [x] : [];
}
