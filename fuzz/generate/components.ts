/**
 * How components are declared and what they do to their props: declarations,
 * members (`App.C1 = (…) => {…}`, `App.C1 = function C1(…) {…}`), properties
 * and methods of an object literal (`const Parts = { C1: (…) => {…}, C2(…) {…} }`);
 * props taken whole (`(props)`, destructured in the body) or destructured in
 * the parameters; the parameterized slot a component calls; reassigned props;
 * and value composables (`useU1(p, n)`) with early returns before `remember`.
 */
import type { Component, Slot, Stmt, UseFn, ValueType } from "../program.js";
import type { Expressions, Scope, Var } from "./expressions.js";

/** Name, form, props and slot of component `i` (its body comes later). */
export function declareComponent(g: Expressions, i: number): Component {
  const r = g.r;
  const params = Array.from({ length: r.range(0, 3) }, (_, j) => ({
    name: `a${j}`,
    fallback: r.chance(0.25) ? String(r.int(3)) : null,
  }));
  const form = r.weighted<NonNullable<Component["form"]>>([
    ["function", 4],
    ["member-arrow", 1],
    ["member-function", 0.7],
    ["object-arrow", 1],
    ["object-method", 0.7],
  ]);
  let slot: Slot | null = null;
  if (r.chance(0.3)) {
    slot = {
      prop: r.chance(0.5) ? "s" : "children",
      call: r.chance(0.5) ? "member" : "binding",
      type: r.weighted<Slot["type"]>([
        ["num", 1],
        ["str", 1],
        ["item", 1.5],
      ]),
    };
  }
  // A component that calls its children as a slot does not also place them.
  const wrap = slot?.prop !== "children" && r.chance(0.35);
  const local = `${wrap ? "W" : "C"}${i}`;
  const name = form === "function" ? local : form.startsWith("member") ? `App.${local}` : `Parts.${local}`;
  const whole = slot?.call === "member" || r.chance(0.2);
  return { name, form, whole, slot, params, wrap, body: [] };
}

/** The type of each prop: fixed per component, so call sites pass values of the right type. */
export function paramTypes(g: Expressions, c: Component): ValueType[] {
  return c.params.map((p) =>
    p.fallback !== null
      ? "num"
      : g.r.weighted<ValueType>([
          ["list", 2],
          ["num", 2],
          ["bool", 1],
          ["str", 1],
          // Last, so that without `spreads` the draws are as before.
          ["obj", g.options.spreads ? 1 : 0],
        ]),
  );
}

/**
 * Statements that reassign props (`a0 += 1`, `if (!a1) a1 = "z"`, `a2 ??= []`),
 * for the top of a body: before any lambda is made, so every lambda captures
 * the final value in every pass (one made before a reassignment would see
 * the new value only when it recomposes on its own).
 */
export function reassignments(g: Expressions, props: Var[]): Stmt[] {
  const out: Stmt[] = [];
  const r = g.r;
  for (const v of props) {
    if (!r.chance(0.3)) continue;
    const x = v.expr;
    const code = (() => {
      switch (v.type) {
        case "num":
          return r.pick([`${x} += 1`, `${x} ??= 2`, `if (${x} > 2) ${x} = 0`, `${x} = (${x} + 1) % 5`]);
        case "bool":
          return r.pick([`${x} = !${x}`, `if (${x}) ${x} = false`, `${x} ||= false`]);
        case "str":
          return r.pick([`if (!${x}) ${x} = "z"`, `${x} += "!"`, `${x} ??= "q"`]);
        case "list":
          return r.pick([
            `${x} = ${x}.slice(1)`,
            `${x} ??= []`,
            `if (${x}.length > 2) ${x} = ${x}.slice(0, 2)`,
          ]);
        default:
          return null;
      }
    })();
    if (code !== null) out.push({ kind: "assign", code });
  }
  return out;
}

/**
 * A value composable `useU<k>(p, n)`: early returns (on `n`) before and
 * between remembered values, and a last return of a number. `p` is its call
 * site's path.
 */
export function valueComposable(g: Expressions, k: number): UseFn {
  const r = g.r;
  const body: Stmt[] = [];
  const nums: Var[] = [{ expr: "n", type: "num" }];
  const scope = (): Scope => ({
    vars: nums,
    path: "p",
    depth: 0,
    loops: 0,
    component: 0,
    slot: null,
    list: null,
  });
  const early = () =>
    body.push({
      kind: "ret",
      test: g.r.chance(0.5) ? `n % 3 === ${r.int(3)}` : `n > ${r.int(3)}`,
      value: r.chance(0.5) ? "-1" : g.num(scope()),
    });
  // The point of these: a return before the first `remember`.
  early();
  const count = r.range(1, 3);
  for (let i = 1; i <= count; i++) {
    if (r.chance(0.6)) {
      const name = `r${i}`;
      body.push({ kind: "const", name, init: `remember(() => cell(p + "/u${i}", ${r.int(3)}))` });
      nums.push({ expr: g.cellValue(name), type: "num" });
    } else {
      const name = `d${i}`;
      body.push({ kind: "const", name, init: `remember(n, () => ({ v: n * 10 }))` });
      nums.push({ expr: `${name}.v`, type: "num" });
    }
    if (r.chance(0.4)) early();
  }
  body.push({ kind: "ret", test: null, value: `${g.num(scope())} + ${g.num(scope())}` });
  return { name: `useU${k}`, body };
}
