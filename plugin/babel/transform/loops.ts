/**
 * Loops: a replaceable group around the loop, and one group per iteration:
 * replaceable with the same key every time (duplicate keys match in order,
 * How Composition Works' repeated counters), or, when the iteration is one keyed element
 * (`key={x.id}`) or one `key(k, …)` block, that element's movable group, so
 * content and state move with the key. `xs.map(x => <Row key={x.id} />)` in a
 * container is the same loop, run through the array's own `map` (or
 * `flatMap`, or `Array.from(src, cb)`: `listCallback`).
 */
import * as t from "@babel/types";
import type { FlowControlLabel } from "../../../runtime/source-info.js";
import { listCallback } from "../analyze/positions.js";
import { KeyScope } from "../keys.js";
import { Ctx, type Frame, stmt } from "./context.js";
import { lowerContent } from "./content.js";
import { hasKey } from "./element.js";
import { lowerExpr, needsGroups } from "./expressions.js";
import { boundNames, iterationKey } from "./iteration-key.js";
import { findNode } from "./walk.js";
import { addKeyedList } from "./keyed-list.js";
import { lowerBlock } from "./statements.js";

type Loop = t.ForStatement | t.ForOfStatement | t.ForInStatement | t.WhileStatement | t.DoWhileStatement;

function loopLabel(s: Loop): FlowControlLabel {
  return s.type === "ForStatement"
    ? "for"
    : s.type === "ForOfStatement"
      ? "for-of"
      : s.type === "ForInStatement"
        ? "for-in"
        : s.type === "WhileStatement"
          ? "while"
          : "do";
}

/**
 * Does an iteration emit a keyed element (`key={…}`, `key(k, …)`) on some
 * path: behind `if`, `?:`, `&&`, a `return`, in a fragment? Not inside
 * another element (its children are that element's list), a nested loop or
 * `.map` (their own lists) or a function.
 */
function emitsKeyed(node: t.Node | null | undefined, ctx: Ctx): boolean {
  const keyed = (n: t.Node) =>
    (t.isJSXElement(n) && hasKey(n)) || (t.isCallExpression(n) && ctx.a.callKind.get(n) === "key");
  const ownList = (n: t.Node) =>
    t.isJSXElement(n) ||
    t.isLoop(n) ||
    (t.isCallExpression(n) && listCallback(n) !== null) ||
    (t.isCallExpression(n) &&
      t.isMemberExpression(n.callee) &&
      t.isIdentifier(n.callee.property, { name: "map" }));
  return findNode(node, keyed, () => false, ownList) !== null;
}

/**
 * One iteration. When it emits keyed elements it opens no group of its own
 * and its flow control opens none either (`Ctx.inKeyedList`): each keyed
 * element's movable group is a sibling of every other item's, so it is
 * identified by its key among the whole list whatever path produced it
 * (hidden, shown again, reordered: nodes and state move with the key). Its
 * other groups (unkeyed elements, `remember`, nested loops; slot users get
 * groups of their own, the list group counting as emitted) are keyed by the
 * item's key when it can be known before the iteration runs
 * (`iteration-key.ts`), else by the iteration's index (`Ctx.keyedIndex`),
 * counted from 0 by the list. Otherwise
 * one replaceable group per iteration, all with one key: items match in
 * order, as duplicate keys do.
 */
