/**
 * A composable function becomes a restartable, skippable `(props, $c, $changed)`:
 *
 *     function Counter($props, $c, $changed) {
 *       $c.startRestartGroup(key, "Counter@file:line:col"?);
 *       let $dirty = $changed;
 *       if (($changed & 0b110) === 0) $dirty |= $c.changed($props.label) ? 0b100 : 0b010;
 *       else if (($changed & 0b110) !== 0b110) $c.changed($props.label);
 *       if (!$c.skipIfUnchanged(($dirty & 1) === 0 && ($dirty & 0b100 & ~($dirty << 1)) === 0)) {
 *         const { label } = $props;
 *         …body…
 *       }
 *       $c.endRestartGroup()?.updateScope(($c) => Counter($props, $c, $changed | 1));
 *     }
 *
 * `$changed`: bit 0 forces the body to run (a restart); then two bits per prop
 * (prop i at bit 1 + 2i): 00 uncertain, 01 same, 10 different, 11 static. An
 * uncertain prop is compared with `$c.changed` (strong skipping: `Object.is`);
 * a prop the caller knows (same/different) keeps the caller's bits but still
 * takes its slot, so that the slot count of a call site never varies; a static
 * prop takes no slot. Props are compared raw (`$props.items`), before defaults
 * apply, so `{ items = [] }` does not defeat skipping (Compose's `$default`).
 * A props object that escapes (`...rest`, passed on whole) cannot be compared
 * key by key: such a composable is restartable but not skippable.
 */
import * as t from "@babel/types";
import type { ComposableInfo } from "../analyze/index.js";
import { KeyScope } from "../keys.js";
import { bits, C, call, Ctx, type Frame, member, num, type Shared, stmt } from "./context.js";
import { lowerContent } from "./content.js";
import { lowerExpr } from "./expressions.js";
import { MAX_BIT_PROPS, propShift } from "./element.js";
import { lowerBlock } from "./statements.js";

