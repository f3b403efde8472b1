/**
 * `children` given to a host element as an attribute or through a spread,
 * `<div children={x} />` or `<button {...props} />` where `props.children`
 * holds the content: React and Solid render it as the element's children,
 * and the JSX types accept it, so the element must not come out empty. The
 * DOM layer never sets `children` (it belongs to the composition), so before
 * analysis the element is rewritten as if the content were written inside it:
 *
 *     <div children={x} />        →  <div>{x}</div>
 *     <button {...props} />       →  <button {...props}>{props?.children}</button>
 *
 * Only for an element without JSX children (those win, as in React) whose
 * tag is not void (an `<input {...rest} />` would pay a dynamic child for
 * nothing). A spread that is a plain name or member path is read again for
 * `children`; any other (`{...getProps()}`, `{...{ ...rest, type: "button" }}`)
 * must not be evaluated twice, so its value is kept in a temporary that the
 * element's lowering declares (`spreadTemps`, element.ts):
 *
 *     <div {...getProps()} />     →  let $t; … set("$spread", ($t = getProps())); dynamic($t?.children)
 *
 * Where several sources give `children`, the later one in source order wins,
 * as the props object React builds from them would have it.
 */
import * as t from "@babel/types";

// HTML's void elements, which can have no children (React refuses them), and <textarea>, whose text is its value.
const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr textarea".split(" "),
);

/** The temporary holding a spread's value, by its attribute, for the spreads `hostChildrenProps` reads twice. */
export const spreadTemps = new WeakMap<t.JSXSpreadAttribute, t.Identifier>();

/** `uid` gives a name no binding of the file has (the program scope's `generateUid`). */
export function hostChildrenProps(el: t.JSXElement, uid: () => string): void {
  const name = el.openingElement.name;
  if (!t.isJSXIdentifier(name) || !(/^[a-z]/.test(name.name) || name.name.includes("-"))) return;
  if (VOID.has(name.name) || t.react.buildChildren(el).length > 0) return;
  const attrs = el.openingElement.attributes;
  const sources: (t.Expression | { spread: t.Expression | t.JSXSpreadAttribute })[] = [];
  for (const a of attrs) {
    if (t.isJSXSpreadAttribute(a)) {
      sources.push({ spread: isPath(a.argument) ? a.argument : a });
    } else if (t.isJSXIdentifier(a.name, { name: "children" })) {
      if (t.isStringLiteral(a.value)) sources.push(t.stringLiteral(a.value.value));
      else if (t.isJSXExpressionContainer(a.value) && !t.isJSXEmptyExpression(a.value.expression))
        sources.push(a.value.expression);
      else return;
    }
  }
  if (sources.length === 0) return;
  let content: t.Expression | null = null;
  for (const s of sources) {
    if (!("spread" in s)) {
      content = s;
      continue;
    }
    const read = t.optionalMemberExpression(valueOf(s.spread, uid), t.identifier("children"), false, true);
    content = content === null ? read : t.logicalExpression("??", read, content);
  }
  el.openingElement.attributes = attrs.filter(
    (a) => !(t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: "children" })),
  );
  el.openingElement.selfClosing = false;
  el.closingElement = t.jsxClosingElement(t.cloneNode(name));
  el.children = [t.jsxExpressionContainer(content!)];
}

/** An expression that reads a spread's value again: the path itself, or the temporary that keeps it. */
function valueOf(spread: t.Expression | t.JSXSpreadAttribute, uid: () => string): t.Expression {
  if (!t.isJSXSpreadAttribute(spread)) return t.cloneNode(spread);
  const temp = t.identifier(uid());
  spreadTemps.set(spread, temp);
  return t.cloneNode(temp);
}

/** `props`, `this.props`, `a.b.c`: read twice without side effects worth keeping apart. */
function isPath(e: t.Node): e is t.Expression {
  if (t.isIdentifier(e) || t.isThisExpression(e)) return true;
  return t.isMemberExpression(e) && !e.computed && isPath(e.object);
}
