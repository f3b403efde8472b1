/**
 * TypeScript `namespace` (and `module N`), lowered as `tsc` does for ES2022:
 *
 * ```ts
 * namespace Geometry { export const unit = 1; export function double(n: number) { return n * unit * 2; } }
 * ```
 *
 * becomes
 *
 * ```js
 * var Geometry;
 * (function (Geometry) {
 *   Geometry.unit = 1;
 *   function double(n) { return n * Geometry.unit * 2; }
 *   Geometry.double = double;
 * })(Geometry || (Geometry = {}));
 * ```
 *
 * Exported variables live on the object only (every read and write of one
 * in the namespace goes through it, so a later `unit = 2` is seen from
 * outside); exported functions and classes stay local bindings and are also
 * put on the object. `namespace A.B { … }` is `A` holding an exported `B`.
 * A namespace that holds only types emits nothing (tsc's "non-instantiated"
 * namespace); one that merges with an earlier function, class, enum or
 * namespace of the same name adds to that object. `import Alias = N.x`
 * (an alias of an entity) becomes `const Alias = N.x`, and is dropped when
 * only types use it.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import { declaresValue, mergeInto, statementOf, type MergedDeclarations } from "./ts-enum.js";

/** Names a namespace exports with `export declare …`: erased, but read through the object, as tsc does. */
const AMBIENT = new WeakMap<t.Node, Set<string>>();

/**
 * On enter: `namespace A.B.C { … }` is `namespace A { export namespace B.C { … } }`;
 * and the names of `export declare const x: T` are kept before the declarations go.
 */
export function splitDottedNamespace(path: NodePath<t.TSModuleDeclaration>): void {
  const inner = path.node.body;
  if (t.isTSModuleDeclaration(inner)) path.node.body = t.tsModuleBlock([t.exportNamedDeclaration(inner, [])]);
  const block = path.node.body;
  if (!t.isTSModuleBlock(block)) return;
  const ambient = new Set<string>();
  for (const s of block.body) {
    const d = t.isExportNamedDeclaration(s) ? s.declaration : null;
    if (t.isVariableDeclaration(d) && d.declare)
      for (const decl of d.declarations)
        for (const id of Object.keys(t.getBindingIdentifiers(decl.id))) ambient.add(id);
  }
  if (ambient.size > 0) AMBIENT.set(path.node, ambient);
}

/** Names exported by earlier blocks of a namespace, for reads of them in a later block. */
const EXPORTS = new WeakMap<t.Node, Map<string, Set<string>>>();

/** On exit (inner types stripped, inner enums and namespaces lowered). */
export function lowerNamespace(path: NodePath<t.TSModuleDeclaration>, merged: MergedDeclarations): void {
  const statement = statementOf(path);
  const block = path.node.body;
  if (!t.isIdentifier(path.node.id) || !t.isTSModuleBlock(block) || block.body.length === 0) {
    statement.remove(); // `module "x" {}`, `global {}` and namespaces of types only: nothing at run time
    return;
  }
  const name = path.node.id.name;
  const outer = statement.parentPath!.node;
  const first = merged.get(outer, name) === undefined && !declaresValue(outer, name);
  merged.declare(outer, name);
  const blockPath = path.get("body") as NodePath<t.TSModuleBlock>;
  blockPath.scope.crawl();
  const param = blockPath.scope.hasOwnBinding(name)
    ? blockPath.scope.generateUidIdentifier(name)
    : t.identifier(name);
  const [root, qualified] = qualifiedName(statement, name);
  let earlier = EXPORTS.get(root);
  if (!earlier) EXPORTS.set(root, (earlier = new Map()));
  const previous = earlier.get(qualified) ?? new Set<string>();
  const exported = new Set<string>();
  // Read as `N.x` wherever no local binding shadows them.
  const onObject = new Set<string>([...previous, ...(AMBIENT.get(path.node) ?? [])]);
  const body: t.Statement[] = [];
  for (const s of block.body) {
    if (!t.isExportNamedDeclaration(s) || !s.declaration) {
      body.push(s);
      continue;
    }
    const d = s.declaration;
    if (t.isVariableDeclaration(d)) {
      for (const decl of d.declarations) {
        for (const id of Object.keys(t.getBindingIdentifiers(decl.id))) {
          exported.add(id);
          onObject.add(id);
        }
      }
      const assignments = d.declarations
        .filter((decl) => decl.init)
        .map((decl) => t.assignmentExpression("=", toTarget(decl.id, param) as t.LVal, decl.init!));
      if (assignments.length > 0)
        body.push(
          t.expressionStatement(
            assignments.length === 1 ? assignments[0]! : t.sequenceExpression(assignments),
          ),
        );
    } else if ((t.isFunctionDeclaration(d) || t.isClassDeclaration(d)) && d.id) {
      exported.add(d.id.name);
      body.push(
        d,
        t.expressionStatement(t.assignmentExpression("=", member(param, d.id.name), t.identifier(d.id.name))),
      );
    } else body.push(s);
  }
  block.body = body;
  blockPath.scope.crawl();
  qualifyReads(blockPath, onObject, param);
  earlier.set(qualified, new Set([...previous, ...exported]));
  const target = t.identifier(name);
  const replacement: t.Statement[] = [];
  if (first) {
    const kind = statement.parentPath?.isProgram() ? "var" : "let";
    const decl = t.variableDeclaration(kind, [t.variableDeclarator(t.identifier(name))]);
    replacement.push(statement === path ? decl : t.exportNamedDeclaration(decl, []));
  }
  replacement.push(mergeInto(target, param, block.body));
  statement.replaceWithMultiple(replacement);
}

