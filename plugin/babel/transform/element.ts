/**
 * Element statements. A lowercase tag emits a node (Compose From First Principles' `emit` with a
 * `memo` per property):
 *
 *     $c.startElement(key, "div"); $c.set("class", …); …children…; $c.endNode();
 *
 * A PascalCase or member tag calls a composable:
 *
 *     Text({ text: t, onClick: $c.cache(…) }, $c, 0b…);
 *
 * `key={k}` wraps either in `startMovableGroup(key, k)`; a composable call alone
 * there becomes one `$c.keyedCall(key, k, Fn, props, changed)`. Spread attributes on a
 * node go through one `set("$spread", object)` slot, so that the number of
 * `set` calls never depends on data (the DOM layer diffs the object). Where a
 * named attribute and a spread give the same name, the later one in source
 * order wins: an element with a spread has all its attributes in that object.
 */
import * as t from "@babel/types";
import type { ComposableInfo } from "../analyze/index.js";
import type { KeyScope } from "../keys.js";
import { attrValue, hostAttrValue, readAttrs, type Attrs } from "./attributes.js";
import { isValueChild, lowerChildrenList } from "./content.js";
import { bits, C, CALLEE_HELPER, call, collectKeys, Ctx, num, stmt, TAG_HELPER } from "./context.js";
import { addSite, type KeyedSite } from "./keyed-identity.js";
import { lowerExpr } from "./expressions.js";
import { childrenLambda, lowerLambda } from "./lambda.js";
import { spreadTemps } from "./host-children.js";
import { lowerTemplate } from "./template.js";
import { MAX_BIT_PROPS, propShift } from "../../../runtime/compiled-composer.js";

function tagOf(
  name: t.JSXOpeningElement["name"],
  ctx: Ctx,
): { dom: string } | { fn: t.Expression; label: string } {
  if (t.isJSXNamespacedName(name))
    throw ctx.shared.report.at("CMP013", name, { name: `${name.namespace.name}:${name.name.name}` });
  if (t.isJSXIdentifier(name)) {
    if (/^[a-z]/.test(name.name) || name.name.includes("-")) return { dom: name.name };
    return { fn: t.identifier(name.name), label: name.name };
  }
  const toExpr = (n: t.JSXMemberExpression | t.JSXIdentifier): t.Expression => {
    if (t.isJSXIdentifier(n)) return n.name === "this" ? t.thisExpression() : t.identifier(n.name);
    return t.memberExpression(toExpr(n.object), t.identifier(n.property.name));
  };
  const fn = toExpr(name);
  const label = (function flat(n: t.JSXMemberExpression | t.JSXIdentifier): string {
    return t.isJSXIdentifier(n) ? n.name : `${flat(n.object)}.${n.property.name}`;
  })(name);
  return { fn, label };
}

export function hasKey(el: t.JSXElement): boolean {
  return el.openingElement.attributes.some(
    (a) => t.isJSXAttribute(a) && !t.isJSXNamespacedName(a.name) && a.name.name === "key",
  );
}

export function lowerElement(el: t.JSXElement, ctx: Ctx): t.Statement[] {
  const tag = tagOf(el.openingElement.name, ctx);
  const label = "dom" in tag ? tag.dom : tag.label;
  const attrs = readAttrs(el.openingElement, ctx);
  const scope = ctx.keys.next(label);
  if (attrs.key) return lowerKeyed(el, tag, label, attrs, lowerExpr(attrs.key.value, ctx), ctx);
  // Unkeyed in an iteration of a keyed list: identified by the iteration's index.
  const index = ctx.keyedIndex();
  if (!index) return emit(el, tag, attrs, ctx, scope);
  const out = ctx.movable(scope, index, el, (c) => emit(el, tag, attrs, c, scope.next(label)));
  return "fn" in tag && !ctx.shared.hot ? (keyedCall(out) ?? out) : out;
}

/**
 * `key={k}`: a movable group identified by the callee (or tag) and `k` among
 * the container's keyed elements, whatever branch placed it, as React
 * identifies a child by type and key (`keyed-identity.ts`); what it composes
 * is keyed from that identity, not from the call site.
 */
