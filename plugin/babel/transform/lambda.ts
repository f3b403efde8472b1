/**
 * Composable lambdas: slots without parameters (`() => <TopBar />`,
 * children) and with them (`({ item }) => <li>{item.name}</li>`, Compose's
 * `@Composable (T) -> Unit`). Each is a composable like any other,
 * `function $lambdaN($props, $c, $changed)` (`function.ts`), memoized on
 * what it captures by the code that creates it, so that passing it does not
 * defeat skipping.
 */
import * as t from "@babel/types";
import type { PropsInfo } from "../analyze/props.js";
import { lambdaName } from "../../../runtime/source-info.js";
import { KeyScope } from "../keys.js";
import { Ctx } from "./context.js";
import { buildComposable, functionBody, usesOuterThis } from "./function.js";
import { memoLambda, memoOn } from "./remember.js";

export interface LambdaOptions {
  memo: boolean;
  conditional: boolean;
}

const NO_PROPS: PropsInfo = { mode: "none", props: [], param: null };

export function lowerLambda(
  fn: t.ArrowFunctionExpression | t.FunctionExpression,
  ctx: Ctx,
  opts: LambdaOptions,
): t.Expression {
  const scope = ctx.keys.next("lambda");
  const props = ctx.a.lambdaProps.get(fn) ?? NO_PROPS;
  const selfCheck = capturesSomething(ctx, ctx.a.captures.get(fn));
  const lowered = buildLambda(
    ctx,
    scope,
    props,
    fn,
    lambdaName(ctx.fnName, "lambda"),
    usesOuterThis(fn),
    selfCheck,
    (inner) => functionBody(fn, inner),
  );
  return opts.memo ? memoLambda(fn, lowered, ctx, opts.conditional) : lowered;
}

/** A standalone composable lambda outside any composable (lowered in place, not memoized). */
export function lowerRootLambda(
  fn: t.ArrowFunctionExpression | t.FunctionExpression,
  ctx: Ctx,
): t.Expression {
  return lowerLambda(fn, ctx, { memo: false, conditional: false });
}

/** Children of a composable call: `children: $c.cache(changed…, () => function $lambda($props, $c, $changed) {…})`. */
export function childrenLambda(
  element: t.JSXElement,
  ctx: Ctx,
  scope: KeyScope,
  body: (inner: Ctx) => t.Statement[],
  captures: { names: string[]; memoizable: boolean } | undefined,
): t.Expression {
  const lowered = buildLambda(
    ctx,
    scope,
    NO_PROPS,
    element,
    lambdaName(ctx.fnName, "children"),
    false,
    capturesSomething(ctx, captures),
    body,
  );
  if (!captures || !captures.memoizable) return lowered;
  return memoOn(captures.names, lowered, ctx, false, element);
}

/**
 * Whether a lambda's instances can differ in what they do: it captures local
 * bindings (or what it captures is unknown), or a hot build makes a new one
 * per module version. Only then does it compare itself with the instance
 * composed last time (see `function.ts`); one that captures nothing does the
 * same whichever instance runs.
 */
function capturesSomething(
  ctx: Ctx,
  captures: { names: string[]; memoizable: boolean } | undefined,
): boolean {
  return (
    ctx.shared.hot !== null || captures === undefined || !captures.memoizable || captures.names.length > 0
  );
}

function buildLambda(
  ctx: Ctx,
  scope: KeyScope,
  props: PropsInfo,
  from: t.Node,
  name: string,
  outerThis: boolean,
  selfCheck: boolean,
  body: (inner: Ctx) => t.Statement[],
): t.Expression {
  // A lambda that uses the outer `this`/`arguments` must stay an arrow: it cannot name itself, so it has no restart scope.
  const self = outerThis ? null : ctx.uid("lambda");
  const shape = { name, props, selfCheck, info: null, from };
  const built = buildComposable(ctx.shared, new KeyScope(scope.file, scope.path), shape, self, body);
  if (self === null) return t.arrowFunctionExpression(built.params, built.body);
  const fnExpr = t.functionExpression(t.identifier(self), built.params, built.body);
  fnExpr.loc = from.loc ?? null;
  return fnExpr;
}