function iteration(
  lower: (c: Ctx) => t.Statement[],
  keyed: boolean,
  ctx: Ctx,
  scope: KeyScope,
  from: t.Node,
  itemKey: () => t.Expression | null,
): t.Statement[] {
  const list = ctx.group();
  if (keyed && list) {
    const key = itemKey();
    const keyedList = { index: ctx.uid("i"), counter: ctx.uid("n"), used: false, itemKeyed: key !== null };
    list.keyedList = keyedList;
    list.emitted = true;
    const body = lower(ctx.with(scope));
    if (!keyedList.used) return body; // every group it opens is keyed: no index needed
    const index = t.variableDeclaration("const", [
      t.variableDeclarator(
        t.identifier(keyedList.index),
        key ?? t.updateExpression("++", t.identifier(keyedList.counter)),
      ),
    ]);
    return [index, ...body];
  }
  return ctx.flow(scope, "iteration", from, lower);
}
export function lowerLoop(s: Loop, ctx: Ctx, labels: string[]): t.Statement[] {
  const frame: Frame = { kind: "loop", labels };
  const grouped = needsGroups(s.body, ctx);
  const lowerBody = (c: Ctx, iterScope: KeyScope | null): t.BlockStatement => {
    c.frames.push(frame);
    try {
      const stmts = t.isBlockStatement(s.body) ? s.body.body : [s.body];
      return t.blockStatement(
        iterScope
          ? iteration(
              (i) => lowerBlock(stmts, i),
              stmts.some((x) => emitsKeyed(x, c)),
              c,
              iterScope,
              s.body,
              () => iterationKey(s.body, boundNames(loopBindings(s))),
            )
          : lowerBlock(stmts, c),
      );
    } finally {
      c.frames.pop();
    }
  };
  const labelled = (): t.Statement =>
    labels.reduceRight<t.Statement>((acc, l) => t.labeledStatement(t.identifier(l), acc), s);
  if (!grouped) {
    s.body = lowerBody(ctx, null);
    return [labelled()];
  }
  const scope = ctx.keys.next(loopLabel(s));
  return ctx.flow(scope, loopLabel(s), s, (c) => {
    if (t.isForStatement(s)) {
      if (s.test) s.test = lowerExpr(s.test, c, true);
    } else if (t.isWhileStatement(s) || t.isDoWhileStatement(s)) s.test = lowerExpr(s.test, c, true);
    else s.right = lowerExpr(s.right, c);
    s.body = lowerBody(c, scope.next("iteration"));
    return [...counter(c), labelled()];
  });
}

/**
 * `{xs.map((x, i) => <Row key={x.id} />)}` in content, and the other list
 * calls of `listCallback` (`xs.flatMap(cb)`, `Array.from(src, cb)`): the call
 * stays, its callback runs one iteration each time it is called, and what
 * it returns is content, not a value (the call's result is dropped).
 */
export function lowerMap(expr: t.CallExpression, ctx: Ctx): t.Statement[] {
  const callee = expr.callee as t.MemberExpression;
  const cb = listCallback(expr)!;
  const scope = ctx.keys.next("map");
  return ctx.flow(scope, "map", expr, (c) => {
    // `xs` of `xs.map`; `Array` of `Array.from` stays as it is.
    const object = lowerExpr(callee.object as t.Expression, c);
    // The other arguments (`Array.from`'s source) are evaluated before the callback runs.
    const args = expr.arguments.map((a) => (a === cb || !t.isExpression(a) ? a : lowerExpr(a, c)));
    const iterScope = scope.next("iteration");
    const ret: Frame = { kind: "return", label: null, used: false };
    c.frames.push(ret);
    let body: t.Statement[];
    try {
      const fnBody = cb.body;
      const lower = (i: Ctx) =>
        t.isBlockStatement(fnBody) ? lowerBlock(fnBody.body, i) : lowerContent(fnBody, i, "child");
      const key = () => iterationKey(fnBody, boundNames(cb.params));
      body = iteration(lower, emitsKeyed(fnBody, c), c, iterScope, cb, key);
    } finally {
      c.frames.pop();
    }
    const block = t.blockStatement(body);
    const fn = t.isArrowFunctionExpression(cb)
      ? t.arrowFunctionExpression(cb.params, block)
      : t.functionExpression(cb.id, cb.params, block);
    fn.loc = cb.loc ?? null;
    args[args.indexOf(cb)] = fn;
    const mapped = stmt(
      t.callExpression(t.memberExpression(object, callee.property, callee.computed), args),
      expr,
    );
    const counted = counter(c);
    if (
      counted.length === 0 &&
      args.length === 1 &&
      !callee.computed &&
      t.isIdentifier(callee.property, { name: "map" })
    )
      addKeyedList(c.shared, mapped, object, cb, body);
    return [...counted, mapped];
  });
}

/** What a loop's head binds for each iteration (`for (const x of xs)`, `for (let i = 0; …)`). */
function loopBindings(s: Loop): t.Node[] {
  if (t.isForOfStatement(s) || t.isForInStatement(s)) return t.isVariableDeclaration(s.left) ? [s.left] : [];
  if (t.isForStatement(s) && t.isVariableDeclaration(s.init) && s.init.kind !== "var") return [s.init];
  return [];
}

/** `let $n = 0` before a keyed list's loop: the iterations' index counter (see `iteration`). */
function counter(ctx: Ctx): t.Statement[] {
  const list = ctx.group()?.keyedList;
  return list?.used && !list.itemKeyed
    ? [t.variableDeclaration("let", [t.variableDeclarator(t.identifier(list.counter), t.numericLiteral(0))])]
    : [];
}
