/**
 * Hot reload plumbing (the `hot` option; composa/vite turns it on in its dev
 * server). Callers, restart lambdas and other modules keep the *old* function
 * objects after an edit, so each top-level composable gets a family (file +
 * name) that the new module's code is swapped into, as React Refresh does:
 *
 *     import { __hot as $composa$hotRuntime } from "composa";
 *     const $composa$hot = $composa$hotRuntime.module("app/Counter.tsx", 0x1c…);
 *     var $composa$fam$Counter = $composa$hot.family("Counter", Counter, 0x5e…);
 *     export function Counter($props, $c, $changed) {
 *       if ($composa$fam$Counter && $composa$fam$Counter.fn !== Counter) return $composa$fam$Counter.fn($props, $c, $changed);
 *       $c.startRestartGroup(…);
 *       $composa$fam$Counter?.read();   // the family's version: a swap recomposes this scope
 *       …
 *     }
 *     $composa$hot.done();
 *     if (import.meta.hot) { … import.meta.hot.accept(…) }   // only when every export is a composable
 *
 * A family's signature is a hash of its source, so only composables whose
 * text changed are recomposed (all of them when code outside composables
 * changed). Lambdas are memoized on the module instance as well, and each
 * `remember` gets a group keyed by its own text: a changed calculation is
 * recreated alone, the others keep their values.
 *
 * A group's slots are positional, and the Composer wants a group to keep the
 * slots it was first composed with. So each family also carries its *shape*:
 * per group key, a hash of the slot calls made directly in that group
 * (`changed`, `cache`, `set` with its name). Group keys go through
 * `$composa$hotRuntime.key(family, key)`, which gives a group whose shape
 * changed a new key: that group alone is composed afresh, its siblings and
 * parents keep their slots.
 *
 * A group composed afresh takes its child groups with it, so hot builds keep
 * slots out of groups that have children wherever they can: props
 * comparisons and the memoized lambdas a composable is given get groups of
 * their own (a new prop or a new lambda at a call site changes only that
 * small group), composable calls
 * pass no static-prop bits (a callee's slot count never depends on how it is
 * called), and host elements are built node by node, never cloned from a
 * template (an edit of a template's static part would recreate its subtree).
 * What remains: a host element whose attribute names change is composed
 * afresh with its children.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import type { Analysis, ComposableInfo } from "../analyze/index.js";
import { hashString } from "../keys.js";
import { C, GROUP_HELPER, num, runtimeImport } from "./context.js";

export const HOT_MODULE = "$composa$hot";
const HOT_RUNTIME = "$composa$hotRuntime";
const FAMILY_PREFIX = "$composa$fam$";

interface Family {
  fn: t.Function;
  info: ComposableInfo;
  /** The binding the function is known by at module level. */
  binding: string;
  sig: number;
  /** The module-level statement that declares it (a registration follows it for `const`s). */
  statement: t.Statement;
  hoisted: boolean;
}

export interface HotPlan {
  families: Family[];
  restHash: number;
  /**
   * The module creates values at its top level (`const LocalTheme =
   * compositionLocalOf(…)`, a module-level state): a new version has new
   * objects, so every composable of the module must re-run with them.
   */
  topLevelValues: boolean;
  /** Every export is a composable: the module accepts its own updates. */
  selfAccepting: boolean;
}

