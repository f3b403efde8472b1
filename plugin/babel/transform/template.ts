/**
 * Templates: a host element whose subtree has a static structure is created
 * by cloning a prepared copy instead of node by node (DESIGN.md "Static
 * content"). The static part (elements nested directly in elements, static
 * text, literal attributes) is hoisted to module level as a description;
 * what is dynamic stays as it was:
 *
 *     const $tpl0 = ["tr", null, ["td", { class: "col-md-1" }], ["td", null, ["a", null]]];
 *     $c.startTemplate(key, $tpl0); $c.set("class", cls);
 *       $c.startTemplateNode(k1); $c.dynamic(k2, id); $c.endNode();
 *       $c.startTemplateNode(k3); $c.startTemplateNode(k4); $c.set("onClick", …); …; $c.endNode(); $c.endNode();
 *     $c.endNode();
 *
 * A `{value}` child gets an empty text node in the description, filled by
 * `templateDynamic` when the value is text (no text node of its own to
 * create and insert) and dropped from the clone otherwise.
 *
 * Every node of the template keeps its node group (in the same pre-order),
 * so recomposition, node indices and removal work as for any element; only
 * creation changes. Except the trailing static children of a template node
 * (texts, elements with nothing dynamic): `templateStatic(count, size)`
 * counts them, from the end of the node's children, without groups. Children that are not static (expressions, composable
 * calls, flow control, keyed or spread elements) are emitted as usual.
 */
import * as t from "@babel/types";
import type { KeyScope } from "../keys.js";
import { attrName, hostAttrValue, readAttrs, type Attrs } from "./attributes.js";
import { isValueChild, lowerContent, templateValue } from "./content.js";
import { call, Ctx, num, stmt } from "./context.js";
import { lowerExpr } from "./expressions.js";

/**
 * Properties that are live state or code, never template attributes (`prop:x` is a property: clones would lose it;
 * `autoFocus` focuses each element composed with it, not the template's prototype).
 */
const NOT_STATIC =
  /^(on[A-Z]|on:|prop:|ref$|value$|checked$|selected$|unsafeInnerHTML$|key$|defaultValue$|defaultChecked$|autoFocus$|autofocus$)/;

function tagOf(el: t.JSXElement): string {
  return (el.openingElement.name as t.JSXIdentifier).name;
}

interface Plan {
  description: t.ArrayExpression;
  /** Attributes that went into the description: not set again. */
  staticAttrs: Set<t.JSXAttribute>;
  nodes: number;
}

/** A host tag without spread attributes: can be a template root (a `key` is the movable group's, outside it). */
function isTemplateRoot(el: t.JSXElement): boolean {
  const name = el.openingElement.name;
  if (!t.isJSXIdentifier(name) || !(/^[a-z]/.test(name.name) || name.name.includes("-"))) return false;
  return el.openingElement.attributes.every((a) => t.isJSXAttribute(a));
}

/** A child that can be part of its parent's template: a template root without `key`. */
function isTemplateElement(el: t.JSXElement): boolean {
  return (
    isTemplateRoot(el) &&
    el.openingElement.attributes.every((a) => t.isJSXAttribute(a) && attrName(a.name) !== "key")
  );
}

function staticValue(
  a: t.JSXAttribute,
  tag: string,
): t.StringLiteral | t.NumericLiteral | t.BooleanLiteral | null {
  // A custom element's name may be a property, decided at run time by its definition; a clone copies attributes only.
  if (tag.includes("-") || NOT_STATIC.test(attrName(a.name))) return null;
  const v = a.value;
  if (v == null) return t.booleanLiteral(true);
  if (t.isStringLiteral(v)) return t.stringLiteral(v.value);
  if (t.isJSXExpressionContainer(v)) {
    const e = v.expression;
    if (t.isStringLiteral(e) || t.isNumericLiteral(e)) return t.cloneNode(e);
    if (t.isBooleanLiteral(e) && e.value) return t.booleanLiteral(true);
  }
  return null;
}

