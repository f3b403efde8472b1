/**
 * `composa/remember-state`: a state made in a composable's body without
 * `remember` (Compose's lint `UnrememberedMutableState`).
 *
 * ```tsx
 * function Counter() {
 *   const count = mutableStateOf(0); // a new state, back at 0, at every recomposition
 *   <button onClick={() => count.value++}>{count.value}</button>;
 * }
 * ```
 *
 * A composable runs again whenever a state it read changes: the click writes
 * 1, the composable recomposes, makes a fresh state holding 0 and shows it,
 * so nothing seems to happen (a Solid component runs once, so a signal made
 * in its body lives; a composable does not). Write
 * `remember(() => mutableStateOf(0))`. Reported for `mutableStateOf`,
 * `mutableStateListOf` and `mutableStateMapOf` imported from `composa`,
 * called in the body of a function that composes (elements in its own body)
 * or of a `use…` / `remember…` function; a call inside any nested function
 * (`remember`'s, a handler, an effect) is left alone, as is module level.
 */
import type { Rule, Scope, SourceCode } from "eslint";
import type * as ESTree from "estree";

const STATE_FACTORIES = new Set(["mutableStateOf", "mutableStateListOf", "mutableStateMapOf"]);
const VALUE_NAME = /^(use|remember)([A-Z0-9_$]|$)/;

type AnyNode = ESTree.Node & { parent?: AnyNode };
type FunctionNode = ESTree.FunctionDeclaration | ESTree.FunctionExpression | ESTree.ArrowFunctionExpression;

function isFunction(node: AnyNode): node is FunctionNode & { parent?: AnyNode } {
  return (
    node.type === "FunctionDeclaration" ||
    node.type === "FunctionExpression" ||
    node.type === "ArrowFunctionExpression"
  );
}

/** Whether `fn`'s own code (nested functions aside) holds an element or fragment. */
function emits(fn: FunctionNode, sourceCode: SourceCode): boolean {
  const keys = sourceCode.visitorKeys;
  const visit = (node: AnyNode): boolean => {
    const type = node.type as string;
    if (type === "JSXElement" || type === "JSXFragment") return true;
    if (node !== fn && isFunction(node)) return false;
    for (const key of keys[type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      for (const c of Array.isArray(child) ? child : [child]) {
        if (c && typeof (c as AnyNode).type === "string" && visit(c as AnyNode)) return true;
      }
    }
    return false;
  };
  return visit(fn.body as AnyNode);
}

/** The name a function is known by: its own, or the variable / property it is assigned to. */
function nameOf(fn: FunctionNode & { parent?: AnyNode }): string | null {
  if (fn.type !== "ArrowFunctionExpression" && fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === "VariableDeclarator" && parent.id.type === "Identifier") return parent.id.name;
  if (parent?.type === "Property" && parent.key.type === "Identifier") return parent.key.name;
  return null;
}

function importedFromComposa(variable: Scope.Variable | undefined): string | null {
  const def = variable?.defs[0];
  if (def?.type !== "ImportBinding") return null;
  const declaration = def.parent as ESTree.ImportDeclaration;
  if (declaration.source.value !== "composa" || def.node.type !== "ImportSpecifier") return null;
  const imported = def.node.imported;
  return imported.type === "Identifier" ? imported.name : String(imported.value);
}

export const rememberState: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Report a state made in a composable's body without `remember`: it is made anew, with its initial value, at every recomposition",
    },
    schema: [],
    messages: {
      unremembered:
        "`{{name}}(…)` in a composable's body makes a new state at every recomposition, so what was written to it is lost (the composable recomposes because of that write). Keep it across recompositions: `remember(() => {{name}}(…))`.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const composing = new Map<FunctionNode, boolean>();
    return {
      CallExpression(node) {
        if (node.callee.type !== "Identifier") return;
        const scope = sourceCode.getScope(node);
        let variable: Scope.Variable | undefined;
        for (let s: Scope.Scope | null = scope; s && !variable; s = s.upper)
          variable = s.set.get(node.callee.name);
        const name = importedFromComposa(variable);
        if (name === null || !STATE_FACTORIES.has(name)) return;
        let fn: AnyNode | undefined = (node as AnyNode).parent;
        while (fn && !isFunction(fn)) fn = fn.parent;
        if (!fn || !isFunction(fn)) return;
        let composes = composing.get(fn);
        if (composes === undefined) {
          const fnName = nameOf(fn);
          composes = (fnName !== null && VALUE_NAME.test(fnName)) || emits(fn, sourceCode);
          composing.set(fn, composes);
        }
        if (composes) context.report({ node, messageId: "unremembered", data: { name: node.callee.name } });
      },
    };
  },
};
