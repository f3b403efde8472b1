/**
 * Positional memoization at the call site: `remember(…keys, calc)` becomes
 * `$c.cache($c.changed(k1) | $c.changed(k2), calc)` (the non-short-circuit
 * `|`: every `changed` always takes its slot); value-returning composables
 * (`use…`, `remember…`, effects) run inside a replaceable group; lambdas are
 * memoized on what they capture.
 */
import * as t from "@babel/types";
import type { CompiledComposerMember } from "../../../runtime/compiled-composer.js";
import { C, call, Ctx, GROUP_HELPER, MOVABLE_GROUP_HELPER, num } from "./context.js";
import { HOT_MODULE, hotRememberKey } from "./hot.js";

/** `$c.changed(a) | $c.changed(b) | …`, or `false` with no keys. */
export function changedAny(keys: t.Expression[]): t.Expression {
  if (keys.length === 0) return t.booleanLiteral(false);
  return keys
    .map((k) => call("changed", [k]) as t.Expression)
    .reduce((acc, e) => t.binaryExpression("|", acc, e));
}

/**
 * Wraps `expr` in its own replaceable group when its slots could not go in
 * the current group: in a conditional position, or after a child group.
 */
export function ownGroup(
  expr: t.Expression,
  ctx: Ctx,
  label: string,
  conditional: boolean,
  from: t.Node,
): t.Expression {
  const g = ctx.group();
  if (!conditional && !(g && g.emitted)) return expr;
  return groupCall(expr, ctx, label, from);
}

export function groupCall(expr: t.Expression, ctx: Ctx, label: string, from: t.Node): t.Expression {
  return keyedGroupCall(expr, ctx, ctx.keys.next(label).key, label, from);
}

function keyedGroupCall(
  expr: t.Expression,
  ctx: Ctx,
  key: number,
  label: string,
  from: t.Node,
): t.Expression {
  // A child group: slots after it in the enclosing group need groups of their own.
  ctx.markEmitted();
  const index = ctx.keyedIndex();
  let out: t.CallExpression;
  if (index) {
    // In an iteration of a keyed list: keyed by the iteration's index (`Ctx.keyedIndex`).
    ctx.shared.helpers.add(MOVABLE_GROUP_HELPER);
    out = t.callExpression(t.identifier(MOVABLE_GROUP_HELPER), [
      t.identifier(C),
      num(key),
      index,
      t.arrowFunctionExpression([], expr),
    ]);
  } else {
    ctx.shared.helpers.add(GROUP_HELPER);
    const args: t.Expression[] = [t.identifier(C), num(key), t.arrowFunctionExpression([], expr)];
    const src = ctx.source(label, from);
    if (src) args.push(src);
    out = t.callExpression(t.identifier(GROUP_HELPER), args);
  }
  out.loc = from.loc ?? null;
  // A child group now exists: later slots of the current group need groups of their own.
  ctx.markEmitted();
  return out;
}

export function lowerRemember(
  node: t.CallExpression,
  args: t.Expression[],
  ctx: Ctx,
  conditional: boolean,
): t.Expression {
  if (args.length === 0) throw ctx.shared.report.at("CMP011", node);
  const calc = args[args.length - 1]!;
  const keys = args.slice(0, -1);
  const out = call("cache", [changedAny(keys), calc]);
  out.loc = node.loc ?? null;
  const hot = ctx.shared.hot;
  if (hot)
    return keyedGroupCall(
      out,
      ctx,
      hotRememberKey(ctx.keys.path, ctx.shared.file, hot.code, node),
      "remember",
      node,
    );
  return ownGroup(out, ctx, "remember", conditional, node);
}

/** Memoizes a lambda on its captures (`$c.cache(changed…, () => fn)`), when that is sound. */
export function memoLambda(
  original: t.Function,
  lowered: t.Expression,
  ctx: Ctx,
  conditional: boolean,
): t.Expression {
  const caps = ctx.a.captures.get(original);
  if (!caps || !caps.memoizable) return lowered;
  return memoOn(caps.names, lowered, ctx, conditional, original);
}

export function memoOn(
  names: string[],
  lowered: t.Expression,
  ctx: Ctx,
  conditional: boolean,
  from: t.Node,
): t.Expression {
  // Hot builds: a new module instance (an edit) gives new lambdas with the new code.
  const on = ctx.shared.hot ? [...names, HOT_MODULE] : names;
  const out = call("cache", [
    changedAny(on.map((n) => t.identifier(n))),
    t.arrowFunctionExpression([], lowered),
  ]);
  out.loc = from.loc ?? null;
  return ownGroup(out, ctx, "lambda", conditional, from);
}

/** The helper the output defines when it needs a group around an expression. */
export function groupHelper(): t.FunctionDeclaration {
  return helper(
    GROUP_HELPER,
    ["key", "fn", "source"],
    "startReplaceableGroup",
    ["key", "source"],
    "endReplaceableGroup",
  );
}

/** The helper for a group around an expression keyed by a value too (an iteration's index in a keyed list). */
export function movableGroupHelper(): t.FunctionDeclaration {
  return helper(
    MOVABLE_GROUP_HELPER,
    ["key", "dataKey", "fn"],
    "startMovableGroup",
    ["key", "dataKey"],
    "endMovableGroup",
  );
}

/** `function name($c, ...params) { $c.start(...args); const value = fn(); $c.end(); return value; }` */
function helper(
  name: string,
  params: string[],
  start: CompiledComposerMember,
  args: string[],
  end: CompiledComposerMember,
): t.FunctionDeclaration {
  const id = (n: string) => t.identifier(n);
  return t.functionDeclaration(
    id(name),
    [id(C), ...params.map(id)],
    t.blockStatement([
      t.expressionStatement(call(start, args.map(id))),
      t.variableDeclaration("const", [t.variableDeclarator(id("value"), t.callExpression(id("fn"), []))]),
      t.expressionStatement(call(end, [])),
      t.returnStatement(id("value")),
    ]),
  );
}
