/**
 * Development builds name state after the variable that holds it, for
 * devtools: `const count = remember(() => mutableStateOf(0))` creates the
 * state with `{ label: "count" }`. Only calls of `composa`'s `mutableStateOf`
 * and `derivedStateOf` whose options can be extended safely are touched: no
 * second argument, or an object literal without a `label`.
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import { importOf } from "../analyze/index.js";

const LABELLED = new Set(["mutableStateOf", "derivedStateOf"]);

/** Adds `label: "<name>"` to the state created by each `const <name> = …` declaration that creates one. */
export function labelStates(program: NodePath<t.Program>): void {
  program.traverse({
    VariableDeclarator(p) {
      const id = p.node.id;
      if (!t.isIdentifier(id) || !p.node.init) return;
      const init = p.get("init") as NodePath<t.Expression>;
      const call = stateCall(init) ?? stateCall(rememberedValue(init));
      if (call !== null) addLabel(call.node, id.name);
    },
  });
}

/** `init` itself if it is a call of a labelled state constructor from `composa`. */
function stateCall(path: NodePath<t.Node> | null): NodePath<t.CallExpression> | null {
  if (path === null || !path.isCallExpression()) return null;
  const callee = path.node.callee;
  if (!t.isIdentifier(callee)) return null;
  const imported = importOf(path.scope.getBinding(callee.name));
  return imported !== null && imported.source === "composa" && LABELLED.has(imported.imported) ? path : null;
}

/** For `remember(…keys, () => value)`: the `value` expression. */
function rememberedValue(path: NodePath<t.Expression>): NodePath<t.Node> | null {
  if (!path.isCallExpression() || !t.isIdentifier(path.node.callee)) return null;
  const imported = importOf(path.scope.getBinding(path.node.callee.name));
  if (imported === null || imported.source !== "composa" || imported.imported !== "remember") return null;
  const args = path.get("arguments");
  const calc = args[args.length - 1];
  if (calc === undefined || !calc.isArrowFunctionExpression()) return null;
  const body = calc.get("body");
  return Array.isArray(body) ? null : (body as NodePath<t.Node>);
}

function addLabel(call: t.CallExpression, name: string): void {
  const label = t.objectProperty(t.identifier("label"), t.stringLiteral(name));
  if (call.arguments.length === 1) call.arguments.push(t.objectExpression([label]));
  else if (call.arguments.length === 2) {
    const options = call.arguments[1];
    if (t.isObjectExpression(options) && !options.properties.some(isLabelProperty))
      options.properties.push(label);
  }
}

function isLabelProperty(p: t.ObjectExpression["properties"][number]): boolean {
  return (
    t.isSpreadElement(p) ||
    (t.isObjectProperty(p) &&
      ((t.isIdentifier(p.key) && p.key.name === "label") ||
        (t.isStringLiteral(p.key) && p.key.value === "label")))
  );
}
