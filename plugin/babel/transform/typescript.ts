/**
 * TypeScript erasure: what `tsc --erasableSyntaxOnly` accepts is stripped here
 * (annotations, type declarations, `as`/`satisfies`/`!`, imports no value
 * reads, type-only exports). What TypeScript emits code for is written out as
 * `tsc` emits it for ES2022: constructor parameter properties
 * (parameter-properties.ts), `enum` (ts-enum.ts), `namespace` and
 * `import Alias = N.x` (ts-namespace.ts), `accessor` fields (ts-accessor.ts).
 * What has no meaning in an ES module (`export =`, `import x = require(…)`)
 * is a CMP014 error that says what to write instead. Runs before the
 * analysis so that the analysis sees plain JavaScript.
 */
import type { NodePath, Visitor } from "@babel/traverse";
import * as t from "@babel/types";
import type { Reporter } from "../errors.js";
import { expandParameterProperties } from "./parameter-properties.js";
import { lowerAccessor } from "./ts-accessor.js";
import { lowerEnum, MergedDeclarations } from "./ts-enum.js";
import { lowerImportAlias, lowerNamespace, splitDottedNamespace } from "./ts-namespace.js";

const TYPE_FIELDS = [
  "typeAnnotation",
  "returnType",
  "typeParameters",
  "typeArguments",
  "superTypeParameters",
  "superTypeArguments",
  "implements",
  "predicate",
] as const;

function isInType(path: NodePath): boolean {
  // `import Alias = M.x` reads `M` as a value when a value reads `Alias` (see lowerImportAlias).
  const alias = path.findParent((p) => p.isTSImportEqualsDeclaration());
  if (alias?.isTSImportEqualsDeclaration())
    return alias.node.importKind === "type" || !aliasReadAsValue(alias);
  return !!path.findParent((p) => p.node.type.startsWith("TS") && !isValueTsNode(p.node));
}

function aliasReadAsValue(alias: NodePath<t.TSImportEqualsDeclaration>): boolean {
  if (alias.node.isExport) return true;
  const binding = alias.scope.getBinding(alias.node.id.name);
  return !!binding?.referencePaths.some((r) => r !== alias && !isInType(r));
}

function isValueTsNode(n: t.Node): boolean {
  return (
    t.isTSAsExpression(n) ||
    t.isTSSatisfiesExpression(n) ||
    t.isTSNonNullExpression(n) ||
    t.isTSTypeAssertion(n) ||
    t.isTSInstantiationExpression(n) ||
    t.isTSParameterProperty(n)
  );
}

