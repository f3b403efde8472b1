/**
 * Phase 1: analysis. Finds the composables of a file and what the transform
 * needs to know about them, on the untouched (type-stripped) AST:
 *
 * - which functions are composable functions (restartable, `(props, $c, $changed)`),
 *   value-returning composables (`use…`/`remember…`: left as plain functions)
 *   and composable lambdas (`($c) => …`, children and slots);
 * - what each call is (`remember`, `key`, a value composable, a composable
 *   wrongly called as a function);
 * - for every attribute value: static, forwarded from a prop, or dynamic;
 * - what each nested lambda captures (for memoization).
 */
import type { Binding, NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import { ELEMENT_VALUE_INSTEAD, type CompileError, type Reporter } from "../errors.js";
import { analyzeProps, type PropsInfo, type Stability } from "./props.js";
import { mayHoldTag } from "./tags.js";
import {
  functionName,
  handlerAttributeOf,
  isCallElement,
  isDeclarationPosition,
  isHandlerAttribute,
  isInPlacePosition,
  ITERATION_METHODS,
  listOwner,
} from "./positions.js";
import { capturesOf, isStatic, type Captures } from "./values.js";
import { ROOT_CALLS, rootArgument, rootInstead } from "./root-calls.js";

export { functionName } from "./positions.js";

export type FnKind = "unit" | "value" | "lambda";
export type CallKind = "remember" | "key" | "value" | "movable" | "root";
export type AttrClass =
  { kind: "static" } | { kind: "dynamic" } | { kind: "forward"; fn: t.Function; prop: string };

export interface ComposableInfo {
  node: t.Function;
  name: string;
  /** Structural path of the function (its key scope). */
  path: string;
  kind: "unit" | "value";
  props: PropsInfo;
  /**
   * The function closes over an enclosing function's bindings (declared
   * inside another function): each execution of that function makes a new
   * instance, and an instance that differs from the one composed last time
   * must run even if its props are the same.
   */
  nested: boolean;
  /** `name` is a binding of this very function (`function X`, `const X = …`), so a restart can call it by name. */
  named: boolean;
  /**
   * A function declaration at the top of the module (maybe exported): its
   * name is bound before any statement of the module runs, so hoisted code
   * may refer to it (its skip signature, `transform/function.ts`).
   */
  hoisted: boolean;
}

export interface Analysis {
  fnKind: Map<t.Function, FnKind>;
  composables: Map<t.Function, ComposableInfo>;
  captures: Map<t.Function, Captures>;
  /** What the children of a composable call capture (their lambda is memoized on it). */
  childCaptures: Map<t.JSXElement, Captures>;
  callKind: Map<t.CallExpression, CallKind>;
  attrClass: Map<t.Node, AttrClass>;
  callee: Map<t.JSXOpeningElement, ComposableInfo>;
  /**
   * Call elements whose callee is a binding that may hold a tag name, React's
   * dynamic tag (`const Tag = \`h${level}\`; <Tag>…</Tag>`, `({ as: Tag = "div" })`):
   * the call goes through composa/dom's `tagOf`, which makes a string an element.
   */
  tagCallees: Set<t.JSXOpeningElement>;
  /**
   * Calls whose callee may hold something other than a composable: a member
   * (`<props.render>`), a parameter, a variable or an import (anything but a
   * composable of this file: an import may name an export that does not exist,
   * and is then `undefined`). Development builds check it first (runtime/callee.ts).
   */
  uncheckedCallees: Set<t.JSXOpeningElement>;
  /**
   * Of those, the calls whose callee is an import or a member of a namespace
   * import, with the import as written (`import { Buton } from "./ui"`): its
   * error (R021) says where the `undefined` came from.
   */
  importedCallees: Map<t.JSXOpeningElement, string>;
  /** Composable lambdas whose nearest composable ancestor does not exist (lowered standalone). */
  rootLambdas: t.Function[];
  /** The props of each composable lambda with a parameter (a parameterized slot). */
  lambdaProps: Map<t.Function, PropsInfo>;
  hasWork: boolean;
}

const COMPOSA_COMPOSABLES = new Set([
  "SideEffect",
  "DisposableEffect",
  "LaunchedEffect",
  "CompositionLocalProvider",
]);
const VALUE_NAME = /^(use|remember)([A-Z0-9_$]|$)/;

export function isValueName(name: string): boolean {
  return VALUE_NAME.test(name);
}

export function importOf(binding: Binding | undefined): { source: string; imported: string } | null {
  if (!binding || binding.kind !== "module") return null;
  const spec = binding.path.node;
  const decl = binding.path.parentPath?.node;
  if (!t.isImportDeclaration(decl)) return null;
  if (t.isImportSpecifier(spec))
    return {
      source: decl.source.value,
      imported: t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value,
    };
  return { source: decl.source.value, imported: "default" };
}

function nearestFunction(p: NodePath): NodePath<t.Function> | null {
  return p.getFunctionParent() as NodePath<t.Function> | null;
}

export function analyze(
  program: NodePath<t.Program>,
  report: Reporter,
  stability: WeakMap<t.Function, Map<string, Stability>>,
  tagTypes: WeakSet<t.Node> = new WeakSet(),
): Analysis {
  const a: Analysis = {
    fnKind: new Map(),
    composables: new Map(),
    captures: new Map(),
    childCaptures: new Map(),
    callKind: new Map(),
    attrClass: new Map(),
    callee: new Map(),
    tagCallees: new Set(),
    uncheckedCallees: new Set(),
    importedCallees: new Map(),
    rootLambdas: [],
    lambdaProps: new Map(),
    hasWork: false,
  };
  /** The first element of each function's own code. */
  const ownJsx = new Map<t.Function, t.Node>();
  const ownCall = new Map<t.Function, t.CallExpression>();
  const fnPaths: NodePath<t.Function>[] = [];

  // Pass 1: calls and JSX by nearest function; collect functions.
  program.traverse({
    Function(p) {
      fnPaths.push(p);
    },
    "JSXElement|JSXFragment"(p) {
      a.hasWork = true;
      const root = p.parentPath!; // an element is never the program
      // React's `render(<App />, el)`, Testing Library's `render(<Counter />)`: the root is a composable.
      if (
        root.isCallExpression() &&
        a.callKind.get(root.node) === "root" &&
        root.node.arguments[0] === p.node
      ) {
        const callee = (root.node.callee as t.Identifier).name;
        throw report.at("CMP001", p.node, {
          where: `given to \`${callee}\``,
          instead: rootInstead(callee, p.node),
        });
      }
      const fn = nearestFunction(p);
      if (fn && !ownJsx.has(fn.node)) ownJsx.set(fn.node, p.node);
      // A list written as content (`const Rows = ({ xs }) => xs.map(…)`): its function composes too.
      for (let owner = fn && listOwner(fn); owner; owner = listOwner(owner))
        if (!ownJsx.has(owner.node)) ownJsx.set(owner.node, p.node);
      if (!fn)
        throw report.at("CMP001", p.node, {
          where: "at module level (outside any function)",
          instead: ELEMENT_VALUE_INSTEAD,
        });
    },
    CallExpression(p) {
      const callee = p.node.callee;
      if (!t.isIdentifier(callee)) return;
      const binding = p.scope.getBinding(callee.name);
      const imp = importOf(binding);
      let kind: CallKind | null = null;
      if (imp && imp.source === "composa" && imp.imported === "remember") kind = "remember";
      else if (imp && imp.source === "composa" && imp.imported === "key") kind = "key";
      // Its lambda is a composable (a root lambda), which the runtime calls wherever the content is placed.
      else if (imp && imp.source === "composa" && imp.imported === "movableContentOf") kind = "movable";
      else if (imp && ROOT_CALLS.get(imp.source)?.has(imp.imported)) kind = "root";
      else if (
        imp &&
        (imp.source === "composa" || imp.source === "composa/dom") &&
        (COMPOSA_COMPOSABLES.has(imp.imported) || isValueName(imp.imported))
      )
        kind = "value";
      else if (isValueName(callee.name)) kind = "value";
      if (!kind) return;
      a.callKind.set(p.node, kind);
      // An ordinary call: a function that makes movable content, or renders a root, does not compose.
      if (kind === "movable" || kind === "root") return;
      const fn = nearestFunction(p);
      if (fn && !ownCall.has(fn.node)) ownCall.set(fn.node, p.node);
    },
  });

  // Pass 2: classify functions.
  const unitBindings = new Map<Binding, ComposableInfo>();
  /** Every binding of a function that composes (units and lambdas): calling one as a function is CMP006. */
  const composableBindings = new Map<Binding, t.Function>();
  const paths = new Set<string>();
  for (const fn of fnPaths) {
    const n = fn.node;
    const jsx = ownJsx.get(n);
    const call = ownCall.get(n);
    if (!jsx && !call) continue;
    a.hasWork = true;
    const name = functionName(fn);
    const handler = handlerAttributeOf(fn);
    if (handler && jsx) throw report.at("CMP023", jsx, { attr: handler });
    const declared = isDeclarationPosition(fn);
    if (declared && isValueName(name)) {
      if (jsx) throw report.at("CMP010", n, { name });
      a.fnKind.set(n, "value");
      a.composables.set(n, {
        node: n,
        name,
        path: name,
        kind: "value",
        props: { mode: "none", props: [], param: null },
        nested: false,
        named: true,
        hoisted: false,
      });
      continue;
    }
    if (
      fn.isClassMethod() ||
      fn.isClassPrivateMethod() ||
      (fn.isObjectMethod() && fn.node.kind !== "method")
    ) {
      const what = fn.isObjectMethod() ? "a getter or setter" : "a class method, getter or setter";
      throw report.at("CMP016", n, { name, what });
    }
    if (declared) {
      if (n.async || n.generator) throw report.at("CMP017", n);
      const outer = enclosingComposable(fn, a);
      let path = outer ? `${outer.path}/${name}` : name;
      // Two composables of one name in one scope (two object literals' `Badge`) get distinct groups.
      for (let i = 1; paths.has(path); i++) path = `${outer ? `${outer.path}/` : ""}${name}#${i}`;
      paths.add(path);
      const nested = fn.getFunctionParent() !== null;
      const info: ComposableInfo = {
        node: n,
        name,
        path,
        kind: "unit",
        props: analyzeProps(fn, name, report, stability.get(n)),
        nested,
        named: isNamed(fn),
        hoisted: isModuleDeclaration(fn),
      };
      a.fnKind.set(n, "unit");
      a.composables.set(n, info);
      const binding = bindingOfFunction(fn);
      if (binding) {
        unitBindings.set(binding, info);
        composableBindings.set(binding, n);
      }
      continue;
    }
    // `memo((props) => { … })`, `forwardRef(…)`: React's wrappers, which composables do without.
    const wrapper = fn.parentPath?.isCallExpression() ? reactWrapper(fn.parentPath.node) : null;
    if (jsx && wrapper) throw report.at("CMP027", n, { callee: wrapper });
    // `{(() => { … })()}`: React's statements in JSX; called by the program, not the composition.
    if (jsx && fn.parentPath?.isCallExpression() && fn.parentPath.node.callee === n)
      throw report.at("CMP026", n);
    if (!jsx && rootArgument(fn, a.callKind)) {
      // `renderHook(() => useThing(x))`: called by the hook's host inside its restart group.
      let path = name;
      for (let i = 1; paths.has(path); i++) path = `${name}#${i}`;
      paths.add(path);
      a.fnKind.set(n, "value");
      a.composables.set(n, {
        node: n,
        name,
        path,
        kind: "value",
        props: { mode: "none", props: [], param: null },
        nested: fn.getFunctionParent() !== null,
        named: false,
        hoisted: false,
      });
      continue;
    }
    const inPlace = isInPlacePosition(fn);
    if (!jsx && call && !inPlace)
      throw report.at("CMP008", call, { name: (call.callee as t.Identifier).name });
    if (n.async || n.generator) throw report.at("CMP017", n);
    a.fnKind.set(n, "lambda");
    if (!inPlace && n.params.length > 0)
      a.lambdaProps.set(n, analyzeProps(fn, name, report, stability.get(n)));
    const binding = bindingOfFunction(fn);
    if (binding) composableBindings.set(binding, n);
  }

  // Pass 3: roots, captures, callees, attribute classes, composables called as functions.
  for (const fn of fnPaths) {
    const kind = a.fnKind.get(fn.node);
    const inComposable = !!enclosingComposableOrLambda(fn, a);
    if (kind === "lambda" && !inComposable) {
      const parent = fn.parentPath;
      if (
        (parent?.isCallExpression() || parent?.isNewExpression()) &&
        parent.node.callee !== fn.node &&
        a.callKind.get(parent.node as t.CallExpression) !== "movable" &&
        !rootArgument(fn, a.callKind)
      )
        throw callbackError(report, fn.node, parent.node);
      a.rootLambdas.push(fn.node);
    }
    if (inComposable) a.captures.set(fn.node, capturesOf(fn));
  }
  const composableRef = (p: NodePath, name: string) => {
    const binding = p.scope.getBinding(name);
    return binding !== undefined && composableBindings.has(binding);
  };
  program.traverse({
    JSXElement(p) {
      if (isCallElement(p.node) && p.node.children.length > 0) a.childCaptures.set(p.node, capturesOf(p));
    },
    JSXOpeningElement(p) {
      const name = p.node.name;
      if (t.isJSXMemberExpression(name)) {
        a.uncheckedCallees.add(p.node);
        let root: t.JSXMemberExpression | t.JSXIdentifier = name;
        while (t.isJSXMemberExpression(root)) root = root.object;
        const from = t.isJSXIdentifier(root) ? importAsWritten(p.scope.getBinding(root.name)) : null;
        // `<UI.Buton />` after `import * as UI`: only the namespace's own member is an export.
        if (from && t.isJSXIdentifier(name.object) && from.startsWith("import * as"))
          a.importedCallees.set(p.node, from);
      }
      if (!t.isJSXIdentifier(name)) return;
      const binding = p.scope.getBinding(name.name);
      const info = unitBindings.get(binding as Binding);
      if (info) a.callee.set(p.node, info);
      else if (binding && mayHoldTag(binding, tagTypes)) a.tagCallees.add(p.node);
      else if (binding && /^[A-Z_$]/.test(name.name)) {
        a.uncheckedCallees.add(p.node);
        const from = importAsWritten(binding);
        if (from) a.importedCallees.set(p.node, from);
      }
    },
    JSXAttribute(p) {
      const v = p.node.value;
      const expr = t.isJSXExpressionContainer(v) ? v.expression : v;
      if (!expr || t.isJSXEmptyExpression(expr)) return;
      const attr = p.node.name;
      const attrName = t.isJSXNamespacedName(attr) ? `${attr.namespace.name}:${attr.name.name}` : attr.name;
      // `onClick={Header}`: a composable given as a handler would be called with an event, outside composition.
      if (isHandlerAttribute(attrName) && t.isIdentifier(expr) && composableRef(p, expr.name))
        throw report.at("CMP023", expr, { attr: attrName });
      a.attrClass.set(expr, classify(expr, p, a));
    },
    CallExpression(p) {
      const callee = p.node.callee;
      // `xs.map(renderRow)`, `setTimeout(Banner)`: the composable would be called by `map` or the timer,
      // outside composition, with an item and an index for props and Composer (CMP007 / CMP024).
      const passed = p.node.arguments.find((x) => t.isIdentifier(x) && composableRef(p, x.name));
      if (passed && callsItsArguments(p.node)) throw callbackError(report, passed, p.node);
      if (!t.isIdentifier(callee) || !composableRef(p, callee.name)) return;
      // A helper that only calls `remember` (or another value-returning composable) is a hook: name it as one.
      const fn = composableBindings.get(p.scope.getBinding(callee.name)!)!;
      const uses = ownJsx.has(fn) ? undefined : ownCall.get(fn);
      throw report.at("CMP006", p.node, {
        name: callee.name,
        ...(uses
          ? valueAdvice(callee.name, uses)
          : { why: "it emits elements", advice: elementAdvice(callee.name) }),
      });
    },
  });
  return a;
}

/**
 * Does `call` call the functions it is given, as an iteration method, a timer
 * or a promise does? Other calls may keep a composable to place it with
 * element syntax (a higher-order composable, `movableContentOf(Card)`).
 */
function callsItsArguments(call: t.CallExpression): boolean {
  const callee = call.callee;
  if (t.isIdentifier(callee)) return CALLERS.has(callee.name);
  if (!t.isMemberExpression(callee) || callee.computed || !t.isIdentifier(callee.property)) return false;
  const method = callee.property.name;
  if (method === "from") return t.isIdentifier(callee.object, { name: "Array" });
  return ITERATION_METHODS.has(method) || method === "then" || method === "catch" || method === "finally";
}

/** `memo` or `forwardRef` (also as `React.memo`) when `call` is one: React's component wrappers. */
function reactWrapper(call: t.CallExpression): string | null {
  const callee = call.callee;
  const name = t.isIdentifier(callee)
    ? callee.name
    : t.isMemberExpression(callee) && !callee.computed && t.isIdentifier(callee.property)
      ? callee.property.name
      : null;
  return name === "memo" || name === "forwardRef" ? name : null;
}

const CALLERS = new Set(["setTimeout", "setInterval", "requestAnimationFrame", "queueMicrotask"]);

/** How to call composable `name` with an element: `<Name … />`; a lowercase name needs a PascalCase one first. */
function elementAdvice(name: string): string {
  const call = "call it with an element statement";
  if (/^[A-Z_$]/.test(name)) return `${call}, \`<${name} … />\``;
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return `${call}, \`<${pascal} … />\` after naming it \`${pascal}\` (a lowercase tag is an HTML element)`;
}

/** CMP006 for a function that emits nothing and calls `remember`/`use…`: React's custom hook, named as Compose's. */
function valueAdvice(name: string, uses: t.CallExpression): { why: string; advice: string } {
  const callee = t.isIdentifier(uses.callee) ? uses.callee.name : "remember";
  const base = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    why: `it calls \`${callee}\``,
    advice: `name it \`use${base}\` or \`remember${base}\`, a value-returning composable, which is called as a function (\`const value = use${base}()\`) and keeps its remembered values at each call site`,
  };
}