function lowerKeyed(
  el: t.JSXElement,
  tag: ReturnType<typeof tagOf>,
  label: string,
  attrs: Attrs,
  dataKey: t.Expression,
  ctx: Ctx,
): t.Statement[] {
  const identity = ctx.list.keyed(label);
  const inner = identity.next(label);
  let propsKey: t.NumericLiteral | null = null;
  let content: t.Statement[] = [];
  let literals: t.NumericLiteral[] = [];
  const exempt = new Set<t.NumericLiteral>();
  let out = ctx.movable(identity, dataKey, el, (c) => {
    // The keys of what it composes (not its own group's): salted if its identity has several sites.
    const made = collectKeys(() => {
      if ("fn" in tag) propsKey = num(inner.next("props").key);
      if ("dom" in tag && ctx.shared.sharedHosts.has(el))
        return emitSharedNode(el, tag.dom, attrs, c, inner, identity.path, exempt);
      return emit(el, tag, attrs, c, inner);
    });
    literals = made.literals;
    return (content = made.value);
  });
  let call: KeyedSite["call"] = null;
  if ("fn" in tag) {
    const fused = ctx.shared.hot ? null : keyedCall(out);
    if (fused) {
      out = fused;
      content = fused;
      call = {
        expr: (fused[0] as t.ExpressionStatement).expression as t.CallExpression,
        props: 3,
        changed: 4,
      };
    } else {
      const last = content[content.length - 1];
      if (t.isExpressionStatement(last) && t.isCallExpression(last.expression))
        call = { expr: last.expression, props: 0, changed: 2 };
    }
  }
  addSite(ctx.shared, identity.path, { content, literals, call, propsKey, exempt });
  return out;
}

/**
 * `startMovableGroup(key, k); Fn(props, $c, changed); endMovableGroup();`, a
 * composable call alone in its keyed group, as one
 * `$c.keyedCall(key, k, Fn, props, changed)`, which keeps an unchanged row
 * whole without calling it (runtime/skip-composer.ts). Only when neither the
 * callee nor the props use `$c`: they are evaluated before the group opens, so
 * a memoized lambda among the props (whose slot is the keyed group's) keeps
 * the three calls. Null when the statements are not that shape.
 */
function keyedCall(out: t.Statement[]): t.Statement[] | null {
  if (out.length !== 3) return null;
  const [start, body] = out as [t.Statement, t.Statement];
  if (!t.isExpressionStatement(start) || !t.isCallExpression(start.expression)) return null;
  if (!t.isExpressionStatement(body) || !t.isCallExpression(body.expression)) return null;
  const fnCall = body.expression;
  const [props, composer, changed] = fnCall.arguments;
  if (
    fnCall.arguments.length !== 3 ||
    !t.isExpression(fnCall.callee) ||
    !t.isExpression(props) ||
    !t.isIdentifier(composer, { name: C }) ||
    !t.isExpression(changed) ||
    usesComposer(fnCall.callee) ||
    usesComposer(props) ||
    usesComposer(changed)
  )
    return null;
  const [key, dataKey] = start.expression.arguments as [t.Expression, t.Expression];
  const fused = t.expressionStatement(call("keyedCall", [key, dataKey, fnCall.callee, props, changed]));
  fused.loc = body.loc;
  return [fused];
}

function usesComposer(node: t.Node): boolean {
  let found = false;
  t.traverseFast(node, (n) => {
    if (t.isIdentifier(n, { name: C })) found = true;
  });
  return found;
}

function emit(
  el: t.JSXElement,
  tag: ReturnType<typeof tagOf>,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
): t.Statement[] {
  if ("dom" in tag) return emitNode(el, tag.dom, attrs, ctx, scope);
  return emitCall(el, tag.fn, tag.label, attrs, ctx, scope);
}