export function stripTypes(program: NodePath<t.Program>, report: Reporter): void {
  const merged = new MergedDeclarations();
  // TypeScript's import elision: an import no value reads is dropped, whether types read it or
  // nothing does (an `interface` imported without `type` has no export at run time). The
  // scope records value reads, JSX tags and `export { x }`, not type references.
  for (const decl of program.get("body")) {
    if (!decl.isImportDeclaration()) continue;
    if (decl.node.importKind === "type") {
      decl.remove();
      continue;
    }
    const specs = decl.get("specifiers");
    if (specs.length === 0) continue;
    for (const spec of specs) {
      const local = spec.node.local.name;
      if (spec.isImportSpecifier() && spec.node.importKind === "type") {
        spec.remove();
        continue;
      }
      const binding = decl.scope.getBinding(local);
      const valueRefs = binding ? binding.referencePaths.filter((r) => !isInType(r)) : [];
      if (binding && valueRefs.length === 0) spec.remove();
    }
    if (decl.node.specifiers.length === 0) decl.remove();
  }

  const visitor: Visitor = {
    enter(path) {
      const node = path.node as unknown as Record<string, unknown>;
      for (const f of TYPE_FIELDS) if (node[f] != null) node[f] = null;
      if (t.isIdentifier(path.node) || t.isPattern(path.node) || t.isRestElement(path.node)) {
        (path.node as { optional?: boolean | null }).optional = false;
      }
      // `declare x: T;` and `abstract x: T;` fields have no value: TypeScript emits nothing for them.
      if (t.isClassProperty(path.node) && (path.node.declare || path.node.abstract)) {
        path.remove();
        return;
      }
      // `let x!: number`: the definite-assignment mark goes with the annotation.
      if (t.isVariableDeclarator(path.node)) path.node.definite = null;
      if (t.isClassProperty(path.node) || t.isClassMethod(path.node) || t.isClassPrivateProperty(path.node)) {
        const n = path.node as unknown as Record<string, unknown>;
        n.accessibility = null;
        n.abstract = null;
        n.override = false;
        n.readonly = null;
        n.definite = null;
        n.optional = null;
      }
    },
    TSTypeAliasDeclaration(path) {
      removeDeclaration(path);
    },
    // `declare const VERSION: string;` (a value Vite's `define` provides), `declare class`: types only.
    VariableDeclaration(path) {
      if (path.node.declare) removeDeclaration(path);
    },
    ClassDeclaration(path) {
      if (path.node.declare) removeDeclaration(path);
      else path.node.abstract = null;
    },
    TSInterfaceDeclaration(path) {
      removeDeclaration(path);
    },
    TSDeclareFunction(path) {
      removeDeclaration(path);
    },
    TSDeclareMethod(path) {
      path.remove();
    },
    TSIndexSignature(path) {
      path.remove();
    },
    ClassAccessorProperty(path) {
      lowerAccessor(path, report);
    },
    TSEnumDeclaration: {
      exit(path) {
        if (path.node.declare) removeDeclaration(path);
        else lowerEnum(path, merged, report);
      },
    },
    TSModuleDeclaration: {
      enter(path) {
        if (path.node.declare) return removeDeclaration(path);
        splitDottedNamespace(path);
      },
      exit(path) {
        lowerNamespace(path, merged);
      },
    },
    TSImportEqualsDeclaration(path) {
      if (t.isTSExternalModuleReference(path.node.moduleReference))
        throw report.at("CMP014", path.node, {
          what: "`import x = require(…)`, CommonJS's import",
          instead: 'an ES import: `import x from "…"` (or `import * as x from "…"`)',
        });
      lowerImportAlias(path, aliasReadAsValue(path));
    },
    TSExportAssignment(path) {
      throw report.at("CMP014", path.node, {
        what: "`export =`, CommonJS's export",
        instead: "an ES export: `export default …` (or `export { … }`)",
      });
    },
    TSNamespaceExportDeclaration(path) {
      path.remove();
    },
    ClassMethod(path) {
      if (path.node.kind === "constructor") expandParameterProperties(path);
    },
    TSAsExpression: unwrap,
    TSSatisfiesExpression: unwrap,
    TSNonNullExpression: unwrap,
    TSTypeAssertion: unwrap,
    TSInstantiationExpression: unwrap,
    ExportAllDeclaration(path) {
      if (path.node.exportKind === "type") path.remove(); // `export type * from "./types"`
    },
    ExportNamedDeclaration(path) {
      if (path.node.exportKind === "type") return path.remove();
      const specs = path.node.specifiers;
      if (specs.length > 0) {
        path.node.specifiers = specs.filter((s) => !(t.isExportSpecifier(s) && s.exportKind === "type"));
        if (path.node.specifiers.length === 0 && !path.node.declaration) path.remove();
      }
    },
    Function(path) {
      const params = path.node.params;
      if (params.length > 0 && t.isIdentifier(params[0]) && params[0].name === "this") params.shift();
    },
  };
  program.traverse(visitor);
}

function unwrap(
  path: NodePath<
    | t.TSAsExpression
    | t.TSSatisfiesExpression
    | t.TSNonNullExpression
    | t.TSTypeAssertion
    | t.TSInstantiationExpression
  >,
): void {
  path.replaceWith(path.node.expression);
}

function removeDeclaration(path: NodePath): void {
  const parent = path.parentPath;
  if (parent && (parent.isExportNamedDeclaration() || parent.isExportDefaultDeclaration())) parent.remove();
  else path.remove();
}
