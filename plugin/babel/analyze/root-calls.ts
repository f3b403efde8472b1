/**
 * Root calls: the runtime functions that compose their first argument as
 * the root of a composition (`render(() => <App />, el)`, Testing Library's
 * `renderHook(() => useThing())`), and CMP001's advice for an element given
 * to one in React's spelling (`render(<App />)`).
 */
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";

/**
 * Runtime functions that compose the function given as their first argument
 * as the root of a composition, as Solid's `render(() => <App />, el)` and
 * React Testing Library's `renderHook(() => useThing())` do: a lambda there is
 * a composable (or, with no elements, a value composable), not a callback.
 */
export const ROOT_CALLS = new Map<string, ReadonlySet<string>>([
  ["composa/dom", new Set(["render", "hydrate"])],
  ["composa/server", new Set(["renderToString", "renderToStream"])],
  ["composa/testing", new Set(["render", "renderHook"])],
]);

/** CMP001's advice for an element given to a root function (`render(<App />)`): a lambda, or the composable and its props. */
export function rootInstead(callee: string, element: t.Node): string {
  const name = t.isJSXElement(element) ? jsxName(element.openingElement.name) : null;
  const lambda = `\`${callee}(() => ${name === null ? "<>…</>" : `<${name} … />`})\``;
  const direct =
    name !== null && /^[A-Z]/.test(name)
      ? `, or the composable and its props, \`${callee}(${name}, { … })\``
      : "";
  return `\`${callee}\` composes a composable, so give it one: the element in a composable lambda, ${lambda}${direct}.`;
}

/** `Counter`, `UI.Button`, `svg:rect`: an element's name as written. */
function jsxName(name: t.JSXOpeningElement["name"]): string {
  if (t.isJSXIdentifier(name)) return name.name;
  if (t.isJSXNamespacedName(name)) return `${name.namespace.name}:${name.name.name}`;
  return `${jsxName(name.object)}.${name.property.name}`;
}

/** Whether `fn` is the first argument of a call that composes it as a root (`ROOT_CALLS`). */
export function rootArgument(fn: NodePath<t.Function>, callKind: ReadonlyMap<t.Node, string>): boolean {
  const parent = fn.parentPath;
  return (
    !!parent?.isCallExpression() &&
    parent.node.arguments[0] === fn.node &&
    callKind.get(parent.node) === "root"
  );
}
