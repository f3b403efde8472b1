/**
 * Everything that composes is called one way, `(props, $c, $changed)`:
 * declared composables, members (`Card.Header = …`), object-literal
 * properties, slots with and without parameters, children. Each becomes a
 * restartable, skippable function:
 *
 *     const $props0 = ["label"];
 *     Counter.$skip = { key, names: $props0, same }; // a top-level declaration only
 *     function Counter($props, $c, $changed) {
 *       if ($c.skipRestartGroup(key, $changed, $props, $props0)) return;
 *       $c.startRestartGroup(key, "Counter@file:line:col"?);
 *       let $dirty = $changed;
 *       if (($changed & 0b110) === 0) $dirty |= $c.changed($props.label) ? 0b100 : 0b010;
 *       else if (($changed & 0b110) !== 0b110) $c.changed($props.label);
 *       if (!$c.skipIfUnchanged(($dirty & 1) === 0 && ($dirty & 0b100 & ~($dirty << 1)) === 0)) {
 *         let { label } = $props;
 *         …body…
 *       }
 *       $c.endRestartGroup()?.updateScope(Counter, $props, $changed | 1);
 *     }
 *
 * `skipRestartGroup` keeps the group whole, in one call, when the comparisons
 * below would skip it (`fastSkip`); otherwise they run. `$changed` (its
 * layout is in runtime/compiled-composer.ts): bit 0 forces the body to run (a
 * restart); then two bits per prop
 * (prop i at bit 1 + 2i): 00 uncertain, 01 same, 10 different, 11 static. An
 * uncertain prop is compared with `$c.changed` (strong skipping: `Object.is`);
 * a prop the caller knows (same/different) keeps the caller's bits but still
 * takes its slot, so that the slot count of a call site never varies; a static
 * prop takes no slot. Props are compared raw (`$props.items`), before defaults
 * apply, so `{ items = [] }` does not defeat skipping (Compose's `$default`).
 * A props object that escapes (`...rest`, passed on whole) cannot be compared
 * key by key: such a composable is restartable but not skippable.
 *
 * A function made anew by each run of an enclosing function (a lambda, a
 * composable declared inside another) closes over that run's bindings: it
 * first compares itself with the instance composed here last time
 * (`$c.changed(self)`), and a new instance runs even when its props are the
 * same (Compose's composable lambdas are updated the same way).
 */
import * as t from "@babel/types";
import type { ComposableInfo } from "../analyze/index.js";
import type { PropsInfo } from "../analyze/props.js";
import { KeyScope } from "../keys.js";
import { bits, C, call, Ctx, type Frame, num, PLAIN_CALL_HELPER, type Shared, stmt } from "./context.js";
import { lowerContent } from "./content.js";
import { lowerExpr } from "./expressions.js";
import { MAX_BIT_PROPS, propShift, type ScopeUpdater } from "../../../runtime/compiled-composer.js";
import { lowerBlock } from "./statements.js";
import { findNode, replaceInPlace } from "./walk.js";

export interface ComposableShape {
  /** For source information (`"Name@file:line:col"`) and lambda names. */
  name: string;
  props: PropsInfo;
  /** Compare the instance with the last one composed here (see the top of this file). */
  selfCheck: boolean;
  /** The declared composable whose own body this is (forwarded `$dirty` bits), or null. */
  info: ComposableInfo | null;
  /** The name its skip signature is attached to (a hoisted declaration's, see `fastSkip`), or null. */
  signatureOn?: string | null;
  /** Where source locations point. */
  from: t.Node;
}

/** A declared composable, rewritten in place. */
export function lowerComposable(fn: t.Function, info: ComposableInfo, shared: Shared): void {
  if (t.isObjectMethod(fn)) return lowerObjectMethod(fn, info, shared);
  const scope = new KeyScope(shared.file, info.path);
  const self = selfName(fn, info, shared);
  const shape: ComposableShape = {
    name: info.name,
    props: info.props,
    selfCheck: info.nested,
    info,
    // A declaration at the top of the module is never nested.
    signatureOn: info.hoisted ? self : null,
    from: fn,
  };
  const lowered = buildComposable(shared, scope, shape, self, (ctx) => functionBody(fn, ctx));
  fn.params = lowered.params;
  fn.body = lowered.body;
  if (t.isArrowFunctionExpression(fn)) fn.expression = false;
}

