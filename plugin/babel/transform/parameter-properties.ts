/**
 * TypeScript's constructor parameter properties, written out as `tsc` emits
 * them for ES2022 (class fields defined, `useDefineForClassFields`):
 *
 * ```ts
 * class Labeled extends Point {
 *   tag = "t";
 *   constructor(x: number, private readonly label: string) { super(x); this.log(); }
 * }
 * ```
 *
 * becomes a field per parameter property, before the class's own fields, and
 * an assignment of each, in order, right after the root-level `super(…)` call
 * (at the start of the body in a class that extends nothing):
 *
 * ```js
 * class Labeled extends Point {
 *   label;
 *   tag = "t";
 *   constructor(x, label) { super(x); this.label = label; this.log(); }
 * }
 * ```
 *
 * A class in a component file is ordinary TypeScript (a model kept in state).
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";

export function expandParameterProperties(ctor: NodePath<t.ClassMethod>): void {
  const names: string[] = [];
  ctor.node.params = ctor.node.params.map((param) => {
    if (!t.isTSParameterProperty(param)) return param;
    const inner = param.parameter; // `x` or `x = 0`
    const id = t.isAssignmentPattern(inner) ? (inner.left as t.Identifier) : inner;
    names.push(id.name);
    return inner;
  });
  if (names.length === 0) return;
  const assignments = names.map((name) =>
    t.expressionStatement(
      t.assignmentExpression(
        "=",
        t.memberExpression(t.thisExpression(), t.identifier(name)),
        t.identifier(name),
      ),
    ),
  );
  const body = ctor.node.body.body;
  const superAt = body.findIndex(
    (s) => t.isExpressionStatement(s) && t.isCallExpression(s.expression) && t.isSuper(s.expression.callee),
  );
  body.splice(superAt + 1, 0, ...assignments); // -1 (no super call): at the start
  const classBody = ctor.parentPath.node as t.ClassBody;
  classBody.body.unshift(...names.map((name) => t.classProperty(t.identifier(name))));
}
