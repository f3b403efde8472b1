/**
 * Where a function sits decides what it is (DESIGN, "The dialect" 2 and 3):
 *
 * - a *declaration position* (a function declaration, `const X =`, `export
 *   default`, a member `Card.Header = …`, an object-literal property or
 *   method, a class property) declares a composable with a name;
 * - an *in-place position* (a content block `{() => { … }}` among children,
 *   `key(k, () => …)`, a `.map` callback) runs in its parent's code;
 * - a *handler position* (an `on*` attribute or `ref`) runs after
 *   composition, where nothing composes;
 * - anything else (a slot attribute, children, an array item…) is a
 *   composable lambda.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";

/** The name of a member path (`Card.Header`), or null when it is computed. */
function memberName(n: t.Node): string | null {
  if (t.isIdentifier(n)) return n.name;
  if (t.isThisExpression(n)) return "this";
  if (t.isMemberExpression(n)) {
    const object = memberName(n.object);
    const prop = propertyName(n.property, n.computed);
    return object && prop ? `${object}.${prop}` : null;
  }
  return null;
}

/** The name a property key spells (`a`, `"a"`), or null for a computed key. */
export function propertyName(key: t.Node, computed: boolean): string | null {
  if (!computed && t.isIdentifier(key)) return key.name;
  if (t.isStringLiteral(key)) return key.value;
  return null;
}

export function functionName(fn: NodePath<t.Function>): string {
  const n = fn.node;
  if ((t.isFunctionDeclaration(n) || t.isFunctionExpression(n)) && n.id) return n.id.name;
  if ((t.isObjectMethod(n) || t.isClassMethod(n)) && !n.computed)
    return propertyName(n.key, false) ?? "anonymous";
  const parent = fn.parentPath;
  if (parent?.isVariableDeclarator() && t.isIdentifier(parent.node.id)) return parent.node.id.name;
  if (parent?.isExportDefaultDeclaration()) return "default";
  if (parent?.isAssignmentExpression()) return memberName(parent.node.left) ?? "anonymous";
  if (parent?.isObjectProperty() || parent?.isClassProperty())
    return propertyName(parent.node.key, parent.node.computed) ?? "anonymous";
  if (parent?.isJSXExpressionContainer() && parent.parentPath?.isJSXAttribute()) {
    const name = parent.parentPath.node.name;
    return t.isJSXNamespacedName(name) ? `${name.namespace.name}:${name.name.name}` : name.name;
  }
  return "anonymous";
}

/** A declaration position: a composable function with a name rather than a lambda. */
export function isDeclarationPosition(fn: NodePath<t.Function>): boolean {
  if (fn.isFunctionDeclaration() || fn.isObjectMethod()) return true;
  const parent = fn.parentPath;
  if (!parent) return false;
  if (parent.isExportDefaultDeclaration()) return true;
  if (parent.isVariableDeclarator() && t.isIdentifier(parent.node.id) && parent.node.init === fn.node) {
    const decl = parent.parentPath;
    const atModule = decl?.parentPath?.isProgram() || decl?.parentPath?.isExportNamedDeclaration();
    return !!atModule || /^[A-Z]/.test(parent.node.id.name);
  }
  // `Card.Header = ({ text }) => { … }`
  if (parent.isAssignmentExpression({ operator: "=" }) && parent.node.right === fn.node)
    return memberName(parent.node.left) !== null && !t.isIdentifier(parent.node.left);
  // `{ Badge: ({ n }) => { … } }`, `class Parts { static Badge = … }`
  if ((parent.isObjectProperty() || parent.isClassProperty()) && parent.node.value === fn.node)
    return propertyName(parent.node.key, parent.node.computed) !== null;
  return false;
}

/** Functions that run in place (content blocks, `key` blocks, `.map` callbacks): no composer of their own needed. */
export function isInPlacePosition(fn: NodePath<t.Function>): boolean {
  const parent = fn.parentPath;
  if (!parent) return false;
  if (parent.isJSXExpressionContainer()) {
    if (!parent.parentPath || !(parent.parentPath.isJSXElement() || parent.parentPath.isJSXFragment()))
      return false;
    // A lambda with parameters among a composable call's children is its parameterized slot, not a block.
    return fn.node.params.length === 0 || !isCallElement(parent.parentPath.node);
  }
  if (parent.isCallExpression() && parent.node.callee !== fn.node) {
    const callee = parent.node.callee;
    if (t.isIdentifier(callee) && callee.name === "key") return true;
    if (listCallback(parent.node) === fn.node) return true;
  }
  return false;
}