/**
 * `{ Badge({ n }) { … } }` becomes `{ Badge: function $Badge0($props, $c, $changed) { … } }`:
 * a method cannot name itself for its restart.
 */
function lowerObjectMethod(method: t.ObjectMethod, info: ComposableInfo, shared: Shared): void {
  const fn = t.functionExpression(null, method.params, method.body);
  fn.loc = method.loc ?? null;
  lowerComposable(fn, info, shared);
  replaceInPlace(method, t.objectProperty(method.key, fn, method.computed));
}

/** The body of a composable function or lambda, lowered. */
export function functionBody(fn: t.Function, ctx: Ctx): t.Statement[] {
  return t.isBlockStatement(fn.body)
    ? lowerBlock(fn.body.body, ctx)
    : lowerContent(fn.body, ctx, "statement");
}

/**
 * Builds the parameters and body of a composable. `self` is the name its
 * restart calls (and its self-check compares); null when it cannot refer to
 * itself (an arrow that uses the outer `this`): then it is a replaceable
 * group, neither restartable nor skippable.
 */
export function buildComposable(
  shared: Shared,
  scope: KeyScope,
  shape: ComposableShape,
  self: string | null,
  body: (ctx: Ctx) => t.Statement[],
): { params: t.Identifier[]; body: t.BlockStatement } {
  const frames: Frame[] = [];
  const restart: Frame = {
    kind: "group",
    end: () => stmt(call(self ? "endRestartGroup" : "endReplaceableGroup", [])),
    emitted: false,
  };
  const ret: Extract<Frame, { kind: "return" }> = { kind: "return", label: "$body", used: false };
  frames.push(restart, ret);
  const ctx = new Ctx(shared, scope, frames, shape.info, shape.name);

  const { props } = shape;
  const param = props.param;
  const userIdent =
    param && t.isIdentifier(param)
      ? param
      : param && t.isAssignmentPattern(param) && t.isIdentifier(param.left)
        ? param.left
        : null;
  const propsId = userIdent ? userIdent.name : "$props";
  const pattern = param && !userIdent ? (t.isAssignmentPattern(param) ? param.left : param) : null;

  // Defaults of destructured props run first, in the body's group: lower them like any expression
  // (an element there is an error, a composable lambda is memoized in a group of its own).
  if (pattern) lowerExpr(pattern as unknown as t.Expression, ctx);
  // Hot builds compare props in a group of their own (see skipTest): slots of the body that follow it need groups too.
  const propsGroup =
    shared.hot !== null &&
    self !== null &&
    props.mode !== "whole" &&
    (props.props.length > 0 || shape.selfCheck);
  if (propsGroup) restart.emitted = true;
  // Body first (it may throw located errors before we touch the function).
  const bodyStmts = body(ctx);

  const run: t.Statement[] = [];
  // `let`: destructured props are ordinary bindings (`if (!name) name = "stranger"`).
  if (pattern)
    run.push(t.variableDeclaration("let", [t.variableDeclarator(pattern as t.LVal, t.identifier(propsId))]));
  if (ret.used) run.push(t.labeledStatement(t.identifier("$body"), t.blockStatement(bodyStmts)));
  else run.push(...bodyStmts);

  const params = [t.identifier(propsId), t.identifier(C), t.identifier("$changed")];
  const src = ctx.source(shape.name, shape.from);
  const startArgs: t.Expression[] = [num(scope.key), ...(src ? [src] : [])];
  if (self === null) {
    const start = stmt(call("startReplaceableGroup", startArgs), shape.from);
    const check = src ? [plainCallCheck(src, shared)] : [];
    return {
      params,
      body: t.blockStatement([...check, start, ...run, stmt(call("endReplaceableGroup", []))]),
    };
  }
  const out: t.Statement[] = [];
  if (src) out.push(plainCallCheck(src, shared));
  // Not in hot builds: an edit may change what the slots hold (see skipTest).
  if (props.mode !== "whole" && shared.hot === null)
    out.push(
      fastSkip(shared, scope.key, props, propsId, shape.selfCheck ? self : null, shape.signatureOn ?? null),
    );
  out.push(stmt(call("startRestartGroup", startArgs), shape.from));
  if (props.mode === "whole") out.push(...run);
  else
    out.push(
      ...skipTest(props, propsId, shape.selfCheck ? self : null, propsGroup ? scope.next("props").key : null),
      t.ifStatement(
        t.unaryExpression("!", call("skipIfUnchanged", [unchangedTest(props, shape.selfCheck)])),
        t.blockStatement(run),
      ),
    );
  out.push(
    t.expressionStatement(
      t.optionalCallExpression(
        t.optionalMemberExpression(call("endRestartGroup", []), t.identifier(UPDATE_SCOPE), false, true),
        // The function, its props and bits, not an arrow over them: a closure over
        // the parameters would give every call a context, skipped calls too.
        [
          t.identifier(self),
          t.identifier(propsId),
          t.binaryExpression("|", t.identifier("$changed"), t.numericLiteral(1)),
        ],
        false,
      ),
    ),
  );
  return { params, body: t.blockStatement(out) };
}

