/**
 * React's dynamic tag: which capitalized callees may hold a tag name
 * (`const Tag = \`h${level}\`; <Tag>…</Tag>`), so that the call goes through
 * composa/dom's `tagOf` and a string becomes an element. Anything else is
 * called as a composable, and a string there fails at run time (R018), not
 * as React does: so a binding counts as a possible tag when
 *
 * - a value written to it is string-like (a literal, a template, a `?:` or
 *   `||`/`??` with one, an index into an array or object of them:
 *   `TAGS[level]`);
 * - it is a local variable that looks a value up in a table the compiler
 *   cannot see (`const Tag = props.tags[level]`, `icons[name]`): `tagOf` of
 *   a composable is the composable itself, so a table of composables works
 *   as before;
 * - or (TypeScript) its declared type admits a string (`as: "p" | "span"`,
 *   `keyof JSX.IntrinsicElements`, `ElementType`): read before the types
 *   are stripped (`tagTyped`).
 *
 * Parameters and destructured props without such evidence stay direct calls
 * (slots, `renderItem: RenderItem`).
 */
import type { Binding, NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import { findTypeDecl, membersOf } from "./props.js";

/** Binding identifiers whose TypeScript type admits a string, found before the types are stripped. */
export function tagTyped(program: NodePath<t.Program>): WeakSet<t.Node> {
  const out = new WeakSet<t.Node>();
  const root = program.node;
  const annotated = (id: t.Node) => {
    const ann = (id as { typeAnnotation?: t.Node | null }).typeAnnotation;
    if (t.isIdentifier(id) && t.isTSTypeAnnotation(ann) && admitsString(ann.typeAnnotation, root, 0))
      out.add(id);
  };
  program.traverse({
    VariableDeclarator(p) {
      annotated(p.node.id);
    },
    Function(p) {
      for (const param of p.node.params) {
        const pat = t.isAssignmentPattern(param) ? param.left : param;
        annotated(pat);
        const ann = (pat as { typeAnnotation?: t.Node | null }).typeAnnotation;
        if (!t.isObjectPattern(pat) || !t.isTSTypeAnnotation(ann)) continue;
        // `({ as: Tag }: { as: "p" | "span" })`: the member's type is the binding's.
        const members = membersOf(ann.typeAnnotation, root, 0);
        if (!members) continue;
        for (const prop of pat.properties) {
          if (!t.isObjectProperty(prop) || prop.computed || !t.isIdentifier(prop.key)) continue;
          const name = prop.key.name;
          const member = members.find(
            (m) => t.isTSPropertySignature(m) && t.isIdentifier(m.key) && m.key.name === name,
          ) as t.TSPropertySignature | undefined;
          const ty = member?.typeAnnotation?.typeAnnotation;
          const local = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
          if (ty && t.isIdentifier(local) && admitsString(ty, root, 0)) out.add(local);
        }
      }
    },
  });
  return out;
}

/** Tag-like types: strings, `keyof …`, `ElementType` (React's and ours), unions with one of them. */
function admitsString(ty: t.TSType, program: t.Program, depth: number): boolean {
  if (depth > 5) return false;
  switch (ty.type) {
    case "TSStringKeyword":
    case "TSTemplateLiteralType":
      return true;
    case "TSLiteralType":
      return t.isStringLiteral(ty.literal) || t.isTemplateLiteral(ty.literal);
    case "TSTypeOperator":
      return ty.operator === "keyof";
    case "TSParenthesizedType":
      return admitsString(ty.typeAnnotation, program, depth + 1);
    case "TSUnionType":
      return ty.types.some((x) => admitsString(x, program, depth + 1));
    case "TSTypeReference": {
      const name = t.isIdentifier(ty.typeName)
        ? ty.typeName.name
        : t.isTSQualifiedName(ty.typeName)
          ? ty.typeName.right.name
          : "";
      if (name === "ElementType" || name === "ElementTag") return true;
      const decl = t.isIdentifier(ty.typeName) ? findTypeDecl(name, program) : undefined;
      return t.isTSTypeAliasDeclaration(decl) && admitsString(decl.typeAnnotation, program, depth + 1);
    }
    default:
      return false;
  }
}

/** May `binding` (the callee of `<Name …>`, not a known composable) hold a tag name? */
export function mayHoldTag(binding: Binding, typed: WeakSet<t.Node>): boolean {
  if (typed.has(binding.identifier)) return true;
  const values: t.Node[] = [];
  const decl = binding.path.node;
  // A plain variable (`const Tag = …`, not a destructuring, whose init is the object it reads).
  const variable = t.isVariableDeclarator(decl) && t.isIdentifier(decl.id);
  if (variable && decl.init) values.push(decl.init);
  // `{ as: Tag = "div" }` in a parameter or a destructuring: the pattern's default.
  const id = binding.identifier as t.Node;
  if (binding.path.isAssignmentPattern() && binding.path.node.left === id)
    values.push(binding.path.node.right);
  binding.path.traverse({
    AssignmentPattern(ap) {
      if (ap.node.left === id) values.push(ap.node.right);
    },
    Function(f) {
      f.skip();
    },
  });
  const written: t.Node[] = [];
  for (const v of binding.constantViolations)
    if (v.isAssignmentExpression() && v.node.operator === "=") written.push(v.node.right);
  values.push(...written);
  const scope = binding.path.scope;
  if (values.some((v) => isStringish(v, scope))) return true;
  // A local `const Tag = table[kind]` whose table the compiler cannot see (a prop, an import).
  if (!variable || binding.scope.getFunctionParent() === null) return false;
  return [decl.init, ...written].some((v) => !!v && isLookup(v));
}

function isStringish(n: t.Node, scope: NodePath["scope"], depth = 0): boolean {
  if (depth > 10) return false;
  if (t.isStringLiteral(n) || t.isTemplateLiteral(n)) return true;
  if (
    t.isTSAsExpression(n) ||
    t.isTSSatisfiesExpression(n) ||
    t.isTSNonNullExpression(n) ||
    t.isParenthesizedExpression(n)
  )
    return isStringish(n.expression, scope, depth + 1);
  if (t.isConditionalExpression(n))
    return isStringish(n.consequent, scope, depth + 1) || isStringish(n.alternate, scope, depth + 1);
  if (t.isLogicalExpression(n))
    return isStringish(n.left, scope, depth + 1) || isStringish(n.right, scope, depth + 1);
  // `TAGS[level]`, `({ 1: "h1", 2: "h2" })[level]`: an index into a table of tag names.
  if ((t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && n.computed)
    return holdsStrings(n.object, scope, depth + 1);
  return false;
}

function holdsStrings(n: t.Node, scope: NodePath["scope"], depth: number): boolean {
  if (depth > 10) return false;
  if (t.isTSAsExpression(n) || t.isTSSatisfiesExpression(n) || t.isParenthesizedExpression(n))
    return holdsStrings(n.expression, scope, depth + 1);
  if (t.isArrayExpression(n)) return n.elements.some((e) => !!e && isStringish(e, scope, depth + 1));
  if (t.isObjectExpression(n))
    return n.properties.some((p) => t.isObjectProperty(p) && isStringish(p.value, scope, depth + 1));
  if (t.isIdentifier(n)) {
    const b = scope.getBinding(n.name);
    const d = b?.path.node;
    return !!d && t.isVariableDeclarator(d) && !!d.init && holdsStrings(d.init, b!.path.scope, depth + 1);
  }
  return false;
}

/** `x[k]` (not `x.k`): a lookup in a table, which may hold tag names as well as composables. */
function isLookup(n: t.Node): boolean {
  if (t.isParenthesizedExpression(n) || t.isTSAsExpression(n) || t.isTSNonNullExpression(n))
    return isLookup(n.expression);
  if (t.isLogicalExpression(n)) return isLookup(n.left) || isLookup(n.right);
  return (t.isMemberExpression(n) || t.isOptionalMemberExpression(n)) && n.computed;
}
