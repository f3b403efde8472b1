/**
 * CMP001, an element used as a value (DESIGN, "The dialect" 1), with the
 * dialect's way for what the code around it was doing: React code keeps
 * elements in variables (`const header = <h1>Hi</h1>;`), in arrays
 * (`const rows = [<Row />]`) and builds lists imperatively
 * (`items.push(<li key={i} />)`). Here an element composes where it stands,
 * so each of these gets its own suggestion: a named composable, a list
 * child, a loop in the body. A list whose result is processed further
 * (`[a && <A />, <B />].filter(Boolean)`, `xs.map(…).reverse()`) gets the
 * way to do that in the dialect: the array as it is, or the data changed
 * before the list.
 */
import * as t from "@babel/types";
import { listCallback } from "../analyze/positions.js";
import { ELEMENT_VALUE_INSTEAD, type CompileError } from "../errors.js";
import type { Ctx } from "./context.js";
import { findNode } from "./walk.js";

/** Methods that collect elements into an array to be placed later. */
const COLLECTING = new Set(["push", "unshift", "splice", "concat", "set", "add"]);

/** The CMP001 error for `node` (an element or fragment) whose parent in the source is `parent`. */
export function elementValueError(node: t.Node, parent: t.Node | null, ctx: Ctx): CompileError {
  const { where, instead } = describe(node, parent);
  return ctx.shared.report.at("CMP001", node, { where, instead });
}

function describe(node: t.Node, parent: t.Node | null): { where: string; instead: string } {
  const generic = {
    where: "used as a value (assigned, returned, passed as an argument or an attribute)",
    instead: ELEMENT_VALUE_INSTEAD,
  };
  const tag = tagText(node);
  if (
    (t.isVariableDeclarator(parent) && parent.init === node && t.isIdentifier(parent.id)) ||
    (t.isAssignmentExpression(parent) && parent.right === node && t.isIdentifier(parent.left))
  ) {
    const name = (t.isVariableDeclarator(parent) ? parent.id : parent.left) as t.Identifier;
    const Name = name.name.charAt(0).toUpperCase() + name.name.slice(1);
    return {
      where: `assigned to \`${name.name}\``,
      instead: `to name content, declare a composable, \`const ${Name} = () => ${tag};\`, and place it with \`<${Name} />\` (or pass it as a slot, \`${name.name}={() => ${tag}}\`).`,
    };
  }
  if (t.isArrayExpression(parent))
    return {
      where: "an item of an array used as a value",
      instead:
        'an array of elements is content as a child, `<ul>{[<li key="a" />, <li key="b" />]}</ul>`, or as the body of a composable, `const Items = () => [<li key="a" />, <li key="b" />];`, placed with `<Items />`.',
    };
  if (t.isCallExpression(parent) && parent.arguments.includes(node as t.Expression)) {
    const callee = parent.callee;
    if (
      t.isMemberExpression(callee) &&
      !callee.computed &&
      t.isIdentifier(callee.property) &&
      COLLECTING.has(callee.property.name)
    )
      return {
        where: `collected with \`${calleeText(callee)}\` to be placed later`,
        instead:
          "rather than collecting elements, emit each where it goes, with a loop in the body (`for (let i = 0; i < n; i++) { <li key={i} />; }`) or a list child (`{Array.from({ length: n }, (_, i) => <li key={i} />)}`, `{xs.map((x) => <li key={x.id} />)}`).",
      };
  }
  return generic;
}

/** `<h1 … />` for an element, `<>…</>` for a fragment: how the suggestion names it. */
function tagText(node: t.Node): string {
  if (!t.isJSXElement(node)) return "<>…</>";
  const name = node.openingElement.name;
  const flat = (n: t.JSXOpeningElement["name"]): string =>
    t.isJSXIdentifier(n)
      ? n.name
      : t.isJSXNamespacedName(n)
        ? `${n.namespace.name}:${n.name.name}`
        : `${flat(n.object)}.${n.property.name}`;
  return `<${flat(name)} … />`;
}

function calleeText(callee: t.MemberExpression): string {
  const prop = (callee.property as t.Identifier).name;
  const object = callee.object;
  return t.isIdentifier(object) ? `${object.name}.${prop}` : `….${prop}`;
}

/**
 * `[…elements].m(…)` or `xs.map((x) => <Row … />).m(…)`: a list of content
 * whose result is used as a value, the CMP001 error for it, or null when
 * `call` is not that.
 */
export function processedListError(call: t.CallExpression, ctx: Ctx): CompileError | null {
  const callee = call.callee;
  if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.property)) return null;
  const method = callee.property.name;
  let object: t.Node = callee.object;
  while (t.isParenthesizedExpression(object)) object = object.expression;
  if (t.isArrayExpression(object)) {
    const element = findNode(
      object,
      (n) => t.isJSXElement(n) || t.isJSXFragment(n),
      () => false,
    );
    if (!element) return null;
    return ctx.shared.report.at("CMP001", element, {
      where: `an item of an array whose \`.${method}(…)\` result is used`,
      instead:
        "an array child is content as it is, `{[<A />, c && <B />]}` (`null`, `undefined` and booleans show nothing: `.filter(Boolean)` is not needed); to reorder or filter, change the data before the list, `{xs.filter((x) => x.ok).map((x) => <Row key={x.id} />)}`.",
    });
  }
  if (t.isCallExpression(object)) {
    const cb = listCallback(object);
    if (!cb || ctx.a.fnKind.get(cb) !== "lambda") return null;
    return ctx.shared.report.at("CMP001", cb, {
      where: `returned by a list callback whose result is used (\`.${method}(…)\`)`,
      instead:
        "a list child is content as it is; to reorder or filter, change the data before the list, `{[...xs].reverse().map((x) => <Row key={x.id} />)}`, `{xs.filter((x) => x.ok).map((x) => <Row key={x.id} />)}`.",
    });
  }
  return null;
}
