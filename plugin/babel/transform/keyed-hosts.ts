/**
 * Keyed host elements that keep their node across call sites
 * (docs/keyed-identity.md, "What moves"). Two keyed elements of one tag in
 * one container may be one identity (`c ? <input key="q" className="a" /> :
 * <input key="q" className="b" />`): as React keeps a host node whose type
 * and key match and patches its attributes, such an element is lowered so
 * that every site composes the same node group, whatever code it has:
 *
 *     $c.startElement(nodeKey, "input");        // the identity's key, never salted
 *     $c.set("$spread", { className: "a" });     // attributes matched by name
 *     $c.startReplaceableGroup(childrenKey);     // salted by the children's own code
 *     …children…
 *     $c.endReplaceableGroup();
 *     $c.endNode();
 *
 * The attributes go through one `$spread` slot, the DOM layer's diff by name
 * (spread.ts): a name one site has and the other lacks is removed, a handler
 * replaced, a ref called again, and the node, its focus, caret and typed text
 * stay. The children compose afresh only when their code differs.
 *
 * Which elements: found before lowering, by container as `choosesKeyed` sees
 * them (a function's body, an element's children, a loop's body; flow
 * control and fragments are no containers), every keyed host element whose
 * container holds another keyed element of its tag. An element alone in its
 * container keeps its template (a list's `<li key={x.id}>`).
 */
import * as t from "@babel/types";
import { hasKey } from "./element.js";

/** The keyed host elements lowered as one shared node per identity (see the file comment). */
export function sharedKeyedHosts(program: t.Program): Set<t.JSXElement> {
  const shared = new Set<t.JSXElement>();
  const finish = (container: Map<string, t.JSXElement[]>) => {
    for (const sites of container.values()) if (sites.length > 1) for (const el of sites) shared.add(el);
  };
  const walk = (node: t.Node | null | undefined, container: Map<string, t.JSXElement[]>): void => {
    if (!node) return;
    if (t.isJSXElement(node) || t.isFunction(node) || t.isLoop(node)) {
      if (t.isJSXElement(node)) {
        const tag = hostTag(node);
        if (tag !== null && hasKey(node)) {
          const sites = container.get(tag);
          if (sites) sites.push(node);
          else container.set(tag, [node]);
        }
      }
      const inner = new Map<string, t.JSXElement[]>();
      walkChildren(node, inner);
      finish(inner);
      return;
    }
    walkChildren(node, container);
  };
  const walkChildren = (node: t.Node, container: Map<string, t.JSXElement[]>) => {
    for (const key of t.VISITOR_KEYS[node.type] ?? []) {
      const v = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(v)) for (const x of v) walk(x as t.Node | null, container);
      else if (v && typeof v === "object") walk(v as t.Node, container);
    }
  };
  const top = new Map<string, t.JSXElement[]>();
  walk(program, top);
  finish(top);
  return shared;
}

/** A lowercase tag or one with `-`: a host element (as element.ts's `tagOf` decides). */
function hostTag(el: t.JSXElement): string | null {
  const name = el.openingElement.name;
  if (!t.isJSXIdentifier(name)) return null;
  return /^[a-z]/.test(name.name) || name.name.includes("-") ? name.name : null;
}
