/**
 * Flow-control groups (How Composition Works, "Content Identity"): each branch of an `if`
 * chain and each `case` of a `switch` that touches the slot table runs in a
 * replaceable group of its own, so that identity follows the call site
 * (`showMiddle`). Jumps (`return`, `break`, `continue`) first close every group
 * they leave.
 */
import * as t from "@babel/types";
import { findNode } from "./walk.js";
import { choosesKeyed } from "./keyed-identity.js";
import { Ctx, type Frame } from "./context.js";
import { lowerContent } from "./content.js";
import { containsJsx, lowerExpr, needsGroups } from "./expressions.js";
import { lowerBlock, lowerStatement } from "./statements.js";

function asBlock(stmts: t.Statement[]): t.BlockStatement {
  return stmts.length === 1 && t.isBlockStatement(stmts[0]) ? stmts[0] : t.blockStatement(stmts);
}

function body(s: t.Statement): t.Statement[] {
  return t.isBlockStatement(s) ? s.body : [s];
}

export function lowerIf(s: t.IfStatement, ctx: Ctx): t.Statement[] {
  // Flatten `if … else if … else` so that every branch is a sibling group under one scope.
  const branches: { test: t.Expression | null; body: t.Statement; node: t.Node }[] = [];
  let cur: t.Statement | null | undefined = s;
  while (cur && t.isIfStatement(cur)) {
    branches.push({ test: cur.test, body: cur.consequent, node: cur });
    cur = cur.alternate;
  }
  if (cur) branches.push({ test: null, body: cur, node: cur });
  const choice = keyedChoice(
    branches.map((b) => b.body),
    ctx,
  );
  const grouped = !ctx.inKeyedList() && branches.some((b) => needsGroups(b.body, ctx));
  const scope = grouped ? ctx.keys.next("if") : null;
  const lowered = branches.map((b, i) => {
    const test = b.test ? lowerExpr(b.test, ctx) : null;
    let block: t.BlockStatement;
    if (scope && choice) {
      block = t.blockStatement(lowerBlock(body(b.body), ctx.branch(scope.next(b.test ? "then" : "else"))));
    } else if (scope && needsGroups(b.body, ctx)) {
      const label = b.test ? "then" : "else";
      block = t.blockStatement(
        ctx.flow(scope.next(label), i === 0 ? "if" : b.test ? "else if" : "else", b.node, (c) =>
          lowerBlock(body(b.body), c),
        ),
      );
    } else {
      block = asBlock(lowerStatement(b.body, ctx));
    }
    return { test, block };
  });
  let out: t.Statement | null = null;
  for (let i = lowered.length - 1; i >= 0; i--) {
    const b = lowered[i]!;
    if (b.test === null) out = b.block;
    else out = t.ifStatement(b.test, b.block, out);
  }
  out!.loc = s.loc ?? null;
  return [out!];
}

export function lowerSwitch(s: t.SwitchStatement, ctx: Ctx, labels: string[]): t.Statement[] {
  const disc = lowerExpr(s.discriminant, ctx);
  const grouped = !ctx.inKeyedList() && s.cases.some((c) => c.consequent.some((x) => needsGroups(x, ctx)));
  const choice = keyedChoice(
    s.cases.flatMap((c) => c.consequent),
    ctx,
  );
  const scope = grouped ? ctx.keys.next("switch") : null;
  const frame: Frame = { kind: "switch", labels };
  ctx.frames.push(frame);
  try {
    const cases = s.cases.map((c) => {
      const test = c.test ? lowerExpr(c.test, ctx) : null;
      if (scope && choice)
        return t.switchCase(test, lowerBlock(c.consequent, ctx.branch(scope.next("case"))));
      if (!scope || !c.consequent.some((x) => needsGroups(x, ctx)))
        return t.switchCase(test, lowerBlock(c.consequent, ctx));
      const stmts = ctx.flow(scope.next("case"), "case", c, (inner) => lowerBlock(c.consequent, inner));
      return t.switchCase(test, stmts);
    });
    const out = t.switchStatement(disc, cases);
    out.loc = s.loc ?? null;
    return [out];
  } finally {
    ctx.frames.pop();
  }
}

/**
 * Branches that place keyed elements (`choosesKeyed`) open no groups: each
 * keyed element is a sibling of the container's others, matched by its key
 * whatever branch placed it (`keyed-identity.ts`). Slot users in them then
 * get groups of their own, as after a child group; so do those after the
 * construct, whose slots would otherwise follow a branch's groups.
 */
export function keyedChoice(branches: t.Node[], ctx: Ctx): boolean {
  if (ctx.inKeyedList() || !branches.some((b) => choosesKeyed(b, ctx))) return false;
  ctx.markEmitted();
  return true;
}

/**
 * A jump to frame `index` may skip the rest of every group it leaves, and,
 * when it goes to the end of a block (a function body, a content block, a
 * labelled block), the rest of the group around that block: slot-using code
 * after it there does not run on every pass, so it gets a group of its own
 * (as after a child group: the `emitted` mark).
 */
