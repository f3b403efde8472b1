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

/**
 * The element a value holds at its top, or null: the value itself, or a
 * branch of a `?:` / `&&` / `||` / `??` in it (through parentheses and
 * TypeScript's casts): `const icon = done ? <Check /> : <Clock />`.
 */
export function valueElement(e: t.Node): t.JSXElement | t.JSXFragment | null {
  if (t.isJSXElement(e) || t.isJSXFragment(e)) return e;
  if (t.isConditionalExpression(e)) return valueElement(e.consequent) ?? valueElement(e.alternate);
  if (t.isLogicalExpression(e)) return valueElement(e.left) ?? valueElement(e.right);
  if (
    t.isParenthesizedExpression(e) ||
    t.isTSAsExpression(e) ||
    t.isTSNonNullExpression(e) ||
    t.isTSSatisfiesExpression(e)
  )
    return valueElement(e.expression);
  return null;
}

function describe(node: t.Node, parent: t.Node | null): { where: string; instead: string } {
  const generic = {
    where: "used as a value (assigned, returned, passed as an argument or an attribute)",
    instead: ELEMENT_VALUE_INSTEAD,
  };
  const tag = tagText(node);
  const assigned =
    t.isVariableDeclarator(parent) && t.isIdentifier(parent.id)
      ? { name: parent.id, value: parent.init }
      : t.isAssignmentExpression(parent) && t.isIdentifier(parent.left)
        ? { name: parent.left, value: parent.right }
        : null;
  if (assigned && assigned.value === node) {
    const name = assigned.name.name;
    const Name = name.charAt(0).toUpperCase() + name.slice(1);
    return {
      where: `assigned to \`${name}\``,
      instead: `to name content, declare a composable, \`const ${Name} = () => ${tag};\`, and place it with \`<${Name} />\` (or pass it as a slot, \`${name}={() => ${tag}}\`).`,
    };
  }
  if (assigned) {
    // React's `const icon = done ? <Check /> : <Clock />;`, placed later with `{icon}`.
    const name = assigned.name.name;
    const Name = name.charAt(0).toUpperCase() + name.slice(1);
    return {
      where: `assigned to \`${name}\` (an element chosen by a condition)`,
      instead: `write the choice where \`{${name}}\` is placed, \`{done ? <Check /> : <Clock />}\` or \`{ok && ${tag}}\`, or declare a composable that makes it, \`const ${Name} = () => (done ? <Check /> : <Clock />);\`, placed with \`<${Name} />\`.`,
    };
  }
  if (t.isJSXAttribute(parent)) {
    // React's `icon={<Star />}`: here content is given as a slot, which the component places.
    const name = t.isJSXNamespacedName(parent.name) ? parent.name.name.name : parent.name.name;
    return {
      where: `given as the attribute \`${name}\``,
      instead: `give content as a slot, \`${name}={() => ${tag}}\`, which the component places with \`{${name}}\` (or \`<props.${name} />\`).`,
    };
  }
  if (t.isObjectProperty(parent) && parent.value === node && !parent.computed && t.isIdentifier(parent.key)) {
    // React's `const icons = { ok: <Check />, error: <Cross /> }`, one picked later.
    const key = parent.key.name;
    return {
      where: `the value of the property \`${key}\``,
      instead: `make each value a composable, \`${key}: () => ${tag}\`, and place the one you pick with element syntax: \`const Icon = icons[kind]; <Icon />;\`.`,
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

/**
 * `const items = xs.map((x) => <li key={x.id} />)`, placed later with
 * `{items}` (React keeps lists in variables): CMP001 with the list's way,
 * or null when `init` is not a list call with content.
 */
export function assignedListError(init: t.Expression, name: string, ctx: Ctx): CompileError | null {
  if (!t.isCallExpression(init)) return null;
  const cb = listCallback(init);
  if (!cb || ctx.a.fnKind.get(cb) !== "lambda") return null;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  return ctx.shared.report.at("CMP001", cb, {
    where: `assigned to \`${name}\` (a list of elements kept to be placed later)`,
    instead: `a list is content where it is placed: write the call where \`{${name}}\` is, \`{xs.map((x) => <li key={x.id} … />)}\`, or declare a composable that places it, \`const ${Name} = () => { for (const x of xs) <li key={x.id} … />; };\`, placed with \`<${Name} />\`.`,
  });
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
