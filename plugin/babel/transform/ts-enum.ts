/**
 * TypeScript `enum`, lowered to the object `tsc` builds (ES2022, and as
 * esbuild and Vite do under `isolatedModules`, `const enum` too):
 *
 * ```ts
 * enum Filter { All, Active = 5, Done, Label = "l" }
 * ```
 *
 * becomes
 *
 * ```js
 * var Filter = /*#__PURE__*\/ function (Filter) {
 *   Filter[Filter["All"] = 0] = "All";
 *   Filter[Filter["Active"] = 5] = "Active";
 *   Filter[Filter["Done"] = 6] = "Done";
 *   Filter["Label"] = "l";
 *   return Filter;
 * }({});
 * ```
 *
 * Numeric members get a reverse mapping (`Filter[0] === "All"`), string
 * members do not; values known at compile time are folded (ts-constant.ts),
 * the others computed in order, a member's bare name in a later initializer
 * meaning the member. The first declaration of a name is one pure call, so
 * that a bundler drops an enum nobody reads; a second `enum` block of the
 * same name (declaration merging), or an enum merged into an existing
 * function, class or namespace, adds its members to the existing object
 * as `tsc` does: `(function (E) { … })(E || (E = {}));`. At module level the
 * binding is a `var` (tsc's), in a block or function body a `let`.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import type { Reporter } from "../errors.js";
import { evaluate, isSyntacticallyString, type Constant } from "./ts-constant.js";

/** What earlier `enum`/`namespace` blocks declared, per block: for merging. */
export class MergedDeclarations {
  private readonly names = new WeakMap<t.Node, Map<string, Map<string, Constant>>>();

  /** The known member values of `name` in `block`, or undefined when nothing declared it yet. */
  get(block: t.Node, name: string): Map<string, Constant> | undefined {
    return this.names.get(block)?.get(name);
  }

  declare(block: t.Node, name: string): Map<string, Constant> {
    let inBlock = this.names.get(block);
    if (!inBlock) this.names.set(block, (inBlock = new Map()));
    let members = inBlock.get(name);
    if (!members) inBlock.set(name, (members = new Map()));
    return members;
  }
}

/** The statement list that holds `path` (a declaration, or the `export` wrapping one). */
export function statementOf(path: NodePath): NodePath {
  const parent = path.parentPath;
  return parent && (parent.isExportNamedDeclaration() || parent.isExportDefaultDeclaration()) ? parent : path;
}

/** Does `block` declare a function or class named `name` (one a namespace or enum merges into)? */
export function declaresValue(block: t.Node, name: string): boolean {
  const body = t.isProgram(block) || t.isBlockStatement(block) || t.isTSModuleBlock(block) ? block.body : [];
  return body.some((s) => {
    const d = t.isExportNamedDeclaration(s) || t.isExportDefaultDeclaration(s) ? s.declaration : s;
    return (t.isFunctionDeclaration(d) || t.isClassDeclaration(d)) && d.id?.name === name;
  });
}

export function lowerEnum(
  path: NodePath<t.TSEnumDeclaration>,
  merged: MergedDeclarations,
  report: Reporter,
): void {
  const statement = statementOf(path);
  const block = statement.parentPath!.node;
  const name = path.node.id.name;
  const first = merged.get(block, name) === undefined && !declaresValue(block, name);
  const members = merged.declare(block, name);
  // The parameter holding the object is named after the enum, unless a member has that name.
  const hasOwnName = path.node.members.some((m) => memberKey(m) === name);
  const param = hasOwnName ? path.scope.generateUidIdentifier(name) : t.identifier(name);
  const body: t.Statement[] = [];
  // Another enum's members, from the innermost block that declared one of that name.
  const otherEnum = (other: string) => {
    for (let p: NodePath | null = statement.parentPath; p; p = p.parentPath) {
      const found = merged.get(p.node, other);
      if (found) return found;
    }
    return undefined;
  };
  let previous: Constant | undefined | null = null; // null: no member yet; undefined: not known
  for (const member of path.node.members) {
    const key = memberKey(member);
    let value: t.Expression;
    let numeric: boolean;
    const init = member.initializer;
    if (init) {
      const known = evaluate(init, { enumName: name, members, at: path, otherEnum });
      if (known !== undefined) {
        value = literal(known);
        numeric = typeof known === "number";
        members.set(key, known);
      } else {
        value = qualifyMembers(init, members, param, new Set(path.node.members.map(memberKey)));
        numeric = !isSyntacticallyString(init);
        members.delete(key);
      }
      previous = known;
    } else {
      // No initializer: one more than the member before (the first is 0); after a member
      // computed at run time, that member plus one, as it stands on the object.
      if (previous === null) previous = 0;
      else if (typeof previous === "number") previous = previous + 1;
      else if (previous === undefined) {
        const before = body.length > 0 ? lastMemberName(path.node.members, member) : null;
        value = before
          ? t.binaryExpression(
              "+",
              t.memberExpression(t.cloneNode(param), t.stringLiteral(before), true),
              t.numericLiteral(1),
            )
          : t.numericLiteral(0);
        body.push(assign(param, key, value, true));
        continue;
      } else throw report.at("CMP014", member, ENUM_AFTER_STRING);
      value = literal(previous);
      numeric = true;
      members.set(key, previous);
    }
    body.push(assign(param, key, value, numeric));
  }
  const replacement = first
    ? [declaration(statement, name, param, body)]
    : [mergeInto(t.identifier(name), param, body)];
  if (statement !== path && !first) statement.replaceWithMultiple(replacement);
  else if (statement !== path) path.replaceWith(replacement[0]!);
  else path.replaceWithMultiple(replacement);
}