function emitNode(el: t.JSXElement, type: string, attrs: Attrs, ctx: Ctx, scope: KeyScope): t.Statement[] {
  const template = lowerTemplate(el, attrs, ctx, scope);
  if (template !== null) return template;
  const start = stmt(call("startElement", [num(scope.key), t.stringLiteral(type)]), el);
  const inner = ctx.with(scope);
  return ctx.wrap(
    start,
    () => stmt(call("endNode", [])),
    () => {
      const out: t.Statement[] = [];
      // The later of a named attribute and a spread key wins (React, Solid): with a spread,
      // every attribute joins one object, in source order, so that a spread key overrides
      // the named ones before it and falls back to them when it leaves, and the named ones
      // after it win. One object, the element's final attributes, is also what the server
      // writes and what hydration compares: set on their own after the spread, a named
      // attribute was compared only after the spread's key of the same name had been found
      // to differ from the server's markup (a mismatch where there was none).
      const lastSpread = attrs.items.map((i) => i.kind).lastIndexOf("spread");
      if (lastSpread >= 0) {
        const first = attrs.items[0]!;
        out.push(
          stmt(
            call("set", [t.stringLiteral("$spread"), attributesObject(attrs, inner, out)]),
            first.kind === "spread" ? first.node : first.attr.node,
          ),
        );
      }
      for (const item of lastSpread >= 0 ? [] : attrs.items) {
        if (item.kind !== "attr") continue;
        out.push(
          stmt(
            call("set", [t.stringLiteral(item.attr.name), hostAttrValue(item.attr, inner)]),
            item.attr.node,
          ),
        );
      }
      out.push(...lowerChildrenList(el, inner));
      return out;
    },
  );
}

/**
 * An element's attributes as one object, in source order (spreads spread in
 * place): what `set("$spread", …)` gives the DOM layer to diff by name. A
 * spread whose `children` the element shows is kept where it is evaluated
 * (host-children.ts): its temporary's declaration goes to `out`.
 */
function attributesObject(attrs: Attrs, ctx: Ctx, out: t.Statement[]): t.Expression {
  const head = attrs.items;
  const only = head.length === 1 && head[0]!.kind === "spread" ? head[0] : null;
  const spread = (i: { value: t.Expression; node: t.Node }): t.Expression => {
    const value = lowerExpr(i.value, ctx);
    const temp = t.isJSXSpreadAttribute(i.node) ? spreadTemps.get(i.node) : undefined;
    if (!temp) return value;
    out.push(t.variableDeclaration("let", [t.variableDeclarator(t.cloneNode(temp))]));
    return t.assignmentExpression("=", t.cloneNode(temp), value);
  };
  return only
    ? spread(only)
    : t.objectExpression(
        head.map((i) =>
          i.kind === "spread"
            ? t.spreadElement(spread(i))
            : t.objectProperty(propKey(i.attr.name), hostAttrValue(i.attr, ctx)),
        ),
      );
}

/**
 * A keyed host element whose identity other sites of its tag may share
 * (keyed-hosts.ts): the same node group in every site, its attributes as one
 * object computed in a group of this site's own before it (its memoized
 * values are slots of that group, not the node's), its children in a group
 * of their own. `exempt` gets the keys this site's shape must not salt: the
 * node's, and the children's (salted by the children's own code, as the
 * pseudo-site `identity` + children).
 */
function emitSharedNode(
  el: t.JSXElement,
  type: string,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
  identity: string,
  exempt: Set<t.NumericLiteral>,
): t.Statement[] {
  const out: t.Statement[] = [];
  const value = t.identifier(ctx.uid("attrs"));
  out.push(
    ...ctx.replaceable(scope.next("attributes"), "attributes", el, (c) => {
      const inner: t.Statement[] = [];
      const obj = attributesObject(attrs, c, inner);
      inner.push(t.variableDeclaration("const", [t.variableDeclarator(t.cloneNode(value), obj)]));
      return inner;
    }),
  );
  // `const` inside the group's statements: they are spliced flat, so the binding is in scope below.
  const nodeKey = num(scope.key);
  exempt.add(nodeKey);
  const node = ctx.with(scope);
  out.push(
    ...ctx.wrap(
      stmt(call("startElement", [nodeKey, t.stringLiteral(type)]), el),
      () => stmt(call("endNode", [])),
      () => {
        const body: t.Statement[] = [stmt(call("set", [t.stringLiteral("$spread"), t.cloneNode(value)]), el)];
        if (t.react.buildChildren(el).length === 0) return body;
        const kids = collectKeys(() =>
          node.replaceable(scope.next("children"), "children", el, (c) => lowerChildrenList(el, c)),
        );
        for (const lit of kids.literals) exempt.add(lit);
        addSite(ctx.shared, `${identity}\u0000children`, {
          content: kids.value,
          literals: kids.literals,
          call: null,
          propsKey: null,
        });
        body.push(...kids.value);
        return body;
      },
    ),
  );
  return out;
}