/** Finds the families before lowering, while the functions still span their original text. */
export function planHot(program: NodePath<t.Program>, analysis: Analysis, code: string): HotPlan {
  const families: Family[] = [];
  const byBinding = new Map<string, Family>();
  for (const statement of program.node.body) {
    const decl =
      t.isExportNamedDeclaration(statement) || t.isExportDefaultDeclaration(statement)
        ? statement.declaration
        : statement;
    if (t.isFunctionDeclaration(decl)) {
      const info = analysis.composables.get(decl);
      if (info && decl.id)
        families.push({ fn: decl, info, binding: decl.id.name, sig: 0, statement, hoisted: true });
    } else if (t.isVariableDeclaration(decl)) {
      for (const d of decl.declarations) {
        const init = d.init;
        if (!t.isIdentifier(d.id) || !(t.isArrowFunctionExpression(init) || t.isFunctionExpression(init)))
          continue;
        const info = analysis.composables.get(init);
        if (info) families.push({ fn: init, info, binding: d.id.name, sig: 0, statement, hoisted: false });
      }
    }
  }
  // Code outside the families: when it changes, every composable may be affected.
  let rest = "";
  let at = 0;
  for (const f of [...families].sort((a, b) => (a.fn.start ?? 0) - (b.fn.start ?? 0))) {
    f.sig = hashString(code.slice(f.fn.start ?? 0, f.fn.end ?? 0));
    rest += code.slice(at, f.fn.start ?? at);
    at = f.fn.end ?? at;
    byBinding.set(f.binding, f);
  }
  rest += code.slice(at);
  const familyNodes = new Set<t.Node>(families.map((f) => f.fn));
  const topLevelValues = program.node.body.some((statement) => {
    const decl =
      t.isExportNamedDeclaration(statement) || t.isExportDefaultDeclaration(statement)
        ? statement.declaration
        : statement;
    if (t.isVariableDeclaration(decl))
      return decl.declarations.some((d) => !d.init || !familyNodes.has(d.init));
    return (
      t.isExpressionStatement(decl) ||
      t.isClassDeclaration(decl) ||
      (t.isExpression(decl) && !familyNodes.has(decl))
    );
  });
  return {
    families,
    restHash: hashString(rest),
    topLevelValues,
    selfAccepting: onlyComposablesExported(program.node, byBinding),
  };
}

function onlyComposablesExported(program: t.Program, families: Map<string, Family>): boolean {
  let exports = 0;
  for (const s of program.body) {
    if (t.isExportAllDeclaration(s)) return false;
    if (t.isExportDefaultDeclaration(s)) {
      exports++;
      const d = s.declaration;
      const name = t.isFunctionDeclaration(d) ? d.id?.name : t.isIdentifier(d) ? d.name : undefined;
      if (!name || !families.has(name)) return false;
    } else if (t.isExportNamedDeclaration(s)) {
      if (s.source) return false;
      const d = s.declaration;
      if (t.isFunctionDeclaration(d)) {
        exports++;
        if (!d.id || !families.has(d.id.name)) return false;
      } else if (t.isVariableDeclaration(d)) {
        for (const v of d.declarations) {
          exports++;
          if (!t.isIdentifier(v.id) || !families.has(v.id.name)) return false;
        }
      } else if (d) {
        return false;
      }
      for (const spec of s.specifiers) {
        exports++;
        if (!t.isExportSpecifier(spec) || !families.has(spec.local.name)) return false;
      }
    }
  }
  return exports > 0;
}

/** After lowering: prologues in the families, registrations and the accept handler in the module. */
export function applyHot(program: t.Program, plan: HotPlan, file: string): void {
  for (const f of plan.families) prologue(f);
  const mod = t.identifier(HOT_MODULE);
  const shapes = new Map(plan.families.map((f) => [f, shapeAndKeys(f)]));
  const register = (f: Family) =>
    t.variableDeclaration("var", [
      t.variableDeclarator(
        t.identifier(familyVar(f)),
        t.callExpression(t.memberExpression(mod, t.identifier("family")), [
          t.stringLiteral(f.info.name),
          t.identifier(f.binding),
          num(f.sig),
          t.arrayExpression(shapes.get(f)!.map((n) => num(n))),
        ]),
      ),
    ]);
  const body = program.body;
  // After `const X = …` composables (not hoisted).
  for (const f of plan.families) {
    if (f.hoisted) continue;
    const at = body.indexOf(f.statement);
    if (at >= 0) body.splice(at + 1, 0, register(f));
  }
  let i = 0;
  while (i < body.length && t.isImportDeclaration(body[i])) i++;
  body.splice(
    i,
    0,
    t.variableDeclaration("const", [
      t.variableDeclarator(
        mod,
        t.callExpression(t.memberExpression(t.identifier(HOT_RUNTIME), t.identifier("module")), [
          t.stringLiteral(file),
          num(plan.restHash),
          t.booleanLiteral(plan.topLevelValues),
        ]),
      ),
    ]),
    // Function declarations are hoisted: register them before any code runs.
    ...plan.families.filter((f) => f.hoisted).map(register),
  );
  body.unshift(runtimeImport("__hot", HOT_RUNTIME));
  body.push(t.expressionStatement(t.callExpression(t.memberExpression(mod, t.identifier("done")), [])));
  if (plan.selfAccepting) body.push(acceptHandler());
}