export function lowerComposable(fn: t.Function, info: ComposableInfo, shared: Shared): void {
  const scope = new KeyScope(shared.file, info.path);
  const frames: Frame[] = [];
  const restart: Frame = { kind: "group", end: () => stmt(call("endRestartGroup", [])), emitted: false };
  const ret: Extract<Frame, { kind: "return" }> = { kind: "return", label: "$body", used: false };
  frames.push(restart, ret);
  const ctx = new Ctx(shared, scope, frames, info, info.name);

  const props = info.props;
  const param = props.param;
  const userIdent = param && t.isIdentifier(param) ? param : param && t.isAssignmentPattern(param) && t.isIdentifier(param.left) ? param.left : null;
  const propsId = t.identifier(userIdent ? userIdent.name : "$props");
  const pattern = param && !userIdent ? (t.isAssignmentPattern(param) ? param.left : param) : null;

  // Defaults of destructured props run first, in the body's group: lower them like any expression
  // (an element there is an error, a composable lambda is memoized in a group of its own).
  if (pattern) lowerExpr(pattern as unknown as t.Expression, ctx);
  // Body first (it may throw located errors before we touch the function).
  const bodyStmts = t.isBlockStatement(fn.body) ? lowerBlock(fn.body.body, ctx) : lowerContent(fn.body, ctx, "statement");

  const out: t.Statement[] = [];
  const startArgs: t.Expression[] = [num(scope.key)];
  const src = ctx.source(info.name, fn);
  if (src) startArgs.push(src);
  out.push(stmt(call("startRestartGroup", startArgs), fn));

  const dirty = t.identifier("$dirty");
  const changed = t.identifier("$changed");
  const run: t.Statement[] = [];
  if (pattern) run.push(t.variableDeclaration("const", [t.variableDeclarator(pattern as t.LVal, t.identifier(propsId.name))]));
  if (ret.used) run.push(t.labeledStatement(t.identifier("$body"), t.blockStatement(bodyStmts)));
  else run.push(...bodyStmts);

  if (props.mode === "whole") {
    out.push(...run);
  } else {
    let hi = 0;
    if (props.props.length > 0) {
      out.push(t.variableDeclaration("let", [t.variableDeclarator(dirty, t.identifier("$changed"))]));
      props.props.forEach((p, i) => {
        const value = t.memberExpression(t.identifier(propsId.name), t.isValidIdentifier(p.name) ? t.identifier(p.name) : t.stringLiteral(p.name), !t.isValidIdentifier(p.name));
        if (i >= MAX_BIT_PROPS) {
          out.push(t.ifStatement(call("changed", [value]), t.expressionStatement(t.assignmentExpression("|=", t.identifier("$dirty"), t.numericLiteral(1)))));
          return;
        }
        const s = propShift(i);
        const mask = bits(3 << s);
        hi |= 2 << s;
        const sel = () => t.parenthesizedExpression(t.binaryExpression("&", t.identifier("$changed"), bits(3 << s)));
        out.push(
          t.ifStatement(
            t.binaryExpression("===", sel(), t.numericLiteral(0)),
            t.expressionStatement(t.assignmentExpression("|=", t.identifier("$dirty"), t.conditionalExpression(call("changed", [value]), bits(2 << s), bits(1 << s)))),
            t.ifStatement(t.binaryExpression("!==", sel(), mask), t.expressionStatement(call("changed", [t.cloneNode(value)]))),
          ),
        );
      });
    }
    const src = props.props.length > 0 ? dirty : changed;
    let test: t.Expression = t.binaryExpression("===", t.binaryExpression("&", t.identifier(src.name), t.numericLiteral(1)), t.numericLiteral(0));
    if (hi !== 0) {
      // Some prop is "different" (10): its high bit set and its low bit clear.
      const diff = t.binaryExpression("&", t.binaryExpression("&", t.identifier("$dirty"), bits(hi)), t.unaryExpression("~", t.binaryExpression("<<", t.identifier("$dirty"), t.numericLiteral(1))));
      test = t.logicalExpression("&&", test, t.binaryExpression("===", diff, t.numericLiteral(0)));
    }
    // One shared runtime call, not `skipping` + `skipToGroupEnd` here: see `skipIfUnchanged`.
    out.push(t.ifStatement(t.unaryExpression("!", call("skipIfUnchanged", [test])), t.blockStatement(run)));
  }

  const self = selfName(fn, info);
  out.push(
    t.expressionStatement(
      t.optionalCallExpression(
        t.optionalMemberExpression(call("endRestartGroup", []), t.identifier("updateScope"), false, true),
        [t.arrowFunctionExpression([t.identifier(C)], t.callExpression(t.identifier(self), [t.identifier(propsId.name), t.identifier(C), t.binaryExpression("|", t.identifier("$changed"), t.numericLiteral(1))]))],
        false,
      ),
    ),
  );

  fn.params = [t.identifier(propsId.name), t.identifier(C), t.identifier("$changed")];
  fn.body = t.blockStatement(out);
  if (t.isArrowFunctionExpression(fn)) fn.expression = false;
}

/** The name a restart lambda calls. Anonymous composables get one (`$Default`). */
function selfName(fn: t.Function, info: ComposableInfo): string {
  if ((t.isFunctionDeclaration(fn) || t.isFunctionExpression(fn)) && fn.id) return fn.id.name;
  if (info.name !== "default" && info.name !== "anonymous") return info.name;
  if (t.isFunctionDeclaration(fn) || t.isFunctionExpression(fn)) {
    fn.id = t.identifier("$Default");
    return "$Default";
  }
  // `export default () => …`: becomes a named function expression (composables never use `this`).
  const arrow = fn as t.ArrowFunctionExpression;
  const asFn = arrow as unknown as t.FunctionExpression;
  asFn.type = "FunctionExpression";
  asFn.id = t.identifier("$Default");
  asFn.generator = false;
  delete (asFn as { expression?: boolean }).expression;
  return "$Default";
}