function describe(el: t.JSXElement, plan: Plan, ctx: Ctx): t.ArrayExpression {
  const props: t.ObjectProperty[] = [];
  for (const a of el.openingElement.attributes) {
    if (!t.isJSXAttribute(a)) continue;
    const value = staticValue(a, tagOf(el));
    if (value === null) continue;
    plan.staticAttrs.add(a);
    const name = attrName(a.name);
    props.push(
      t.objectProperty(t.isValidIdentifier(name) ? t.identifier(name) : t.stringLiteral(name), value),
    );
  }
  plan.nodes++;
  const tag = (el.openingElement.name as t.JSXIdentifier).name;
  // Located at the element, so that the hoisted description maps back to the source.
  const type = t.stringLiteral(tag);
  type.loc = el.openingElement.name.loc ?? null;
  const out: t.Expression[] = [type, props.length > 0 ? t.objectExpression(props) : t.nullLiteral()];
  for (const child of t.react.buildChildren(el)) {
    if (t.isStringLiteral(child)) {
      plan.nodes++;
      out.push(t.stringLiteral(child.value));
    } else if (t.isJSXElement(child) && isTemplateElement(child)) {
      out.push(describe(child, plan, ctx));
    } else if (!t.isJSXSpreadChild(child) && isValueChild(child as t.Expression, ctx)) {
      // The place of a `{value}` child: an empty text node that will carry it
      // (not counted: an element with just a value child is not worth a template).
      out.push(t.stringLiteral(""));
    }
  }
  const description = t.arrayExpression(out);
  description.loc = el.loc ?? null;
  return description;
}

/** The template of `el` if it is worth one (two nodes or more, or a static attribute). */
function planTemplate(el: t.JSXElement, ctx: Ctx): Plan | null {
  if (!isTemplateRoot(el)) return null;
  const plan: Plan = { description: t.arrayExpression([]), staticAttrs: new Set(), nodes: 0 };
  plan.description = describe(el, plan, ctx);
  return plan.nodes >= 2 || plan.staticAttrs.size > 0 ? plan : null;
}

/** Emits `el` as a template root if it makes one; null otherwise. */
export function lowerTemplate(
  el: t.JSXElement,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
): t.Statement[] | null {
  if (!ctx.shared.useTemplates) return null;
  const plan = planTemplate(el, ctx);
  if (plan === null) return null;
  const id = t.identifier(`$tpl${ctx.shared.templates.length}`);
  ctx.shared.templates.push(t.variableDeclaration("const", [t.variableDeclarator(id, plan.description)]));
  const holes = foldedHoles(el, ctx);
  if (holes !== null) return emitFolded(el, attrs, ctx, scope, plan, id, holes);
  return emit(el, attrs, ctx, scope, plan, call("startTemplate", [num(scope.key), t.identifier(id.name)]));
}

// ---- folded templates ---------------------------------------------------------

/** What a folded template's code does, in the pre-order of its nodes: a hole node's dynamic attributes, or its `{value}`. */
type FoldStep =
  | { kind: "attrs"; hole: number; el: t.JSXElement }
  | { kind: "value"; hole: number; value: t.Expression; at: number };

/**
 * The hole paths and steps of `root`'s template if it can be folded (one
 * group for the whole subtree: `startTemplate` with holes,
 * docs/compiled-code.md); null if it cannot. It can when nothing in it needs
 * a group of its own: every element holds static texts, elements and at
 * most one `{value}`, and no dynamic attribute or value calls anything that
 * makes a group (a value composable, `remember`, `key`), since a group's
 * slots all come before its children; the children after a `{value}` are
 * static (its content, if it is no text, is composed when the template
 * ends, and nothing after it may be walked to before). Hole nodes are the elements below
 * the root with a dynamic attribute, and any element with a `{value}`.
 */
