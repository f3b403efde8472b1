/**
 * The runtime's internal member names (plugin/vite/internal-names.ts), as
 * TypeScript's checker finds them: what composa/vite may rename in a
 * production build without any code outside the runtime noticing.
 *
 * A member of a runtime class is internal when it is `private`,
 * `protected` or tagged `@internal`, or when its class is not reachable from
 * the application API: the types that the package's entries but
 * `composa/internal` export, through their members' types, parameters and
 * results, transitively, up to the compiler contract. A name is renamed only if
 * every declaration of it is internal in that sense, and nothing else could
 * reach it by that name:
 * - no interface, type literal, object literal, enum or public member in the
 *   runtime declares it (the compiler contract, `Applier`, the options
 *   objects are all interfaces), and neither do TypeScript's DOM and ES libs;
 * - no string in the runtime spells it (`"name" in x`, `x["name"]`);
 * - every `x.name` and `{ name } = x` in the runtime resolves to one of its
 *   internal declarations (never to `any`, a DOM object or a user's object);
 * - it is not a constructor parameter property (its name is also a local).
 * TypeScript 7 has no JS API: this uses TypeScript 5 (`typescript-5`, the
 * one ESLint runs on).
 */
import { join } from "node:path";
import ts from "typescript-5";

const INTERNAL_ENTRY = "runtime/internal/index.ts";

/** The package's entries (package.json `exports`) but `composa/internal`. */
const APPLICATION_ENTRIES = [
  "runtime/index.ts",
  "runtime/dom/index.ts",
  "runtime/server/index.ts",
  "runtime/jsx-runtime/index.ts",
  "runtime/jsx-dev-runtime/index.ts",
  "runtime/devtools/index.ts",
  "runtime/testing/index.ts",
  "runtime/devtools/panel/index.ts",
];