/**
 * The error for a composable lambda passed to an ordinary function: a loop
 * method wants a loop in the content (CMP007); anything else (a timer, a
 * promise, an effect, `remember`'s calculation) runs the function outside
 * composition (CMP024).
 */
export function callbackError(
  report: Reporter,
  fn: t.Node,
  call: t.CallExpression | t.NewExpression,
): CompileError {
  const callee = call.callee;
  const method =
    t.isMemberExpression(callee) && t.isIdentifier(callee.property) && !callee.computed
      ? callee.property.name
      : null;
  const arrayFrom =
    method === "from" && t.isIdentifier((callee as t.MemberExpression).object, { name: "Array" });
  const name = t.isIdentifier(callee) ? callee.name : arrayFrom ? "Array.from" : method ? `….${method}` : "…";
  // `Array.from(xs, (x) => <Row … />)` outside content is a loop too (in content it is one: `listCallback`).
  if (arrayFrom || (method && ITERATION_METHODS.has(method)))
    return report.at("CMP007", fn, { callee: name });
  return report.at("CMP024", fn, { callee: name });
}

/**
 * Does a binding's value (its initializer, a destructured prop's default, and
 * any assignment) possibly come from a string: a literal or template at the
 * top of a `?:` / `&&` / `||` / `??` / `as` (`\`h${level}\``, `href ? "a" :
 * "button"`, `props.as ?? "div"`)? A binding that is only ever a function
 * or a prop without a string default (a slot, `{ renderItem: RenderItem }`)
 * is called directly.
 */
