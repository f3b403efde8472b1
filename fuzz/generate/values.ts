/**
 * Statements that bind a value in a composable's body, each its own call
 * site: a remembered cell (`remember(() => cell(path, n))`, whose identity
 * the runner checks), a `rememberId()`, a derived value (a `derivedStateOf`
 * in state mode, or `remember(key, …)`), a plain local, a value composable's
 * result (`useU1(path, n)`); and the effects (`SideEffect`, a keyed
 * `DisposableEffect`, some of which throw). Each binding joins the scope's
 * variables, so later expressions read it.
 */
import type { Stmt, UseFn } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";

/** The statement kinds `valueStatement` makes. */
export type ValueKind = "cell" | "id" | "derived" | "local" | "use";

export function valueStatement(g: Expressions, kind: ValueKind, scope: Scope, uses: UseFn[]): Stmt {
  switch (kind) {
    case "cell": {
      const site = g.next();
      const name = `r${site}`;
      scope.vars.push({ expr: g.cellValue(name), type: "num" });
      return {
        kind: "const",
        name,
        init: `remember(() => cell(${scope.path} + "/r${site}", ${g.r.int(3)}))`,
      };
    }
    case "id": {
      const name = `i${g.next()}`;
      scope.vars.push({ expr: name, type: "str" });
      return { kind: "const", name, init: "rememberId()" };
    }
    case "derived": {
      const site = g.next();
      const name = `d${site}`;
      if (g.options.mode === "state" && g.r.chance(0.5)) {
        // A derived state object: recomputed when what it reads changes.
        const e = g.num({ ...scope, vars: scope.vars.filter((v) => v.expr.startsWith("S.")) });
        scope.vars.push({ expr: `${name}.value`, type: "num" });
        return { kind: "const", name, init: `remember(() => derivedStateOf(() => (${e}) * 10))` };
      }
      const e = g.num(scope);
      scope.vars.push({ expr: `${name}.v`, type: "num" });
      return { kind: "const", name, init: `remember(${e}, () => ({ v: (${e}) * 10 }))` };
    }
    case "local": {
      const site = g.next();
      const type = g.r.pick(["num", "bool", "str"] as const);
      const name = `v${site}`;
      const init = g.value(type, scope);
      scope.vars.push({ expr: name, type });
      return { kind: "const", name, init };
    }
    case "use": {
      // A value composable: its call site is its identity.
      const site = g.next();
      const name = `u${site}`;
      const init = `${g.r.pick(uses).name}(${scope.path} + "/u${site}", ${g.num(scope)})`;
      scope.vars.push({ expr: name, type: "num" });
      return { kind: "const", name, init };
    }
  }
}

/** A `SideEffect` or a keyed `DisposableEffect`; some effects and cleanups throw: the others must still run. */
export function effectStatement(g: Expressions, scope: Scope): Stmt {
  const site = g.next();
  if (g.r.chance(0.5))
    return {
      kind: "effect",
      code: `SideEffect(sideEffect(${scope.path} + "/e${site}", ${g.r.chance(0.2)}))`,
    };
  const k = g.num(scope);
  const mode = g.r.weighted([
    ["normal", 6],
    ["throw", 1],
    ["cleanup-throw", 1],
  ] as const);
  return {
    kind: "effect",
    code: `DisposableEffect(${k}, disposable(${scope.path} + "/e${site}:" + (${k}), "${mode}"))`,
  };
}