/**
 * Development builds: `if (typeof $c !== "object") $composa$plainCall("Name", $c);`.
 * A composable (a slot above all) called as a plain function, `children(pos)` or
 * `xs.map(props.renderRow)`, gets no Composer: R022 names it and says to use element
 * syntax, instead of "Cannot read properties of undefined".
 */
function plainCallCheck(src: t.StringLiteral, shared: Shared): t.Statement {
  shared.helpers.add(PLAIN_CALL_HELPER);
  // The name alone: hot reload tells an edited composable by its code, which a position would change.
  const name = t.stringLiteral(src.value.replace(/@[^@]*$/, ""));
  const given = t.unaryExpression("typeof", t.identifier(C));
  return t.ifStatement(
    t.binaryExpression("!==", given, t.stringLiteral("object")),
    t.expressionStatement(t.callExpression(t.identifier(PLAIN_CALL_HELPER), [name, t.identifier(C)])),
  );
}

/** Typed by the contract, as `call`'s method names are: a rename there fails `tsc` here. */
const UPDATE_SCOPE: keyof ScopeUpdater = "updateScope";

/**
 * `if ($c.skipRestartGroup(key, $changed, $props, $props0)) return;`: a call
 * whose props did not change is kept whole in one call, before its group is
 * opened (see `GroupComposer.skipRestartGroup`); the runtime reads the props
 * by name, in the order and with the `$changed` bits the comparisons below
 * use. The names are hoisted beside the templates, once per composable.
 *
 * A function declared at the top of the module also carries them, with its
 * key and a comparison of them (`sameProps`), as its skip signature
 * (`Row.$skip = { key, names: $props0, same }`, hoisted
 * too: the declaration is bound before the module runs), which lets a keyed
 * call of it (`$c.keyedCall`, transform/element.ts) keep an unchanged row
 * whole without calling it.
 */
function fastSkip(
  shared: Shared,
  key: number,
  props: PropsInfo,
  propsId: string,
  self: string | null,
  signatureOn: string | null,
): t.Statement {
  const names = t.identifier(`$props${shared.propNames++}`);
  shared.templates.push(
    t.variableDeclaration("const", [
      t.variableDeclarator(names, t.arrayExpression(props.props.map((p) => t.stringLiteral(p.name)))),
    ]),
  );
  if (signatureOn !== null && self === null)
    shared.signatures.push(
      t.expressionStatement(
        t.assignmentExpression(
          "=",
          t.memberExpression(t.identifier(signatureOn), t.identifier("$skip")),
          t.objectExpression([
            t.objectProperty(t.identifier("key"), num(key)),
            t.objectProperty(t.identifier("names"), t.cloneNode(names)),
            ...(props.props.length > 0
              ? [t.objectProperty(t.identifier("same"), sameProps(props.props.map((p) => p.name)))]
              : []),
          ]),
        ),
      ),
    );
  const args: t.Expression[] = [
    num(key),
    t.identifier("$changed"),
    t.identifier(propsId),
    t.cloneNode(names),
  ];
  if (self !== null) args.push(t.identifier(self));
  return t.ifStatement(call("skipRestartGroup", args), t.returnStatement());
}

