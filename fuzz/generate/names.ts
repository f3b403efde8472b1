/**
 * Two ways React and Solid code names things that the compiler must not
 * trip on: a dynamic tag read from a table (`const Tag = tags[i]; <Tag … />`,
 * React's `<Component />` from a lookup), and user bindings named like the
 * compiler's own (`$c`, `$props`, `$dirty`, numbered `$v3`), which it
 * renames before adding its own (plugin/babel/transform/reserved-names.ts).
 * Both are off unless asked for (`GenerateOptions.tags`, `.internals`), so
 * that pinned seeds keep generating the programs they name.
 */
import { TAG_TABLE, type ElementNode, type Stmt } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";

/**
 * `const T7 = tags[…]; <T7 …>…</T7>;`: the tag changes with the state. Content
 * under a tag that changed is new content, as in React (composa/dom's
 * `tagOf` keys its group by the tag): the path of the cells and calls in it
 * names the tag, so that only content under the same tag must keep its
 * identity from one step to the next.
 */
export function dynamicTagElement(
  g: Expressions & { element(scope: Scope): ElementNode },
  scope: Scope,
): ElementNode {
  const site = g.next();
  const name = `T${site}`;
  const index = `Math.abs((${g.num(scope)}) | 0) % ${TAG_TABLE.length}`;
  const element = g.element({ ...scope, path: `${scope.path} + "/t${site}:" + ${name}` });
  return { ...element, tag: name, tagFrom: `tags[${index}]` };
}

/** A local named like a numbered compiler temporary (`$v7`, `$props7`, `$dirty7`): unique per site. */
export function internalLocal(g: Expressions, scope: Scope): Stmt {
  const site = g.next();
  const type = g.r.pick(["num", "bool", "str"] as const);
  const name = `${g.r.pick(["$v", "$props", "$dirty", "$c", "$changed"])}${site}`;
  const init = g.value(type, scope);
  scope.vars.push({ expr: name, type });
  return { kind: "const", name, init };
}

/** At the top of a component's body: some of `$c`, `$changed`, `$dirty`, `$body` as the user's own locals. */
export function internalHead(g: Expressions, scope: Scope): Stmt[] {
  const out: Stmt[] = [];
  for (const name of ["$c", "$changed", "$dirty", "$body"]) {
    if (!g.r.chance(0.3)) continue;
    out.push({ kind: "const", name, init: g.num(scope) });
    scope.vars.push({ expr: name, type: "num" });
  }
  return out;
}
