/**
 * Constant folding of enum member initializers, as TypeScript does it: a
 * member whose value is known at compile time is written as that value
 * (`B = A + 1` becomes `E[E["B"] = 1] = "B"`), and whether a member gets a
 * reverse mapping (`E[0] === "A"`) depends on that value being a number.
 * Known values are numbers and strings built from literals, earlier members
 * of the same enum (`A`, `E.A`, `E["A"]`), members of enums declared before
 * (`Other.X`) and module or block `const`s whose own initializer folds; anything else (`Math.random()`, a call, a `let`)
 * is computed at run time.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";

export type Constant = number | string;

export interface ConstantScope {
  /** The enum's own name and the values its earlier members (any declaration) got. */
  enumName: string;
  members: Map<string, Constant>;
  /** Where the initializer is, to look up outer `const`s. */
  at: NodePath;
  /** The known member values of another enum declared before, by name (`B = Other.X`). */
  otherEnum(name: string): Map<string, Constant> | undefined;
}

export function evaluate(node: t.Node, scope: ConstantScope, depth = 0): Constant | undefined {
  if (depth > 50) return undefined;
  const again = (n: t.Node) => evaluate(n, scope, depth + 1);
  switch (node.type) {
    case "NumericLiteral":
    case "StringLiteral":
      return node.value;
    case "ParenthesizedExpression":
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return again(node.expression);
    case "TemplateLiteral": {
      let out = "";
      for (let i = 0; i < node.quasis.length; i++) {
        const cooked = node.quasis[i]!.value.cooked;
        if (cooked == null) return undefined;
        out += cooked;
        const e = node.expressions[i];
        if (e) {
          const v = again(e);
          if (v === undefined) return undefined;
          out += String(v);
        }
      }
      return out;
    }
    case "UnaryExpression": {
      const v = again(node.argument);
      if (typeof v !== "number") return undefined;
      if (node.operator === "-") return -v;
      if (node.operator === "+") return v;
      if (node.operator === "~") return ~v;
      return undefined;
    }
    case "BinaryExpression": {
      if (t.isPrivateName(node.left)) return undefined;
      const l = again(node.left);
      const r = again(node.right);
      if (l === undefined || r === undefined) return undefined;
      if (node.operator === "+") return typeof l === "string" || typeof r === "string" ? `${l}${r}` : l + r;
      if (typeof l !== "number" || typeof r !== "number") return undefined;
      return arithmetic(node.operator, l, r);
    }
    case "Identifier":
      return identifier(node.name, scope, depth);
    case "MemberExpression": {
      const name = memberName(node);
      if (name === null || !t.isIdentifier(node.object)) return undefined;
      if (node.object.name === scope.enumName) return scope.members.get(name);
      return scope.otherEnum(node.object.name)?.get(name);
    }
    default:
      return undefined;
  }
}

function arithmetic(op: string, l: number, r: number): number | undefined {
  switch (op) {
    case "-":
      return l - r;
    case "*":
      return l * r;
    case "/":
      return l / r;
    case "%":
      return l % r;
    case "**":
      return l ** r;
    case "|":
      return l | r;
    case "&":
      return l & r;
    case "^":
      return l ^ r;
    case "<<":
      return l << r;
    case ">>":
      return l >> r;
    case ">>>":
      return l >>> r;
    default:
      return undefined;
  }
}

/** `E.A` or `E["A"]`: the member's name, else null. */
export function memberName(node: t.MemberExpression): string | null {
  if (!node.computed && t.isIdentifier(node.property)) return node.property.name;
  if (node.computed && t.isStringLiteral(node.property)) return node.property.value;
  return null;
}

function identifier(name: string, scope: ConstantScope, depth: number): Constant | undefined {
  // Inside an initializer, a member's bare name means the member (the enum's own scope comes first).
  if (scope.members.has(name)) return scope.members.get(name);
  if (name === "Infinity") return Infinity;
  if (name === "NaN") return NaN;
  const binding = scope.at.scope.getBinding(name);
  if (!binding || binding.kind !== "const" || !binding.path.isVariableDeclarator()) return undefined;
  const init = binding.path.node.init;
  if (!init || binding.constantViolations.length > 0) return undefined;
  return evaluate(init, { ...scope, members: new Map(), at: binding.path }, depth + 1);
}

/**
 * TypeScript 5's rule for a member it cannot fold: no reverse mapping when
 * the initializer is a string by its syntax alone (a string or template
 * literal, or `+` with one on either side).
 */
export function isSyntacticallyString(node: t.Node): boolean {
  if (t.isStringLiteral(node) || t.isTemplateLiteral(node)) return true;
  if (t.isParenthesizedExpression(node) || t.isTSAsExpression(node) || t.isTSSatisfiesExpression(node))
    return isSyntacticallyString(node.expression);
  if (t.isBinaryExpression(node, { operator: "+" }))
    return isSyntacticallyString(node.left) || isSyntacticallyString(node.right);
  return false;
}