/**
 * A skip signature's `same(p, s, i)`: whether slots `s[i]`, `s[i + 1]`… hold
 * the props `names` of `p`, in order, by `Object.is`, written out
 * (`(a = s[i]) === (b = p.item) ? a !== 0 || 1 / a === 1 / b : a !== a && b !== b`).
 * `keyedCall` compares a kept row's props with it: each prop read by its
 * name, where a loop over `names` reads `p[names[k]]`, a lookup by a name
 * that changes every time, which code not optimized yet (a page's first
 * updates, once per row) pays for each prop.
 */
function sameProps(names: readonly string[]): t.Expression {
  const [p, s, i, a, b] = ["p", "s", "i", "a", "b"].map((name) => t.identifier(name)) as [
    t.Identifier,
    t.Identifier,
    t.Identifier,
    t.Identifier,
    t.Identifier,
  ];
  const tests = names.map((name, k): t.Expression => {
    const at = k === 0 ? t.cloneNode(i) : t.binaryExpression("+", t.cloneNode(i), t.numericLiteral(k));
    const prop = t.isValidIdentifier(name)
      ? t.memberExpression(t.cloneNode(p), t.identifier(name))
      : t.memberExpression(t.cloneNode(p), t.stringLiteral(name), true);
    const inverse = (x: t.Identifier) => t.binaryExpression("/", t.numericLiteral(1), t.cloneNode(x));
    return t.conditionalExpression(
      t.binaryExpression(
        "===",
        t.assignmentExpression("=", t.cloneNode(a), t.memberExpression(t.cloneNode(s), at, true)),
        t.assignmentExpression("=", t.cloneNode(b), prop),
      ),
      t.logicalExpression(
        "||",
        t.binaryExpression("!==", t.cloneNode(a), t.numericLiteral(0)),
        t.binaryExpression("===", inverse(a), inverse(b)),
      ),
      t.logicalExpression(
        "&&",
        t.binaryExpression("!==", t.cloneNode(a), t.cloneNode(a)),
        t.binaryExpression("!==", t.cloneNode(b), t.cloneNode(b)),
      ),
    );
  });
  return t.arrowFunctionExpression(
    [p, s, i],
    t.blockStatement([
      t.variableDeclaration("let", [t.variableDeclarator(a), t.variableDeclarator(b)]),
      t.returnStatement(tests.reduce((all, test) => t.logicalExpression("&&", all, test))),
    ]),
  );
}

/**
 * `let $dirty = $changed;`, the self-check, and one comparison per prop. Hot
 * builds (`groupKey`) make the comparisons a group of their own: a new prop
 * then changes that group's slots alone, and the restart group keeps its
 * children (transform/hot.ts composes a group whose slots changed afresh).
 */