/** The import that declares `binding`, as written (`import { Button as Buton } from "./ui"`), or null. */
function importAsWritten(binding: Binding | undefined): string | null {
  const spec = binding?.path.node;
  const decl = binding?.path.parent;
  if (binding?.kind !== "module" || !t.isImportDeclaration(decl)) return null;
  const from = ` from ${JSON.stringify(decl.source.value)}`;
  if (t.isImportNamespaceSpecifier(spec)) return `import * as ${spec.local.name}${from}`;
  if (t.isImportDefaultSpecifier(spec)) return `import ${spec.local.name}${from}`;
  if (!t.isImportSpecifier(spec)) return null;
  const imported = t.isIdentifier(spec.imported) ? spec.imported.name : JSON.stringify(spec.imported.value);
  const local = imported === spec.local.name ? imported : `${imported} as ${spec.local.name}`;
  return `import { ${local} }${from}`;
}

/** Is the function's name a binding of the function itself, so that its restart can call it by name? */
function isNamed(fn: NodePath<t.Function>): boolean {
  const n = fn.node;
  if ((t.isFunctionDeclaration(n) || t.isFunctionExpression(n)) && n.id) return true;
  const parent = fn.parentPath;
  return !!parent?.isVariableDeclarator() && t.isIdentifier(parent.node.id) && parent.node.init === n;
}

