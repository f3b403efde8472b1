/**
 * A composable's props: which keys it reads (each gets two `$changed` bits and
 * one `changed` slot), their defaults, and their stability for the metrics.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import type { Reporter } from "../errors.js";
import { isStatic } from "./values.js";

export type Stability = "stable" | "unstable" | "unknown";

export interface PropInfo {
  name: string;
  /** `static` when the default is a compile-time constant, `dynamic` otherwise, `null` without default. */
  default: "static" | "dynamic" | null;
  stability: Stability;
}

export interface PropsInfo {
  /** `none`: no parameter; `keys`: the keys read are known; `whole`: the object escapes (rest, passed on). */
  mode: "none" | "keys" | "whole";
  props: PropInfo[];
  /** The original parameter (pattern or identifier), re-bound from `$props` in the body. */
  param: t.Identifier | t.ObjectPattern | t.ArrayPattern | t.AssignmentPattern | null;
}

export function analyzeProps(
  fn: NodePath<t.Function>,
  name: string,
  report: Reporter,
  stability: Map<string, Stability> | undefined,
): PropsInfo {
  const params = fn.node.params;
  if (params.length === 0) return { mode: "none", props: [], param: null };
  // A lambda (a slot) is written as an arrow; anything else as a function.
  const lambda = fn.isArrowFunctionExpression() || (fn.isFunctionExpression() && !fn.node.id);
  const instead = lambda
    ? "`({ a, b }) => …` (one destructured props object; the callee passes them by name, `<props." +
      name +
      " a={…} b={…} />`)"
    : "`function " + name + "({ a, b }) {…}` or `function " + name + "(props) {…}`";
  if (params.length > 1) throw report.at("CMP005", params[1], { instead });
  const p0 = fn.get("params")[0]!;
  // `(...args)` is a list of parameters, not the one props object.
  if (p0.isRestElement()) throw report.at("CMP005", p0.node, { instead });
  let pattern: NodePath = p0;
  if (p0.isAssignmentPattern()) pattern = p0.get("left");
  const stab = (k: string): Stability => stability?.get(k) ?? "unknown";
  const param = p0.node as PropsInfo["param"];
  if (pattern.isObjectPattern()) {
    const props: PropInfo[] = [];
    let whole = false;
    for (const prop of pattern.get("properties")) {
      if (prop.isRestElement()) {
        whole = true;
        continue;
      }
      if (!prop.isObjectProperty()) continue;
      const key = prop.node.key;
      let k: string | null = null;
      if (!prop.node.computed && t.isIdentifier(key)) k = key.name;
      else if (t.isStringLiteral(key)) k = key.value;
      if (k === null) {
        whole = true;
        continue;
      }
      const value = prop.get("value");
      let def: PropInfo["default"] = null;
      if (value.isAssignmentPattern()) def = isStatic(value.node.right, value.scope) ? "static" : "dynamic";
      props.push({ name: k, default: def, stability: stab(k) });
    }
    return { mode: whole ? "whole" : "keys", props, param };
  }
  if (pattern.isIdentifier()) {
    const binding = fn.scope.getBinding(pattern.node.name);
    const keys: string[] = [];
    let whole = !binding || binding.constantViolations.length > 0;
    for (const ref of binding?.referencePaths ?? []) {
      const parent = ref.parentPath;
      const ok =
        parent &&
        (parent.isMemberExpression() || parent.isOptionalMemberExpression()) &&
        parent.node.object === ref.node &&
        !parent.node.computed &&
        t.isIdentifier(parent.node.property) &&
        !(parent.parentPath?.isAssignmentExpression() && parent.parentPath.node.left === parent.node) &&
        !parent.parentPath?.isUpdateExpression();
      if (!ok) {
        whole = true;
        continue;
      }
      const k = ((parent.node as t.MemberExpression).property as t.Identifier).name;
      if (!keys.includes(k)) keys.push(k);
    }
    return {
      mode: whole ? "whole" : "keys",
      props: keys.map((k) => ({ name: k, default: null, stability: stab(k) })),
      param,
    };
  }
  return { mode: "whole", props: [], param };
}

/**
 * Stability of each prop from its TypeScript annotation (read before the types
 * are stripped): primitives, literal types, functions and `State<…>` are
 * stable; arrays, object types and unknown references are not.
 */