function markSkipped(ctx: Ctx, index: number, blockEnd: boolean): void {
  for (let i = ctx.frames.length - 1; i > index; i--) {
    const f = ctx.frames[i]!;
    if (f.kind === "group") f.emitted = true;
  }
  if (!blockEnd) return;
  for (let i = index - 1; i >= 0; i--) {
    const f = ctx.frames[i]!;
    if (f.kind === "group") {
      f.emitted = true;
      return;
    }
  }
}

/** The `end…Group()` calls for every group between the top of the stack and frame `index`. */
function closes(ctx: Ctx, index: number): t.Statement[] {
  const out: t.Statement[] = [];
  for (let i = ctx.frames.length - 1; i > index; i--) {
    const f = ctx.frames[i]!;
    if (f.kind === "group") out.push(f.end());
  }
  return out;
}

export function lowerReturn(s: t.ReturnStatement, ctx: Ctx): t.Statement[] {
  let index = -1;
  for (let i = ctx.frames.length - 1; i >= 0; i--) {
    if (ctx.frames[i]!.kind === "return") {
      index = i;
      break;
    }
  }
  if (index < 0) return [s];
  const frame = ctx.frames[index] as Extract<Frame, { kind: "return" }>;
  if (frame.label === VALUE_RETURN) return lowerValueReturn(s, ctx, index);
  const pre: t.Statement[] = [];
  const arg = s.argument;
  if (
    arg &&
    !(t.isIdentifier(arg) && arg.name === "undefined") &&
    !t.isNullLiteral(arg) &&
    !t.isBooleanLiteral(arg)
  ) {
    if (frame.label === "$body") {
      if (containsJsx(arg)) throw ctx.shared.report.at("CMP002", arg);
      throw ctx.shared.report.at("CMP004", s);
    }
    pre.push(...lowerContent(arg, ctx, "child"));
  }
  const jump: t.Statement = frame.label ? t.breakStatement(t.identifier(frame.label)) : t.returnStatement();
  if (frame.label) frame.used = true;
  markSkipped(ctx, index, frame.label !== null);
  jump.loc = s.loc ?? null;
  const all = [...pre, ...closes(ctx, index), jump];
  return all.length === 1 ? all : [t.blockStatement(all)];
}

/** The return frame of a value composable (`use…`): its `return` keeps its value. */
export const VALUE_RETURN = "$value";

/** `return expr` in a value composable: evaluate, close the groups opened since, return. */
function lowerValueReturn(s: t.ReturnStatement, ctx: Ctx, index: number): t.Statement[] {
  const arg = s.argument ? lowerExpr(s.argument, ctx) : null;
  // Code after an early return does not run on every call: its slots need groups of their own, as in a unit composable.
  markSkipped(ctx, index, true);
  const closing = closes(ctx, index);
  if (closing.length === 0) return [t.returnStatement(arg)];
  const tmp = t.identifier(ctx.uid("r"));
  const out = t.returnStatement(t.identifier(tmp.name));
  out.loc = s.loc ?? null;
  return [
    t.blockStatement([
      t.variableDeclaration("const", [t.variableDeclarator(tmp, arg ?? t.identifier("undefined"))]),
      ...closing,
      out,
    ]),
  ];
}

export function lowerJump(s: t.BreakStatement | t.ContinueStatement, ctx: Ctx): t.Statement[] {
  const label = s.label?.name;
  let index = -1;
  for (let i = ctx.frames.length - 1; i >= 0; i--) {
    const f = ctx.frames[i]!;
    if (f.kind === "return") break;
    if (label) {
      if ((f.kind === "loop" || f.kind === "switch" || f.kind === "label") && f.labels.includes(label)) {
        index = i;
        break;
      }
    } else if (f.kind === "loop" || (f.kind === "switch" && t.isBreakStatement(s))) {
      index = i;
      break;
    }
  }
  if (index < 0) return [s];
  markSkipped(ctx, index, ctx.frames[index]!.kind === "label");
  const c = closes(ctx, index);
  return c.length === 0 ? [s] : [t.blockStatement([...c, s])];
}

export function lowerTry(s: t.TryStatement, ctx: Ctx): t.Statement[] {
  for (const part of [s.block, s.handler?.body, s.finalizer]) {
    if (!part) continue;
    const bad = findComposable(part, ctx);
    if (bad) throw ctx.shared.report.at("CMP003", bad);
  }
  s.block = t.blockStatement(lowerBlock(s.block.body, ctx));
  if (s.handler) s.handler.body = t.blockStatement(lowerBlock(s.handler.body.body, ctx));
  if (s.finalizer) s.finalizer = t.blockStatement(lowerBlock(s.finalizer.body, ctx));
  return [s];
}

function findComposable(node: t.Node, ctx: Ctx): t.Node | null {
  return findNode(
    node,
    (n) =>
      t.isJSXElement(n) || t.isJSXFragment(n) || (t.isCallExpression(n) && ctx.a.callKind.get(n) === "value"),
    () => false,
  );
}
