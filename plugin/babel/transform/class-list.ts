/**
 * Solid's `classList={{ active: on }}` on an element, rewritten before the
 * analysis into one `class` value with the element's own class, as `class`
 * takes clsx's forms: `<b class="tab" classList={{ active: on }} />` is
 * `<b class={["tab", { active: on }]} />`. Two attributes would each write the
 * whole `className` and drop the other's classes. Left as written beside a
 * spread (which may bring a `class` of its own) or a deferred binding
 * (`class={() => …}`), and on composable calls (a prop like any other).
 */
import * as t from "@babel/types";

export function joinClassList(el: t.JSXOpeningElement): void {
  if (!t.isJSXIdentifier(el.name) || !/^[a-z]/.test(el.name.name)) return;
  const attrs = el.attributes;
  const at = attrs.findLastIndex((a) => t.isJSXAttribute(a) && a.name.name === "classList");
  if (at < 0 || attrs.some((a) => t.isJSXSpreadAttribute(a))) return;
  const list = valueOf(attrs[at] as t.JSXAttribute);
  const ownAt = attrs.findLastIndex(
    (a) => t.isJSXAttribute(a) && (a.name.name === "class" || a.name.name === "className"),
  );
  const own = ownAt < 0 ? null : valueOf(attrs[ownAt] as t.JSXAttribute);
  if (list === null || (ownAt >= 0 && own === null)) return;
  const joined = t.jsxAttribute(
    t.jsxIdentifier("class"),
    t.jsxExpressionContainer(own === null ? list : t.arrayExpression([own, list])),
  );
  joined.loc = attrs[ownAt < 0 ? at : ownAt]!.loc ?? null;
  el.attributes = attrs
    .map((a, i) => (i === (ownAt < 0 ? at : ownAt) ? joined : a))
    .filter((_, i) => i !== at || ownAt < 0);
}

/** The attribute's value as an expression; null for a deferred binding (a function). */
function valueOf(attr: t.JSXAttribute): t.Expression | null {
  const v = attr.value;
  if (v === null || v === undefined) return t.booleanLiteral(true);
  if (t.isStringLiteral(v)) return v;
  if (!t.isJSXExpressionContainer(v) || t.isJSXEmptyExpression(v.expression)) return null;
  const e = v.expression;
  return t.isArrowFunctionExpression(e) || t.isFunctionExpression(e) ? null : e;
}