export function typeStability(fn: t.Function, program: t.Program): Map<string, Stability> | undefined {
  const p0 = fn.params[0];
  if (!p0) return undefined;
  const pat = t.isAssignmentPattern(p0) ? p0.left : p0;
  const ann = (pat as { typeAnnotation?: t.Node | null }).typeAnnotation;
  if (!ann || !t.isTSTypeAnnotation(ann)) return undefined;
  const members = membersOf(ann.typeAnnotation, program, 0);
  if (!members) return undefined;
  const out = new Map<string, Stability>();
  for (const m of members) {
    if (!t.isTSPropertySignature(m) || !t.isIdentifier(m.key)) continue;
    const ty = m.typeAnnotation?.typeAnnotation;
    out.set(m.key.name, ty ? stabilityOf(ty, program, 0) : "unknown");
  }
  return out;
}

export function membersOf(ty: t.TSType, program: t.Program, depth: number): t.TSTypeElement[] | undefined {
  if (depth > 5) return undefined;
  if (t.isTSTypeLiteral(ty)) return ty.members;
  if (t.isTSTypeReference(ty) && t.isIdentifier(ty.typeName)) {
    const decl = findTypeDecl(ty.typeName.name, program);
    if (t.isTSInterfaceDeclaration(decl)) return decl.body.body;
    if (t.isTSTypeAliasDeclaration(decl)) return membersOf(decl.typeAnnotation, program, depth + 1);
  }
  return undefined;
}

export function findTypeDecl(name: string, program: t.Program): t.Node | undefined {
  for (const s of program.body) {
    const d = t.isExportNamedDeclaration(s) ? s.declaration : s;
    if ((t.isTSInterfaceDeclaration(d) || t.isTSTypeAliasDeclaration(d)) && d.id.name === name) return d;
  }
  return undefined;
}

const STABLE_REFS = new Set(["State", "MutableState", "Function", "StableValue", "Date"]);

function stabilityOf(ty: t.TSType, program: t.Program, depth: number): Stability {
  if (depth > 5) return "unknown";
  switch (ty.type) {
    case "TSStringKeyword":
    case "TSNumberKeyword":
    case "TSBooleanKeyword":
    case "TSBigIntKeyword":
    case "TSSymbolKeyword":
    case "TSUndefinedKeyword":
    case "TSNullKeyword":
    case "TSVoidKeyword":
    case "TSLiteralType":
    case "TSFunctionType":
    case "TSNeverKeyword":
      return "stable";
    case "TSParenthesizedType":
      return stabilityOf(ty.typeAnnotation, program, depth + 1);
    case "TSUnionType": {
      const all = ty.types.map((x) => stabilityOf(x, program, depth + 1));
      return all.every((s) => s === "stable") ? "stable" : all.includes("unstable") ? "unstable" : "unknown";
    }
    case "TSTypeReference": {
      // An enum (`Filter`, `NS.Filter`) or one of its members (`Filter.All`): a number or a string.
      if (isEnumType(ty.typeName, program)) return "stable";
      if (t.isIdentifier(ty.typeName)) {
        if (STABLE_REFS.has(ty.typeName.name)) return "stable";
        if (ty.typeName.name === "ReadonlyArray" || ty.typeName.name === "Array") return "unstable";
        const decl = findTypeDecl(ty.typeName.name, program);
        if (t.isTSTypeAliasDeclaration(decl)) return stabilityOf(decl.typeAnnotation, program, depth + 1);
        if (t.isTSInterfaceDeclaration(decl)) return "unstable";
      }
      return "unstable";
    }
    case "TSAnyKeyword":
    case "TSUnknownKeyword":
      return "unknown";
    default:
      return "unstable";
  }
}

/** Is `name` an enum of this file (`Filter`, `NS.Filter`) or a member of one (`Filter.All`)? */
function isEnumType(name: t.TSEntityName, program: t.Program): boolean {
  const path: string[] = [];
  for (let n: t.TSEntityName = name; ; n = n.left) {
    if (t.isIdentifier(n)) {
      path.unshift(n.name);
      break;
    }
    if (!t.isTSQualifiedName(n)) return false;
    path.unshift(n.right.name);
  }
  const enums = new Set<string>();
  const collect = (body: t.Statement[], prefix: string) => {
    for (const s of body) {
      const d = t.isExportNamedDeclaration(s) ? s.declaration : s;
      if (t.isTSEnumDeclaration(d)) enums.add(prefix + d.id.name);
      if (t.isTSModuleDeclaration(d) && t.isIdentifier(d.id)) {
        let inner: t.TSModuleDeclaration["body"] = d.body;
        let qualified = prefix + d.id.name;
        while (t.isTSModuleDeclaration(inner) && t.isIdentifier(inner.id)) {
          qualified += `.${inner.id.name}`;
          inner = inner.body;
        }
        if (t.isTSModuleBlock(inner)) collect(inner.body, `${qualified}.`);
      }
    }
  };
  collect(program.body, "");
  return enums.has(path.join(".")) || (path.length > 1 && enums.has(path.slice(0, -1).join(".")));
}