function emitCall(
  el: t.JSXElement,
  fn: t.Expression,
  label: string,
  attrs: Attrs,
  ctx: Ctx,
  scope: KeyScope,
): t.Statement[] {
  const callee = ctx.a.callee.get(el.openingElement);
  // Development builds name the element when its callee is no function (R018), not "x is not a function".
  const name = ctx.shared.dev ? [t.stringLiteral(label)] : [];
  if (ctx.a.tagCallees.has(el.openingElement)) {
    // React's dynamic tag (`<Tag>` where `Tag` may be "h2"): a string becomes an element.
    ctx.shared.helpers.add(TAG_HELPER);
    fn = t.callExpression(t.identifier(TAG_HELPER), [fn, ...name]);
  } else if (ctx.shared.dev && ctx.a.uncheckedCallees.has(el.openingElement)) {
    ctx.shared.helpers.add(CALLEE_HELPER);
    // An import that holds no function (R021) is told by the import it came from.
    const from = ctx.a.importedCallees.get(el.openingElement);
    fn = t.callExpression(t.identifier(CALLEE_HELPER), [
      fn,
      ...name,
      ...(from ? [t.stringLiteral(from)] : []),
    ]);
  }
  const build = (c: Ctx): t.Statement[] => {
    const props: (t.ObjectProperty | t.SpreadElement)[] = [];
    for (const item of attrs.items) {
      if (item.kind === "spread") props.push(t.spreadElement(lowerExpr(item.value, c)));
      else props.push(t.objectProperty(propKey(item.attr.name), attrValue(item.attr, c)));
    }
    const kids = t.react.buildChildren(el);
    const hasChildren = kids.length > 0;
    const slot = kids.length === 1 ? parameterizedSlot(kids[0]!, c) : null;
    let childrenStatic = false;
    if (slot) {
      // `<List>{({ item }) => <li>{item}</li>}</List>`: the one child is the `children` slot itself.
      props.push(
        t.objectProperty(t.identifier("children"), lowerLambda(slot, c, { memo: true, conditional: false })),
      );
    } else if (hasChildren && valueChild(kids, c)) {
      // `<Label>Save</Label>`, `<Title>{name}</Title>`: one text or value child is passed as
      // that value, as React passes it (a `children: string` prop gets a string), not as content.
      const kid = kids[0] as t.Expression;
      childrenStatic = t.isStringLiteral(kid) || t.isNumericLiteral(kid);
      props.push(t.objectProperty(t.identifier("children"), childrenStatic ? kid : lowerExpr(kid, c)));
    } else if (hasChildren) {
      const caps = c.a.childCaptures.get(el);
      childrenStatic = !!caps && caps.memoizable && caps.names.length === 0;
      const lambda = childrenLambda(
        el,
        c,
        c.keys.next("children"),
        (inner) => lowerChildrenList(el, inner),
        caps,
      );
      props.push(t.objectProperty(t.identifier("children"), lambda));
    }
    const changed = changedBits(attrs, callee, c, childrenStatic && hasChildren);
    const out = stmt(t.callExpression(fn, [t.objectExpression(props), t.identifier(C), changed]), el);
    return [out];
  };
  // Slots (memoized lambdas) after a child group of the current group need a group of their own.
  const usesSlots =
    attrs.items.some((i) => i.kind === "attr" && t.isFunction(i.attr.value)) ||
    t.react.buildChildren(el).length > 0;
  const g = ctx.group();
  if (ctx.inChoice()) {
    // In a keyed choice's branch: the callee's group has the callee's key, not this site's.
    return ctx.replaceable(scope, label, el, (c) => {
      if (c.shared.hot) c.markEmitted();
      return build(c);
    });
  }
  if (ctx.shared.hot) {
    // Hot builds: each memoized lambda of the props in a group of its own (marked as after a
    // child group), never the call in a group with them: a new lambda prop then adds a sibling
    // group, and neither the caller's group nor the one around the callee changes slots.
    ctx.markEmitted();
  } else if (usesSlots && g && g.emitted) {
    return ctx.replaceable(scope, label, el, build);
  }
  const out = build(ctx.with(scope));
  ctx.markEmitted();
  return out;
}