function foldedHoles(root: t.JSXElement, ctx: Ctx): { paths: number[][]; steps: FoldStep[] } | null {
  const paths: number[][] = [];
  const steps: FoldStep[] = [];
  const visit = (el: t.JSXElement, path: number[]): boolean => {
    const isRoot = path.length === 0;
    const children = t.react.buildChildren(el);
    let at = -1;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (t.isStringLiteral(child) || (t.isJSXElement(child) && isTemplateElement(child))) continue;
      if (at >= 0 || !isFoldableValue(child, ctx)) return false;
      at = i;
    }
    // The children after a value are static: a value that is content is composed when the
    // template ends, and the nodes after it must not be walked to (claimed, when hydrating) before.
    if (at >= 0 && !children.slice(at + 1).every(isStaticChild)) return false;
    const dynamic = el.openingElement.attributes.filter(
      (a) => t.isJSXAttribute(a) && staticValue(a, tagOf(el)) === null,
    ) as t.JSXAttribute[];
    if (dynamic.some((a) => makesGroups(a.value, ctx))) return false;
    const hole = (!isRoot && dynamic.length > 0) || at >= 0 ? paths.push(path) - 1 : -1;
    if (!isRoot && dynamic.length > 0) steps.push({ kind: "attrs", hole, el });
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (i === at) steps.push({ kind: "value", hole, value: child as t.Expression, at });
      else if (t.isJSXElement(child) && !visit(child, [...path, i])) return false;
    }
    return true;
  };
  return visit(root, []) ? { paths, steps } : null;
}

function isFoldableValue(child: Child, ctx: Ctx): boolean {
  return (
    !t.isJSXSpreadChild(child) &&
    !t.isJSXElement(child) &&
    !t.isStringLiteral(child) &&
    isValueChild(child as t.Expression, ctx) &&
    !makesGroups(child as t.Expression, ctx)
  );
}

/** Whether `node` calls something the compiler lowers to groups (a value composable, `remember`, `key`, `movableContentOf`). */
function makesGroups(node: t.Node | null | undefined, ctx: Ctx): boolean {
  if (node == null) return false;
  let found = false;
  t.traverseFast(node, (n) => {
    if (t.isCallExpression(n) && ctx.a.callKind.has(n)) found = true;
  });
  return found;
}

function emitFolded(
  el: t.JSXElement,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
  plan: Plan,
  id: t.Identifier,
  holes: { paths: number[][]; steps: FoldStep[] },
): t.Statement[] {
  const inner = ctx.with(scope);
  const args: t.Expression[] = [num(scope.key), t.identifier(id.name)];
  const holesId = t.identifier(id.name.replace("$tpl", "$holes"));
  ctx.shared.templates.push(
    t.variableDeclaration("const", [
      t.variableDeclarator(
        holesId,
        t.arrayExpression(holes.paths.map((p) => t.arrayExpression(p.map((i) => t.numericLiteral(i))))),
      ),
    ]),
  );
  args.push(t.identifier(holesId.name));
  return ctx.wrap(
    stmt(call("startTemplate", args), el),
    () => stmt(call("endTemplate", [])),
    () => {
      const out: t.Statement[] = [];
      for (const item of attrs.items) {
        if (item.kind !== "attr" || plan.staticAttrs.has(item.attr.node)) continue;
        out.push(
          stmt(
            call("set", [t.stringLiteral(item.attr.name), hostAttrValue(item.attr, inner)]),
            item.attr.node,
          ),
        );
      }
      for (const step of holes.steps) {
        if (step.kind === "value") {
          const args = [t.numericLiteral(step.hole), lowerExpr(step.value, inner)];
          if (step.at > 0) args.push(t.numericLiteral(step.at));
          out.push(stmt(call("holeContent", args), step.value));
          continue;
        }
        for (const item of readAttrs(step.el.openingElement, inner).items) {
          if (item.kind !== "attr" || plan.staticAttrs.has(item.attr.node)) continue;
          out.push(
            stmt(
              call("holeSet", [
                t.numericLiteral(step.hole),
                t.stringLiteral(item.attr.name),
                hostAttrValue(item.attr, inner),
              ]),
              item.attr.node,
            ),
          );
        }
      }
      // The static elements get the same checks as any element's.
      for (const child of t.react.buildChildren(el)) if (t.isJSXElement(child)) checkFolded(child, inner);
      inner.markEmitted();
      return out;
    },
  );
}

