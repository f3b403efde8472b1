/**
 * Named attributes of a host element that give the same name after its last
 * spread (`<p className={a} class={b} />`, `<p title="x" title={y} />`):
 * the later one in source order wins (DESIGN, "The dialect" 5; React and
 * Solid build one props object). The element sets each named attribute only
 * when its value changed, so two setters of one attribute would let the one
 * that changed last win: an update of `a` alone would show `a` where a fresh
 * composition shows `b`. Rewritten before the analysis: the earlier one is
 * dropped, and its value, when evaluating it may do something, is evaluated
 * first in the winner's (`class={(a(), b)}`). `class` and `className` are
 * one name. Named attributes before a spread join the spread's object,
 * where the later key already wins (runtime/dom/spread.ts reads
 * `className` as `class` there).
 */
import * as t from "@babel/types";

/** The attribute a name sets on a host element: `className` is `class`. */
function effectiveName(name: string): string {
  return name === "className" ? "class" : name;
}

export function laterAttributeWins(el: t.JSXOpeningElement): void {
  if (!t.isJSXIdentifier(el.name) || !/^[a-z]/.test(el.name.name)) return;
  const attrs = el.attributes;
  const lastSpread = attrs.findLastIndex((a) => t.isJSXSpreadAttribute(a));
  const seen = new Map<string, number>();
  const dropped = new Set<number>();
  // From the end: the first met of each name is the winner.
  for (let i = attrs.length - 1; i > lastSpread; i--) {
    const a = attrs[i] as t.JSXAttribute;
    if (t.isJSXNamespacedName(a.name)) continue;
    const name = effectiveName(a.name.name);
    if (name === "key" || name === "children") continue;
    const winner = seen.get(name);
    if (winner === undefined) {
      seen.set(name, i);
      continue;
    }
    const value = a.value;
    // An element as a value is a compile error (CMP001), reported where it is written.
    if (value != null && !t.isStringLiteral(value) && !t.isJSXExpressionContainer(value)) return;
    dropped.add(i);
    if (!t.isJSXExpressionContainer(value) || t.isJSXEmptyExpression(value.expression)) continue;
    const e = value.expression;
    if (t.isLiteral(e) || t.isIdentifier(e) || t.isFunction(e)) continue;
    const w = attrs[winner] as t.JSXAttribute;
    const wv = w.value;
    if (wv != null && !t.isStringLiteral(wv) && !t.isJSXExpressionContainer(wv)) return;
    if (t.isJSXExpressionContainer(wv) && t.isJSXEmptyExpression(wv.expression)) return;
    const kept =
      wv == null
        ? t.booleanLiteral(true)
        : t.isStringLiteral(wv)
          ? t.stringLiteral(wv.value)
          : (wv.expression as t.Expression);
    w.value = t.jsxExpressionContainer(t.sequenceExpression([e, kept]));
  }
  if (dropped.size > 0) el.attributes = attrs.filter((_, i) => !dropped.has(i));
}
