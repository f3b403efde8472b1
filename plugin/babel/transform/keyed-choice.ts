/**
 * Keyed siblings chosen by flow control (`if (a) { <F key="x" />; <F key="y" />; }
 * else { <F key="y" />; <F key="x" />; }`, `{a ? [<F key="x" />, …] : […]}`,
 * `{a ? <F key="x" /> : <F key="x" />}`): React matches them by type and key
 * among the siblings, so state moves with the key whatever branch placed it.
 * When every branch emits only keyed elements, the branches get no
 * flow-control group of their own: each keyed element's movable group is a
 * sibling of the others, and its group key names its callee, not its
 * position (`KeyScope.keyed`), so the same callee and key in another branch
 * is the same group. Anything else in a branch (an unkeyed element, a call,
 * a loop, a `return`) keeps the branch groups: identity follows the call
 * site, as in Compose.
 */
import * as t from "@babel/types";
import { hasKey } from "./element.js";

/** Does `node` emit only keyed elements (at least one, over all its branches)? */
export function emitsOnlyKeyed(node: t.Node | null | undefined): boolean {
  let keyed = 0;
  const only = (n: t.Node | null | undefined): boolean => {
    if (!n) return true;
    switch (n.type) {
      case "JSXElement":
        if (!hasKey(n)) return false;
        keyed++;
        return true;
      case "NullLiteral":
      case "BooleanLiteral":
      case "EmptyStatement":
        return true;
      case "Identifier":
        return n.name === "undefined";
      case "ParenthesizedExpression":
      case "ExpressionStatement":
        return only(n.expression);
      case "ConditionalExpression":
        return only(n.consequent) && only(n.alternate);
      case "LogicalExpression":
        return n.operator === "&&" && only(n.right);
      case "ArrayExpression":
        return n.elements.every((e) => e !== null && only(e));
      case "BlockStatement":
        return n.body.every(only);
      case "IfStatement":
        return only(n.consequent) && only(n.alternate);
      default:
        return false;
    }
  };
  return only(node) && keyed > 0;
}