/** `function X` (with a name) at the top of the module, or in an `export` there. */
function isModuleDeclaration(fn: NodePath<t.Function>): boolean {
  if (!t.isFunctionDeclaration(fn.node) || !fn.node.id) return false;
  const parent = fn.parentPath;
  if (parent?.isProgram()) return true;
  return (
    !!parent &&
    (parent.isExportNamedDeclaration() || parent.isExportDefaultDeclaration()) &&
    !!parent.parentPath?.isProgram()
  );
}

function bindingOfFunction(fn: NodePath<t.Function>): Binding | undefined {
  const n = fn.node;
  if (t.isFunctionDeclaration(n) && n.id) return fn.parentPath.scope.getBinding(n.id.name);
  const parent = fn.parentPath;
  if (parent?.isVariableDeclarator() && t.isIdentifier(parent.node.id))
    return parent.scope.getBinding(parent.node.id.name);
  return undefined;
}

function enclosingComposable(fn: NodePath, a: Analysis): ComposableInfo | undefined {
  let cur = fn.parentPath?.getFunctionParent();
  while (cur) {
    const info = a.composables.get(cur.node);
    if (info && info.kind === "unit") return info;
    cur = cur.parentPath?.getFunctionParent();
  }
  return undefined;
}

/**
 * The composable or composable lambda whose code `fn` sits in. A plain
 * function in between (a callback, a `remember` calculation, a factory) runs
 * outside that code: a lambda inside it is a root lambda, as at module level.
 */