const ENUM_AFTER_STRING = {
  what: "an enum member without initializer after a string member",
  instead: "a value for it (`B = 1`), as TypeScript requires",
};

/** A member's name: an identifier or a string (the parser refuses computed names, as TypeScript does). */
function memberKey(member: t.TSEnumMember): string {
  return t.isIdentifier(member.id) ? member.id.name : (member.id as t.StringLiteral).value;
}

function lastMemberName(all: t.TSEnumMember[], member: t.TSEnumMember): string | null {
  const i = all.indexOf(member);
  return i > 0 ? memberKey(all[i - 1]!) : null;
}

function literal(v: Constant): t.Expression {
  if (typeof v === "string") return t.stringLiteral(v);
  if (Number.isNaN(v)) return t.identifier("NaN");
  if (v === Infinity) return t.identifier("Infinity");
  if (v === -Infinity || (v < 0 && Number.isFinite(v)) || Object.is(v, -0))
    return t.unaryExpression("-", literal(-v));
  return t.numericLiteral(v);
}

/** `E[E["A"] = v] = "A"` (numeric) or `E["A"] = v`. */
function assign(param: t.Identifier, key: string, value: t.Expression, numeric: boolean): t.Statement {
  const set = t.assignmentExpression(
    "=",
    t.memberExpression(t.cloneNode(param), t.stringLiteral(key), true),
    value,
  );
  if (!numeric) return t.expressionStatement(set);
  return t.expressionStatement(
    t.assignmentExpression("=", t.memberExpression(t.cloneNode(param), set, true), t.stringLiteral(key)),
  );
}

/**
 * An initializer computed at run time, with each bare member name (`A`, as
 * the enum's scope resolves it) written as a read of the object (`E.A`).
 */
function qualifyMembers(
  init: t.Expression,
  known: Map<string, Constant>,
  param: t.Identifier,
  own: Set<string>,
): t.Expression {
  const copy = t.cloneNode(init, true);
  const visit = (node: t.Node, parent: t.Node | null, key: string | null): t.Node => {
    if (t.isIdentifier(node) && (own.has(node.name) || known.has(node.name)) && isRead(parent, key))
      return t.memberExpression(t.cloneNode(param), t.identifier(node.name));
    if (t.isFunction(node)) return node; // a function's own parameters and locals could shadow: left as written
    for (const k of t.VISITOR_KEYS[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[k];
      if (Array.isArray(child))
        child.forEach((c, i) => {
          if (c && typeof c === "object") child[i] = visit(c as t.Node, node, k);
        });
      else if (child && typeof child === "object")
        (node as unknown as Record<string, unknown>)[k] = visit(child as t.Node, node, k);
    }
    return node;
  };
  return visit(copy, null, null) as t.Expression;
}

function isRead(parent: t.Node | null, key: string | null): boolean {
  if (!parent) return true;
  if (t.isMemberExpression(parent) && key === "property" && !parent.computed) return false;
  if (t.isObjectProperty(parent) && key === "key" && !parent.computed) return false;
  return true;
}

/** `var E = /*#__PURE__*\/ function (E) { …; return E; }({});` */
function declaration(
  statement: NodePath,
  name: string,
  param: t.Identifier,
  body: t.Statement[],
): t.Statement {
  const fn = t.functionExpression(
    null,
    [t.cloneNode(param)],
    t.blockStatement([...body, t.returnStatement(t.cloneNode(param))]),
  );
  const call = t.callExpression(fn, [t.objectExpression([])]);
  t.addComment(call, "leading", "#__PURE__");
  const kind = statement.parentPath?.isProgram() ? "var" : "let";
  return t.variableDeclaration(kind, [t.variableDeclarator(t.identifier(name), call)]);
}

/** `(function (E) { … })(E || (E = {}));`: members added to an object that exists. */
export function mergeInto(
  target: t.LVal & t.Expression,
  param: t.Identifier,
  body: t.Statement[],
): t.Statement {
  const fn = t.functionExpression(null, [t.cloneNode(param)], t.blockStatement(body));
  const arg = t.logicalExpression(
    "||",
    target,
    t.assignmentExpression("=", t.cloneNode(target), t.objectExpression([])),
  );
  return t.expressionStatement(t.callExpression(fn, [arg]));
}
