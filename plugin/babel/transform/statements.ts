/**
 * The statement dispatcher of composable bodies, content blocks and lambdas:
 * one small lowering per construct (element and content statements,
 * declarations, `if`, `switch`, loops, jumps, `try`).
 */
import * as t from "@babel/types";
import { Ctx, type Frame } from "./context.js";
import { lowerContent } from "./content.js";
import { assignedListError, elementValueError, valueElement } from "./element-value.js";
import { lowerIf, lowerJump, lowerReturn, lowerSwitch, lowerTry } from "./control-flow.js";
import { lowerExpr } from "./expressions.js";
import { lowerLoop } from "./loops.js";
import { memoLambda } from "./remember.js";

export function lowerBlock(stmts: t.Statement[], ctx: Ctx): t.Statement[] {
  const out: t.Statement[] = [];
  for (const s of stmts) out.push(...lowerStatement(s, ctx));
  return out;
}

export function lowerStatement(s: t.Statement, ctx: Ctx, labels: string[] = []): t.Statement[] {
  switch (s.type) {
    case "ExpressionStatement":
      return lowerContent(s.expression, ctx, "statement");
    case "VariableDeclaration":
      for (const d of s.declarations) {
        if (!d.init) continue;
        const init = d.init;
        if ((t.isArrowFunctionExpression(init) || t.isFunctionExpression(init)) && !ctx.a.fnKind.has(init)) {
          // A local lambda: memoized on its captures, like Compose's remembered lambdas.
          d.init = memoLambda(init, init, ctx, false);
        } else if (valueElement(init)) {
          throw elementValueError(valueElement(init)!, d, ctx);
        } else {
          const list = t.isIdentifier(d.id) ? assignedListError(init, d.id.name, ctx) : null;
          if (list) throw list;
          d.init = lowerExpr(init, ctx);
        }
        d.id = lowerPattern(d.id, ctx);
      }
      return [s];
    case "ReturnStatement":
      return lowerReturn(s, ctx);
    case "BreakStatement":
    case "ContinueStatement":
      return lowerJump(s, ctx);
    case "IfStatement":
      return lowerIf(s, ctx);
    case "SwitchStatement":
      return lowerSwitch(s, ctx, labels);
    case "ForStatement":
    case "ForOfStatement":
    case "ForInStatement":
    case "WhileStatement":
    case "DoWhileStatement":
      if (t.isForStatement(s) && s.init && t.isVariableDeclaration(s.init)) {
        for (const d of s.init.declarations) if (d.init) d.init = lowerExpr(d.init, ctx);
      } else if (t.isForStatement(s) && s.init) s.init = lowerExpr(s.init as t.Expression, ctx);
      if (t.isForStatement(s) && s.update) s.update = lowerExpr(s.update, ctx, true);
      return lowerLoop(s, ctx, labels);
    case "LabeledStatement": {
      const all = [...labels, s.label.name];
      const inner = s.body;
      // Loops carry their labels themselves (the label must stay on the loop, inside its group).
      if (t.isLoop(inner) || t.isLabeledStatement(inner)) return lowerStatement(inner, ctx, all);
      if (t.isSwitchStatement(inner))
        return [t.labeledStatement(s.label, single(lowerStatement(inner, ctx, all)))];
      const frame: Frame = { kind: "label", labels: all };
      ctx.frames.push(frame);
      try {
        return [t.labeledStatement(s.label, single(lowerStatement(inner, ctx)))];
      } finally {
        ctx.frames.pop();
      }
    }
    case "BlockStatement":
      return [t.blockStatement(lowerBlock(s.body, ctx))];
    case "TryStatement":
      return lowerTry(s, ctx);
    case "ThrowStatement":
      s.argument = lowerExpr(s.argument, ctx);
      return [s];
    default:
      return [s];
  }
}

function single(stmts: t.Statement[]): t.Statement {
  return stmts.length === 1 ? stmts[0]! : t.blockStatement(stmts);
}

function lowerPattern<T extends t.LVal | t.VoidPattern>(p: T, ctx: Ctx): T {
  if (t.isObjectPattern(p) || t.isArrayPattern(p) || t.isAssignmentPattern(p))
    return lowerExpr(p as unknown as t.Expression, ctx) as unknown as T;
  return p;
}
