/**
 * Composition locals (`GenerateOptions.locals`): a program declares a
 * dynamic local (`compositionLocalOf`: only its readers recompose when a
 * provider's value changes) and a static one (`staticCompositionLocalOf`:
 * the provider's whole content recomposes, nothing skips there). Bodies
 * hold providers of one or both around a block (nested providers override
 * the outer ones), reads of `.current` bound to a local that later
 * expressions (and the components called below, through their props) use,
 * and deferred text children `{() => LocalD.current …}`, which read the
 * locals where they were composed without recomposing.
 */
import type { Child, Emit, Stmt } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";

/** The program's two locals (declared by program.ts's printer when `Program.locals`). */
const LOCALS = ["LocalD", "LocalS"] as const;

/** `<CompositionLocalProvider values={[…provides(n)]}>{() => { block }}</CompositionLocalProvider>`. */
export function providerStatement(g: Expressions, scope: Scope, block: (inner: Scope) => Stmt[]): Stmt {
  const provided = g.r.chance(0.3) ? [...LOCALS] : [g.r.pick(LOCALS)];
  const values = provided.map((local) => `${local}.provides(${g.num(scope)})`).join(", ");
  const inner: Scope = { ...scope, depth: scope.depth + 1, list: null };
  const children: Child[] = [{ kind: "block", body: block(inner) }];
  if (g.r.chance(0.4)) children.push(deferredRead(g, scope));
  return {
    kind: "call",
    callee: "CompositionLocalProvider",
    key: null,
    props: [["values", `[${values}]`]],
    children,
  };
}

/** `const w7 = LocalS.current;`: a number later expressions read. */
export function localRead(g: Expressions, scope: Scope): Stmt {
  const name = `w${g.next()}`;
  scope.vars.push({ expr: name, type: "num" });
  return { kind: "const", name, init: `${g.r.pick(LOCALS)}.current` };
}

/**
 * `<i>{() => LocalD.current + …}</i>`: a deferred text binding reading a local, and maybe a value of
 * the composition. Not a state: a binding that reads one updates its text when the state is written,
 * outside any pass, where the runner checks that a failing pass changed nothing.
 */
function deferredRead(g: Expressions, scope: Scope): Emit {
  const plain = { ...scope, vars: scope.vars.filter((v) => !v.expr.includes(".")) };
  const extra = g.r.chance(0.5) ? ` + ${g.num(plain)}` : "";
  return {
    kind: "element",
    tag: "i",
    key: null,
    attrs: [],
    children: [{ kind: "expr", expr: `() => ${g.r.pick(LOCALS)}.current${extra}` }],
  };
}