/** `checkStatic` for the elements of a folded template that are not hole nodes (those were read). */
function checkFolded(el: t.JSXElement, ctx: Ctx): void {
  readAttrs(el.openingElement, ctx);
  for (const child of t.react.buildChildren(el)) if (t.isJSXElement(child)) checkFolded(child, ctx);
}

function emit(
  el: t.JSXElement,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
  plan: Plan,
  start: t.Expression,
): t.Statement[] {
  const inner = ctx.with(scope);
  return ctx.wrap(
    stmt(start, el),
    () => stmt(call("endNode", [])),
    () => {
      const out: t.Statement[] = [];
      for (const item of attrs.items) {
        if (item.kind !== "attr" || plan.staticAttrs.has(item.attr.node)) continue;
        out.push(
          stmt(
            call("set", [t.stringLiteral(item.attr.name), hostAttrValue(item.attr, inner)]),
            item.attr.node,
          ),
        );
      }
      const children = t.react.buildChildren(el);
      // The trailing static children (texts, elements with nothing dynamic) need no group: one call counts them.
      let staticFrom = children.length;
      while (staticFrom > 0 && isStaticChild(children[staticFrom - 1]!)) staticFrom--;
      for (const child of children.slice(0, staticFrom)) {
        if (t.isStringLiteral(child)) {
          const text = inner.keys.next("text");
          inner.markEmitted();
          out.push(stmt(call("templateText", [num(text.key)]), child));
        } else if (t.isJSXElement(child) && isTemplateElement(child)) {
          const tag = (child.openingElement.name as t.JSXIdentifier).name;
          const childScope = inner.keys.next(tag);
          out.push(
            ...emit(
              child,
              readAttrs(child.openingElement, inner),
              inner,
              childScope,
              plan,
              call("startTemplateNode", [num(childScope.key)]),
            ),
          );
        } else if (!t.isJSXSpreadChild(child) && isValueChild(child as t.Expression, inner)) {
          out.push(templateValue(child as t.Expression, inner));
        } else {
          if (t.isJSXSpreadChild(child)) throw inner.shared.report.at("CMP022", child);
          out.push(...lowerContent(child as t.Expression, inner, "child"));
        }
      }
      const run = children.slice(staticFrom);
      if (run.length > 0) {
        for (const child of run) if (t.isJSXElement(child)) checkStatic(child, inner);
        inner.markEmitted();
        const size = run.reduce((n, child) => n + staticSize(child), 0);
        out.push(
          stmt(call("templateStatic", [t.numericLiteral(run.length), t.numericLiteral(size)]), run[0]!),
        );
      }
      return out;
    },
  );
}

type Child = ReturnType<typeof t.react.buildChildren>[number];

/** A text, or an element with static attributes only and nothing but such children. */
function isStaticChild(child: Child): boolean {
  if (t.isStringLiteral(child)) return true;
  if (!t.isJSXElement(child) || !isTemplateElement(child)) return false;
  if (
    !child.openingElement.attributes.every(
      (a) => t.isJSXAttribute(a) && staticValue(a, tagOf(child)) !== null,
    )
  )
    return false;
  return t.react.buildChildren(child).every(isStaticChild);
}

/** Nodes of a static child in the template, itself included. */
function staticSize(child: Child): number {
  if (!t.isJSXElement(child)) return 1;
  return t.react.buildChildren(child).reduce((n, c) => n + staticSize(c), 1);
}

/** A static element's attributes get the same checks as any element's. */
function checkStatic(el: t.JSXElement, ctx: Ctx): void {
  readAttrs(el.openingElement, ctx);
  for (const child of t.react.buildChildren(el)) if (t.isJSXElement(child)) checkStatic(child, ctx);
}
