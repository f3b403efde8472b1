/**
 * Attributes: `a={expr}`, `a="text"`, bare `a` (true), `{...spread}`, `key`.
 * Inline lambdas are memoized on what they capture.
 */
import * as t from "@babel/types";
import type { AttrClass } from "../analyze/index.js";
import { ELEMENT_VALUE_INSTEAD } from "../errors.js";
import type { Ctx } from "./context.js";
import { elementValueError, valueElement } from "./element-value.js";
import { lowerExpr } from "./expressions.js";
import { memoLambda } from "./remember.js";
import { lowerLambda } from "./lambda.js";

export interface Attr {
  name: string;
  value: t.Expression;
  cls: AttrClass;
  node: t.JSXAttribute;
}

export interface Attrs {
  /** In source order; spreads appear as `{ spread }`. */
  items: ({ kind: "attr"; attr: Attr } | { kind: "spread"; value: t.Expression; node: t.Node })[];
  key: { value: t.Expression; node: t.Node } | null;
}

export function attrName(name: t.JSXAttribute["name"]): string {
  return t.isJSXNamespacedName(name) ? `${name.namespace.name}:${name.name.name}` : name.name;
}

/** Reads the attributes of an element (values not lowered yet). */
export function readAttrs(el: t.JSXOpeningElement, ctx: Ctx): Attrs {
  const out: Attrs = { items: [], key: null };
  for (const a of el.attributes) {
    if (t.isJSXSpreadAttribute(a)) {
      out.items.push({ kind: "spread", value: a.argument, node: a });
      continue;
    }
    const name = attrName(a.name);
    let value: t.Expression;
    if (a.value == null) value = t.booleanLiteral(true);
    else if (t.isStringLiteral(a.value)) value = t.stringLiteral(a.value.value);
    else if (t.isJSXExpressionContainer(a.value)) {
      // `title={}` never gets here: the parser refuses it (CMP015).
      value = a.value.expression as t.Expression;
    } else
      throw ctx.shared.report.at("CMP001", a.value, {
        where: "an attribute value (pass a lambda: `" + name + "={() => <X />}`)",
        instead: ELEMENT_VALUE_INSTEAD,
      });
    if (name === "key") {
      out.key = { value, node: a };
      continue;
    }
    const cls =
      ctx.a.attrClass.get(value) ??
      (t.isBooleanLiteral(value) || t.isStringLiteral(value)
        ? { kind: "static" as const }
        : { kind: "dynamic" as const });
    out.items.push({ kind: "attr", attr: { name, value, cls, node: a } });
  }
  return out;
}

/**
 * The value of a host element's attribute. An event handler is passed as
 * written, not memoized: swapping the handler of an element is one property
 * write in the Applier, cheaper than the slots and comparisons a memo costs
 * on every composition (a memo pays off only where identity decides
 * skipping, in a composable's parameters).
 */
export function hostAttrValue(attr: Attr, ctx: Ctx): t.Expression {
  const v = attr.value;
  const handler = /^on/i.test(attr.name) && (t.isArrowFunctionExpression(v) || t.isFunctionExpression(v));
  if (handler && !ctx.a.fnKind.has(v)) return v;
  return attrValue(attr, ctx);
}

/** The value to pass: lambdas memoized, the rest lowered. */
export function attrValue(attr: Attr, ctx: Ctx): t.Expression {
  const v = attr.value;
  if (t.isArrowFunctionExpression(v) || t.isFunctionExpression(v)) {
    if (ctx.a.fnKind.get(v) === "lambda") return lowerLambda(v, ctx, { memo: true, conditional: false });
    if (ctx.a.fnKind.has(v)) return v;
    return memoLambda(v, v, ctx, false);
  }
  const element = valueElement(v);
  if (element) throw elementValueError(element, attr.node, ctx);
  return lowerExpr(v, ctx);
}