function familyVar(f: Family): string {
  return `${FAMILY_PREFIX}${f.binding}`;
}

/**
 * `if (fam && fam.fn !== Self) return fam.fn(…)`: an old function object
 * forwards to the newest one. Restartable composables then read the family's
 * version inside their restart group.
 */
function prologue(f: Family): void {
  const fam = () => t.identifier(familyVar(f));
  const body = f.fn.body;
  if (!t.isBlockStatement(body)) return;
  const latest = () => t.memberExpression(fam(), t.identifier("fn"));
  const arrow = t.isArrowFunctionExpression(f.fn);
  let forward: t.Expression;
  if (f.info.kind === "unit") {
    forward = t.callExpression(
      latest(),
      f.fn.params.map((p) => t.cloneNode(p as t.Identifier)),
    );
  } else {
    if (arrow) return; // no `arguments` to forward: an arrow value composable is swapped only with its callers
    forward = t.callExpression(t.memberExpression(latest(), t.identifier("apply")), [
      t.thisExpression(),
      t.identifier("arguments"),
    ]);
  }
  const redirect = t.ifStatement(
    t.logicalExpression("&&", fam(), t.binaryExpression("!==", latest(), t.identifier(f.binding))),
    t.returnStatement(forward),
  );
  const read = t.expressionStatement(
    t.optionalCallExpression(t.optionalMemberExpression(fam(), t.identifier("read"), false, true), [], false),
  );
  // Restartable: read inside the restart group (the statement after it opens); value composables: in the caller's scope.
  const readAt = f.info.kind === "unit" ? body.body.findIndex(opensRestartGroup) + 1 : 0;
  body.body.splice(readAt, 0, read);
  body.body.unshift(redirect);
}

/** `$c.startRestartGroup(…);` (after the development check for a plain call, function.ts). */
function opensRestartGroup(s: t.Statement): boolean {
  if (!t.isExpressionStatement(s) || !t.isCallExpression(s.expression)) return false;
  const callee = s.expression.callee;
  return t.isMemberExpression(callee) && t.isIdentifier(callee.property, { name: "startRestartGroup" });
}

/**
 * `if (import.meta.hot) { const hot = import.meta.hot; hot.accept((next) => $composa$hot.accept(next, hot)); }`:
 * Vite sees a self-accepting module; the runtime invalidates it (back to
 * Vite's propagation) if the new version exports anything but composables.
 */
function acceptHandler(): t.Statement {
  const metaHot = () =>
    t.memberExpression(t.metaProperty(t.identifier("import"), t.identifier("meta")), t.identifier("hot"));
  const next = t.identifier("next");
  return t.ifStatement(
    metaHot(),
    t.blockStatement([
      t.expressionStatement(
        t.callExpression(t.memberExpression(metaHot(), t.identifier("accept")), [
          t.arrowFunctionExpression(
            [next],
            t.callExpression(t.memberExpression(t.identifier(HOT_MODULE), t.identifier("accept")), [
              next,
              metaHot(),
            ]),
          ),
        ]),
      ),
    ]),
  );
}

// No templates: hot builds build host elements node by node (plugin/babel/index.ts).
const GROUP_STARTS = new Set([
  "startRestartGroup",
  "startReplaceableGroup",
  "startMovableGroup",
  "startNode",
  "startElement",
]);
const GROUP_ENDS = new Set(["endRestartGroup", "endReplaceableGroup", "endMovableGroup", "endNode"]);

/**
 * Walks a lowered family function in evaluation order: records each group's
 * direct slot calls and routes every group key through the family. Returns
 * the shape as `[key, hash, key, hash, …]`.
 */