/**
 * The callback of a list call that content runs as a loop (DESIGN, "The
 * dialect" 3, `transform/loops.ts`): `xs.map(cb)`, `xs.flatMap(cb)` (each
 * iteration's content in order; an array the callback returns is content
 * too) and `Array.from(source, cb)` (React's way to repeat `n` times:
 * `Array.from({ length: n }, (_, i) => <li key={i} />)`). Null for any other
 * call, or a call whose callback is not written there as a function.
 */
export function listCallback(
  call: t.CallExpression,
): t.ArrowFunctionExpression | t.FunctionExpression | null {
  const callee = call.callee;
  if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.property)) return null;
  const method = callee.property.name;
  const index =
    method === "map" || method === "flatMap"
      ? 0
      : method === "from" && t.isIdentifier(callee.object, { name: "Array" })
        ? 1
        : -1;
  const cb = index < 0 ? undefined : call.arguments[index];
  return t.isArrowFunctionExpression(cb) || t.isFunctionExpression(cb) ? cb : null;
}

/** A composable call element (`<Row>`, `<props.renderItem>`), as opposed to a host element or a fragment. */
export function isCallElement(n: t.Node): boolean {
  if (!t.isJSXElement(n)) return false;
  const name = n.openingElement.name;
  return t.isJSXMemberExpression(name) || (t.isJSXIdentifier(name) && /^[A-Z_$]/.test(name.name));
}

/** Attributes whose function runs after composition, outside it: event handlers and refs. */
export function isHandlerAttribute(name: string): boolean {
  return name === "ref" || /^on/.test(name);
}

/** The handler attribute (`onClick`, `ref`…) whose value `fn` is, or null. */
export function handlerAttributeOf(fn: NodePath): string | null {
  const parent = fn.parentPath;
  if (!parent?.isJSXExpressionContainer() || !parent.parentPath?.isJSXAttribute()) return null;
  const n = parent.parentPath.node.name;
  const name = t.isJSXNamespacedName(n) ? `${n.namespace.name}:${n.name.name}` : n.name;
  return isHandlerAttribute(name) ? name : null;
}

/** Iteration methods: a lambda with elements passed to one of them wants a loop in the content. */
export const ITERATION_METHODS = new Set([
  "forEach",
  "map",
  "flatMap",
  "filter",
  "reduce",
  "reduceRight",
  "some",
  "every",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "sort",
  "toSorted",
]);

/**
 * The function whose own content the list call that `fn` is the callback of
 * is, or null: a call written as a statement of that function's body
 * (`xs.map((x) => <li key={x} />);`, as an array literal statement is
 * content) or as an arrow's whole body, React's list component
 * `const Rows = ({ xs }) => xs.map((x) => <Row key={x.id} />)` (as
 * `() => [<A />, <B />]` is), through `?:`, `&&`, `||`, `??`, parentheses
 * and array items. The elements in the callback then make that function a
 * composable, as elements written in its body would.
 */
export function listOwner(fn: NodePath<t.Function>): NodePath<t.Function> | null {
  const call = fn.parentPath;
  if (!call?.isCallExpression() || listCallback(call.node) !== fn.node) return null;
  let at: NodePath = call;
  for (;;) {
    const up: NodePath | null = at.parentPath;
    if (!up) return null;
    if (
      up.isConditionalExpression()
        ? at.node !== up.node.test
        : up.isLogicalExpression() ||
          up.isParenthesizedExpression() ||
          up.isArrayExpression() ||
          up.isSpreadElement()
    ) {
      at = up;
      continue;
    }
    if (up.isArrowFunctionExpression() && up.node.body === at.node) return up;
    if (!up.isExpressionStatement()) return null;
    const owner = up.getFunctionParent();
    return owner as NodePath<t.Function> | null;
  }
}