/**
 * `A.B` for `B` in `namespace A { namespace B {} }` (or `namespace A.B`), with
 * the block outside every namespace: blocks of one namespace merge wherever
 * they are written (`namespace A.B {}` then `namespace A { namespace B {} }`).
 */
function qualifiedName(statement: NodePath, name: string): [t.Node, string] {
  let qualified = name;
  let block = statement.parentPath!;
  while (block.isTSModuleBlock() && block.parentPath.isTSModuleDeclaration()) {
    const ns = block.parentPath.node;
    qualified = `${t.isIdentifier(ns.id) ? ns.id.name : "?"}.${qualified}`;
    block = statementOf(block.parentPath).parentPath!;
  }
  return [block.node, qualified];
}

function member(object: t.Identifier, name: string): t.MemberExpression {
  return t.memberExpression(t.cloneNode(object), t.identifier(name));
}

/** A declaration's pattern as an assignment target on the object: `{ a, b: [c] }` → `{ a: N.a, b: [N.c] }`. */
function toTarget(id: t.Node, param: t.Identifier): t.Node {
  const to = <T extends t.Node>(n: t.Node) => toTarget(n, param) as T;
  if (t.isIdentifier(id)) return member(param, id.name);
  if (t.isObjectPattern(id))
    return t.objectPattern(
      id.properties.map((p) =>
        t.isRestElement(p)
          ? t.restElement(to(p.argument))
          : t.objectProperty(p.key, to<t.Expression>(p.value), p.computed, false),
      ),
    );
  if (t.isArrayPattern(id)) return t.arrayPattern(id.elements.map((e) => (e ? to<t.PatternLike>(e) : null)));
  if (t.isAssignmentPattern(id)) return t.assignmentPattern(to(id.left), id.right);
  if (t.isRestElement(id)) return t.restElement(to(id.argument));
  return id;
}

/**
 * Every read or write of an exported variable (or of a name an earlier block
 * of the namespace exported) becomes a member of the object, unless a local
 * binding inside the namespace shadows it.
 */
function qualifyReads(blockPath: NodePath<t.TSModuleBlock>, names: Set<string>, param: t.Identifier): void {
  if (names.size === 0) return;
  blockPath.traverse({
    Identifier(p) {
      const name = p.node.name;
      if (!names.has(name)) return;
      if (!p.isReferencedIdentifier() && !isAssignedTo(p)) return;
      const binding = p.scope.getBinding(name);
      if (binding && (binding.scope === blockPath.scope || binding.path.isDescendant(blockPath))) return;
      // `{ x }` in an object literal reads x: it becomes `{ x: N.x }`.
      if (p.parentPath.isObjectProperty({ shorthand: true }) && p.key === "value")
        p.parentPath.node.shorthand = false;
      p.replaceWith(member(param, name));
      p.skip();
    },
    // `<Badge />` of an exported `const Badge = …` composable: `<N.Badge />`.
    JSXIdentifier(p) {
      const name = p.node.name;
      if (!names.has(name) || !(p.parentPath.isJSXOpeningElement() || p.parentPath.isJSXClosingElement()))
        return;
      const binding = p.scope.getBinding(name);
      if (binding && (binding.scope === blockPath.scope || binding.path.isDescendant(blockPath))) return;
      p.replaceWith(t.jsxMemberExpression(t.jsxIdentifier(param.name), t.jsxIdentifier(name)));
      p.skip();
    },
  });
}

/** `x = …`, `x++`, `[x] = …`, `for (x of …)`: an assignment target (not a declaration). */
function isAssignedTo(p: NodePath<t.Identifier>): boolean {
  const parent = p.parentPath;
  if (!parent) return false;
  if (parent.isAssignmentExpression() && p.key === "left") return true;
  if (parent.isUpdateExpression()) return true;
  if ((parent.isForOfStatement() || parent.isForInStatement()) && p.key === "left") return true;
  if (
    parent.isArrayPattern() ||
    parent.isRestElement() ||
    (parent.isObjectProperty() && p.key === "value") ||
    (parent.isAssignmentPattern() && p.key === "left")
  ) {
    const decl = parent.findParent(
      (x) =>
        x.isVariableDeclarator() ||
        x.isFunction() ||
        x.isCatchClause() ||
        x.isAssignmentExpression() ||
        x.isForXStatement(),
    );
    return !!decl && (decl.isAssignmentExpression() || decl.isForXStatement());
  }
  return false;
}

/** `import Alias = N.x` (`export import …`): a `const`, or nothing when no value reads it. */
export function lowerImportAlias(path: NodePath<t.TSImportEqualsDeclaration>, usedAsValue: boolean): void {
  const ref = path.node.moduleReference;
  if (t.isTSExternalModuleReference(ref)) return;
  if (path.node.importKind === "type" || (!path.node.isExport && !usedAsValue)) {
    path.remove();
    return;
  }
  const decl = t.variableDeclaration("const", [t.variableDeclarator(path.node.id, entity(ref))]);
  path.replaceWith(path.node.isExport ? t.exportNamedDeclaration(decl, []) : decl);
}

function entity(ref: t.TSEntityName): t.Expression {
  if (t.isIdentifier(ref)) return t.identifier(ref.name);
  if (t.isTSQualifiedName(ref)) return t.memberExpression(entity(ref.left), t.identifier(ref.right.name));
  return t.thisExpression();
}