function enclosingComposableOrLambda(fn: NodePath, a: Analysis): t.Function | undefined {
  // getFunctionParent() excludes the path itself: from `fn`, not its parent (an arrow's body may be a function).
  let cur = fn.getFunctionParent();
  while (cur) {
    const k = a.fnKind.get(cur.node);
    if (k === "unit" || k === "lambda") return cur.node;
    if (k === undefined) return undefined;
    cur = cur.getFunctionParent();
  }
  return undefined;
}

function classify(expr: t.Node, attr: NodePath<t.JSXAttribute>, a: Analysis): AttrClass {
  const scope = attr.scope;
  if (isStatic(expr, scope)) return { kind: "static" };
  if (t.isArrowFunctionExpression(expr) || t.isFunctionExpression(expr)) {
    const caps = a.captures.get(expr);
    if (caps && caps.memoizable && caps.names.length === 0) return { kind: "static" };
    return { kind: "dynamic" };
  }
  const fnPath = attr.getFunctionParent();
  if (!fnPath || a.fnKind.get(fnPath.node) !== "unit") return { kind: "dynamic" };
  const info = a.composables.get(fnPath.node);
  if (!info) return { kind: "dynamic" };
  const names = new Set(info.props.props.map((p) => p.name));
  if (t.isIdentifier(expr)) {
    const binding = scope.getBinding(expr.name);
    if (!binding || binding.kind !== "param" || binding.constantViolations.length > 0)
      return { kind: "dynamic" };
    // `{ label }` or `{ label: l }` (with or without default) at the top of the props pattern.
    const p0 = fnPath.node.params[0];
    const pat = t.isAssignmentPattern(p0) ? p0.left : p0;
    if (t.isObjectPattern(pat) && info.props.mode === "keys") {
      for (const prop of pat.properties) {
        if (!t.isObjectProperty(prop)) continue;
        const v = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
        if (v !== binding.identifier) continue;
        const key = prop.key;
        const k =
          t.isIdentifier(key) && !prop.computed ? key.name : t.isStringLiteral(key) ? key.value : null;
        if (k && names.has(k)) return { kind: "forward", fn: fnPath.node, prop: k };
      }
    }
    return { kind: "dynamic" };
  }
  if (
    t.isMemberExpression(expr) &&
    t.isIdentifier(expr.object) &&
    !expr.computed &&
    t.isIdentifier(expr.property) &&
    info.props.mode === "keys"
  ) {
    const binding = scope.getBinding(expr.object.name);
    const p0 = fnPath.node.params[0];
    const id = t.isAssignmentPattern(p0) ? p0.left : p0;
    if (
      binding &&
      binding.kind === "param" &&
      binding.identifier === id &&
      binding.constantViolations.length === 0 &&
      names.has(expr.property.name)
    ) {
      return { kind: "forward", fn: fnPath.node, prop: expr.property.name };
    }
  }
  return { kind: "dynamic" };
}