function skipTest(
  props: PropsInfo,
  propsId: string,
  self: string | null,
  groupKey: number | null,
): t.Statement[] {
  const out: t.Statement[] = [];
  if (props.props.length === 0 && self === null) return out;
  out.push(
    t.variableDeclaration("let", [t.variableDeclarator(t.identifier("$dirty"), t.identifier("$changed"))]),
  );
  if (groupKey !== null) {
    const compare = skipTest(props, propsId, self, null).slice(1);
    return [
      ...out,
      stmt(call("startReplaceableGroup", [num(groupKey)])),
      ...compare,
      stmt(call("endReplaceableGroup", [])),
    ];
  }
  const force = () =>
    t.expressionStatement(t.assignmentExpression("|=", t.identifier("$dirty"), t.numericLiteral(1)));
  if (self !== null) out.push(t.ifStatement(call("changed", [t.identifier(self)]), force()));
  props.props.forEach((p, i) => {
    const value = t.memberExpression(
      t.identifier(propsId),
      t.isValidIdentifier(p.name) ? t.identifier(p.name) : t.stringLiteral(p.name),
      !t.isValidIdentifier(p.name),
    );
    if (i >= MAX_BIT_PROPS) {
      out.push(t.ifStatement(call("changed", [value]), force()));
      return;
    }
    const s = propShift(i);
    const sel = () =>
      t.parenthesizedExpression(t.binaryExpression("&", t.identifier("$changed"), bits(3 << s)));
    out.push(
      t.ifStatement(
        t.binaryExpression("===", sel(), t.numericLiteral(0)),
        t.expressionStatement(
          t.assignmentExpression(
            "|=",
            t.identifier("$dirty"),
            t.conditionalExpression(call("changed", [value]), bits(2 << s), bits(1 << s)),
          ),
        ),
        t.ifStatement(
          t.binaryExpression("!==", sel(), bits(3 << s)),
          t.expressionStatement(call("changed", [t.cloneNode(value)])),
        ),
      ),
    );
  });
  return out;
}

/** Nothing forces the body and no prop is "different" (10: its high bit set, its low bit clear). */
function unchangedTest(props: PropsInfo, selfCheck: boolean): t.Expression {
  const src = props.props.length > 0 || selfCheck ? "$dirty" : "$changed";
  let test: t.Expression = t.binaryExpression(
    "===",
    t.binaryExpression("&", t.identifier(src), t.numericLiteral(1)),
    t.numericLiteral(0),
  );
  let hi = 0;
  props.props.forEach((_, i) => {
    if (i < MAX_BIT_PROPS) hi |= 2 << propShift(i);
  });
  if (hi !== 0) {
    const diff = t.binaryExpression(
      "&",
      t.binaryExpression("&", t.identifier("$dirty"), bits(hi)),
      t.unaryExpression("~", t.binaryExpression("<<", t.identifier("$dirty"), t.numericLiteral(1))),
    );
    test = t.logicalExpression("&&", test, t.binaryExpression("===", diff, t.numericLiteral(0)));
  }
  return test;
}

/** Does an arrow use the outer `this`, `super` or `arguments` (so that it must stay an arrow)? */
export function usesOuterThis(fn: t.Function): boolean {
  if (!t.isArrowFunctionExpression(fn)) return false;
  const own = (n: t.Node) =>
    t.isThisExpression(n) || t.isSuper(n) || (t.isIdentifier(n) && n.name === "arguments");
  return findNode(fn.body, own, (inner) => t.isArrowFunctionExpression(inner)) !== null;
}

/**
 * The name a restart calls. A composable bound to its name (`function X`,
 * `const X = …`) is called by it; any other (a member, a property, an
 * anonymous default export) becomes a named function expression, so that it
 * can refer to itself wherever it is stored. An arrow that uses the outer
 * `this` cannot: null.
 */
function selfName(fn: t.Function, info: ComposableInfo, shared: Shared): string | null {
  if ((t.isFunctionDeclaration(fn) || t.isFunctionExpression(fn)) && fn.id) return fn.id.name;
  if (info.named) return info.name;
  if (usesOuterThis(fn)) return null;
  const id =
    info.name === "default" || info.name === "anonymous"
      ? "$Default"
      : `$${info.name.replace(/[^\w$]/g, "$")}${shared.uid++}`;
  if (t.isFunctionDeclaration(fn) || t.isFunctionExpression(fn)) {
    fn.id = t.identifier(id);
    return id;
  }
  // An arrow (`Card.Header = (…) => …`) becomes a named function expression (composables never use `this`).
  const asFn = fn as unknown as t.FunctionExpression;
  asFn.type = "FunctionExpression";
  asFn.id = t.identifier(id);
  asFn.generator = false;
  delete (asFn as { expression?: boolean }).expression;
  return id;
}