/**
 * Is a composable call's one child a value rather than content: text, a
 * number, a template, or a `{expr}` that is none of element, flow over
 * elements, list, lambda (`isValueChild`)? Several children stay content.
 */
function valueChild(kids: t.Node[], ctx: Ctx): boolean {
  if (kids.length !== 1) return false;
  const kid = kids[0]!;
  if (t.isStringLiteral(kid) || t.isNumericLiteral(kid) || t.isTemplateLiteral(kid)) return true;
  return t.isExpression(kid) && isValueChild(kid, ctx);
}

/** A child that is a lambda with parameters (a parameterized slot given as children), or null. */
function parameterizedSlot(child: t.Node, ctx: Ctx): t.ArrowFunctionExpression | t.FunctionExpression | null {
  const e = t.isJSXExpressionContainer(child) ? child.expression : child;
  if (!(t.isArrowFunctionExpression(e) || t.isFunctionExpression(e))) return null;
  return ctx.a.lambdaProps.has(e) ? e : null;
}

function propKey(name: string): t.Identifier | t.StringLiteral {
  return t.isValidIdentifier(name) ? t.identifier(name) : t.stringLiteral(name);
}

/**
 * `$changed` for a call: two bits per prop of a callee whose props this file
 * knows (01 same, 10 different, 11 static, 00 uncertain); forwarded props copy
 * the caller's `$dirty` bits. Unknown callees, or any spread: 0.
 */
function changedBits(
  attrs: Attrs,
  callee: ComposableInfo | undefined,
  ctx: Ctx,
  childrenStatic: boolean,
): t.Expression {
  // Hot builds: a static prop would take no slot in the callee, so editing the call site could change the callee's slots.
  if (ctx.shared.hot) return t.numericLiteral(0);
  if (!callee || callee.props.mode !== "keys" || attrs.items.some((i) => i.kind === "spread"))
    return t.numericLiteral(0);
  const index = new Map(callee.props.props.map((p, i) => [p.name, i]));
  let constant = 0;
  const parts: t.Expression[] = [];
  const seen = new Set<string>();
  const items = attrs.items
    .filter((i) => i.kind === "attr")
    .map((i) => (i as { attr: { name: string; cls: import("../analyze/index.js").AttrClass } }).attr);
  const counts = new Map<string, number>();
  for (const a of items) counts.set(a.name, (counts.get(a.name) ?? 0) + 1);
  for (const a of items) {
    const i = index.get(a.name);
    if (i === undefined || i >= MAX_BIT_PROPS || seen.has(a.name) || counts.get(a.name)! > 1) continue;
    seen.add(a.name);
    const s = propShift(i);
    if (a.cls.kind === "static") constant |= 3 << s;
    else if (a.cls.kind === "forward" && ctx.fn && ctx.fn.node === a.cls.fn) {
      const j = ctx.fn.props.props.findIndex((p) => p.name === (a.cls as { prop: string }).prop);
      if (j < 0 || j >= MAX_BIT_PROPS) continue;
      const from = propShift(j);
      const masked = t.binaryExpression("&", t.identifier("$dirty"), bits(3 << from));
      const shift = s - from;
      parts.push(
        shift === 0
          ? masked
          : shift > 0
            ? t.binaryExpression("<<", masked, t.numericLiteral(shift))
            : t.binaryExpression(">>", masked, t.numericLiteral(-shift)),
      );
    }
  }
  const ci = index.get("children");
  if (childrenStatic && ci !== undefined && ci < MAX_BIT_PROPS && !seen.has("children"))
    constant |= 3 << propShift(ci);
  let out: t.Expression | null = constant ? bits(constant) : null;
  for (const p of parts) out = out ? t.binaryExpression("|", out, p) : p;
  return out ?? t.numericLiteral(0);
}