function shapeAndKeys(f: Family): number[] {
  const shapes = new Map<number, string>();
  let stack: Array<{ key: number; ops: string[] }> = [];
  const famVar = familyVar(f);
  const routed = (lit: t.NumericLiteral) =>
    t.callExpression(t.memberExpression(t.identifier(HOT_RUNTIME), t.identifier("key")), [
      t.identifier(famVar),
      lit,
    ]);
  const open = (key: number) => {
    const group = { key, ops: [] as string[] };
    stack.push(group);
    return group;
  };
  const close = () => {
    const group = stack.pop();
    if (!group) return;
    const ops = group.ops.join(",");
    const seen = shapes.get(group.key);
    shapes.set(group.key, seen === undefined || seen === ops ? ops : `${seen}|${ops}`);
  };
  const record = (op: string) => stack[stack.length - 1]?.ops.push(op);
  /** A branch runs or not: whatever it opens or closes (early exits) is undone after it. */
  const branch = (node: t.Node | null | undefined) => {
    const saved = stack.map((g) => g);
    visit(node);
    stack = saved;
  };
  const visitAll = (nodes: ReadonlyArray<t.Node | null | undefined>) => nodes.forEach(visit);

  function visit(node: t.Node | null | undefined): void {
    if (!node) return;
    if (t.isFunction(node)) {
      // Runs later, inside groups of its own (restart lambdas, handlers, memoized lambdas).
      const saved = stack;
      stack = [];
      visit(node.body);
      stack = saved;
      return;
    }
    if (t.isIfStatement(node)) {
      visit(node.test);
      branch(node.consequent);
      branch(node.alternate);
      return;
    }
    if (t.isConditionalExpression(node)) {
      visit(node.test);
      branch(node.consequent);
      branch(node.alternate);
      return;
    }
    if (t.isLoop(node) || t.isSwitchCase(node) || t.isLabeledStatement(node)) {
      const saved = stack.map((g) => g);
      for (const k of t.VISITOR_KEYS[node.type] ?? []) visitChild(node, k);
      stack = saved;
      return;
    }
    if (t.isCallExpression(node) || t.isOptionalCallExpression(node)) {
      callee(node);
      return;
    }
    for (const k of t.VISITOR_KEYS[node.type] ?? []) visitChild(node, k);
  }

  function visitChild(node: t.Node, k: string): void {
    const child = (node as unknown as Record<string, unknown>)[k];
    if (Array.isArray(child)) visitAll(child as t.Node[]);
    else if (child && typeof child === "object") visit(child as t.Node);
  }

  function callee(node: t.CallExpression | t.OptionalCallExpression): void {
    const c = node.callee;
    const args = node.arguments as t.Expression[];
    if (t.isIdentifier(c) && c.name === GROUP_HELPER && t.isNumericLiteral(args[1])) {
      const key = args[1].value;
      args[1] = routed(args[1]);
      open(key);
      const body = args[2];
      if (t.isArrowFunctionExpression(body)) visit(body.body);
      close();
      return;
    }
    // `.map(x => …)` runs its callback in place, inside the current group.
    if (t.isMemberExpression(c) && t.isIdentifier(c.property, { name: "map" })) {
      visit(c.object);
      for (const a of args) {
        if (t.isArrowFunctionExpression(a) || t.isFunctionExpression(a)) visit(a.body);
        else visit(a);
      }
      return;
    }
    const method =
      (t.isMemberExpression(c) || t.isOptionalMemberExpression(c)) &&
      t.isIdentifier(c.object, { name: C }) &&
      t.isIdentifier(c.property)
        ? c.property.name
        : null;
    if (method === null) {
      visit(c);
      visitAll(args);
      return;
    }
    const keyArg = args[0];
    if (GROUP_STARTS.has(method) && t.isNumericLiteral(keyArg)) {
      visitAll(args.slice(1));
      args[0] = routed(keyArg);
      open(keyArg.value);
    } else if (GROUP_ENDS.has(method)) {
      close();
    } else if ((method === "text" || method === "dynamic") && t.isNumericLiteral(keyArg)) {
      visitAll(args.slice(1));
      args[0] = routed(keyArg);
      open(keyArg.value);
      if (method === "text") record("t");
      close();
    } else {
      visitAll(args);
      if (method === "changed") record("c");
      else if (method === "cache") record("k");
      else if (method === "set") record(`s:${t.isStringLiteral(args[0]) ? args[0].value : "?"}`);
    }
  }

  visit(f.fn.body);
  const out: number[] = [];
  for (const [key, ops] of shapes) out.push(key, hashString(ops));
  return out;
}

/** The group key of a `remember` in hot builds: its scope and its own text, so that an edited calculation gets a new group. */
export function hotRememberKey(scopePath: string, file: string, code: string, node: t.Node): number {
  const text = code.slice(node.start ?? 0, node.end ?? 0).replace(/\s+/g, " ");
  return hashString(`${file}\u0000${scopePath}\u0000remember\u0000${text}`);
}
