/**
 * What the compiler can prove about a value: static (the same at every
 * execution of this call site, so the callee never compares it) and what a
 * lambda captures (so that it can be memoized on exactly that).
 */
import type { NodePath, Scope } from "@babel/traverse";
import * as t from "@babel/types";

/** True when `expr` evaluates to the same value (by `Object.is`) every time. */
export function isStatic(expr: t.Node, scope: Scope, depth = 0): boolean {
  if (depth > 20) return false;
  switch (expr.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "NullLiteral":
    case "BigIntLiteral":
      return true;
    case "TemplateLiteral":
      return expr.expressions.every((e) => isStatic(e, scope, depth + 1));
    case "UnaryExpression":
      return expr.operator !== "delete" && isStatic(expr.argument, scope, depth + 1);
    case "BinaryExpression":
      return (
        !t.isPrivateName(expr.left) &&
        isStatic(expr.left, scope, depth + 1) &&
        isStatic(expr.right, scope, depth + 1) &&
        expr.operator !== "instanceof" &&
        expr.operator !== "in"
      );
    case "LogicalExpression":
      return isStatic(expr.left, scope, depth + 1) && isStatic(expr.right, scope, depth + 1);
    case "ConditionalExpression":
      return (
        isStatic(expr.test, scope, depth + 1) &&
        isStatic(expr.consequent, scope, depth + 1) &&
        isStatic(expr.alternate, scope, depth + 1)
      );
    case "Identifier": {
      const binding = scope.getBinding(expr.name);
      if (!binding) return expr.name === "undefined" || expr.name === "NaN" || expr.name === "Infinity";
      if (binding.constantViolations.length > 0) return false;
      if (binding.scope !== binding.scope.getProgramParent()) return false;
      if (binding.kind === "module" || binding.kind === "hoisted") return true;
      if (binding.kind === "const" && binding.path.isVariableDeclarator()) {
        const init = binding.path.node.init;
        if (!init) return false;
        if (t.isFunction(init) || t.isClass(init)) return true;
        return isStatic(init, binding.path.scope, depth + 1);
      }
      return binding.kind === "let" && binding.path.isClassDeclaration();
    }
    default:
      return false;
  }
}

export interface Captures {
  names: string[];
  /** False when memoizing would be wrong: `this`/`arguments`, or a captured `let` that is reassigned. */
  memoizable: boolean;
}

/** The local (non-module) bindings a function reads from outside itself. */
export function capturesOf(fn: NodePath<t.Function> | NodePath<t.JSXElement>): Captures {
  const names: string[] = [];
  let memoizable = true;
  const program = fn.scope.getProgramParent();
  const seen = new Set<string>();
  const note = (name: string, scope: Scope) => {
    if (seen.has(name)) return;
    const binding = scope.getBinding(name);
    if (!binding || binding.scope === program) return;
    if (isWithin(binding.scope.path, fn)) return;
    seen.add(name);
    names.push(name);
    if (binding.constantViolations.length > 0) memoizable = false;
  };
  const root: NodePath[] = fn.isJSXElement() ? (fn.get("children") as NodePath[]) : [fn];
  const visitor: import("@babel/traverse").Visitor = {
    ReferencedIdentifier(p) {
      const n = p.node;
      if (t.isJSXIdentifier(n)) {
        if (!/^[A-Z]/.test(n.name) && !t.isJSXMemberExpression(p.parent)) return;
        note(n.name, p.scope);
        return;
      }
      if (t.isIdentifier(n)) {
        if (n.name === "arguments" && !p.scope.getBinding("arguments") && arrowChain(p, fn))
          memoizable = false;
        note(n.name, p.scope);
      }
    },
    ThisExpression(p) {
      if (arrowChain(p, fn)) memoizable = false;
    },
    Super(p) {
      if (arrowChain(p, fn)) memoizable = false;
    },
  };
  for (const r of root) r.traverse(visitor);
  return { names, memoizable };
}

/** True when every function between `p` and `fn` (inclusive) is an arrow: `this` is the outer one. */
function arrowChain(p: NodePath, fn: NodePath): boolean {
  let cur: NodePath | null = p.parentPath;
  while (cur) {
    if (cur.node === fn.node) return true;
    if (cur.isFunction()) {
      if (!cur.isArrowFunctionExpression()) return false;
      if (cur === fn || cur.node === fn.node) return true;
    }
    cur = cur.parentPath;
  }
  return false;
}

export function isWithin(p: NodePath | null | undefined, ancestor: NodePath): boolean {
  let cur: NodePath | null | undefined = p;
  while (cur) {
    if (cur.node === ancestor.node) return true;
    cur = cur.parentPath;
  }
  return false;
}