/** The internal names, the most used first. */
export function computeInternalNames(root: string): string[] {
  const isRuntime = (file: string): boolean =>
    file.startsWith(join(root, "runtime/")) && !/\.test\.tsx?$|\/test\//.test(file);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const program = ts.createProgram(config.fileNames.filter(isRuntime), config.options);
  const checker = program.getTypeChecker();
  // Classes: those the application entries reach, up to the compiler contract.
  const publicClasses = reachable(checker, isRuntime, APPLICATION_ENTRIES.map(entry), true);
  // Interfaces and object types: those any entry reaches, composa/internal's
  // too (the compiler contract, `Applier`, … are its interfaces).
  const publicTypes = reachable(
    checker,
    isRuntime,
    [...APPLICATION_ENTRIES, INTERNAL_ENTRY].map(entry),
    false,
  );
  function entry(path: string): ts.SourceFile {
    const file = program.getSourceFile(join(root, path));
    if (file === undefined) throw new Error(`internal names: ${path} is not in the program`);
    return file;
  }

  const internal = (d: ts.Declaration): boolean => {
    if (!isRuntime(d.getSourceFile().fileName)) return false;
    const owner = d.parent;
    if (ts.isClassLike(owner)) {
      const flags = ts.getCombinedModifierFlags(d);
      if ((flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0) return true;
      if (ts.getJSDocTags(d).some((tag) => tag.tagName.text === "internal")) return true;
      return !publicClasses.has(owner);
    }
    // An interface tagged @internal (a checkpoint's marks): its members are the runtime's own.
    if (
      ts.isInterfaceDeclaration(owner) &&
      ts.getJSDocTags(owner).some((tag) => tag.tagName.text === "internal")
    ) {
      const merged = (checker.getSymbolAtLocation(owner.name)?.declarations ?? []).length > 1;
      return !merged && !publicTypes.has(owner);
    }
    return false;
  };
  /** Whether every declaration `name` can mean for an object literal's key is internal. */
  const internalKey = (literal: ts.ObjectLiteralExpression, name: string): boolean => {
    const type = checker.getContextualType(literal);
    const symbol = type === undefined ? undefined : checker.getPropertyOfType(type, name);
    return (
      symbol !== undefined && (symbol.declarations ?? []).length > 0 && symbol.declarations!.every(internal)
    );
  };

  const candidates = new Set<string>();
  const excluded = new Set<string>();
  /** Uses of each name in the runtime: the most used get the shortest names. */
  const uses = new Map<string, number>();
  for (const file of program.getSourceFiles()) {
    const runtime = isRuntime(file.fileName);
    const visit = (node: ts.Node): void => {
      if (ts.isParameter(node) && ts.isParameterPropertyDeclaration(node, node.parent)) {
        excluded.add(node.name.getText(file));
      } else if (
        ts.isObjectLiteralElementLike(node) &&
        ts.isObjectLiteralExpression(node.parent) &&
        !ts.isSpreadAssignment(node)
      ) {
        // An object literal's key: renamed only where it fills an internal type's property.
        const name = textOf(node.name);
        if (name !== undefined && (!runtime || !internalKey(node.parent, name))) excluded.add(name);
      } else if (
        ts.isPropertyDeclaration(node) ||
        ts.isMethodDeclaration(node) ||
        ts.isGetAccessor(node) ||
        ts.isSetAccessor(node) ||
        ts.isPropertySignature(node) ||
        ts.isMethodSignature(node)
      ) {
        const name = textOf(node.name);
        if (name !== undefined) (internal(node) ? candidates : excluded).add(name);
      } else if (ts.isEnumMember(node)) {
        const name = textOf(node.name);
        if (name !== undefined) excluded.add(name);
      }
      if (runtime) {
        if (ts.isStringLiteralLike(node)) excluded.add(node.text);
        if (ts.isPropertyAccessExpression(node)) {
          uses.set(node.name.text, (uses.get(node.name.text) ?? 0) + 1);
          const symbol = checker.getSymbolAtLocation(node.name);
          if (!(symbol?.declarations ?? []).every(internal) || symbol === undefined)
            excluded.add(node.name.text);
        }
        if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
          const name = textOf(node.propertyName ?? node.name);
          if (name !== undefined) {
            const symbol = checker.getPropertyOfType(checker.getTypeAtLocation(node.parent), name);
            if (symbol === undefined || !(symbol.declarations ?? []).every(internal)) excluded.add(name);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...candidates]
    .filter((name) => !excluded.has(name))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
}

function textOf(name: ts.Node | undefined): string | undefined {
  return name !== undefined && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/**
 * The runtime's classes, interfaces and object types that the exports of
 * `entries` reach: through their types, their members' types (private and
 * protected ones aside), parameters and results, transitively.
 * `stopAtContract`: the walk does not go into a class that implements the
 * compiler contract (the Composer, the server's writer): an application type
 * reaches one as `$c` (a composable's compiled form), and what code outside
 * the runtime calls on it is the contract, an interface
 * (runtime/compiled-composer.ts).
 */
function reachable(
  checker: ts.TypeChecker,
  isRuntime: (file: string) => boolean,
  entries: ts.SourceFile[],
  stopAtContract: boolean,
): Set<ts.Declaration> {
  const found = new Set<ts.Declaration>();
  const seen = new Set<ts.Type>();
  const contract = (d: ts.Declaration): boolean =>
    stopAtContract &&
    ts.isClassLike(d) &&
    (d.heritageClauses ?? []).some((clause) =>
      clause.types.some((type) => type.expression.getText() === "CompiledComposer"),
    );
  const inRuntime = (d: ts.Declaration): boolean => isRuntime(d.getSourceFile().fileName);
  const walkSymbol = (symbol: ts.Symbol): void => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const d of target.declarations ?? []) {
      if (!inRuntime(d)) continue;
      if (ts.isClassLike(d) || ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) {
        if (!ts.isTypeAliasDeclaration(d)) found.add(d);
        walkType(checker.getDeclaredTypeOfSymbol(target)); // instances
      }
      walkType(checker.getTypeOfSymbolAtLocation(target, d)); // values, statics
    }
  };
  const walkType = (type: ts.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    if (type.isUnionOrIntersection()) return type.types.forEach(walkType);
    const declarations = type.getSymbol()?.declarations ?? [];
    if (declarations.some(contract)) return;
    if (declarations.length > 0 && !declarations.some(inRuntime)) {
      // A lib type (Map<K, V>, Promise<T>, …): only its type arguments can be the runtime's.
      if (
        (type.flags & ts.TypeFlags.Object) !== 0 &&
        (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
      )
        for (const argument of checker.getTypeArguments(type as ts.TypeReference)) walkType(argument);
      return;
    }
    for (const d of declarations)
      if (inRuntime(d) && (ts.isClassLike(d) || ts.isInterfaceDeclaration(d) || ts.isTypeLiteralNode(d)))
        found.add(d);
    for (const base of type.isClassOrInterface() ? (checker.getBaseTypes(type) ?? []) : []) walkType(base);
    if (
      (type.flags & ts.TypeFlags.Object) !== 0 &&
      (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
    )
      for (const argument of checker.getTypeArguments(type as ts.TypeReference)) walkType(argument);
    for (const property of type.getProperties()) {
      const d = property.valueDeclaration ?? property.declarations?.[0];
      if (d === undefined) continue;
      // Private, protected and @internal members are not the API: their types are not reached through them.
      const flags = ts.getCombinedModifierFlags(d);
      if ((flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0) continue;
      if (ts.getJSDocTags(d).some((tag) => tag.tagName.text === "internal")) continue;
      walkType(checker.getTypeOfSymbolAtLocation(property, d));
    }
    for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
      walkType(signature.getReturnType());
      for (const parameter of signature.getParameters()) {
        const d = parameter.valueDeclaration;
        if (d !== undefined) walkType(checker.getTypeOfSymbolAtLocation(parameter, d));
      }
    }
    for (const info of checker.getIndexInfosOfType(type)) walkType(info.type);
  };
  for (const file of entries)
    for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(file)!)) walkSymbol(symbol);
  return found;
}
